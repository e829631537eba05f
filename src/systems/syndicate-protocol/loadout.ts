/**
 * A side is a Loadout (003 section 1 of Game Setup, 2.6, 8.3): an Operator, a
 * Weapon, an Armor, two Mercenaries and a 40-card Tactics deck. The side file
 * names them by id; the deck is one string of `card*copies` entries:
 *
 *   { "name": "Razor", "operator": "razor", "weapon": "ar-12-vanguard",
 *     "armor": "composite-armor-rig", "mercenary1": "brick", "mercenary2": "rex",
 *     "deck": "dash*4, advance*4, slide*4, ..." }
 *
 * `buildLoadout` checks the deck against the rules under the chosen variants
 * and fails with one line naming the file, the field and the rule:
 * - exactly 40 cards, at most 4 copies of a card (7.1);
 * - at least 17 Movement cards (2.7; 20 under deck-movement=20), counted with
 *   the card types of the card-text variant;
 * - Color Identity (2.9, 7.1): cards printed under an identity only in that
 *   identity's decks (all of them, or only Advanced Movement cards, by the
 *   colour-restriction variant); Mercenaries of the Operator's identity
 *   (mercenary-colour=same);
 * - an Encumbered Operator (armor Load above its Load, 2.4) cannot play
 *   Advanced Movement cards, so a deck that holds some is refused.
 *
 * Four optional fields are toolkit settings for a designer's study, not
 * rules (README "Toolkit settings"): `mercenaries` (fielded | none),
 * `synergy` (on | off), `openingMovement` (dealt | 0-5), `mercRange` (data |
 * 3-6); left out, the rulebook's game (with the toolkit's illustrative
 * Mercenary ranges, which the rulebook does not print: SP-064).
 */
import { GameInputError } from '../../game/gameInputError.ts';
import type { SideSchema } from '../../game/sideSchema.ts';
import { ARMOR, ARMOR_LIST, CARD_COUNT, CARDS, cardsUnder, cardsUnderKey, MERCENARIES, MERCENARY_LIST, OPERATORS, OPERATOR_LIST, READING_VARIANTS, WEAPONS, WEAPON_LIST, type ArmorDef, type MercenaryDef, type OperatorDef, type WeaponDef } from './data.ts';
import { DECK_SIZE, MAX_COPIES, STARTING_HAND } from './rules.ts';
import { statDefs } from './statChanges.ts';

export type SyndicateSide = {
  readonly name: string;
  readonly operator: string;
  readonly weapon: string;
  readonly armor: string;
  readonly mercenary1: string;
  readonly mercenary2: string;
  readonly deck: string;
  /** Toolkit settings, not rules (the rulebook's game when left out): see SIDE_SCHEMA. */
  readonly mercenaries?: 'fielded' | 'none';
  readonly synergy?: 'on' | 'off';
  readonly openingMovement?: string;
  readonly mercRange?: string;
};

/** The toolkit settings' values (SIDE_SCHEMA), the rulebook's first. */
export const MERCENARY_SETTINGS = ['fielded', 'none'] as const;
export const SYNERGY_SETTINGS = ['on', 'off'] as const;
export const OPENING_MOVEMENT_SETTINGS = ['dealt', '0', '1', '2', '3', '4', '5'] as const;
/** data: the illustrative ranges of data/mercenaries.json; k: every ranged Mercenary weapon reaches k spaces (SP-064). */
export const MERC_RANGE_SETTINGS = ['data', '3', '4', '5', '6'] as const;

export const SIDE_SCHEMA: SideSchema = {
  name: { kind: 'string', maxLength: 40, describe: 'the display name in narratives and tables' },
  operator: { kind: 'choice', values: OPERATOR_LIST.map((o) => o.id), describe: 'the Operator (8.5)' },
  weapon: { kind: 'choice', values: WEAPON_LIST.map((w) => w.id), describe: 'the Weapon card (5.2-5.8)' },
  armor: { kind: 'choice', values: ARMOR_LIST.map((a) => a.id), describe: 'the Armor card (6.8)' },
  mercenary1: { kind: 'choice', values: MERCENARY_LIST.map((m) => m.id), describe: 'the first Mercenary (9.6)' },
  mercenary2: { kind: 'choice', values: MERCENARY_LIST.map((m) => m.id), describe: 'the second Mercenary (9.6)' },
  deck: { kind: 'string', maxLength: 4000, describe: "the 40-card Tactics deck: 'card*copies' entries separated by commas, e.g. 'dash*4, advance*4'" },
  // Toolkit settings for a designer's study, not readings of the rulebook (a Loadout has 2 Mercenaries, 2.6; synergy is
  // on within 4 spaces, 9.5; the opening hand is 5 random cards, Game Setup 5): their defaults are the rulebook's game.
  mercenaries: { kind: 'choice', values: MERCENARY_SETTINGS, default: 'fielded', describe: "toolkit setting, not a rule: 'none' leaves both Mercenaries off the battlefield (SP-010, SP-011)" },
  synergy: { kind: 'choice', values: SYNERGY_SETTINGS, default: 'on', describe: "toolkit setting, not a rule: 'off' turns this side's Mercenary synergy abilities off (9.5; SP-011)" },
  openingMovement: { kind: 'choice', values: OPENING_MOVEMENT_SETTINGS, default: 'dealt', describe: "toolkit setting, not a rule: the opening hand holds exactly this many Movement cards, the rest non-Movement, each drawn at random from its kind (SP-002)" },
  mercRange: { kind: 'choice', values: MERC_RANGE_SETTINGS, default: 'data', describe: "toolkit setting, not a rule: the range in spaces of this side's ranged Mercenary weapons (batons stay adjacent); 'data' is the toolkit's illustrative ranges, as the rulebook prints none (SP-064)" },
};

export interface Loadout {
  readonly name: string;
  readonly operator: OperatorDef;
  readonly weapon: WeaponDef;
  readonly armor: ArmorDef;
  readonly mercenaries: readonly [MercenaryDef, MercenaryDef];
  /** Copies of each card, indexed like CARD_LIST. */
  readonly deck: Int8Array;
  readonly encumbered: boolean;
  /** Toolkit settings (SIDE_SCHEMA): Mercenaries on the battlefield, synergy abilities on, the opening hand's Movement cards (-1: dealt at random, as the rulebook says). */
  readonly mercenariesFielded: boolean;
  readonly synergy: boolean;
  readonly openingMovement: number;
}

/** Card copies by id from 'dash*4, advance*4, vault'; `where` names the source in errors. */
export function parseDeck(text: string, where: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const raw of text.split(',')) {
    const entry = raw.trim();
    if (entry === '') continue;
    const match = /^([a-z0-9-]+)(?:\s*\*\s*(\d+))?$/.exec(entry);
    if (!match) throw new GameInputError(`${where}: deck entry '${entry}' must be 'card-id' or 'card-id*copies'`);
    const [, id, copies] = match;
    if (!CARDS.has(id)) throw new GameInputError(`${where}: deck names unknown card '${id}'; cards are listed in src/systems/syndicate-protocol/data/cards.json`);
    counts.set(id, (counts.get(id) ?? 0) + (copies === undefined ? 1 : Number(copies)));
  }
  return counts;
}

const ADVANCED_MOVEMENT = (type: string, colour: string) => type === 'movement' && colour !== 'universal';

/** The variants a Loadout depends on (with those of the card catalogue, cardsUnder). */
const LOADOUT_VARIANTS = ['mercenary-colour', 'colour-restriction', 'deck-movement', 'stats'] as const;
/** Every variant a Loadout depends on (LOADOUT_VARIANTS, then the card catalogue's), in its key's order. */
const KEY_VARIANTS: readonly string[] = [...LOADOUT_VARIANTS, ...READING_VARIANTS];
const BUILT = new Map<string, Loadout>();
const MAX_BUILT = 256;

/**
 * The Loadout of a side under the variants, checked (see the header). Built
 * once per side and readings, then shared, frozen, by every game that uses it
 * (every game builds two at setup; parsing the deck was a tenth of a random
 * game, bench-syndicate-protocol). Errors are never cached.
 */
/**
 * The last loadout built from each side object, with the seven fields it was built from and the values of the variants
 * it depends on (KEY_VARIANTS, '' where unset): a match or benchmark passes the same side objects game after game, and
 * JSON.stringify of a side (its 40-card deck text) was most of buildLoadout's cost (~1% of a heuristic game,
 * bench-syndicate-protocol). The fields and values are compared, not trusted, so a side or variants object changed in
 * place builds afresh. The values one by one, not as the variants key's text: joining them twice a game was ~0.7% of a
 * heuristic game (seventeenth pass); equal values make the same key, so the same loadout.
 */
const BY_SIDE = new WeakMap<SyndicateSide, { readonly fields: SyndicateSide; readonly values: readonly string[]; readonly loadout: Loadout }>();

/** Whether `variants` gives each of KEY_VARIANTS the value in `values` ('' for unset). */
function sameVariants(values: readonly string[], variants: Readonly<Record<string, string>>): boolean {
  for (let i = 0; i < KEY_VARIANTS.length; i++) if ((variants[KEY_VARIANTS[i]] ?? '') !== values[i]) return false;
  return true;
}

const sameSide = (a: SyndicateSide, b: SyndicateSide) =>
  a.name === b.name && a.operator === b.operator && a.weapon === b.weapon && a.armor === b.armor && a.mercenary1 === b.mercenary1 && a.mercenary2 === b.mercenary2 && a.deck === b.deck &&
  a.mercenaries === b.mercenaries && a.synergy === b.synergy && a.openingMovement === b.openingMovement && a.mercRange === b.mercRange;

export function buildLoadout(side: SyndicateSide, variants: Readonly<Record<string, string>>, where: string): Loadout {
  const kept = BY_SIDE.get(side);
  if (kept !== undefined && sameVariants(kept.values, variants) && sameSide(kept.fields, side)) return kept.loadout;
  const variantsKey = `${LOADOUT_VARIANTS.map((name) => variants[name] ?? '').join('|')}|${cardsUnderKey(variants)}`;
  const key = `${JSON.stringify(side)}|${variantsKey}`;
  let loadout = BUILT.get(key);
  if (loadout === undefined) {
    loadout = checkedLoadout(side, variants, where);
    if (BUILT.size >= MAX_BUILT) BUILT.clear();
    BUILT.set(key, loadout);
  }
  const fields = { name: side.name, operator: side.operator, weapon: side.weapon, armor: side.armor, mercenary1: side.mercenary1, mercenary2: side.mercenary2, deck: side.deck, mercenaries: side.mercenaries, synergy: side.synergy, openingMovement: side.openingMovement, mercRange: side.mercRange };
  BY_SIDE.set(side, { fields, values: KEY_VARIANTS.map((name) => variants[name] ?? ''), loadout });
  return loadout;
}

function checkedLoadout(side: SyndicateSide, variants: Readonly<Record<string, string>>, where: string): Loadout {
  // The printed defs, or copies with the stats variant's changes (statChanges.ts): every number a game reads is here.
  const defs = statDefs(variants.stats);
  const operator = defs.operator(side.operator);
  const weapon = defs.weapon(side.weapon);
  const armor = defs.armor(side.armor);
  const mercs = [defs.mercenary(side.mercenary1), defs.mercenary(side.mercenary2)];
  if (!operator || !weapon || !armor || !mercs[0] || !mercs[1]) throw new GameInputError(`${where}: unknown operator, weapon, armor or mercenary id`);
  if (mercs[0].id === mercs[1].id) throw new GameInputError(`${where}: mercenary1 and mercenary2 are both '${mercs[0].id}'; a Loadout has 2 Mercenaries (2.6)`);
  if ((variants['mercenary-colour'] ?? 'same') === 'same') {
    for (const [field, merc] of [['mercenary1', mercs[0]], ['mercenary2', mercs[1]]] as const) {
      if (merc.colour !== operator.colour) {
        const allowed = MERCENARY_LIST.filter((m) => m.colour === operator.colour).map((m) => m.id);
        throw new GameInputError(`${where}: ${field} '${merc.id}' is ${merc.colour}, ${operator.id} is ${operator.colour}; allowed: ${allowed.join(', ')} (2.9; variant mercenary-colour=any lifts this)`);
      }
    }
  }
  const encumbered = armor.load > operator.ld;
  const counts = parseDeck(side.deck, where);
  const cards = cardsUnder(variants);
  const deck = new Int8Array(CARD_COUNT);
  let total = 0;
  let movement = 0;
  const colourRule = variants['colour-restriction'] ?? 'all-coloured';
  for (const [id, copies] of counts) {
    const card = cards[(CARDS.get(id) as { index: number }).index];
    if (copies > MAX_COPIES) throw new GameInputError(`${where}: deck has ${copies} copies of '${id}'; at most ${MAX_COPIES} (7.1)`);
    const restricted = colourRule === 'all-coloured' || ADVANCED_MOVEMENT(card.type, card.colour);
    if (card.colour !== 'universal' && card.colour !== operator.colour && restricted) {
      throw new GameInputError(`${where}: deck card '${id}' is ${card.colour}; ${operator.id} is ${operator.colour} (7.1 Color Identity${colourRule === 'all-coloured' ? '; variant colour-restriction=advanced-movement-only allows other identities\' Maneuver, Utility and Melee cards' : ''})`);
    }
    if (encumbered && ADVANCED_MOVEMENT(card.type, card.colour)) {
      throw new GameInputError(`${where}: ${operator.id} is Encumbered (${armor.id} Load ${armor.load} > LD ${operator.ld}) and cannot play Advanced Movement cards such as '${id}' (2.4)`);
    }
    deck[card.index] = copies;
    total += copies;
    if (card.type === 'movement') movement += copies;
  }
  if (total !== DECK_SIZE) throw new GameInputError(`${where}: deck has ${total} cards; a Tactics deck has exactly ${DECK_SIZE} (7.1)`);
  const minimum = Number(variants['deck-movement'] ?? '17');
  if (movement < minimum) throw new GameInputError(`${where}: deck has ${movement} Movement cards; at least ${minimum} (2.7, 7.1; variant deck-movement)`);
  const openingMovement = side.openingMovement === undefined || side.openingMovement === 'dealt' ? -1 : Number(side.openingMovement);
  if (!(openingMovement >= -1 && openingMovement <= STARTING_HAND && Number.isInteger(openingMovement))) throw new GameInputError(`${where}: openingMovement must be one of ${OPENING_MOVEMENT_SETTINGS.join(', ')}, got '${side.openingMovement}'`);
  if (openingMovement > movement || STARTING_HAND - openingMovement > total - movement) {
    throw new GameInputError(`${where}: openingMovement ${openingMovement} needs ${openingMovement} Movement and ${STARTING_HAND - openingMovement} other cards; the deck has ${movement} and ${total - movement}`);
  }
  const fielded = [withRange(mercs[0], side.mercRange, where), withRange(mercs[1], side.mercRange, where)] as const;
  return Object.freeze({
    name: side.name, operator, weapon, armor, mercenaries: Object.freeze(fielded), deck, encumbered,
    mercenariesFielded: (side.mercenaries ?? 'fielded') === 'fielded', synergy: (side.synergy ?? 'on') === 'on', openingMovement,
  });
}

/**
 * A Mercenary with the side's `mercRange` setting applied: the rulebook gives Mercenary weapons dice but no range (9.3,
 * 9.6; SP-064), so a study can sweep it. Batons (range 1, "adjacent") are melee weapons and keep their reach.
 */
function withRange(merc: MercenaryDef, setting: string | undefined, where: string): MercenaryDef {
  if (setting === undefined || setting === 'data') return merc;
  if (!(MERC_RANGE_SETTINGS as readonly string[]).includes(setting)) throw new GameInputError(`${where}: mercRange must be one of ${MERC_RANGE_SETTINGS.join(', ')}, got '${setting}'`);
  if (merc.weapon.range <= 1) return merc;
  return Object.freeze({ ...merc, weapon: Object.freeze({ ...merc.weapon, range: Number(setting) }) });
}
