/**
 * When a hit's Catastrophic Damage rolls are made (variant `catastrophic-timing`), and Weapon Damage on a ship that is
 * gone. `002_f697cf6215cb147c.txt`, Damage › Damage Types › Structure Damage: "A model that is reduced to 0 Structure
 * Rating is Crippled and must immediately roll on the Catastrophic Damage Table"; Capital Ship Damage: "Resolve
 * multiple [D+] results in the following order: 1. Lowest Magnitude first ... This is to increase the likelihood of
 * more Ratings being 0 when making a roll on the Catastrophic Damage Table."
 */
import { describe, expect, it } from 'vitest';
import { withLevel } from '../../../src/dice/setMagnitudes.ts';
import { DEFENSE, SENSORS, STRUCTURE, THRUSTERS } from '../../../src/systems/jovian-wars/damage.ts';
import { attackJob, resolveRoll } from '../../../src/systems/jovian-wars/jobs.ts';
import { table, unitOf } from './scripted.ts';

/** Two T results, on faces 1 and 2: 2 Structure, 2 Critical Hits. */
const TWO_T = withLevel(withLevel(0, 1, 2), 2, 2);

/**
 * An Uller (Structure 4,3,2,1; Defense 3,2,1) at Structure 1 with Defense 2 (two boxes left) and Sensors and
 * Thrusters at 0, hit by the Valiant's Kinetic Cannon for two T's; the Catastrophic dice are `dice`.
 */
function twoTriples(timing: string, dice: number[]) {
  const state = table({ uller: [24, 10, 0], valiant: [24, 40, 4] }, { 'catastrophic-timing': timing });
  const uller = unitOf(state, 'uller');
  const valiant = unitOf(state, 'valiant');
  uller.marked[STRUCTURE] = 3;
  uller.marked[DEFENSE] = 1;
  uller.marked[SENSORS] = uller.tracks[SENSORS].length;
  uller.marked[THRUSTERS] = uller.tracks[THRUSTERS].length;
  uller.structure = 1;
  const wi = valiant.def.weapons.findIndex((w) => w.type === 'kinetic');
  state.jobs.push(attackJob(valiant.index, wi, uller.index, state.plan(valiant, wi, uller, 'activation'), 'standard', 'activation', false));
  state.settle();
  resolveRoll(state, TWO_T);
  for (const d of dice) {
    expect(state.roll).toBe('d6');
    state.apply(d);
  }
  const events = state.events() as unknown as { kind: string; total?: number; result?: string; unit?: number }[];
  return { state, uller, hits: events.filter((e) => e.kind === 'hit'), rolls: events.filter((e) => e.kind === 'catastrophic') };
}

describe('Structure Damage: "Crippled and must immediately roll on the Catastrophic Damage Table" (variant catastrophic-timing)', () => {
  it('immediate (default): the first T Cripples it and its Critical Hit takes Defense to 1, so the roll counts 2 Systems at 0: a 3 makes 5, No Effect; the second T then overflows and its Critical Hit zeroes Defense: 3 + 3 = 6, Dead', () => {
    const { uller, hits, rolls } = twoTriples('immediate', [3, 3]);
    expect(hits.length).toBe(2);
    expect(rolls.map((r) => [r.total, r.result])).toEqual([
      [5, 'none'],
      [6, 'dead'],
    ]);
    expect(uller.status).toBe('destroyed');
  });

  it('immediate: a Dead on the first roll ends the hit; the second T is never resolved (one hit event, one roll)', () => {
    const { uller, hits, rolls } = twoTriples('immediate', [5]);
    expect(hits.length).toBe(1);
    expect(rolls.map((r) => [r.total, r.result])).toEqual([[7, 'dead']]);
    expect(uller.status).toBe('destroyed');
    expect(uller.marked[DEFENSE]).toBe(2);
  });

  it('after-hit: both T and both Critical Hits first (Defense 0), so the same 3 makes 6, Dead, and the second roll is moot', () => {
    const { state, uller, hits, rolls } = twoTriples('after-hit', [3]);
    expect(hits.length).toBe(1);
    expect(rolls.map((r) => [r.total, r.result])).toEqual([[6, 'dead']]);
    expect(uller.status).toBe('destroyed');
    expect(state.roll).toBe(null);
  });
});

describe('Critical Hit › Weapon Damage on a ship already Destroyed is not rolled', () => {
  it('a Crippled Uller with every rating at 0 Explodes on its Catastrophic roll (6 + 3); the weapon-damage roll queued behind it makes no d6', () => {
    for (const timing of ['immediate', 'after-hit']) {
      const state = table({ uller: [24, 10, 0], valiant: [24, 40, 4] }, { 'catastrophic-timing': timing });
      const uller = unitOf(state, 'uller');
      uller.status = 'crippled';
      uller.marked[STRUCTURE] = uller.tracks[STRUCTURE].length;
      for (const r of [DEFENSE, SENSORS, THRUSTERS]) uller.marked[r] = uller.tracks[r].length;
      uller.structure = 0;
      state.jobs.push({ kind: 'catastrophic', unit: uller.index, weapon: 0 }, { kind: 'weapon-damage', unit: uller.index, weapon: 0 });
      state.settle();
      state.apply(6);
      expect(uller.status).toBe('destroyed');
      expect(state.roll).toBe(null);
      expect(state.jobs.length).toBe(0);
      expect(state.events().some((e) => e.kind === 'weapon-damage')).toBe(false);
    }
  });
});
