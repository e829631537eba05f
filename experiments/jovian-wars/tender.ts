/**
 * Jovian Wars JW-045 (002_f697cf6215cb147c.txt, Traits, two chapters › Tender): A (line ~3036) "Skill Tests to
 * Resupply for this model gain +1F, and the resupply range is extended to 12""; B (line ~3790) "Allows use of the
 * Deploy Decoy Drones and Resupply actions within 6"" (its Fleet Tender, line ~3654, says 12"). Asked: the Resupply
 * throughput per action under both readings.
 *
 * The Resupply action (Capital Ship Special Actions › Resupply, line ~2129) is a Skill Test: N allows 1 model within
 * 6" to be resupplied, D 2, T 3, Q+ 4; Embarked squadrons are resupplied without counting toward that limit. The
 * engine plays neither Resupply nor Cargo (rules card, "Simplified or not modelled yet"), so nothing here changes a
 * game. Two parts:
 * 1. Exact: the Skill Test's N/D/T/Q+ for Skill 1-5 without and with +1F, from the engine's own exact pool
 *    (attackPool.ts exactPool: every multiset of the pool solved by the SetSolver, the distribution the game's chance
 *    nodes use), so the mean models allowed per action. Checked against the engine's roller (attackPool.ts rollPool,
 *    what the game rolls at a chance node): a few rolls per cell in every trial, on the trial's own stream after the
 *    pair's streams are dealt (the games never read it again, so watching changes no game).
 * 2. Played: at the start of every capital ship's activation (its first decision after it is selected, before it
 *    moves) in default games of the printed fleets, heuristic both sides, the friendly models on the table within 3"
 *    (squadrons only: Traits › Fuel Tanks' Resupply reach), 6" and 12" are counted (bases are points: centre to
 *    centre, geometry.ts), and the squadrons Embarked aboard it. The throughput per Resupply action is then
 *    E[min(models the test allows, friendly models in range)] for that activation, exact over the dice, under four
 *    combinations: 6" without +1F (a plain ship with Cargo, and Tender under reading B, which only "allows" the 6"
 *    action), 6" with +1F, 12" without +1F (Fleet Tender), and 12" with +1F (Tender under reading A). Skill 2 and 3
 *    (the only Skills the capital-ship cards print: data/cards.json) are both applied to every activation.
 */
import { defineExperiment, type MetricSpec, type TrialRecord } from '../../src/sim/experiment.ts';
import { matchExperiment, type MatchArm, runnerMetrics } from '../../src/sim/match/matchExperiment.ts';
import { playObservedPair, type PairObserver, type PairRecord } from '../../src/sim/match/pairTrial.ts';
import type { ArmResult, ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import type { MatchParams } from '../../src/game/matchSetup.ts';
import { findGame } from '../../src/game/registry.ts';
import { chooseGameVariants } from '../../src/game/variants.ts';
import { loadSide } from '../../src/game/loadSide.ts';
import { playToEnd } from '../../src/game/playGame.ts';
import type { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import { formatMean, formatMeanDifference, groupThousands, shown } from '../../src/report/format.ts';
import { highestMagnitude } from '../../src/dice/setMagnitudes.ts';
import type { JovianState } from '../../src/systems/jovian-wars/game.ts';
import { exactPool, rollPool } from '../../src/systems/jovian-wars/attackPool.ts';
import { distance } from '../../src/systems/jovian-wars/geometry.ts';

const game = findGame('jovian-wars');

/** Resupply's base range and Tender A's / Fleet Tender's (inches); Fuel Tanks' squadron reach. */
export const RANGE = 6;
export const TENDER_RANGE = 12;
export const FUEL_TANKS_RANGE = 3;
/** Skills of part 1, and the Skills the capital-ship cards print (part 2). */
export const SKILLS = [1, 2, 3, 4, 5] as const;
export const CARD_SKILLS = [2, 3] as const;
/** Sampled Skill Tests per (Skill, Flex) cell per pair, for the check of part 1. */
export const CHECK_ROLLS = 4;

/**
 * P(the Resupply Skill Test allows 1, 2, 3, 4 models): the Skill Test's N/D/T/Q+ (Dice System › Skill Test: an Unopposed
 * Roll with the model's Skill as the Base Pool; Tender A's +1F as Flex), from the engine's exact pool.
 */
export function allowedDistribution(skill: number, flex: number): number[] {
  const codes = exactPool({ base: skill, flex, macro: 0 });
  const p = [0, 0, 0, 0];
  for (let code = 0; code < codes.length; code++) if (codes[code] > 0) p[highestMagnitude(code)] += codes[code];
  return p;
}

/** Mean models allowed per action: 1 x P(N) + 2 x P(D) + 3 x P(T) + 4 x P(Q+). */
export const meanAllowed = (p: readonly number[]): number => p.reduce((sum, q, k) => sum + (k + 1) * q, 0);

/** Models resupplied by one action with `inRange` friendly non-Embarked models in range: E[min(allowed, inRange)]. */
export function throughput(p: readonly number[], inRange: number): number {
  let sum = 0;
  for (let k = 0; k < 4; k++) sum += p[k] * Math.min(k + 1, inRange);
  return sum;
}

/** The four combinations of part 2: id suffix, range, Flex. */
export const COMBOS = [
  { id: '6', label: '6", no +1F (plain ship; Tender reading B)', range: RANGE, flex: 0 },
  { id: '6F', label: '6" with +1F (the +1F alone)', range: RANGE, flex: 1 },
  { id: '12', label: '12", no +1F (Fleet Tender; the range alone)', range: TENDER_RANGE, flex: 0 },
  { id: '12F', label: '12" with +1F (Tender reading A)', range: TENDER_RANGE, flex: 1 },
] as const;

const DIST = new Map<string, number[]>();
const distOf = (skill: number, flex: number) => {
  const key = `${skill}/${flex}`;
  let p = DIST.get(key);
  if (!p) DIST.set(key, (p = allowedDistribution(skill, flex)));
  return p;
};

const match = (sideA: string, sideB: string): MatchParams => ({
  system: game.id,
  sideA: loadSide(game, `preset:${sideA}`),
  sideB: loadSide(game, `preset:${sideB}`),
  agentA: 'heuristic',
  agentB: 'heuristic',
  variants: chooseGameVariants(game, []),
});

export const ARMS: MatchArm[] = [
  { id: 'battle-strike', label: 'CEGA Battle Group vs Jovian Strike Group', params: match('cega-battle-group', 'jovian-strike-group'), baseline: null },
  { id: 'carriers', label: 'CEGA Carrier Group vs Jovian Carrier Group (squadrons start Embarked)', params: match('cega-carrier-group', 'jovian-carrier-group'), baseline: null },
  { id: 'raiders-battle', label: 'Venusian Raiders vs CEGA Battle Group', params: match('venusian-raiders', 'cega-battle-group'), baseline: null },
];

/** One capital ship's activation start: friendly squadrons within 3", friendly models within 6" and 12", squadrons aboard. */
export interface Reach {
  near3: number;
  near6: number;
  near12: number;
  aboard: number;
}

/** The friendly models a capital ship could Resupply from where it stands (bases are points, geometry.ts). */
export function reachOf(state: JovianState, ship: number): Reach {
  const s = state.units[ship];
  const r: Reach = { near3: 0, near6: 0, near12: 0, aboard: 0 };
  for (const u of state.units) {
    if (u.index === ship || u.side !== s.side) continue;
    // Resupply: "Any and all Embarked Squadrons may be Resupplied without counting towards the model limit".
    if (u.status === 'embarked') {
      if (u.carrier === ship) r.aboard++;
      continue;
    }
    if (!u.inPlay()) continue;
    const d = distance(s.x, s.y, u.x, u.y);
    if (d <= FUEL_TANKS_RANGE && !u.capital) r.near3++;
    if (d <= RANGE) r.near6++;
    if (d <= TENDER_RANGE) r.near12++;
  }
  return r;
}

/** Every capital ship's activation start in one game, read at its first decision after it is selected (before it moves). */
function watch(state: JovianState, seats: Parameters<typeof playToEnd>[1]): Reach[] {
  const seen: Reach[] = [];
  let counted = 0;
  playToEnd(state, seats, () => {
    const started = state.stats.activations[0] + state.stats.activations[1];
    if (started === counted || state.phase === 'select') return;
    counted = started;
    const unit = state.units[state.active];
    if (unit.capital && unit.inPlay()) seen.push(reachOf(state, unit.index));
  });
  return seen;
}

/** Per-activation readings of a pair, summed over its activations and divided by them at the end. */
const SHARES = ['near3', 'near6', 'near12', 'aboard', 'empty6', 'empty12', 'many6', 'many12'] as const;

const tpId = (skill: number, combo: string) => `tp${skill}_${combo}`;
const devId = (skill: number, combo: string) => `dev${skill}_${combo}`;
const allowedId = (skill: number, flex: number) => `allowed${skill}${flex ? 'F' : ''}`;

/** The trial's own stream, read after the pair is dealt (the games never read it): the sampled Skill Tests. */
let sampling: Xoshiro128 | null = null;
/** Per pair: the activations seen so far (the two games' per-activation sums are divided by it at the end). */
let pairActivations = 0;

const allowedRoll = (skill: number, flex: number, rng: Xoshiro128) => 1 + highestMagnitude(rollPool({ base: skill, flex, macro: 0 }, rng));

const WATCH: PairObserver<JovianState, Reach[]> = {
  statistics: [],
  start(record) {
    pairActivations = 0;
    record.capActs = 0;
    for (const id of SHARES) record[id] = 0;
    for (const skill of CARD_SKILLS) for (const c of COMBOS) record[tpId(skill, c.id)] = record[devId(skill, c.id)] = 0;
  },
  play: watch,
  read(_state, _seatOfA, record: PairRecord, played) {
    const rng = sampling!;
    const add = (id: string, v: number) => ((record[id] as number) += v);
    record.capActs = (record.capActs as number) + played!.length / 2;
    pairActivations += played!.length;
    for (const r of played!) {
      add('near3', r.near3);
      add('near6', r.near6);
      add('near12', r.near12);
      add('aboard', r.aboard);
      if (r.near6 === 0) add('empty6', 1);
      if (r.near12 === 0) add('empty12', 1);
      // Only with 2 or more models in range can a better Skill Test resupply more (an N already allows 1).
      if (r.near6 >= 2) add('many6', 1);
      if (r.near12 >= 2) add('many12', 1);
      for (const skill of CARD_SKILLS) {
        for (const flex of [0, 1]) {
          // One roll of the engine's roller per activation, Skill and Flex, shared by both ranges (paired).
          const k = allowedRoll(skill, flex, rng);
          for (const c of COMBOS) {
            if (c.flex !== flex) continue;
            const n = c.range === RANGE ? r.near6 : r.near12;
            const exact = throughput(distOf(skill, flex), n);
            add(tpId(skill, c.id), exact);
            // The sampled throughput minus the exact one, on the same activation: the check of the formula.
            add(devId(skill, c.id), Math.min(k, n) - exact);
          }
        }
      }
    }
  },
};

/** The per-activation sums of the pair divided by its activations; the gains as paired differences. */
function finish(record: PairRecord): void {
  const per = pairActivations > 0 ? 1 / pairActivations : 0;
  for (const id of SHARES) (record[id] as number) *= per;
  for (const skill of CARD_SKILLS) {
    for (const c of COMBOS) {
      (record[tpId(skill, c.id)] as number) *= per;
      (record[devId(skill, c.id)] as number) *= per;
    }
    const tp = (combo: string) => record[tpId(skill, combo)] as number;
    record[`gainA${skill}`] = tp('12F') - tp('6');
    record[`range${skill}`] = tp('12') - tp('6');
    record[`flex${skill}`] = tp('6F') - tp('6');
    // A's gain = the range alone + the +1F at 12" (which counts for more there: more models in range).
    record[`flexAt12${skill}`] = tp('12F') - tp('12');
    record[`rangeVsFlex${skill}`] = tp('12') - tp('6F');
  }
}

export function tenderTrial(params: MatchParams, root: Xoshiro128): TrialRecord {
  sampling = root;
  const record = playObservedPair(params, root, WATCH) as PairRecord;
  finish(record);
  // Part 1's check: CHECK_ROLLS Skill Tests per cell on the same stream, after the games.
  for (const skill of SKILLS) {
    for (const flex of [0, 1]) {
      let sum = 0;
      for (let i = 0; i < CHECK_ROLLS; i++) sum += allowedRoll(skill, flex, root);
      record[allowedId(skill, flex)] = sum / CHECK_ROLLS;
    }
  }
  sampling = null;
  return record;
}

const EXTRA_METRICS: Record<string, MetricSpec> = {
  capActs: { kind: 'mean', label: 'capital-ship activations', unit: 'per game' },
  near3: { kind: 'mean', label: 'friendly squadrons within 3" (Fuel Tanks)', unit: 'per capital activation' },
  near6: { kind: 'mean', label: 'friendly non-Embarked models within 6"', unit: 'per capital activation' },
  near12: { kind: 'mean', label: 'friendly non-Embarked models within 12"', unit: 'per capital activation' },
  aboard: { kind: 'mean', label: 'squadrons Embarked aboard (resupplied free)', unit: 'per capital activation' },
  empty6: { kind: 'mean', label: 'activations with no friendly model within 6"', unit: 'share of capital activations' },
  empty12: { kind: 'mean', label: 'activations with no friendly model within 12"', unit: 'share of capital activations' },
  many6: { kind: 'mean', label: 'activations with 2 or more friendly models within 6"', unit: 'share of capital activations' },
  many12: { kind: 'mean', label: 'activations with 2 or more friendly models within 12"', unit: 'share of capital activations' },
};
for (const skill of CARD_SKILLS) {
  for (const c of COMBOS) {
    EXTRA_METRICS[tpId(skill, c.id)] = { kind: 'mean', label: `Skill ${skill}, ${c.label}: models resupplied (exact over the dice)`, unit: 'per action' };
    EXTRA_METRICS[devId(skill, c.id)] = { kind: 'mean', label: `Skill ${skill}, ${c.label}: sampled minus exact models resupplied (check)`, unit: 'per action' };
  }
  EXTRA_METRICS[`gainA${skill}`] = { kind: 'mean', label: `Skill ${skill}: reading A (12", +1F) minus a plain ship (6")`, unit: 'models per action' };
  EXTRA_METRICS[`range${skill}`] = { kind: 'mean', label: `Skill ${skill}: 12" alone minus 6"`, unit: 'models per action' };
  EXTRA_METRICS[`flex${skill}`] = { kind: 'mean', label: `Skill ${skill}: +1F alone (6")`, unit: 'models per action' };
  EXTRA_METRICS[`flexAt12${skill}`] = { kind: 'mean', label: `Skill ${skill}: +1F at 12"`, unit: 'models per action' };
  EXTRA_METRICS[`rangeVsFlex${skill}`] = { kind: 'mean', label: `Skill ${skill}: 12" alone minus +1F alone`, unit: 'models per action' };
}
for (const skill of SKILLS) {
  for (const flex of [0, 1]) {
    EXTRA_METRICS[allowedId(skill, flex)] = { kind: 'mean', label: `Skill ${skill}${flex ? ' +1F' : ''}: models allowed (sampled Skill Test, ${CHECK_ROLLS} a pair)`, unit: 'per action' };
  }
}

const m = (arm: ArmResult, id: string) => arm.metrics[id] as MeanMetric;
const clear = (ci: readonly [number, number]) => ci[0] > 0 || ci[1] < 0;
const inside = (x: number, ci: readonly [number, number]) => x >= ci[0] - 1e-12 && x <= ci[1] + 1e-12;

/** A paired difference: its mean, 95% interval and pairs. */
export interface Difference {
  mean: number;
  ci: [number, number];
  pairs: number;
}

/**
 * Which of A's two changes gives more throughput, from the paired interval of (12" alone) minus (+1F alone): a verdict
 * only where the interval clears 0.
 */
export function partsVerdict(skill: number, d: Difference): string {
  const text = formatMeanDifference(d.mean, d.ci, d.pairs, 'models per action', 'pairs');
  if (d.ci[0] > 0) return `at Skill ${skill} the 12" range gives more of A's gain than the +1F (12" alone minus +1F alone: ${text})`;
  if (d.ci[1] < 0) return `at Skill ${skill} the +1F gives more of A's gain than the 12" range (12" alone minus +1F alone: ${text})`;
  return `at Skill ${skill} the range and the +1F cannot be ranked (12" alone minus +1F alone: ${text})`;
}

/** The verdict over every matchup and Skill: A's gain over a plain ship, and which part of it dominates everywhere. */
export function overallVerdict(cells: readonly { gain: Difference; rangeVsFlex: Difference }[]): string {
  const gains = cells.filter((c) => c.gain.ci[0] > 0).length;
  const range = cells.filter((c) => c.rangeVsFlex.ci[0] > 0).length;
  const flex = cells.filter((c) => c.rangeVsFlex.ci[1] < 0).length;
  const n = cells.length;
  const gainText = gains === n ? `reading A resupplies clearly more models per action than reading B (a plain ship) in all ${n} matchup-and-Skill cells` : `reading A's gain over reading B is clear of 0 in ${gains} of ${n} matchup-and-Skill cells`;
  const partText =
    range === n
      ? ` and in every cell the 12" range gives more of that gain than the +1F`
      : flex === n
        ? ` and in every cell the +1F gives more of that gain than the 12" range`
        : `; the 12" range gives more of it than the +1F in ${range} cells, the +1F more in ${flex}, and ${n - range - flex} cannot be ranked`;
  return `${gainText}${partText}`;
}

const pct = (x: number) => `${shown(100 * x, 1)}%`;
/** A share of activations with its interval over pairs (cut at 0 and 1). */
const share = (a: ArmResult, id: string) => {
  const mm = m(a, id);
  return `${pct(mm.mean)} (${pct(Math.max(0, mm.ci[0]))} to ${pct(Math.min(1, mm.ci[1]))})`;
};

/** Part 1's exact lines: the distribution and the mean models allowed, Skill 1-5, without and with +1F. */
export function exactLines(): string[] {
  return SKILLS.map((skill) => {
    const cell = (flex: number) => {
      const p = distOf(skill, flex);
      return `N/D/T/Q+ ${p.map(pct).join(' / ')}, ${shown(meanAllowed(p), 3)} models allowed`;
    };
    return `Skill ${skill}: ${cell(0)}; with +1F ${cell(1)}`;
  });
}

const diff = (a: ArmResult, id: string): Difference => ({ mean: m(a, id).mean, ci: m(a, id).ci, pairs: a.trials });

function answer(result: ExperimentResult): string[] {
  const arms = ARMS.map((a) => result.arms.find((r) => r.id === a.id)!);
  const pairs = arms.reduce((n, a) => n + a.trials, 0);
  // Part 1's check: each exact mean against each arm's sampled one (each arm rolls its own).
  const allowedChecks = SKILLS.flatMap((skill) => [0, 1].flatMap((flex) => arms.map((a) => inside(meanAllowed(distOf(skill, flex)), m(a, allowedId(skill, flex)).ci))));
  // Part 2's check: the sampled minus the exact throughput on the same activations (0 expected).
  const tpChecks = arms.flatMap((a) => CARD_SKILLS.flatMap((skill) => COMBOS.map((c) => inside(0, m(a, devId(skill, c.id)).ci))));
  const flexGain = (skill: number) => meanAllowed(distOf(skill, 1)) - meanAllowed(distOf(skill, 0));
  const lines: string[] = [
    `JW-045, part 1 (exact, the engine's own pool, attackPool.ts exactPool): the Resupply Skill Test allows ${exactLines().join('. ')}. The +1F adds ${SKILLS.map((s) => `${shown(flexGain(s), 3)}`).join(', ')} models allowed per action at Skill 1-5 (nothing at Skill 1: a Base Pool below 2 rolls 2d6 without Flex, Dice System › Base Pool of 1; so Skill 2 rolls as Skill 1; otherwise +1F gives the chance of a set of Skill S+1 but no set larger than S dice, so Skill 2 +1F never reaches T, Skill 3 +1F never Q+, and Skill 4 +1F rolls as Skill 5). Sampled with the engine's roller (rollPool, ${CHECK_ROLLS} rolls a cell in every pair, ${groupThousands(pairs)} pairs in all): ${allowedChecks.filter(Boolean).length} of ${allowedChecks.length} exact means (cell by matchup) lie inside the sampled 95% interval (about 95% expected).`,
  ];
  const cells: { gain: Difference; rangeVsFlex: Difference }[] = [];
  for (const a of arms) {
    const f = (id: string) => formatMean(m(a, id).mean, m(a, id).ci, a.trials, '', 'pairs');
    lines.push(
      `${a.label} (${groupThousands(2 * a.trials)} games, ${f('capActs')} capital-ship activations a game): at the start of an activation a capital ship has ${f('near6')} friendly non-Embarked models within 6" and ${f('near12')} within 12" (none within 6" in ${share(a, 'empty6')} of activations, none within 12" in ${share(a, 'empty12')}; 2 or more, where a better Skill Test can resupply more, within 6" in ${share(a, 'many6')}, within 12" in ${share(a, 'many12')}), ${f('near3')} friendly squadrons within 3" (Fuel Tanks), and ${f('aboard')} squadrons Embarked aboard (resupplied free, not counted).`,
    );
    for (const skill of CARD_SKILLS) {
      const tp = (combo: string) => `${COMBOS.find((c) => c.id === combo)!.label} ${formatMean(m(a, tpId(skill, combo)).mean, m(a, tpId(skill, combo)).ci, a.trials, '', 'pairs')}`;
      const d = (id: string) => formatMeanDifference(m(a, id).mean, m(a, id).ci, a.trials, '', 'pairs');
      cells.push({ gain: diff(a, `gainA${skill}`), rangeVsFlex: diff(a, `rangeVsFlex${skill}`) });
      lines.push(
        `${a.label}, Skill ${skill}, models resupplied per Resupply action: ${COMBOS.map((c) => tp(c.id)).join('; ')}. Reading A over reading B (a plain ship): ${d(`gainA${skill}`)}${clear(m(a, `gainA${skill}`).ci) ? '' : ' (not clear of 0)'}; the 12" alone ${d(`range${skill}`)}, the +1F alone ${d(`flex${skill}`)}, the +1F at 12" ${d(`flexAt12${skill}`)} (A's gain = the 12" alone + the +1F at 12"): ${partsVerdict(skill, diff(a, `rangeVsFlex${skill}`))}.`,
      );
    }
  }
  const minority = arms.every((a) => m(a, 'many12').ci[1] < 0.5);
  lines.push(
    `JW-045 verdict: ${overallVerdict(cells)}. Reading B's Tender resupplies what any ship with Cargo does (Resupply's own range is 6" and B adds no bonus), so under B only Fleet Tender (12") raises throughput; reading A's Tender is Fleet Tender plus +1F. A better Skill Test can resupply more only where 2 or more friendly models stand in range (an N already allows 1), ${minority ? 'a minority of capital-ship activations in every matchup even at 12" (the shares above), so the range, not the test, sets the throughput' : 'which is not a clear minority of capital-ship activations at 12" in every matchup (the shares above)'}.`,
    `Printed fleets, heuristic player both sides, every reading at its default, pairs of games with the sides swapped; the games are not changed (the engine plays neither Resupply nor Cargo): the counts are where capital ships stood, so the throughput is an upper bound on useful resupplies (it counts every friendly model in range, whether or not it has anything to replenish), and a player who kept squadrons close to a tender would reach more. Means per capital-ship activation are taken per pair (both games), 95% intervals over pairs, Skill 2 and 3 (the Skills the capital-ship cards print) applied to every activation. The exact throughput averages the Skill Test exactly; rolling it instead with the engine's roller on the same activations, ${tpChecks.filter(Boolean).length} of ${tpChecks.length} sampled-minus-exact intervals contain 0 (about 95% expected).`,
  );
  return lines;
}

const base = matchExperiment(
  {
    id: 'jw-tender',
    title: 'Tender: Resupply throughput per action under both readings',
    question: 'How many models does one Resupply action reach under Tender reading A (+1F, 12") and reading B (6"; Fleet Tender 12"), against a plain ship (JW-045)?',
    source: { rulebook: '002_f697cf6215cb147c.txt', section: 'Traits (two versions) › Tender; Fleet Tender; Capital Ship Special Actions › Resupply', catalogue: ['JW-045'] },
    pairs: 2000,
  },
  ARMS,
);

export default defineExperiment<MatchParams>({
  ...base,
  metrics: { ...runnerMetrics(base.metrics), ...EXTRA_METRICS },
  trial: tenderTrial,
  answer,
  charts: [{ kind: 'arms', metric: 'tp3_12F', reference: 'none', title: 'Skill 3, reading A (12", +1F): models resupplied per action' }],
});
