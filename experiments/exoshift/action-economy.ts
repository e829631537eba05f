/**
 * Exoshift EX-054 to EX-057 (001_9ac883e80b2d20e9.txt, Player Turns: Action CP Cost, The Free Primary Action,
 * Passing Without Taking Actions; Round and Turn Sequence › End of Round): how does the action economy play out?
 * The first Primary action of a turn is free, every other action costs one more than the last (1, 2, 3 ...); a pass
 * before any action costs 1, then 2, 3 ... for passes in a row; a round ends only when both players hold 0 CP and no
 * unit can take a Primary action. How long are turns, how often is the free Primary used, how often do players
 * pass and what does it cost, how many actions does a round hold and how much CP is burned rather than spent on
 * actions? Control Points, heuristic player both sides, pairs of games with the sides swapped: Sol Line Patrol
 * against Sol Fire Support (individuals), and sol-fireteams (units of several models) against the Line Patrol.
 * The per-game statistics are src/systems/exoshift/index.ts's economy block (layout.ts G_ECONOMY_BASE): each share
 * is a game's own share of its turns, averaged over games with its interval.
 */
import { defineExperiment, type MetricSpec } from '../../src/sim/experiment.ts';
import { matchExperiment, type MatchArm } from '../../src/sim/match/matchExperiment.ts';
import type { ArmResult, ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import type { MatchParams } from '../../src/game/matchSetup.ts';
import { findGame } from '../../src/game/registry.ts';
import { chooseGameVariants } from '../../src/game/variants.ts';
import { loadSide } from '../../src/game/loadSide.ts';
import { formatMean, shown } from '../../src/report/format.ts';

const game = findGame('exoshift');
const variants = chooseGameVariants(game, []);

function match(a: string, b: string): MatchParams {
  return { system: game.id, sideA: loadSide(game, `preset:${a}`), sideB: loadSide(game, `preset:${b}`), agentA: 'heuristic', agentB: 'heuristic', variants };
}

export const ARMS: MatchArm[] = [
  { id: 'patrol-vs-fire-support', label: 'Sol Line Patrol vs Sol Fire Support', params: match('sol-line-patrol', 'sol-fire-support'), baseline: null },
  { id: 'fireteams-vs-patrol', label: 'Sol Fireteams vs Sol Line Patrol', params: match('sol-fireteams', 'sol-line-patrol'), baseline: null },
];

/** Fewer pairs than this (the quick CI budget): numbers, no verdicts. */
export const MIN_PAIRS = 8;

const m = (arm: ArmResult, id: string) => arm.metrics[id] as MeanMetric;
const games = (arm: ArmResult) => 2 * arm.trials;
/** A game's own share of its turns, averaged over games: as a percentage with its interval. */
const pct = (arm: ArmResult, id: string) => {
  const s = m(arm, id);
  const d = s.ci[1] - s.ci[0] >= 0.02 ? 0 : 1;
  // A share lies in [0, 1]: the normal interval is clipped there (rare events give a lower bound under 0).
  const [low, high] = [Math.max(0, s.ci[0]), Math.min(1, s.ci[1])];
  return `${shown(100 * s.mean, d)}% (${shown(100 * low, d)}-${shown(100 * high, d)}%, ${games(arm)} games)`;
};
const mean = (arm: ArmResult, id: string, unit: string) => {
  const s = m(arm, id);
  // Counts per game are never negative: the normal interval is clipped at 0.
  return formatMean(s.mean, [Math.max(0, s.ci[0]), s.ci[1]], games(arm), unit, 'games');
};
/** 'above' when the whole interval is above the line, 'below' when under it, else 'unclear'. */
export const side = (metric: MeanMetric, line: number): 'above' | 'below' | 'unclear' => (metric.ci[0] > line ? 'above' : metric.ci[1] < line ? 'below' : 'unclear');

function armLines(arm: ArmResult, enough: boolean): string[] {
  const one = side(m(arm, 'turnShare1'), 0.5);
  const oneText = !enough ? 'too few games for a verdict' : one === 'above' ? 'most turns are a single action' : one === 'below' ? 'single-action turns are clearly under half of all turns' : 'single-action turns are not clearly above or below half';
  const long = side(m(arm, 'turnShare4'), 0.05);
  const longText = !enough ? '' : long === 'below' ? '; turns of 4 or more actions are clearly rare (under 5%)' : long === 'above' ? '; turns of 4 or more actions are clearly not rare (over 5%)' : '';
  const able = side(m(arm, 'freePrimaryWhenAble'), 0.9);
  const ableText = !enough ? 'too few games for a verdict' : able === 'above' ? 'a player who can take a Primary almost always takes the free one (over 90% of such turns)' : able === 'below' ? 'players clearly forgo the free Primary in more than 1 turn in 10 where a unit could take one (they pass instead)' : 'not clearly above or below 90% of such turns';
  const repeat = side(m(arm, 'repeatPasses'), 0.5);
  const repeatText = !enough ? 'too few games for a verdict' : repeat === 'below' ? 'the escalation clearly rarely bites (under one escalated pass per two games)' : repeat === 'above' ? 'the escalation clearly bites (over one escalated pass per two games)' : 'not clearly above or below one escalated pass per two games';
  const burned = side(m(arm, 'cpBurnedShare'), 0.05);
  const burnedText = !enough ? 'too few games for a verdict' : burned === 'below' ? 'clearly under 5%: CP is almost all spent on actions and bids' : burned === 'above' ? 'clearly over 5%: the round end forces a real CP burn' : 'not clearly above or below 5%';
  return [
    `${arm.label} (heuristic player both sides, Control Points, game length ${mean(arm, 'rounds', 'rounds')}):`,
    `EX-054 turn length: ${mean(arm, 'actionsPerTurn', 'actions per turn')}; of a game's turns, 0 actions ${pct(arm, 'turnShare0')}, 1 action ${pct(arm, 'turnShare1')}, 2 ${pct(arm, 'turnShare2')}, 3 ${pct(arm, 'turnShare3')}, 4 or more ${pct(arm, 'turnShare4')}: ${oneText}${longText}.`,
    `EX-055 the free Primary Action is used in ${pct(arm, 'freePrimaryShare')} of turns; ${pct(arm, 'primaryTurnShare')} of turns begin with a unit able to take a Primary, and of those ${pct(arm, 'freePrimaryWhenAble')} use the free one: ${ableText}.`,
    `EX-056 passing: ${pct(arm, 'passShare')} of turns are passes, ${mean(arm, 'passes', 'passes per game')}, of them ${mean(arm, 'repeatPasses', 'escalated passes (2 CP or more) per game')}; CP paid to pass ${mean(arm, 'passCp', 'CP per game')}: ${repeatText}.`,
    `EX-057 round end: ${mean(arm, 'actionsPerRound', 'actions per round')} in ${mean(arm, 'turnsPerRound', 'turns per round')} (both players); CP still held when a round ended ${mean(arm, 'cpLeftAtRoundEnd', 'CP per game')} (the round cannot end otherwise); empty turns ${pct(arm, 'emptyTurnShare')} of turns; CP forfeited at a turn's end ${mean(arm, 'forfeitCp', 'CP per game')}; CP burned (passes and forfeits) ${pct(arm, 'cpBurnedShare')} of the ${mean(arm, 'cpIncome', 'CP received per game')}: ${burnedText}.`,
  ];
}

export function answer(result: ExperimentResult): string[] {
  const enough = result.arms.every((arm) => arm.trials >= MIN_PAIRS);
  return [
    ...result.arms.flatMap((arm) => armLines(arm, enough)),
    ...(enough ? [] : [`Too few games for any verdict (under ${MIN_PAIRS} pairs per arm): run the full budget.`]),
    'Shares are each game\'s own share of its turns (both players), averaged over games; a game ended inside an action leaves its last turn out. Everything here is how the heuristic player uses the economy: it prices a CP by what it would buy later in the round (src/systems/exoshift/README.md, CP budgeting) with hand-tuned weights, so a stronger or more aggressive player may take longer turns and burn less; the optimal turn length (EX-054) is an agent question this does not settle.',
  ];
}

/**
 * The game's statistics with labels that read once on a chart axis ("label (unit)"): the game's own put the unit in
 * both ("actions per turn (both players; ...) (actions per turn ended)"). Labels only: the numbers are the game's.
 */
function relabelled(metrics: Record<string, MetricSpec<MatchParams>>): Record<string, MetricSpec<MatchParams>> {
  return {
    ...metrics,
    actionsPerTurn: { ...metrics.actionsPerTurn, label: 'Turn length, both players, a pass or an empty turn counting 0', unit: 'actions per turn ended' },
    actionsPerTurnPerGame: { ...metrics.actionsPerTurnPerGame, label: "A game's turn length in actions per turn ended, both players, a pass or an empty turn counting 0" },
    actionsPerRound: { ...metrics.actionsPerRound, label: 'Round length, both players', unit: 'actions per round played' },
    actionsPerRoundPerGame: { ...metrics.actionsPerRoundPerGame, label: "A game's round length in actions per round played, both players" },
  };
}

const base = matchExperiment(
  {
    id: 'ex-action-economy',
    title: 'The action economy in play: turn length, the free Primary, passing, the round end',
    question: 'With escalating action costs (1, 2, 3 ...), one free Primary per turn, escalating pass fees and rounds that end only at 0 CP, how long are turns, how often is the free Primary used, how often do players pass, and how much CP is burned?',
    source: { rulebook: '001_9ac883e80b2d20e9.txt', section: 'Player Turns › Action CP Cost, The Free Primary Action, Passing Without Taking Actions; Round and Turn Sequence › End of Round', catalogue: ['EX-054', 'EX-055', 'EX-056', 'EX-057'] },
    pairs: 300,
  },
  ARMS,
);

export default defineExperiment<MatchParams>({
  ...base,
  metrics: relabelled(base.metrics),
  chunkSize: 8,
  answer,
  charts: [
    { kind: 'arms', metric: 'actionsPerTurn', reference: 'none', title: 'Actions per turn (both players)' },
    { kind: 'arms', metric: 'turnShare1', reference: 'none', title: 'Share of turns with a single action' },
    { kind: 'arms', metric: 'actionsPerRound', reference: 'none', title: 'Actions per round (both players)' },
  ],
});
