/**
 * Jovian Wars Advanced Scenarios played (002_f697cf6215cb147c.txt, Scenarios › Advanced Scenarios; the engine's
 * scenarios.ts, the heuristic's scenarioAi.ts):
 * - JW-018 / JW-063 Ambush: the Attacker's (seat 0's) win rate and the Objective Points split, with the tiers scored
 *   cumulatively (default) and highest-tier-only, read from the same games (the players do not read the tiers);
 *   how often each tier line is met.
 * - JW-019 Break the Truce: the turn of the first attack, who makes it (and how often it is Point Defense Autofire),
 *   and the first attacker's win rate with the -2 penalty and without it (`truce-penalty=off`).
 * CEGA Battle Group vs Jovian Strike Group, heuristic player on both sides, pairs of games with the sides swapped (each
 * fleet plays each seat once), each arm on its own lane of the trial's stream. Every number is a mean over pairs with
 * its 95% interval.
 */
import type { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import { defineExperiment, type MetricSpec, type TrialRecord } from '../../src/sim/experiment.ts';
import { matchExperiment, type MatchArm } from '../../src/sim/match/matchExperiment.ts';
import { playObservedPair, type PairObserver } from '../../src/sim/match/pairTrial.ts';
import { findGame } from '../../src/game/registry.ts';
import { loadSide } from '../../src/game/loadSide.ts';
import type { MatchParams } from '../../src/game/matchSetup.ts';
import { STREAM_WORDS } from '../../src/game/playGame.ts';
import { chooseGameVariants } from '../../src/game/variants.ts';
import type { ArmResult, ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import { formatMean, formatShareEstimate, groupThousands } from '../../src/report/format.ts';
import { clusteredWilson } from '../../src/sim/summarize.ts';
import type { JovianState } from '../../src/systems/jovian-wars/game.ts';
import type { FleetSide } from '../../src/systems/jovian-wars/cards.ts';
import { defenderLost, defenderWithdrawn, objectivePoints, podCounts } from '../../src/systems/jovian-wars/scenarios.ts';
import { TRUCE_HOLD_TURNS } from '../../src/systems/jovian-wars/scenarioAi.ts';

const game = findGame('jovian-wars');
const preset = (id: string) => loadSide(game, `preset:${id}`) as FleetSide;
const BG = preset('cega-battle-group');
const SG = preset('jovian-strike-group');

/** `scenario` coordinate: the readings of one scenario (Ambush's tiers, Break the Truce's first attack) apply to its arms only, so their charts select them by it. */
function arm(id: string, label: string, scenario: 'ambush' | 'break-the-truce', set: string[]): MatchArm {
  return { id, label, coords: { scenario }, params: { system: game.id, sideA: BG, sideB: SG, agentA: 'heuristic', agentB: 'heuristic', variants: chooseGameVariants(game, [`scenario=${scenario}`, ...set]) } };
}

export const ARMS: MatchArm[] = [
  arm('ambush', 'Ambush', 'ambush', []),
  arm('truce', 'Break the Truce', 'break-the-truce', []),
  arm('truce-no-penalty', 'Break the Truce without the -2', 'break-the-truce', ['truce-penalty=off']),
];

const laneOf = (params: MatchParams): number => {
  const k = ARMS.findIndex((a) => JSON.stringify(a.params.variants) === JSON.stringify(params.variants));
  if (k < 0) throw new Error('jw-scenarios: no arm for these variants');
  return k;
};

/** Every reading here is a count, a share, a turn or a result: none is below 0 (results and yes/no readings are also at most 1). */
const mean = (label: string, unit: string, max?: number): MetricSpec => ({ kind: 'mean', label, unit, min: 0, ...(max !== undefined ? { max } : {}) });
/** Per-game readings (each a mean over the pair's two games). */
export const METRICS: Record<string, MetricSpec> = {
  seat0Win: mean('Seat 0 (Ambush: the Attacker) result, win 1, draw 1/2', 'per game', 1),
  seat0WinHighest: mean('Ambush, highest-tier-only: the Attacker\'s result', 'per game', 1),
  op0: mean('Seat 0 Objective Points', 'OP per game'),
  op1: mean('Seat 1 Objective Points', 'OP per game'),
  op0Highest: mean('Ambush, highest-tier-only: the Attacker\'s Objective Points', 'OP per game'),
  op1Highest: mean('Ambush, highest-tier-only: the Defender\'s Objective Points', 'OP per game'),
  vpLead: mean('Seat 0 has more Victory Points (the 4-point line), 1 / tie 1/2', 'per game', 1),
  withdrawn: mean('Ambush: Defender TV Withdrawn (share of its fleet)', 'share'),
  lost3: mean('Ambush: Defender TV Captured, Crippled or Destroyed by End Phase 3', 'share'),
  lost5: mean('Ambush: ... by End Phase 5', 'share'),
  lostEnd: mean('Ambush: ... at the end', 'share'),
  def25: mean('Ambush: Defender 25% Withdrawn', 'per game', 1),
  def50: mean('Ambush: Defender 50% Withdrawn', 'per game', 1),
  def75: mean('Ambush: Defender 75% Withdrawn', 'per game', 1),
  att3: mean('Ambush: Attacker 25% by turn 3', 'per game', 1),
  att5: mean('Ambush: Attacker 50% by turn 5', 'per game', 1),
  att7: mean('Ambush: Attacker 75% at the end', 'per game', 1),
  firstTurn: mean('Break the Truce: turn of the first attack, 8 if none', 'turn'),
  firstSeat0: mean('Break the Truce: seat 0 attacked first', 'per game', 1),
  firstAutofire: mean('Break the Truce: the first attack was Point Defense (Autofire)', 'per game', 1),
  firstFleetA: mean('Break the Truce: fleet A (the CEGA Battle Group) attacked first', 'per game', 1),
  firstWins: mean('Break the Truce: the first attacker\'s result, win 1, draw 1/2', 'per game', 1),
  pods: mean('Break the Truce: Escape Pods found and not forfeit', 'pods per game'),
  podOp: mean('Break the Truce: Objective Points from Escape Pods (both seats)', 'OP per game'),
};

/** 1, 1/2, 0 for seat `seat` by the two scores. */
const result = (a: number, b: number) => (a > b ? 1 : a === b ? 0.5 : 0);

/** One game's readings (the record adds halves). */
export function readings(s: JovianState): Record<string, number> {
  const sc = s.scenario!;
  const vp = s.victoryPoints();
  const op = objectivePoints(s, vp);
  const out: Record<string, number> = { op0: op[0], op1: op[1], vpLead: result(vp[0], vp[1]) };
  const w = s.winner();
  out.seat0Win = w === 0 ? 1 : w === 1 ? 0 : 0.5;
  if (sc.kind === 'ambush') {
    const high = objectivePoints(s, vp, 'highest');
    out.op0Highest = high[0];
    out.op1Highest = high[1];
    out.seat0WinHighest = high[0] !== high[1] ? result(high[0], high[1]) : result(vp[0], vp[1]);
    const withdrawn = defenderWithdrawn(s);
    const end = defenderLost(s);
    Object.assign(out, { withdrawn, lost3: sc.lost[0], lost5: sc.lost[1], lostEnd: end });
    Object.assign(out, { def25: +(withdrawn >= 0.25), def50: +(withdrawn >= 0.5), def75: +(withdrawn >= 0.75), att3: +(sc.lost[0] >= 0.25), att5: +(sc.lost[1] >= 0.5), att7: +(end >= 0.75) });
    return out;
  }
  out.firstTurn = sc.firstAttack < 0 ? 8 : sc.firstAttackTurn;
  out.firstSeat0 = +(sc.firstAttack === 0);
  out.firstAutofire = +(sc.firstAttackWindow === 'point-defense');
  out.firstWins = sc.firstAttack < 0 ? 0.5 : sc.firstAttack === w ? 1 : w === -1 ? 0.5 : 0;
  const pods = podCounts(s);
  out.pods = pods[0].reduce((a, b) => a + b, 0) + pods[1].reduce((a, b) => a + b, 0);
  let podOp = 0;
  for (const [line, points] of [[0, 3], [1, 2], [2, 1]] as const) if (pods[0][line] !== pods[1][line]) podOp += points;
  out.podOp = podOp;
  return out;
}

const READ: PairObserver<JovianState> = {
  skip: (params) => STREAM_WORDS * laneOf(params),
  start: (record) => {
    for (const id of Object.keys(METRICS)) record[id] = 0;
  },
  read: (state, seatOfA, record) => {
    for (const [id, v] of Object.entries(readings(state))) (record[id] as number) += v / 2;
    const sc = state.scenario!;
    if (sc.kind === 'break-the-truce') (record.firstFleetA as number) += +(sc.firstAttack === seatOfA) / 2;
  },
};

export const scenarioTrial = (params: MatchParams, root: Xoshiro128): TrialRecord => playObservedPair(params, root, READ);

const m = (a: ArmResult, id: string) => a.metrics[id] as MeanMetric;
const games = (a: ArmResult) => 2 * a.trials;
const f = (a: ArmResult, id: string, unit = '') => formatMean(m(a, id).mean, m(a, id).ci, games(a), unit, 'games');
/**
 * A share of games (a 0/1 reading per game; each pair's mean of its two games) with a Wilson interval over the games,
 * widened for the correlation of a pair's two games (clusteredWilson, the runner's own for counted shares). The
 * runner's interval over pairs was Student's until src/stats/boundedMean.ts, and collapsed on a handful of events:
 * one game in 2,000 read "0.1% (0.0-0.1%)", narrower than no game at all, "0.0% (0.0-0.4%)".
 */
export function shareOfGames(a: ArmResult, id: string): { p: number; ci: [number, number] } {
  const x = m(a, id);
  const pairs = x.n;
  // Per pair the games counted (0, 1 or 2) are twice its mean; their sum and sum of squares from the mean and the sd.
  const count = Math.round(2 * pairs * x.mean);
  const squares = Math.round(4 * ((pairs - 1) * x.sd ** 2 + pairs * x.mean ** 2));
  return { p: x.mean, ci: clusteredWilson(count, squares, 2 * pairs, pairs) };
}
const pct = (a: ArmResult, id: string) => {
  const x = shareOfGames(a, id);
  return formatShareEstimate(x.p, x.ci);
};
/** A verdict on a win rate: only when the interval excludes 1/2. */
const side = (a: ArmResult, id: string, who: [string, string]) => (m(a, id).ci[0] > 0.5 ? `${who[0]} favoured` : m(a, id).ci[1] < 0.5 ? `${who[1]} favoured` : 'no side shown favoured');

/** Whether the truce held through the heuristic's TRUCE_HOLD_TURNS: said only when the first attack's turn is clearly later. */
const truceHold = (on: ArmResult) =>
  m(on, 'firstTurn').ci[0] > TRUCE_HOLD_TURNS
    ? `the heuristic holds its fire through turn ${TRUCE_HOLD_TURNS} while the truce holds`
    : `the heuristic holds its fire through turn ${TRUCE_HOLD_TURNS} while the truce holds, yet the truce is not shown to last that long`;
/** Autofire is not a choice (scenarioAi.ts): where it clearly makes most first attacks, the -2 mostly falls on the side that did not choose to attack. */
const autofireNote = (on: ArmResult) =>
  shareOfGames(on, 'firstAutofire').ci[0] > 0.5 ? ' (a squadron flying into range draws it: the first attacker is mostly the side that did not choose to attack)' : '';
/** The Initiative seat hands the -2 over only when Autofire clearly makes most first attacks and seat 0 clearly makes fewer than half. */
const initiativeNote = (on: ArmResult) =>
  shareOfGames(on, 'firstAutofire').ci[0] > 0.5 && shareOfGames(on, 'firstSeat0').ci[1] < 0.5
    ? ` (the Initiative seat's squadrons fly in first on turn ${TRUCE_HOLD_TURNS + 1} and draw the other side's Autofire: under this reading the player with Initiative can hand the -2 to the opponent by flying a squadron into Point Defense range)`
    : '';

export function answer(result: ExperimentResult): string[] {
  const arm = (id: string) => result.arms.find((a) => a.id === id)!;
  const amb = arm('ambush');
  const on = arm('truce');
  const off = arm('truce-no-penalty');
  return [
    `JW-018 Ambush (CEGA Battle Group vs Jovian Strike Group, each fleet in each seat, heuristic both sides, 95% intervals over ${groupThousands(games(amb))} games): the Attacker's result ${f(amb, 'seat0Win')} per game (win 1, draw 1/2; ${side(amb, 'seat0Win', ['Attacker', 'Defender'])}); Objective Points Attacker ${f(amb, 'op0', 'OP')}, Defender ${f(amb, 'op1', 'OP')}. The Defender Withdraws ${f(amb, 'withdrawn')} of its TV (25% line met in ${pct(amb, 'def25')} of games, 50% ${pct(amb, 'def50')}, 75% ${pct(amb, 'def75')}); the Attacker's lines: 25% lost by turn 3 ${pct(amb, 'att3')}, 50% by turn 5 ${pct(amb, 'att5')}, 75% at the end ${pct(amb, 'att7')}; the Attacker has more Victory Points in ${pct(amb, 'vpLead')}.`,
    `JW-063 (tiers cumulative, the default, or highest-tier-only, the same games scored both ways): Attacker ${f(amb, 'op0Highest', 'OP')} and Defender ${f(amb, 'op1Highest', 'OP')} highest-only; the Attacker's result ${f(amb, 'seat0WinHighest')} highest-only against ${f(amb, 'seat0Win')} cumulative.`,
    `JW-019 Break the Truce (${groupThousands(games(on))} games per arm): with the -2 the first attack comes on turn ${f(on, 'firstTurn')} (${truceHold(on)}), made by Point Defense Autofire in ${pct(on, 'firstAutofire')} of games${autofireNote(on)}, by seat 0 in ${pct(on, 'firstSeat0')}${initiativeNote(on)}; the first attacker's result ${f(on, 'firstWins')} (${side(on, 'firstWins', ['first attacker', 'first attacker\'s opponent'])}). Without the penalty the first attack comes on turn ${f(off, 'firstTurn')} and the first attacker's result is ${f(off, 'firstWins')} (${side(off, 'firstWins', ['first attacker', 'first attacker\'s opponent'])}); who attacks first is close to fixed by seat or fleet (seat 0 in ${pct(on, 'firstSeat0')} and fleet A, the CEGA Battle Group, in ${pct(on, 'firstFleetA')} of games with the penalty; seat 0 in ${pct(off, 'firstSeat0')} and fleet A in ${pct(off, 'firstFleetA')} without), so the first attacker's result mixes the penalty with the seat and the fleet matchup. Escape Pods found and kept ${f(on, 'pods', 'pods')} with the penalty, ${f(off, 'pods', 'pods')} without (the heuristic searches instead of fighting only while the truce holds); seat 0's result ${f(on, 'seat0Win')} and ${f(off, 'seat0Win')}.`,
    'Readings and policies (rules card, scenarios.ts, scenarioAi.ts): seat 0 is the Ambush Attacker and chooses the escape edge farthest from the Defender (a fixed policy); the Defender runs for it (Withdraw whenever allowed, squadrons fly straight at it) and a model off any edge is Withdrawn (Leaving Play, unchanged); "the first player to attack" is the side of the first attack resolved, Point Defense Autofire included, Explosions and terrain excluded. Water Raid (JW-020, JW-064) is played by jw-water-raid.',
  ];
}

const base = matchExperiment(
  {
    id: 'jw-scenarios',
    title: 'Jovian Wars Advanced Scenarios: Ambush and Break the Truce played',
    question: 'Who wins Ambush and how are its Objective Points split under both tier readings; when does the truce break, and what does the -2 for attacking first do?',
    source: { rulebook: '002_f697cf6215cb147c.txt', section: 'Scenarios › Advanced Scenarios (Ambush, Break the Truce)', catalogue: ['JW-018', 'JW-063', 'JW-019'] },
    pairs: 1000,
  },
  ARMS,
);

export default defineExperiment<MatchParams>({
  ...base,
  metrics: { ...base.metrics, ...METRICS },
  trial: scenarioTrial,
  chunkSize: 8,
  answer,
  charts: [
    { kind: 'arms', metric: 'seat0Win', title: 'Seat 0 result by arm (Ambush: the Attacker)' },
    // Break the Truce arms only: Ambush has no first attack to read (its firstTurn is the 0 every reading starts at).
    { kind: 'arms', metric: 'firstTurn', reference: 'none', where: { scenario: 'break-the-truce' }, title: 'Turn of the first attack (Break the Truce arms)' },
  ],
});
