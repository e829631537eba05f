/**
 * Syndicate Protocol: 2095, the rules card in constants (`003_c7f3f5aee5a5ed6f.txt`;
 * README.md in this folder is the readable version).
 *
 * | constant            | value | rulebook                                                   |
 * |---------------------|-------|------------------------------------------------------------|
 * | BOARD_SIZE          | 24    | 11.1 "a 24 x 24 grid (576 spaces)"                         |
 * | DEPLOYMENT_ROWS     | 2     | 11.1 "a 2-row zone on opposite sides of the map"           |
 * | DECK_SIZE           | 40    | 7.1 "Exactly 40 cards"                                     |
 * | MAX_COPIES          | 4     | 7.1 "Up to 4 copies of any card"                           |
 * | STARTING_HAND       | 5     | Setup 5 "Each player draws 5 cards"                        |
 * | SYNERGY_RANGE       | 4     | 9.5 "within 4 spaces of the Operator"                      |
 * | merc movement       | 3/2   | 9.5 Runner 3, Spotter/Enforcer/Tech 2                      |
 * | cover Dodge         | +1/+2 | 4.9, 11.2 Light / Heavy Cover                              |
 *
 * Every contradiction or gap that changes numbers is a variant below (default
 * first, the most likely reading), with the section it comes from and the
 * catalogue entry (PLAYTEST-QUESTIONS.md, SP (c)).
 */
import type { GameVariant } from '../../game/definition.ts';
import { STAT_CHANGES_DESCRIBE, STAT_CHANGES_PREFIX } from './statChanges.ts';

export const BOARD_SIZE = 24;
export const CELLS = BOARD_SIZE * BOARD_SIZE;
export const DEPLOYMENT_ROWS = 2;
export const DECK_SIZE = 40;
export const MAX_COPIES = 4;
export const STARTING_HAND = 5;
export const SYNERGY_RANGE = 4;
export const MERC_MOVE: Readonly<Record<string, number>> = { runner: 3, spotter: 2, enforcer: 2, tech: 2 };

/** Units by index: seat 0 has units 0 (Operator), 1, 2 (Mercenaries); seat 1 has 3, 4, 5. */
export const UNITS = 6;
export const operatorOf = (seat: number): number => seat * 3;
export const seatOf = (unit: number): number => (unit < 3 ? 0 : 1);
export const isOperator = (unit: number): boolean => unit === 0 || unit === 3;

/** Terrain codes on the grid (11.2, tokens 11.5: a Crate is Light Cover, a Barricade Heavy Cover). */
export const TERRAIN = { open: 0, light: 1, heavy: 2, impassable: 3 } as const;

/**
 * Status effects (10.2 token types) as bits. Negative effects do not stack
 * (10.1), so one bit each; Guarded and Shielded are positive and stack, so
 * the state also counts them.
 */
export const STATUS = {
  suppressed: 1 << 0,
  marked: 1 << 1,
  disoriented: 1 << 2,
  jammed: 1 << 3,
  immobilized: 1 << 4,
  revealed: 1 << 5,
  burning: 1 << 6,
  bleeding: 1 << 7,
  guarded: 1 << 8,
  overwatch: 1 << 9,
  hidden: 1 << 10,
  focused: 1 << 11,
  shielded: 1 << 12,
} as const;
export type StatusName = keyof typeof STATUS;
export const STATUS_NAMES = Object.keys(STATUS) as StatusName[];
/** 10.3 Negative Status Effects (Pistols' Opportunistic Precision counts these, 5.2). */
export const NEGATIVE_STATUSES = STATUS.suppressed | STATUS.marked | STATUS.disoriented | STATUS.jammed | STATUS.immobilized | STATUS.revealed | STATUS.burning | STATUS.bleeding;

export function countBits(bits: number): number {
  let n = 0;
  for (let b = bits; b !== 0; b &= b - 1) n++;
  return n;
}

const statusReading = (name: string, a: string, b: string): GameVariant => ({
  values: ['section-10', 'appendix-d'],
  default: 'section-10',
  describe: `${name}: section-10 (10.3/10.4) "${a}"; appendix-d "${b}"`,
});

/** Rule readings shared by the attack pipeline and the full game. */
export const ATTACK_VARIANTS = {
  'armor-floor': { values: ['floor0', 'floor1'], default: 'floor0', describe: 'armor mitigation: floor0 (4.8 "Minimum final damage = 0"); floor1 (6.1 "Damage cannot be reduced below 1"): SP-021' },
  marked: statusReading('Marked (SP-025)', 'attacks against this unit gain +1 Accuracy', 'all attacks against this unit roll +1 die'),
  hidden: statusReading('Hidden (SP-029)', 'cannot be targeted beyond 4 spaces; breaks on attack or Mark', 'cannot be targeted by ranged attacks beyond 3 spaces'),
  burning: statusReading('Burning (SP-028)', '1 damage immediately and 1 at the start of the next Attack Phase', '1 damage at end of round'),
  jammed: statusReading('Jammed (SP-027)', 'cannot play Utility cards or use Weapon abilities', 'cannot use ranged weapons (until end of round)'),
  suppressed: {
    values: ['section-10', 'appendix-d', 'speed'],
    default: 'section-10',
    describe: 'Suppressed (SP-026): section-10 "-1 Accuracy; no attacks with more than 2 dice"; appendix-d "-1 ACC and cannot perform Overwatch"; speed (4.10) "reduces Speed next round"',
  },
  disoriented: statusReading('Disoriented (SP-033)', '-1 Dodge; cannot benefit from Cover', '-1 Dodge'),
  revealed: statusReading('Revealed (SP-031)', 'cannot become Hidden or benefit from LoS-blocking effects', 'cannot benefit from Hidden or cover bonuses'),
  focused: statusReading('Focused (SP-030)', '+1 Accuracy and +1 die on next attack', '+1 ACC on its next attack'),
  doq: {
    values: ['dodge', 'damage', 'die', 'accuracy', 'none'],
    default: 'dodge',
    describe: '"+1 DOQ" (7.4 Counterline Pressure, Combat Rush, Adrenal Spike; SP-050): dodge (a typo for DOD: +1 Dodge until end of round), damage (+1 damage if the attack hits), die, accuracy, none',
  },
  'category-bonus': {
    values: ['damage', 'accuracy', 'die'],
    default: 'damage',
    describe: 'what the unnamed "+1/+2" of the Pistol, SMG and Heavy category traits adds (5.2, 5.3, 5.7; SP-049); Shotgun, Assault Rifle and Sniper bonuses are printed as damage',
  },
  'card-text': {
    values: ['appendix-a', 'section-7'],
    default: 'appendix-a',
    describe: 'cards printed twice (SP-039, SP-040, SP-041, SP-044): appendix-a (types, colours and text of Appendix A) or section-7 (Quick Draw, Adrenal Surge, Hardpoint, Signal Scrambler are Movement cards; Guns Akimbo unrestricted; Flashbang and Adrenal Injector as 7.6 prints them)',
  },
  'reduction-order': {
    values: ['after-floor', 'before-floor'],
    default: 'after-floor',
    describe:
      'Hold the Line and Reinforced Plating (1 each, 8.5 and 6.6; SP-083) against the armor floor (4.8 vs 6.1, SP-021): after-floor (armor, then the floor, then these: under floor1 a hit can still end at 0) or before-floor (they count as armor, so under floor1 "Damage cannot be reduced below 1" holds after them too); the same under floor0',
  },
  'condition-interactions': {
    values: ['section-10.5', 'independent'],
    default: 'section-10.5',
    describe:
      'statuses on one unit (SP-056): section-10.5 (10.5 Condition Interactions: a Suppressed and Disoriented unit "may only attack with 1 die") or independent (10.1 "Negative effects do NOT stack" read across statuses: each applies on its own, so Suppressed alone caps the attack at 2 dice)',
  },
  'armor-breaker': {
    values: ['this-attack', 'after-attack'],
    default: 'this-attack',
    describe: 'Breach Cannon "Each hit reduces Armor by 1 for the rest of the round" (5.7): this-attack (the hits also lower the armor of the attack that made them) or after-attack',
  },
  stats: {
    values: ['printed'],
    default: 'printed',
    describe: "the printed numbers of the Operators, weapons, armours and Mercenaries, or printed:ID.STAT=VALUE,... with a designer's changes (toolkit setting, not a rule: statChanges.ts)",
    open: { prefix: STAT_CHANGES_PREFIX, describe: STAT_CHANGES_DESCRIBE },
  },
} as const satisfies Record<string, GameVariant>;

/** The full game's readings: the attack ones plus the round, cards, loadouts and map. */
export const GAME_VARIANTS = {
  ...ATTACK_VARIANTS,
  'round-cap': { values: ['50', '30', '100'], default: '50', describe: 'rounds before a game is stopped and scored a draw (the rulebook has none, 2.12; SP-059); such games are counted in the statistic capped' },
  'eliminated-fire': {
    values: ['no', 'yes'],
    default: 'no',
    describe: 'does an Operator eliminated earlier in the Attack sub-phase still fire (SP-061): no (4.11 "removed from the battlefield"; Priority decides) or yes (3.3 "Operators attack once per round"; both may fall: a draw)',
  },
  'operator-targets': {
    values: ['operators-only', 'any-enemy'],
    default: 'operators-only',
    describe: 'whom an Operator may shoot (SP-055): operators-only (4.2 "one enemy Operator per attack") or any-enemy (Mercenaries too)',
  },
  'melee-text': {
    values: ['section-7.5', 'section-7.7'],
    default: 'section-7.5',
    describe: 'Shield Bash, Shockline Drive and Jammer Strike are printed twice (SP-036, SP-037, SP-038): section-7.5 (Melee Tactics) or section-7.7 (their Push versions)',
  },
  'melee-tie': {
    values: ['damage', 'none'],
    default: 'damage',
    describe: 'melee cards printed without a Tie line (7.7 Velocity Shove, Concussive Slam, ...; SP-060): damage (7.5 step 3: both take 1) or none',
  },
  cover: {
    values: ['occupied', 'intervening'],
    default: 'occupied',
    describe: 'which cover counts (SP-023): occupied (2.1/7.7: the cover space the target stands in; Heavy Cover between blocks LoS) or intervening (4.9: Light Cover on the line next to the target)',
  },
  'suppressing-fire': {
    values: ['extra', 'replaces'],
    default: 'extra',
    describe: 'Suppressing Fire "Make an attack with half RoF" (Appendix A; SP-065): extra (an attack in the Tactics sub-phase; 7.4 "They do not replace an Operator\'s attack") or replaces (this round\'s attack uses half RoF)',
  },
  razor: { values: ['accuracy', 'none'], default: 'accuracy', describe: 'Razor\'s Breach & Clear bonus (SP-034): accuracy (Appendix B "+1 accuracy") or none (8.5 "+1 Assault", an undefined stat)' },
  velocity: { values: ['after-attack', 'after-any-action'], default: 'after-attack', describe: 'Velocity\'s Surge Step (SP-035): after-attack (Appendix B) or after-any-action (8.5: after her card or her attack)' },
  'heavy-move-penalty': { values: ['2', '1'], default: '2', describe: 'Heavy armor movement penalty (6.2 "-2" vs 6.5 "-1 or -2"; SP-053)' },
  'deck-movement': { values: ['17', '20'], default: '17', describe: 'minimum Movement cards in a deck (2.7 "17 minimum" vs 7.1 "At least 17-20"; SP-045)' },
  'colour-restriction': {
    values: ['all-coloured', 'advanced-movement-only'],
    default: 'all-coloured',
    describe: 'which cards follow the Operator\'s Color Identity: all-coloured (every card printed under an identity, as Appendix A groups them) or advanced-movement-only (7.1 names Signature and Advanced Movement cards; no Signature cards are printed)',
  },
  'mercenary-colour': { values: ['same', 'any'], default: 'same', describe: 'Mercenaries must share the Operator\'s Color Identity (2.9 "Color Identity determines ... Mercenary availability") or any' },
  'encumbered-tax': {
    values: ['tactic', 'maneuver'],
    default: 'tactic',
    describe: 'which movement-granting cards cost an Encumbered Operator 1 HP (SP-046): tactic (8.2: every non-Movement card that moves the Operator) or maneuver (2.4: Maneuver cards only)',
  },
  'encumbered-tax-paid': {
    values: ['on-play', 'if-movement'],
    default: 'on-play',
    describe:
      'when an Encumbered Operator pays the 1 HP for a movement-granting card (2.4/8.2 "cost 1 HP to play"): on-play (as the card resolves, whatever it then does; a card a status blocks is not played, 7.6) or if-movement (only when its movement can be taken: a Melee card whose contest occurs, 7.5, a free move with a space to go to)',
  },
  'terrain-density': {
    values: ['percent', 'count', 'blocking-0', 'blocking-0.5', 'blocking-1.5'],
    default: 'percent',
    describe:
      'the 11.3 density table (SP-057): percent (20-25% Light, 15-20% Heavy, 5-10% Impassable of 576 spaces) or count (20-25, 15-20 and 5-10 spaces); not readings but a sweep of Line-of-Sight blockers (SP-020): blocking-0, blocking-0.5, blocking-1.5 scale percent\'s Heavy and Impassable ranges by 0, 1/2, 3/2 (Light as printed)',
  },
  'empty-deck': {
    values: ['reshuffle', 'no-draw'],
    default: 'reshuffle',
    describe: 'an empty Tactics deck at Reload (the rulebook is silent, 3.4): reshuffle (the discards become the new deck) or no-draw (hands run down; with no card an Operator cannot move)',
  },
  'last-activation': {
    values: ['this-round', 'previous-round'],
    default: 'this-round',
    describe:
      'Predictive Burst "if your target moved during their last activation" (7.4; rounds are simultaneous, so "activation" is undefined: SP-062): this-round (the enemy Operator moved in this round\'s Movement sub-phase) or previous-round',
  },
  'data-relay': {
    values: ['as-written', 'when-it-hits'],
    default: 'as-written',
    describe: "Glyph's Data Relay (9.6 \"treat one of Glyph's dice as a 4\", SP-090): as-written, every time its Operator has attacked, so a sure miss when Glyph needs 5+; or when-it-hits, only when a 4 hits (a player's choice)",
  },
  map: {
    values: ['generated', 'example-balanced-layout', 'open-streets'],
    default: 'generated',
    describe: 'the battlefield: generated (section 11, seeded by the game), a hand-authored map in data/maps/, or file:<path>, your own map file (maps.ts)',
    open: { prefix: 'file:', describe: 'file:<path> (your own map: JSON with "rows", 24 strings of 24 characters from . l H # c B T x, as in data/maps/)' },
  },
} as const satisfies Record<string, GameVariant>;

export type AttackVariantName = keyof typeof ATTACK_VARIANTS;
export type GameVariantName = keyof typeof GAME_VARIANTS;
export type Variants = Readonly<Record<string, string>>;

export function defaultVariants(): Record<string, string> {
  return Object.fromEntries(Object.entries(GAME_VARIANTS).map(([name, spec]) => [name, spec.default]));
}
