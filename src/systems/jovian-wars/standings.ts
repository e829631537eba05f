/**
 * How a game's Victory Points stood turn by turn, read from its event log,
 * for JW-006 (`002_f697cf6215cb147c.txt`, Sequence › Structure of a Game:
 * "Typically, a game lasts for seven Game Turns, unless a player is deemed
 * victorious during an End Phase"). Victory Points are the surviving TV with
 * the state multipliers (Victory Conditions › Victory Points; game.ts
 * victoryPoints); the log records them at the start of every turn (flow.ts
 * beginTurn: after the previous End Phase) and at the end (flow.ts finish).
 * Pure functions of the events.
 *
 * The track: entry 0 the standings at deployment (each fleet's TV: fleets of
 * one level differ by a few points, so one "leads" before a shot), entry t
 * the standings after End Phase t, the last entry the end of the game (after
 * End Phase 7, or the activation that left a fleet with nothing on the table:
 * flow.ts decided). Example: VP [248, 246] at deployment, [248, 200] after
 * turn 1, [150, 200] after turn 2 and [150, 120] at the end of turn 3 ->
 * leaders A, A, B, A: 2 lead changes, the result (A) settled at turn 3.
 */
import type { GameEvent } from '../../game/state.ts';

interface LoggedStanding {
  kind: string;
  turn?: number;
  vp?: number[];
  winner?: number;
}

/** [A, B] Victory Points by seat after each End Phase (index 0: deployment), the last entry the game's end. */
export function standingsTrack(events: readonly GameEvent[]): [number, number][] {
  const track: [number, number][] = [];
  for (const e of events as unknown as LoggedStanding[]) {
    if (e.kind === 'turn' || e.kind === 'end') track.push([e.vp![0], e.vp![1]]);
  }
  return track;
}

/** The seat ahead on Victory Points, -1 when level (Victory Conditions: most Victory Points wins the Introductory Scenario). */
export function leaderOf(vp: readonly [number, number]): number {
  return vp[0] > vp[1] ? 0 : vp[1] > vp[0] ? 1 : -1;
}

/** Times the Victory Point lead passed from one seat to the other (level standings skipped, as Jagged Shards' momentum.ts counts it). */
export function leadChanges(track: readonly (readonly [number, number])[]): number {
  let leader = -1;
  let changes = 0;
  for (const vp of track) {
    const now = leaderOf(vp);
    if (now < 0) continue;
    if (leader >= 0 && now !== leader) changes++;
    leader = now;
  }
  return changes;
}

/**
 * The turn from whose End Phase on the standings always showed the game's
 * result (the winner ahead, or level in a drawn game): the last turn the
 * eventual result changed hands, 0 when it never did (the larger fleet at
 * deployment won and was never caught). Hindsight, not a bound: no Victory
 * Point lead is insurmountable by the rules while the leader's models can
 * still be lost.
 */
export function resultSettledTurn(track: readonly (readonly [number, number])[]): number {
  const result = leaderOf(track[track.length - 1]);
  let settled = track.length - 1;
  while (settled > 0 && leaderOf(track[settled - 1]) === result) settled--;
  return settled;
}

/**
 * Whether the standings after End Phase t (0: deployment) already showed the
 * result (0), showed the eventual loser ahead (1), or were level in a game
 * that was won, or a lead in a drawn game (2). A game that ended before End
 * Phase t shows its final standings there.
 */
export function standingAfter(track: readonly (readonly [number, number])[], t: number): number {
  const result = leaderOf(track[track.length - 1]);
  const now = leaderOf(track[Math.min(t, track.length - 1)]);
  if (now === result) return 0;
  return now >= 0 && result >= 0 ? 1 : 2;
}

/** The turn the game ended in and the winner the log names (-1 a draw). */
export function loggedEnd(events: readonly GameEvent[]): { turn: number; winner: number } {
  const logged = events as unknown as LoggedStanding[];
  for (let i = logged.length - 1; i >= 0; i--) if (logged[i].kind === 'end') return { turn: logged[i].turn!, winner: logged[i].winner! };
  throw new Error('jovian-wars standings: the game has not ended');
}
