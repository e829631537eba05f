/**
 * Jovian Wars, what terrain does to one attack, exact from the engine's own plans and sampled as a check
 * (002_f697cf6215cb147c.txt, Terrain; Attack › Obscured):
 *
 * - JW-080 (Attack › Obscured: "The blocking model or piece of Terrain is within 3" of the target"; Attack Modifier
 *   "Target is Obscured -2"): one gun's attack in the open and with a Large Asteroid on the line of fire beside the
 *   target, planned by the game (jobs.ts planFor with terrain.ts obscured) on a two-model table.
 * - JW-057 (Terrain › Wreck: "Model Signature 6"" and "They are mechanically the same as Large Asteroids", whose
 *   Signature is 12"): the same attack behind a Signature 6 blocker, which obscures only a smaller target. The engine
 *   places no Wrecks; its one Signature 6 blocking model, a Comet's Body ("essentially a Large Asteroid"), stands in.
 * - JW-135 (Terrain › Atmosphere: "suffer an AC/AS Attack with rating 2", "Models within Atmosphere gain +1 to their
 *   ECM"): the hazard attack on a model moving in it (jobs.ts queueHazard), and the attack on a target inside the
 *   band under each ECM reading (trait-ecm: traits-1 diminishes, traits-2 removes bonus Flex, table -1 modifier).
 * - JW-116 (Terrain › Space Stations, Unidentified Object, Atmosphere; Comets): the rulebook's random stats, exact
 *   from the dice: a station's Structure 2d6 (Defense and Marines half of it), Hangers 1 + 1d3, a UIO's Structure
 *   1d6, an Atmosphere's depth 1d3 (3-6"), a Comet's drift 2d6".
 */
import { defineExperiment, type ArmSpec, type BatchFunction, type Params } from '../../src/sim/experiment.ts';
import type { ExperimentResult } from '../../src/sim/result.ts';
import { checkSummary, exactComparisons, type Comparison, type ExactValues } from './_exactCheck.ts';
import { percent, shown } from '../../src/report/format.ts';
import type { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import type { Tally } from '../../src/sim/tally.ts';
import { CARDS } from '../../src/systems/jovian-wars/cards.ts';
import type { JovianState } from '../../src/systems/jovian-wars/game.ts';
import { queueHazard, type AttackJob } from '../../src/systems/jovian-wars/jobs.ts';
import { TERRAIN_SIGNATURE, COMET_SIGNATURE, type Terrain } from '../../src/systems/jovian-wars/terrain.ts';
import { twoModelTable, VARIANTS } from './_closeAttacks.ts';
import { exactPipeline, pipelineSampler, type PipelineAttack } from './_damageAttacks.ts';

/** The attacks: the Javelin's Kinetic Cannon (AC 3, printed) on a Valiant (Signature 6), and the Tengu's Kinetic Cannon (AS 3) on a Pathfinder (Signature 3). */
export const PAIRS = {
  'javelin-valiant': { attacker: 'javelin', weapon: 'kinetic-cannon', target: 'valiant' },
  'tengu-pathfinder': { attacker: 'tengu', weapon: 'kinetic-cannon', target: 'pathfinder' },
} as const;
export type Pair = keyof typeof PAIRS;
/** Where the target stands: in the open; behind a Large Asteroid (Signature 12); behind a Signature 6 blocker (a Wreck read by its own table; a Comet's Body); inside an Atmosphere band. */
export const COVERS = ['open', 'large-asteroid', 'signature-6', 'atmosphere'] as const;
export type Cover = (typeof COVERS)[number];
/** ECM readings for the Atmosphere's +1 (trait-ecm; `set` follows traits-1 by default). */
export const ECM_READINGS = ['traits-1', 'traits-2', 'table'] as const;
export type EcmReading = (typeof ECM_READINGS)[number];
/** The models an Atmosphere's hazard attack is asked of. */
export const HAZARD_TARGETS = ['tengu', 'valiant', 'pathfinder', 'cega-fighter-squadron'] as const;
/** JW-116's dice. */
export const STATS = ['station-structure', 'station-hangers', 'uio-structure', 'atmosphere-depth', 'comet-drift'] as const;
export type Stat = (typeof STATS)[number];

export type CoverCell = { part: 'cover'; pair: Pair; cover: Cover; ecm: EcmReading };
export type HazardCell = { part: 'hazard'; target: (typeof HAZARD_TARGETS)[number] };
export type StatCell = { part: 'stat'; stat: Stat };
export type Cell = CoverCell | HazardCell | StatCell;

/** Attacker 10" south of the target on x = 2, facing it; the target facing back (the attacker in its fore arc). */
const AT = [2, 10, 2] as const;
const TARGET_AT = [2, 20, 6] as const;
/** A blocking piece of radius 1 on the line of fire, 1.5" from the target (within 3"). */
const blocker = (kind: Terrain['kind']): Terrain => ({ kind, x: 2, y: 18.5, r: 1 });
const TERRAIN: Record<Cover, Terrain[]> = {
  open: [],
  'large-asteroid': [blocker('large-asteroid')],
  'signature-6': [blocker('comet-body')],
  atmosphere: [{ kind: 'atmosphere', x: 0, y: 0, r: 4.5 }],
};

/** The game's plan of a cover cell's attack (planFor on the two-model table with the cell's terrain and ECM reading). */
export function coverAttack(cell: CoverCell): PipelineAttack {
  const pair = PAIRS[cell.pair];
  const variants = Object.freeze({ ...VARIANTS, 'trait-ecm': cell.ecm });
  const s = twoModelTable(CARDS.get(pair.attacker)!, AT, CARDS.get(pair.target)!, TARGET_AT, false, variants);
  s.terrain = TERRAIN[cell.cover];
  const wi = s.units[0].def.weapons.findIndex((w) => w.id === pair.weapon);
  return { plan: s.plan(s.units[0], wi, s.units[1], 'activation'), weapon: s.units[0].def.weapons[wi], target: pair.target };
}

/** The game's hazard attack on a model moving in Atmosphere (jobs.ts queueHazard, rating 2), read off the queued job. */
export function hazardAttack(cell: HazardCell): PipelineAttack {
  const s: JovianState = twoModelTable(CARDS.get(cell.target)!, TARGET_AT, CARDS.get('javelin')!, AT);
  queueHazard(s, s.units[0], 2);
  const job = s.jobs.at(-1) as AttackJob;
  return { plan: job.plan, weapon: { id: 'terrain', name: 'Terrain', type: 'lance', arc: ['T'], ac: 2, as: 2, macro: 0, traits: [], count: 1 }, target: cell.target };
}

/** JW-116: a stat's values and exact probabilities, from the dice (a sum of `dice` d6 or 1d3, plus `plus`, times `scale`). */
export interface StatDist {
  values: number[];
  p: number[];
}
const STAT_DICE: Record<Stat, { dice: number; faces: number; plus: number; scale: number }> = {
  'station-structure': { dice: 2, faces: 6, plus: 0, scale: 1 },
  'station-hangers': { dice: 1, faces: 3, plus: 1, scale: 1 },
  'uio-structure': { dice: 1, faces: 6, plus: 0, scale: 1 },
  // "3-6" out from the table edge ... rolling 1d3": the engine's band is 3, 4.5 or 6" (terrain.ts placeTerrain).
  'atmosphere-depth': { dice: 1, faces: 3, plus: 1.5, scale: 1.5 },
  'comet-drift': { dice: 2, faces: 6, plus: 0, scale: 1 },
};
export function statDist(stat: Stat): StatDist {
  const { dice, faces, plus, scale } = STAT_DICE[stat];
  let counts = new Map<number, number>([[0, 1]]);
  for (let d = 0; d < dice; d++) {
    const next = new Map<number, number>();
    for (const [sum, c] of counts) for (let f = 1; f <= faces; f++) next.set(sum + f, (next.get(sum + f) ?? 0) + c);
    counts = next;
  }
  const total = faces ** dice;
  const sums = [...counts.keys()].sort((a, b) => a - b);
  return { values: sums.map((v) => v * scale + plus), p: sums.map((v) => counts.get(v)! / total) };
}
const statKeys = (stat: Stat) => statDist(stat).values.map(String);

export const METRIC = { magnitude: 'magnitude', hit: 'hit', loss: 'loss', structure: 'structure', out: 'out', stat: 'stat' } as const;
const MAGNITUDES = ['N', 'D', 'T', 'Q+'] as const;

export interface Exact {
  magnitude: number[];
  hit: number;
  loss: number;
  structure: number;
  out: number;
  stat: number[];
}
const exactCache = new Map<string, Exact>();
export function exact(cell: Cell): Exact {
  const key = JSON.stringify(cell);
  let e = exactCache.get(key);
  if (!e) {
    if (cell.part === 'stat') e = { magnitude: [], hit: 0, loss: 0, structure: 0, out: 0, stat: statDist(cell.stat).p };
    else {
      const x = exactPipeline(cell.part === 'cover' ? coverAttack(cell) : hazardAttack(cell));
      e = { magnitude: x.magnitude, hit: x.hit, loss: x.loss, structure: x.structure, out: x.out, stat: [] };
    }
    exactCache.set(key, e);
  }
  return e;
}

export const coverArmId = (pair: Pair, cover: Cover, ecm: EcmReading = 'traits-1') => `${pair}-${cover}${ecm === 'traits-1' ? '' : `-ecm-${ecm}`}`;
export const hazardArmId = (target: string) => `atmosphere-hazard-${target}`;
export const statArmId = (stat: Stat) => `jw-116-${stat}`;

export const ARMS: ArmSpec<Cell>[] = [
  ...(Object.keys(PAIRS) as Pair[]).flatMap((pair) => [
    ...COVERS.map((cover) => ({ id: coverArmId(pair, cover), label: `${pair}, ${cover}`, params: { part: 'cover', pair, cover, ecm: 'traits-1' } as Cell, coords: { part: 'cover', pair, cover, ecm: 'traits-1' }, baseline: cover === 'open' ? null : coverArmId(pair, 'open') })),
    ...ECM_READINGS.slice(1).map((ecm) => ({ id: coverArmId(pair, 'atmosphere', ecm), label: `${pair}, atmosphere, ECM ${ecm}`, params: { part: 'cover', pair, cover: 'atmosphere', ecm } as Cell, coords: { part: 'cover', pair, cover: 'atmosphere', ecm }, baseline: coverArmId(pair, 'open') })),
  ]),
  ...HAZARD_TARGETS.map((target) => ({ id: hazardArmId(target), label: `JW-135 Atmosphere hazard on a ${CARDS.get(target)!.name}`, params: { part: 'hazard', target } as Cell, coords: { part: 'hazard', target }, baseline: null })),
  ...STATS.map((stat) => ({ id: statArmId(stat), label: `JW-116 ${stat}`, params: { part: 'stat', stat } as Cell, coords: { part: 'stat', stat }, baseline: null })),
];

/** Sampled: an attack cell's final codes from the pipeline's sampler (attackPool.ts attackSampler); a stat cell's dice from the stream. */
function batch(): BatchFunction<Params> {
  const prepared = new WeakMap<Params, (rng: Xoshiro128, n: number, tally: Tally) => void>();
  const sums = new Float64Array(6);
  return (params, rng, n, tally) => {
    let run = prepared.get(params);
    if (!run) {
      const cell = params as unknown as Cell;
      if (cell.part === 'stat') {
        const { dice, faces } = STAT_DICE[cell.stat];
        run = (r, count, t) => {
          const h = t.histogram(METRIC.stat);
          for (let i = 0; i < count; i++) {
            let sum = 0;
            for (let d = 0; d < dice; d++) sum += r.nextInt(1, faces);
            h[sum - dice]++;
          }
        };
      } else {
        const sample = pipelineSampler(cell.part === 'cover' ? coverAttack(cell) : hazardAttack(cell));
        run = (r, count, t) => {
          sums.fill(0);
          sample(r, count, sums);
          t.proportion(METRIC.hit, sums[0]);
          t.mean(METRIC.loss, sums[1], sums[2]);
          t.mean(METRIC.structure, sums[3], sums[4]);
          t.proportion(METRIC.out, sums[5]);
        };
      }
      prepared.set(params, run);
    }
    run(rng, n, tally);
  };
}

const pct = (p: number) => percent(p, 1);
const cellOf = (id: string) => ARMS.find((a) => a.id === id)!.params as Cell;
const ex = (id: string) => exact(cellOf(id));
const num = (x: number) => shown(x, 2);
const poolText = (a: PipelineAttack) => {
  const p = a.plan.poolParams;
  return `${p.base}B${p.flex ? ` ${p.flex}F` : ''}${p.macro ? ` ${p.macro > 0 ? '+' : ''}${p.macro}M` : ''}${a.plan.diminish ? `, diminished ${a.plan.diminish}x` : ''}`;
};

/** Each exact value next to its sampled estimate (_exactCheck.ts). */
export function comparisons(result: ExperimentResult): Comparison[] {
  return exactComparisons(result, ARMS, (p) => exact(p as Cell) as unknown as ExactValues, [METRIC.hit, METRIC.loss, METRIC.structure, METRIC.out, METRIC.stat]);
}

export function sampledCheck(result: ExperimentResult): string {
  const rows = comparisons(result);
  const { inside, worst } = checkSummary(rows);
  const n = result.arms[0]?.trials ?? 0;
  return `Sampled check (every arm ${n.toLocaleString('en-US')} trials, seed ${result.seed}: the attacks' final codes from the pipeline's sampler, the stats' dice from the stream): ${inside} of ${rows.length} exact values lie inside their 95% intervals (${pct(inside / Math.max(1, rows.length))}), the farthest ${shown(worst, 1)} standard errors off; arms share their dice streams, so these are not independent checks. Every number below is exact, so it carries no interval.`;
}

const names = (pair: Pair) => `the ${CARDS.get(PAIRS[pair].attacker)!.name}'s Kinetic Cannon on a ${CARDS.get(PAIRS[pair].target)!.name} (Signature ${CARDS.get(PAIRS[pair].target)!.signature}")`;
const row = (id: string) => {
  const e = ex(id);
  return `${poolText(cellOf(id).part === 'cover' ? coverAttack(cellOf(id) as CoverCell) : hazardAttack(cellOf(id) as HazardCell))}: a box lost ${pct(e.hit)}, ${num(e.loss)} boxes and ${num(e.structure)} Structure per attack`;
};

/** The shipped cards' Signatures, capital ships or the rest, as "6\" (16 cards)"-style counts. */
function sigs(capital: boolean): string {
  const counts = new Map<number, number>();
  for (const card of CARDS.values()) if ((card.kind === 'capital') === capital) counts.set(card.signature, (counts.get(card.signature) ?? 0) + 1);
  return [...counts].sort((a, b) => a[0] - b[0]).map(([sig, n]) => `Signature ${sig}": ${n} card${n === 1 ? '' : 's'}`).join(', ');
}

function coverAnswer(): string[] {
  const pairs = Object.keys(PAIRS) as Pair[];
  const obscured = pairs.map((p) => `${names(p)}: in the open ${row(coverArmId(p, 'open'))}; behind a Large Asteroid ${row(coverArmId(p, 'large-asteroid'))}`).join('; ');
  const drop = pairs.map((p) => pct(1 - ex(coverArmId(p, 'large-asteroid')).loss / ex(coverArmId(p, 'open')).loss)).join(' and ');
  const six = pairs.map((p) => `${names(p)} ${row(coverArmId(p, 'signature-6'))}`).join('; ');
  const atmo = pairs.map((p) => `${names(p)}: ${ECM_READINGS.map((r) => `${r} ${row(coverArmId(p, 'atmosphere', r))}`).join('; ')}`).join('. ');
  return [
    `JW-080, Obscured (exact, the game's plans: jobs.ts planFor with terrain.ts obscured on a two-model table, 10" apart, the attacker in the target's fore arc; "Target is Obscured -2" through the Attack Modifier table): ${obscured}. Obscured takes ${drop} of the boxes these attacks mark. The rule's conditions as the engine plays them: the line of fire passes through the blocker, whose Signature exceeds the target's, within 3" of the target (a Large Asteroid of radius 1 centred 1.5" from the target here), for non-missile attacks in the activation window; a model inside an Asteroid Field, Particle Cloud or Comet Tail is Obscured wherever the attacker stands.`,
    `JW-057, Wreck: "Model Signature 6"" in its own table, "mechanically the same as Large Asteroids" (Signature ${TERRAIN_SIGNATURE}") in its text. Obscured needs the blocker's Signature to exceed the target's, so read as Signature 6 a Wreck obscures only models of Signature under 6 (on the shipped cards: ${sigs(false)}), never a capital ship (${sigs(true)}): behind a Signature ${COMET_SIGNATURE} blocker (the engine's Comet Body standing in; the engine places no Wrecks) ${six}. Read as a Large Asteroid it obscures both, as above. So the reading decides whether a Wreck is cover for capital ships at all.`,
    `JW-135, Atmosphere's "+1 to their ECM" on the attack into it (exact, the game's plans with the target inside a 4.5" band, by trait-ecm reading; the open attack is above): ${atmo}.`,
    `JW-135 verdict: the ECM reading decides what Atmosphere is worth. Under the default (traits-1: every result diminished once per ECM rating) the +1 turns these 3-die attacks' pairs into nothing: ${pairs.map((p) => `${num(ex(coverArmId(p, 'open')).loss)} to ${num(ex(coverArmId(p, 'atmosphere')).loss)} boxes`).join(' and ')}, cover far stronger than Obscured's -2; under the table's reading it is a -1 Attack Modifier, half of Obscured's -2 (${pairs.map((p) => `${num(ex(coverArmId(p, 'atmosphere', 'table')).loss)}`).join(' and ')} boxes); under traits-2 (removing bonus Flex dice) it does nothing to an attack with no Flex.`,
  ];
}

function hazardAnswer(): string {
  const rows = HAZARD_TARGETS.map((t) => `a ${CARDS.get(t)!.name} ${row(hazardArmId(t))}${ex(hazardArmId(t)).out > 0 ? `, ${CARDS.get(t)!.kind === 'capital' ? 'Crippled' : 'destroyed'} from fresh ${pct(ex(hazardArmId(t)).out)}` : ''}`);
  return `JW-135, Atmosphere's hazard ("Models moving in Atmosphere reduce their Speed rating by 1 and suffer an AC/AS Attack with rating 2"; exact, the game's own hazard plan, jobs.ts queueHazard: AC/AS 2, no weapon type, fore Armor, no range or arc modifier) on a fresh model per move that enters or crosses the band: ${rows.join('; ')}. A 2-die attack makes only a pair (1/6), so the hazard is a nuisance, not a threat; Armor 1 turns it to 2B -1M.`;
}

function statAnswer(): string {
  const d = (s: Stat) => statDist(s);
  const list = (s: Stat) => d(s).values.map((v, k) => `${v} ${pct(d(s).p[k])}`).join(', ');
  const mean = (s: Stat) => d(s).values.reduce((sum, v, k) => sum + v * d(s).p[k], 0);
  const station = d('station-structure');
  const half = (round: (x: number) => number) => station.values.reduce((sum, v, k) => sum + round(v / 2) * station.p[k], 0);
  const atLeast = (s: Stat, x: number) => d(s).values.reduce((sum, v, k) => sum + (v >= x ? d(s).p[k] : 0), 0);
  return `JW-116, the rulebook's random stats (exact from the dice; the engine places no Space Stations or UIOs: these are the rulebook's arithmetic). A Space Station's Structure, 2d6: ${list('station-structure')} (mean ${num(mean('station-structure'))}; 7 or more ${pct(atLeast('station-structure', 7))}, against the shipped capital ships' 3-5), its Signature 6" + Structure (8-18"); "The Marines and Defense rating will be half the structure rating" does not say how to round: rounded down they average ${num(half(Math.floor))}, up ${num(half(Math.ceil))}; Hangers 1 + 1d3: ${list('station-hangers')}. A UIO's Structure, 1d6: ${list('uio-structure')} (Signature 6" + Structure). An Atmosphere's depth, 1d3 onto "3-6"" (the engine's 3, 4.5 or 6"): ${list('atmosphere-depth')}. A Comet's drift each turn, 2d6": ${list('comet-drift')} (mean ${num(mean('comet-drift'))}").`;
}

const RULES =
  'Rules at their default readings (traits-1: ECM diminishes the attack once per rating; armor=modifier; Stealth traits-1, so a Large Asteroid\'s cover Stealth changes no gun attack). The cards are the shipped ones (Javelin Kinetic Cannon AC 3 and Valiant Structure 4 printed; Tengu, Pathfinder and the CEGA fighter partly illustrative).';

export function answer(result: ExperimentResult): string[] {
  return [sampledCheck(result), ...coverAnswer(), hazardAnswer(), statAnswer(), RULES];
}

export default defineExperiment<Cell>({
  id: 'jw-terrain-effects',
  title: 'Terrain and one attack: Obscured, Wrecks, Atmosphere, and the random terrain stats, exact',
  question:
    "What does Obscured cost an attack (JW-080), does a Wreck obscure like a Large Asteroid or by its Signature 6\" (JW-057), what do Atmosphere's hazard and +1 ECM do (JW-135), and what do the rulebook's random station, UIO, Atmosphere and Comet stats come to (JW-116)?",
  source: { rulebook: '002_f697cf6215cb147c.txt', section: 'Attack › Obscured; Terrain › Wreck, Atmosphere, Space Stations, Unidentified Object, Comets', catalogue: ['JW-057', 'JW-080', 'JW-116', 'JW-135'] },
  arms: ARMS,
  metrics: {
    [METRIC.hit]: { kind: 'proportion', label: 'The target loses a box' },
    [METRIC.loss]: { kind: 'mean', label: 'Boxes marked per attack', unit: 'boxes' },
    [METRIC.structure]: { kind: 'mean', label: 'Structure per attack', unit: 'Structure' },
    [METRIC.out]: { kind: 'proportion', label: 'Crippled (capital) or destroyed (squadron) from fresh' },
    [METRIC.stat]: { kind: 'distribution', label: 'JW-116 value', keys: (p) => ((p as unknown as Cell).part === 'stat' ? statKeys((p as unknown as StatCell).stat) : ['-']) },
  },
  batch: batch(),
  precision: { budget: 65_536 },
  chunkSize: 8192,
  answer,
  charts: [
    { kind: 'heatmap', metric: METRIC.loss, x: 'cover', y: 'pair', where: { part: 'cover', ecm: 'traits-1' }, title: 'JW-080 / JW-057 / JW-135: boxes per attack by cover' },
  ],
});
