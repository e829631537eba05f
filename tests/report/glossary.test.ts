/**
 * A report explains the statistical and tool words its own text uses, and only those (glossary.ts).
 */
import { describe, expect, it } from 'vitest';
import { glossaryFor } from '../../src/report/glossary.ts';

describe('the terms a report explains', () => {
  it('are the ones its text uses, in a fixed order', () => {
    const terms = glossaryFor('Ghostly Host scores 0.68 (0.66 to 0.70, 1,500 pairs) with the heuristic player; Bradley-Terry ratings').map(([term]) => term);
    expect(terms).toEqual(['95% interval', 'pair, paired', 'heuristic player', 'Bradley-Terry rating, Elo']);
  });

  it('leave out what the text does not say: an exact dice table needs no interval, pair or player', () => {
    expect(glossaryFor('exact: every outcome enumerated; P(damage) 56.00%').map(([term]) => term)).toEqual(['exact']);
    // "repaired" and "impaired" are no pairs; a "greedy" that is not the player still counts (the term is the same).
    expect(glossaryFor('the ship is repaired').map(([term]) => term)).toEqual([]);
  });

  it('state the Elo arithmetic right: +100 is an expected score of 1 / (1 + 10^(-100/400)), about 64%', () => {
    const meaning = glossaryFor('Elo')[0][1];
    expect(Math.round(100 / (1 + 10 ** (-100 / 400)))).toBe(64);
    expect(Math.round(100 / (1 + 10 ** (-200 / 400)))).toBe(76);
    expect(meaning).toContain('+100 Elo is about a 64% expected score');
    expect(meaning).toContain('+200 about 76%');
  });
});
