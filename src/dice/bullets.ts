/**
 * Syndicate Protocol's Hit Target bullets (`003_c7f3f5aee5a5ed6f.txt`, section
 * 4 "Combat", 4.8 and 6.1 "Armor"; `specs/dice-kernels.md` section 5).
 *
 * Hit Target HT = 6 - (ACC - DODGE), clamped to 2..6; each of R d6 ("bullets")
 * hits iff it shows >= HT (so a natural 6 always hits). Damage = hits - ARM:
 * - `floor0` (default, 4.8 "minimum final damage = 0"): max(0, hits - ARM);
 * - `floor1` (6.1 "damage cannot be reduced below 1"): 0 if no hit, otherwise
 *   max(1, hits - ARM).
 * The fine code is the number of hits (0..R); damage is derived from it.
 * Exact: hits are binomial(R, (7 - HT) / 6).
 * With `fixed-four` (Glyph's Data Relay, 9.6: "treat one of Glyph's dice as a
 * 4", SP-090) one of the R dice is a 4, a hit iff HT <= 4, and R - 1 are rolled.
 */
import { ParamError, type DiceKernel, type OutcomeModel } from './kernel.ts';
import { DiceBuffer } from './diceBuffer.ts';
import { binomialPmf } from './binomial.ts';

export const BULLETS_VARIANTS = ['floor0', 'floor1'] as const;
export type BulletsVariant = (typeof BULLETS_VARIANTS)[number];

export interface BulletsParams {
  rof: number;
  acc: number;
  dodge: number;
  armor: number;
  variant: BulletsVariant;
  /** One die shows 4 instead of being rolled (Glyph's Data Relay). */
  fixedFour?: boolean;
}

/** HT = 6 - (ACC - DODGE), clamped to 2..6 (section 4). */
export function hitTarget(acc: number, dodge: number): number {
  return Math.min(6, Math.max(2, 6 - (acc - dodge)));
}

/** Damage dealt by `hits` hits through `armor` under an armor-floor variant. */
export function bulletDamage(hits: number, armor: number, variant: BulletsVariant): number {
  if (hits === 0) return 0;
  const reduced = hits - armor;
  return variant === 'floor1' ? Math.max(1, reduced) : Math.max(0, reduced);
}

function bulletsModel({ rof, armor, variant }: BulletsParams): OutcomeModel {
  const keys = Array.from({ length: rof + 1 }, (_, k) => String(k));
  const damage = Float64Array.from(keys, (_, hits) => bulletDamage(hits, armor, variant));
  return {
    size: rof + 1,
    outcomeKeys: keys,
    outcomeOf: Int32Array.from(damage),
    means: { meanDamage: damage },
    distributions: { hits: { keys, of: Int32Array.from(keys, (_, hits) => hits) } },
  };
}

export const bullets: DiceKernel<BulletsParams> = {
  name: 'bullets',
  summary: 'Syndicate Protocol: R d6 against Hit Target 6 - (ACC - DODGE), minus armor',
  // SP-022: the 6+ cap, worked over the ACC x DOD x cover grid in tests/dice/golden.test.ts.
  catalogue: ['SP-022', 'SP-066', 'SP-067', 'SP-090', 'SP-096'],
  options: {
    rof: { kind: 'int', required: true, min: 0, max: 10000, describe: 'rate of fire R: d6 rolled' },
    acc: { kind: 'int', required: true, describe: "attacker's accuracy ACC (cards and statuses applied)" },
    dodge: { kind: 'int', required: true, describe: "defender's dodge DODGE (cover, statuses and cards applied)" },
    armor: { kind: 'int', required: false, default: 0, min: 0, describe: "defender's armor ARM, subtracted from hits" },
    variant: { kind: 'choice', values: BULLETS_VARIANTS, describe: 'floor0: damage >= 0 (4.8, default); floor1: a hit deals >= 1 (6.1)' },
    'fixed-four': { kind: 'flag', describe: "one die is a 4, not rolled (Glyph's Data Relay, 9.6): a sure hit on 4+, a sure miss on 5+ or 6+" },
  },
  parse(values) {
    const params: BulletsParams = {
      rof: values.rof as number,
      acc: values.acc as number,
      dodge: values.dodge as number,
      armor: values.armor as number,
      variant: values.variant as BulletsVariant,
    };
    if (values['fixed-four'] === true) {
      if (params.rof < 1) throw new ParamError('fixed-four', 'one die must be fixed at 4: give --rof 1 or more');
      params.fixedFour = true;
    }
    return params;
  },
  model: bulletsModel,
  exact({ rof, acc, dodge, fixedFour }) {
    const target = hitTarget(acc, dodge);
    if (!fixedFour) return binomialPmf(rof, (7 - target) / 6);
    const rolled = binomialPmf(rof - 1, (7 - target) / 6);
    const out = new Float64Array(rof + 1);
    const fixedHit = target <= 4 ? 1 : 0;
    for (let h = 0; h < rof; h++) out[h + fixedHit] += rolled[h];
    return out;
  },
  sampler({ rof, acc, dodge, fixedFour }) {
    const target = hitTarget(acc, dodge);
    const fixedHit = fixedFour && target <= 4 ? 1 : 0;
    const rolled = fixedFour ? rof - 1 : rof;
    const buffer = new DiceBuffer(6, Math.max(1, rolled));
    return {
      sample(rng, out, n) {
        buffer.reset();
        const dice = buffer.dice;
        for (let i = 0; i < n; i++) {
          const at = buffer.take(rng, rolled);
          let hits = fixedHit;
          for (let d = 0; d < rolled; d++) hits += dice[at + d] >= target ? 1 : 0;
          out[i] = hits;
        }
      },
    };
  },
};
