/**
 * jw-close-attacks (experiments/jovian-wars/close-attacks.ts; JW-011, JW-012, JW-016): the gun helpers against
 * hand-worked dice and against the attack pipeline itself; a Bombing Run, a stand-off attack and the rulebook's
 * Ram example played on the experiment's tables with scripted dice, every pool the game asks for checked by hand
 * and the readings (boxes, lost, out) against the game's log; the readings of random trials against their logs;
 * and a short run whose every arm is the set-up it names.
 */
import { describe, expect, it } from 'vitest';
import experiment, { ARMS, gunArmId, ramArmId, squadronArmId } from '../../experiments/jovian-wars/close-attacks.ts';
import {
  exactGun,
  GUN_ACS,
  gunPlan,
  heuristicPlayer,
  METRIC,
  RAM_ARCS,
  RAM_STRUCTURES,
  ramAction,
  ramEscalates,
  RAMMED_STATES,
  ramTable,
  RUN_START_INCHES,
  squadronActivation,
  SQUADRONS,
  squadronTable,
  VARIANTS,
  withStructure,
  type Outcome,
  type Roller,
} from '../../experiments/jovian-wars/_closeAttacks.ts';
import { withLevel } from '../../src/dice/setMagnitudes.ts';
import { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import { runToResult } from '../../src/sim/run.ts';
import type { MeanMetric, ProportionMetric } from '../../src/sim/result.ts';
import { attackValues } from '../../src/systems/attackPipeline.ts';
import { jovianWarsAttack } from '../../src/systems/jovian-wars/attack.ts';
import { exactAttack } from '../../src/systems/jovian-wars/attackPool.ts';
import { CARDS } from '../../src/systems/jovian-wars/cards.ts';
import type { JovianState } from '../../src/systems/jovian-wars/game.ts';
import { D, N, T, die } from '../systems/jovian-wars/scripted.ts';
import { holdsWithSlack } from './intervals.ts';

/** Scripted dice: each pending roll must be the pool given (Base, Flex, Macro, or 'd6'), and comes up as the outcome given. */
function scripted(steps: [pool: [number, number, number] | 'd6', outcome: number][]): Roller & { left: () => number } {
  const roll = ((s: JovianState) => {
    const step = steps.shift();
    expect(step, `an unscripted roll: ${JSON.stringify(s.roll)}`).toBeDefined();
    const [pool, outcome] = step!;
    expect(s.roll).toEqual(pool === 'd6' ? 'd6' : { base: pool[0], flex: pool[1], macro: pool[2] });
    s.apply(outcome);
  }) as Roller & { left: () => number };
  roll.left = () => steps.length;
  return roll;
}

interface Hit {
  kind: string;
  target?: number;
  structure?: number;
  rating?: number;
  left?: number;
}

/** Boxes the log says a capital ship lost (its hit events' Structure and Rating, Critical Hits' ratings included), and a squadron's Structure left. */
function logged(s: JovianState, index: number): { boxes: number; left: number | undefined } {
  const hits = (s.events() as unknown as Hit[]).filter((e) => e.kind === 'hit' && e.target === index);
  return { boxes: hits.reduce((sum, e) => sum + (e.structure ?? 0) + (e.rating ?? 0), 0), left: hits.at(-1)?.left };
}

const code = (...sets: [face: number, level: number][]) => sets.reduce((c, [face, level]) => withLevel(c, face, level), 0);

describe('jw-close-attacks: one Fire Control of a gun (JW-012)', () => {
  it('plans the pool the pipeline compiles for the same weapon at the Valiant\'s fore arc at Short Range: the AC alone, Beam re-roll on', () => {
    for (const type of ['beam', 'kinetic', 'particle', 'mass-driver'] as const) {
      for (const ac of GUN_ACS) {
        const compiled = jovianWarsAttack.compile(attackValues(jovianWarsAttack, { weapon: 'profile', type, ac, as: ac, ma: 0, target: 'valiant', band: 'short' }), VARIANTS);
        const plan = gunPlan(type, ac);
        expect(compiled.params.pool).toBe(`${ac}B 0F 0M`);
        expect(`${plan.poolParams.base}B ${plan.poolParams.flex}F ${plan.poolParams.macro}M`).toBe(compiled.params.pool);
        expect(plan.rerollOnN).toBe(type === 'beam');
        expect(Array.from(exactAttack(plan, 'steps'))).toEqual(Array.from(compiled.exact()));
      }
    }
    // With Macro 1 the Mass Driver's Macro die becomes a Flex die (Weapons › Mass Driver); the others keep it.
    expect(gunPlan('mass-driver', 3, true, 1).poolParams).toEqual({ base: 3, flex: 1, macro: 0 });
    expect(gunPlan('kinetic', 3, true, 1).poolParams).toEqual({ base: 3, flex: 0, macro: 1 });
  });

  it('a Beam at AC 3 succeeds 1 - (5/9)^2 = 56/81 of the time with its re-roll, 4/9 without (three dice show no pair 6 x 5 x 4 / 216 = 5/9)', () => {
    expect(exactGun('beam', 3).success).toBeCloseTo(56 / 81, 12);
    expect(exactGun('beam', 3, false).success).toBeCloseTo(4 / 9, 12);
    expect(exactGun('kinetic', 3).success).toBeCloseTo(4 / 9, 12);
    expect(exactGun('beam', 2).success).toBeCloseTo(1 - (5 / 6) ** 2, 12);
  });

  it('boxes per Fire Control at AC 3: a D (5/12) is 1 box; a T (1/36) is 1 Structure + 1 Critical Hit, + the named system for a Particle Cannon; a Mass Driver\'s T is a rating + a Critical Hit', () => {
    expect(exactGun('kinetic', 3).damage).toBeCloseTo(5 / 12 + 2 / 36, 12);
    expect(exactGun('particle', 3).damage).toBeCloseTo(5 / 12 + 3 / 36, 12);
    expect(exactGun('mass-driver', 3).damage).toBeCloseTo(5 / 12 + 2 / 36, 12);
    expect(exactGun('kinetic', 3).structure).toBeCloseTo(1 / 36, 12);
    expect(exactGun('mass-driver', 4).structure).toBe(0);
    // Two dice make no T: at AC 2 every type marks 1 box on a pair (1/6), the Beam 1/6 + 5/6 x 1/6.
    expect(exactGun('particle', 2).damage).toBeCloseTo(1 / 6, 12);
    expect(exactGun('beam', 2).damage).toBeCloseTo(1 / 6 + (5 / 6) * (1 / 6), 12);
  });
});

describe('jw-close-attacks: a squadron\'s Bombing Run and stand-off attack (JW-016), played by the game', () => {
  it('puts each squadron 8" from its ship, in its fore arc, a run it can fly without Boost', () => {
    for (const { squadron, target } of SQUADRONS) {
      const s = squadronTable(squadron, target);
      expect(s.units.map((u) => u.card)).toEqual([squadron, target]);
      expect(Math.hypot(s.units[0].x - s.units[1].x, s.units[0].y - s.units[1].y)).toBe(RUN_START_INCHES);
      expect((CARDS.get(squadron) as { speed: number }).speed).toBeGreaterThanOrEqual(RUN_START_INCHES);
    }
  });

  it('the Pathfinder\'s Bombing Run on the Wyvern, dice by hand: Point Defense 4B at 3"; commits 9 = AC 3 + Skill 3 + bid 3 (all its Fuel) -> 6 Attack, 3 Defense, the ship 4 = AS 1 + Defense 3 -> 1 and 3; the run 7B (+2 Bombing, -1 Armor) [T3] against 3B N: 1 Structure and a Critical Hit; the ship 1B 1F [D] against 3B N: 1 Structure', () => {
    const s = squadronTable('pathfinder', 'wyvern', true);
    const dice = scripted([
      [[4, 0, 0], N], // Point Defense: AS = Defense 3, +1 at Short Range
      [[7, 0, 0], T], // the squadron's Attack: 6, +2 Bombing -1 fore Armor = +1 -> +1B
      [[3, 0, 0], N], // the ship's Defense pool
      [[1, 1, 0], D], // the ship's Attack: 1, the Mass Driver's Macro 1 as Flex
      [[3, 0, 0], N], // the squadron's Defense pool
    ]);
    const o = squadronActivation(s, 'bombing-run', heuristicPlayer(), Xoshiro128.stream(1, 1), dice);
    expect(dice.left()).toBe(0);
    const reveal = (s.events() as unknown as { kind: string; bids?: number[]; pools?: number[][] }[]).find((e) => e.kind === 'reveal')!;
    expect([reveal.bids, reveal.pools]).toEqual([[3, 0], [[6, 3], [1, 3]]]);
    // [T3]: 1 Structure and a Critical Hit (the strongest rating, Defense 3); the squadron loses 1 Structure to the D.
    expect(o).toEqual<Outcome>({ hit: true, damage: 2, targetOut: false, attackerLost: false, attackerDamage: 1 });
    expect(logged(s, 1).boxes).toBe(o.damage);
    expect(logged(s, 0).left).toBe(3 - o.attackerDamage);
    // The free 4" move back: 1" from the ship, then 4" away.
    expect(s.units[0].y).toBe(20 - 1 - 4);
  });

  it('the Pathfinder\'s stand-off attack: to 5.5" (Short Range, outside Point Defense\'s 3"), its Kinetic Cannon 3B (Short +1, Armor -1) [D5]: one Thrusters box', () => {
    const s = squadronTable('pathfinder', 'wyvern', true);
    const dice = scripted([[[3, 0, 0], die(1, 5)]]);
    const o = squadronActivation(s, 'stand-off', heuristicPlayer(), Xoshiro128.stream(1, 1), dice);
    expect(dice.left()).toBe(0);
    expect(s.units[0].y).toBe(20 - 5.5);
    expect(o).toEqual<Outcome>({ hit: true, damage: 1, targetOut: false, attackerLost: false, attackerDamage: 0 });
    expect(s.units[1].marked).toEqual([0, 0, 0, 1, 0]);
  });

  it('a CEGA fighter shot down by Point Defense on its way in makes no run: lost, and the ship untouched', () => {
    const s = squadronTable('cega-fighter-squadron', 'valiant', true);
    // Evasive: Point Defense (Defense 3 +1) is an opposed roll against the fighter's Skill 2; a Q takes both boxes.
    const dice = scripted([
      [[4, 0, 0], die(3, 2)],
      [[2, 0, 0], N],
    ]);
    const o = squadronActivation(s, 'bombing-run', heuristicPlayer(), Xoshiro128.stream(1, 1), dice);
    expect(dice.left()).toBe(0);
    expect(o).toEqual<Outcome>({ hit: false, damage: 0, targetOut: false, attackerLost: true, attackerDamage: 2 });
  });

  it('reads every random activation as the log records it (boxes on the ship, the squadron\'s Structure left)', () => {
    const rng = Xoshiro128.stream(11, 2);
    const commits = heuristicPlayer();
    for (const { squadron, target } of SQUADRONS) {
      for (const kind of ['bombing-run', 'stand-off'] as const) {
        for (let i = 0; i < 40; i++) {
          const s = squadronTable(squadron, target, true).clone({ reseed: rng, log: true });
          const o = squadronActivation(s, kind, commits, rng);
          const full = (s.units[0].def as { structure: number }).structure;
          expect(logged(s, 1).boxes).toBe(o.damage);
          expect(logged(s, 0).left ?? full).toBe(full - o.attackerDamage);
          expect(o.attackerLost).toBe(s.units[0].status === 'destroyed');
        }
      }
    }
  });
});

describe('jw-close-attacks: a capital ship rams a capital ship (JW-011), played by the game', () => {
  it('gives both ships a Structure track of S boxes under their own ids; the rammer keeps one box, the rammed ship all or one', () => {
    expect(withStructure('valiant', 6).structure).toEqual([6, 5, 4, 3, 2, 1]);
    expect(withStructure('tengu', 2).id).toBe('tengu-structure-2');
    const s = ramTable(5, 'side', 'one-left');
    expect(s.units.map((u) => [u.tracks[0].length, u.tracks[0][u.marked[0]], u.structure])).toEqual([
      [5, 1, 1],
      [5, 1, 1],
    ]);
    expect(ramTable(5, 'side', 'undamaged').units[1].marked[0]).toBe(0);
  });

  it('the rulebook\'s example: a Valiant with 1 Structure left rams a Tengu\'s side; Skill D escalates its 5d6 [D2, D5] to [T2, T5]; the Tengu\'s 4d6 [D2] escalates to [T2] and cripples the Valiant, whose Catastrophic roll of 1 leaves it Crippled (Action › Ram)', () => {
    // Both ships with Structure 4 (the example's Valiant; its Tengu has 3, which would roll 3d6).
    const s = ramTable(4, 'side', 'undamaged', true);
    const dice = scripted([
      [[3, 0, 0], D], // the Valiant's Skill 3 Test
      [[5, 0, 0], code([2, 1], [5, 1])], // Structure 4 + 1 for the side arc
      [[4, 0, 0], die(1, 2)], // the Tengu's Structure 4, no bonus (the Valiant strikes with its front)
      ['d6', 1], // the Valiant, Crippled: Catastrophic Damage Table, 1 + no system at 0
    ]);
    const o = ramAction(s, dice);
    expect(dice.left()).toBe(0);
    // [T2, T5]: 2 Structure and 2 Critical Hits on the Tengu; [T2]: the Valiant's last Structure box and a Critical Hit.
    expect(o).toEqual<Outcome>({ hit: true, damage: 4, targetOut: false, attackerLost: true, attackerDamage: 2 });
    expect(s.units[0].status).toBe('crippled');
    expect(logged(s, 1).boxes).toBe(o.damage);
    expect(logged(s, 0).boxes).toBe(o.attackerDamage);
  });

  it('head-on, both fronts touch: +1B to both rolls (S + 1 each); the rammer\'s roll escalates only on a Skill D+, the rammed ship\'s always', () => {
    for (const structure of RAM_STRUCTURES) {
      const s = ramTable(structure, 'head-on', 'one-left');
      const dice = scripted([
        [[3, 0, 0], N], // the Skill Test fails: the rammer's [D1] stays a D, one Defense box
        [[structure + 1, 0, 0], die(1, 1)],
        [[structure + 1, 0, 0], die(1, 4)], // [D4] -> [T4]: 1 Structure, the rammer's last box, and a Critical Hit
        ['d6', 6], // 6 + 0 systems at 0: Dead
      ]);
      const o = ramAction(s, dice);
      expect(dice.left()).toBe(0);
      expect(o).toEqual<Outcome>({ hit: true, damage: 1, targetOut: false, attackerLost: true, attackerDamage: 2 });
      expect(s.units[1].marked).toEqual([structure - 1, 1, 0, 0, 0]);
      expect(s.units[0].status).toBe('destroyed');
    }
  });

  it('escalates with the Skill Test\'s D+: 1 - 5/9 for Skill 3 (the Valiant), 1/6 for Skill 2', () => {
    expect(ramEscalates()).toBeCloseTo(4 / 9, 12);
    expect(ramEscalates(2)).toBeCloseTo(1 / 6, 12);
  });

  it('reads every random Ram as the log records it', () => {
    const rng = Xoshiro128.stream(12, 3);
    for (const structure of RAM_STRUCTURES) {
      for (const arc of RAM_ARCS) {
        for (const rammed of RAMMED_STATES) {
          for (let i = 0; i < 30; i++) {
            const table = ramTable(structure, arc, rammed, true);
            const before = [table.units[0].marked[0], table.units[1].marked[0]];
            const s = table.clone({ reseed: rng, log: true });
            const o = ramAction(s);
            expect(logged(s, 1).boxes).toBe(o.damage);
            expect(logged(s, 0).boxes).toBe(o.attackerDamage);
            expect(o.targetOut).toBe(s.units[1].status !== 'active');
            expect(o.attackerLost).toBe(s.units[0].status !== 'active');
            expect(before).toEqual([structure - 1, rammed === 'one-left' ? structure - 1 : 0]);
          }
        }
      }
    }
  });
});

describe('jw-close-attacks: a short run', () => {
  it('plays every arm as it names it: guns agree with their exact values, stand-off squadrons and guns risk nothing, both-out never exceeds either', async () => {
    const { result } = await runToResult({ experiment: 'jw-close-attacks', trials: 4096, seed: 5, workers: 1 });
    expect(result.arms.map((a) => a.id)).toEqual(ARMS.map((a) => a.id));
    expect(experiment.source.catalogue).toEqual(['JW-011', 'JW-012', 'JW-016']);
    const p = (id: string, metric: string) => result.arms.find((a) => a.id === id)!.metrics[metric] as ProportionMetric;
    const m = (id: string, metric: string) => result.arms.find((a) => a.id === id)!.metrics[metric] as MeanMetric;
    for (const ac of GUN_ACS) {
      for (const [type, reroll] of [['beam', true], ['beam', false], ['kinetic', true], ['particle', true], ['mass-driver', true]] as const) {
        const id = gunArmId(type, ac, reroll);
        const e = exactGun(type, ac, reroll);
        expect(holdsWithSlack(e.hit, p(id, METRIC.hit).ci), id).toBe(true);
        expect(holdsWithSlack(e.damage, m(id, METRIC.damage).ci), id).toBe(true);
        expect([p(id, METRIC.attackerLost).count, m(id, METRIC.attackerDamage).mean]).toEqual([0, 0]);
      }
    }
    for (const { squadron } of SQUADRONS) {
      const off = squadronArmId(squadron, 'stand-off');
      expect([p(off, METRIC.attackerLost).count, m(off, METRIC.attackerDamage).mean]).toEqual([0, 0]);
      expect(result.arms.find((a) => a.id === squadronArmId(squadron, 'bombing-run'))!.baselineArm).toBe(off);
    }
    for (const structure of RAM_STRUCTURES) {
      for (const arc of RAM_ARCS) {
        for (const rammed of RAMMED_STATES) {
          const id = ramArmId(structure, arc, rammed);
          const both = p(id, METRIC.bothOut).count;
          expect(both).toBeLessThanOrEqual(Math.min(p(id, METRIC.targetOut).count, p(id, METRIC.attackerLost).count));
          expect(both).toBeGreaterThanOrEqual(p(id, METRIC.targetOut).count + p(id, METRIC.attackerLost).count - 4096);
        }
      }
    }
    expect(result.answer!.length).toBeGreaterThan(5);
  }, 120_000);
});
