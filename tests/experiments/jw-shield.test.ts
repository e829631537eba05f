/**
 * jw-shield (experiments/jovian-wars/shield.ts; src/systems/jovian-wars/shield.ts; JW-115, Traits › Shield: "[D+]
 * Results with values of [1] or [2] do one less damage"): results by hand under both readings, and a short run whose
 * exact values agree with the sampled ones.
 */
import { describe, expect, it } from 'vitest';
import experiment, { answer, ARMS, comparisons, exact } from '../../experiments/jovian-wars/shield.ts';
import { withLevel } from '../../src/dice/setMagnitudes.ts';
import { runToResult } from '../../src/sim/run.ts';
import { CARDS, type CapitalCard } from '../../src/systems/jovian-wars/cards.ts';
import { DEFENSE, newTally, SENSORS, STRUCTURE } from '../../src/systems/jovian-wars/damage.ts';
import { shieldedCapital, shieldedSquadron, stepDown } from '../../src/systems/jovian-wars/shield.ts';

const code = (...sets: [face: number, level: number][]) => sets.reduce((c, [face, level]) => withLevel(c, face, level), 0);
const valiant = () => {
  const c = CARDS.get('valiant') as CapitalCard;
  return { tracks: [c.structure, c.defense, c.sensors, c.thrusters, c.marines], marked: new Int8Array(5) };
};

describe('Shield by hand', () => {
  it('one-less: a shielded D does nothing, a T only its Critical Hit, a Q 1 Structure and 2 Critical Hits; values 3-6 as normal', () => {
    const ship = valiant();
    const tally = newTally();
    shieldedCapital(ship, code([1, 1], [2, 2], [5, 3]), 'standard', 'one-less', tally);
    // D1: nothing; T2: 1 Critical Hit; Q5 (unshielded): 2 Structure, 2 Critical Hits.
    expect(tally).toEqual({ structure: 2, rating: 0, criticals: 3, overflow: 0 });
    const q = newTally();
    shieldedCapital(valiant(), code([2, 3]), 'standard', 'one-less', q);
    expect(q).toEqual({ structure: 1, rating: 0, criticals: 2, overflow: 0 });
  });

  it('step-down: a shielded T is a D (one Rating Damage by its Value: T1 -> D1 on Defense), a Q a T', () => {
    expect(stepDown(code([1, 2], [2, 3], [4, 2]))).toBe(code([1, 1], [2, 2], [4, 2]));
    const ship = valiant();
    const tally = newTally();
    shieldedCapital(ship, code([1, 2]), 'standard', 'step-down', tally);
    expect(tally).toEqual({ structure: 0, rating: 1, criticals: 0, overflow: 0 });
    expect(ship.marked[DEFENSE]).toBe(1);
    expect(ship.marked[STRUCTURE] + ship.marked[SENSORS]).toBe(0);
  });

  it('squadrons: [D1, T4] does 1 + 2 = 3, Shield one-less 0 + 2 = 2; on the 1-3-5 scale a shielded T1 is 2 (one-less) or 1 (step-down)', () => {
    const scale = [0, 1, 2, 3];
    expect(shieldedSquadron(code([1, 1], [4, 2]), scale, 'one-less')).toBe(2);
    expect(shieldedSquadron(code([1, 1], [4, 2]), scale, 'step-down')).toBe(2);
    expect(shieldedSquadron(code([1, 2]), [0, 1, 3, 5], 'one-less')).toBe(2);
    expect(shieldedSquadron(code([1, 2]), [0, 1, 3, 5], 'step-down')).toBe(1);
  });

  it('a 3-die roll on a Pathfinder: exactly one pair (90/216) is a D, 1 Structure; a triple (6/216) a T, 2; with Shield the pairs and triples of value 1 or 2 do one less: 60/216 + 2 x 4/216 + 1 x 2/216', () => {
    expect(exact({ target: 'pathfinder', dice: 3, reading: 'none' }).loss).toBeCloseTo(90 / 216 + 2 * (6 / 216), 12);
    expect(exact({ target: 'pathfinder', dice: 3, reading: 'one-less' }).loss).toBeCloseTo(60 / 216 + 2 * (4 / 216) + 2 / 216, 12);
  });
});

describe('jw-shield: a short run', () => {
  it('plays every arm; the sampled estimates agree with the exact values; the answer names JW-115', async () => {
    const { result } = await runToResult({ experiment: 'jw-shield', trials: 4096, seed: 7, workers: 1 });
    expect(result.arms.map((a) => a.id)).toEqual(ARMS.map((a) => a.id));
    const rows = comparisons(result);
    expect(rows.length).toBeGreaterThan(40);
    expect(rows.filter((r) => r.exact >= r.ci[0] && r.exact <= r.ci[1]).length / rows.length).toBeGreaterThan(0.9);
    expect(answer(result).join('\n')).toContain(experiment.source.catalogue[0]);
  }, 300_000);
});
