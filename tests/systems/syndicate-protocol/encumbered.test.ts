/**
 * The Encumbered tax (003_c7f3f5aee5a5ed6f.txt 2.4 "Movement-granting Maneuver cards cost 1 HP to play", 8.2
 * "Movement-granting Tactic cards cost 1 HP to play") and when it is paid (variant `encumbered-tax-paid`): on-play
 * (default: a cost to play is paid as the card resolves, whatever it then does) or if-movement (only when the card's
 * movement can be taken: a Melee card whose contest occurs, 7.5 "If adjacency is not maintained after movement, the
 * melee contest does not occur"). Also the greedy evaluation's view of it (aiEvaluate.ts, as the heuristic weighs it).
 */
import { describe, expect, it } from 'vitest';
import { Xoshiro128 } from '../../../src/rng/xoshiro128.ts';
import { cellAt } from '../../../src/systems/syndicate-protocol/board.ts';
import { CARDS } from '../../../src/systems/syndicate-protocol/data.ts';
import { evaluateSyndicate } from '../../../src/systems/syndicate-protocol/aiEvaluate.ts';
import { syndicateProtocol } from '../../../src/systems/syndicate-protocol/index.ts';
import type { SyndicateSide } from '../../../src/systems/syndicate-protocol/loadout.ts';
import { defaultVariants } from '../../../src/systems/syndicate-protocol/rules.ts';
import { CHANCE_KIND, DECISION, PHASE, type SyndicateState } from '../../../src/systems/syndicate-protocol/state.ts';
import { CHANCE } from '../../../src/game/state.ts';

const presets = syndicateProtocol.presets as Record<string, SyndicateSide>;
const card = (id: string) => (CARDS.get(id) as { index: number }).index;
/** Razor (LD 2) in the Bulwark Exo-Shell (Load 3): Encumbered (2.4); Vault Breaker (Advanced Movement) swapped out. */
const HEAVY_RAZOR: SyndicateSide = {
  ...presets.razor,
  armor: 'bulwark-exo-shell',
  deck: 'dash*4, advance*4, slide*4, vault*4, withdraw*4, combat-rush*2, grenade*2, frag-cluster*2, fragmentation-grenade*3, suppressor-module*3, adrenal-surge*3, shockline-drive*2, concussive-slam*1, displacement-pulse*2',
};

/** Round 1: Encumbered Razor (seat 0) plays `mine`, Lens plays Adrenal Surge, the Operators `gap` spaces apart in row 9. */
function playRound1(paid: string | undefined, mine: string, gap: number): { s: SyndicateState; hpBefore: number } {
  const variants: Record<string, string> = { ...defaultVariants(), map: 'open-streets' };
  if (paid) variants['encumbered-tax-paid'] = paid;
  const s = syndicateProtocol.newGame({ sides: [HEAVY_RAZOR, presets.lens], variants, chance: Xoshiro128.stream(3, 0), log: true });
  s.apply(0);
  while (s.decisionKind !== DECISION.plan) s.currentPlayer() === CHANCE ? s.applyChance() : s.apply(s.legalActions()[0]);
  s.setHand(0, [mine]);
  s.setHand(1, ['adrenal-surge']);
  s.field.pos[0] = cellAt(5, 8);
  s.field.pos[3] = cellAt(5 + gap, 8);
  const hpBefore = s.field.hp[0];
  s.apply(card(mine));
  s.apply(card('adrenal-surge'));
  // Until the Tactics sub-phase is over (Mercenary movement) or the melee contest's chance node.
  for (let i = 0; i < 1000 && s.phase <= PHASE.tactics && s.chanceKind !== CHANCE_KIND.melee; i++) s.currentPlayer() === CHANCE ? s.applyChance() : s.apply(s.legalActions()[0]);
  return { s, hpBefore };
}

const taxed = (s: SyndicateState) => s.events().filter((e) => e.kind === 'damage' && (e as { cause?: string }).cause === 'Encumbered').length;

describe('the Encumbered tax: when it is paid (2.4, 8.2; variant encumbered-tax-paid)', () => {
  it('on-play (default): Shockline Drive out of reach of its contest still costs 1 HP (the card is played)', () => {
    for (const paid of [undefined, 'on-play']) {
      const { s, hpBefore } = playRound1(paid, 'shockline-drive', 8);
      expect(s.events().some((e) => e.kind === 'effect' && /no Shockline Drive contest/.test(String((e as unknown as { text: string }).text)))).toBe(true);
      expect(s.field.hp[0]).toBe(hpBefore - 1);
      expect(taxed(s)).toBe(1);
    }
  });

  it('if-movement: the same card out of reach costs nothing; in reach (2 spaces: move 1 and contest) it costs 1', () => {
    const far = playRound1('if-movement', 'shockline-drive', 8);
    expect(far.s.field.hp[0]).toBe(far.hpBefore);
    expect(taxed(far.s)).toBe(0);
    for (const paid of ['if-movement', 'on-play']) {
      const near = playRound1(paid, 'shockline-drive', 2);
      expect(near.s.chanceKind).toBe(CHANCE_KIND.melee);
      expect(near.s.field.hp[0]).toBe(near.hpBefore - 1);
    }
  });

  it('a card that grants no movement (Adrenal Surge costs its own 1 HP, never the tax) and a Movement card are never taxed', () => {
    for (const paid of ['on-play', 'if-movement']) {
      for (const id of ['adrenal-surge', 'dash']) {
        const { s, hpBefore } = playRound1(paid, id, 8);
        expect(taxed(s)).toBe(0);
        expect(s.field.hp[0]).toBe(hpBefore - (id === 'adrenal-surge' ? 1 : 0));
      }
    }
  });

  it('the greedy evaluation counts the tax on a committed, unrevealed taxed card, as the heuristic does', () => {
    const variants = { ...defaultVariants(), map: 'open-streets' };
    const values = ['shockline-drive', 'concussive-slam'].map((id) => {
      const s = syndicateProtocol.newGame({ sides: [HEAVY_RAZOR, presets.lens], variants, chance: Xoshiro128.stream(3, 0), log: false });
      s.apply(0);
      while (s.decisionKind !== DECISION.plan) s.currentPlayer() === CHANCE ? s.applyChance() : s.apply(s.legalActions()[0]);
      s.setHand(0, [id]);
      s.field.pos[0] = cellAt(5, 8);
      s.field.pos[3] = cellAt(13, 8);
      s.apply(card(id));
      return evaluateSyndicate(s, 0);
    });
    // Both Melee cards are out of reach (card value 0); only Shockline Drive moves, so only it is taxed: 2.5 * 1 / Lens's HP.
    expect(values[1] - values[0]).toBeCloseTo((2.5 * 1) / 17, 9);
  });
});
