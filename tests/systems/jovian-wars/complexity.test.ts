/**
 * complexity.ts (JW-001): which subsystem a pending roll and a logged event
 * belong to, checked on hand-made chance nodes (one per job kind and attack
 * weapon that matters), and on scripted rolls of a real table: a gun's attack
 * roll, then the Critical Hit's weapon-damage d6 it queues.
 */
import { describe, expect, it } from 'vitest';
import type { AttackPlan } from '../../../src/systems/jovian-wars/attackPool.ts';
import type { JovianState } from '../../../src/systems/jovian-wars/game.ts';
import { attackJob, diceOf, EXPLOSION, HAZARD, type Job } from '../../../src/systems/jovian-wars/jobs.ts';
import { ACTIONS, POINT_DEFENSE } from '../../../src/systems/jovian-wars/options.ts';
import { RAM } from '../../../src/systems/jovian-wars/ram.ts';
import { SABOTAGE } from '../../../src/systems/jovian-wars/boarding.ts';
import { eventSubsystem, rollAt, SUBSYSTEM_IDS } from '../../../src/systems/jovian-wars/complexity.ts';
import { activate, choose, start, table, unitOf } from './scripted.ts';
import { DEFENSE, SENSORS, THRUSTERS } from '../../../src/systems/jovian-wars/damage.ts';

const POOL = { base: 4, flex: 1, macro: -1 };

/** A plan with only the fields rollAt reads: 4 Base, 1 Flex, -1 Macro (6 dice), opposed by 3 Base when `opposed`. */
function plan(opposed: boolean, extra: Partial<AttackPlan> = {}): AttackPlan {
  return { poolParams: POOL, opposed: opposed ? { base: 3, flex: 0, macro: 0 } : null, declareChance: 1, rolls: 1, rerollOnN: false, ...extra } as AttackPlan;
}

/** A game paused at a chance node of `job`, rolling `roll`. */
function pending(job: Job, roll: JovianState['roll'] = POOL): JovianState {
  const state = start();
  state.jobs = [job];
  state.roll = roll;
  return state;
}

describe('complexity: the dice of a roll', () => {
  it('counts Base + Flex + |Macro| dice, 2 for a Base Pool under 2 (Dice System › Base Pool of 1), 1 for a d6', () => {
    expect(diceOf({ base: 4, flex: 1, macro: -1 })).toBe(6);
    expect(diceOf({ base: 3, flex: 2, macro: 2 })).toBe(7);
    expect(diceOf({ base: 1, flex: 2, macro: 1 })).toBe(2);
    expect(diceOf({ base: -1, flex: 0, macro: 0 })).toBe(2);
    expect(diceOf('d6')).toBe(1);
    expect(diceOf(null)).toBe(0);
  });
});

describe('complexity: the subsystem of a pending roll', () => {
  it('splits attacks by weapon and window', () => {
    const at = (weapon: number, window: Parameters<typeof attackJob>[5]) => rollAt(pending(attackJob(0, weapon, 12, plan(false), 'standard', window, false))).subsystem;
    expect(at(0, 'activation')).toBe('fire');
    expect(at(POINT_DEFENSE, 'point-defense')).toBe('point-defense');
    expect(at(1, 'bombing')).toBe('squadron-runs');
    expect(at(0, 'dogfight')).toBe('squadron-runs');
    expect(at(EXPLOSION, 'activation')).toBe('damage');
    expect(at(HAZARD, 'terrain')).toBe('terrain');
    expect(at(RAM, 'activation')).toBe('ram');
    expect(at(SABOTAGE, 'activation')).toBe('boarding');
  });

  it('places every other job kind that rolls', () => {
    const kind = (job: Job, roll: JovianState['roll'] = 'd6') => rollAt(pending(job, roll)).subsystem;
    expect(kind({ kind: 'catastrophic', unit: 0, weapon: 0 })).toBe('damage');
    expect(kind({ kind: 'weapon-damage', unit: 0, weapon: 1 })).toBe('damage');
    expect(kind({ kind: 'withdraw', unit: 0 }, POOL)).toBe('withdraw');
    expect(kind({ kind: 'damage-control', unit: 0 }, POOL)).toBe('damage-control');
    expect(kind({ kind: 'repair', unit: 0, weapon: -1 })).toBe('damage-control');
    expect(kind({ kind: 'silent-running', unit: 0, rating: 0 }, POOL)).toBe('special-actions');
    expect(kind({ kind: 'long-shot', unit: 0 }, POOL)).toBe('special-actions');
    expect(kind({ kind: 'ram-test', unit: 0, target: 1, crippled: false }, POOL)).toBe('ram');
    expect(kind({ kind: 'board', unit: 0, target: 1, marines: 2 }, POOL)).toBe('boarding');
    expect(kind({ kind: 'squadron-repair', unit: 20, carrier: 0 }, POOL)).toBe('carriers');
    expect(kind({ kind: 'comet', body: 0, first: 0 })).toBe('terrain');
    expect(rollAt(pending({ kind: 'catastrophic', unit: 0, weapon: 0 }, 'd6')).dice).toBe(1);
  });

  it('starts an opposed attack at its first roll only: not the opposed pool, a Beam re-roll or a later Linked roll', () => {
    const job = attackJob(0, 0, 12, plan(true, { rolls: 2 }), 'standard', 'activation', false);
    expect(rollAt(pending(job))).toEqual({ subsystem: 'fire', dice: 6, opposedStart: true });
    job.stage = 1;
    expect(rollAt(pending(job, { base: 3, flex: 0, macro: 0 }))).toEqual({ subsystem: 'fire', dice: 3, opposedStart: false });
    job.stage = 0;
    job.rerolled = true;
    expect(rollAt(pending(job)).opposedStart).toBe(false);
    job.rerolled = false;
    job.rollsLeft = 1;
    expect(rollAt(pending(job)).opposedStart).toBe(false);
    // A Cloak Skill Test (stage -1) is the attack's first roll; the pool roll after it is not.
    const cloaked = attackJob(0, 0, 12, plan(true, { declareChance: 0.5 }), 'standard', 'activation', false);
    expect(cloaked.stage).toBe(-1);
    expect(rollAt(pending(cloaked, { base: 2, flex: 0, macro: 0 })).opposedStart).toBe(true);
    cloaked.stage = 0;
    expect(rollAt(pending(cloaked)).opposedStart).toBe(false);
    // An attack that is not opposed starts nothing to count.
    expect(rollAt(pending(attackJob(0, 0, 12, plan(false), 'standard', 'activation', false))).opposedStart).toBe(false);
  });

  it('refuses a decision node', () => {
    expect(() => rollAt(start())).toThrow(/chance node/);
  });

  it('on a scripted table: a gun roll is fire; the weapon-damage d6 its Critical Hit queues is damage', () => {
    // Damage › Critical Hit on a Javelin whose ratings are all gone: a weapon-damage d6 (jobs.ts resolveCriticals).
    const state = table({ uller: [24, 20, 2], javelin: [24, 30, 6] });
    const javelin = unitOf(state, 'javelin');
    for (const r of [DEFENSE, SENSORS, THRUSTERS]) javelin.marked[r] = javelin.tracks[r].length;
    activate(state, unitOf(state, 'uller'));
    choose(state, (o) => o.kind === 'move' && o.turns === 0 && o.distance === 1);
    choose(state, (o) => o.kind === 'fire' && o.target === javelin.index && o.weapon >= 0);
    const gun = rollAt(state);
    expect(gun.subsystem).toBe('fire');
    expect(gun.dice).toBe(diceOf(state.roll));
    // The best result the pool can roll (codes rise with magnitude), until the attack is resolved.
    while (state.jobs[0]?.kind === 'attack') state.apply(state.chanceOutcomes().at(-1)!.action);
    expect(state.jobs[0]?.kind).toBe('weapon-damage');
    expect(rollAt(state)).toEqual({ subsystem: 'damage', dice: 1, opposedStart: false });
  });
});

describe('complexity: the subsystem of a logged event', () => {
  it('names framing events null and the rest by kind; a declared Action by its name', () => {
    for (const kind of ['start', 'turn', 'end', 'deploy', 'activate', 'terrain']) expect(eventSubsystem({ kind })).toBeNull();
    expect(eventSubsystem({ kind: 'move' })).toBe('movement');
    expect(eventSubsystem({ kind: 'reveal' })).toBe('squadron-runs');
    expect(eventSubsystem({ kind: 'fire' })).toBe('fire');
    expect(eventSubsystem({ kind: 'repair-die' })).toBe('damage-control');
    expect(eventSubsystem({ kind: 'captured' })).toBe('boarding');
    expect(eventSubsystem({ kind: 'launch' })).toBe('carriers');
    expect(eventSubsystem({ kind: 'action', action: ACTIONS.indexOf('damage-control') })).toBe('damage-control');
    expect(eventSubsystem({ kind: 'action', action: ACTIONS.indexOf('silent-running') })).toBe('special-actions');
    expect(eventSubsystem({ kind: 'action', action: ACTIONS.indexOf('suppressing-fire') })).toBe('fire');
    expect(eventSubsystem({ kind: 'action', action: ACTIONS.indexOf('evade') })).toBe('special-actions');
  });

  it('throws on a kind it does not know, so a new event is placed on purpose', () => {
    expect(() => eventSubsystem({ kind: 'teleported' })).toThrow(/teleported/);
  });

  it('lists every subsystem once', () => {
    expect(new Set(SUBSYSTEM_IDS).size).toBe(SUBSYSTEM_IDS.length);
    expect(SUBSYSTEM_IDS).toContain('movement');
  });
});
