/**
 * Decision codes. An action means something only in the phase it is legal
 * in; `describeDecision` (activation.ts) names it. Rolls are the faces 1..100.
 *
 *   steal:   STEAL_ATTEMPT, STEAL_DECLINE
 *   pick:    ACTIVATE + unit, REINFORCE + unit * 64 + point, PASS
 *   ability: ABILITY + slot, SKIP_ABILITY
 *   move:    HOLD, MOVE + destination * 2 + (1 if Rush)
 *   attack:  ATTACK + target * 8 + weapon slot, NO_ATTACK
 *   frenzy, reroll, shield, predation, uplink: USE, DECLINE
 */
export const STEAL_ATTEMPT = 0;
export const STEAL_DECLINE = 1;
export const USE = 2;
export const DECLINE = 3;
export const SKIP_ABILITY = 4;
export const HOLD = 5;
export const NO_ATTACK = 6;
export const PASS = 7;
export const ACTIVATE = 100;
export const ABILITY = 150;
export const MOVE = 200;
export const ATTACK = 400;
export const REINFORCE = 1000;

/** Move destinations: objectives 0..7, the nearest square of light cover, heavy cover, elevated terrain, then enemy units 16 + unit. */
export const DEST_LIGHT = 8;
export const DEST_HEAVY = 9;
export const DEST_ELEVATED = 10;
export const DEST_UNIT = 16;
export const MAX_OBJECTIVES = 8;
