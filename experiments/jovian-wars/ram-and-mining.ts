/**
 * Jovian Wars, rams, explosions and mining, exact from the engine's own resolution and sampled as a check
 * (002_f697cf6215cb147c.txt):
 *
 * - JW-097 (Action › Ram: "Each ship model will make an Unopposed Roll with Base Pool equal to its starting Structure
 *   rating"): both rolls' results, and what a capital ship's Ram does to both ships by starting Structure, arc and state.
 * - JW-098 ("The rammed ship automatically Escalates all successful results"): its roll with and without the rule.
 * - JW-099 (Squadron Ramming Capital Ship: "On a result of D, resolve a Critical Hit ... On a result of [T+], resolve a
 *   Critical Hit and a Structure damage"): Point Defense, the Skill Test and the ship's fate.
 * - JW-088 (Damage › Explosion): chain explosions among ships beside an exploding one.
 * - JW-119 (Advanced Scenarios › Mine the Comet): water per bombing attack on the Defense 4 Comet: the rulebook's
 *   arithmetic through the engine's bombing plan (the engine has no Water Reserves scenario).
 *
 * Also `ram-explosion` (a Crippled rammer's own roll after or before the Catastrophic rolls its damage calls for).
 * JW-010 (the order a hit's results are resolved in) is answered by jw-damage-order. The cells, their exact readings
 * and the batch are in _ramAndMining.ts.
 */
import { defineExperiment, type ArmSpec } from '../../src/sim/experiment.ts';
import type { ExperimentResult, MeanMetric, MetricResult, ProportionMetric } from '../../src/sim/result.ts';
import { percent, shown } from '../../src/report/format.ts';
import type { PoolParams } from '../../src/systems/jovian-wars/attackPool.ts';
import { CARDS, type CapitalCard, type SquadronCard } from '../../src/systems/jovian-wars/cards.ts';
import { exactPool } from '../../src/systems/jovian-wars/attackPool.ts';
import { highestMagnitude } from '../../src/dice/setMagnitudes.ts';
import {
  CHAIN_STRUCTURES,
  CHAIN_X,
  COMET_DEFENSE,
  exact,
  exactMining,
  lanceOf,
  METRIC,
  METRIC_SPECS,
  MINER,
  MINING_BIDS,
  miningAttackDice,
  miningPlan,
  NEIGHBOUR,
  NEIGHBOURS,
  RAM_ARCS,
  RAM_SQUADRONS,
  RAM_STRUCTURES,
  RAM_TARGET,
  ramAndMiningBatch,
  RAMMED,
  RAMMED_STATES,
  RAMMER,
  RAMMER_STATES,
  ramPools,
  ramRoll,
  SHIP_STATES,
  skillDPlus,
  WATER_ROOM,
  type Cell,
  type Exact,
  type Neighbours,
  type PointDefense,
  type RamArc,
  type RamCell,
  type RammedState,
  type RammerState,
  type RamReading,
  type RamSquadron,
  type ShipState,
} from './_ramAndMining.ts';

const cardName = (id: string) => CARDS.get(id)!.name;
const pct = (p: number) => percent(p, 1);
const num = (x: number, d = 2) => shown(x, d);
const list = (xs: number[], f: (x: number) => string = pct) => xs.map(f).join(' / ');
const poolText = (p: PoolParams) => `${p.base}B${p.flex ? ` ${p.flex}F` : ''}${p.macro ? ` ${p.macro > 0 ? '+' : ''}${p.macro}M` : ''}`;

export const ramArmId = (s: number, arc: RamArc, rammer: RammerState, rammed: RammedState, reading: RamReading = 'engine') => `ram-s${s}-${arc}-${rammer}-rams-${rammed}${reading === 'engine' ? '' : `-${reading}`}`;
export const RAM_EXAMPLE_ID = 'ram-example-valiant-tengu';
export const squadronArmId = (squadron: RamSquadron, ship: ShipState, pd: PointDefense) => `squadron-ram-${squadron}-${ship}-pd-${pd}`;
export const chainArmId = (s: number, neighbours: Neighbours) => `chain-s${s}-${neighbours}`;
export const miningArmId = (bid: number) => `mining-bid-${bid}`;

export const ramCell = (s: number, arc: RamArc, rammerState: RammerState, rammedState: RammedState, reading: RamReading = 'engine'): RamCell => ({ part: 'ram', rammer: s, rammed: s, arc, rammerState, rammedState, reading });
/** The rulebook's example: "A Valiant with only 1 structure rating remaining decides to ram a Tengu in the side" (Structure 4 and 3). */
export const RAM_EXAMPLE: RamCell = { part: 'ram', rammer: 4, rammed: 3, arc: 'side', rammerState: 'last-box', rammedState: 'undamaged', reading: 'engine' };

const READING_NAMES: Record<RamReading, string> = { engine: 'as the engine plays it', unescalated: 'rammed roll unescalated', 'explosion-first': 'ram-explosion=explosion-first' };

function ramArm(s: number, arc: RamArc, rammer: RammerState, rammed: RammedState, reading: RamReading): ArmSpec<Cell> {
  return {
    id: ramArmId(s, arc, rammer, rammed, reading),
    label: `JW-097 Ram, Structure ${s}, ${arc}, rammer ${rammer}, rammed ${rammed}${reading === 'engine' ? '' : `, ${READING_NAMES[reading]}`}`,
    params: ramCell(s, arc, rammer, rammed, reading),
    coords: { part: 'ram', Structure: s, arc, rammer, rammed, reading },
    baseline: reading === 'engine' ? null : ramArmId(s, arc, rammer, rammed),
  };
}

/** The Ram grid as the engine plays it; the rule without its escalation (the rammer on its last box, the rammed ship undamaged: the rammed ship's roll is the same whatever its own state, and the same side or aft); the rammer Crippled with no ratings (head-on) under ram-explosion=explosion-first. */
const RAM_ARMS: ArmSpec<Cell>[] = [
  ...RAM_STRUCTURES.flatMap((s) => RAM_ARCS.flatMap((arc) => RAMMER_STATES.flatMap((rammer) => RAMMED_STATES.map((rammed) => ramArm(s, arc, rammer, rammed, 'engine'))))),
  ...RAM_STRUCTURES.flatMap((s) => (['head-on', 'side'] as const).map((arc) => ramArm(s, arc, 'last-box', 'undamaged', 'unescalated'))),
  ...RAM_STRUCTURES.flatMap((s) => RAMMED_STATES.map((rammed) => ramArm(s, 'head-on', 'crippled-bare', rammed, 'explosion-first'))),
  { id: RAM_EXAMPLE_ID, label: 'JW-097 the rulebook\'s Ram example: a Valiant (Structure 4) on its last box rams a Tengu (Structure 3) in the side', params: RAM_EXAMPLE, coords: { part: 'ram-example' }, baseline: null },
];

const SQUADRON_ARMS: ArmSpec<Cell>[] = RAM_SQUADRONS.flatMap((squadron) =>
  SHIP_STATES.flatMap((ship) =>
    (['fired', 'skipped'] as const).map((pd) => ({
      id: squadronArmId(squadron, ship, pd),
      // Short: a distribution chart's legend cuts labels at about 32 characters.
      label: `JW-099 ${squadron === 'pathfinder' ? 'Pathfinder' : 'CEGA fighter'}, PD ${pd}${ship === 'undamaged' ? '' : ', ship on last box'}`,
      params: { part: 'squadron-ram', squadron, ship, pointDefense: pd },
      coords: { part: 'squadron-ram', squadron: cardName(squadron), ship, 'Point Defense': pd },
      baseline: null,
    })),
  ),
);

const CHAIN_ARMS: ArmSpec<Cell>[] = CHAIN_STRUCTURES.flatMap((s) =>
  NEIGHBOURS.map((neighbours) => ({
    id: chainArmId(s, neighbours),
    label: `JW-088 a Structure ${s} ship explodes beside two ${cardName(NEIGHBOUR)}s, ${neighbours}`,
    params: { part: 'chain', structure: s, neighbours },
    coords: { part: 'chain', Structure: s, neighbours },
    baseline: null,
  })),
);

const MINING_ARMS: ArmSpec<Cell>[] = MINING_BIDS.map((bid) => ({
  id: miningArmId(bid),
  label: `JW-119 bid ${bid} (${miningAttackDice(bid)} Attack dice)`,
  params: { part: 'mining', bid },
  coords: { part: 'mining', 'Fuel bid': bid },
  baseline: null,
}));

export const ARMS: ArmSpec<Cell>[] = [...RAM_ARMS, ...SQUADRON_ARMS, ...CHAIN_ARMS, ...MINING_ARMS];

const cellOf = (id: string) => ARMS.find((a) => a.id === id)!.params as Cell;
const ex = (id: string): Exact => exact(cellOf(id));
const byS = (f: (s: number) => number, xs: readonly number[] = RAM_STRUCTURES) => list(xs.map(f));

/** The metrics the sampled check compares with their exact values (a distribution's every key counts as a proportion). */
const CHECKED = [METRIC.targetOut, METRIC.targetDestroyed, METRIC.targetStructure, METRIC.attackerStructure, METRIC.attackerOut, METRIC.attackerDestroyed, METRIC.bothOut, METRIC.farOut, METRIC.explosions, METRIC.water, METRIC.waterBest, METRIC.targetFate, METRIC.attackerFate, METRIC.test, METRIC.waterDist] as const;

/** Each exact value of an arm next to its sampled estimate and 95% interval (degenerate ones, exact 0 or 1 with no spread, left out). */
export function comparisons(result: ExperimentResult): { arm: string; metric: string; exact: number; estimate: number; ci: [number, number]; se: number }[] {
  const out: ReturnType<typeof comparisons> = [];
  for (const spec of ARMS) {
    const a = result.arms.find((r) => r.id === spec.id);
    if (!a) continue;
    const e = exact(spec.params as Cell);
    for (const metric of CHECKED) {
      const m = a.metrics[metric] as MetricResult | undefined;
      if (!m) continue;
      const value = e[metric];
      if (m.kind === 'distribution') {
        (value as number[]).forEach((v, k) => {
          if (v <= 0 || v >= 1 || m.n === 0) return;
          out.push({ arm: spec.id, metric: `${metric}:${m.keys[k]}`, exact: v, estimate: m.p[k], ci: m.ci[k], se: Math.sqrt((v * (1 - v)) / m.n) });
        });
      } else if (m.kind === 'proportion') {
        const v = value as number;
        if (v <= 0 || v >= 1) continue;
        out.push({ arm: spec.id, metric, exact: v, estimate: m.p, ci: m.ci, se: Math.sqrt((v * (1 - v)) / m.n) });
      } else {
        const v = value as number;
        if ((m as MeanMetric).sd === 0 && v === (m as MeanMetric).mean) continue;
        out.push({ arm: spec.id, metric, exact: v, estimate: m.mean, ci: m.ci, se: (m as MeanMetric).sd / Math.sqrt(m.n) });
      }
    }
  }
  return out;
}

/** The sampled check in one sentence: exact values inside their intervals, the farthest in standard errors. */
export function sampledCheck(result: ExperimentResult): string {
  const rows = comparisons(result);
  const inside = rows.filter((r) => r.exact >= r.ci[0] - 1e-12 && r.exact <= r.ci[1] + 1e-12).length;
  const worst = rows.reduce((w, r) => Math.max(w, r.se > 0 ? Math.abs(r.estimate - r.exact) / r.se : 0), 0);
  const n = result.arms[0]?.trials ?? 0;
  return `Sampled check (every arm played ${n.toLocaleString('en-US')} times by the game's own dice, or the attack pipeline's sampler for mining, seed ${result.seed}): ${inside} of ${rows.length} exact values (each arm's proportions, means and every outcome of its distributions that is neither impossible nor certain) lie inside their 95% intervals, ${pct(inside / Math.max(1, rows.length))}, and the farthest is ${shown(worst, 1)} standard errors off. Arms share their dice streams (common random numbers), so cells with the same first rolls miss together and these are not ${rows.length} independent checks. Every number below is exact, so it carries no interval.`;
}

/** JW-097: the rolls (kernel) and the Ram in the game. */
function ramAnswer(): string[] {
  const pools = (arc: RamArc) => RAM_STRUCTURES.map((s) => ramPools(ramCell(s, arc, 'last-box', 'undamaged')));
  const [headOn, side, aft] = RAM_ARCS.map(pools);
  const poolList = (ps: ReturnType<typeof pools>, who: 'rammer' | 'rammed') => ps.map((p) => poolText(p[who])).join(' / ');
  const tPlus = (m: number[]) => m[2] + m[3];
  const dPlus = (m: number[]) => 1 - m[0];
  const rolls = (ps: ReturnType<typeof pools>, who: 'rammer' | 'rammed', escalated: boolean) => ps.map((p) => ramRoll(p[who], escalated));
  const skill = (CARDS.get(RAMMER) as CapitalCard).skill;
  const escalates = skillDPlus(skill);
  const rammerStructure = (ps: ReturnType<typeof pools>) => ps.map((p) => (1 - escalates) * ramRoll(p.rammer, false).structure + escalates * ramRoll(p.rammer, true).structure);
  const out = (arc: RamArc, rammer: RammerState, rammed: RammedState, f: (e: Exact) => number) => byS((s) => f(ex(ramArmId(s, arc, rammer, rammed))));
  const arcs = (rammer: RammerState, rammed: RammedState, f: (e: Exact) => number) => RAM_ARCS.map((arc) => `${arc} ${out(arc, rammer, rammed, f)}`).join('; ');
  const example = ex(RAM_EXAMPLE_ID);
  const examplePools = ramPools(RAM_EXAMPLE);
  const fates = (e: Exact, key: 'attackerFate' | 'targetFate') => `intact ${pct(e[key][0])}, Crippled ${pct(e[key][1])}, Destroyed ${pct(e[key][2])}, Exploded ${pct(e[key][3])}`;
  const bareBlast = RAM_ARCS.map((arc) => `${arc} ${out(arc, 'crippled-bare', 'undamaged', (e) => e.targetOut)}`).join('; ');
  const neverOut = RAM_STRUCTURES.every((s) => RAM_ARCS.every((arc) => ex(ramArmId(s, arc, 'last-box', 'undamaged')).targetOut === 0 && ex(ramArmId(s, arc, 'crippled', 'undamaged')).targetOut === 0));
  return [
    `JW-097, the two rolls (exact, the d6sets kernel on the pools the game queues, ram.ts; Structure ${RAM_STRUCTURES.join(' / ')}): the rammed ship rolls ${poolList(side, 'rammed')} (${poolList(headOn, 'rammed')} head-on, both fronts touching) and always escalates; the rammer rolls ${poolList(side, 'rammer')} into the side (side arc +1: +1B), ${poolList(headOn, 'rammer')} head-on, ${poolList(aft, 'rammer')} into the aft (+2: +1B +1F), escalated when its Skill ${skill} Test comes up D or better (${pct(escalates)}). The rammed ship's roll takes Structure (a T or better after escalating, so any D before) ${list(rolls(side, 'rammed', true).map((r) => r.magnitude[2] + r.magnitude[3]))} of the time (${list(rolls(headOn, 'rammed', true).map((r) => r.magnitude[2] + r.magnitude[3]))} head-on), ${list(rolls(side, 'rammed', true).map((r) => r.structure), (x) => num(x))} Structure per roll on a ship with boxes to spare; the rammer's roll takes Structure ${list(side.map((p) => (1 - escalates) * tPlus(ramRoll(p.rammer, false).magnitude) + escalates * dPlus(ramRoll(p.rammer, false).magnitude)))} of the time into the side (${list(aft.map((p) => (1 - escalates) * tPlus(ramRoll(p.rammer, false).magnitude) + escalates * dPlus(ramRoll(p.rammer, false).magnitude)))} into the aft), ${list(rammerStructure(side), (x) => num(x))} Structure per roll (${list(rammerStructure(aft), (x) => num(x))} aft).`,
    `JW-097, the Ram in the game (exact: every way the engine resolves it, ram.ts and jobs.ts: the Skill Test, both rolls, damage with its Critical Hits, the Catastrophic Damage rolls, a Crippled rammer's end and any Explosion; the ${cardName(RAMMER)}'s card rams the ${cardName(RAMMED)}'s, both with Structure S = ${RAM_STRUCTURES.join(' / ')}, no rating damaged unless said). A rammer on its last box is Crippled or Destroyed: ${arcs('last-box', 'undamaged', (e) => e.attackerOut)}; Destroyed (the Catastrophic roll on Crippling, a 6, or more Structure lost past the last box): ${arcs('last-box', 'undamaged', (e) => e.attackerDestroyed)}. ${neverOut ? `An undamaged rammed ship is never Crippled at Structure ${RAM_STRUCTURES.join('-')} (the rammer's S + 1 dice, even escalated, take at most S - 1 Structure)` : 'An undamaged rammed ship is Crippled only rarely'}; one on its last box is Crippled or Destroyed ${arcs('last-box', 'last-box', (e) => e.targetOut)} (Destroyed ${arcs('last-box', 'last-box', (e) => e.targetDestroyed)}); both ships out: ${arcs('last-box', 'last-box', (e) => e.bothOut)}.`,
    `JW-097, a rammer already Crippled: it is Destroyed by its Ram whatever the dice (step 3); with its ratings intact its roll for an Explosion (1d6 + 0 Systems at 0) never reaches 8, so it never Explodes, and the rammed ship's odds are those above. With Defense, Sensors and Thrusters at 0 it Explodes ${byS((s) => ex(ramArmId(s, 'head-on', 'crippled-bare', 'undamaged')).attackerFate[3])} head-on (its own roll explodes on a 5+, and before it, ram-explosion=damage-first, so can each Catastrophic roll the rammed ship's damage calls for; below), a Particle Cannon attack of AC S with Macro 2 on the rammed ship 1" away: an undamaged rammed ship is then Crippled or Destroyed ${bareBlast}; one on its last box ${arcs('crippled-bare', 'last-box', (e) => e.targetOut)}.`,
    `JW-097, the fates in full (the Structure 4 head-on Ram, a rammer on its last box against a rammed ship on its last box): the rammer ${fates(ex(ramArmId(4, 'head-on', 'last-box', 'last-box')), 'attackerFate')}; the rammed ship ${fates(ex(ramArmId(4, 'head-on', 'last-box', 'last-box')), 'targetFate')}. The rulebook's example (a ${cardName(RAMMER)}, Structure 4, on its last box rams a ${cardName(RAMMED)}, Structure 3, in the side; ${poolText(examplePools.rammer)} against ${poolText(examplePools.rammed)}): the ${cardName(RAMMER)} ${fates(example, 'attackerFate')}; the ${cardName(RAMMED)} loses ${num(example.targetStructure)} Structure and ${num(example.targetBoxes)} boxes on average and is ${example.targetOut === 0 ? 'never Crippled' : `Crippled or Destroyed ${pct(example.targetOut)}`}.`,
  ];
}

/** JW-098: the rammed ship's escalation, with and without. */
function escalationAnswer(): string {
  const rule = (arc: RamArc) => byS((s) => ex(ramArmId(s, arc, 'last-box', 'undamaged')).attackerOut);
  const none = (arc: RamArc) => byS((s) => ex(ramArmId(s, arc, 'last-box', 'undamaged', 'unescalated')).attackerOut);
  const lost = (arc: RamArc, reading: RamReading) => RAM_STRUCTURES.map((s) => num(ex(ramArmId(s, arc, 'last-box', 'undamaged', reading)).attackerStructure)).join(' / ');
  return `JW-098, "The rammed ship automatically Escalates all successful results" (exact; Structure ${RAM_STRUCTURES.join(' / ')}): escalated, each D of the rammed ship's roll is a T, a Structure box and a Critical Hit instead of one rating box, so against a rammer on its last box any D or better Cripples it. The rammer is Crippled or Destroyed into the side (the rammed ship rolls S dice) ${rule('side')} with the rule against ${none('side')} without it (the same Ram, the rammed ship's roll unescalated: a counterfactual on the queued job, not a game variant); head-on (S + 1 dice) ${rule('head-on')} against ${none('head-on')}; the rammer's Structure lost into the side ${lost('side', 'engine')} against ${lost('side', 'unescalated')}. So the rule, not the dice, makes the Ram lethal to the rammer: without it a rammer on its last box would come through ${pct(1 - ex(ramArmId(4, 'side', 'last-box', 'undamaged', 'unescalated')).attackerOut)} of Structure 4 side Rams.`;
}

/** JW-099: a squadron's Ram. */
function squadronAnswer(): string[] {
  const row = (squadron: RamSquadron, ship: ShipState, pd: PointDefense) => ex(squadronArmId(squadron, ship, pd));
  const sq = RAM_SQUADRONS.map((id) => ({ id, card: CARDS.get(id) as SquadronCard }));
  const test = sq.map(({ id, card }) => `the ${card.name} (Skill ${card.skill}${card.traits.includes('evasive') ? ', Evasive: Point Defense is an opposed roll against its Skill' : ''}): shot down ${pct(row(id, 'undamaged', 'fired').test[0])}, then N ${pct(row(id, 'undamaged', 'fired').test[1])}, D (a Critical Hit) ${pct(row(id, 'undamaged', 'fired').test[2])}, T+ (a Critical Hit and a Structure damage) ${pct(row(id, 'undamaged', 'fired').test[3])}`).join('; ');
  const skipped = sq.map(({ id, card }) => `the ${card.name} D ${pct(row(id, 'undamaged', 'skipped').test[2])}, T+ ${pct(row(id, 'undamaged', 'skipped').test[3])}`).join('; ');
  const lastBox = sq.map(({ id, card }) => `the ${card.name} ${pct(row(id, 'last-box', 'fired').targetOut)} through Point Defense and ${pct(row(id, 'last-box', 'skipped').targetOut)} without it (Destroyed ${pct(row(id, 'last-box', 'fired').targetDestroyed)} and ${pct(row(id, 'last-box', 'skipped').targetDestroyed)})`).join('; ');
  const boxes = sq.map(({ id, card }) => `the ${card.name} ${num(row(id, 'undamaged', 'fired').targetBoxes, 3)} (${num(row(id, 'undamaged', 'skipped').targetBoxes, 3)} without Point Defense)`).join(', ');
  const target = CARDS.get(RAM_TARGET) as CapitalCard;
  return [
    `JW-099, a squadron's Ram (exact, the game: flow.ts ram, ram.ts; a squadron down to its last Structure point rams a ${target.name} from 5" in its fore arc, no Boost): the ship's Point Defense (AS = Defense ${target.defense[0]}, +1 at Short Range: ${target.defense[0] + 1}B) fires first and any damage destroys it; then its Skill Test: ${test}. A Skill Test of 2 dice can make no T, so a Skill 2 squadron's Ram never does the Structure damage. With step 2 skipped, as a Ram that "results from a Bombing Run" (Bombing Run step 7, which the engine does not play; here the queued Point Defense attack removed): ${skipped}.`,
    `JW-099 on the ship: boxes marked per Ram (the Critical Hit on the strongest rating, the Structure damage): ${boxes}. A ${target.name} on its last Structure box is Crippled or Destroyed by the Ram: ${lastBox}; its Catastrophic roll (1d6 + Systems at 0) then Destroys it on a 6 (Dead). So Point Defense is most of the answer: it stops ${sq.map(({ id }) => pct(row(id, 'undamaged', 'fired').test[0])).join(' / ')} of these Rams before the Skill Test, and the Skill Test's T needs three dice.`,
  ];
}

/** JW-088: chain explosions. */
function chainAnswer(): string[] {
  const at = (n: Neighbours, f: (e: Exact) => number) => byS((s) => f(ex(chainArmId(s, n))), CHAIN_STRUCTURES);
  const mean = (n: Neighbours) => CHAIN_STRUCTURES.map((s) => num(ex(chainArmId(s, n)).explosions)).join(' / ');
  const rows = NEIGHBOURS.map((n) => `${NEIGHBOUR_NAMES[n]}: the near one ${at(n, (e) => e.targetOut)} (Destroyed ${at(n, (e) => e.targetDestroyed)}), the far one ${at(n, (e) => e.farOut)}, at least one more explosion ${at(n, (e) => e.anyExplosion)} (${mean(n)} more on average)`).join('; ');
  return [
    `JW-088, chain explosions (exact, the game: jobs.ts explode, a Particle Cannon attack of AC = AS = the exploding ship's starting Structure on every model within 6", Macro 2 within 3"; the attacks' damage calls Catastrophic rolls, and each that comes up 8+ is another Explosion). A ship of Structure ${CHAIN_STRUCTURES.join(' / ')} explodes with two ${cardName(NEIGHBOUR)}s in a row beside it, ${CHAIN_X[1] - CHAIN_X[0]}" and ${CHAIN_X[2] - CHAIN_X[0]}" away (the near one 2" from the far one), every blast on a side arc at Short Range. Crippled or Destroyed by the blasts, and the chance of at least one more explosion: ${rows}.`,
    `JW-088 verdict: a chain needs damaged ratings, not only damaged Structure. An explosion is a Catastrophic roll of 8+, 1d6 plus the Systems at 0, so a neighbour with its ratings intact explodes only if the same blasts also zero two of them (fresh or on its last box: at most ${percent(Math.max(...CHAIN_STRUCTURES.flatMap((s) => [ex(chainArmId(s, 'fresh')).anyExplosion, ex(chainArmId(s, 'last-box')).anyExplosion])), 3)}); with Defense and Sensors gone (it explodes on a 6) a blast sets off another ${at('worn', (e) => e.anyExplosion)} of the time, and among Crippled ships with no ratings left (every Structure lost is a roll that explodes on a 5+) ${at('crippled-bare', (e) => e.anyExplosion)}. Not modelled here: the Debris Field an explosion leaves (the engine places none) and squadrons Embarked on an exploding carrier (the engine destroys them; none are aboard here).`,
  ];
}

const NEIGHBOUR_NAMES: Record<Neighbours, string> = {
  fresh: 'fresh',
  'last-box': 'on their last Structure box',
  worn: 'on their last box with Defense and Sensors at 0',
  'crippled-bare': 'Crippled with no ratings left',
};

/** JW-119: mining. */
function miningAnswer(): string[] {
  const lance = lanceOf();
  const miner = CARDS.get(MINER) as SquadronCard;
  const rows = MINING_BIDS.map((bid) => ({ bid, plan: miningPlan(bid), e: exactMining(bid) }));
  const dist = rows.map(({ bid, plan, e }) => `bid ${bid} (${miningAttackDice(bid)} Attack dice: ${poolText(plan.poolParams)}): ${e.each.map((p, w) => `${w} ${pct(p)}`).join(', ')}; mean ${num(e.each.reduce((s, p, w) => s + p * w, 0))}`).join('; ');
  const best = rows.map(({ e }) => num(e.best.reduce((s, p, w) => s + p * w, 0))).join(' / ');
  const uncapped = rows.map(({ e }) => num(e.uncapped)).join(' / ');
  const cometQ = cometQuad();
  const oneSet = rows.map(({ bid }) => num(exactMining(bid, 'one-set').each.reduce((s, p, w) => s + p * w, 0))).join(' / ');
  const means = rows.map(({ e }) => num(e.each.reduce((s, p, w) => s + p * w, 0))).join(' / ');
  return [
    `JW-119, Mine the Comet (the rulebook's arithmetic, not a game: the engine has no Water Reserves scenario and no Stationary Comet; the numbers are the Bombing Run attack the engine plans, attackPool.ts with the bombing window, against the rulebook's Comet). The ${miner.name} (illustrative card) bombs with its ${lance.name} only: AC ${lance.ac} + Skill ${miner.skill} + its Fuel bid (0-${miner.fuel}), all of it in Attack (the Comet makes no attack, so a Defense pool buys nothing), +${2} Bombing (+1B +1F) and the Lance's Macro ${lance.macro}, an opposed roll against the Comet's Defense ${COMET_DEFENSE} (${COMET_DEFENSE}B; opposed=steps). Water per attack (every result mines, D 1, T 2, Q+ 3, up to the ${WATER_ROOM} a squadron can carry): ${dist}.`,
    `JW-119, readings: if only the attack's best result mines (one reading of "Attack Results of D mines 1 unit ..."), the mean water per attack by bid 0-${miner.fuel} is ${best}; every result without the carrying cap ${uncapped}; under opposed=one-set ${oneSet}. Against a Defense 4 Comet the miner almost always fills its ${WATER_ROOM} (${pct(rows[0].e.each[3])} with no Fuel, ${pct(rows[rows.length - 1].e.each[3])} bidding ${miner.fuel}), so each Fuel bid adds little (mean ${means}); an attack bidding 1 or more comes back empty ${rows.slice(1).map(({ e }) => percent(e.each[0], 2)).join(' / ')} of the time, almost all of it the Comet's 4 dice all matching (its Q negates every result: ${percent(cometQ, 2)}). So mining is limited by the carrying cap and the activations spent ferrying (Land transfers the water, Launch takes up to 3 back out), not by the roll. The Lance's "rolls dice equal to the skill rating" reads the same whichever way it is taken on these cards (Lance AC 3, Skill 3).`,
  ];
}

/** P(the Comet's 4 Defense dice all match): its Q, which negates every result under both opposed readings. */
function cometQuad(): number {
  const p = exactPool({ base: COMET_DEFENSE, flex: 0, macro: 0 });
  let q = 0;
  for (let code = 0; code < p.length; code++) if (highestMagnitude(code) === 3) q += p[code];
  return q;
}

/** `ram-explosion` (Action › Ram step 3): the Crippled rammer's own roll after or before the Catastrophic rolls its damage calls for. */
function ramExplosionAnswer(): string {
  const first = byS((s) => ex(ramArmId(s, 'head-on', 'crippled-bare', 'undamaged')).attackerFate[3]);
  const old = byS((s) => ex(ramArmId(s, 'head-on', 'crippled-bare', 'undamaged', 'explosion-first')).attackerFate[3]);
  const out = byS((s) => ex(ramArmId(s, 'head-on', 'crippled-bare', 'last-box')).targetOut);
  const outOld = byS((s) => ex(ramArmId(s, 'head-on', 'crippled-bare', 'last-box', 'explosion-first')).targetOut);
  return `JW-097, when a Crippled rammer rolls for its Explosion (variant ram-explosion; Action › Ram step 3: "Resolve Damage from the rolls as normal. However, if the ramming ship was Crippled at the start of the Ram action, it is considered Destroyed ... Roll on the Catastrophic Damage Table to see if it [Explodes]"). The default, damage-first (the text's order), makes first every Catastrophic roll the rammed ship's damage calls for (States › Crippled: "The ship would lose another point of Structure"), each of which can come up Dead or Explode, then the rammer's own roll if it is still there; explosion-first (how the engine played it before the variant) makes the rammer's own roll first, and those rolls are then never made. For a Crippled rammer with no ratings left, head-on (Structure ${RAM_STRUCTURES.join(' / ')}), it Explodes ${first} damage-first against ${old} explosion-first, and a rammed ship on its last box is Crippled or Destroyed ${out} against ${outOld} (exact). With its ratings intact the order changes nothing (no roll of 1d6 + 0 explodes).`;
}

/** JW-010: why it is not answered. */
export const JW_010 =
  "JW-010 (a hit's results resolved lowest-first, highest-first or as the attacker chooses) is answered by jw-damage-order: the game (catastrophic-timing=immediate, since jw-scenarios) makes each Catastrophic Damage roll the moment a result calls for it, in the rulebook's lowest-first order; that report resolves one hit result by result with the roll made the moment Structure runs out, as the rulebook's reason for the order needs.";

const RULES =
  'Rules at their default readings (traits-1, opposed=steps, ram-range=example: no Short Range bonus on a Ram, as the rulebook\'s example; ram-explosion=damage-first; explosion-structure=starting; catastrophic-traits=ratings: Defense, Sensors and Thrusters count). Fixed choices the engine makes for a player: Critical Hits on the strongest rating, then the first undamaged weapon (5+), a spilled Rating Damage to the rating with most boxes. The ships are the shipped cards with their Structure tracks set to S boxes (the Valiant\'s Structure 4 and the Tengu\'s 3 are printed, the rest illustrative); the squadrons and the exo-armor\'s Plasma Lance are illustrative.';

export function answer(result: ExperimentResult): string[] {
  return [sampledCheck(result), ...ramAnswer(), escalationAnswer(), ...squadronAnswer(), ...chainAnswer(), ...miningAnswer(), ramExplosionAnswer(), JW_010, RULES];
}

export default defineExperiment<Cell>({
  id: 'jw-ram-and-mining',
  title: 'Rams, explosions and mining the Comet, exact',
  question:
    "What does a Ram do to both ships by starting Structure, arc and state (JW-097), how much of that is the rammed ship's automatic Escalation (JW-098), what does a squadron's Ram do to a capital ship (JW-099), how often does one explosion set off another (JW-088), and how much water does a bombing attack mine from the Defense 4 Comet (JW-119)?",
  source: {
    rulebook: '002_f697cf6215cb147c.txt',
    section: 'Action › Ram (Capital Ship Ramming Capital Ship, Squadron Ramming Capital Ship); Damage › Explosion; Advanced Scenarios › Water Raid › Mine the Comet',
    catalogue: ['JW-088', 'JW-097', 'JW-098', 'JW-099', 'JW-119'],
  },
  arms: ARMS,
  metrics: METRIC_SPECS,
  batch: ramAndMiningBatch(),
  precision: { budget: 16_384 },
  chunkSize: 2048,
  answer,
  charts: [
    { kind: 'sweep', metric: METRIC.attackerOut, x: 'Structure', where: { part: 'ram', reading: 'engine', rammer: 'last-box', rammed: 'undamaged' }, title: 'JW-097: the rammer (on its last box) Crippled or Destroyed, by starting Structure and arc' },
    { kind: 'sweep', metric: METRIC.targetOut, x: 'Structure', where: { part: 'ram', reading: 'engine', rammer: 'last-box', rammed: 'last-box' }, title: 'JW-097: a rammed ship on its last box Crippled or Destroyed, by starting Structure and arc' },
    { kind: 'sweep', metric: METRIC.attackerOut, x: 'Structure', where: { part: 'ram', rammer: 'last-box', rammed: 'undamaged', arc: 'side' }, title: "JW-098: the rammer Crippled or Destroyed, the rammed ship's roll escalated (the rule) or not" },
    { kind: 'distribution', metric: METRIC.test, where: { part: 'squadron-ram', ship: 'undamaged' }, title: "JW-099: a squadron's Ram: shot down by Point Defense, or its Skill Test" },
    { kind: 'heatmap', metric: METRIC.anyExplosion, x: 'neighbours', y: 'Structure', where: { part: 'chain' }, title: 'JW-088: at least one more explosion after a ship explodes beside two Valiants' },
    { kind: 'distribution', metric: METRIC.waterDist, where: { part: 'mining' }, title: 'JW-119: water mined per bombing attack on the Defense 4 Comet, by Fuel bid' },
  ],
});
