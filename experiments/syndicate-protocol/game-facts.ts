/**
 * Syndicate Protocol, facts of played games (003_c7f3f5aee5a5ed6f.txt): what
 * heuristic games show about the hand, the one card a round, Encumbered
 * loadouts, the Mercenaries' moves and synergy range, the Movement cards, the
 * deployment gap, Hazards, Push and the Resolve step.
 *
 * - SP-072 (Game Setup 5: "Each player draws 5 cards", then 1 a round at
 *   Reload): the cards in hand at each planning decision, and how often the
 *   hand holds no Movement card, no playable Maneuver/Utility/Melee card, or
 *   nothing playable at all.
 * - SP-074 (2.7: one card a round; a Maneuver/Utility card means no Movement
 *   card): the cards played by type, the rounds in which the Operator does not
 *   move at all, and how often it moves anyway on a non-Movement card.
 * - SP-082 (2.4 Encumbered: no Advanced Movement cards, -1 Dodge,
 *   movement-granting cards cost 1 HP): no preset is Encumbered, so one more
 *   arm plays a legal Encumbered loadout (Velocity in the Composite Armor Rig,
 *   Load 2 over LD 1, its 8 Advanced Movement cards swapped for base ones)
 *   against the Velocity preset: the tax paid, and the score.
 * - SP-088 (9.5: Runner 3, Spotter/Enforcer/Tech 2 spaces) and SP-089 (9.5:
 *   synergy within 4 spaces): each Mercenary's move in the Mercenary movement
 *   sub-phase against its allowance, and where it stands as the Operators'
 *   attacks begin: within 4 spaces of its Operator or not, and how far behind
 *   its Operator it trails towards the enemy Operator.
 * - SP-091 (7.3 Base Movement Cards): which Movement cards are played and how
 *   many spaces each moves the Operator.
 * - SP-092 (11.1: 2-row deployment zones on opposite sides): the Operators'
 *   gap at deployment and the round of the first attack by any unit
 *   (Mercenaries included) and of the first that does damage; sp-map-contact
 *   has the Operators' own first target and shot (SP-014).
 * - SP-093 (11.5 Hazard: "Deals 1 damage when entered"): Hazard spaces
 *   entered and their damage per game (the generator places one a half).
 * - SP-094 (7.7 Push): pushes per game, and the share of push attempts with
 *   no effect (no free space directly away, or a target that cannot be moved).
 * - SP-095 (7.4 Resolve: after Movement Resolution, before any attacks): of
 *   the Maneuver and Utility cards that change their player's next attack, the
 *   share whose attack came that round (resolved after the attacks, the card
 *   would have changed nothing then); likewise the defence cards and an enemy
 *   attack on their Operator.
 *
 * Arms: the ordered pairings of the five presets in which at least one side is
 * Light-armoured (Lens, Velocity): the pairings of two Composite Operators
 * (Razor, Glitch, Rampart) end at the 50-round cap nearly always (the engine
 * README's Composite stall) and are left out; so the Composite presets are
 * seen against Lens and Velocity only. Each arm reads side A only (both of its
 * games, so both seats), so every figure pools arms that share no games: each
 * arm plays its own lane of the trial's stream. Heuristic player on both
 * sides, default readings, generated maps, pairs of games with the sides
 * swapped. Each game is read from its event log, the spaces where the units
 * deployed and the map's Hazards, and a look at the hand at each planning
 * decision (the log does not show the hands).
 */
import type { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import { defineExperiment, type MetricSpec, type TrialRecord } from '../../src/sim/experiment.ts';
import { matchExperiment, type MatchArm } from '../../src/sim/match/matchExperiment.ts';
import { playObservedPair, type PairObserver } from '../../src/sim/match/pairTrial.ts';
import type { ArmResult, ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import { ratioShare, type RatioSums } from '../../src/stats/ratioShare.ts';
import { ratioMean } from '../../src/stats/ratioMean.ts';
import { wilson, Z95 } from '../../src/stats/wilson.ts';
import { formatMean, formatProportion, groupThousands, percent, shown } from '../../src/report/format.ts';
import { findGame } from '../../src/game/registry.ts';
import { sideOf } from '../../src/game/loadSide.ts';
import type { MatchParams } from '../../src/game/matchSetup.ts';
import { playToEnd, type Seat, STREAM_WORDS } from '../../src/game/playGame.ts';
import type { GameEvent } from '../../src/game/state.ts';
import { chooseGameVariants } from '../../src/game/variants.ts';
import { distance } from '../../src/systems/syndicate-protocol/board.ts';
import { movePenalty } from '../../src/systems/syndicate-protocol/cards.ts';
import { ATTACK_CARDS, DEFENCE_CARDS } from '../../src/systems/syndicate-protocol/cardModifiers.ts';
import { CARD_COUNT, CARDS, cardsUnder, type CardDef } from '../../src/systems/syndicate-protocol/data.ts';
import { buildLoadout, type SyndicateSide } from '../../src/systems/syndicate-protocol/loadout.ts';
import { MERC_MOVE, STARTING_HAND, SYNERGY_RANGE } from '../../src/systems/syndicate-protocol/rules.ts';
import { DECISION, NO_CARD, type SyndicateState } from '../../src/systems/syndicate-protocol/state.ts';
import { gameShare } from '../../src/sim/match/pairPools.ts';

const SYSTEM = 'syndicate-protocol';
const game = findGame(SYSTEM);
export const PRESET_IDS = ['lens', 'velocity', 'razor', 'glitch', 'rampart'] as const;
/** The Light-armoured presets: every arm has one of them on a side. */
export const LIGHT = ['lens', 'velocity'] as const;
const presetOf = (id: string) => game.presets[id] as SyndicateSide;
const nameOf = (id: string) => presetOf(id).name;

/**
 * SP-082's legal Encumbered loadout: Velocity (LD 1) in the Composite Armor Rig (Load 2), its deck the preset's with
 * the Advanced Movement cards it may no longer hold (Combat Roll 2, Shadowstep 3, Ghostline Dash 3: 2.4) swapped for
 * base Movement cards (Slide +2, Withdraw +2, Vault 4), so still 20 Movement cards in 40.
 */
export const ENCUMBERED: SyndicateSide = {
  ...presetOf('velocity'),
  name: 'Velocity (Encumbered)',
  armor: 'composite-armor-rig',
  deck: 'dash*4, advance*4, slide*4, vault*4, withdraw*4, adrenal-spike*4, flash-disruptor*3, sonic-pulse*3, mirage-field*2, momentum-kick*2, velocity-shove*2, slipstream-burst*2, ghoststep-palm*2',
};
export const ENCUMBERED_ARM = 'velocity-encumbered-vs-velocity';

function match(a: SyndicateSide, b: SyndicateSide): MatchParams {
  return { system: SYSTEM, sideA: a, sideB: b, agentA: 'heuristic', agentB: 'heuristic', variants: chooseGameVariants(game, []) };
}

/** Ordered pairings (A, B) of different presets with at least one Light side. */
export const PAIRINGS = PRESET_IDS.flatMap((a) => PRESET_IDS.filter((b) => b !== a && ((LIGHT as readonly string[]).includes(a) || (LIGHT as readonly string[]).includes(b))).map((b) => [a, b] as const));

export const ARMS: MatchArm[] = [
  ...PAIRINGS.map(([a, b]) => ({
    id: `${a}-vs-${b}`,
    label: `${nameOf(a)} vs ${nameOf(b)}`,
    params: match(sideOf(game, `preset:${a}`, 'sp-game-facts'), sideOf(game, `preset:${b}`, 'sp-game-facts')),
    coords: { A: nameOf(a), B: nameOf(b) },
    baseline: null,
  })),
  {
    id: ENCUMBERED_ARM,
    label: 'Velocity (Encumbered) vs Velocity',
    params: match(sideOf(game, ENCUMBERED, 'sp-game-facts'), sideOf(game, 'preset:velocity', 'sp-game-facts')),
    coords: { A: ENCUMBERED.name, B: nameOf('velocity') },
    baseline: null,
  },
];

/** Arm k reads lane k of the trial's stream (found by the two sides' names: worker threads see copies of the params). */
export function laneOf(params: MatchParams): number {
  const name = (side: unknown) => (side as SyndicateSide).name;
  const k = ARMS.findIndex((arm) => name(arm.params.sideA) === name(params.sideA) && name(arm.params.sideB) === name(params.sideB));
  if (k < 0) throw new Error(`sp-game-facts: no arm for ${name(params.sideA)} vs ${name(params.sideB)}`);
  return k;
}

// ---- The cards as the default readings print them ----------------------------------------------

const CATALOGUE = cardsUnder({});
const BY_NAME = new Map<string, CardDef>();
for (const card of CATALOGUE) {
  if (BY_NAME.has(card.name)) throw new Error(`sp-game-facts: two cards named '${card.name}'`);
  BY_NAME.set(card.name, card);
}
/** A revealed card by its printed name (reveal events name cards). */
export function cardNamed(name: string): CardDef {
  const card = BY_NAME.get(name);
  if (!card) throw new Error(`sp-game-facts: no card named '${name}'`);
  return card;
}
const named = (id: string) => CARDS.get(id)!.name;

/** The Base Movement cards (7.3) one by one; every other Movement card is Advanced (coloured). */
export const MOVE_GROUPS = ['dash', 'advance', 'slide', 'vault', 'withdraw', 'advanced'] as const;
export type MoveGroup = (typeof MOVE_GROUPS)[number];
const moveGroup = (card: CardDef): MoveGroup => ((MOVE_GROUPS as readonly string[]).includes(card.id) ? (card.id as MoveGroup) : 'advanced');

export const ROLES = ['runner', 'spotter', 'enforcer', 'tech'] as const;
export type Role = (typeof ROLES)[number];

/** Melee cards that Push the loser on a win under the default melee-text (section-7.5; cards.ts meleeResult). */
const PUSH_ON_WIN = new Set(['slipstream-burst', 'velocity-shove', 'breaching-elbow', 'concussive-slam', 'trajectory-redirect', 'brace-break', 'signal-scramble'].map(named));
/** Utility cards that Push an adjacent enemy (cards.ts tacticEffect: the first living enemy next to the Operator). */
const PULSES = new Set(['displacement-pulse', 'vector-pulse'].map(named));
/** Pushes this reading cannot count attempts of (Shock Grenade's blast centre is not logged); no preset deck holds it. */
const UNREAD_PUSHES = new Set(['shock-grenade'].map(named));
const TELEPORT = 'Dimensional Shift';
/** Maneuver/Utility/Melee cards that change their player's next attack, or an attack made on their player (cardModifiers.ts). */
const ATTACK_NAMES = new Set(ATTACK_CARDS.filter((id) => id !== 'suppressing-fire' && CARDS.get(id)!.type !== 'movement').map(named));
const DEFENCE_NAMES = new Set(DEFENCE_CARDS.filter((id) => CARDS.get(id)!.type !== 'movement').map(named));
const SUPPRESSING_FIRE = `resolves ${named('suppressing-fire')}`;

// ---- What one game says ------------------------------------------------------------------------

/** What the log does not say about the side read (A's seat in this game), taken from the state before play. */
export interface SideStart {
  /** The seat read. */
  seat: number;
  /** The six units' spaces after deployment (-1: not fielded). */
  pos: readonly number[];
  /** The map's Hazard spaces. */
  hazards: readonly number[];
  /** The roles of the seat's two Mercenaries (units seat * 3 + 1 and + 2). */
  roles: readonly [Role, Role];
  /** Its armour's change to a Movement card's spaces (6.2: Composite -1), so a card's allowance is max(0, move + this). */
  movePenalty: number;
}

/** A planning decision as its player saw it: cards in hand, Movement cards among them, playable others, nothing playable. */
export interface PlanView {
  seat: number;
  round: number;
  hand: number;
  movement: number;
  other: number;
  noCard: boolean;
}

export const COUNTS = [
  // SP-072: planning decisions of the side read.
  'plans', 'handCards', 'handOver5', 'noMovement', 'noOther', 'noCard',
  // SP-074: its complete rounds (those that reached Reload).
  'rounds', 'playMovement', 'playManeuver', 'playUtility', 'playMelee', 'still', 'opSpaces', 'otherRounds', 'otherMoved', 'movementStill', 'zeroAllowance',
  // SP-091: its Movement cards by group, and the spaces each moved.
  ...MOVE_GROUPS.map((g) => `move_${g}`), ...MOVE_GROUPS.map((g) => `spaces_${g}`), 'movementSpaces',
  // SP-088: its Mercenaries by role; SP-089: both its Mercenaries.
  ...ROLES.map((r) => `mercRounds_${r}`), ...ROLES.map((r) => `mercSpaces_${r}`), ...ROLES.map((r) => `mercFull_${r}`), 'mercRounds', 'synergy', 'trail',
  // SP-082 and SP-072: non-Movement cards resolved (and of them taxed) in complete rounds, or blocked; the HP of the tax
  // and all the Health its Operator lost over the whole game.
  'cardPlays', 'taxedPlays', 'taxHP', 'operatorLoss', 'statusBlocked',
  // SP-095.
  'attackCardPlays', 'attackCardUsed', 'defenceCardPlays', 'defenceCardUsed',
  // The whole game, both sides: SP-092, SP-093, SP-094.
  'firstAttack', 'firstOpAttack', 'firstWound', 'noAttack', 'startGap', 'hazardCells', 'hazardEntries', 'hazardEntriesOp', 'hazardDamage', 'pushes', 'pushAttempts', 'pushBlocked', 'teleports',
] as const;
export type Count = (typeof COUNTS)[number];
export type Facts = Record<Count, number>;

/** Ratios of two counts (hits over observations) and whether they are shares (Wilson) or means. */
export const RATIOS: Record<string, { hits: Count; of: Count; share: boolean }> = {
  hand: { hits: 'handCards', of: 'plans', share: false },
  handOver5: { hits: 'handOver5', of: 'plans', share: true },
  noMovement: { hits: 'noMovement', of: 'plans', share: true },
  noOther: { hits: 'noOther', of: 'plans', share: true },
  noCard: { hits: 'noCard', of: 'plans', share: true },
  playMovement: { hits: 'playMovement', of: 'rounds', share: true },
  playManeuver: { hits: 'playManeuver', of: 'rounds', share: true },
  playUtility: { hits: 'playUtility', of: 'rounds', share: true },
  playMelee: { hits: 'playMelee', of: 'rounds', share: true },
  still: { hits: 'still', of: 'rounds', share: true },
  opSpaces: { hits: 'opSpaces', of: 'rounds', share: false },
  otherMoved: { hits: 'otherMoved', of: 'otherRounds', share: true },
  movementStill: { hits: 'movementStill', of: 'playMovement', share: true },
  zeroAllowance: { hits: 'zeroAllowance', of: 'playMovement', share: true },
  ...Object.fromEntries(MOVE_GROUPS.map((g) => [`share_${g}`, { hits: `move_${g}` as Count, of: 'playMovement' as Count, share: true }])),
  ...Object.fromEntries(MOVE_GROUPS.map((g) => [`reach_${g}`, { hits: `spaces_${g}` as Count, of: `move_${g}` as Count, share: false }])),
  movementSpaces: { hits: 'movementSpaces', of: 'playMovement', share: false },
  ...Object.fromEntries(ROLES.map((r) => [`mercMove_${r}`, { hits: `mercSpaces_${r}` as Count, of: `mercRounds_${r}` as Count, share: false }])),
  ...Object.fromEntries(ROLES.map((r) => [`mercFullShare_${r}`, { hits: `mercFull_${r}` as Count, of: `mercRounds_${r}` as Count, share: true }])),
  synergy: { hits: 'synergy', of: 'mercRounds', share: true },
  trail: { hits: 'trail', of: 'mercRounds', share: false },
  taxed: { hits: 'taxedPlays', of: 'cardPlays', share: true },
  attackCardUsed: { hits: 'attackCardUsed', of: 'attackCardPlays', share: true },
  defenceCardUsed: { hits: 'defenceCardUsed', of: 'defenceCardPlays', share: true },
  pushBlocked: { hits: 'pushBlocked', of: 'pushAttempts', share: true },
};

const emptyFacts = (): Facts => Object.fromEntries(COUNTS.map((c) => [c, 0])) as Facts;

/**
 * Whether `event` (after `previous`) is the first kind of event the Operators' Attack sub-phase logs (state.ts
 * operatorAttackStep): an Operator with no target, a Decoy taking the shot, Ping's Ghost Relay step before it, or an
 * attack — but not Suppressing Fire's extra attack in the Tactics sub-phase, which directly follows its card's
 * "resolves" line. Every Operator still standing logs one of these, so the first in a round opens the sub-phase.
 */
export function opensAttacks(event: GameEvent, previous: GameEvent | undefined): boolean {
  if (event.kind === 'no-target' || (event.kind === 'effect' && event.text === 'fires at a Decoy') || (event.kind === 'move' && event.how === 'Ghost Relay')) return true;
  if (event.kind !== 'attack') return false;
  return !(previous?.kind === 'effect' && previous.unit === event.unit && previous.text === SUPPRESSING_FIRE);
}

/**
 * One game's facts about the side at `start.seat` (its plans, rounds, cards and Mercenaries) and about the whole game
 * (first attacks, Hazards, Pushes), from its event log, where the units deployed and the Hazards (`start`), and its
 * planning decisions (`plans`, both seats: only the side's are read), under the default readings the arms play (card
 * types of card-text=appendix-a, pushes of melee-text=section-7.5, Suppressing Fire an extra attack). A round counts
 * once it reaches Reload, so a game's deciding round is left out of the per-round counts. Throws on what it cannot read: a complete round without
 * an Attack sub-phase, a card it does not know, a Push whose attempts it cannot count (Shock Grenade) or from an
 * unknown source.
 */
export function readGame(events: readonly GameEvent[], start: SideStart, plans: readonly PlanView[]): Facts {
  const facts = emptyFacts();
  const seat = start.seat;
  const op = seat * 3;
  const enemyOp = 3 - op;
  for (const plan of plans) {
    if (plan.seat !== seat) continue;
    facts.plans++;
    facts.handCards += plan.hand;
    if (plan.hand > STARTING_HAND) facts.handOver5++;
    if (plan.movement === 0) facts.noMovement++;
    if (plan.other === 0) facts.noOther++;
    if (plan.noCard) facts.noCard++;
  }

  const pos = start.pos.slice();
  const alive = pos.map((p) => p >= 0);
  const hazards = new Set(start.hazards);
  facts.hazardCells = hazards.size;
  facts.startGap = distance(pos[0], pos[3]);
  let lastRound = 0;
  let firstAttack = 0;
  let firstOpAttack = 0;
  let firstWound = 0;

  // The round being read.
  let played: CardDef | null = null;
  let opMoves = 0;
  let opSpaces = 0;
  let cardSpaces = 0;
  const mercSpaces = [0, 0];
  let snapshot: { pos: number[]; alive: boolean[] } | null = null;
  let opAttacked = false;
  let opTargeted = false;
  let taxed = 0;
  let blocked = false;
  // A Push waiting for its outcome: the next event that is not a damage event tells.
  let pending: { source: string; target: number } | null = null;

  const enter = (unit: number, to: number) => {
    if (!hazards.has(to)) return;
    facts.hazardEntries++;
    if (unit === 0 || unit === 3) facts.hazardEntriesOp++;
  };

  for (let i = 0; i < events.length; i++) {
    const e = events[i];
    if (pending && e.kind !== 'damage') {
      if (e.kind === 'push' && e.unit === pending.target && e.source === pending.source) facts.pushAttempts++;
      else if (e.kind === 'eliminated' && e.unit === pending.target) {
        // The contest's damage felled the target: nothing left to push, not an attempt.
      } else {
        facts.pushAttempts++;
        facts.pushBlocked++;
      }
      pending = null;
    }
    if (snapshot === null && lastRound > 0 && opensAttacks(e, events[i - 1])) snapshot = { pos: pos.slice(), alive: alive.slice() };
    const inAttacks = snapshot !== null;
    switch (e.kind) {
      case 'round':
        lastRound = e.round as number;
        played = null;
        opMoves = opSpaces = cardSpaces = taxed = 0;
        mercSpaces[0] = mercSpaces[1] = 0;
        snapshot = null;
        opAttacked = opTargeted = blocked = false;
        break;
      case 'reveal': {
        const name = (e.cards as (string | null)[])[seat];
        played = name === null ? null : cardNamed(name);
        break;
      }
      case 'move': {
        const unit = e.unit as number;
        const d = distance(e.from as number, e.to as number);
        if (unit === op) {
          opMoves++;
          opSpaces += d;
          if (played?.type === 'movement' && e.how === played.name) cardSpaces += d;
        }
        if (e.how === 'Mercenary movement' && unit !== op && Math.floor(unit / 3) === seat) mercSpaces[unit - op - 1] += d;
        pos[unit] = e.to as number;
        enter(unit, e.to as number);
        break;
      }
      case 'push': {
        const source = e.source as string;
        if (source === TELEPORT) facts.teleports++;
        else if (PUSH_ON_WIN.has(source) || PULSES.has(source)) facts.pushes++;
        else throw new Error(`sp-game-facts: a Push from '${source}', which this reading does not know`);
        pos[e.unit as number] = e.to as number;
        enter(e.unit as number, e.to as number);
        break;
      }
      case 'damage':
        if (e.cause === 'Hazard') facts.hazardDamage += e.amount as number;
        if (e.unit === op) {
          facts.operatorLoss += e.amount as number;
          if (e.cause === 'Encumbered') {
            facts.taxHP += e.amount as number;
            taxed = 1;
          }
        }
        break;
      case 'eliminated':
        alive[e.unit as number] = false;
        break;
      case 'melee':
        if (e.result === 'win' && PUSH_ON_WIN.has(e.card as string)) pending = { source: e.card as string, target: 3 - (e.seat as number) * 3 };
        break;
      case 'effect': {
        const text = e.text as string;
        if (e.seat === seat && text.startsWith('cannot play ')) {
          facts.statusBlocked++;
          blocked = true;
        }
        if (!text.startsWith('resolves ')) break;
        const name = text.slice('resolves '.length);
        if (UNREAD_PUSHES.has(name)) throw new Error(`sp-game-facts: ${name}'s Push attempts are not read (its blast centre is not logged)`);
        if (PULSES.has(name)) {
          const mine = (e.seat as number) * 3;
          for (let u = 3 - mine; u < 6 - mine; u++) {
            if (alive[u] && distance(pos[u], pos[mine]) === 1) {
              pending = { source: name, target: u };
              break;
            }
          }
        }
        break;
      }
      case 'attack': {
        const unit = e.unit as number;
        const round = e.round as number;
        if (firstAttack === 0) firstAttack = round;
        if ((unit === 0 || unit === 3) && firstOpAttack === 0) firstOpAttack = round;
        if ((e.damage as number) > 0 && firstWound === 0) firstWound = round;
        if (inAttacks && unit === op) opAttacked = true;
        if (inAttacks && e.target === op) opTargeted = true;
        break;
      }
      case 'reload': {
        if (snapshot === null) throw new Error(`sp-game-facts: round ${e.round} reached Reload without an Attack sub-phase`);
        facts.rounds++;
        const type = played?.type ?? 'none';
        if (type === 'movement') {
          const group = moveGroup(played!);
          facts.playMovement++;
          facts[`move_${group}`]++;
          facts[`spaces_${group}`] += cardSpaces;
          facts.movementSpaces += cardSpaces;
          if (opMoves === 0) facts.movementStill++;
          if (played!.move + start.movePenalty <= 0) facts.zeroAllowance++;
        } else {
          facts.otherRounds++;
          if (opMoves > 0) facts.otherMoved++;
          if (type === 'maneuver') facts.playManeuver++;
          else if (type === 'utility') facts.playUtility++;
          else if (type === 'melee') facts.playMelee++;
        }
        if (opMoves === 0) facts.still++;
        facts.opSpaces += opSpaces;
        if (played !== null && type !== 'movement' && !blocked) {
          facts.cardPlays++;
          facts.taxedPlays += taxed;
          if (ATTACK_NAMES.has(played.name)) {
            facts.attackCardPlays++;
            if (opAttacked) facts.attackCardUsed++;
          }
          if (DEFENCE_NAMES.has(played.name)) {
            facts.defenceCardPlays++;
            if (opTargeted) facts.defenceCardUsed++;
          }
        }
        for (let k = 0; k < 2; k++) {
          const unit = op + 1 + k;
          if (!snapshot.alive[unit]) continue;
          const role = start.roles[k];
          facts[`mercRounds_${role}`]++;
          facts[`mercSpaces_${role}`] += mercSpaces[k];
          if (mercSpaces[k] >= MERC_MOVE[role]) facts[`mercFull_${role}`]++;
          facts.mercRounds++;
          if (distance(snapshot.pos[unit], snapshot.pos[op]) <= SYNERGY_RANGE) facts.synergy++;
          facts.trail += distance(snapshot.pos[unit], snapshot.pos[enemyOp]) - distance(snapshot.pos[op], snapshot.pos[enemyOp]);
        }
        break;
      }
    }
  }
  if (pending) {
    facts.pushAttempts++;
    facts.pushBlocked++;
  }
  facts.noAttack = firstAttack === 0 ? 1 : 0;
  // A game without it counts the round after its last (as sp-map-contact does): means over such games are lower bounds.
  facts.firstAttack = firstAttack || lastRound + 1;
  facts.firstOpAttack = firstOpAttack || lastRound + 1;
  facts.firstWound = firstWound || lastRound + 1;
  return facts;
}

// ---- Playing and reading a pair ----------------------------------------------------------------

/** The hand at a planning decision (state.ts planOptions: Movement cards are never blocked; NO_CARD when nothing is playable). */
function planView(state: SyndicateState, seat: number): PlanView {
  const legal = state.legalActions();
  let movement = 0;
  for (let c = 0; c < CARD_COUNT; c++) if (state.setup.cards[c].type === 'movement') movement += state.hand[seat * CARD_COUNT + c];
  let other = 0;
  for (const c of legal) if (c !== NO_CARD && state.setup.cards[c].type !== 'movement') other++;
  return { seat, round: state.round, hand: state.handSize[seat], movement, other, noCard: legal.length === 1 && legal[0] === NO_CARD };
}

interface Played {
  pos: number[];
  hazards: number[];
  /** Each seat's armour penalty on Movement cards, read before play (nothing slows an Operator yet: cards.ts movePenalty). */
  penalty: [number, number];
  plans: PlanView[];
}

/** playToEnd (src/game/playGame.ts), looking at the hand at each planning decision: the same game. */
export function playWatched(state: SyndicateState, seats: readonly [Seat, Seat]): Played {
  const hazards: number[] = [];
  state.field.board.hazard.forEach((h, cell) => {
    if (h === 1) hazards.push(cell);
  });
  const played: Played = { pos: Array.from(state.field.pos), hazards, penalty: [movePenalty(state, 0), movePenalty(state, 3)], plans: [] };
  playToEnd(state, seats, (mover) => {
    if (state.decisionKind === DECISION.plan) played.plans.push(planView(state, mover));
  });
  return played;
}

/** The start of the side at `seat` (its Mercenaries' roles from the state's loadouts). */
export function sideStart(state: SyndicateState, seat: number, played: Played): SideStart {
  const mercs = state.setup.loadouts[seat].mercenaries;
  return { seat, pos: played.pos, hazards: played.hazards, roles: [mercs[0].role as Role, mercs[1].role as Role], movePenalty: played.penalty[seat] };
}

const sumId = (ratio: string) => `${ratio}Sum`;

const READ: PairObserver<SyndicateState, Played> = {
  log: true,
  skip: (params) => STREAM_WORDS * laneOf(params),
  statistics: ['capped'],
  start: (record) => {
    for (const id of COUNTS) record[id] = 0;
    for (const ratio of Object.keys(RATIOS)) record[sumId(ratio)] = 0;
  },
  play: playWatched,
  read: (state, seatOfA, record, played) => {
    const facts = readGame(state.events(), sideStart(state, seatOfA, played!), played!.plans);
    // Per-game means over the pair's two games (the runner's record convention, pairTrial.ts).
    for (const id of COUNTS) (record[id] as number) += facts[id] / 2;
    for (const [ratio, { hits, of }] of Object.entries(RATIOS)) (record[sumId(ratio)] as number) += (facts[hits] + facts[of]) / 2;
  },
};

export const factsTrial = (params: MatchParams, root: Xoshiro128): TrialRecord => playObservedPair(params, root, READ);

// ---- Pooling and wording -----------------------------------------------------------------------

/** A ratio's sufficient statistics over one arm's pairs (src/sim/match/pairRatios.ts, with the counts' own ids). */
export function armSums(arm: ArmResult, ratio: string): RatioSums {
  const { hits, of } = RATIOS[ratio];
  const metric = (id: string) => arm.metrics[id] as MeanMetric;
  const [h, o, both] = [metric(hits), metric(of), metric(sumId(ratio))];
  const t = o.n;
  const sum = (m: MeanMetric) => 2 * m.mean * t;
  const squares = (m: MeanMetric) => 4 * ((t > 1 ? (t - 1) * m.sd * m.sd : 0) + t * m.mean * m.mean);
  return { clusters: t, hits: sum(h), hitsSquared: squares(h), observations: Math.round(sum(o)), observationsSquared: squares(o), cross: (squares(both) - squares(h) - squares(o)) / 2 };
}

/** Arms on their own lanes share no games: their sums add. */
export function pooledSums(arms: readonly ArmResult[], ratio: string): RatioSums {
  const total: RatioSums = { clusters: 0, hits: 0, hitsSquared: 0, observations: 0, observationsSquared: 0, cross: 0 };
  for (const arm of arms) {
    const s = armSums(arm, ratio);
    for (const key of Object.keys(total) as (keyof RatioSums)[]) total[key] += s[key];
  }
  return total;
}

/** A pooled share with its interval (a share of 0 counted over clusters gets the Wilson interval of 0 in the clusters). */
export function shareOf(arms: readonly ArmResult[], ratio: string): { p: number; ci: [number, number]; n: number } {
  const sums = pooledSums(arms, ratio);
  const r = ratioShare(sums);
  return { p: r.p, ci: sums.hits === 0 ? wilson(0, sums.clusters) : r.ci, n: r.n };
}

export function meanOf(arms: readonly ArmResult[], ratio: string): { r: number; ci: [number, number]; n: number } {
  return ratioMean(pooledSums(arms, ratio));
}

/** "12% (11-13%, 4,321 rounds)". */
export function showShare(arms: readonly ArmResult[], ratio: string, noun: string): string {
  const s = shareOf(arms, ratio);
  return s.n === 0 ? `none (no ${noun})` : formatProportion(s.p, s.ci, s.n, noun);
}

/** "2.31 spaces (2.28 to 2.34, 4,321 rounds)". */
export function showMean(arms: readonly ArmResult[], ratio: string, unit: string, noun: string): string {
  const m = meanOf(arms, ratio);
  return m.n === 0 ? `none (no ${noun})` : formatMean(m.r, m.ci, m.n, unit, noun);
}

/** A per-game count pooled over arms (means over pairs of games, arms independent): mean per game with its interval. */
export function perGame(arms: readonly ArmResult[], count: string): { mean: number; ci: [number, number]; games: number } {
  let pairs = 0;
  let total = 0;
  let variance = 0;
  for (const arm of arms) {
    const m = arm.metrics[count] as MeanMetric;
    pairs += m.n;
    total += m.mean * m.n;
    variance += m.n > 1 ? m.n * m.sd * m.sd : 0;
  }
  const mean = total / pairs;
  const half = (Z95 * Math.sqrt(variance)) / pairs;
  return { mean, ci: [mean - half, mean + half], games: 2 * pairs };
}

const showPerGame = (arms: readonly ArmResult[], count: string, unit: string) => {
  const m = perGame(arms, count);
  return m.mean === 0 ? `none in ${groupThousands(m.games)} games` : formatMean(m.mean, m.ci, m.games, unit, 'games');
};

const armOf = (result: ExperimentResult, id: string) => result.arms.find((arm) => arm.id === id)!;
const presetArms = (result: ExperimentResult) => result.arms.filter((arm) => arm.id !== ENCUMBERED_ARM);
/** The arms in which `preset` is side A (the side read). */
const armsOfA = (result: ExperimentResult, preset: string) => result.arms.filter((arm) => arm.id.startsWith(`${preset}-vs-`));

/** The presets as A, each with its arms: "Lens 2.1% (...); Velocity ...". */
function byPreset(result: ExperimentResult, show: (arms: ArmResult[]) => string): string {
  return PRESET_IDS.map((p) => `${nameOf(p)} ${show(armsOfA(result, p))}`).join('; ');
}

/** P(a 5-card hand from a 40-card deck with `movement` Movement cards holds none of them): hypergeometric. */
export function noMovementOdds(movement: number, deck = 40, hand = STARTING_HAND): number {
  let p = 1;
  for (let i = 0; i < hand; i++) p *= (deck - movement - i) / (deck - i);
  return p;
}

const decisions = 'planning decisions';

function sp072(result: ExperimentResult): string {
  const all = presetArms(result);
  const deckMovement = PRESET_IDS.map((p) => buildLoadout(presetOf(p), {}, p)).map((l) => l.deck.reduce((sum, n, c) => sum + (CATALOGUE[c].type === 'movement' ? n : 0), 0));
  const dealt = deckMovement.every((n) => n === deckMovement[0])
    ? `${shown(100 * noMovementOdds(deckMovement[0]), 1)}% (every preset deck holds ${deckMovement[0]} Movement cards in 40)`
    : PRESET_IDS.map((p, k) => `${shown(100 * noMovementOdds(deckMovement[k]), 1)}% (${nameOf(p)})`).join(', ');
  return (
    `SP-072, the hand (Game Setup 5: 5 cards, then 1 drawn at each Reload, one played a round): a player's hand holds no Movement card at ${showShare(all, 'noMovement', decisions)} of its planning decisions, though a dealt 5-card hand has none with probability ${dealt}: the player spends Movement cards and keeps the others, so its hand fills with them. ` +
    `By preset (as side A): ${byPreset(result, (arms) => showShare(arms, 'noMovement', 'decisions'))}. ` +
    `It holds ${showMean(all, 'hand', 'cards', decisions)}, more than 5 at ${showShare(all, 'handOver5', decisions)} (${byPreset(result, (arms) => showShare(arms, 'handOver5', 'decisions'))}): Lens's Tactical Uplink draws 1 more (2 while Hidden) and the hand never shrinks back, as nothing in the rulebook caps it. ` +
    `No playable Maneuver, Utility or Melee card (none held, or each blocked by Suppressed or Disoriented, 7.4, 7.6): ${showShare(all, 'noOther', decisions)}; nothing playable at all (no card that round): ${showShare(all, 'noCard', decisions)}. A card committed and then blocked at its resolution by a status taken that round: ${showPerGame(all, 'statusBlocked', 'per side per game')}.`
  );
}

function sp074(result: ExperimentResult): string {
  const all = presetArms(result);
  return (
    `SP-074, one card a round (2.7; the round's card is a Movement card or something else, never both): the Operator does not move at all in ${showShare(all, 'still', 'rounds')} of complete rounds (by preset, as side A: ${byPreset(result, (arms) => showShare(arms, 'still', 'rounds'))}). ` +
    `The card played is a Movement card in ${showShare(all, 'playMovement', 'rounds')}, a Maneuver card in ${showShare(all, 'playManeuver', 'rounds')}, a Utility card in ${showShare(all, 'playUtility', 'rounds')} and a Melee card in ${showShare(all, 'playMelee', 'rounds')} (Movement by preset: ${byPreset(result, (arms) => showShare(arms, 'playMovement', 'rounds'))}). ` +
    `In rounds without a Movement card the Operator still moves in ${showShare(all, 'otherMoved', 'rounds')} (Velocity's Surge Step after its attack, a Melee card's step in and the winner's free move, Sonic Pulse); with one it stays where it is in ${showShare(all, 'movementStill', 'rounds')}: the card's allowance after the armour penalty is 0 (Anchor Step and Phase Shift in the Composite rig) in ${showShare(all, 'zeroAllowance', 'Movement cards')} of Movement plays, and otherwise the player chose its own space or found none open.`
  );
}

function sp082(result: ExperimentResult): string {
  const arm = armOf(result, ENCUMBERED_ARM);
  const score = arm.metrics.scoreA as MeanMetric;
  const tax = perGame([arm], 'taxHP');
  const loss = perGame([arm], 'operatorLoss');
  const verdict = score.ci[0] > 0.5 ? 'clearly above 1/2' : score.ci[1] < 0.5 ? 'clearly below 1/2' : 'not clearly different from 1/2';
  const encumbered = PRESET_IDS.filter((p) => buildLoadout(presetOf(p), {}, p).encumbered).map(nameOf);
  return (
    `SP-082, Encumbered (2.4): ${encumbered.length === 0 ? "no preset is Encumbered (each preset armour's Load is within its Operator's LD)" : `${encumbered.join(', ')} ${encumbered.length === 1 ? 'is' : 'are'} Encumbered`}; a legal Encumbered loadout, Velocity (LD 1) in the Composite Armor Rig (Load 2) with its Advanced Movement cards swapped for base ones, pays the movement tax on ${showShare([arm], 'taxed', 'non-Movement cards resolved')} of the non-Movement cards it resolves (Sonic Pulse, the Melee cards that step in, Ghoststep Palm), ${formatMean(tax.mean, tax.ci, tax.games, 'HP per game', 'games')} of the ${formatMean(loss.mean, loss.ci, loss.games, 'HP', 'games')} its Operator loses in all. ` +
    `The heuristic player weighs the tax when it picks a card (its setting tax=weighed, the default: 1 HP against the card's worth, except a Melee card within reach of its contest; sp-encumbered-tax compares it with a player that ignores the tax), so this is what the tax costs such a player. "Cannot play Advanced Movement Cards" never binds in play: the engine refuses such a card in an Encumbered deck when the loadout is built (loadout.ts), so the deck cannot hold one. ` +
    `With the tax, the -1 Dodge and the rig's armour and movement penalty together, the Encumbered Velocity scores ${shown(score.mean, 3)} (${shown(score.ci[0], 3)} to ${shown(score.ci[1], 3)}, ${groupThousands(2 * arm.trials)} games) against the Velocity preset, ${verdict} (${gameShare([arm], 'capped')} at the cap).`
  );
}

/** Below this share of Mercenary-rounds (the interval's upper end) the allowance "rarely" limits a Mercenary's move. */
const RARELY = 0.1;

function sp088(result: ExperimentResult): string {
  const all = presetArms(result);
  const owners = (role: Role) => PRESET_IDS.flatMap((p) => buildLoadout(presetOf(p), {}, p).mercenaries.filter((m) => m.role === role).map((m) => `${m.name}, ${nameOf(p)}`));
  const roles = ROLES.map((r) => `${r[0].toUpperCase()}${r.slice(1)}s (${MERC_MOVE[r]} spaces; ${owners(r).join('; ')}) ${showMean(all, `mercMove_${r}`, 'spaces', 'Mercenary-rounds')}, ending the full ${MERC_MOVE[r]} from where they started in ${showShare(all, `mercFullShare_${r}`, 'Mercenary-rounds')}`);
  // A Mercenary that the allowance stops ends the full allowance from where it started (terrain aside), so the
  // full-allowance share bounds how often the allowance limits a move; "rarely" only when the highest role's bound is low.
  const bounds = ROLES.map((r) => ({ r, s: shareOf(all, `mercFullShare_${r}`) })).filter(({ s }) => s.n > 0);
  const worst = bounds.sort((x, y) => y.s.ci[1] - x.s.ci[1])[0];
  const limit = !worst
    ? ''
    : ` A Mercenary that its allowance stops ends the full allowance away (terrain aside), so the allowance limits a ${worst.r[0].toUpperCase()}${worst.r.slice(1)}'s move in at most ${formatProportion(worst.s.p, worst.s.ci, worst.s.n, 'Mercenary-rounds')} of its rounds, the highest of the roles' bounds: ${
        worst.s.ci[1] < RARELY ? `the allowance rarely limits a Mercenary (under ${percent(RARELY, 0)} for every role)` : 'that is not rare, and the games do not tell a move the allowance stopped from one that ended there by choice'
      }.`;
  return `SP-088, Mercenary movement (9.5: Runner 3, Spotter, Enforcer and Tech 2 spaces; "may move up to"): in the Mercenary movement sub-phase a Mercenary moves, by role, ${roles.join('; ')} (spaces from start to end, diagonals counting 1; a Mercenary standing as its side's attacks begin, in complete rounds). The heuristic moves a Mercenary where its own shot does the most and keeps it within synergy range when that costs nothing.${limit}`;
}

/** The presets whose mean is clearly above (or below) 0. */
function clearly(result: ExperimentResult, ratio: string, side: 'above' | 'below'): string[] {
  return PRESET_IDS.filter((p) => {
    const m = meanOf(armsOfA(result, p), ratio);
    return side === 'above' ? m.ci[0] > 0 : m.ci[1] < 0;
  }).map(nameOf);
}

function sp089(result: ExperimentResult): string {
  const all = presetArms(result);
  const behind = clearly(result, 'trail', 'above');
  const ahead = clearly(result, 'trail', 'below');
  const list = (names: string[]) => (names.length > 0 ? names.join(', ') : 'none');
  return `SP-089, synergy range (9.5: within 4 spaces of its Operator): as the Operators' attacks begin, a Mercenary stands within 4 spaces of its Operator in ${showShare(all, 'synergy', 'Mercenary-rounds')} (by preset, as side A: ${byPreset(result, (arms) => showShare(arms, 'synergy', 'Mercenary-rounds'))}). How far it trails: it stands ${showMean(all, 'trail', 'spaces', 'Mercenary-rounds')} farther from the enemy Operator than its own Operator does (negative: nearer; by preset: ${byPreset(result, (arms) => showMean(arms, 'trail', 'spaces', 'Mercenary-rounds'))}): clearly behind their Operator for ${list(behind)}, clearly ahead of it for ${list(ahead)}. The heuristic keeps Mercenaries in range when that costs nothing (README, the heuristic), so this is what a player who values synergy does, not what the rule forces.`;
}

function sp091(result: ExperimentResult): string {
  const all = presetArms(result);
  const light = LIGHT.flatMap((p) => armsOfA(result, p));
  const composite = PRESET_IDS.filter((p) => !(LIGHT as readonly string[]).includes(p)).flatMap((p) => armsOfA(result, p));
  const group = (g: MoveGroup) =>
    g === 'advanced'
      ? `the Advanced (coloured) Movement cards ${showShare(all, `share_${g}`, 'Movement cards')}, moving Light Operators ${showMean(light, `reach_${g}`, 'spaces', 'cards')} and Composite ones ${showMean(composite, `reach_${g}`, 'spaces', 'cards')}`
      : `${CARDS.get(g)!.name} (${CARDS.get(g)!.move}${CARDS.get(g)!.straight ? ' in a straight line' : ''}) ${showShare(all, `share_${g}`, 'Movement cards')}, moving Light Operators ${showMean(light, `reach_${g}`, 'spaces', 'cards')} and Composite ones (1 less, 6.2) ${showMean(composite, `reach_${g}`, 'spaces', 'cards')}`;
  return `SP-091, the Movement cards (7.3): an Operator moves ${showMean(all, 'opSpaces', 'spaces a round', 'rounds')} (by preset, as side A: ${byPreset(result, (arms) => showMean(arms, 'opSpaces', 'spaces', 'rounds'))}); a Movement card moves it ${showMean(all, 'movementSpaces', 'spaces', 'Movement cards')}. The cards played, as a share of Movement plays, and the spaces each moves (start to end): ${MOVE_GROUPS.map(group).join('; ')}. Withdraw goes straight away from the nearest enemy (the engine's reading), so the approaching player rarely gains by it; moves are "up to" and the heuristic stops on the best space it can reach.`;
}

function sp092(result: ExperimentResult): string {
  const all = presetArms(result);
  const gap = perGame(all, 'startGap');
  return `SP-092, the deployment zones (11.1: 2-row zones on opposite sides): the Operators deploy ${gap.ci[1] - gap.ci[0] < 1e-9 ? `${shown(gap.mean, 0)} spaces apart in every game` : formatMean(gap.mean, gap.ci, gap.games, 'spaces apart', 'games')} (rows 2 and 23, 20 rows between the zones; the toolkit's fixed deployment), and the first attack by any unit comes in round ${showPerGame(all, 'firstAttack', '')}: Mercenaries (2-3 spaces a round) reach firing range long before the Operators, whose own first attack comes in round ${showPerGame(all, 'firstOpAttack', '')}; the first attack that does damage, round ${showPerGame(all, 'firstWound', '')}. Games with no attack at all: ${gameShare(all, 'noAttack')} (a game without one counts the round after its last, so these means are lower bounds). sp-map-contact has the Operators' first target and shot for every pairing (SP-014).`;
}

function sp093(result: ExperimentResult): string {
  const all = [...result.arms];
  const cells = perGame(all, 'hazardCells');
  return `SP-093, Hazard tokens (11.5: "Deals 1 damage when entered"): the generator places ${cells.ci[1] - cells.ci[0] < 1e-9 ? `${shown(cells.mean, 0)} Hazard spaces on every map` : formatMean(cells.mean, cells.ci, cells.games, 'Hazard spaces a map', 'games')} (one a half), and units enter one ${showPerGame(all, 'hazardEntries', 'times per game')} (Operators ${showPerGame(all, 'hazardEntriesOp', 'times per game')}), for ${showPerGame(all, 'hazardDamage', 'damage per game')} (side A's Operator alone loses ${showPerGame(all, 'operatorLoss', 'HP per game')} to everything). The engine counts a Hazard entered where a unit ends a move or is pushed, not where it passes through (a reading: "when entered" does not say), and the heuristic player does not look at Hazards when it picks a space.`;
}

function sp094(result: ExperimentResult): string {
  const all = [...result.arms];
  return `SP-094, Push (7.7: 1 space directly away; no valid space, no effect): ${showShare(all, 'pushBlocked', 'push attempts')} of push attempts (a won contest on a pushing Melee card, or a Pulse with an enemy adjacent) have no effect, the target having no free space directly away or being unmovable that round (Anchor Step, Hardpoint); ${showPerGame(all, 'pushes', 'pushes per game')} happen. The preset decks' pushing cards are Razor's Displacement Pulse and Concussive Slam and Velocity's Velocity Shove and Slipstream Burst, and a Melee card pushes only when its contest is won. Dimensional Shift's teleport (5.8, no preset weapon): ${showPerGame(all, 'teleports', 'per game')}.`;
}

function sp095(result: ExperimentResult): string {
  const all = presetArms(result);
  return `SP-095, Resolve timing (7.4: after Movement Resolution, before any attacks; the engine plays exactly this order): of the Maneuver and Utility cards resolved that change their player's next attack (Precision Shot, Overclocked Shot and the like), ${showShare(all, 'attackCardUsed', 'cards')} were followed by their Operator's attack that round, so the order is what let them count; the rest came in rounds in which their Operator did not fire (no target, or a Decoy took the shot), and their attack bonus went unused ("next attack" bonuses end with the round). Of the defence cards (Impact Shield, Mirage Field and the like), ${showShare(all, 'defenceCardUsed', 'cards')} met an enemy attack on their Operator that round. Resolved after the attacks, each of these would have changed nothing that round; the engine offers no other order, so what such a reading would do to games is not measured.`;
}

export function answer(result: ExperimentResult): string[] {
  const arms = presetArms(result);
  const games = result.arms.reduce((sum, arm) => sum + 2 * arm.trials, 0);
  return [
    sp072(result),
    sp074(result),
    sp082(result),
    sp088(result),
    sp089(result),
    sp091(result),
    sp092(result),
    sp093(result),
    sp094(result),
    sp095(result),
    `${groupThousands(games)} games: the ${arms.length} ordered pairings of the presets with a Light-armoured side (Lens or Velocity), ${groupThousands(result.arms[0].trials)} pairs each, and the Encumbered arm (in SP-082 only, and in the per-game Hazard and Push counts); ${gameShare(arms, 'capped')} of the pairings' games reached the 50-round cap. Each arm reads its side A in both games (so both seats), so the Composite presets are seen only against Lens and Velocity, and pooled figures weight each preset by its arms (Lens and Velocity four each, Razor, Glitch and Rampart two each); the pairings of two Composite Operators are left out, as they end at the cap nearly always. Intervals 95%: shares and means over rounds, decisions and cards from the ratio estimator over pairs of games (src/stats/ratioShare.ts, ratioMean.ts), per-game means normal over pairs. Heuristic player on both sides, default readings, generated maps, preset loadouts (illustrative).`,
  ];
}

// ---- The experiment ----------------------------------------------------------------------------

const groupName = (g: MoveGroup) => (g === 'advanced' ? 'Advanced Movement cards' : CARDS.get(g)!.name);

/** Each count's label and unit in the report's tables (side A's, unless it says both sides). */
const COUNT_LABELS: Record<string, [string, string]> = {
  plans: ["A's planning decisions", 'per game'],
  handCards: ["cards in A's hand, summed over its planning decisions", 'cards per game'],
  handOver5: ["A's planning decisions with more than 5 cards in hand", 'per game'],
  noMovement: ["A's planning decisions with no Movement card in hand", 'per game'],
  noOther: ["A's planning decisions with no playable Maneuver, Utility or Melee card", 'per game'],
  noCard: ["A's planning decisions with nothing playable", 'per game'],
  rounds: ["A's complete rounds (reached Reload)", 'per game'],
  playMovement: ["A's rounds with a Movement card", 'per game'],
  playManeuver: ["A's rounds with a Maneuver card", 'per game'],
  playUtility: ["A's rounds with a Utility card", 'per game'],
  playMelee: ["A's rounds with a Melee card", 'per game'],
  still: ["A's rounds without any Operator movement", 'per game'],
  opSpaces: ["spaces A's Operator moved (complete rounds)", 'spaces per game'],
  otherRounds: ["A's rounds without a Movement card", 'per game'],
  otherMoved: ["A's rounds without a Movement card in which its Operator moved", 'per game'],
  movementStill: ["A's rounds with a Movement card in which its Operator did not move", 'per game'],
  zeroAllowance: ["A's Movement cards with no spaces left after the armour penalty", 'per game'],
  ...Object.fromEntries(MOVE_GROUPS.flatMap((g) => [
    [`move_${g}`, [`A's ${groupName(g)} played`, 'per game']],
    [`spaces_${g}`, [`spaces A's ${groupName(g)} moved its Operator`, 'spaces per game']],
  ])),
  movementSpaces: ["spaces A's Movement cards moved its Operator", 'spaces per game'],
  ...Object.fromEntries(ROLES.flatMap((r) => [
    [`mercRounds_${r}`, [`A's ${r} Mercenary-rounds`, 'per game']],
    [`mercSpaces_${r}`, [`spaces A's ${r}s moved in Mercenary movement`, 'spaces per game']],
    [`mercFull_${r}`, [`A's ${r} Mercenary-rounds ending the full ${MERC_MOVE[r]} spaces away`, 'per game']],
  ])),
  mercRounds: ["A's Mercenary-rounds (standing as the attacks begin)", 'per game'],
  synergy: ["A's Mercenary-rounds within 4 spaces of their Operator", 'per game'],
  trail: ["spaces A's Mercenaries stood farther from the enemy Operator than theirs, summed", 'spaces per game'],
  cardPlays: ["A's non-Movement cards resolved", 'per game'],
  taxedPlays: ["A's cards that paid the Encumbered tax", 'per game'],
  taxHP: ["HP A's Operator paid as the Encumbered tax (the whole game, the deciding round too)", 'HP per game'],
  operatorLoss: ["HP A's Operator lost", 'HP per game'],
  statusBlocked: ["A's cards blocked at resolution by a status", 'per game'],
  attackCardPlays: ["A's resolved cards that change its next attack", 'per game'],
  attackCardUsed: ['... followed by its Operator\'s attack that round', 'per game'],
  defenceCardPlays: ["A's resolved defence cards", 'per game'],
  defenceCardUsed: ["... met by an enemy attack on A's Operator that round", 'per game'],
  firstAttack: ['round of the first attack by any unit', 'round (the round after the last if none)'],
  firstOpAttack: ["round of an Operator's first attack", 'round (the round after the last if none)'],
  firstWound: ['round of the first attack that did damage', 'round (the round after the last if none)'],
  noAttack: ['games without an attack', 'share of games'],
  startGap: ['spaces between the Operators at deployment', 'spaces'],
  hazardCells: ['Hazard spaces on the map', 'per game'],
  hazardEntries: ['Hazard spaces entered (both sides)', 'per game'],
  hazardEntriesOp: ['Hazard spaces entered by Operators', 'per game'],
  hazardDamage: ['damage dealt by Hazards', 'damage per game'],
  pushes: ['pushes (both sides)', 'per game'],
  pushAttempts: ['push attempts (both sides)', 'per game'],
  pushBlocked: ['push attempts with no effect', 'per game'],
  teleports: ['Dimensional Shift teleports', 'per game'],
};
for (const c of COUNTS) if (!COUNT_LABELS[c]) throw new Error(`sp-game-facts: no label for the count '${c}'`);

const SIGNED_COUNTS: ReadonlySet<string> = new Set(['trail']);
const METRICS: Record<string, MetricSpec> = {
  // Every count is bounded below by 0 except the signed trail (negative: a Mercenary nearer the enemy than its Operator).
  ...Object.fromEntries(COUNTS.map((c) => [c, { kind: 'mean', label: COUNT_LABELS[c][0], unit: COUNT_LABELS[c][1], ...(SIGNED_COUNTS.has(c) ? {} : { min: 0 }) }])),
  ...Object.fromEntries(Object.keys(RATIOS).map((r) => [sumId(r), { kind: 'mean', label: `ratio ${r}: ${RATIOS[r].hits} plus ${RATIOS[r].of} (kept for its interval)`, unit: 'per game', ...(SIGNED_COUNTS.has(RATIOS[r].hits) || SIGNED_COUNTS.has(RATIOS[r].of) ? {} : { min: 0 }) }])),
};

const base = matchExperiment(
  {
    id: 'sp-game-facts',
    title: 'Facts of played games: the hand, one card a round, Encumbered, Mercenary moves and synergy range, Movement cards, deployment, Hazards, Push, Resolve timing',
    question:
      'In heuristic games, what does the hand hold, which cards are played and how often does the Operator not move, what does Encumbered cost, how far do Mercenaries move and do they stay in synergy range, how far do Movement cards move, how soon does anyone attack, how often are Hazards entered and Pushes blocked, and how often does resolving cards before the attacks matter?',
    source: {
      rulebook: '003_c7f3f5aee5a5ed6f.txt',
      section: 'Game Setup 5; 2.4, 2.7; 7.3, 7.4, 7.7; 9.5; 11.1, 11.5',
      catalogue: ['SP-072', 'SP-074', 'SP-082', 'SP-088', 'SP-089', 'SP-091', 'SP-092', 'SP-093', 'SP-094', 'SP-095'],
    },
    pairs: 300,
  },
  ARMS,
);

export default defineExperiment<MatchParams>({
  ...base,
  metrics: { pair: base.metrics.pair, scoreA: base.metrics.scoreA, length: base.metrics.length, capped: base.metrics.capped, ...METRICS },
  trial: factsTrial,
  chunkSize: 8,
  answer,
  charts: [
    { kind: 'arms', metric: 'length', reference: 'none', title: 'Game length (rounds), by arm' },
    { kind: 'arms', metric: 'still', reference: 'none', title: "Rounds in which A's Operator did not move, per game" },
  ],
});

