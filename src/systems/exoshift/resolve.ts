/**
 * The rules as code (`001_9ac883e80b2d20e9.txt`): every player action, and
 * what follows it up to the next decision (end of turn, end of round,
 * scoring, the next round's refresh, rally and CP), written as plain
 * functions whose every `g.die()` rolls a d10 (host.ts Host.die). The state
 * (state.ts) makes each die a chance node with faces 1..10 at 1/10, so
 * scripted dice in tests, the greedy agent's exact expectations and the
 * state's own stream all drive the same code.
 *
 * One module per part of the rulebook, each importing only the ones before it:
 *
 * | module | what |
 * |---|---|
 * | `host.ts` | the Host, reading and writing a model's and its unit's numbers, lead model, distances, command range |
 * | `commandPoints.ts` | CP held and available, paying, the escalating action cost, Teamwork's window |
 * | `targeting.ts` | fire mode, a shot's numbers on the table, the best target |
 * | `casualties.ts` | the casualty roll, removal, Destroyed and Shared Responsibility |
 * | `movement.ts` | goals as points, moves, formation following |
 * | `morale.ts` | Morale, Rout Tests, Routed units |
 * | `unitShoot.ts` | a unit's shooting, one model's attack, AoE, Combine Extra Shots |
 * | `assault.ts` | Assaults |
 * | `interact.ts` | Interact: objectives, tokens, friends |
 * | `unitAction.ts` | one player action on a unit |
 * | `round.ts` | start and end of a round, initiative, the end of the game |
 * | `turns.ts` | a decision's consequences up to the next decision, turns |
 *
 * This file gathers what the rest of the game (legal actions, the heuristic,
 * the state) and the tests use. Helpers that read the table (range, cover,
 * LoS) are in board.ts and sightlines.ts; the numbers of a shot in
 * shooting.ts (shared with the attack pipeline).
 */
export type { Host } from './host.ts';
export { canAct, canTakePrimary, commandRange, distance, edgeDistance, friendModel, get, inCommandOf, isLeaderOnTable, lead, onReady, onTable, profileOf, quality, seesUnit, sideOf } from './host.ts';
export { actionCost, cpAvailable, cpTotal, passCost, payFor, teamworkFor } from './commandPoints.ts';
export { bestTarget, fireMode, numbersFor } from './targeting.ts';
export { goalPoint, nearestEnemy } from './movement.ts';
export { shoot, splits, unitShoot } from './unitShoot.ts';
export { inReach, medicalTestTarget, steadyable, steadiesLeft } from './interact.ts';
export { casualtyLoss, nearestCasualty, stabiliseTarget, vpTotal } from './casualties.ts';
export { fleeReachesEdge, pendingRout } from './morale.ts';
export { checkAnnihilation, commander, reserveArrivals, startRound } from './round.ts';
export { afterTurn, open, run } from './turns.ts';
