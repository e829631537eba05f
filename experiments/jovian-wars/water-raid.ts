/**
 * Jovian Wars Water Raid played (002_f697cf6215cb147c.txt, Scenarios › Advanced Scenarios › Water Raid; the engine's
 * waterRaid.ts, the heuristic's waterRaidAi.ts):
 * - JW-020: the Objective Points of the Attacker (seat 0) and the Defender: each award's frequency (3 for the most
 *   Victory Points, 3 / 4 for 5+ / 10+ units Withdrawn or prevented), the OP margin and who wins; also scored from the
 *   same games with "prevent" read as `denied` (only the water the Attacker took out) and with the tiers highest-only.
 * - JW-064: `water-capacity=unlimited` (default) against `five`, each trial playing both readings on the same seeds
 *   (a pair of games with the sides swapped per reading, from one copy of the trial's stream), so the differences are
 *   paired; the water throughput per game (units mined, Mining attempts, Withdrawn on capital ships, lost).
 * Two matchups, heuristic both sides: the CEGA Carrier Group (an Appalachian with Hangers:2 carrying two Lance exo-armor
 * squadrons, the one shipped way for mined water to reach a capital ship) against the Jovian Strike Group, and the CEGA
 * Battle Group (four Lance exo-armor squadrons, no Hangers) against it; the Jovian fleet has no Lance, so it never
 * mines. Every number is a mean over pairs of games with its 95% interval.
 */
import { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import { defineExperiment, type MetricSpec, type TrialRecord } from '../../src/sim/experiment.ts';
import { matchExperiment, type MatchArm } from '../../src/sim/match/matchExperiment.ts';
import { playObservedPair, type PairObserver } from '../../src/sim/match/pairTrial.ts';
import { findGame } from '../../src/game/registry.ts';
import { loadSide } from '../../src/game/loadSide.ts';
import type { MatchParams } from '../../src/game/matchSetup.ts';
import { chooseGameVariants } from '../../src/game/variants.ts';
import type { ArmResult, ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import { formatMean, formatMeanDifference, shown } from '../../src/report/format.ts';
import type { JovianState } from '../../src/systems/jovian-wars/game.ts';
import type { FleetSide } from '../../src/systems/jovian-wars/cards.ts';
import { waterObjectivePoints, waterTally } from '../../src/systems/jovian-wars/waterRaid.ts';

const game = findGame('jovian-wars');
const preset = (id: string) => loadSide(game, `preset:${id}`) as FleetSide;
const SG = preset('jovian-strike-group');

const params = (a: string, capacity: string): MatchParams => ({ system: game.id, sideA: preset(a), sideB: SG, agentA: 'heuristic', agentB: 'heuristic', variants: chooseGameVariants(game, ['scenario=water-raid', `water-capacity=${capacity}`]) });

export const ARMS: MatchArm[] = [
  { id: 'carrier', label: 'CEGA Carrier Group vs Jovian Strike Group', params: params('cega-carrier-group', 'unlimited') },
  { id: 'battle', label: 'CEGA Battle Group vs Jovian Strike Group', params: params('cega-battle-group', 'unlimited') },
];
/** The same matchup under `water-capacity=five`, one object per arm's params object (a worker gets its own copy of the params; the runner caches per object). */
const FIVE = new WeakMap<MatchParams, MatchParams>();
function fiveOf(p: MatchParams): MatchParams {
  let five = FIVE.get(p);
  if (!five) FIVE.set(p, (five = { ...p, variants: { ...p.variants, 'water-capacity': 'five' } }));
  return five;
}

/** The readings, each per game; suffixed U (unlimited) and F (five) in the record. */
const READINGS: Record<string, [string, string]> = {
  attacker: ['the Attacker\'s result, win 1, draw 1/2', 'per game'],
  draw: ['a draw', 'per game'],
  opAtt: ['Attacker Objective Points', 'OP per game'],
  opDef: ['Defender Objective Points', 'OP per game'],
  margin: ['Defender minus Attacker Objective Points', 'OP per game'],
  vpAtt: ['Attacker has the most Victory Points (3 OP)', 'per game'],
  vpDef: ['Defender has the most Victory Points (3 OP)', 'per game'],
  def5: ['Defender Withdraws 5+ water on non-Crippled capital ships (3 OP)', 'per game'],
  def10: ['Defender Withdraws 10+ (4 OP)', 'per game'],
  att5: ['Attacker prevents 5+ from Withdrawing (3 OP)', 'per game'],
  att10: ['Attacker prevents 10+ (4 OP)', 'per game'],
  attackerDenied: ['"prevent" read as denied: the Attacker\'s result', 'per game'],
  opAttDenied: ['"prevent" read as denied: Attacker Objective Points', 'OP per game'],
  attackerHigh: ['tiers highest-only: the Attacker\'s result', 'per game'],
  opAttHigh: ['tiers highest-only: Attacker Objective Points', 'OP per game'],
  opDefHigh: ['tiers highest-only: Defender Objective Points', 'OP per game'],
  total: ['water in the game (10 issued + mined)', 'units per game'],
  mined: ['water mined', 'units per game'],
  mines: ['Mining attempts', 'per game'],
  withdrawn: ['water Withdrawn on non-Crippled Defender capital ships', 'units per game'],
  lost: ['water lost on Destroyed models', 'units per game'],
  denied: ['water denied (lost, on Crippled or Captured ships)', 'units per game'],
  minedA: ['water mined when fleet A (CEGA) defends', 'units per game'],
  withdrawnA: ['water Withdrawn when fleet A (CEGA) defends', 'units per game'],
  withdrawnB: ['water Withdrawn when fleet B (Jovian) defends', 'units per game'],
};
/** The paired differences five minus unlimited. */
const DIFFS = ['attacker', 'opAtt', 'opDef', 'mined', 'withdrawn', 'lost', 'def10', 'att5'];

/** Readings that lie within 0 and 1 (a result or a yes/no); every other reading but the margin is a count (min 0). */
const UNIT_RANGE = new Set(['attacker', 'draw', 'vpAtt', 'vpDef', 'def5', 'def10', 'att5', 'att10', 'attackerDenied', 'attackerHigh']);
const SIGNED = new Set(['margin']);
const bounds = (id: string) => (SIGNED.has(id) ? {} : UNIT_RANGE.has(id) ? { min: 0, max: 1 } : { min: 0 });
const mean = (label: string, unit: string): MetricSpec => ({ kind: 'mean', label, unit });
export const METRICS: Record<string, MetricSpec> = Object.fromEntries([
  ...Object.entries(READINGS).flatMap(([id, [label, unit]]) => [
    [`${id}U`, { ...mean(`${label} (water-capacity=unlimited)`, unit), ...bounds(id) }],
    [`${id}F`, { ...mean(`${label} (water-capacity=five)`, unit), ...bounds(id) }],
  ]),
  ...DIFFS.map((id) => [`${id}D`, mean(`${READINGS[id][0]}: five minus unlimited, paired`, READINGS[id][1])]),
]);

const result = (a: number, b: number) => (a > b ? 1 : a === b ? 0.5 : 0);

/** One game's readings (seat 0 is the Attacker). */
export function readings(s: JovianState): Record<string, number> {
  const vp = s.victoryPoints();
  const op = waterObjectivePoints(s, vp);
  const denied = waterObjectivePoints(s, vp, 'denied');
  const high = waterObjectivePoints(s, vp, 'not-withdrawn', 'highest');
  const t = waterTally(s);
  const prevented = t.total - t.withdrawn;
  const w = s.winner();
  const byOp = (o: number[]) => (o[0] !== o[1] ? result(o[0], o[1]) : result(vp[0], vp[1]));
  return {
    attacker: w === 0 ? 1 : w === 1 ? 0 : 0.5,
    draw: +(w === -1),
    opAtt: op[0],
    opDef: op[1],
    margin: op[1] - op[0],
    vpAtt: +(vp[0] > vp[1]),
    vpDef: +(vp[1] > vp[0]),
    def5: +(t.withdrawn >= 5),
    def10: +(t.withdrawn >= 10),
    att5: +(prevented >= 5),
    att10: +(prevented >= 10),
    attackerDenied: byOp(denied),
    opAttDenied: denied[0],
    attackerHigh: byOp(high),
    opAttHigh: high[0],
    opDefHigh: high[1],
    total: t.total,
    mined: s.scenario!.mined,
    mines: s.scenario!.mines,
    withdrawn: t.withdrawn,
    lost: t.lost,
    denied: t.denied,
  };
}

function observer(suffix: 'U' | 'F'): PairObserver<JovianState> {
  return {
    start: (record) => {
      for (const id of Object.keys(READINGS)) record[id + suffix] = 0;
    },
    read: (state, seatOfA, record) => {
      for (const [id, v] of Object.entries(readings(state))) (record[id + suffix] as number) += v / 2;
      // Fleet A defends in the game where it sits in seat 1 (that game only: full weight).
      if (seatOfA === 1) {
        (record[`minedA${suffix}`] as number) += state.scenario!.mined;
        (record[`withdrawnA${suffix}`] as number) += waterTally(state).withdrawn;
      } else (record[`withdrawnB${suffix}`] as number) += waterTally(state).withdrawn;
    },
  };
}
const UNLIMITED = observer('U');
const FIVE_READ = observer('F');

/** Both readings from one copy of the trial's stream (the same seeds); the match record is the unlimited pair's. */
export function waterTrial(p: MatchParams, root: Xoshiro128): TrialRecord {
  const [a, b, c, d] = root.state();
  const record = playObservedPair(p, root, UNLIMITED) as Record<string, number>;
  const five = playObservedPair(fiveOf(p), new Xoshiro128(a, b, c, d), FIVE_READ) as Record<string, number>;
  for (const id of Object.keys(READINGS)) record[`${id}F`] = five[`${id}F`];
  for (const id of DIFFS) record[`${id}D`] = record[`${id}F`] - record[`${id}U`];
  return record;
}

const m = (a: ArmResult, id: string) => a.metrics[id] as MeanMetric;
const games = (a: ArmResult) => 2 * a.trials;
const f = (a: ArmResult, id: string, unit = '') => formatMean(m(a, id).mean, m(a, id).ci, games(a), unit, 'games');
/** Per-game means of a one-game-per-pair reading (fleet A defending): the pair's games count once. */
const fA = (a: ArmResult, id: string, unit = '') => formatMean(m(a, id).mean, m(a, id).ci, a.trials, unit, 'games');
const diff = (a: ArmResult, id: string, unit = '') => formatMeanDifference(m(a, `${id}D`).mean, m(a, `${id}D`).ci, a.trials, unit, 'paired trials of 2 + 2 games');
const pct = (a: ArmResult, id: string) => {
  const x = m(a, id);
  const clip = (v: number) => shown(100 * Math.min(1, Math.max(0, v)), 1);
  return `${clip(x.mean)}% (${clip(x.ci[0])}-${clip(x.ci[1])}%)`;
};
const side = (a: ArmResult, id: string) => (m(a, id).ci[0] > 0.5 ? 'the Attacker favoured' : m(a, id).ci[1] < 0.5 ? 'the Defender favoured' : 'no side shown favoured');
const changeWord = (a: ArmResult, id: string) => {
  const d = m(a, `${id}D`);
  if (d.mean === 0 && d.ci[0] === 0 && d.ci[1] === 0) return 'the same in every game';
  return d.ci[0] > 0 ? 'higher under five' : d.ci[1] < 0 ? 'lower under five' : 'no difference shown';
};

export function answer(res: ExperimentResult): string[] {
  const arm = (id: string) => res.arms.find((a) => a.id === id)!;
  const out: string[] = [];
  for (const a of [arm('carrier'), arm('battle')]) {
    out.push(
      `JW-020 ${a.label} (each fleet Attacker once and Defender once per pair, heuristic both sides, water-capacity=unlimited, ${games(a).toLocaleString('en-US')} games): the Attacker's result ${f(a, 'attackerU')} (${side(a, 'attackerU')}; draws ${pct(a, 'drawU')}); Objective Points Attacker ${f(a, 'opAttU', 'OP')}, Defender ${f(a, 'opDefU', 'OP')}, margin Defender minus Attacker ${f(a, 'marginU', 'OP')}. Awards: most Victory Points Attacker ${pct(a, 'vpAttU')} / Defender ${pct(a, 'vpDefU')}; Defender 5+ Withdrawn ${pct(a, 'def5U')}, 10+ ${pct(a, 'def10U')}; Attacker prevents 5+ ${pct(a, 'att5U')}, 10+ ${pct(a, 'att10U')}. With "prevent" read as denied (only water lost or on Crippled or Captured ships): Attacker ${f(a, 'opAttDeniedU', 'OP')}, its result ${f(a, 'attackerDeniedU')} (${side(a, 'attackerDeniedU')}); tiers highest-only: Attacker ${f(a, 'opAttHighU', 'OP')}, Defender ${f(a, 'opDefHighU', 'OP')}, the Attacker's result ${f(a, 'attackerHighU')}.`,
    );
    out.push(
      `Water throughput, ${a.label} (unlimited; five): in the game ${f(a, 'totalU', 'units')}; ${f(a, 'totalF', 'units')}; mined ${f(a, 'minedU', 'units')}; ${f(a, 'minedF', 'units')} (Mining attempts ${f(a, 'minesU')}; ${f(a, 'minesF')}; when the CEGA fleet defends, mined ${fA(a, 'minedAU', 'units')}; ${fA(a, 'minedAF', 'units')}); Withdrawn on capital ships ${f(a, 'withdrawnU', 'units')}; ${f(a, 'withdrawnF', 'units')} (CEGA defending ${fA(a, 'withdrawnAU', 'units')}, Jovian defending ${fA(a, 'withdrawnBU', 'units')} under unlimited); lost on Destroyed models ${f(a, 'lostU', 'units')}; ${f(a, 'lostF', 'units')}.`,
    );
    out.push(
      `JW-064 ${a.label}, five minus unlimited on the same seeds: mined ${diff(a, 'mined', 'units')} (${changeWord(a, 'mined')}), Withdrawn ${diff(a, 'withdrawn', 'units')} (${changeWord(a, 'withdrawn')}), lost ${diff(a, 'lost', 'units')} (${changeWord(a, 'lost')}), Defender 10+ line ${diff(a, 'def10')} (${changeWord(a, 'def10')}), Defender OP ${diff(a, 'opDef', 'OP')} (${changeWord(a, 'opDef')}), Attacker OP ${diff(a, 'opAtt', 'OP')} (${changeWord(a, 'opAtt')}), the Attacker's result ${diff(a, 'attacker')} (${changeWord(a, 'attacker')}).`,
    );
  }
  out.push(
    'Readings and policies (rules card, waterRaid.ts, waterRaidAi.ts): seat 0 is the Attacker; the Defender puts its 10 units on capital ships one at a time (at most 5 each, carriers only after the others), its exo-armor mine only when a carrier with Hangers can take the water (the CEGA Battle Group has none, so it never mines: mined water would only add to what the Attacker prevents; the Ryu squadrons of the Venusian Raiders carry Lances too, in a fleet without Hangers, so they would not mine either; the Jovian fleets have no Lance), land it, and water-carrying capital ships fall back and Withdraw from turn 4. "Prevent" is every unit that did not Withdraw on a non-Crippled Defender capital ship (default) or only the units denied; the Fuel Pods trade is not modelled. Under five a capital ship never holds more than 5, so a carrier fills up and its squadrons stop mining: only a fleet with Hangers can feel the reading.',
  );
  return out;
}

const base = matchExperiment(
  {
    id: 'jw-water-raid',
    title: 'Jovian Wars Water Raid played: Objective Points by role and water throughput under both capacity readings',
    question: 'How are Water Raid\'s Objective Points split between Attacker and Defender, and what does "Capital Ships have no carrying capacity" (unlimited or five) do to the water mined and Withdrawn?',
    source: { rulebook: '002_f697cf6215cb147c.txt', section: 'Scenarios › Advanced Scenarios › Water Raid', catalogue: ['JW-020', 'JW-064'] },
    pairs: 2000,
  },
  ARMS,
);

export default defineExperiment<MatchParams>({
  ...base,
  metrics: { ...base.metrics, ...METRICS },
  trial: waterTrial,
  chunkSize: 4,
  answer,
  charts: [
    { kind: 'arms', metric: 'opDefU', reference: 'none', title: 'Defender Objective Points per game (unlimited)' },
    { kind: 'arms', metric: 'minedU', reference: 'none', title: 'Water mined per game (unlimited)' },
    // A difference read within each trial (both capacity readings on the same seeds), not against a baseline arm: its
    // reference is 0, no difference. The Battle Group (no Hangers) never mines, so its difference is 0 in every game.
    { kind: 'arms', metric: 'withdrawnD', reference: 'zero', title: 'Water Withdrawn: five minus unlimited, on the same seeds (the Battle Group never mines: 0)' },
  ],
});
