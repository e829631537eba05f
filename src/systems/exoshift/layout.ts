/**
 * Where each number of an Exoshift state lives. The whole dynamic state is
 * one array of doubles (globals, objectives, units), so a clone, a snapshot
 * before an action and a serialisation are one copy each (the heuristic
 * benchmark, scripts/bench-exoshift.ts, plays hundreds of actions per game).
 */

/** Phases: secret CP bids, the initiative winner's choice of turn order, player turns, the end. */
export const PHASE_BID = 0;
export const PHASE_ORDER = 1;
export const PHASE_TURN = 2;
export const PHASE_OVER = 3;
/** A Routed unit's owner chooses: pay 1 CP to pass the stay-put test, or roll it (ROUT_PAY, ROUT_TEST). */
export const PHASE_ROUT = 4;

export const G_ROUND = 0;
export const G_PHASE = 1;
export const G_ACTIVE = 2;
export const G_FIRST = 3;
/** Global CP per seat: G_CP + seat. */
export const G_CP = 4;
/** Secret bids per seat, -1 until committed: G_BID + seat. */
export const G_BID = 6;
/** Passes in a row per seat (Passing Without Taking Actions): G_PASS + seat. */
export const G_PASS = 8;
/** Actions that counted toward the escalating cost this turn (Action CP Cost). */
export const G_ACTIONS = 10;
export const G_FREE_USED = 11;
export const G_PRIMARY_TAKEN = 12;
/** Whether the active player had a unit able to take a Primary action at the start of the turn (One Primary Action Required). */
export const G_MUST_PRIMARY = 13;
export const G_TURNS = 14;
export const G_VP = 15;
/** -1 playing, 0 or 1 the winner, 2 a draw. */
export const G_WINNER = 17;
export const G_INIT_WINNER = 18;
export const G_ACTED = 19;
export const G_TOTAL_TURNS = 20;
/** Statistics per seat (each + seat). */
export const G_PASSES = 21;
export const G_PASS_CP = 23;
export const G_KILLS = 25;
export const G_ACTIONS_TAKEN = 27;
export const G_BID_SUM = 29;
export const G_INIT_WINS = 31;
export const G_CP_SPENT = 33;
/** Teamwork (Traits): 1 + the unit whose Teamwork test just passed (another unit of its type may take a 1-CP Secondary now); 0 none. */
export const G_TEAMWORK = 35;
/** Statistics per seat: spotting for indirect fire done by a Spotter (auto-passed under the [PLAYTEST] rule, else tested at +2). */
export const G_SPOTTER_SPOTS = 36;
/**
 * Independent Targeting / Two handed (Unit Traits; Declare Targets): 1 + unit * 64 + the enemy unit declared for the
 * second and later weapons of that unit's models with the trait, until its Focus Fire or Snap Fire; 0 none.
 */
export const G_DECLARED = 38;
/**
 * Action-economy statistics (EX-054 to EX-057; experiments/exoshift/action-economy.ts), one block so a behaviour check
 * can leave it out: only counted, never read by the rules or the heuristic. G_TURN_MARK: the active seat's
 * G_ACTIONS_TAKEN when its turn started, -1 once the turn is counted. Counted when a turn ends (turns.ts recordTurn: a pass, an ended or forfeited
 * turn, an empty one), so the last turn of a game ended inside an action is not counted.
 */
export const G_ECONOMY_BASE = 40;
export const G_TURN_MARK = 40;
/** Turns ended by actions taken in them, per seat: G_TURN_LENGTH + seat * TURN_LENGTH_BINS + min(actions, 4). */
export const G_TURN_LENGTH = 41;
export const TURN_LENGTH_BINS = 5;
/** Per seat: turns in which the free Primary Action was used. */
export const G_FREE_TURNS = 51;
/** Per seat: turns that began with a unit able to take a Primary action (G_MUST_PRIMARY). */
export const G_PRIMARY_TURNS = 53;
/** Per seat: empty turns (no CP and nothing able to take a Primary action). */
export const G_EMPTY_TURNS = 55;
/** Per seat: passes that cost 2 CP or more (a pass after a pass: Passing Without Taking Actions). */
export const G_PASS_REPEAT = 57;
/** Per seat: CP lost by ending a turn with nothing affordable (the forfeit, turns.ts). */
export const G_FORFEIT_CP = 59;
/** Per seat: CP received at Refresh CP (global and Tactician unit CP). */
export const G_CP_INCOME = 61;
/** Per seat: CP still held (global and unit, cpTotal) when a round ended. */
export const G_CP_LEFT = 63;
export const G_ECONOMY_END = 65;
/**
 * 1 while a Routed unit's owner has still to choose between the 1-CP automatic pass and the Quality test to stay in
 * place (Morale › Routed; morale.ts rout): the unit carries U_ROUTED = ROUT_CHOICE until then. One flag, so the check
 * after every action costs a read when nothing is Routed.
 */
export const G_ROUT_PENDING = 65;
/**
 * Statistics only (EX-015, experiments/exoshift/table-size.ts; never read by the rules or the heuristic): the round of
 * the first attack action of the game (0: none yet), and per seat the shooting actions (Focus Fire, Snap Fire, an
 * Advance or Hunker Down that shot) and the Assaults taken (each + seat).
 */
export const G_CONTACT_ROUND = 66;
export const G_SHOOTING_ACTIONS = 67;
export const G_ASSAULT_ACTIONS = 69;
export const G_SIZE = 71;

/** Objectives: x, y, state (Control Points: 0 neutral, 1 + seat captured; Objective Grab: see TOKEN_*), owner seat. */
export const O_X = 0;
export const O_Y = 1;
export const O_STATE = 2;
export const O_OWNER = 3;
export const O_SIZE = 4;
export const MAX_OBJECTIVES = 12;
export const TOKEN_ON_TABLE = 0;
export const TOKEN_LOCKED = 1;
export const TOKEN_CARRIED = 2;
export const TOKEN_SECURED = 3;

export const U_X = 0;
export const U_Y = 1;
export const U_STATUS = 2;
export const U_EXHAUSTED = 3;
export const U_DISRUPTION = 4;
/** Damage marked on a model with Health above 1. */
export const U_DAMAGE = 5;
export const U_HUNKERED = 6;
export const U_UNNERVED = 7;
export const U_ROUTED = 8;
/** U_ROUTED while the owner has the stay-put choice still to make (G_ROUT_PENDING); 1 once made. Both count as Routed. */
export const ROUT_CHOICE = 2;
export const U_ROUT_TESTED = 9;
/** Objective token carried, -1 none. */
export const U_CARRY = 10;
/** Tactician CP left this round. */
export const U_UNIT_CP = 11;
/** CP stored by Planning. */
export const U_STORED = 12;
export const U_MOVED = 13;
/** Reserves: RESERVE_NONE in play (or out of the game), RESERVE_IN off the table testing to arrive, RESERVE_ON_READY arrived and may move on. */
export const U_RESERVE = 14;
/** The arrival number of a unit in Reserve (0-9 at the start, +1 each round and per CP spent). */
export const U_ARRIVAL = 15;
/** The way a model faces, radians (0 = +x, the table's width): read only for mobility types that face their direction of travel (mobility.ts). */
export const U_FACING = 16;
/**
 * A Medic's or Doctor's uses of its trait's Unnerved removal (Unit Traits › Medic: "Once per game", Doctor: "Twice per
 * game"): removals made, or attempts under variant steadyLimit=attempts (interact.ts steadiesLeft).
 */
export const U_STEADIED = 17;
export const U_SIZE = 18;
export const RESERVE_NONE = 0;
export const RESERVE_IN = 1;
export const RESERVE_ON_READY = 2;

/** Model status (Casualties): ordered by severity; from INCAPACITATED on the model is out of the game. */
export const S_OK = 0;
export const S_STUNNED = 1;
export const S_DOWNED = 2;
export const S_WOUNDED = 3;
export const S_INCAPACITATED = 4;
export const S_DESTROYED = 5;
export const S_FLED = 6;
/** An Incapacitated model a Medic or Doctor stabilised, off the table (variant casualtyVp=per-model only, EX-039: never in the default game). */
export const S_STABILISED = 7;
export const STATUS_NAMES = ['ready', 'stunned', 'downed', 'wounded', 'incapacitated', 'destroyed', 'fled', 'stabilised'] as const;

export const OBJECTIVE_BASE = G_SIZE;
export const UNIT_BASE = G_SIZE + MAX_OBJECTIVES * O_SIZE;

export const stateSize = (units: number) => UNIT_BASE + units * U_SIZE;

/**
 * A state's numbers: a plain array of doubles, not a Float64Array. A typed
 * array this size lives off the heap and costs about 1 microsecond to
 * allocate and free, against 0.2 to copy a plain array; the heuristic clones
 * the state at every decision (scripts/bench-exoshift.ts). Every entry is a
 * double either way, so the games are the same.
 */
export type Numbers = number[];
export function newNumbers(size: number): Numbers {
  const out: number[] = [];
  for (let i = 0; i < size; i++) out.push(0.5); // a double first, so the array keeps double elements
  return out.fill(0);
}
export const unitAt = (u: number, field: number) => UNIT_BASE + u * U_SIZE + field;
export const objectiveAt = (o: number, field: number) => OBJECTIVE_BASE + o * O_SIZE + field;

/** Actions: unit actions are unit * 1024 + verb * 64 + param; the rest are fixed codes. */
export const VERB_FOCUS_FIRE = 0;
export const VERB_ADVANCE = 1;
export const VERB_RUN = 2;
export const VERB_RECOVER = 3;
export const VERB_ASSAULT = 4;
export const VERB_HUNKER = 5;
export const VERB_INTERACT = 6;
export const VERB_SNAP_FIRE = 7;
export const VERB_MARCH = 8;
export const VERB_REST = 9;
export const VERB_INTERACT_SECONDARY = 10;
export const VERB_STORE_CP = 11;
/** Spend 1 CP to raise a reserve unit's arrival number by 1 (Reserves): not an action. */
export const VERB_BOOST_ARRIVAL = 12;
/** Declare the target of a unit's second weapons before its Focus Fire or Snap Fire (Independent Targeting, Two handed): not an action, no CP. */
export const VERB_DECLARE = 13;
export const VERB_NAMES = ['focus fire', 'advance', 'run', 'recover', 'assault', 'hunker down', 'interact', 'snap fire', 'march', 'rest', 'interact (secondary)', 'store CP', 'boost arrival', 'declare second weapon target'] as const;
export const PRIMARY_VERBS = [true, true, true, true, true, true, true, false, false, false, false, false, false, false];

export const unitAction = (unit: number, verb: number, param: number) => unit * 1024 + verb * 64 + param;
export const actionUnit = (action: number) => action >> 10;
export const actionVerb = (action: number) => (action >> 6) & 15;
export const actionParam = (action: number) => action & 63;

export const BID_BASE = 20000;
export const MAX_BID = 60;
export const ORDER_FIRST = 21000;
export const ORDER_SECOND = 21001;
export const PASS = 22000;
export const END_TURN = 22001;
/** PHASE_ROUT: spend 1 CP to pass the Routed unit's stay-put Quality test, or roll the test. */
export const ROUT_PAY = 22002;
export const ROUT_TEST = 22003;
export const isUnitAction = (action: number) => action >= 0 && action < BID_BASE;

/** Movement goals (param of advance, run, march): objectives 0..11, secure zones, enemies 16 + unit (at most 12 units), the nearest Incapacitated friend, nearest cover. */
export const GOAL_SECURE_LEFT = 12;
export const GOAL_SECURE_RIGHT = 13;
export const GOAL_ENEMY = 16;
export const GOAL_COVER = 30;
/** Toward the nearest Incapacitated friend, for a Medic or Doctor to stabilise it (variant casualtyVp=per-model only, EX-039). */
export const GOAL_CASUALTY = 29;
/** Added to an Advance goal: with Jump X; to a Run goal: with Flight X (Traits: "CP cost 1", Flying mobility). */
export const GOAL_FLY = 32;
export const GOAL_MASK = 31;
/**
 * Interact params: objectives 0..11, secure (Objective Grab) 12, stabilise an Incapacitated model of friendly unit k
 * 16 + k (variant casualtyVp=per-model, EX-039; at most 12 units), a friendly model 32 + unit.
 */
export const INTERACT_SECURE = 12;
export const INTERACT_STABILISE = 16;
export const INTERACT_FRIEND = 32;
/** Hunker Down params (Primary Actions List: "may either move 2" or Snap Fire"): 0 neither, HUNKER_MOVE 2" toward the nearest cover, HUNKER_SNAP + unit Snap Fire at it. */
export const HUNKER_MOVE = 1;
export const HUNKER_SNAP = 32;
/** Rest params (Secondary Actions List: "may move 1""): 0 in place, REST_MOVE 1" toward the nearest cover first. */
export const REST_MOVE = 1;
/** Focus fire param: target * 4 + extra shots. */
export const fireParam = (target: number, extra: number) => target * 4 + extra;
