/**
 * jw-damage-pipeline (experiments/jovian-wars/damage-pipeline.ts; JW-077, JW-078, JW-083, JW-084, JW-085, JW-093,
 * JW-094, JW-095, JW-104, JW-105, JW-114, JW-132, JW-134): every helper against dice worked by hand; the single-attack
 * cells against `playtest attack jovian-wars` itself; every table cell's first roll against the pool the rules give,
 * and one scripted resolution per kind of table, read as the game left it; the exact sequencing of a Dogfight and a
 * Bombing Run against the product of the two attacks' own exact distributions; the JW-082 paragraph's claim; and a
 * short run whose every arm agrees with its exact value.
 */
import { describe, expect, it } from 'vitest';
import experiment, { ARMS } from '../../experiments/jovian-wars/damage-pipeline.ts';
import { dogfightPlan, evadingPlan, LADDER, ladderPlan, NAMED, namedPlan, poolValue, runPlan, type Named } from '../../experiments/jovian-wars/_damageAttacks.ts';
import { exact, METRIC, type Cell } from '../../experiments/jovian-wars/_damagePipeline.ts';
import { cellTable, exactCell, ratingDamage, readCell, resolveDs, weaponDamageChance, type Outcome, type TableCell } from '../../experiments/jovian-wars/_damageTables.ts';
import { settleExactly } from '../../experiments/jovian-wars/_settleExactly.ts';
import { VARIANTS } from '../../experiments/jovian-wars/_closeAttacks.ts';
import { levelOf, withLevel } from '../../src/dice/setMagnitudes.ts';
import { CHANCE } from '../../src/game/state.ts';
import { runToResult } from '../../src/sim/run.ts';
import type { MeanMetric, ProportionMetric } from '../../src/sim/result.ts';
import { attackValues } from '../../src/systems/attackPipeline.ts';
import { axisTitlesNotReadOnce } from './chartChecks.ts';
import { jovianWarsAttack } from '../../src/systems/jovian-wars/attack.ts';
import { exactAttack, type AttackPlan } from '../../src/systems/jovian-wars/attackPool.ts';
import { CARDS, type CapitalCard } from '../../src/systems/jovian-wars/cards.ts';
import { damageCapital, damageScale, newTally, squadronDamage } from '../../src/systems/jovian-wars/damage.ts';
import type { JovianState } from '../../src/systems/jovian-wars/game.ts';
import type { AttackJob } from '../../src/systems/jovian-wars/jobs.ts';
import { D, N, Q, T, die } from '../systems/jovian-wars/scripted.ts';
import { holdsWithSlack } from './intervals.ts';

const code = (...sets: [face: number, level: number][]) => sets.reduce((c, [face, level]) => withLevel(c, face, level), 0);
const pool = (s: JovianState) => s.roll;
const first = (s: JovianState) => s.jobs[0] as AttackJob;

/** Plays the table's rolls with the scripted outcomes (each pending roll must be the pool given) and reads the cell. */
function scripted(cell: TableCell, steps: [pool: [number, number, number] | 'd6', outcome: number][]): Outcome {
  const table = cellTable(cell);
  const s = table.clone();
  for (const [expected, outcome] of steps) {
    expect(s.currentPlayer()).toBe(CHANCE);
    expect(s.roll).toEqual(expected === 'd6' ? 'd6' : { base: expected[0], flex: expected[1], macro: expected[2] });
    s.apply(outcome);
  }
  expect(s.currentPlayer(), 'an unscripted roll is left').not.toBe(CHANCE);
  return readCell(cell, table, s);
}

describe('jw-damage-pipeline: charts', () => {
  it('names its losses so an axis or legend reads "label (unit)" once ("(boxes, Structure or Marines) (lost)", "Structure ... (Structure)" before)', () => {
    expect(axisTitlesNotReadOnce(experiment)).toEqual([]);
  });
});

describe('jw-damage-pipeline: the exact settling of a game state', () => {
  it("a Critical Hit's weapon-damage d6: 5+ is 2 faces in 6, a Spinal weapon's 6+ one (Damage › Weapon Damage)", () => {
    expect(weaponDamageChance(false)).toBeCloseTo(1 / 3, 12);
    expect(weaponDamageChance(true)).toBeCloseTo(1 / 6, 12);
  });

  it('Point Defense at Defense 1 rolls 2 dice (Defense 1, Short Range +1): a pair 1/6, one Structure off the Pathfinder; the settled states sum to 1', () => {
    const table = cellTable({ part: 'point-defense', squadron: 'pathfinder', defense: 1 });
    expect(pool(table)).toEqual({ base: 2, flex: 0, macro: 0 });
    const states = settleExactly(table);
    expect(states.reduce((sum, w) => sum + w.p, 0)).toBeCloseTo(1, 12);
    // Two dice: N or a D; six D values, one state each would be merged into "1 Structure lost".
    expect(states.length).toBe(2);
    const e = exactCell({ part: 'point-defense', squadron: 'pathfinder', defense: 1 }).outcome;
    expect([e.hit, e.loss, e.out]).toEqual([expect.closeTo(1 / 6, 12), expect.closeTo(1 / 6, 12), 0]);
  });

  it('leaves its start state untouched', () => {
    const table = cellTable({ part: 'rating', ship: 'tengu', state: 'fresh' });
    const before = JSON.stringify(table.serialize());
    settleExactly(table);
    expect(JSON.stringify(table.serialize())).toBe(before);
  });
});

describe('jw-damage-pipeline: single attacks from the attack pipeline (JW-077, JW-078, JW-132, JW-134)', () => {
  it('the ladder by hand: net 0 is 3B, P(D+) = 1 - 6x5x4/216 = 4/9, boxes 5/12 (a D) + 2/36 (a T: Structure and a Critical Hit) = 17/36; net +1 is 4B, 1 - 360/1296 = 13/18', () => {
    const e0 = exact({ part: 'ladder', net: 0 });
    expect(1 - e0.magnitude![0]).toBeCloseTo(4 / 9, 12);
    expect(e0.loss).toBeCloseTo(17 / 36, 12);
    expect(e0.structure).toBeCloseTo(1 / 36, 12);
    expect(1 - exact({ part: 'ladder', net: 1 }).magnitude![0]).toBeCloseTo(13 / 18, 12);
  });

  it('net -1 is 3B with a -1M die: a pair (5/12) survives unless the Macro die shows its Value (5/6), a T (1/36) always stays D or better: 25/72 + 2/72 = 3/8', () => {
    expect(ladderPlan(-1).poolParams).toEqual({ base: 3, flex: 0, macro: -1 });
    expect(1 - exact({ part: 'ladder', net: -1 }).magnitude![0]).toBeCloseTo(3 / 8, 12);
  });

  it('the ladder follows the Net Modifier Effects table: -n -> -nM, +1 -> +1B, +2 -> +1B +1F, +3 -> +1B +1F +1M', () => {
    expect(LADDER.map((net) => ladderPlan(net).poolParams)).toEqual([
      { base: 3, flex: 0, macro: -4 },
      { base: 3, flex: 0, macro: -3 },
      { base: 3, flex: 0, macro: -2 },
      { base: 3, flex: 0, macro: -1 },
      { base: 3, flex: 0, macro: 0 },
      { base: 4, flex: 0, macro: 0 },
      { base: 4, flex: 1, macro: 0 },
      { base: 4, flex: 1, macro: 1 },
    ]);
  });

  it('each named modifier lands on its rung (its net, the rung\'s pool), and the pipeline command plans the same dice for it', () => {
    const nets: Record<Named, number> = { baseline: -1, short: 0, side: 0, aft: 2, 'short-aft': 3, obscured: -3, 'long-shot': -4, 'station-keeping': 0, linked: 0, 'targeted-1': 0, 'targeted-2': 1, 'targeted-3': 2, 'targeted-4': 3 };
    for (const name of Object.keys(NAMED) as Named[]) {
      const plan = namedPlan(name);
      expect([name, plan.net]).toEqual([name, nets[name]]);
      expect(plan.poolParams).toEqual(ladderPlan(plan.net).poolParams);
      expect(plan.refused).toBeNull();
    }
    // `playtest attack jovian-wars --attacker javelin --weapon kinetic-cannon --target valiant ...` for a few of them.
    const compiled = (own: Record<string, unknown>) => jovianWarsAttack.compile(attackValues(jovianWarsAttack, { attacker: 'javelin', weapon: 'kinetic-cannon', target: 'valiant', ...own } as never), VARIANTS);
    for (const [name, own] of [['baseline', { band: 'optimum' }], ['aft', { band: 'optimum', arc: 'aft' }], ['short-aft', { band: 'short', arc: 'aft' }], ['targeted-3', { band: 'optimum', targeted: 3 }], ['obscured', { band: 'optimum', modifier: -2 }], ['station-keeping', { band: 'optimum', 'station-keeping': true }]] as const) {
      const c = compiled(own);
      expect(Array.from(c.exact()), name).toEqual(Array.from(exactAttack(namedPlan(name), 'steps')));
    }
  });

  it('JW-078: a Bombing Run plans the same dice at Short Range on the aft arc as at Optimum on the fore with the same Armor; a Dogfight the same at Short as at Optimum; counting arc and range adds +3', () => {
    expect(runPlan(false, 'short', 'aft', 0).poolParams).toEqual(runPlan(false, 'optimum', 'fore', 0).poolParams);
    expect(dogfightPlan('short').poolParams).toEqual(dogfightPlan('optimum').poolParams);
    // As ruled: Attack 5, Bombing +2, aft Armor 0 -> +1B +1F; counted: +5 -> +1B +1F +3M; against the ship's Defense pool 3.
    expect([runPlan(false).net, runPlan(false).poolParams, runPlan(false).opposed]).toEqual([2, { base: 6, flex: 1, macro: 0 }, { base: 3, flex: 0, macro: 0 }]);
    expect([runPlan(true).net, runPlan(true).poolParams]).toEqual([5, { base: 6, flex: 1, macro: 3 }]);
  });

  it('JW-132: Evading makes the Particle Cannon an opposed roll against the Javelin\'s Skill 3 (no Fuel: a capital ship); the pipeline\'s --evading gives the same dice', () => {
    expect(evadingPlan('incoming').opposed).toBeNull();
    expect(evadingPlan('evading').opposed).toEqual({ base: 3, flex: 0, macro: 0 });
    // Net -1 (fore Armor 1) -> -1M, plus the Particle Cannon's Macro 1: 3B.
    expect(evadingPlan('incoming').poolParams).toEqual({ base: 3, flex: 0, macro: 0 });
    const compiled = jovianWarsAttack.compile(attackValues(jovianWarsAttack, { attacker: 'valiant', weapon: 'particle-cannon', target: 'javelin', band: 'optimum', evading: true } as never), VARIANTS);
    expect(Array.from(compiled.exact())).toEqual(Array.from(exactAttack(evadingPlan('evading'), 'steps')));
    // The shot Fire Control 1 gives up: the Javelin's Beam Projector, AC 2, net -1 -> 2B -1M, re-roll on N.
    expect([evadingPlan('forgone').poolParams, evadingPlan('forgone').rerollOnN]).toEqual([{ base: 2, flex: 0, macro: -1 }, true]);
  });

  it('JW-114, Ace by hand: Skill 2 (2 dice) 1/6 -> Skill 3 4/9; Skill 1 already rolls 2 dice; 2 dice with -1M keep a pair 1/6 x 5/6 = 5/36', () => {
    expect(poolValue(2).success).toBeCloseTo(1 / 6, 12);
    expect(poolValue(3).success).toBeCloseTo(4 / 9, 12);
    expect(poolValue(1)).toEqual(poolValue(2));
    expect(poolValue(1, -1).success).toBeCloseTo(1 / 6, 12);
    expect(poolValue(2, -1).success).toBeCloseTo(5 / 36, 12);
    expect(poolValue(3).damage).toBeCloseTo(17 / 36, 12);
  });
});

describe('jw-damage-pipeline: Rating Damage, spills and overflow (JW-083, JW-084, JW-085)', () => {
  const tengu = CARDS.get('tengu') as CapitalCard;

  it("the rulebook's example: a Tengu at Defense 4, Sensors 3, Thrusters 1 takes [D5,D6]: one Thrusters box, and the second hit spills (to Defense, the most boxes left)", () => {
    const ship = { tracks: [tengu.structure, tengu.defense, tengu.sensors, tengu.thrusters, tengu.marines], marked: [0, 0, 0, 1, 0] };
    expect(resolveDs(ship, code([5, 1], [6, 1]))).toEqual({ marks: [0, 1, 0, 1, 0], spilled: 1, overflowed: 0 });
    // With no rating left, every D goes to Structure ("If there are no remaining Ratings, apply a damage to Structure instead").
    const bare = { ...ship, marked: [0, 4, 3, 2, 0] };
    expect(resolveDs(bare, code([1, 1], [3, 1]))).toEqual({ marks: [2, 0, 0, 0, 0], spilled: 0, overflowed: 2 });
  });

  it("resolving a hit's D results one at a time in Value order is damageCapital's own resolution of them, for every code and every rating state of the Tengu", () => {
    const tracks = [tengu.structure, tengu.defense, tengu.sensors, tengu.thrusters, tengu.marines];
    let checked = 0;
    const differ: string[] = [];
    for (let d = 0; d <= 4; d++) {
      for (let t = 0; t <= 2; t++) {
        for (let c = 0; c < 4096; c++) {
          let onlyDs = 0;
          for (let f = 1; f <= 6; f++) if (levelOf(c, f) === 1) onlyDs = withLevel(onlyDs, f, 1);
          const marked = [0, d, 1, t, 0];
          const whole = { tracks, marked: new Int8Array(marked) };
          damageCapital(whole, onlyDs, 'standard', newTally());
          const marks = resolveDs({ tracks, marked }, c).marks;
          checked++;
          if (marks.join() !== Array.from(whole.marked, (m, i) => m - marked[i]).join()) differ.push(`${d}/${t}/${c}`);
        }
      }
    }
    expect([checked, differ.slice(0, 5)]).toEqual([5 * 3 * 4096, []]);
  });

  it('the reference attack is 4B 1F on a Tengu (Short +1, side +1, side Armor 0) and 4B on an Alexander (side Armor 1); on a fresh Tengu its D results spread evenly and never spill', () => {
    const fresh = cellTable({ part: 'rating', ship: 'tengu', state: 'fresh' });
    expect(pool(fresh)).toEqual({ base: 4, flex: 1, macro: 0 });
    expect(pool(cellTable({ part: 'rating', ship: 'alexander', state: 'none-left' }))).toEqual({ base: 4, flex: 0, macro: 0 });
    const d = ratingDamage(fresh);
    expect([d.spill, d.overflow]).toEqual([0, 0]);
    expect(d.perTrack[1]).toBeCloseTo(d.perTrack[2], 12);
    expect(d.perTrack[2]).toBeCloseTo(d.perTrack[3], 12);
    // The D results' expected count, from the same exact distribution.
    const p = exactAttack(first(fresh).plan, 'steps');
    let ds = 0;
    for (let c = 0; c < 4096; c++) for (let f = 1; f <= 6; f++) if (levelOf(c, f) === 1) ds += p[c];
    expect(d.perTrack[1] + d.perTrack[2] + d.perTrack[3]).toBeCloseTo(ds, 12);
  });

  it('scripted: [D5,D6] on the example Tengu marks 2 boxes, no Structure; [T2] on a Tengu with no rating left marks 1 Structure and sends its Critical Hit to the first weapon, damaged on a 5', () => {
    expect(scripted({ part: 'rating', ship: 'tengu', state: 'example' }, [[[4, 1, 0], code([5, 1], [6, 1])]])).toEqual<Outcome>({ hit: true, loss: 2, structure: 0, out: false, weapon: false, attackerLost: false, attackerLoss: 0 });
    expect(scripted({ part: 'rating', ship: 'tengu', state: 'none-left' }, [[[4, 1, 0], die(2, 2)], ['d6', 5]])).toEqual<Outcome>({ hit: true, loss: 1, structure: 1, out: false, weapon: true, attackerLost: false, attackerLoss: 0 });
    // The Alexander's first weapon is its Spinal laser: a 5 does not damage it.
    expect(scripted({ part: 'rating', ship: 'alexander', state: 'none-left' }, [[[4, 0, 0], die(2, 2)], ['d6', 5]]).weapon).toBe(false);
  });
});

describe('jw-damage-pipeline: Point Defense, boarding and the firefight (JW-093, JW-094, JW-095)', () => {
  it('every table rolls the pool the rules give: Point Defense and boarding Defense + 1 (AS = Defense, Short Range +1), the Evasive fighter opposed by its Skill 2; a firefight the Marines, then the Boarders', () => {
    for (const defense of [1, 2, 3, 4]) {
      expect(pool(cellTable({ part: 'point-defense', squadron: 'pathfinder', defense }))).toEqual({ base: defense + 1, flex: 0, macro: 0 });
      const fighter = cellTable({ part: 'point-defense', squadron: 'cega-fighter-squadron', defense });
      expect([pool(fighter), first(fighter).plan.opposed]).toEqual([{ base: defense + 1, flex: 0, macro: 0 }, { base: 2, flex: 0, macro: 0 }]);
      for (const marines of [1, 2, 3, 4]) expect(pool(cellTable({ part: 'boarding', marines, defense }))).toEqual({ base: defense + 1, flex: 0, macro: 0 });
    }
    for (const marines of [1, 2, 3, 4]) for (const boarders of [1, 2, 3, 4]) expect(pool(cellTable({ part: 'firefight', marines, boarders }))).toEqual({ base: marines, flex: 0, macro: 0 });
  });

  it('scripted: Point Defense 3 [T] on the fighter (opposed by N) takes both its Structure; 4 Marines through Defense 2 [T]: 3 lost, 1 aboard', () => {
    expect(scripted({ part: 'point-defense', squadron: 'cega-fighter-squadron', defense: 3 }, [[[4, 0, 0], T], [[2, 0, 0], N]])).toEqual<Outcome>({ hit: true, loss: 2, structure: 2, out: true, weapon: false, attackerLost: false, attackerLoss: 0 });
    expect(scripted({ part: 'boarding', marines: 4, defense: 2 }, [[[3, 0, 0], T]])).toEqual<Outcome>({ hit: true, loss: 3, structure: 0, out: false, weapon: false, attackerLost: false, attackerLoss: 0 });
    expect(scripted({ part: 'boarding', marines: 2, defense: 4 }, [[[5, 0, 0], code([1, 1], [4, 1])]]).out).toBe(true);
  });

  it('scripted firefight, 2 Marines against 3 Boarders: the Marines roll N, the Boarders a T (-2): the ship is Captured and its 3 Boarders become its Marines', () => {
    const o = scripted({ part: 'firefight', marines: 2, boarders: 3 }, [[[2, 0, 0], N], [[3, 0, 0], T]]);
    expect(o).toEqual<Outcome>({ hit: true, loss: 2, structure: 0, out: true, weapon: false, attackerLost: false, attackerLoss: 0 });
    // Both roll before losses: a Q from 4 Boarders and a D from the Marines leave 3 Boarders on a ship with no Marines.
    expect(scripted({ part: 'firefight', marines: 4, boarders: 4 }, [[[4, 0, 0], D], [[4, 0, 0], Q]])).toMatchObject({ loss: 4, out: true, attackerLoss: 1 });
  });

  it('a firefight of 1 against 1 by hand: each side rolls 2 dice (Base Pool of 1); the ship is Captured when its Marines lose (1/6) and the Boarder survives (5/6): 5/36', () => {
    const e = exact({ part: 'firefight', marines: 1, boarders: 1 });
    expect(e.out).toBeCloseTo(5 / 36, 12);
    expect(e.attackerLost).toBeCloseTo(1 / 6, 12);
  });
});

describe('jw-damage-pipeline: the Bombing Run and the Dogfight (JW-104, JW-105), played by the game', () => {
  /** P(a squadron of Structure s is destroyed by an attack with this plan), from the plan's exact final codes (Squadron Damage 1-2-3). */
  const kills = (plan: AttackPlan, structure: number) => {
    const p = exactAttack(plan, 'steps');
    const scale = damageScale(VARIANTS['squadron-damage']);
    let sum = 0;
    for (let c = 0; c < p.length; c++) if (squadronDamage(c, scale) >= structure) sum += p[c];
    return sum;
  };

  it("the Bombing Run's pools: AC 3 + Skill 3 + bid, rounded by the Attack share, +1B (Bombing +2, fore Armor 1); the ship AS 1 + Defense, 1/3 into Attack", () => {
    for (const bid of [0, 1, 2]) {
      for (const split of [0, 1, 2]) {
        const s = cellTable({ part: 'bombing', bid, split, defense: 3 });
        const attack = Math.round((6 + bid) * [1 / 3, 1 / 2, 2 / 3][split]);
        expect(pool(s)).toEqual({ base: attack + 1, flex: 0, macro: 0 });
        // The ship's Defense pool opposes it; the ship's own Attack job follows (simultaneous: it needs no living attacker).
        expect(first(s).plan.opposed).toEqual({ base: 3, flex: 0, macro: 0 });
        expect([(s.jobs[1] as AttackJob).plan.poolParams.base, (s.jobs[1] as AttackJob).needsAttacker]).toEqual([1, false]);
      }
    }
    // Defense 0: a pool of 1 puts no die into Attack, so the ship makes no attack (the squadron's free move follows: freeMoves.ts).
    expect(cellTable({ part: 'bombing', bid: 2, split: 2, defense: 0 }).jobs.map((j) => j.kind)).toEqual(['attack', 'free-move']);
  });

  it('scripted: the run [T3] against N, the ship [D] against N (the jw-close-attacks example\'s dice): 2 boxes on the Wyvern, 1 Structure off the Pathfinder', () => {
    const o = scripted({ part: 'bombing', bid: 2, split: 2, defense: 3 }, [
      [[6, 0, 0], T],
      [[3, 0, 0], N],
      [[1, 1, 0], D],
      [[3, 0, 0], N],
    ]);
    expect(o).toEqual<Outcome>({ hit: true, loss: 2, structure: 1, out: false, weapon: false, attackerLost: false, attackerLoss: 1 });
  });

  it('a Bombing Run is simultaneous: the squadron\'s Structure lost is the ship\'s attack alone, whatever the run did', () => {
    const s = cellTable({ part: 'bombing', bid: 0, split: 0, defense: 3 });
    const p = exactAttack((s.jobs[1] as AttackJob).plan, 'steps');
    let loss = 0;
    for (let c = 0; c < p.length; c++) loss += p[c] * squadronDamage(c, damageScale('1-2-3'));
    expect(exact({ part: 'bombing', bid: 0, split: 0, defense: 3 }).attackerLoss).toBeCloseTo(loss, 12);
  });

  it('the Dogfight in initiative order: the Beam fighter\'s attack first; the other fires only if it survived; simultaneously both always fire', () => {
    for (const commits of ['heuristic', 'even'] as const) {
      const s = cellTable({ part: 'dogfight', order: 'initiative', commits });
      const [beam, kinetic] = s.jobs as AttackJob[];
      expect([beam.attacker, kinetic.attacker, beam.needsAttacker, kinetic.needsAttacker]).toEqual([0, 1, true, true]);
      const pBeam = kills(beam.plan, 2);
      const pKinetic = kills(kinetic.plan, 2);
      const order = exact({ part: 'dogfight', order: 'initiative', commits });
      const both = exact({ part: 'dogfight', order: 'simultaneous', commits });
      expect(order.out).toBeCloseTo(pBeam, 12);
      expect(both.out).toBeCloseTo(pBeam, 12);
      expect(order.attackerLost).toBeCloseTo((1 - pBeam) * pKinetic, 12);
      expect(both.attackerLost).toBeCloseTo(pKinetic, 12);
    }
    // The heuristic's commits (all the Fuel, 3): the Beam fighter 8 dice, 2/3 into Attack (5), against 8 - 4 + 1 (Evasive) = 5.
    expect([pool(cellTable({ part: 'dogfight', order: 'initiative', commits: 'heuristic' })), (cellTable({ part: 'dogfight', order: 'initiative', commits: 'heuristic' }).jobs[0] as AttackJob).plan.opposed]).toEqual([
      { base: 5, flex: 0, macro: 0 },
      { base: 5, flex: 0, macro: 0 },
    ]);
  });

  it('scripted: a Beam [Q] destroys the CEGA fighter before it fires in initiative order; simultaneously it still fires', () => {
    const order = scripted({ part: 'dogfight', order: 'initiative', commits: 'heuristic' }, [
      [[5, 0, 0], Q],
      [[5, 0, 0], N],
    ]);
    expect(order).toEqual<Outcome>({ hit: true, loss: 2, structure: 2, out: true, weapon: false, attackerLost: false, attackerLoss: 0 });
    const both = scripted({ part: 'dogfight', order: 'simultaneous', commits: 'heuristic' }, [
      [[5, 0, 0], Q],
      [[5, 0, 0], N],
      // The CEGA fighter's Kinetic Cannon: Attack 4, +1 (Snub in a Dogfight) -> 5B, against the Beam fighter's Defense 3 + 1.
      [[5, 0, 0], T],
      [[4, 0, 0], N],
    ]);
    expect(both).toEqual<Outcome>({ hit: true, loss: 2, structure: 2, out: true, weapon: false, attackerLost: true, attackerLoss: 2 });
  });
});

describe("jw-damage-pipeline: the JW-082 paragraph's claim", () => {
  it('resolving a hit highest magnitude first gives the same Structure, Critical Hits and overflow as the engine\'s lowest-first order (Tengu, Appalachian: every rating state, every result of up to 8 dice, three tables)', () => {
    const codes: number[] = [];
    for (let c = 0; c < 4096; c++) {
      let dice = 0;
      for (let f = 1; f <= 6; f++) dice += levelOf(c, f) ? levelOf(c, f) + 1 : 0;
      if (dice <= 8) codes.push(c);
    }
    let checked = 0;
    const differ: string[] = [];
    for (const id of ['tengu', 'appalachian']) {
      const card = CARDS.get(id) as CapitalCard;
      const tracks = [card.structure, card.defense, card.sensors, card.thrusters, card.marines];
      for (let d = 0; d <= card.defense.length; d++) {
        for (let s = 0; s <= card.sensors.length; s++) {
          for (let t = 0; t <= card.thrusters.length; t++) {
            for (const table of ['standard', 'particle', 'mass-driver'] as const) {
              for (const c of codes) {
                const low = { tracks, marked: new Int8Array([0, d, s, t, 0]) };
                const lowTally = newTally();
                damageCapital(low, c, table, lowTally);
                const high = { tracks, marked: new Int8Array([0, d, s, t, 0]) };
                const highTally = newTally();
                for (let level = 3; level >= 1; level--) for (let v = 6; v >= 1; v--) if (levelOf(c, v) === level) damageCapital(high, withLevel(0, v, level), table, highTally);
                checked++;
                if (high.marked[0] !== low.marked[0] || highTally.criticals !== lowTally.criticals || highTally.overflow !== lowTally.overflow) differ.push(`${id} ${d}/${s}/${t} ${table} ${c}`);
              }
            }
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(100_000);
    expect(differ.slice(0, 5)).toEqual([]);
  });
});

describe('jw-damage-pipeline: a short run', () => {
  it('plays every arm as it names it: each agrees with its exact value, and the catalogue lists what the answer answers', async () => {
    const { result } = await runToResult({ experiment: 'jw-damage-pipeline', trials: 4096, seed: 5, workers: 1 });
    expect(result.arms.map((a) => a.id)).toEqual(ARMS.map((a) => a.id));
    expect(experiment.source.catalogue).toEqual(['JW-077', 'JW-078', 'JW-083', 'JW-084', 'JW-085', 'JW-093', 'JW-094', 'JW-095', 'JW-104', 'JW-105', 'JW-114', 'JW-132', 'JW-134']);
    for (const spec of ARMS) {
      const a = result.arms.find((x) => x.id === spec.id)!;
      const e = exact(spec.params as Cell);
      for (const [value, metric] of [[e.hit, METRIC.hit], [e.loss, METRIC.loss], [e.structure, METRIC.structure], [e.out, METRIC.out], [e.weapon, METRIC.weapon], [e.attackerLost, METRIC.attackerLost], [e.attackerLoss, METRIC.attackerLoss]] as const) {
        const m = a.metrics[metric] as ProportionMetric | MeanMetric;
        // A value the exact resolution says is impossible is never sampled either.
        if (value === 0) expect(m.kind === 'proportion' ? m.count : m.mean, `${spec.id} ${metric}`).toBe(0);
        else expect(holdsWithSlack(value, m.ci), `${spec.id} ${metric}: exact ${value}, interval ${m.ci}`).toBe(true);
      }
    }
    expect(result.answer!.length).toBeGreaterThan(10);
  }, 120_000);
});
