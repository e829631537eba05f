/**
 * Jovian Wars JW-111 (002_f697cf6215cb147c.txt, Introduction: "Jovian Wars is played on a 2D surface, typically a 48" x
 * 48" table"): what does the table's size do to the game? Variant `table` (36, 48, 60, 72; rules.ts tableInches,
 * JovianState.table): the Standard Deployment Zone's 12" strips stay 12" deep, so the fleets start the table's side
 * less 12" apart (capital ships 6" in, squadrons 10" in), spread evenly across its width. Played: the printed battle
 * fleets (CEGA Battle Group against the Jovian Strike Group, 250 TV) and the skirmish patrols (150 TV), heuristic player
 * both sides, pairs with the sides swapped, the same seeds on every table. Read per game: length, the Victory Point
 * margin, whether a fleet was wiped off the table before the end (flow.ts decided), the Initiative seat's score, the
 * share of the fleets' TV Crippled or Destroyed, and attacks resolved.
 */
import { defineExperiment, type MetricSpec, type TrialRecord } from '../../src/sim/experiment.ts';
import { matchExperiment, type MatchArm, runnerMetrics } from '../../src/sim/match/matchExperiment.ts';
import { playObservedPair, type PairObserver, type PairRecord } from '../../src/sim/match/pairTrial.ts';
import type { ArmResult, ExperimentResult } from '../../src/sim/result.ts';
import type { MatchParams } from '../../src/game/matchSetup.ts';
import { findGame } from '../../src/game/registry.ts';
import { chooseGameVariants } from '../../src/game/variants.ts';
import { loadSide } from '../../src/game/loadSide.ts';
import type { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import { formatEstimate, groupThousands } from '../../src/report/format.ts';
import type { JovianState } from '../../src/systems/jovian-wars/game.ts';
import { decided } from '../../src/systems/jovian-wars/flow.ts';
import { meanMetric as m, pairDiff as diff, pairMean as mean } from './_pairText.ts';

const game = findGame('jovian-wars');
export const TABLES = ['48', '36', '60', '72'] as const;
export const FLEETS = [
  { id: 'battle', label: 'battle fleets (250 TV)', a: 'preset:cega-battle-group', b: 'preset:jovian-strike-group' },
  { id: 'skirmish', label: 'skirmish patrols (150 TV)', a: 'preset:cega-skirmish-patrol', b: 'preset:jovian-skirmish-patrol' },
] as const;

const match = (a: string, b: string, table: string): MatchParams => ({
  system: game.id,
  sideA: loadSide(game, a),
  sideB: loadSide(game, b),
  agentA: 'heuristic',
  agentB: 'heuristic',
  variants: chooseGameVariants(game, table === '48' ? [] : [`table=${table}`]),
});

export const armId = (fleet: string, table: string) => `${fleet}-${table}`;
export const ARMS: MatchArm[] = FLEETS.flatMap((f) =>
  TABLES.map((t) => ({
    id: armId(f.id, t),
    label: `${t}" table, ${f.label}${t === '48' ? ' (default)' : ''}`,
    params: match(f.a, f.b, t),
    coords: { fleets: f.id, table: Number(t) },
    baseline: t === '48' ? null : armId(f.id, '48'),
  })),
);

const WATCH: PairObserver<JovianState> = {
  statistics: ['attacks'],
  start(record) {
    Object.assign(record, { margin: 0, absMargin: 0, early: 0, seat0: 0, killed: 0 });
  },
  read(state, seatOfA, record: PairRecord) {
    const add = (id: string, value: number) => ((record[id] as number) += value / 2);
    const vp = state.victoryPoints();
    add('margin', vp[seatOfA] - vp[1 - seatOfA]);
    add('absMargin', Math.abs(vp[0] - vp[1]));
    // A fleet with nothing left on the table ends the game at once (flow.ts decided): the only early end played.
    add('early', decided(state) ? 1 : 0);
    const r = state.returns()[0];
    add('seat0', r > 0 ? 1 : r < 0 ? 0 : 0.5);
    const killed = state.killedPoints();
    add('killed', (killed[0] + killed[1]) / (state.tv[0] + state.tv[1]));
  },
};

export const tableTrial = (params: MatchParams, root: Xoshiro128): TrialRecord => playObservedPair(params, root, WATCH);

const EXTRA_METRICS: Record<string, MetricSpec> = {
  margin: { kind: 'mean', label: "A's Victory Points minus B's", unit: 'VP per game' },
  absMargin: { kind: 'mean', label: 'The winning margin (|A - B| Victory Points)', unit: 'VP per game' },
  early: { kind: 'mean', label: 'Games ended early (a fleet with nothing left on the table)', unit: 'share of games' },
  seat0: { kind: 'mean', label: 'Score of the seat with Initiative (win 1, draw 1/2)', unit: 'points per game' },
  killed: { kind: 'mean', label: "Share of both fleets' TV Crippled or Destroyed", unit: 'share per game' },
  attacks: { kind: 'mean', label: 'Attacks resolved', unit: 'per game' },
};

/** The Initiative seat's edge: its score's interval clear of 1/2. */
const seatEdge = (arm: ArmResult) => {
  const x = m(arm, 'seat0');
  return x.ci[0] > 0.5 ? 'the Initiative seat wins clearly more' : x.ci[1] < 0.5 ? 'the Initiative seat wins clearly less' : 'no seat advantage shown';
};

export function answer(result: ExperimentResult): string[] {
  const arm = (fleet: string, table: string) => result.arms.find((a) => a.id === armId(fleet, table))!;
  const lines: string[] = [];
  for (const f of FLEETS) {
    const base = arm(f.id, '48');
    const rows = [...TABLES].sort((x, y) => Number(x) - Number(y)).map((t) => {
      const a = arm(f.id, t);
      return `${t}": length ${mean(a, 'length', 'turns')}, ended early ${mean(a, 'early', '%', 100)}, winning margin ${mean(a, 'absMargin', 'VP')}, TV Crippled or Destroyed ${mean(a, 'killed', '%', 100)}, attacks ${mean(a, 'attacks', 'per game')}, Initiative seat's score ${mean(a, 'seat0', 'points per game')} (${seatEdge(a)}), A's score ${mean(a, 'scoreA', 'points per game')}`;
    });
    lines.push(`JW-111, ${f.label} (${groupThousands(2 * base.trials)} games a table, heuristic both sides). ${rows.join('; ')}.`);
    const changes = TABLES.filter((t) => t !== '48').map((t) => {
      const a = arm(f.id, t);
      const parts = [
        ['length', diff(a, 'length', 'turns')],
        ['ended early', diff(a, 'early', 'percentage points', 100)],
        ['winning margin', diff(a, 'absMargin', 'VP')],
        ['TV lost', diff(a, 'killed', 'percentage points', 100)],
        ["A's score", diff(a, 'scoreA', 'points')],
      ] as const;
      // Every change is printed: the unclear ones too, with their intervals, so none is left out silently.
      const show = (list: readonly (typeof parts)[number][]) => list.map(([name, d]) => `${name} ${d.text}`).join(', ');
      const clear = parts.filter(([, d]) => d.clear);
      const unclear = parts.filter(([, d]) => !d.clear);
      if (clear.length === 0) return `${t}" against 48": no change the 95% interval supports (${show(parts)})`;
      return `${t}" against 48": ${show(clear)}${unclear.length > 0 ? ` (not clear of 0: ${show(unclear)})` : ''}`;
    });
    lines.push(`JW-111, ${f.label}, paired against the 48" table: ${changes.join('; ')}.`);
  }
  const b36 = arm('battle', '36');
  const b72 = arm('battle', '72');
  const lessFighting = diff(b72, 'killed', 'pp', 100).clear && m(b72, 'killed').mean < m(arm('battle', '48'), 'killed').mean;
  const moreEarly = diff(b36, 'early', 'pp', 100).clear && m(b36, 'early').mean > m(arm('battle', '48'), 'early').mean;
  // "Fewer exchanges" only when the attacks resolved clearly fall too.
  const fewerAttacks = diff(b72, 'attacks', 'attacks per game');
  const fewerExchanges = fewerAttacks.clear && !fewerAttacks.up;
  // "A real setting" only when some paired measure clearly changes off the 48" table.
  const measures = [
    ['length', 'length', 'turns', 1],
    ['early', 'ended early', 'percentage points', 100],
    ['absMargin', 'winning margin', 'VP', 1],
    ['killed', 'TV lost', 'percentage points', 100],
    ['scoreA', "A's score", 'points', 1],
  ] as const;
  const tested = FLEETS.flatMap((f) =>
    TABLES.filter((t) => t !== '48').flatMap((t) => measures.map(([id, name, unit, scale]) => ({ where: `${t}" ${f.label.split(' (')[0]}, ${name}`, d: diff(arm(f.id, t), id, unit, scale) }))),
  );
  const changed = tested.filter((x) => x.d.clear).length;
  // The changes not clear of 0 are named with their intervals (a handful) or pointed to above (many).
  const unclear = tested.filter((x) => !x.d.clear);
  const notClear =
    unclear.length === 0 || changed === 0 ? '' : unclear.length <= 3 ? `; not clear of 0: ${unclear.map((x) => `${x.where} ${x.d.text}`).join('; ')}` : `; the other ${unclear.length} are not (listed above)`;
  const opening =
    changed > 0
      ? `the table's size is a real setting, not a detail: ${changed === tested.length ? 'all' : `${changed} of the`} ${tested.length} paired changes against 48" above (length, ended early, winning margin, TV lost, A's score) are clear of 0${notClear}`
      : `the table's size is not shown to matter here: none of the ${tested.length} paired changes against 48" above is clear of 0`;
  const seats = (fleet: string) =>
    [...TABLES]
      .sort((x, y) => Number(x) - Number(y))
      .map((t) => `${t}" ${formatEstimate(m(arm(fleet, t), 'seat0').mean, m(arm(fleet, t), 'seat0').ci)} (${seatEdge(arm(fleet, t)).replace('the Initiative seat ', '')})`)
      .join(', ');
  const swings = FLEETS.flatMap((f) =>
    TABLES.filter((t) => t !== '48')
      .map((t) => ({ t, f, d: diff(arm(f.id, t), 'scoreA', 'points') }))
      .filter((x) => x.d.clear)
      .map((x) => `${x.t}" ${x.f.id} ${x.d.text}`),
  );
  lines.push(
    `JW-111 verdict: ${opening}. ${moreEarly ? `A 36" table brings the fleets within reach at once and ends clearly more games early (a fleet wiped off the table)` : 'A 36" table does not clearly end more games early'}; ${lessFighting ? `on a 72" table the fleets start 60" apart and lose clearly less TV in seven turns${fewerExchanges ? ` and resolve clearly fewer attacks (${fewerAttacks.text}): more of the game is spent closing, and the result rests on fewer exchanges` : `: more of the game is spent closing, though the attacks resolved do not clearly fall (${fewerAttacks.text})`}` : 'a 72" table does not clearly reduce the fighting'}. The game length cannot grow past seven turns; what changes is how much of the seven turns is spent closing. The Initiative seat's score (seat 0 activates first each turn) by table (${groupThousands(arm('battle', '48').trials)} pairs a table): battle fleets ${seats('battle')}; skirmish patrols ${seats('skirmish')} (the reason is not measured here: which side closes into the other's reach first is the obvious candidate). ${swings.length > 0 ? `The same lists' balance moves with the table too (A's score against 48": ${swings.join('; ')}), so a list judged on one table size is judged on that size only.` : 'The same lists\' balance does not clearly move with the table (A\'s score against 48": no change clear of 0).'} 48" is the size the rulebook's numbers (Speed, ranges, the 12" strips) were written for.`,
    'Deployment strips stay 12" deep at every size (the rulebook ties them to the table edge, not to its size); models spread evenly across the width; terrain, when played, keeps its pieces in the band between the strips. The Beacon zone and the Advanced Scenarios are laid out for 48" and refuse other sizes. Rules at their default readings, the Introductory Scenario; the heuristic plays every size the same way (it closes on the nearest enemy).',
  );
  return lines;
}

const base = matchExperiment(
  {
    id: 'jw-table-size',
    title: 'Table size: 36", 48", 60" and 72" tables',
    question: 'The rulebook says "typically a 48" x 48" table": how do game length, the score margin, the share of games decided early and the first player\'s edge change on a smaller or larger table (JW-111)?',
    source: { rulebook: '002_f697cf6215cb147c.txt', section: 'Introduction; Scenarios › Deployment Zone › Standard', catalogue: ['JW-111'] },
    pairs: 1500,
  },
  ARMS,
);

export default defineExperiment<MatchParams>({
  ...base,
  metrics: { ...runnerMetrics(base.metrics), ...EXTRA_METRICS },
  trial: tableTrial,
  answer,
  charts: [
    { kind: 'arms', metric: 'killed', title: "Share of the fleets' TV Crippled or Destroyed, by table" },
    { kind: 'arms', metric: 'early', title: 'Games ended early, by table' },
  ],
});
