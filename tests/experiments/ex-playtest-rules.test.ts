/**
 * ex-playtest-rules' EX-004 sweep (experiments/exoshift/playtest-rules.ts): a spotted blind Smart Mortar action under
 * the auto-pass shoots whatever the spotter's Quality; tested at Quality + 2 it shoots (Quality + 2) in 10, so Quality 3
 * keeps half the auto-pass's chance; PDS lowers the shot, and the numbers are the attack pipeline's.
 */
import { describe, expect, it } from 'vitest';
import { spotterSweep } from '../../experiments/exoshift/playtest-rules.ts';
import { attack } from '../../src/cli/attack.ts';
import { exoshiftAttack } from '../../src/systems/exoshift/attack.ts';

const pDamage = (pds: number) => (attack(exoshiftAttack, { attacker: 'sol-mortar-team', target: 'sol-line-infantry', indirect: 'blind', spotter: true, 'best-focus': true, pds: String(pds) }) as { pDamage: number }).pDamage;
const pct = (p: number) => `${(100 * p).toFixed(1)}%`;

describe('ex-playtest-rules: EX-004 across spotter Quality and PDS', () => {
  it("gives the pipeline's shot under the auto-pass and (Quality + 2) / 10 of it when tested", () => {
    const line = spotterSweep();
    for (const pds of [0, 1, 2]) {
      const shot = pDamage(pds);
      expect(line).toContain(`PDS ${pds}: auto-pass ${pct(shot)} at any Quality; tested Quality 3 ${pct(0.5 * shot)}, Quality 4 ${pct(0.6 * shot)}`);
      expect(line).toContain(`Quality 7 ${pct(0.9 * shot)}`);
    }
    // PDS protects: each rating lowers the shot.
    expect(pDamage(1)).toBeLessThan(pDamage(0));
    expect(pDamage(2)).toBeLessThan(pDamage(1));
    expect(line).toContain(`+${(100 * 0.5 * pDamage(0)).toFixed(1)} points at Quality 3 without PDS) and nothing from Quality 8`);
  });
});
