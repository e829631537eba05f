/**
 * Codes the engine speaks: frame ops, action kinds, reaction kinds, movement
 * destinations, and how actions and reactions pack into one integer.
 *
 * Action code (D_ACTION): 0 = pass, else ((kind * 16 + actor) * 32 + arg) * 32 + dest.
 * Reaction code (D_REACT): 0 = no reaction, else 1 + (kind * 16 + reactor) * 16 + arg.
 */
let next = 1;
const op = () => next++;

export const OP_SETUP = op();
export const OP_SCENARIO_FACE = op();
export const OP_SCENARIO_SET = op();
export const OP_DENSITY_FACE = op();
export const OP_DENSITY_SET = op();
export const OP_THEME = op();
export const OP_THEME_FACE = op();
export const OP_THEME_SET = op();
export const OP_LAYOUT_SET = op();
export const OP_DEPLOYMENT = op();
export const OP_DEPLOYMENT_FACE = op();
export const OP_DEPLOYMENT_SET = op();
export const OP_ORIENTATION_SET = op();
export const OP_PLACE = op();
export const OP_ROUND_START = op();
export const OP_MORALE_RESULT = op();
export const OP_INITIATIVE = op();
export const OP_BID_STORE = op();
export const OP_BID_RESOLVE = op();
export const OP_ROLL_OFF = op();
export const OP_FIRST_SET = op();
export const OP_TURN = op();
export const OP_ACTION_CHOSEN = op();
export const OP_ACTION_END = op();
export const OP_ROUND_END = op();
export const OP_RESURRECT = op();
export const OP_RESURRECT_RESULT = op();
export const OP_SOOTHSAYER_FACE = op();
export const OP_REACT_WINDOW = op();
export const OP_REACT_CHOSEN = op();
export const OP_DENY_CHOSEN = op();
export const OP_COUNTER_CHOSEN = op();
export const OP_REACTION = op();
export const OP_REACTION_RESULT = op();
export const OP_MOVE = op();
export const OP_EXIT_CHOSEN = op();
export const OP_EXIT_RESULT = op();
export const OP_MOVE_DO = op();
export const OP_ATTACK = op();
export const OP_ATTACK_GUILE = op();
export const OP_ATTACK_FURY = op();
export const OP_RETALIATE_FURY = op();
export const OP_WILL_FORCED = op();
export const OP_WILL_ROLL = op();
export const OP_WILL_RESULT = op();
export const OP_AFTER_WILL = op();
export const OP_EFFECT = op();
export const OP_EFFECT_RESULT = op();
export const OP_SELF_WILL = op();
export const OP_SELF_WILL_RESULT = op();
export const OP_VICTORY = op();

export const PASS = 0;
export const AK_SPRINT = 1;
export const AK_CHARGE = 2;
export const AK_STAND = 3;
export const AK_FEINT = 4;
export const AK_MANEUVER = 5;
export const AK_WAVE = 6;
export const AK_SPOT = 7;
export const AK_SUMMONS = 8;
export const AK_DOOM = 9;
export const AK_BANISH = 10;
export const AK_PUSH = 11;
export const AK_PLOT = 12;
export const AK_ENTER = 13;
export const AK_CONTROL = 14;
export const AK_EMBARK = 15;
export const AK_DISEMBARK = 16;
export const AK_TACTITIANS = 17;
export const ACTION_NAMES = [
  'pass', 'Sprint', 'Charge', 'Stand and Fight', 'Feint', 'Maneuver', 'Crashing Wave', 'Spot Weakness', 'Battle Summons', 'Distant Doom',
  'Banish Foe', 'Push to the Brink', 'Scheming Plot', 'enter play', 'take control', 'embark', 'disembark', 'Tactitians',
] as const;
/** Champion Action index (CHAMPION_ACTIONS order) -> action kind. */
export const CHAMPION_ACTION_KIND = [AK_BANISH, AK_SUMMONS, AK_WAVE, AK_DOOM, AK_PUSH, AK_PLOT, AK_SPOT] as const;

export const actionCode = (kind: number, actor: number, arg: number, dest: number): number => ((kind * 16 + actor) * 32 + arg) * 32 + dest;
// Action codes are whole numbers from 0 (PASS) to below 2^31, so shifts and masks give exactly the quotients and
// remainders of the packing above, without a float division and floor (the heuristic decodes every legal action).
export const actionKind = (code: number): number => code >> 14;
export const actionActor = (code: number): number => (code >> 10) & 15;
export const actionArg = (code: number): number => (code >> 5) & 31;
export const actionDest = (code: number): number => code & 31;

export const RK_INTIMIDATE = 0;
export const RK_RETALIATE = 1;
export const RK_SUPPRESS = 2;
export const RK_EVADE = 3;
export const RK_FODDER = 4;
export const RK_BLINK = 5;
export const RK_RALLY = 6;
export const RK_DEFIANCE = 7;
export const RK_VENGEANCE = 8;
export const RK_REVERSAL = 9;
export const RK_CONFUSION = 10;
export const RK_SACRIFICE = 11;
export const RK_PURSUIT = 12;
export const RK_DETONATE = 13;
export const REACTION_NAMES = [
  'Intimidate', 'Retaliate', 'Suppress', 'Evade', 'Fodder', 'Blink', 'Rally', 'Defiance', 'Vengeance', 'Reversal', 'Confusion', 'Sacrifice', 'Pursuit', 'Detonate',
] as const;
/** Ward reaction index (WARD_REACTIONS order) -> reaction kind. */
export const WARD_REACTION_KIND = [RK_DEFIANCE, RK_VENGEANCE, RK_REVERSAL, RK_CONFUSION, RK_SACRIFICE, RK_PURSUIT, RK_DETONATE] as const;

export const reactionCode = (kind: number, reactor: number, arg: number): number => 1 + (kind * 16 + reactor) * 16 + arg;
export const reactionKind = (code: number): number => Math.floor((code - 1) / 256);
export const reactionReactor = (code: number): number => Math.floor((code - 1) / 16) % 16;
export const reactionArg = (code: number): number => (code - 1) % 16;

/** Reaction windows. */
export const ST_DECLARE = 0;
export const ST_WILL = 1;
export const ST_AFTER_WILL = 2;
export const ST_AFTER_REACTION = 3;

/** Movement destinations. */
export const DEST_STAY = 0;
/** 1 + element index: toward that Element. */
export const DEST_TOWARD = 1;
export const DEST_AWAY = 17;
export const DEST_OBJECTIVE = 18;
export const DEST_EDGE = 19;
export const DEST_COVER = 20;

/** OP_MOVE flags. */
export const MF_CONTACT = 1;
export const MF_RANGE = 2;
export const MF_FREE_TERRAIN = 4;
export const MF_SPRINT = 8;
export const MF_REACTION = 16;

/** OP_ATTACK flags. */
export const AF_CHARGE = 1;
export const AF_BONUS = 2;
export const AF_PENALTY = 4;
/** Not part of the action's reaction window: extra attacks (Swarmers, Spot Weakness, Avengers, reaction attacks). */
export const AF_FREE = 8;
export const AF_RANGED_ONLY = 16;
export const AF_NO_SWARM = 32;
export const AF_SUPPRESS = 64;
export const AF_EXTRA_BAND = 128;
export const AF_DOOM = 256;
export const AF_EXCHANGE = 512;
export const AF_SECOND_BONUS = 1024;
/** An attack no Sneak-Thieves action names (Spot Weakness, Avengers, Defiance), set only under `sneak-thieves=listed` (RR-054). */
export const AF_UNLISTED = 2048;
/** The attack a Fodder swap redirected to the Dregs ("the enemy must instead target the Dregs"): it needs no reach. */
export const AF_FODDER = 4096;

/** Causes of removal (Strife and Bloodlust look at them). */
export const CAUSE_ATTACK = 0;
export const CAUSE_MORALE = 1;
export const CAUSE_TERRAIN = 2;
export const CAUSE_SELF = 3;
export const CAUSE_EDGE = 4;
/** Detonate: the Ward removes itself ("Remove the WARD from play after this"). */
export const CAUSE_DETONATE = 5;
