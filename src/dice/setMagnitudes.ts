/**
 * Jovian Wars results as one small integer (`002_f697cf6215cb147c.txt`, "Dice
 * System"; `specs/dice-kernels.md` section 3). Each face 1..6 carries the
 * magnitude of its set in two bits: 0 = no set, 1 = D (double), 2 = T
 * (triple), 3 = Q (quad or more). A roll's result is the 12-bit *magnitude
 * code* sum(level(face) << 2*(face-1)); 4,096 codes cover every result, so
 * samplers write codes into Uint16Arrays and exact mode is a Float64Array(4096).
 *
 * Example: a T of 4s and a D of 6s -> code (2 << 6) | (1 << 10) = 1152.
 */
export const MAGNITUDE_KEYS = ['N', 'D', 'T', 'Q'] as const;
export const CODE_COUNT = 4096;
export const FACES = 6;

export function levelOf(code: number, face: number): number {
  return (code >> (2 * (face - 1))) & 3;
}

export function withLevel(code: number, face: number, level: number): number {
  const shift = 2 * (face - 1);
  return (code & ~(3 << shift)) | (level << shift);
}

/** The highest magnitude among the sets (0 = N when there is none). */
export function highestMagnitude(code: number): number {
  let highest = 0;
  for (let face = 1; face <= FACES; face++) highest = Math.max(highest, levelOf(code, face));
  return highest;
}

/** How many sets there are. */
export function setCount(code: number): number {
  let sets = 0;
  for (let face = 1; face <= FACES; face++) if (levelOf(code, face) > 0) sets++;
  return sets;
}

/** Damage: the sum over sets of D = 1, T = 2, Q = 3 (the Squadron rule: [D2, T3] deals 3). */
export function setDamage(code: number): number {
  let damage = 0;
  for (let face = 1; face <= FACES; face++) damage += levelOf(code, face);
  return damage;
}

/** The highest face showing a set of the highest magnitude (0 when there is no set). */
export function highestValue(code: number): number {
  const highest = highestMagnitude(code);
  if (highest === 0) return 0;
  for (let face = FACES; face >= 1; face--) if (levelOf(code, face) === highest) return face;
  return 0;
}

/**
 * The roller's preference between results as one number, larger is better:
 * (a) total damage, (b) highest magnitude, (c) highest value among sets of that
 * magnitude, (d) fewest sets (spec section 3 step 7). Each part is below 10,
 * so comparing the numbers compares the parts in that order.
 */
export function preference(code: number): number {
  return ((setDamage(code) * 10 + highestMagnitude(code)) * 10 + highestValue(code)) * 10 + (9 - setCount(code));
}

/** Escalate: every set one step up (N stays N, Q stays Q). */
export function escalate(code: number): number {
  let result = 0;
  for (let face = 1; face <= FACES; face++) {
    const level = levelOf(code, face);
    result = withLevel(result, face, level === 0 ? 0 : Math.min(3, level + 1));
  }
  return result;
}

/** Diminish: every set one step down (D -> N, Q -> T whatever its count). */
export function diminish(code: number): number {
  let result = 0;
  for (let face = 1; face <= FACES; face++) result = withLevel(result, face, Math.max(0, levelOf(code, face) - 1));
  return result;
}

/** Readable form for messages and tests, e.g. "[T4, D6]" (highest first) or "[]". */
export function describeCode(code: number): string {
  const sets: string[] = [];
  for (let level = 3; level >= 1; level--) {
    for (let face = FACES; face >= 1; face--) if (levelOf(code, face) === level) sets.push(`${MAGNITUDE_KEYS[level]}${face}`);
  }
  return `[${sets.join(', ')}]`;
}
