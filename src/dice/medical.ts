/**
 * Exoshift's tests to lift a casualty status (`001_9ac883e80b2d20e9.txt`,
 * Casualties; catalogue EX-076, EX-077), one Interact action's test:
 * - wounded (Removing the Wounded Status, l.844-846): "Only a model with the
 *   Medic or Doctor trait may attempt ... succeeding at a Medic Test. A medic
 *   test is based on Quality. Units with the Medic trait gain +1 and Doctor
 *   trait gain +2 Quality for Medical Tests": d10 <= Quality - Disruption + 1 (+2).
 * - unnerved (Unit Traits › Medic, Doctor: "may remove Unnerved status from a
 *   model by taking an Interact action ... then succeeding at a Medical Test",
 *   once a game for a Medic, twice for a Doctor): the same Medical Test.
 * - downed (Removing the Downed Status, l.836): "succeeding at a Quality test
 *   ... Models with the Medic or Doctor traits automatically succeed at this
 *   test": d10 <= Quality - Disruption, or success with either trait.
 * Disruption "reduces Quality by 1 for all purposes" (l.870).
 * Exact: P(success) = clamp(target, 0, 10) / 10 (1 for an automatic success).
 *
 * Example: `playtest roll medical --quality 6 --trait doctor` -> 0.8.
 */
import type { DiceKernel } from './kernel.ts';
import { ParamError, plainModel } from './kernel.ts';
import { DiceBuffer } from './diceBuffer.ts';

export const MEDICAL_STATUSES = ['wounded', 'downed', 'unnerved'] as const;
export const MEDICAL_TRAITS = ['medic', 'doctor', 'none'] as const;

export interface MedicalParams {
  status: (typeof MEDICAL_STATUSES)[number];
  trait: (typeof MEDICAL_TRAITS)[number];
  quality: number;
  disruption: number;
}

export const MEDICAL_OUTCOMES = ['fail', 'success'] as const;

/** The d10 target of the test: a roll <= it succeeds (10 for an automatic success). */
export function medicalTarget(p: MedicalParams): number {
  if (p.status === 'downed') return p.trait === 'none' ? p.quality - p.disruption : 10;
  return p.quality - p.disruption + (p.trait === 'doctor' ? 2 : 1);
}

export const medical: DiceKernel<MedicalParams> = {
  name: 'medical',
  summary: 'Exoshift: the test to remove Wounded or Unnerved (Medic +1 / Doctor +2 Quality) or Downed (Quality; Medic/Doctor pass), EX-076/077, e.g. playtest roll medical --quality 6 --trait doctor',
  catalogue: ['EX-076', 'EX-077'],
  options: {
    status: { kind: 'choice', values: MEDICAL_STATUSES, describe: 'the status removed: wounded or unnerved (a Medical Test; unnerved: a Medic once a game, a Doctor twice) or downed (a Quality test)' },
    trait: { kind: 'choice', values: MEDICAL_TRAITS, describe: "the testing model's trait: medic (+1), doctor (+2), none (downed only)" },
    quality: { kind: 'int', required: true, min: 0, max: 10, describe: "the testing model's Quality (QLT)" },
    disruption: { kind: 'int', required: false, default: 0, min: 0, max: 20, describe: "the testing unit's Disruption (each point -1 Quality)" },
  },
  parse(values) {
    const params: MedicalParams = { status: values.status as MedicalParams['status'], trait: values.trait as MedicalParams['trait'], quality: values.quality as number, disruption: values.disruption as number };
    if (params.status !== 'downed' && params.trait === 'none') throw new ParamError('trait', `only a model with the Medic or Doctor trait may try to remove ${params.status === 'wounded' ? 'Wounded' : 'Unnerved'}; use --trait medic or --trait doctor`);
    return params;
  },
  model: () => plainModel(MEDICAL_OUTCOMES),
  exact(params) {
    const success = Math.min(10, Math.max(0, medicalTarget(params))) / 10;
    return Float64Array.of(1 - success, success);
  },
  sampler(params) {
    const target = medicalTarget(params);
    const buffer = new DiceBuffer(10, 1);
    return {
      sample(rng, out, n) {
        buffer.reset();
        const dice = buffer.dice;
        for (let i = 0; i < n; i++) out[i] = dice[buffer.take(rng, 1)] <= target ? 1 : 0;
      },
    };
  },
};
