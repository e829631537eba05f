/**
 * A designer's changes to the printed numbers: the `stats` variant. `printed` plays the cards as data/cards.json has
 * them (Components › Unit Cards); an open value `printed:CARD.STAT=VALUE,...` changes named numbers of named cards, and
 * `printed:CARD.WEAPON.STAT=VALUE` a number of one weapon line of a card, so "what if the Uller had Structure 5?" or
 * "what if the Javelin's Kinetic Cannon had AC 4?" is answered with full games and the exact attack without editing
 * the data files. Weapons are named through their card: a weapon id is not one weapon (the Javelin's Kinetic Cannon is
 * AC3/AS3, the Godsfire's AC3/AS4: each card prints its own weapon lines).
 *
 * A game reads every number through its units' cards (units.ts Unit.def, and the rating tracks kept with it), so
 * JovianState.start and deserialize take their cards from statCards, as do the drones a Drone Bay launches, the civilian
 * version a hidden Q-Ship is believed to be and the attack pipeline (attack.ts). A changed card is a frozen copy with
 * its printed id, made once per `stats` value.
 *
 * Example: statCards('printed:uller.structure=5').card('uller').structure -> [5, 4, 3, 2, 1].
 * A bad change is a one-line GameInputError naming the variant, the change and what is allowed.
 */
import { perStatsValue, readStatChanges, type StatChangesSpec } from '../../game/statChanges.ts';
import { CARD_IDS, CARDS, cardById, derivedCard, type CapitalCard, type UnitCard, type Weapon } from './cards.ts';
import { STAT_BOUNDS, STAT_FORM } from './statVariants.ts';

const TRACKS = ['structure', 'defense', 'sensors', 'thrusters', 'marines'] as const;
/** The card fields of the hyphenated stat names (the others are the field's own name). */
const FIELD: Readonly<Record<string, string>> = { 'fire-control': 'fireControl' };

/** A card's weapon line named as CARD.WEAPON: the card and the line, or null for a card's own id. */
function weaponLine(id: string): { card: UnitCard | undefined; cardId: string; weapon: Weapon | undefined; weaponId: string } | null {
  const dot = id.indexOf('.');
  if (dot < 0) return null;
  const cardId = id.slice(0, dot);
  const weaponId = id.slice(dot + 1);
  const card = CARDS.get(cardId);
  return { card, cardId, weapon: card?.weapons.find((w) => w.id === weaponId), weaponId };
}

const isQShipHull = (id: string) => CARDS.get(id)!.traits.includes('q-ship') || CARDS.get(id.replace(/-civilian$/, ''))?.traits.includes('q-ship') === true;

const SPEC: StatChangesSpec = {
  ...STAT_FORM,
  kindOf: (id) => {
    const line = weaponLine(id);
    if (line) return line.weapon ? { kind: 'weapon', id } : null;
    const card = CARDS.get(id);
    return card ? { kind: card.kind === 'capital' ? 'capital' : 'squadron', id } : null;
  },
  allowedIds: () => CARD_IDS.join(', '),
  // An unknown card, and a weapon line's own errors: its card, the line, and a Drone Bay (Weapons › Drone Bay: it launches drones and makes
  // no attack, so it has no attack numbers to change).
  refuseId: (id, change) => {
    const line = weaponLine(id);
    if (!line) return CARDS.has(id) ? null : `unknown card '${id}' in '${change}'; allowed: ${CARD_IDS.join(', ')}`;
    if (!line.card) return `unknown card '${line.cardId}' in '${change}'; allowed: ${CARD_IDS.join(', ')}`;
    if (!line.weapon) return `'${line.cardId}' has no weapon '${line.weaponId}' ('${change}'); its weapons: ${line.card.weapons.map((w) => w.id).join(', ')}`;
    if (line.weapon.type === 'drone') return `'${id}' is a Drone Bay: it launches drones and rolls no attack; change the drone card's numbers instead`;
    return null;
  },
  // Traits › Q-Ship: the civilian version is the same hull, so a game plays the believed card on the true one's marked
  // boxes (qShip.ts believedUnits): the rating tracks of both stay as printed.
  refuse: (id, kind, stat) =>
    kind === 'capital' && (TRACKS as readonly string[]).includes(stat) && isQShipHull(id)
      ? `'${id}.${stat}': a Q-Ship and its civilian version share one hull (Traits › Q-Ship), so their rating tracks stay as printed; allowed for it: ${Object.keys(STAT_BOUNDS.capital).filter((s) => !(TRACKS as readonly string[]).includes(s)).join(', ')}`
      : null,
};

/** The cards a game or an attack reads under one `stats` value: data/cards.json's where nothing changed. */
export interface StatCards {
  /** Every card of data/cards.json by id, changed ones in place (the same order). */
  readonly cards: ReadonlyMap<string, UnitCard>;
  /** A card by id, a derived one too (a Renowned ship's, a Fast model's: made from the changed card). */
  card(id: string): UnitCard | undefined;
}

/** The printed cards: the very objects data/cards.json loads, so a printed game is the game it was before the variant. */
export const PRINTED: StatCards = { cards: CARDS, card: cardById };

/** The cards of a `stats` value (absent: printed), made once per value and kept by it. */
export const statCards = perStatsValue(PRINTED, makeCards);

function makeCards(stats: string): StatCards {
  // The changed numbers by card, then by weapon line ('' for the card's own numbers).
  const changes = new Map<string, Map<string, Map<string, number>>>();
  for (const [id, numbers] of readStatChanges(stats, SPEC)) {
    const line = weaponLine(id);
    const cardId = line ? line.cardId : id;
    const own = changes.get(cardId) ?? new Map<string, Map<string, number>>();
    own.set(line ? line.weaponId : '', numbers);
    changes.set(cardId, own);
  }
  // Every card in data/cards.json's order (droneCardFor picks by it), the changed ones in their place.
  const cards = new Map(CARDS);
  for (const [id, own] of changes) cards.set(id, changedCard(CARDS.get(id) as UnitCard, own));
  return { cards, card: (id) => cards.get(id) ?? derivedCard(id, cards) };
}

/**
 * A rating track with a new top box: the printed boxes above it dropped, one box per point added above the printed
 * top, redundant boxes below kept (Damage Types › Rating Damage: "Doubled value boxes are redundant system boxes").
 * Example: Thrusters [2, 1, 1] at 3 -> [3, 2, 1, 1], at 1 -> [1, 1], at 0 -> [].
 */
export function retrack(printed: readonly number[], top: number): number[] {
  const above: number[] = [];
  for (let v = top; v > (printed[0] ?? 0); v--) above.push(v);
  return [...above, ...printed.filter((box) => box <= top)];
}

/** A frozen copy of the printed card with the changed numbers (a weapon line's on a copy of that line). */
function changedCard(printed: UnitCard, own: Map<string, Map<string, number>>): UnitCard {
  const numbers = own.get('') ?? new Map<string, number>();
  const copy: Record<string, unknown> = { ...printed };
  for (const [stat, value] of numbers) {
    if (printed.kind === 'capital' && stat.startsWith('armor-')) continue;
    if (printed.kind === 'capital' && (TRACKS as readonly string[]).includes(stat)) copy[stat] = Object.freeze(retrack((printed as CapitalCard)[stat as (typeof TRACKS)[number]], value));
    else copy[FIELD[stat] ?? stat] = value;
  }
  if (printed.kind === 'capital') {
    const a = printed.armor;
    if (['armor-fore', 'armor-side', 'armor-aft'].some((s) => numbers.has(s))) copy.armor = Object.freeze({ fore: numbers.get('armor-fore') ?? a.fore, side: numbers.get('armor-side') ?? a.side, aft: numbers.get('armor-aft') ?? a.aft });
  }
  copy.weapons = Object.freeze(printed.weapons.map((w) => changedWeapon(w, own.get(w.id))));
  return Object.freeze(copy) as unknown as UnitCard;
}

function changedWeapon(printed: Weapon, numbers: Map<string, number> | undefined): Weapon {
  if (!numbers) return printed;
  return Object.freeze({ ...printed, ac: numbers.get('ac') ?? printed.ac, as: numbers.get('as') ?? printed.as, macro: numbers.get('macro') ?? printed.macro });
}
