/**
 * Exoshift's construction of an emplacement (`001_9ac883e80b2d20e9.txt`,
 * "Construction and Emplacements", a [WORK IN PROGRESS] chapter; catalogue
 * EX-007): each Interact action of the engineer makes a Quality +2 test, and
 * "If successful, it has completed 1 part of construction"; the emplacement is
 * finished once the parts built reach its construction time T. Engineers X
 * adds X to the test (Unit Traits: "+X to Quality"), and every point of
 * Disruption takes 1 off Quality "for all purposes" (Disruption).
 *
 * One trial is one emplacement built from scratch; its code is N, the Interact
 * actions it took. A test is a d10 roll-under (Tests) against
 * Q + 2 + X - D, so it passes with p = clamp(Q + 2 + X - D, 0, 10) / 10 and N
 * is negative binomial: P(N = n) = C(n - 1, T - 1) p^T (1 - p)^(n - T), mean T / p.
 * Disruption is held where it is for the whole build (Simplified: a Secondary
 * Interact would add 1 and a Primary action remove 1).
 *
 * Builds of CAP or more Interacts share code CAP in both modes, with CAP set so
 * that they are under 1e-12 of all builds; the exact and sampled modes therefore
 * describe the same variable, and its mean is T / p to 12 digits. A test that
 * cannot pass (Q + 2 + X - D <= 0) is refused: the emplacement is never finished.
 */
import type { DiceKernel, OutcomeModel } from './kernel.ts';
import { ParamError } from './kernel.ts';
import { DiceBuffer } from './diceBuffer.ts';

export interface ConstructionParams {
  quality: number;
  engineers: number;
  /** Construction time T: the parts to build. */
  time: number;
  disruption: number;
}

/** Reported counts of Interact actions: 1 .. LAST_SHOWN - 1 one by one, then LAST_SHOWN or more. */
const LAST_SHOWN = 13;
const TAIL = 1e-12;

/** The chance one Interact's Quality +2 test passes. */
export function partChance({ quality, engineers, disruption }: ConstructionParams): number {
  return Math.min(10, Math.max(0, quality + 2 + engineers - disruption)) / 10;
}

/** The smallest n with P(N >= n) under TAIL, and at least LAST_SHOWN (so every reported key has its own codes). */
function capOf(time: number, p: number): number {
  if (p === 1) return Math.max(LAST_SHOWN, time + 1);
  let pmf = p ** time; // P(N = T)
  let below = 0; // P(N < n)
  let n = time;
  while (1 - below >= TAIL || n < LAST_SHOWN) {
    below += pmf;
    pmf *= (n / (n - time + 1)) * (1 - p); // P(N = n + 1) from P(N = n)
    n++;
    if (n >= 65_535) break; // a Uint16 code; unreachable for p >= 0.1 and T <= 20
  }
  return n;
}

function modelOf(params: ConstructionParams): OutcomeModel {
  const cap = capOf(params.time, partChance(params));
  const outcomeKeys = [...Array.from({ length: LAST_SHOWN - 1 }, (_, i) => String(i + 1)), `${LAST_SHOWN}+`];
  const outcomeOf = new Int32Array(cap + 1);
  const interacts = new Float64Array(cap + 1);
  for (let n = 1; n <= cap; n++) {
    outcomeOf[n] = Math.min(n, LAST_SHOWN) - 1;
    interacts[n] = n;
  }
  return { size: cap + 1, outcomeKeys, outcomeOf, means: { meanInteracts: interacts }, distributions: {} };
}

export const construction: DiceKernel<ConstructionParams> = {
  name: 'construction',
  summary: 'Exoshift: Interact actions to finish an emplacement, one part per passed Quality +2 test (EX-007)',
  catalogue: ['EX-007', 'EX-091'],
  options: {
    quality: { kind: 'int', required: true, min: 0, max: 10, describe: "the engineer's Quality (QLT)" },
    time: { kind: 'int', required: false, default: 1, min: 1, max: 20, describe: "the emplacement's construction time (parts to build)" },
    engineers: { kind: 'int', required: false, default: 0, min: 0, max: 10, describe: 'Engineers X: +X to the construction test' },
    disruption: { kind: 'int', required: false, default: 0, min: 0, max: 20, describe: "the engineer unit's Disruption (each point -1 Quality), held for the whole build" },
  },
  parse(values) {
    const params = { quality: values.quality as number, time: values.time as number, engineers: values.engineers as number, disruption: values.disruption as number };
    const target = params.quality + 2 + params.engineers - params.disruption;
    if (target <= 0) throw new ParamError('disruption', `the test needs ${target} or less on a d10 (Quality ${params.quality} + 2 + Engineers ${params.engineers} - Disruption ${params.disruption}), so no part is ever built`);
    return params;
  },
  model: modelOf,
  exact(params) {
    const p = partChance(params);
    const { time } = params;
    const cap = capOf(time, p);
    const out = new Float64Array(cap + 1);
    let pmf = p ** time;
    let below = 0;
    for (let n = time; n < cap; n++) {
      out[n] = pmf;
      below += pmf;
      pmf *= (n / (n - time + 1)) * (1 - p);
    }
    out[cap] = Math.max(0, 1 - below); // every build of CAP or more Interacts
    return out;
  },
  sampler(params) {
    const target = params.quality + 2 + params.engineers - params.disruption;
    const { time } = params;
    const cap = capOf(time, partChance(params));
    const buffer = new DiceBuffer(10, 1);
    return {
      sample(rng, out, n) {
        buffer.reset();
        const dice = buffer.dice;
        for (let i = 0; i < n; i++) {
          let parts = 0;
          let interacts = 0;
          while (parts < time && interacts < cap) {
            interacts++;
            if (dice[buffer.take(rng, 1)] <= target) parts++;
          }
          out[i] = interacts;
        }
      },
    };
  },
};
