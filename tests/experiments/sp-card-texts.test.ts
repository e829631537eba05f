/**
 * sp-card-texts (experiments/syndicate-protocol/card-texts.ts; SP-042,
 * SP-043): the decks it builds are legal 40-card decks that differ only in the
 * printing compared, and a short real run pairs each with its baseline.
 */
import { describe, expect, it } from 'vitest';
import { runToResult } from '../../src/sim/run.ts';
import { syndicateProtocol } from '../../src/systems/syndicate-protocol/index.ts';
import { buildLoadout, type SyndicateSide } from '../../src/systems/syndicate-protocol/loadout.ts';
import { CARD_LIST } from '../../src/systems/syndicate-protocol/data.ts';
import cardTexts, { COMPARISONS, TEXTS, withCopies } from '../../experiments/syndicate-protocol/card-texts.ts';

const preset = (id: string) => syndicateProtocol.presets[id] as SyndicateSide;

describe('sp-card-texts', () => {
  it('changes only the named entries of a deck', () => {
    expect(withCopies('dash*4, grenade*2, advance*4', { grenade: 4, 'frag-cluster': 1 })).toBe('dash*4, advance*4, grenade*4, frag-cluster*1');
    expect(withCopies('dash*4, grenade*2', { grenade: 0 })).toBe('dash*4');
  });

  it('builds legal 40-card decks that differ from their pair only in the printing compared', () => {
    for (const c of COMPARISONS) {
      const [a, b] = c.texts.map((id) => TEXTS.find((t) => t.operator === c.operator && t.id === id)!);
      const variants = Object.fromEntries(a.variants.map((v) => v.split('=')));
      const decks = [a, b].map((t) => buildLoadout({ ...preset(c.operator), deck: withCopies(preset(c.operator).deck, t.copies) }, variants, 'test').deck);
      const differing = CARD_LIST.filter((card) => decks[0][card.index] !== decks[1][card.index]).map((card) => card.id).sort();
      expect(differing).toEqual(c.item === 'SP-042' ? ['fragmentation-grenade', 'grenade'] : ['holo-decoy', 'holographic-decoy']);
    }
  });

  it('pairs each printing with its baseline on the same seeds and answers', async () => {
    const { result } = await runToResult({ experiment: 'sp-card-texts', trials: 2, seed: 8, workers: 1 });
    expect(result.arms).toHaveLength(COMPARISONS.reduce((n, c) => n + c.foes.length * c.texts.length, 0));
    expect(result.arms.filter((arm) => arm.vsBaseline?.scoreA.paired)).toHaveLength(result.arms.length / 2);
    const lines = cardTexts.answer!(result);
    expect(lines).toHaveLength(COMPARISONS.length + 1);
    // Each arm's Health loss and damage with its interval (or "no interval"), each paired change with its pairs; no
    // "->", which the Markdown writer escapes to "-&gt;".
    for (const line of lines.slice(0, COMPARISONS.length)) {
      expect(line).toMatch(/Health A's Operator loses per round [^)]*\([^)]*\) to [^)]*\([^)]*\) \(4 games each; paired [^)]*, 2 pairs\)/);
      expect(line).toMatch(/damage A deals per game [^)]*\([^)]*\) to [^)]*\([^)]*\) \(paired [^)]*, 2 pairs\)/);
      expect(line).not.toContain('->');
    }
  }, 120_000);
});
