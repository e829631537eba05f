/**
 * Exoshift deployment (001_9ac883e80b2d20e9.txt, Missions › Deployment – Generic, Control Points, Objective Grab;
 * src/systems/exoshift/deployment.ts):
 * - EX-048 ("Players roll a die, highest roll wins", no tie rule): the exact chance of a tie and what each tie reading
 *   gives; then what winning the roll is worth in play. The winner chooses "either a deployment zone, or ... his place
 *   in turn order"; with turn order bid every round (Determine Initiative) and deployment fixed, the zone is the
 *   choice that matters, so under `deploymentRoll=zone` the winner takes the edge whose half scores better by the
 *   heuristic's cover values (a documented policy). On the default mirrored table both edges are the same, so the
 *   choice is measured on tables whose halves are drawn independently (`tableHalves=independent`); each pair is
 *   played again on the same stream with the winner keeping its own edge (`deploymentRoll=kept`), so the paired
 *   difference is what the choice is worth.
 * - EX-042 ("Use Alternating Deployment rules"; only Deployment – Generic describes one): `deployment=alternating`,
 *   units placed one at a time, each side with a simple policy that reacts to what was placed before; the first
 *   deployer's score in Objective Grab, and the same pair on the same stream with fixed deployment (the same seat's
 *   score without alternating: any seat effect apart from deployment), paired.
 * - EX-040 (Army Traits › Defensive, "-2 to rolls to determine attacker"): exact, if that roll were this one.
 * Heuristic player on both sides, pairs of games with the sides swapped. The roll is drawn from the chance stream,
 * which both games of a pair share, so the same seat wins it in both: each force wins the roll once a pair, and the
 * pair's mean is the roll winner's score with the forces' strengths cancelled.
 */
import { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import { defineExperiment, type MetricSpec, type TrialRecord } from '../../src/sim/experiment.ts';
import { matchExperiment, type MatchArm } from '../../src/sim/match/matchExperiment.ts';
import { PAIR_KEYS, playObservedPair, type PairObserver } from '../../src/sim/match/pairTrial.ts';
import { addReadings, distinctGames, formatShare, ratioSums, readingMetrics } from '../../src/sim/match/pairPools.ts';
import { ratioMean } from '../../src/stats/ratioMean.ts';
import { findGame } from '../../src/game/registry.ts';
import { loadSide } from '../../src/game/loadSide.ts';
import type { MatchParams } from '../../src/game/matchSetup.ts';
import { chooseGameVariants } from '../../src/game/variants.ts';
import type { ArmResult, ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import { formatMean, formatMeanDifference, formatProportion, groupThousands, percent, shown } from '../../src/report/format.ts';
import { wilson } from '../../src/stats/wilson.ts';
import { firstToDeploy } from '../../src/systems/exoshift/deployment.ts';
import type { ExoshiftSide } from '../../src/systems/exoshift/setup.ts';
import type { ExoshiftState } from '../../src/systems/exoshift/state.ts';

// ---- The roll, exactly (kernel part) ---------------------------------------------------------

/** What a tie does: rerolled; won by the better commander (the initiative's own tie-break, Determine Initiative); nobody wins. */
export type TieRule = 'reroll' | 'higher-quality' | 'none';

/**
 * Player A's chances at the deployment roll, exactly: each rolls a d10 plus a modifier (Defensive: -2), highest wins.
 * `aBetter`: A's commander has the higher Quality (read only by the 'higher-quality' tie rule). Returns the chance
 * of a tie on one throw, A's chance to win the roll, and the chance nobody wins (only under 'none').
 */
export function rollChances(modA: number, modB: number, tie: TieRule, aBetter = false): { tie: number; a: number; nobody: number } {
  let win = 0;
  let ties = 0;
  for (let a = 1; a <= 10; a++) for (let b = 1; b <= 10; b++) {
    if (a + modA > b + modB) win++;
    else if (a + modA === b + modB) ties++;
  }
  const [pWin, pTie] = [win / 100, ties / 100];
  if (tie === 'reroll') return { tie: pTie, a: pWin / (1 - pTie), nobody: 0 };
  if (tie === 'higher-quality') return { tie: pTie, a: pWin + (aBetter ? pTie : 0), nobody: 0 };
  return { tie: pTie, a: pWin, nobody: pTie };
}

// ---- The games ---------------------------------------------------------------------------------

const game = findGame('exoshift');
const preset = (id: string) => loadSide(game, `preset:${id}`) as ExoshiftSide;

function arm(id: string, label: string, a: string, b: string, mission: string, variants: string[], question: 'roll' | 'alternating' | 'fixed'): MatchArm {
  const params: MatchParams = { system: game.id, sideA: preset(a), sideB: preset(b), agentA: 'heuristic', agentB: 'heuristic', variants: chooseGameVariants(game, [`mission=${mission}`, ...variants]) };
  return { id, label, params, coords: { a, b, mission, question }, baseline: null };
}

export const ARMS: MatchArm[] = [
  arm('roll-cp', 'Roll, Control Points, independent halves (Line Patrol vs Fire Support)', 'sol-line-patrol', 'sol-fire-support', 'control-points', ['deploymentRoll=zone', 'tableHalves=independent'], 'roll'),
  arm('roll-grab', 'Roll, Objective Grab, independent halves (Raiders vs Garrison)', 'sol-raiders', 'sol-garrison', 'objective-grab', ['deploymentRoll=zone', 'tableHalves=independent'], 'roll'),
  arm('alternating-grab', 'Alternating deployment, Objective Grab (Raiders vs Garrison)', 'sol-raiders', 'sol-garrison', 'objective-grab', ['deployment=alternating'], 'alternating'),
  // A mirror: the same force on both seats, so the first deployer's score is deploying first and nothing else (its pair
  // replays one game when the players draw nothing from their streams: pairPools.ts distinctGames counts it once).
  arm('alternating-grab-mirror', 'Alternating deployment, Objective Grab (Raiders mirror)', 'sol-raiders', 'sol-raiders', 'objective-grab', ['deployment=alternating'], 'alternating'),
];

/**
 * The comparisons each arm's pair is played against, on the same stream (so the same table, dice and agents' draws):
 * a roll arm against deploymentRoll=kept and =swapped (the same roll, the winner on its own edge / on the other), an
 * alternating arm against fixed deployment. One object per arm's params and comparison (playObservedPair prepares
 * each params object once).
 */
const comparisons = new WeakMap<MatchParams, MatchParams[]>();
export function comparisonsOf(params: MatchParams): MatchParams[] {
  let c = comparisons.get(params);
  if (!c) {
    const v = params.variants;
    const variants = v.deploymentRoll === 'zone' ? [{ ...v, deploymentRoll: 'kept' }, { ...v, deploymentRoll: 'swapped' }] : [{ ...v, deployment: 'fixed' }];
    comparisons.set(params, (c = variants.map((w) => ({ ...params, variants: w }))));
  }
  return c;
}

/** One game's readings: the roll (if played), and the scores (win 1, draw 1/2, loss 0) of the seats that matter. */
export interface DeploymentFacts {
  rolled: boolean;
  throws: number;
  turned: boolean;
  /** The winner's own half scores lower than the other (the policy takes the other edge) / higher (it keeps its own). */
  otherBetter: boolean;
  otherWorse: boolean;
  winnerScore: number;
  firstScore: number;
}

/** A seat's score in a finished game (win 1, draw 1/2, loss 0). */
export const scoreOf = (state: ExoshiftState, seat: number): number => {
  const r = state.returns()[seat];
  return r > 0 ? 1 : r < 0 ? 0 : 0.5;
};

export function factsOf(state: ExoshiftState): DeploymentFacts {
  const d = state.setup.board.deployment;
  return {
    rolled: d !== undefined,
    throws: d ? d.dice.length : 0,
    turned: d?.turned ?? false,
    otherBetter: d ? d.scores[1 - d.winner] > d.scores[d.winner] : false,
    otherWorse: d ? d.scores[1 - d.winner] < d.scores[d.winner] : false,
    winnerScore: d ? scoreOf(state, d.winner) : 0,
    firstScore: scoreOf(state, firstToDeploy(state.setup.board)),
  };
}

type Reading = (f: DeploymentFacts) => number;
const COUNTS: Record<string, { label: string; unit: string; of: Reading }> = {
  winnerScore: { label: "the deployment roll winner's score (win 1, draw 1/2)", unit: 'points per game', of: (f) => f.winnerScore },
  firstScore: { label: "the first deployer's score (win 1, draw 1/2; the first seated player without a roll)", unit: 'points per game', of: (f) => f.firstScore },
  turned: { label: 'games in which the roll winner took the other edge', unit: 'share of games', of: (f) => (f.turned ? 1 : 0) },
  throws: { label: 'throws of the deployment roll (ties rerolled)', unit: 'throws per game', of: (f) => f.throws },
  otherBetter: { label: "games in which the other half scores higher than the winner's own", unit: 'share of games', of: (f) => (f.otherBetter ? 1 : 0) },
  otherWorse: { label: "games in which the other half scores lower than the winner's own", unit: 'share of games', of: (f) => (f.otherWorse ? 1 : 0) },
};
const RATIOS: Record<string, { label: string; hits: Reading; of: Reading }> = {
  turnedWinner: { label: "the roll winner's score where it took the other edge", hits: (f) => (f.turned ? f.winnerScore : 0), of: (f) => (f.turned ? 1 : 0) },
  keptWinner: { label: "the roll winner's score where it kept its own edge", hits: (f) => (f.rolled && !f.turned ? f.winnerScore : 0), of: (f) => (f.rolled && !f.turned ? 1 : 0) },
};
const METRICS: Record<string, MetricSpec> = readingMetrics(COUNTS, RATIOS);

const READ: PairObserver<ExoshiftState, undefined> = {
  statistics: ['rounds'],
  start: (record) => {
    for (const id of Object.keys(METRICS)) record[id] = 0;
  },
  read: (state, seatOfA, record) => addReadings(record, COUNTS, RATIOS, factsOf(state), seatOfA),
};

/**
 * A pair of games (the sides swapped) and the same pair under each comparison (comparisonsOf) on the same stream. Roll
 * arms: `winnerScoreKept` and `winnerScoreSwapped`, the roll winner's score on its own edge and on the other in the
 * same games, so any choice's worth is known per pair: `choiceGain` the policy's (zone less kept), `reverseGain` the
 * opposite policy's (the other edge where it scores lower), `swapGain` always the other edge (near 0 on tables drawn
 * the same way for both halves). The policy's own games must be one of the two: checked, a mismatch throws.
 * Alternating arms: `firstScoreFixed`, the same seat with fixed deployment, and `firstGain` the difference.
 */
/** The pair results (pairTrial.ts PAIR_KEYS index: 3 x game 1 + game 2, 0 win, 2 loss for A) in which each force won once. */
const SPLIT = [PAIR_KEYS.indexOf('win-loss'), PAIR_KEYS.indexOf('loss-win')];

export function deploymentTrial(params: MatchParams, root: Xoshiro128): TrialRecord {
  const from = root.state();
  const r = playObservedPair(params, root, READ) as Record<string, number>;
  const [first, second] = comparisonsOf(params).map((c) => playObservedPair(c, new Xoshiro128(...from), READ) as Record<string, number>);
  r.split = r.pair === SPLIT[0] || r.pair === SPLIT[1] ? 1 : 0;
  if (params.variants.deploymentRoll === 'zone') {
    const [kept, swapped] = [first.winnerScore, second.winnerScore];
    // Both games of a pair share the table and the roll (the chance stream), so `turned` is 0 or 1 for the pair.
    if (r.winnerScore !== (r.turned === 1 ? swapped : kept) || first.turned !== 0 || second.turned !== 1) throw new Error('ex-deployment: the chosen edge\'s games are not those of that edge kept or swapped (the comparisons are not the same games)');
    r.winnerScoreKept = kept;
    r.winnerScoreSwapped = swapped;
    r.choiceGain = r.winnerScore - kept;
    r.reverseGain = r.otherWorse === 1 ? swapped - kept : 0;
    r.swapGain = swapped - kept;
    r.firstScoreFixed = 0;
    r.firstGain = 0;
  } else {
    r.winnerScoreKept = 0;
    r.winnerScoreSwapped = 0;
    r.choiceGain = 0;
    r.reverseGain = 0;
    r.swapGain = 0;
    r.firstScoreFixed = first.firstScore;
    r.firstGain = r.firstScore - first.firstScore;
  }
  return r as TrialRecord;
}

const PAIRED: Record<string, MetricSpec> = {
  winnerScoreKept: { kind: 'mean', label: "the roll winner's score in the same games on its own edge (deploymentRoll=kept)", unit: 'points per game' },
  winnerScoreSwapped: { kind: 'mean', label: "the roll winner's score in the same games on the other edge (deploymentRoll=swapped)", unit: 'points per game' },
  choiceGain: { kind: 'mean', label: "what the policy's choice of edge adds to the roll winner's score (zone less kept, same games)", unit: 'points per game' },
  reverseGain: { kind: 'mean', label: 'what the opposite choice adds (the other edge where its half scores lower)', unit: 'points per game' },
  swapGain: { kind: 'mean', label: 'what always taking the other edge adds', unit: 'points per game' },
  firstScoreFixed: { kind: 'mean', label: "the same seat's score in the same games with fixed deployment", unit: 'points per game' },
  firstGain: { kind: 'mean', label: 'what deploying first adds (alternating less fixed deployment, same games)', unit: 'points per game' },
  split: { kind: 'mean', label: 'pairs in which each force won one game', unit: 'share of pairs' },
};

// ---- The answer ----------------------------------------------------------------------------------

/** Fewer pairs per arm than this (the quick CI budget): numbers, no verdicts. */
export const MIN_PAIRS = 8;

const m = (a: ArmResult, id: string) => a.metrics[id] as MeanMetric;
const games = (a: ArmResult) => distinctGames(a);
/** A per-game score's mean over pairs, its interval clipped to [0, 1]. */
const scoreText = (a: ArmResult, id: string) => {
  const s = m(a, id);
  if (!Number.isFinite(s.ci[0])) return `${shown(s.mean, 3)} (${groupThousands(games(a))} games, too few for an interval)`;
  return formatMean(s.mean, [Math.max(0, s.ci[0]), Math.min(1, s.ci[1])], games(a), '', 'games');
};
const against = (a: ArmResult, id: string, enough: boolean, who: string) => {
  const s = m(a, id);
  if (!enough) return 'too few games for a verdict';
  return s.ci[0] > 0.5 ? `${who} clearly scores above one half` : s.ci[1] < 0.5 ? `${who} clearly scores below one half` : `not clearly apart from one half`;
};
const pctText = (x: number) => percent(x, 1);

function kernelLines(): string[] {
  const reroll = rollChances(0, 0, 'reroll');
  const quality = rollChances(0, 0, 'higher-quality', true);
  const none = rollChances(0, 0, 'none');
  const defensive = rollChances(-2, 0, 'reroll');
  const defensiveNone = rollChances(-2, 0, 'none');
  return [
    `EX-048, the roll (exact, two d10s): a throw ties ${pctText(reroll.tie)} of the time (1 in 10), so a roll takes ${shown(1 / (1 - reroll.tie), 2)} throws on average with ties rerolled. Tie readings: reroll (the engine's, deploymentRoll=zone) gives each player ${pctText(reroll.a)}; the initiative's own tie-break (the better commander wins ties, Determine Initiative) gives the better commander ${pctText(quality.a)} and the other ${pctText(1 - quality.a)}; no winner on a tie (the table stays as set up, nobody chooses) gives each ${pctText(none.a)} and nobody ${pctText(none.nobody)}. Any symmetric rule (reroll, a coin) is an even draw; only a tie-break that favours a side moves it, by the tie's ${pctText(reroll.tie)} at most.`,
    `EX-040 (Army Traits › Defensive, "-2 to rolls to determine attacker"): no mission has an attacker (there are no Attack Missions, so the Garrison trait, "Always defends in Attack Missions", has none to apply to either), so the trait's game value is undefined and no profile or engine rule reads it. If the attacker were settled by this roll (d10 - 2 against d10, highest is the attacker): a throw ties ${pctText(defensive.tie)}, the Defensive player becomes the attacker ${pctText(defensiveNone.a)} per throw and ${pctText(defensive.a)} with ties rerolled, so it defends ${pctText(1 - defensive.a)} of the time (against 50% without the trait).`,
  ];
}

/** A paired difference of scores, in points per game, with its interval and a verdict against 0. */
function gainText(a: ArmResult, id: string, enough: boolean, what: string): string {
  const d = m(a, id);
  if (!Number.isFinite(d.ci[0])) return `${shown(d.mean, 3)} points a game (too few games for an interval)`;
  const verdict = !enough ? 'too few games for a verdict' : d.ci[0] > 0 ? `${what} clearly adds to it` : d.ci[1] < 0 ? `${what} clearly takes from it` : `${what} neither clearly adds nor takes`;
  return `${formatMeanDifference(d.mean, d.ci, games(a), 'points a game', 'games, paired')}: ${verdict}`;
}

function rollLine(a: ArmResult, enough: boolean): string {
  const turned = ratioSums(a, 'turnedWinner');
  const mt = ratioMean(turned);
  const turnedText = turned.observations === 0 ? 'never took the other edge' : `scored ${mt.n >= 2 && Number.isFinite(mt.ci[0]) ? formatMean(mt.r, [Math.max(0, mt.ci[0]), Math.min(1, mt.ci[1])], mt.n, '', 'games') : shown(mt.r, 3)} in those games`;
  return `${a.label}: the roll winner scores ${scoreText(a, 'winnerScore')} (${against(a, 'winnerScore', enough, 'the winner')}); in the same games on its own edge ${scoreText(a, 'winnerScoreKept')}, so the policy's choice of edge is worth ${gainText(a, 'choiceGain', enough, 'the choice')}. It took the other edge (where the winner's own half scored lower) in ${formatShare(perGameShare(a, 'turned'), 'games')} of games and ${turnedText}. The opposite choice (the other edge wherever the other half scores lower, ${formatShare(perGameShare(a, 'otherWorse'), 'games')} of games) would be worth ${gainText(a, 'reverseGain', enough, 'that choice')}; always taking the other edge ${gainText(a, 'swapGain', enough, 'it')} (a check: the halves are drawn alike, so no edge is better on average). ${throwsText(a)}.`;
}

/** The throws a roll took, a mean over pairs with its interval and pair count, beside the exact value (kernelLines). */
function throwsText(a: ArmResult): string {
  const t = m(a, 'throws');
  const exact = 1 / (1 - rollChances(0, 0, 'reroll').tie);
  if (!Number.isFinite(t.ci[0])) return `${shown(t.mean, 2)} throws a roll (${groupThousands(a.trials)} pairs, too few for an interval; exactly ${shown(exact, 2)})`;
  return `${formatMean(t.mean, t.ci, a.trials, 'throws a roll', 'pairs')}, against exactly ${shown(exact, 2)}`;
}

/** A per-game 0/1 count as a share over the arm's games (both games of every pair). */
function perGameShare(a: ArmResult, id: string) {
  const s = m(a, id);
  const t = s.n;
  const hits = 2 * s.mean * t;
  return { clusters: t, hits, hitsSquared: 4 * ((t > 1 ? (t - 1) * s.sd * s.sd : 0) + t * s.mean * s.mean), observations: 2 * t, observationsSquared: 4 * t, cross: 2 * hits };
}

/**
 * What winning the roll is worth, over the roll arms: each policy measured (their paired gains) that clearly adds to
 * the winner's score. Each policy's own interval decides, not which estimate is larger: the policy with the smaller
 * estimate may be the one whose gain is clear.
 */
export function rollSummary(rolls: readonly ArmResult[]): string {
  const parts = rolls.map((a) => {
    const policies = [
      { d: m(a, 'choiceGain'), how: "the heuristic's edge" },
      { d: m(a, 'reverseGain'), how: "the edge whose half scores lower by the heuristic's values" },
    ];
    const gains = policies.filter(({ d }) => d.ci[0] > 0).sort((x, y) => y.d.mean - x.d.mean);
    const mission = a.coords?.mission === 'objective-grab' ? 'in Objective Grab' : 'in Control Points';
    const none = policies.some(({ d }) => d.ci[1] < 0) ? 'neither policy clearly adds to the winner\'s score' : 'nothing clear for either policy';
    const gain = ({ d, how }: (typeof policies)[number]) => `${formatMeanDifference(d.mean, d.ci, games(a), 'points a game', 'games, paired')} for a winner taking ${how}`;
    return `${mission}, ${gains.length === 0 ? none : gains.map(gain).join(', and ')}`;
  });
  return `So what winning the roll is worth depends on what the winner makes of the choice: ${parts.join('; ')}. A reading of why is not measured here; in Objective Grab a side's own tokens lie in its own half, where the enemy comes to pick them up, so cover there may serve the enemy's grabbers more than the owner. Neither policy is the rulebook's: the roll's worth to a good player is at least the better of the two.`;
}

function splitText(a: ArmResult): string {
  const s = m(a, 'split');
  const hits = Math.round(s.mean * a.trials);
  return formatProportion(hits / a.trials, wilson(hits, a.trials), a.trials, 'pairs');
}

function alternatingLine(a: ArmResult, enough: boolean): string {
  return `${a.label}: the first deployer (the player seated first: A in the first game of a pair, B in the second) scores ${scoreText(a, 'firstScore')} (${against(a, 'firstScore', enough, 'the first deployer')}); the same seat with fixed deployment on the same dice scores ${scoreText(a, 'firstScoreFixed')} (any seat effect apart from deployment), so deploying first is worth ${gainText(a, 'firstGain', enough, 'deploying first')}. Pairs in which each force won once (only these can show a seat or deployment effect): ${splitText(a)}.`;
}

export function answer(result: ExperimentResult): string[] {
  const arms = result.arms;
  const enough = arms.every((a) => a.trials >= MIN_PAIRS);
  const rolls = arms.filter((a) => a.coords?.question === 'roll');
  const alts = arms.filter((a) => a.coords?.question === 'alternating');
  return [
    ...kernelLines(),
    `EX-048 in play (deploymentRoll=zone: ties rerolled, the winner takes the edge whose half scores better by the heuristic's cover values, light 1 and heavy 2, each piece counted again per objective within 6"; deployment.ts), on tables whose halves are drawn independently (tableHalves=independent: the same pieces, placed differently), each pair played again on the same stream with the winner on its own edge and on the other (deploymentRoll=kept, swapped), so both edges' outcome of every game is known: ${rolls.map((a) => rollLine(a, enough)).join(' ')}`,
    enough ? rollSummary(rolls) : '',
    'On the mirrored table (the default) both halves hold the same pieces turned through the centre, so the edges score the same and the winner keeps its own (tests): the roll is worth nothing there by construction (only the road, drawn 22-24" from one edge, is not mirrored, and it gives no cover).',
    `EX-042 (Objective Grab: "Use Alternating Deployment rules"; deployment=alternating: one unit at a time, alternately, each on the free point of 8 along its edge with the fewest units of either side within 12", so each placement answers the ones before it; deployment.ts), each pair played again on the same dice with fixed deployment: ${alts.map((a) => alternatingLine(a, enough)).join(' ')}`,
    ...(enough ? [] : [`Too few games for any verdict (under ${MIN_PAIRS} pairs per arm): run the full budget.`]),
    `Heuristic player on both sides, and the edge and placement policies are simple fixed rules (the rulebook leaves both choices to the players): a player who reads the table better could get more from the roll, or from its place in the deployment order. Intervals 95% over pairs of games (${groupThousands(arms[0]?.trials ?? 0)} pairs per arm, each pair also played under its comparison on the same stream).`,
  ].filter((line) => line !== '');
}

const base = matchExperiment(
  {
    id: 'ex-deployment',
    title: 'Deployment: the roll for the deployment zone, and alternating deployment in Objective Grab',
    question: 'What is winning the deployment roll worth (the winner chooses its edge), and what are the tie readings; does deploying first in an alternating deployment win more Objective Grab games?',
    source: { rulebook: '001_9ac883e80b2d20e9.txt', section: 'Missions › Deployment – Generic, Control Points, Objective Grab; Traits › Army Traits (Defensive)', catalogue: ['EX-048', 'EX-042', 'EX-040'] },
    // 2,000 pairs per arm, each played twice (32,000 games, a couple of minutes).
    pairs: 2000,
  },
  ARMS,
);

const KEPT = ['pair', 'scoreA', 'length', 'rounds'];

export default defineExperiment<MatchParams>({
  ...base,
  metrics: { ...Object.fromEntries(Object.entries(base.metrics).filter(([id]) => KEPT.includes(id))), ...METRICS, ...PAIRED },
  trial: deploymentTrial,
  chunkSize: 8,
  answer,
  charts: [
    { kind: 'arms', metric: 'choiceGain', reference: 'zero', title: "What the choice of edge adds to the roll winner's score (0 in the arms without a roll)" },
    { kind: 'arms', metric: 'firstGain', reference: 'zero', title: "What deploying first adds (alternating less fixed deployment; 0 in the roll arms)" },
  ],
});
