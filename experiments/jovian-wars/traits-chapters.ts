/**
 * Jovian Wars JW-029..051 (002_f697cf6215cb147c.txt, the two Traits chapters:
 * "Traits" after Action and "Traits" after the scenarios): the file holds two
 * complete Traits chapters that disagree on about twenty traits. Which
 * disagreements matter most? For every contested trait the toolkit models at
 * the dice level, one attack where the trait applies (a printed card that
 * carries it where one exists), resolved by the attack pipeline under
 * traits-1 and traits-2 (and the Attack Modifier table's reading for ECM and
 * Link): expected damage, exact, ranked by |traits-2 - traits-1|.
 *
 * The arms sample the same pipeline for the charts; the answer's numbers are
 * exact (`playtest attack jovian-wars ... --exact`).
 */
import { defineExperiment, type ArmSpec, type BatchFunction, type Params } from '../../src/sim/experiment.ts';
import type { ArmResult, ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import type { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import type { Tally } from '../../src/sim/tally.ts';
import type { AttackValues, CompiledAttack } from '../../src/systems/attackPipeline.ts';
import type { FineSampler } from '../../src/dice/kernel.ts';
import { summariseExact } from '../../src/dice/summarise.ts';
import { jovianWarsAttack } from '../../src/systems/jovian-wars/attack.ts';
import { defaultVariants, JOVIAN_VARIANTS } from '../../src/systems/jovian-wars/rules.ts';
import { formatMean, shown } from '../../src/report/format.ts';

type Reading = 'traits-1' | 'traits-2' | 'table';

interface Scenario {
  trait: string;
  /** How the attack reads in the answer. */
  what: string;
  values: Record<string, string | number | boolean | string[]>;
  readings: readonly Reading[];
  /** What the dice level cannot show for this trait (said in the answer). */
  note?: string;
}

/** One attack per contested trait (cards.json; `--weapon profile` where no printed card carries the trait). */
const SCENARIOS: readonly Scenario[] = [
  { trait: 'ecm', what: 'Javelin Kinetic Cannon at the Shan-Yu (ECM 1), side arc, Optimum', values: { attacker: 'javelin', weapon: 'kinetic-cannon', target: 'shan-yu', arc: 'side', band: 'optimum' }, readings: ['traits-1', 'traits-2', 'table'] },
  { trait: 'sniper', what: 'an AC 3 Kinetic Cannon with Sniper at a Javelin, fore arc, Long', values: { weapon: 'profile', type: 'kinetic', ac: 3, target: 'javelin', arc: 'fore', band: 'long', 'weapon-trait': ['sniper'] }, readings: ['traits-1', 'traits-2'] },
  { trait: 'cmm', what: 'Appalachian CMM missiles at a CEGA fighter squadron, Optimum', values: { attacker: 'appalachian', weapon: 'as-missiles', target: 'cega-fighter-squadron', band: 'optimum' }, readings: ['traits-1', 'traits-2'], note: "traits-1's defence substitution is not modelled, only traits-2's escalation" },
  { trait: 'snub', what: 'CEGA fighter Kinetic Cannon (Snub) at a Pathfinder, Short', values: { attacker: 'cega-fighter-squadron', weapon: 'kinetic-cannon', target: 'pathfinder', band: 'short' }, readings: ['traits-1', 'traits-2'] },
  { trait: 'td', what: 'Uller AC missiles at a Wyvern with a Target Designator in Optimum Range', values: { attacker: 'uller', weapon: 'ac-missiles', target: 'wyvern', arc: 'fore', band: 'optimum', designated: true }, readings: ['traits-1', 'traits-2'] },
  { trait: 'link', what: 'Shan-Yu linked Kinetic Cannons (x2) at a Javelin, side arc, Optimum', values: { attacker: 'shan-yu', weapon: 'kinetic-cannon', target: 'javelin', arc: 'side', band: 'optimum' }, readings: ['traits-1', 'traits-2', 'table'] },
  { trait: 'evasive', what: 'Godsfire Kinetic Cannon at an evading Jovian fighter squadron, Optimum', values: { attacker: 'godsfire', weapon: 'kinetic-cannon', target: 'jovian-fighter-squadron', band: 'optimum', evading: true }, readings: ['traits-1', 'traits-2'] },
  { trait: 'swarm', what: 'Pathfinder Swarm missiles at a CEGA fighter squadron, Optimum', values: { attacker: 'pathfinder', weapon: 'as-missiles', target: 'cega-fighter-squadron', band: 'optimum' }, readings: ['traits-1', 'traits-2'] },
  { trait: 'ap', what: 'an AC 3 AP Kinetic Cannon at the Uller (Armor 2, Reactive Armor 1), fore arc', values: { weapon: 'profile', type: 'kinetic', ac: 3, target: 'uller', arc: 'fore', band: 'optimum', 'weapon-trait': ['ap'] }, readings: ['traits-1', 'traits-2'], note: 'the chapters differ only against Armor above 2, which no printed card has' },
  { trait: 'energy-armor', what: 'Tengu Beam Projector at the Alexander (Energy Armor 1), fore arc', values: { attacker: 'tengu', weapon: 'beam-projector', target: 'alexander', arc: 'fore', band: 'optimum' }, readings: ['traits-1', 'traits-2'], note: '+X and +1 agree at X = 1, the only rating printed' },
  { trait: 'reactive-armor', what: 'Javelin Kinetic Cannon at the Uller (Reactive Armor 1), fore arc', values: { attacker: 'javelin', weapon: 'kinetic-cannon', target: 'uller', arc: 'fore', band: 'optimum' }, readings: ['traits-1', 'traits-2'], note: '+X and +1 agree at X = 1, the only rating printed' },
];

/** Contested traits with no dice-level reading here, and why (said in the answer). */
const NOT_COMPARED = 'ECCM, Stealth and Cloak (no card carries them, and the pipeline takes target and attacker traits only from cards), Autofire (a game-only attack window, one reading coded), and Barrier, Catapult, Heavy, Launchers, Repair and Tender (not modelled)';

type Cell = { trait: string; reading: string; values: Params };

/**
 * A trait's name as the game's data gives it, for prose: the head of its variant's description in rules.ts ("Target
 * Designator: traits-1 ...", "Energy Armor vs Beam/Particle: ..."), not its id (td, energy-armor).
 */
export function traitName(trait: string): string {
  const spec = (JOVIAN_VARIANTS as Record<string, { describe: string }>)[`trait-${trait}`];
  const name = spec?.describe.match(/^(.+?)(?: vs [^:]*)?:/)?.[1];
  if (!name) throw new Error(`jw-traits-chapters: no name for trait '${trait}' in rules.ts JOVIAN_VARIANTS`);
  return name;
}

function attackValues(values: Params): AttackValues {
  const filled: Record<string, number | boolean | string | readonly string[]> = {};
  for (const [name, spec] of Object.entries(jovianWarsAttack.options)) {
    if (spec.kind === 'flag') filled[name] = false;
    else if (spec.kind === 'list') filled[name] = [];
    else if (spec.default !== undefined) filled[name] = spec.default;
  }
  return { ...filled, ...(values as AttackValues) };
}

function variantsFor(trait: string, reading: string): Record<string, string> {
  return reading === 'table' ? { ...defaultVariants(), [`trait-${trait}`]: 'table' } : { ...defaultVariants(), traits: reading };
}

function compile(cell: Cell): CompiledAttack {
  return jovianWarsAttack.compile(attackValues(cell.values), variantsFor(cell.trait, cell.reading));
}

/** Exact expected damage (boxes marked) of one arm's attack. */
function exactDamage(cell: Cell): number {
  const attack = compile(cell);
  return summariseExact(attack.model, attack.exact()).means.meanDamage;
}

/** The pipeline's sampler as a batch: damage per attack (mean) and the highest magnitude (distribution). */
const prepared = new WeakMap<Params, { attack: CompiledAttack; sampler: FineSampler; codes: Uint16Array }>();
const batch: BatchFunction<Params> = (params: Params, rng: Xoshiro128, n: number, tally: Tally) => {
  let state = prepared.get(params);
  if (!state) {
    const attack = compile(params as unknown as Cell);
    state = { attack, sampler: attack.sampler(), codes: new Uint16Array(0) };
    prepared.set(params, state);
  }
  if (state.codes.length < n) state.codes = new Uint16Array(n);
  const { codes, attack } = state;
  state.sampler.sample(rng, codes, n);
  const damage = attack.model.means.meanDamage;
  const histogram = tally.histogram('highest');
  let sum = 0;
  let sumSquares = 0;
  for (let i = 0; i < n; i++) {
    const d = damage[codes[i]];
    sum += d;
    sumSquares += d * d;
    histogram[attack.model.outcomeOf[codes[i]]]++;
  }
  tally.mean('damage', sum, sumSquares);
};
batch.keysFor = (metric, params) => (metric === 'highest' ? compile(params as unknown as Cell).model.outcomeKeys : undefined);

const arms: ArmSpec<Cell>[] = SCENARIOS.flatMap((scenario) =>
  scenario.readings.map((reading) => ({
    id: `${scenario.trait}-${reading}`,
    label: `${traitName(scenario.trait)}, ${reading}`,
    params: { trait: scenario.trait, reading, values: scenario.values as Params },
    coords: { trait: scenario.trait, reading },
    baseline: reading === 'traits-1' ? null : `${scenario.trait}-traits-1`,
  })),
);

function answer(result: ExperimentResult): string[] {
  const armOf = (trait: string, reading: string) => result.arms.find((arm) => arm.coords?.trait === trait && arm.coords?.reading === reading);
  const cell = (arm: ArmResult) => arm.params as unknown as Cell;
  const rows = SCENARIOS.map((scenario) => {
    const one = exactDamage(cell(armOf(scenario.trait, 'traits-1')!));
    const two = exactDamage(cell(armOf(scenario.trait, 'traits-2')!));
    const table = scenario.readings.includes('table') ? exactDamage(cell(armOf(scenario.trait, 'table')!)) : null;
    return { scenario, one, two, table, gap: two - one };
  }).sort((a, b) => Math.abs(b.gap) - Math.abs(a.gap));
  const differ = rows.filter((row) => Math.abs(row.gap) > 1e-9);
  const agree = rows.filter((row) => Math.abs(row.gap) <= 1e-9);
  const relative = (row: (typeof rows)[number]) => (row.one > 0 ? ` (${row.gap >= 0 ? '+' : ''}${Math.round((100 * row.gap) / row.one)}%)` : '');
  // "from A to B", not "A -> B": the report escapes '>' into an entity, and "A to B" alone reads as an interval.
  const show = (row: (typeof rows)[number]) =>
    `${traitName(row.scenario.trait)} ${row.gap >= 0 ? '+' : ''}${shown(row.gap, 3)}${relative(row)}, from ${shown(row.one, 3)} to ${shown(row.two, 3)}${row.table !== null ? `, table ${shown(row.table, 3)}` : ''} (${row.scenario.what})`;
  const top = differ.slice(0, 3).map((row) => traitName(row.scenario.trait));
  const order = top.length === 0 ? 'none differs' : `${top[0]} first${top.slice(1).map((name) => `, then ${name}`).join('')}`;
  const sampled = (row: (typeof rows)[number]) => {
    const arm = armOf(row.scenario.trait, 'traits-1')!;
    const d = arm.metrics.damage as MeanMetric;
    return formatMean(d.mean, d.ci, d.n, 'damage per attack', 'sampled attacks');
  };
  // The sampled arms against their exact values, every arm counted (not one example offered as the whole).
  const held = result.arms.filter((arm) => {
    const d = arm.metrics.damage as MeanMetric;
    const e = exactDamage(cell(arm));
    return d.ci[0] <= e && e <= d.ci[1];
  }).length;
  return [
    `Fix the Traits chapters in this order, by how much the disagreement moves expected damage per attack (traits-2 minus traits-1, exact, boxes marked): ${order}; ${differ.length} of ${rows.length} traits compared change damage in their attack, ${agree.length} give the same number.`,
    `Ranked (the change, then the damage from traits-1 to traits-2): ${differ.map(show).join('; ')}.`,
    agree.length > 0 ? `No difference in the attack tried: ${agree.map((row) => `${traitName(row.scenario.trait)}${row.scenario.note ? ` (${row.scenario.note})` : ''}`).join('; ')}.` : '',
    `Not compared at the dice level: ${NOT_COMPARED}; cards carrying those traits (or pipeline options for them) would add them. Sampled check: ${held} of ${result.arms.length} arms' 95% intervals hold their exact damage (e.g. ${traitName(rows[0].scenario.trait)} traits-1: ${sampled(rows[0])}, exact ${shown(rows[0].one, 3)}).`,
    "Each trait is read in one attack; a designer who wants another matchup changes SCENARIOS in this file (the ranking is a fix order, not a balance verdict).",
  ].filter((line) => line !== '');
}

export default defineExperiment<Cell>({
  id: 'jw-traits-chapters',
  title: 'The two Traits chapters: which disagreement moves damage most?',
  question: 'The rulebook prints two Traits chapters that disagree on about twenty traits: which disagreements change expected damage most, so the designer knows which to settle first?',
  source: { rulebook: '002_f697cf6215cb147c.txt', section: 'Traits (both chapters) and Attack › Attack Modifier', catalogue: ['JW-029', 'JW-031', 'JW-036', 'JW-037', 'JW-038', 'JW-044', 'JW-046', 'JW-047', 'JW-049', 'JW-050', 'JW-051'] },
  arms,
  metrics: {
    damage: { kind: 'mean', label: 'Damage per attack', unit: 'boxes marked per attack' },
    highest: { kind: 'distribution', label: 'Highest magnitude' },
  },
  batch,
  precision: { targetHalfWidth: 0.01, budget: 200_000 },
  chunkSize: 65536,
  answer,
  charts: [
    { kind: 'forest', metric: 'damage', title: 'Damage per attack: traits-2 (or the table) minus traits-1' },
    { kind: 'arms', metric: 'damage', reference: 'none', title: 'Damage per attack by trait and reading' },
  ],
});
