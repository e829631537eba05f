/**
 * Rattle and Rend: how games go, by scenario, by deployment and by warband.
 *
 * - RR-028 (Introduction › Design Manifesto, "FOR BUSY PLAYERS: Fast-playing,
 *   easy to remember rules"): actions, reactions and checks per game in each
 *   of the five scenarios (toolkit setting `scenario`: one victory condition
 *   for every game, deployment rolled); RR-150: how often the two open-ended
 *   scenarios run to the toolkit's round cap.
 * - RR-036 (Appendix › Change Log: "Mixed" deployment was replaced by
 *   "Surrounded" because it "was too chaotic and ultimately un-fun"): the
 *   rounds before the first attack and before the first removal in each of
 *   the five deployments (setting `deployment`, scenario rolled), Surrounded
 *   compared pair by pair with each of the others. Mixed deployment is not in
 *   v03, so only Surrounded's place among today's deployments is measured.
 * - RR-031 (Warband Creation › Vampire Court: "Multiple Champions and Wards
 *   give you the most tactical options of the four example warbands"): the
 *   legal actions a warband chooses from per turn, in a mirror match of each
 *   example warband (rolled setup).
 * - RR-037 (Four Elements: Dregs "exist to occupy space and die so that more
 *   valuable Elements might live"): Fodder swaps per game, from the mirror
 *   matches (the Ghostly Host is the example warband with Dregs).
 * - RR-099 (Initiative Phase: tied bids are discarded and bid again): tied
 *   bids per game and the Momentum each side loses to them, from the mirrors.
 *
 * Both sides are played by the heuristic player, in pairs of games with the
 * sides swapped; the scenario and deployment arms are the Dwarven Throng
 * against the Ghostly Host.
 */
import { defineExperiment } from '../../src/sim/experiment.ts';
import { matchExperiment, type MatchArm } from '../../src/sim/match/matchExperiment.ts';
import type { MatchParams } from '../../src/game/matchSetup.ts';
import { findGame } from '../../src/game/registry.ts';
import { chooseGameVariants } from '../../src/game/variants.ts';
import { loadSide } from '../../src/game/loadSide.ts';
import type { ArmResult, DistributionMetric, ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import { formatEstimate, formatMean, formatProportion, groupThousands, shown, signed, signedBound, signedEstimate } from '../../src/report/format.ts';
import { averageBound, sumBound } from '../../src/stats/combinedBounds.ts';
import { DEPLOYMENTS, MAX_TIED_BIDS, SCENARIOS } from '../../src/systems/rattle-and-rend/rules.ts';
import { keepMetrics, titleWords } from './_options.ts';

const game = findGame('rattle-and-rend');
const THRONG = loadSide(game, 'preset:dwarven-throng');
const HOST = loadSide(game, 'preset:ghostly-host');
export const WARBANDS = ['dwarven-throng', 'ghostly-host', 'ogrekin-hunting-party', 'vampire-court'] as const;
const SURROUNDED = 'deployment-surrounded';
const COURT_MIRROR = 'mirror-vampire-court';

function match(a: MatchParams['sideA'], b: MatchParams['sideB'], variants: string[]): MatchParams {
  return { system: game.id, sideA: a, sideB: b, agentA: 'heuristic', agentB: 'heuristic', variants: chooseGameVariants(game, variants) };
}

const arms: MatchArm[] = [
  ...SCENARIOS.map((scenario) => ({ id: `scenario-${scenario}`, label: titleWords(scenario), params: match(THRONG, HOST, [`scenario=${scenario}`]), coords: { family: 'scenario', scenario } })),
  ...DEPLOYMENTS.map((deployment) => ({
    id: `deployment-${deployment}`,
    label: `${titleWords(deployment)} Deployment`,
    params: match(THRONG, HOST, [`deployment=${deployment}`]),
    coords: { family: 'deployment', deployment },
    baseline: `deployment-${deployment}` === SURROUNDED ? null : SURROUNDED,
  })),
  ...WARBANDS.map((warband) => {
    const side = loadSide(game, `preset:${warband}`);
    // Compared with the Vampire Court, the warband the claim is about (its line is the chart's reference).
    return { id: `mirror-${warband}`, label: `${titleWords(warband)} mirror`, params: match(side, side, []), coords: { family: 'warband', warband }, baseline: warband === 'vampire-court' ? null : COURT_MIRROR };
  }),
];

const family = (result: ExperimentResult, name: string) => result.arms.filter((arm) => arm.coords?.family === name);
const mean = (arm: ArmResult, id: string) => arm.metrics[id] as MeanMetric;
const games = (arm: ArmResult) => 2 * arm.trials;
/** "22.6 (22.1-23.1)": a mean with its 95% interval, for lists inside a sentence (the tables give the trials). */
const short = (arm: ArmResult, id: string, decimals = 1) => `${shown(mean(arm, id).mean, decimals)} (${shown(mean(arm, id).ci[0], decimals)}-${shown(mean(arm, id).ci[1], decimals)})`;
/** "2,000" when every arm played as many games, else "1,600-2,000". */
function gameCounts(arms: readonly ArmResult[]): string {
  const counts = arms.map(games);
  const [low, high] = [Math.min(...counts), Math.max(...counts)];
  return low === high ? groupThousands(low) : `${groupThousands(low)}-${groupThousands(high)}`;
}
const perGame = (arm: ArmResult, id: string, unit: string) => formatMean(mean(arm, id).mean, mean(arm, id).ci, games(arm), unit, 'games');
/** The share of games in the first bin of a statistic's histogram (the first attack or removal in round 1). */
function firstRoundShare(arm: ArmResult, id: string): string {
  const d = arm.metrics[`${id}PerGame`] as DistributionMetric;
  return formatProportion(d.p[0], d.ci[0], d.n, 'games');
}

/** Arms whose interval of `id` lies wholly above (or below) every other arm's: the clear extreme, if any. */
function clearExtreme(field: ArmResult[], id: string, side: 'highest' | 'lowest'): ArmResult | null {
  const sorted = [...field].sort((a, b) => (side === 'highest' ? mean(b, id).mean - mean(a, id).mean : mean(a, id).mean - mean(b, id).mean));
  const [top, ...rest] = sorted;
  const clear = rest.every((arm) => (side === 'highest' ? mean(top, id).ci[0] > mean(arm, id).ci[1] : mean(top, id).ci[1] < mean(arm, id).ci[0]));
  return clear ? top : null;
}

function scenarioLines(result: ExperimentResult): string[] {
  const field = family(result, 'scenario');
  const line = (arm: ArmResult) =>
    `${arm.label}: ${perGame(arm, 'length', 'rounds')}, actions ${short(arm, 'actionsA')} by the Throng and ${short(arm, 'actionsB')} by the Host, reactions ${short(arm, 'reactionsA')} and ${short(arm, 'reactionsB')}, ${short(arm, 'checks')} checks`;
  const cap = (field[0]?.params as { variants?: Record<string, string> } | undefined)?.variants?.['open-ended-rounds'] ?? '12';
  // The two scenarios without a round limit, and any other that ever reached the cap (none can: four rounds, a fifth for a tied Conquest).
  const openEnded = (arm: ArmResult) => ['kill-them-all', 'duel'].includes((arm.params as { variants?: Record<string, string> }).variants?.scenario ?? '');
  const capped = field.filter((arm) => openEnded(arm) || mean(arm, 'roundCap').mean > 0);
  const capLine = capped.map((arm) => `${arm.label} ${formatProportion(mean(arm, 'roundCap').mean, [Math.max(0, mean(arm, 'roundCap').ci[0]), Math.min(1, mean(arm, 'roundCap').ci[1])], games(arm), 'games')}`);
  const longest = clearExtreme(field, 'checks', 'highest');
  const shortest = clearExtreme(field, 'checks', 'lowest');
  // A game's actions and reactions, both sides, added within each scenario, then averaged over the scenarios.
  const moves = averageBound(field.map((arm) => sumBound(['actionsA', 'actionsB', 'reactionsA', 'reactionsB'].map((id) => mean(arm, id)))));
  const checks = averageBound(field.map((arm) => mean(arm, 'checks')));
  return [
    `RR-028, what a game asks of its players in each scenario (Dwarven Throng against Ghostly Host, deployment rolled; per game, 95% intervals): ${field.map(line).join('; ')}.`,
    `${longest ? `${longest.label} clearly needs the most checks` : 'No scenario clearly needs the most checks'}; ${shortest ? `${shortest.label} clearly the fewest` : 'none clearly the fewest'}. Whether that is "fast-playing" is the designer's call: averaged over the scenarios, a game is ${formatEstimate(moves.mean, moves.ci)} actions and reactions and ${formatEstimate(checks.mean, checks.ci)} checks (${gameCounts(field)} games a scenario; these intervals hold at 95% or more, src/stats/combinedBounds.ts); minutes would need a time model (seconds per action, per check), as jw-game-length has for Jovian Wars.`,
    `RR-150, the open-ended scenarios: King of the Hill, Capture the Flags and Conquest end after four rounds (a fifth when Conquest is tied), but Kill Them All and Duel have no limit, and the toolkit ends them after round ${cap} (the open-ended-rounds setting, on points in play); games still going in the cap's last round: ${capLine.length ? capLine.join('; ') : 'none'}. A share well above zero means these players often do not finish an open-ended scenario: either the scenario needs a round limit at the table too, or the heuristic player is too cautious there (the side ahead on points waits for the enemy to act; the side not ahead forces the fight only from round 5, and combat often withdraws rather than removes); only games by people can tell the two apart.`,
  ];
}

function deploymentLines(result: ExperimentResult): string[] {
  const field = family(result, 'deployment');
  const surrounded = field.find((arm) => arm.id === SURROUNDED)!;
  const line = (arm: ArmResult) =>
    `${arm.label}: ${perGame(arm, 'quietRounds', 'rounds')} before the first attack (one in round 1 in ${firstRoundShare(arm, 'quietRounds')}), ${short(arm, 'safeRounds', 2)} rounds before the first removal (one in round 1 in ${firstRoundShare(arm, 'safeRounds')}), ${short(arm, 'length', 2)} rounds a game`;
  const compare = (arm: ArmResult, id: string) => {
    const d = arm.vsBaseline![id];
    // The difference is the other deployment minus Surrounded: Surrounded is sooner when the other waits longer.
    const verdict = d.ci[0] > 0 ? 'sooner' : d.ci[1] < 0 ? 'later' : 'not clearly sooner or later';
    return `${verdict} (${signedEstimate(-d.diff, [-d.ci[1], -d.ci[0]], 2)} rounds, ${signedBound(-d.ci[1], 2)} to ${signedBound(-d.ci[0], 2)})`;
  };
  const others = field.filter((arm) => arm !== surrounded);
  const verdicts = others.map((arm) => `than ${arm.label}, the first attack comes ${compare(arm, 'quietRounds')} and the first removal ${compare(arm, 'safeRounds')}`);
  return [
    `RR-036, how soon the fighting starts in each deployment (Dwarven Throng against Ghostly Host, scenario rolled; per game; a game with no attack or no removal counts all its rounds, so the means are pulled up by rare stand-offs and the round-1 shares say more): ${field.map(line).join('; ')}.`,
    `Surrounded Deployment, compared pair by pair (${groupThousands(surrounded.trials)} pairs of games on the same seeds; rounds Surrounded waits, less the other's): ${verdicts.join('; ')}. Mixed Deployment, which the change log calls too chaotic, is not in v03 and is not modelled, so this places Surrounded among today's deployments only; "chaotic" itself (how much the early rounds swing a game) is not measured here.`,
  ];
}

/** Why ties are frequent, and where they cost the most (the mirror with the largest drain). */
function tieDrainNote(field: ArmResult[]): string {
  const costliest = [...field].sort((a, b) => mean(b, 'tieDrainA').mean - mean(a, 'tieDrainA').mean)[0];
  // "Most" only when its interval clears every other mirror's; else by estimate, naming those it is not told apart from.
  const tied = field.filter((arm) => arm !== costliest && mean(arm, 'tieDrainA').ci[1] >= mean(costliest, 'tieDrainA').ci[0]);
  const most = tied.length === 0 ? 'most' : `most by estimate (not told apart from the ${tied.map((arm) => arm.label).join(', ')})`;
  const superiority = costliest.coords?.warband === 'vampire-court';
  return [
    `Ties come often because the heuristic mostly bids 0, and 0 against 0 repeats for free until the toolkit's roll-off after ${MAX_TIED_BIDS} ties (the rulebook has no end to it).`,
    `They cost ${most} in the ${costliest.label}${superiority ? ': both sides have Superiority, whose fixed open bid of 3 (costing 1) ties with the other every time, so each round drains Momentum until the roll-off; the superiority-tie variant (RR-063) reads a tie as an ordinary secret re-bid instead' : ''}.`,
  ].join(' ');
}

function warbandLines(result: ExperimentResult): string[] {
  const field = family(result, 'warband');
  const court = field.find((arm) => arm.coords?.warband === 'vampire-court')!;
  const most = clearExtreme(field, 'optionsA', 'highest');
  const host = field.find((arm) => arm.coords?.warband === 'ghostly-host')!;
  const swaps = mean(host, 'fodderA');
  const line = (arm: ArmResult) => `${arm.label}: ${perGame(arm, 'optionsA', 'actions per turn')}, reactions ${short(arm, 'reactionsA')} per side per game`;
  const verdict =
    most === court
      ? 'The claim holds for the Vampire Court: its players choose from clearly more actions per turn than any other example warband\'s'
      : most
        ? `The claim does not hold as measured: ${most.label.replace(' mirror', '')} clearly offers the most actions per turn, not the Vampire Court`
        : 'No example warband clearly offers the most actions per turn: the intervals of the leaders overlap';
  return [
    `RR-031, the tactical options of each example warband: the legal actions its player chooses from per turn with a choice (pass left out; mirror matches, setup rolled; as the engine lists them, so movement counts a few destinations per Element, not every spot on the board): ${field.map(line).join('; ')}.`,
    `${verdict}. Complexity and mastery ("the most complex to play and master") are not measured here: rr-options-tactics and the strength checks replay matchups with the one-ply greedy player.`,
    `RR-099, the tie drain ("both players discard those points and bid again"): per game, ${field.map((arm) => `${arm.label.replace(' mirror', '')} ${short(arm, 'tiedBids', 2)} tied bids and ${formatMean(mean(arm, 'tieDrainA').mean, mean(arm, 'tieDrainA').ci, games(arm), 'Momentum lost per side', 'games')}`).join('; ')}. ${tieDrainNote(field)}`,
    `RR-037, Dregs as fodder: in the Ghostly Host mirror (2 Dregs, 2 points of 12) each side makes ${formatMean(swaps.mean, swaps.ci, games(host), 'Fodder swaps per game', 'games')}, ${shown(swaps.mean / 2, 2)} (${shown(swaps.ci[0] / 2, 2)}-${shown(swaps.ci[1] / 2, 2)}) per Dreg point; how many points those swaps save (whether the attack would have removed its first target) is not measured.`,
  ];
}

function answer(result: ExperimentResult): string[] {
  const total = result.arms.reduce((sum, arm) => sum + games(arm), 0);
  return [...scenarioLines(result), ...deploymentLines(result), ...warbandLines(result), `${groupThousands(total)} games in all, heuristic player on both sides.`];
}

const base = matchExperiment(
  {
    id: 'rr-game-pace',
    title: 'How games go by scenario, deployment and warband: actions, first blood, options per turn',
    question: 'How many actions, reactions and checks does a game take in each scenario; how soon does fighting start in each deployment; which example warband offers the most options per turn?',
    source: { rulebook: '004_c41133d86b017ece.txt', section: 'Design Manifesto; Appendix › Change Log; Warband Creation › Vampire Court; Four Elements', catalogue: ['RR-028', 'RR-036', 'RR-031', 'RR-037', 'RR-099', 'RR-150'] },
    pairs: 200,
  },
  arms,
);

const kept = keepMetrics(base, ['actionsB', 'checks', 'roundCap', 'tiedBids', 'tieDrainA', 'optionsA', 'optionsB', 'quietRounds', 'quietRoundsPerGame', 'safeRounds', 'safeRoundsPerGame', 'fodderA', 'fodderB']);

/**
 * The game's statistics whose unit carried a note in parentheses, relabelled so a chart axis's "label (unit)" has one
 * pair of them ("checks rolled (checks per game (both sides))" before): the note moves into the label. Labels only.
 */
const LABELS: Record<string, { label: string; unit?: string }> = {
  checks: { label: 'checks rolled, both sides', unit: 'checks per game' },
  optionsA: { label: "A's legal actions on a turn with a choice, pass left out", unit: 'actions listed per turn' },
  optionsB: { label: "B's legal actions on a turn with a choice, pass left out", unit: 'actions listed per turn' },
  quietRounds: { label: 'rounds before the first attack, all of them when no attack came', unit: 'rounds per game' },
  quietRoundsPerGame: { label: 'rounds before the first attack in a game, all of them when no attack came' },
  safeRounds: { label: 'rounds before the first removal, all of them when nothing was removed', unit: 'rounds per game' },
  safeRoundsPerGame: { label: 'rounds before the first removal in a game, all of them when nothing was removed' },
  roundCap: { label: "games that reached the round cap: Kill Them All and Duel reaching open-ended-rounds' last round", unit: 'share of games' },
  tiedBids: { label: 'tied initiative bids: both bid the same, "discard those points and bid again"', unit: 'ties per game' },
};

export default defineExperiment<MatchParams>({
  ...kept,
  metrics: { ...kept.metrics, ...Object.fromEntries(Object.entries(LABELS).map(([id, names]) => [id, { ...kept.metrics[id], ...names }])) },
  answer,
  charts: [
    { kind: 'arms', metric: 'checks', reference: 'none', title: 'Checks per game, by scenario', where: { family: 'scenario' } },
    { kind: 'arms', metric: 'safeRounds', reference: 'none', title: 'Rounds before the first removal, by deployment', where: { family: 'deployment' } },
    { kind: 'arms', metric: 'optionsA', reference: 'none', title: 'Legal actions per turn, by example warband (mirror matches)', where: { family: 'warband' } },
  ],
});
