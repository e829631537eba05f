/**
 * Rattle and Rend v03 (beta), the rules constants and every named variant
 * (`004_c41133d86b017ece.txt`; the catalogue rows are PLAYTEST-QUESTIONS.md
 * section "RR"). Each variant lists its values default first; the default is
 * the rulebook's most likely reading and `section` says where the question is.
 *
 * Range bands ("Ranges and Measurements"): S 80 mm, M 160 mm, L 240 mm,
 * measured centre to centre; B is base-to-base contact (Fighters' and Dregs'
 * RNG "B-to-B"). The board is 400 x 400 mm ("What is Needed to Play").
 */
import type { GameVariant } from '../../game/definition.ts';
import elementsData from './data/elements.json' with { type: 'json' };
import optionsData from './data/options.json' with { type: 'json' };

export const BOARD_MM = 400;
/** Band index: 0 = base-to-base, 1 = S, 2 = M, 3 = L; -1 = none (a Ward cannot move or attack). */
export const BAND = { B: 0, S: 1, M: 2, L: 3 } as const;
export const BAND_MM = [0, 80, 160, 240] as const;
export const BAND_NAMES = ['B-to-B', 'S', 'M', 'L'] as const;
/** Two bases touch when their centres are no further apart than the sum of their radii plus this slack (mm). */
export const CONTACT_SLACK_MM = 1;

/** The seven Element types ("Four Elements"), in the rulebook's order. Index = type code. */
export const ELEMENT_TYPES = ['champion', 'heavy', 'fighters', 'shooters', 'skirmishers', 'dregs', 'ward'] as const;
export type ElementType = (typeof ELEMENT_TYPES)[number];
export const CHAMPION = 0;
export const HEAVY = 1;
export const FIGHTERS = 2;
export const SHOOTERS = 3;
export const SKIRMISHERS = 4;
export const DREGS = 5;
export const WARD = 6;

export interface ElementProfile {
  name: string;
  cost: number;
  /** Base diameter in mm. */
  base: number;
  mov: number;
  rng: number;
  fury: number;
  guile: number;
  will: number;
  reaction: string;
}

const bandOf = (text: string): number => (text === '-' ? -1 : BAND[text as keyof typeof BAND]);

/** v03 profiles by type code, from data/elements.json (a Ward's missing Fury and Guile read as 21: it never rolls them). */
export const PROFILES: readonly ElementProfile[] = ELEMENT_TYPES.map((type) => {
  const raw = elementsData.elements[type];
  if (!raw) throw new Error(`data/elements.json: missing element '${type}'`);
  return { name: raw.name, cost: raw.cost, base: raw.base, mov: bandOf(raw.mov), rng: bandOf(raw.rng), fury: raw.fury ?? 21, guile: raw.guile ?? 21, will: raw.will, reaction: raw.reaction };
});

/** The highest cost a `stats` change may give (statLines.ts): one Element of it still fits a 12-point warband. */
export const MAX_CHANGED_COST = 12;

export const CHAMPION_ACTIONS = Object.keys(optionsData.championActions) as readonly string[];
export const HEAVY_TRAITS = Object.keys(optionsData.heavyTraits) as readonly string[];
export const WARD_REACTIONS = Object.keys(optionsData.wardReactions) as readonly string[];
export const TACTICS = Object.keys(optionsData.tactics) as readonly string[];
export const BONDS = Object.keys(optionsData.bonds) as readonly string[];
export const REPUTATIONS = Object.keys(optionsData.reputations) as readonly string[];
/** "Fearsome" appears only in the Ghostly Host example; its playstyle text describes Nightmares (variant `fearsome`). */
export const TACTIC_ALIASES: Readonly<Record<string, string>> = { fearsome: 'nightmares' };

export const displayName = (table: Readonly<Record<string, unknown>>, id: string): string => {
  const entry = table[id];
  if (typeof entry === 'string') return entry;
  if (entry && typeof entry === 'object' && 'name' in entry) return String((entry as { name: string }).name);
  return id;
};
export const OPTION_NAMES = optionsData;

/** Warband building ("Three Warband Creation"). */
export const WARBAND_POINTS = 12;
/** A Campaign Warband "can shrink to a minimum of 9 points"; below that it dissolves (Campaign Play › The Campaign Warband). */
export const CAMPAIGN_MIN_POINTS = 9;
/** "can grow to a maximum of 18 points" (same section). */
export const CAMPAIGN_MAX_POINTS = 18;
export const MIN_ELEMENTS = 4;
export const MAX_ELEMENTS = 8;
export const MIN_CORE_POINTS = 4;

/** Initiative ("Initiative Phase"): bids 0-5; Superiority's open bid is 3 and costs 1. */
export const MAX_BID = 5;
export const SUPERIORITY_BID = 3;
/** Re-bids after this many ties are settled by a roll-off (the rulebook repeats forever; agents that both must bid 0 would never stop). */
export const MAX_TIED_BIDS = 6;
/** Morale ("Warband Morale"): checks after the round a warband first falls to 6, then to 3 (at a penalty). */
export const MORALE_FIRST = 6;
export const MORALE_SECOND = 3;
/** Scenarios with a limit end after four rounds ("Step 1. Victory Conditions"); Conquest may add a fifth. */
export const SCENARIO_ROUNDS = 4;

export const SCENARIOS = ['kill-them-all', 'king-of-the-hill', 'capture-the-flags', 'duel', 'conquest'] as const;
export const DEPLOYMENTS = ['corner', 'side', 'delayed', 'close', 'surrounded'] as const;
export const DENSITIES = ['sparse', 'dense'] as const;
export const TERRAIN_TYPES = ['rough', 'blocking', 'hazardous', 'inspiring'] as const;
export const ROUGH = 0;
export const BLOCKING = 1;
export const HAZARDOUS = 2;
export const INSPIRING = 3;
/** Optional terrain themes ("Optional Terrain Selection"): d20 rows and their three types. */
export const THEMES = [
  { id: 'the-badlands', lo: 1, hi: 5, types: [ROUGH, BLOCKING, HAZARDOUS] },
  { id: 'the-stronghold', lo: 4, hi: 9, types: [BLOCKING, HAZARDOUS, INSPIRING] },
  { id: 'the-heights', lo: 8, hi: 13, types: [INSPIRING, ROUGH, BLOCKING] },
  { id: 'the-wilds', lo: 12, hi: 17, types: [INSPIRING, ROUGH, HAZARDOUS] },
] as const;
/** d20 rows with overlaps ("Step 1", "Steps 3-5"): the first and second row a face falls in. */
export const FIVE_ROWS = [
  [1, 5],
  [4, 9],
  [8, 13],
  [12, 17],
  [16, 20],
] as const;
/** Terrain density d20 ("Step 2. Terrain"): 1-11 sparse, 9-20 dense. */
export const SPARSE_MAX = 11;
export const DENSE_MIN = 9;

/** The variants, each with the rulebook section it comes from (and the toolkit settings: scenario, deployment, open-ended-rounds). */
export const RR_VARIANTS = {
  momentum: {
    values: ['points', 'elements'],
    default: 'points',
    describe: 'Total Momentum is the points of Elements in play (12 at the start) or their number (RR-046; Gameplay › Momentum Points vs Initiative Phase)',
  },
  dice: { values: ['cancel', 'stack'], default: 'cancel', describe: 'bonuses and penalties cancel (rulebook) or each adds/removes a die (Core Dice Mechanic)' },
  stats: {
    values: ['v03', 'v02-plus1', 'v02-plus2'],
    default: 'v03',
    describe:
      "v03 stats, or v02 reconstructed as every Fury, Guile and Will +1 or +2 (RR-024; Change Log › Stat Adjustments), or v03 with a designer's changes (statLines.ts)",
    open: {
      prefix: 'v03:',
      describe: `v03:TYPE.STAT=VALUE,... (v03's stat lines with your changes, e.g. v03:fighters.fury=8,heavy.cost=2; STAT is fury, guile or will 1-20, mov S|M|L, rng B|S|M|L, or cost 1-${MAX_CHANGED_COST}; a Ward's will and cost only)`,
    },
  },
  intimidate: { values: ['present', 'removed'], default: 'present', describe: "the Heavy's Intimidate reaction is printed, or removed as the change log says (RR-050)" },
  poisoners: {
    values: ['as-written', 'will-penalty'],
    default: 'as-written',
    describe: 'Poisoners re-rolls a critical Will check at a penalty, or every Will check from your attacks is at a penalty (RR-007; Tactics › Poisoners)',
  },
  'fodder-critical': {
    values: ['redirect', 'penalty', 'as-success'],
    default: 'redirect',
    describe:
      "a critical Fodder check: the attacker must attack one of its own Elements within its reach at a Penalty (the Dregs' \"enemy Element\"), the attack falls on the Dregs at a Penalty, or it is a plain success (Dregs › Fodder, CRITICAL SUCCESS)",
  },
  swarmers: { values: ['every-attack', 'successful-only'], default: 'every-attack', describe: 'Swarmers joins every attack, or only successful ones (RR-008; Tactics › Swarmers)' },
  resurrectionists: {
    values: ['as-written', 'no-heavies', 'quarter-points', 'sixth-points', 'all-penalty'],
    default: 'as-written',
    describe: 'Ressurectionists as written (1/3 of the points), or a proposed nerf: Heavies excluded, 1/4 or 1/6 of the points, every Guile check at a penalty (RR-009)',
  },
  'shield-brothers': { values: ['short', 'medium'], default: 'short', describe: 'Shield-Brothers needs an ally within S range, or within M (RR-010)' },
  devious: { values: ['medium', 'short'], default: 'medium', describe: 'Devious repositions enemies within M range, or within S (RR-016)' },
  fearsome: {
    values: ['as-nightmares', 'guile-only'],
    default: 'as-nightmares',
    describe: "the Ghostly Host's unlisted Fearsome tactic is Nightmares, or only its Guile check to attack (Example Warbands › Ghostly Host)",
  },
  'attached-champion': {
    values: ['one-element', 'two-elements'],
    default: 'one-element',
    describe: 'an attached Champion and its host count as one Element for the 4-8 limit (makes the Vampire Court legal), or as two (RR-049)',
  },
  'berserkers-contact': {
    values: ['stays-contact', 'clamped-to-s'],
    default: 'stays-contact',
    describe: 'Berserkers RNG -1 leaves B-to-B Elements at B-to-B, or B-to-B counts as below S and is clamped up to S (RR-052)',
  },
  'retinue-focus': {
    values: ['others', 'focus-too'],
    default: 'others',
    describe: "Retinue regains Momentum for the Focus's allies only (its attached partner \"cannot benefit\"), or for the Focus's own critical actions too (Bonds › Retinue)",
  },
  'ward-rng': { values: ['long', 'short'], default: 'long', describe: "the Ward's RNG (blank in its stat line) used by Vengeance and Detonate is L, as for Warding access, or S (RR-056)" },
  'spot-weakness': { values: ['two-allies', 'one-ally'], default: 'two-allies', describe: 'Spot Weakness lets two allies attack (Champion Actions) or one (Champion Traits summary) (RR-061)' },
  'shoot-into-melee': {
    values: ['allowed', 'forbidden'],
    default: 'allowed',
    describe: 'ranged attacks may target enemies in contact with your Elements (Attacks › Ranged), or not without Fusiliers (RR-062)',
  },
  'superiority-tie': {
    values: ['fixed-3', 'normal-rebid'],
    default: 'fixed-3',
    describe: "on a tie Superiority bids a fixed, open 3 again for 1 Momentum, or re-bids secretly like anyone else (RR-063)",
  },
  'banish-will': { values: ['champion', 'target'], default: 'champion', describe: 'the Will check after Banish Foe is made by the Champion, or by the target (RR-065)' },
  'scheming-plot': {
    values: ['either', 'no-enemy'],
    default: 'either',
    describe: 'Scheming Plot works with no enemy within RNG or with more allied than enemy points there, or only with no enemy within RNG (RR-066)',
  },
  surrounded: { values: ['alternating', 'paired'], default: 'alternating', describe: "Surrounded Deployment's four zones alternate A B A B, or pair A A B B (RR-067)" },
  'frenzied-delayed': {
    values: ['stack', 'exclusive'],
    default: 'stack',
    describe: 'under Delayed Deployment Frenzied holds back 1/3 of what would deploy (stack), or has no further effect (RR-020)',
  },
  'hazardous-fail': {
    values: ['removed', 'stays'],
    default: 'removed',
    describe: 'a failed Will check to leave Hazardous Terrain removes the Element (Will Checks › Fail), or only stops it (RR-144)',
  },
  'reaction-swap': {
    values: ['on-success', 'always'],
    default: 'on-success',
    describe: 'initiative swaps only when the reaction succeeds (The Reactive Player), or after any resolved reaction (How Reactions Work, step 4)',
  },
  'sneak-thieves': {
    values: ['ranged-attacks', 'listed'],
    default: 'ranged-attacks',
    describe:
      "Sneak-Thieves' penalty (\"ENGAGE, AIM, or FEINT ACTIONS or GIVE FIRE REACTIONS\", names not in v03) falls on every ranged attack at a non-Heavy beyond S, or only on the v03 counterparts of the listed ones: Charge and Stand and Fight attacks, Suppress, and a Feint's Guile check (not Distant Doom, Spot Weakness, Avengers or Defiance) (RR-054)",
  },
  'discipline-deny': {
    values: ['costs', 'first-free'],
    default: 'costs',
    describe:
      "Discipline's first Reaction each round is free but \"any counter-bidding to take a Reaction still costs\": the active player's Deny is counter-bidding and costs 1, or it is the side's first Reaction and free while that is unused (RR-069)",
  },
  'ctf-control': {
    values: ['most', 'any', 'centre'],
    default: 'most',
    describe:
      "Capture the Flags after round 4 (\"the player in control of the objective marker\", singular, of three): most markers controlled or carried off wins; any marker controlled wins (both holding one: no control); or only the centre marker counts (RR-064)",
  },
  'vengeance-chain': {
    values: ['no-third', 'double-critical-void'],
    default: 'no-third',
    describe:
      "Vengeance's critical lets a second Element make the same check; \"if another critical success is rolled, this second effect does not happen\": no third Element follows, or the second Element's critical gives no move and no Momentum (RR-068)",
  },
  'transport-break': {
    values: ['fail', 'fail-or-withdraw'],
    default: 'fail',
    describe:
      "a Transport's \"result of BREAK on a WILL CHECK\" (not a defined result) is a failed check (the Heavy is removed), or also a success that withdraws it: its passengers are placed where it was and each makes a Will check (RR-053; Heavy Traits › Transport)",
  },
  'reserve-momentum': {
    values: ['on-board', 'counts'],
    default: 'on-board',
    describe:
      'Total Momentum counts only Elements on the board ("equal to the number of their Elements still in play on the board"), so Elements waiting off it (Delayed Deployment, Frenzied, Ambushers) add nothing until placed and a side with only those left has 0 and cannot pay to place them; or they count ("players start with 12 MOMENTUM points") (RR-155; Total Momentum, Delayed Deployment)',
  },
  tactitians: {
    values: ['first-turn', 'any-turn'],
    default: 'first-turn',
    describe:
      "Tactitians' 1-Momentum choice is selected \"During your first TURN each ROUND\" and changed \"on your TURN ... after your first turn that round\": a side with no choice standing selects only during its first Turn of a Round, a standing choice (it persists across Rounds) may be changed on any later Turn, and one choice per Turn; or, as the engine read it before, selected or changed on any Turn of the side's, as often as it pays (RR-111; Tactics › Tactitians)",
  },
  'last-man-standing': {
    values: ['in-play', 'none-waiting'],
    default: 'in-play',
    describe:
      'Last Man Standing ("if a player is down to a single non-Ward Element, that player may give their single Element as many Actions as possible") lifts the back-to-back rule when one non-Ward Element is in play (Elements in reserve, carried or banished do not count), or only when no other non-Ward Element is left at all, waiting off the board included (Ten Actions)',
  },
  'terrain-layouts': {
    values: ['step-2', 'lanes'],
    default: 'step-2',
    describe:
      'the prepared terrain layouts Player B picks from: built to Step 2\'s figures (sparse about 20% of the board, dense about 40% with Blocking and, in some places, a pocket ringed by Rough and Hazardous pieces: "a player must be forced to move through Rough or Hazardous terrain"), or the engine\'s first layouts (sparse about 12%, dense 25-29%, lanes between the pieces: no route forced, RR-035) (toolkit layouts: the rulebook leaves placement to Player B)',
  },
  'feint-move': {
    values: ['move-first', 'in-reach'],
    default: 'move-first',
    describe:
      'Feint ("MOVEMENT: Move up to your MOV value. EFFECT: Select an enemy Element within your RNG and in line of sight"): listed against an enemy the feinter can reach by moving first, like a Charge (the Guile check only if the target is in reach after the move), or only against an enemy in reach now, standing still (the engine before rr-heuristic)',
  },
  'will-success': {
    values: ['withdraw', 'stays'],
    default: 'withdraw',
    describe:
      'RR-087 (Core Mechanics › Will Checks, SUCCESS against an enemy: "Your opponent may move it up to its MOV value away from the attacker"): the attacker\'s side always moves it its full MOV away (the engine\'s reading), or never does (it stays in contact, to be struck again)',
  },
  'will-critical': {
    values: ['push-attacker', 'step-away'],
    default: 'push-attacker',
    describe:
      'RR-088 (Core Mechanics › Will Checks, CRITICAL SUCCESS: one of two bonus effects): "Move the enemy that forced the check up to s range" (the engine\'s choice), or "Move up to its MOV value in any direction", taken as straight away from the attacker',
  },
  'terrain-theme': { values: ['none', 'rolled'], default: 'none', describe: 'optional terrain themes off, or rolled on the d20 table (18-20 re-rolled: RR-057)' },
  'density-roll': { values: ['d20', 'coin'], default: 'd20', describe: 'terrain density by the d20 table (9-11 overlap chosen by Player B) or by a coin flip (RR-058)' },
  prepared: {
    values: ['full', 'rearrange-only', 'options-only'],
    default: 'full',
    describe:
      "Prepared gives all three printed effects, only the after-deployment terrain changes (no Player A density/theme choice, no Player B deployment choice), or only the player-specific options (RR-017; Reputations › Prepared, VALUE box)",
  },
  inspiring: {
    values: ['as-written', 'no-bonus', 'no-los-block'],
    default: 'as-written',
    describe:
      'Inspiring Terrain gives its Fury/Will bonus and blocks line of sight as printed, or gives no bonus (sight blocker only), or does not block line of sight (bonus only) (RR-019; Game Setup › Inspiring Terrain, "Feedback requested")',
  },
  scenario: {
    values: ['rolled', 'kill-them-all', 'king-of-the-hill', 'capture-the-flags', 'duel', 'conquest'],
    default: 'rolled',
    describe: 'the victory condition is rolled on the d20 table (Step 1. Victory Conditions), or fixed to one of the five for every game (toolkit setting, not a rule: to study one scenario)',
  },
  deployment: {
    values: ['rolled', 'corner', 'side', 'delayed', 'close', 'surrounded'],
    default: 'rolled',
    describe: 'the deployment is rolled on the d20 table (Steps 3-5. Deployment), or fixed to one of the five for every game (toolkit setting, not a rule: to study one deployment)',
  },
  'd20-source': {
    values: ['dice', 'deck'],
    default: 'dice',
    describe:
      "each side's d20s are rolled (the rulebook's dice), or drawn from its own decks of the values 1-20, one deck per die position of a check, each reshuffled when empty: every die stays uniform on 1-20 and the dice of one check independent, so each check's odds are the dice's, but a side's run of luck over a game is damped (toolkit setting, not a rule: RR-026, Core Mechanics › Why Use d20s?)",
  },
  'open-ended-rounds': {
    values: ['12', '8', '20'],
    default: '12',
    describe: 'Kill Them All and Duel have no round limit; a game still going after this many rounds is won on points in play (toolkit cap, not a rule)',
  },
} as const satisfies Record<string, GameVariant>;

export type RrVariantName = keyof typeof RR_VARIANTS;

/** Variants that fix a setup roll for a study rather than read an unclear rule. */
export const SETUP_SETTINGS: readonly RrVariantName[] = ['scenario', 'deployment'];
/** Toolkit settings for a study, not readings of the rulebook: the setup settings and the checker (RR-026). rr-variant-sensitivity leaves them out. */
export const STUDY_SETTINGS: readonly RrVariantName[] = [...SETUP_SETTINGS, 'd20-source'];
/** A variant with open values (`stats`: v03 with changes) holds any string its game accepted. */
export type RrVariants = { readonly [K in RrVariantName]: (typeof RR_VARIANTS)[K] extends { open: object } ? string : (typeof RR_VARIANTS)[K]['values'][number] };

/**
 * Variants added after saved games and the behaviour fixture existed: serialize() leaves them out while they hold
 * their default, and deserialize() fills any missing variant with its default, so older states still load.
 */
export const LATE_VARIANTS: readonly RrVariantName[] = ['prepared', 'inspiring', 'scenario', 'deployment', 'sneak-thieves', 'discipline-deny', 'ctf-control', 'vengeance-chain', 'transport-break', 'reserve-momentum', 'tactitians', 'fodder-critical', 'last-man-standing', 'feint-move', 'will-success', 'will-critical', 'terrain-layouts', 'd20-source'];

export function defaultVariants(): RrVariants {
  return Object.fromEntries(Object.entries(RR_VARIANTS).map(([name, spec]) => [name, spec.default])) as unknown as RrVariants;
}

