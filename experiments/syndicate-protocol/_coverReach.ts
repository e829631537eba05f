/**
 * SP-015 (003_c7f3f5aee5a5ed6f.txt, 11.6 Example Balanced Layout: "Both
 * Operators can reach meaningful cover by Round 1"), worked out on the maps
 * themselves, no games: for each map, each side and each kind of printed
 * Movement card, can the Operator, where the game deploys it, end its
 * Round-1 move in a space with cover?
 *
 * Everything comes from the engine: the game is started on the map
 * (SyndicateState.start: the generator or the hand-authored map, then the
 * fixed deployment, Game Setup 3 and 11.1), and the card's reach is the
 * engine's own list of end spaces for it (cards.ts movementOptions: the
 * card's spaces less the armour penalty of 6.2, king steps, Dash in a straight
 * line, Slide past one obstacle, Withdraw straight away from the nearest
 * enemy; friends passed, no ending on a unit). A space has cover when
 * Board.cover says so: Light Cover (or a Crate) +1, Heavy Cover (or a
 * Barricade) +2 (4.9, 11.2, 11.5), the reading in which cover is the space
 * the Operator stands in (variant cover=occupied, the default).
 */
import { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import { formatMean, percent, percentDecimals, percentNumber } from '../../src/report/format.ts';
import { meanInterval } from '../../src/stats/meanInterval.ts';
import { wilson } from '../../src/stats/wilson.ts';
import { movementOptions } from '../../src/systems/syndicate-protocol/cards.ts';
import { syndicateProtocol } from '../../src/systems/syndicate-protocol/index.ts';
import type { SyndicateSide } from '../../src/systems/syndicate-protocol/loadout.ts';
import { defaultVariants } from '../../src/systems/syndicate-protocol/rules.ts';
import { SyndicateState } from '../../src/systems/syndicate-protocol/state.ts';

/**
 * One printed card per way of moving (the others move the same way in the engine: a card's spaces, whether it goes
 * straight, and Slide's, Withdraw's and Phase Shift's own rules are all movementOptions reads).
 */
export const REACH_CARDS = [
  { id: 'combat-roll', label: '1 space', cards: 'Combat Roll, Break Contact, Anchor Step, Phase Shift' },
  { id: 'advance', label: '2 spaces', cards: 'Advance, Vault, Shadowstep, Vault-Breaker, Predictive Advance' },
  { id: 'slide', label: 'Slide', cards: '2 spaces, past one obstacle' },
  { id: 'withdraw', label: 'Withdraw', cards: '2 spaces straight away from the nearest enemy' },
  { id: 'dash', label: '3 spaces straight', cards: 'Dash, Ghostline Dash' },
] as const;

/** The armour classes of the presets: Light Tactical Vest (no penalty) and Composite Armor Rig (Medium, -1 a card, 6.2). */
export const ARMOURS = [
  { id: 'light', preset: 'lens', label: 'Light armour (Lens, Velocity)' },
  // Glitch, not Razor: Razor's Breach & Clear lets any move cross one obstacle (8.5), which is Razor's, not the armour's.
  { id: 'medium', preset: 'glitch', label: 'Composite (Medium) armour, -1 space a card, 6.2 (Glitch, Rampart; Razor, whose Breach & Clear also crosses one obstacle, not shown)' },
] as const;

export interface CoverReach {
  maps: number;
  /** Maps on which the side's Operator can end the card's move in cover, [card][seat]. */
  reached: number[][];
  /** The same, Heavy Cover (+2) only. */
  heavy: number[][];
  /** Maps on which the two sides' answers differ for some card (the generator turns one half by 180 degrees: 0 expected). */
  asymmetric: number;
}

/**
 * Cover within one Round-1 Movement card on `maps` maps: generated ones (map=generated, the terrain-density given,
 * map i from Xoshiro128.stream(seed, i)) or a hand-authored map (the same map every time, so maps = 1 is enough).
 */
export function coverReach(options: { maps: number; seed: number; armour: (typeof ARMOURS)[number]['id']; map?: string; density?: string }): CoverReach {
  const preset = syndicateProtocol.presets[ARMOURS.find((a) => a.id === options.armour)!.preset] as SyndicateSide;
  const variants = { ...defaultVariants(), map: options.map ?? 'generated', 'terrain-density': options.density ?? 'percent' };
  const reached = REACH_CARDS.map(() => [0, 0]);
  const heavy = REACH_CARDS.map(() => [0, 0]);
  let asymmetric = 0;
  for (let i = 0; i < options.maps; i++) {
    const state = SyndicateState.start([preset, preset], variants, Xoshiro128.stream(options.seed, i), false);
    const board = state.field.board;
    let differs = false;
    REACH_CARDS.forEach((entry, k) => {
      const card = state.setup.cards.find((c) => c.id === entry.id)!;
      const answer = [false, false];
      for (const seat of [0, 1]) {
        const count = movementOptions(state, seat, card);
        let cover = 0;
        for (let o = 0; o < count; o++) cover = Math.max(cover, board.cover(state.options[o]));
        if (cover > 0) reached[k][seat]++;
        if (cover > 1) heavy[k][seat]++;
        answer[seat] = cover > 0;
      }
      if (answer[0] !== answer[1]) differs = true;
    });
    if (differs) asymmetric++;
  }
  return { maps: options.maps, reached, heavy, asymmetric };
}

/** A share of maps with its Wilson 95% interval, "91.8% (90.9-92.6%)"; one hand-authored map is a yes or a no. */
export function showShare(count: number, maps: number): string {
  if (maps === 1) return count === 1 ? 'yes' : 'no';
  const ci = wilson(count, maps);
  const decimals = percentDecimals(ci[1] - ci[0], count / maps);
  return `${percent(count / maps, decimals)} (${percentNumber(ci[0], decimals)}-${percent(ci[1], decimals)})`;
}

/**
 * The LoS-blocking terrain (Heavy Cover and Impassable: 4.3, 11.2) as a share of the 576 spaces: its mean over
 * generated maps, with the Student interval of that mean over the maps (each map's share one observation).
 */
export function blockingShare(density: string, maps: number, seed: number): { mean: number; ci: [number, number]; maps: number } {
  const variants = { ...defaultVariants(), 'terrain-density': density };
  let sum = 0;
  let sumSquares = 0;
  for (let i = 0; i < maps; i++) {
    const board = SyndicateState.start([syndicateProtocol.presets.lens as SyndicateSide, syndicateProtocol.presets.lens as SyndicateSide], variants, Xoshiro128.stream(seed, i), false).field.board;
    let blocking = 0;
    for (let cell = 0; cell < 576; cell++) if (board.blocksSight(cell)) blocking++;
    sum += blocking / 576;
    sumSquares += (blocking / 576) ** 2;
  }
  const { mean, ci } = meanInterval(maps, sum, sumSquares);
  return { mean, ci, maps };
}

/** "21.3% of spaces (20.9% to 21.7%, 500 maps)". */
export function showBlocking(share: { mean: number; ci: [number, number]; maps: number }): string {
  return formatMean(100 * share.mean, [100 * share.ci[0], 100 * share.ci[1]], share.maps, '% of spaces', 'maps');
}
