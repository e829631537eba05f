/**
 * The `stats` variant (statChanges.ts: a designer's changes to the printed numbers), declared in a module with no
 * imports of the system's own, so rules.ts can load it first (statChanges.ts reads the cards, which read rules.ts).
 */
import type { GameVariant } from '../../game/definition.ts';
import { describeStatChanges, STAT_CHANGES_PREFIX, type StatChangesSpec } from '../../game/statChanges.ts';


/**
 * The numbers a change may set, by kind, with the bounds data/cards.json is checked against (cards.ts checkCard). A
 * capital ship's Structure, Defense, Sensors, Thrusters and Marines are its rating tracks' top box (statChanges.ts
 * retrack). Left out: TV and Unit Cap (fleet building and Victory Points; a Q-Ship's believed TV is kept per card id,
 * qShip.ts), a Drone Bay's stock, a weapon line's count and arcs, traits.
 */
export const STAT_BOUNDS = {
  capital: { speed: [0, 20], 'fire-control': [0, 9], turns: [0, 8], skill: [1, 9], signature: [1, 24], 'armor-fore': [0, 6], 'armor-side': [0, 6], 'armor-aft': [0, 6], structure: [1, 9], defense: [0, 9], sensors: [0, 9], thrusters: [0, 9], marines: [0, 9] },
  squadron: { speed: [0, 20], 'fire-control': [0, 9], skill: [1, 9], signature: [1, 24], armor: [0, 6], sensors: [0, 9], structure: [1, 9], fuel: [0, 9] },
  weapon: { ac: [0, 12], as: [0, 12], macro: [0, 6] },
} as const satisfies Record<string, Record<string, readonly [number, number]>>;

export type StatKind = keyof typeof STAT_BOUNDS;

/** What a change looks like (the parse itself, with the cards, is statChanges.ts's): a weapon line is named through its card. */
export const STAT_FORM: Pick<StatChangesSpec, 'kinds' | 'example' | 'form' | 'ids'> = {
  kinds: {
    capital: { label: 'a capital ship', stats: STAT_BOUNDS.capital },
    squadron: { label: 'a squadron', stats: STAT_BOUNDS.squadron },
    weapon: { label: 'a weapon line', stats: STAT_BOUNDS.weapon },
  },
  example: 'uller.structure=5,javelin.kinetic-cannon.ac=4',
  form: 'CARD.STAT=VALUE or CARD.WEAPON.STAT=VALUE',
  ids: 'CARD is a card id of data/cards.json, WEAPON one of its weapon ids',
};

export const STAT_CHANGES_DESCRIBE = describeStatChanges(STAT_FORM);

export const STAT_VARIANTS = {
  // Left out of a serialized state while printed (game.ts serialVariants): older states and the behaviour fixture read alike.
  stats: {
    values: ['printed'],
    default: 'printed',
    describe: "the printed numbers of the cards (Components › Unit Cards; data/cards.json), or printed:CARD.STAT=VALUE,... with a designer's changes, played in full games and the attack pipeline (toolkit setting, not a rule: statChanges.ts)",
    open: { prefix: STAT_CHANGES_PREFIX, describe: STAT_CHANGES_DESCRIBE },
  },
} as const satisfies Record<string, GameVariant>;
