/**
 * Syndicate Protocol SP-007, SP-048 and SP-003 (003_c7f3f5aee5a5ed6f.txt,
 * 5.2-5.8 Example Weapons, 6.8 Example Armor Table, 4.4 Range): expected
 * damage per attack of every printed weapon against every printed armor in
 * each range band (Close 1-3, Medium 4-6, Long 7-9, with 10 added to Long
 * because the Longshot M99 reaches it, SP-048), through the game's own attack
 * pipeline (attack.ts: category bonus, trait, armor trait, the armor's Dodge
 * and Encumbered penalty, the armor-floor reading).
 *
 * The shooter and the target are Operators named in `data` (default: Razor
 * shooting at Razor, ACC 3 against DOD 3, the median printed statline), the
 * shooter stationary this round and last (`--set moved=2` for a moving one),
 * no cover, no cards or statuses. A band's value is the mean over the
 * distances of the band the weapon can fire at (equal weight per distance);
 * trials are split evenly over those distances. The chart shows sampled
 * means; the answer quotes the exact means and checks every sampled cell
 * against its exact value.
 */
import { defineExperiment, type ArmSpec, type BatchFunction, type Params } from '../../src/sim/experiment.ts';
import type { ArmResult, ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import type { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import type { Tally } from '../../src/sim/tally.ts';
import { ParamError } from '../../src/dice/kernel.ts';
import { attackValues, type AttackValues, type CompiledAttack } from '../../src/systems/attackPipeline.ts';
import { syndicateAttack } from '../../src/systems/syndicate-protocol/attack.ts';
import { ARMOR_LIST, OPERATORS, WEAPON_LIST } from '../../src/systems/syndicate-protocol/data.ts';
import { shown } from '../../src/report/format.ts';

/** 4.4 Range bands; Long takes 10 too (the Longshot M99's printed range, beyond the band, SP-048). */
const BANDS = { close: [1, 2, 3], medium: [4, 5, 6], long: [7, 8, 9, 10] } as const;
type Band = keyof typeof BANDS;
const BAND_LABEL: Record<Band, string> = { close: 'Close 1-3', medium: 'Medium 4-6', long: 'Long 7-10' };

type Data = { attacker: string; target: string; moved: number };
type Cell = { attacker: string; target: string; weapon: string; armor: string; band: Band; moved: number; floor: string };

/** Every pipeline option at its default, then the cell's own (what `playtest attack` would read). */
function cellValues(cell: Cell, distance: number): AttackValues {
  return attackValues(syndicateAttack, { attacker: cell.attacker, weapon: cell.weapon, target: cell.target, armor: cell.armor, distance, 'moved-spaces': cell.moved, 'moved-last-round': cell.moved > 0 });
}

/** The compiled attack at each distance of the band the weapon can fire at (out of range or a Shotgun at 5+: none). */
function compiledAttacks(cell: Cell): CompiledAttack[] {
  return BANDS[cell.band].flatMap((distance) => {
    try {
      return [syndicateAttack.compile(cellValues(cell, distance), { 'armor-floor': cell.floor })];
    } catch (error) {
      if (error instanceof ParamError) return [];
      throw error;
    }
  });
}

/** Exact expected damage of one compiled attack. */
function exactMean(attack: CompiledAttack): number {
  const p = attack.exact();
  const damage = attack.model.means.meanDamage;
  let mean = 0;
  for (let code = 0; code < p.length; code++) mean += p[code] * damage[code];
  return mean;
}

/** Exact band value: the mean over the band's legal distances. */
export function exactBandDamage(cell: Cell): number {
  const attacks = compiledAttacks(cell);
  return attacks.reduce((sum, attack) => sum + exactMean(attack), 0) / attacks.length;
}

interface Prepared {
  attacks: CompiledAttack[];
  samplers: ReturnType<CompiledAttack['sampler']>[];
  codes: Uint16Array;
}

const preparedCells = new WeakMap<Params, Prepared>();

/** n trials split evenly over the band's distances (stratified), each through the pipeline's sampler. */
const batch: BatchFunction<Params> = (params: Params, rng: Xoshiro128, n: number, tally: Tally) => {
  let prepared = preparedCells.get(params);
  if (!prepared) {
    const attacks = compiledAttacks(params as unknown as Cell);
    prepared = { attacks, samplers: attacks.map((a) => a.sampler()), codes: new Uint16Array(0) };
    preparedCells.set(params, prepared);
  }
  const k = prepared.attacks.length;
  let sum = 0;
  let squares = 0;
  let hurt = 0;
  for (let i = 0; i < k; i++) {
    const share = Math.floor(n / k) + (i < n % k ? 1 : 0);
    if (prepared.codes.length < share) prepared.codes = new Uint16Array(share);
    prepared.samplers[i].sample(rng, prepared.codes, share);
    const damage = prepared.attacks[i].model.means.meanDamage;
    for (let t = 0; t < share; t++) {
      const d = damage[prepared.codes[t]];
      sum += d;
      squares += d * d;
      if (d > 0) hurt++;
    }
  }
  tally.mean('damage', sum, squares);
  tally.proportion('hurts', hurt);
};

const armorName = new Map(ARMOR_LIST.map((a) => [a.id, a.name]));
const weaponName = new Map(WEAPON_LIST.map((w) => [w.id, w.name]));
const DEFAULT_DATA: Data = { attacker: 'razor', target: 'razor', moved: 0 };

/** Arms exist where the weapon can fire at some distance of the band (checked with the default data). */
const arms: ArmSpec<Cell, Data>[] = WEAPON_LIST.flatMap((weapon) =>
  ARMOR_LIST.flatMap((armor) =>
    (Object.keys(BANDS) as Band[])
      .filter((band) => compiledAttacks({ ...DEFAULT_DATA, weapon: weapon.id, armor: armor.id, band, floor: 'floor0' }).length > 0)
      .map((band) => ({
        id: `${weapon.id}-${armor.id}-${band}`,
        label: `${weapon.name} v. ${armor.name}, ${BAND_LABEL[band]}`,
        params: ({ data, variants }) => ({ ...data, weapon: weapon.id, armor: armor.id, band, floor: variants['armor-floor'] ?? 'floor0' }),
        coords: { weapon: weapon.name, armor: armor.name, band: BAND_LABEL[band] },
        baseline: null,
      })),
  ),
);

function answer(result: ExperimentResult): string[] {
  const data = { ...DEFAULT_DATA, ...(result.sets as Partial<Data>) };
  const floor = result.variants?.['armor-floor'] ?? 'floor0';
  const cellOf = (arm: ArmResult): Cell => {
    const [weapon] = WEAPON_LIST.filter((w) => w.name === arm.coords!.weapon);
    const [armor] = ARMOR_LIST.filter((a) => a.name === arm.coords!.armor);
    const band = (Object.keys(BANDS) as Band[]).find((b) => BAND_LABEL[b] === arm.coords!.band)!;
    return { ...data, weapon: weapon.id, armor: armor.id, band, floor };
  };
  const rows = result.arms.map((arm) => ({ arm, exact: exactBandDamage(cellOf(arm)), sampled: arm.metrics.damage as MeanMetric }));
  const outside = rows.filter(({ exact, sampled }) => exact < sampled.ci[0] - 1e-9 || exact > sampled.ci[1] + 1e-9).length;
  const show = (row: (typeof rows)[number]) => `${row.arm.label} ${shown(row.exact, 3)}`;
  const byArmor = ARMOR_LIST.map((armor) => {
    const mine = rows.filter((row) => row.arm.coords!.armor === armor.name).sort((x, y) => y.exact - x.exact);
    const zero = mine.filter((row) => row.exact < 0.05).length;
    return `against ${armor.name}: best ${show(mine[0])}, ${zero} of ${mine.length} weapon-band cells below 0.05`;
  });
  // Dominated: another weapon reaches every band it does and does strictly more there, against every armor,
  // both when the shooter stands still and when it moved 2 spaces (category bonuses and traits depend on it).
  const exactAt = (moved: number) => new Map(rows.map(({ arm }) => [arm.id, exactBandDamage({ ...cellOf(arm), moved })]));
  const situations = [exactAt(0), exactAt(2)];
  const dominated = WEAPON_LIST.filter((w) =>
    WEAPON_LIST.some(
      (other) =>
        other.id !== w.id &&
        rows
          .filter(({ arm }) => arm.coords!.weapon === w.name)
          .every(({ arm }) => {
            const twin = rows.find((r) => r.arm.coords!.weapon === other.name && r.arm.coords!.armor === arm.coords!.armor && r.arm.coords!.band === arm.coords!.band);
            return twin !== undefined && situations.every((values) => values.get(twin.arm.id)! > values.get(arm.id)! + 1e-9);
          }),
    ),
  ).map((w) => w.name);
  // Bands: how many weapons deal the same against the Light vest in every band they reach.
  const light = ARMOR_LIST[0].name;
  const flat = WEAPON_LIST.filter((w) => {
    const mine = rows.filter(({ arm }) => arm.coords!.weapon === w.name && arm.coords!.armor === light);
    return mine.length > 1 && mine.every((row) => Math.abs(row.exact - mine[0].exact) < 1e-9);
  });
  const reach = WEAPON_LIST.filter((w) => rows.filter(({ arm }) => arm.coords!.weapon === w.name && arm.coords!.armor === light).length > 1).length;
  const heaviest = ARMOR_LIST[ARMOR_LIST.length - 1].name;
  const lighter = rows.filter(({ arm }) => arm.coords!.armor === heaviest).filter(({ arm, exact }) => {
    const twin = rows.find((r) => r.arm.coords!.armor === light && r.arm.coords!.weapon === arm.coords!.weapon && r.arm.coords!.band === arm.coords!.band);
    return twin !== undefined && exact > twin.exact + 1e-9;
  }).length;
  const heavyArmor = ARMOR_LIST[ARMOR_LIST.length - 1];
  const encumbered = heavyArmor.load > (OPERATORS.get(data.target)?.ld ?? Infinity);
  const heavyCells = rows.filter(({ arm }) => arm.coords!.armor === heaviest).length;
  const overall = [...rows].sort((x, y) => y.exact - x.exact);
  const who = `${OPERATORS.get(data.attacker)?.name ?? data.attacker} shooting at ${OPERATORS.get(data.target)?.name ?? data.target}`;
  return [
    `Expected damage per attack, exact from the attack pipeline (${who}, ${data.moved > 0 ? `moved ${data.moved} spaces` : 'stationary'}, no cover, ${floor}): the most damaging cells are ${overall.slice(0, 3).map(show).join('; ')}; ${byArmor.join('; ')}.`,
    dominated.length > 0
      ? `Strictly dominated (another weapon reaches every band it does and does more in each, against every armor, standing still and after moving 2): ${dominated.join(', ')}; these are the weapons a designer could raise.`
      : 'No weapon is strictly dominated: each one is best or unmatched somewhere (a band or an armor).',
    `Range bands carry no modifier (4.4, SP-048): ${flat.length} of the ${reach} weapons that reach two or more bands deal the same against the ${light} in each (only category bonuses and traits change with distance), and the Longshot M99's range 10 lies beyond the Long band.`,
    lighter > 0
      ? `Heavier is not always safer: in ${lighter} of ${heavyCells} weapon-band cells the ${heaviest} takes more damage than the ${light}, because its Dodge penalty${encumbered ? ' and the Encumbered -1 (its Load is above the target\'s LD)' : ''} make hits likelier than its extra ARM stops them (6.2, 2.4).`
      : `The ${heaviest} never takes more damage than the ${light} (${heavyCells} weapon-band cells).`,
    `Check: ${rows.length - outside} of ${rows.length} sampled cells (${result.arms[0].trials.toLocaleString('en-US')} attacks each) contain their exact value in the 95% interval${outside > 0 ? ` (about ${Math.round(rows.length * 0.05)} misses are expected by chance)` : ''}.`,
  ];
}

export default defineExperiment<Cell, Data>({
  id: 'sp-damage-matrix',
  title: 'Damage matrix: every printed weapon against every armor, by range band',
  question: 'How much damage does each printed weapon deal per attack against each printed armor at Close, Medium and Long range, and is any weapon dominated?',
  source: { rulebook: '003_c7f3f5aee5a5ed6f.txt', section: 'Weapons 5.2-5.8 › Example Weapons; Armor › 6.8 Example Armor Table; Combat › 4.4 Range', catalogue: ['SP-007', 'SP-048', 'SP-003'] },
  data: DEFAULT_DATA,
  variants: { 'armor-floor': { values: ['floor0', 'floor1'], default: 'floor0' } },
  arms,
  metrics: {
    damage: { kind: 'mean', label: 'Expected damage', unit: 'damage per attack' },
    hurts: { kind: 'proportion', label: 'Attack deals damage' },
  },
  batch,
  precision: { targetHalfWidth: 0.01, budget: 200_000 },
  chunkSize: 20_000,
  answer,
  charts: ARMOR_LIST.map((armor) => ({ kind: 'heatmap' as const, metric: 'damage', x: 'band', y: 'weapon', where: { armor: armor.name }, title: `Expected damage per attack against ${armor.name}` })),
});
