/**
 * Jovian Wars' actions that read a table by the result of one Skill Test
 * (`002_f697cf6215cb147c.txt`; Dice System › Skill Test: "an Unopposed Roll
 * using the model's Skill as the Base Pool"). The Skill Test's N/D/T/Q+ is
 * the highest set of d6sets with base = Skill (Skill < 2 rolls 2d6); some rows
 * then need a further 1d6 of 4+ or 6+. Tables, as printed:
 * - `long-shot` (Capital Ship Special Actions › Long Shot): the weapons system
 *   is damaged on N; on a 4+ on D; on a 6+ on T; never on Q+.
 * - `repair-rating`, `repair-trait`, `repair-weapon`, `repair-spinal` (Repair ›
 *   Capital Ship Repairing Itself, one row each): how many damaged ratings,
 *   System Trait ratings or weapons the chosen row repairs (at most; a ship
 *   repairs only the damage it has). Rating: N one on 4+, D 1, T 2, Q+ 3. System
 *   Trait: D one on 4+, T 1, Q+ 2. Weapon: T one on 4+, Q+ 1. SPN Weapon: Q+ one
 *   on 4+. (The text's "any D+" for System Traits is the variant JW-052; the
 *   Repair:X trait's bonus is not applied here.)
 * - `overdrive` (Capital Ship Special Actions › Overdrive): the damage the
 *   chosen rating takes, N "as if was hit by a single Particle Cannon attack,
 *   marking off redundant boxes" (`redundant`), D "a single damage" (`one`),
 *   T+ none.
 * - `escape-pods` (Advanced Scenarios › Search for Escape Pods): N 0, D 1, T+ 2.
 * - `drone-command` (Generic Special Actions › Drone Command): Controllable
 *   Drone Squadrons commanded, N 1, D 2, T 3, Q+ 4.
 * Reported: the table's outcome (damaged or not; a count) and the mean count.
 *
 * Exact: the d6sets Skill Test distribution times the 1d6 where a row needs it.
 * Sample: the d6sets sampler, then 1d6 for every trial.
 */
import type { DiceKernel, OutcomeModel } from './kernel.ts';
import { DiceBuffer } from './diceBuffer.ts';
import { d6Pool, exactSetCodes, setCodeSampler } from './d6sets.ts';
import { CODE_COUNT, highestMagnitude } from './setMagnitudes.ts';

export const SKILL_TABLES = ['long-shot', 'repair-rating', 'repair-trait', 'repair-weapon', 'repair-spinal', 'overdrive', 'escape-pods', 'drone-command'] as const;
export type SkillTable = (typeof SKILL_TABLES)[number];

export interface SkillTableParams {
  skill: number;
  table: SkillTable;
}

/**
 * Per Skill Test result N, D, T, Q+: [count without the die, count with it, the 1d6 it needs (0: no die)].
 * long-shot counts 1 = the weapon is damaged.
 */
type Row = readonly [number, number, number];
const TABLES: Record<SkillTable, readonly [Row, Row, Row, Row]> = {
  'long-shot': [[1, 1, 0], [0, 1, 4], [0, 1, 6], [0, 0, 0]],
  'repair-rating': [[0, 1, 4], [1, 1, 0], [2, 2, 0], [3, 3, 0]],
  'repair-trait': [[0, 0, 0], [0, 1, 4], [1, 1, 0], [2, 2, 0]],
  'repair-weapon': [[0, 0, 0], [0, 0, 0], [0, 1, 4], [1, 1, 0]],
  'repair-spinal': [[0, 0, 0], [0, 0, 0], [0, 0, 0], [0, 1, 4]],
  overdrive: [[2, 2, 0], [1, 1, 0], [0, 0, 0], [0, 0, 0]],
  'escape-pods': [[0, 0, 0], [1, 1, 0], [2, 2, 0], [2, 2, 0]],
  'drone-command': [[1, 1, 0], [2, 2, 0], [3, 3, 0], [4, 4, 0]],
};

/** The count for a Skill Test magnitude and a d6. */
function countOf(table: SkillTable, magnitude: number, die: number): number {
  const [without, withDie, needs] = TABLES[table][magnitude];
  return needs > 0 && die >= needs ? withDie : without;
}

function outcomeKeys(table: SkillTable): readonly string[] {
  if (table === 'long-shot') return ['intact', 'damaged'];
  if (table === 'overdrive') return ['none', 'one', 'redundant'];
  const most = Math.max(...TABLES[table].map((row) => row[1]));
  return Array.from({ length: most + 1 }, (_, i) => String(i));
}

export const skillTable: DiceKernel<SkillTableParams> = {
  name: 'skilltable',
  summary: 'Jovian Wars: a Skill Test read on an action table (Long Shot, Repair rows, Overdrive, Escape Pods, Drone Command)',
  catalogue: ['JW-100', 'JW-101', 'JW-102', 'JW-118', 'JW-120'],
  options: {
    skill: { kind: 'int', required: true, min: 0, max: 20, describe: "the model's Skill, the Skill Test's Base Pool (below 2 rolls 2d6)" },
    table: { kind: 'choice', values: SKILL_TABLES, describe: 'long-shot (weapon damaged; the default), repair-rating|repair-trait|repair-weapon|repair-spinal (one row of Repair › Capital Ship Repairing Itself), overdrive (none, one box, or a Particle Cannon hit with redundant boxes), escape-pods, drone-command' },
  },
  parse: (values) => ({ skill: values.skill as number, table: (values.table ?? 'long-shot') as SkillTable }),
  model({ table }): OutcomeModel {
    const keys = outcomeKeys(table);
    const count = Float64Array.from(keys, (_, i) => i);
    return { size: keys.length, outcomeKeys: keys, outcomeOf: Int32Array.from(keys, (_, i) => i), means: table === 'long-shot' || table === 'overdrive' ? {} : { meanCount: count }, distributions: {} };
  },
  exact({ skill, table }) {
    const codes = exactSetCodes(d6Pool({ base: skill, flex: 0, macro: 0 }));
    const magnitude = new Float64Array(4);
    for (let code = 0; code < CODE_COUNT; code++) magnitude[highestMagnitude(code)] += codes[code];
    const p = new Float64Array(outcomeKeys(table).length);
    for (let m = 0; m < 4; m++) for (let die = 1; die <= 6; die++) p[countOf(table, m, die)] += magnitude[m] / 6;
    return p;
  },
  sampler({ skill, table }) {
    const test = setCodeSampler(d6Pool({ base: skill, flex: 0, macro: 0 }));
    const buffer = new DiceBuffer(6, 1);
    let codes = new Uint16Array(0);
    return {
      sample(rng, out, n) {
        if (codes.length < n) codes = new Uint16Array(n);
        test.sample(rng, codes, n);
        buffer.reset();
        const dice = buffer.dice;
        for (let i = 0; i < n; i++) out[i] = countOf(table, highestMagnitude(codes[i]), dice[buffer.take(rng, 1)]);
      },
    };
  },
};
