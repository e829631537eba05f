/**
 * Traits › Q-Ship (`002_f697cf6215cb147c.txt`; JW-041), variant `q-ship` (systemVariants.ts). The two chapters:
 * traits-1 "The weapons loaded (or lack thereof) of this ship's Hardpoints are considered private information until
 * the first use of any Hardpoint weapon, after which all weapons are public"; traits-2 "This model may be deployed on
 * the table with its true Model profile as hidden information. Instead, it may be deployed as its civilian version. If
 * at any time the model uses any capabilities beyond what is available on the civilian version, reveal the true
 * profile". No printed card has Q-Ship or Hardpoints: the illustrative `cega-q-ship` (data/cards.json: the Tengu's
 * hull, both weapon lines Hardpoints) and its civilian version `cega-q-ship-civilian` (the same hull, no weapons).
 *
 * The engine's observations show every card, so hidden information is modelled as a BELIEF in the heuristic player:
 * the cheapest honest one, that an opponent who has not seen a Hardpoint weapon used values the Q-Ship as its
 * civilian version (its TV wherever the heuristic weighs an enemy's worth: fire, Bombing Run, Ram, boarding). The
 * heuristic weighs no enemy's weapons (its moves score its own guns' bearing), so the hidden loadout acts through
 * that value alone. On the illustrative card the civilian version is the hull without the Hardpoint weapons, so the
 * two chapters' reveal triggers (first Hardpoint weapon use; first capability beyond the civilian) are one moment.
 * The Q-Ship's own player: the heuristic fires its Hardpoints like any gun by default (setting `q-ship-fire=eager`), so
 * it reveals on turn 1 or 2, before the opponent made a choice the belief could change; `q-ship-fire=ambush`
 * (qShipAi.ts) holds them until the ambush is worth the secret (an enemy capital ship at Short Range, an attack taken,
 * the last turn). jw-q-ship measures both.
 * The same belief sets the TV in Suppressing Fire's score (supportAi.ts) and in the search agents' evaluation (index.ts
 * evaluate), and shapes their simulated futures: a determinization for the enemy (game.ts determinize, the states
 * greedy, MCTS and flat search play out) has each unrevealed Q-Ship as its civilian version (believedUnits), so its
 * Hardpoints never fire there, as the searching player cannot know they exist. The Unit Cap a Q-Ship shares with its
 * civilian version is checked in cards.ts checkFleet.
 */
import { cardById, traitValue, type UnitCard, type Weapon } from './cards.ts';
import type { Variants } from './rules.ts';
import { statCards } from './statChanges.ts';
import type { Unit } from './units.ts';

const CIVILIAN = new Map<string, UnitCard | null>();

/** A Q-Ship card's civilian version (the card `<id>-civilian`, a derived card's `~` suffix dropped), or null for any other card. */
export function civilianOf(card: UnitCard): UnitCard | null {
  let civilian = CIVILIAN.get(card.id);
  if (civilian === undefined) {
    civilian = null;
    if (traitValue(card.traits, 'q-ship') > 0) {
      const id = `${card.id.split('~')[0]}-civilian`;
      civilian = cardById(id) ?? null;
      if (civilian === null) throw new Error(`card '${card.id}': trait 'q-ship' needs its civilian version, a card '${id}' in data/cards.json`);
    }
    CIVILIAN.set(card.id, civilian);
  }
  return civilian;
}

/** A weapon line filling a Hardpoint (Fleet › Hardpoints), marked `hardpoint` on the card. */
export const isHardpoint = (w: Weapon): boolean => traitValue(w.traits, 'hardpoint') > 0;

/** A weapon is used (an attack, or the weapon of a Bombing Run / Dogfight exchange): a Q-Ship's first Hardpoint weapon reveals it. */
export function useWeapon(unit: Unit, w: Weapon | null): void {
  if (!unit.revealed && w !== null && isHardpoint(w) && civilianOf(unit.def) !== null) unit.revealed = true;
}

/**
 * A determinization's units for `viewer` (game.ts determinize): each unrevealed enemy Q-Ship replaced by its civilian
 * version under `q-ship=hidden`, in place in `units` (a clone's own list). The civilian card has the same hull (the
 * illustrative one: the Tengu's tracks without the Hardpoint weapons), so the marked boxes and states carry over.
 */
export function believedUnits(variants: Variants, viewer: number, units: Unit[]): void {
  if (variants['q-ship'] === 'public') return;
  for (let i = 0; i < units.length; i++) {
    const u = units[i];
    if (u.civilianTv < 0 || u.revealed || u.side === viewer) continue;
    // The civilian card under the `stats` variant (statChanges.ts; CIVILIAN holds the printed one, found by id).
    units[i] = u.asCard(statCards(variants.stats).card(civilianOf(u.def)!.id)!);
  }
}

/** The TV the player of side `viewer` believes `t` has: an unrevealed enemy Q-Ship's civilian version under `q-ship=hidden`, else its card's. */
export function believedTv(variants: Variants, viewer: number, t: Unit): number {
  // Most units are no Q-Ship (civilianTv -1): one compare, no card look-up (bench:ab x0.984 with the look-up first).
  if (t.civilianTv < 0 || t.revealed || t.side === viewer || variants['q-ship'] === 'public') return t.def.tv;
  return t.civilianTv;
}
