/**
 * Deployment (Missions › Deployment – Generic; Control Points; Objective Grab), beyond the fixed, mirrored deployment
 * of the default game (setup.ts deploymentPoint). Two variants, both off by default (the default game draws nothing
 * here and places its units as before):
 *
 * - `deploymentRoll=zone` (EX-048): "Players roll a die, highest roll wins. That player chooses either a deployment
 *   zone, or chooses his place in turn order." Each player rolls a d10 from the game's chance stream, right after the
 *   table is generated; the rulebook has no tie rule, so a tied throw is rerolled. The winner takes the deployment
 *   zone (the other choice, the place in turn order, decides only the order of an alternating deployment: the game's
 *   turn order is bid every round, Determine Initiative), choosing "one of the long table edges as their own"
 *   (Control Points) by the policy below; the loser gets the other edge and, under `deployment=alternating`, the
 *   place in turn order, which it uses to deploy first.
 *   Policy (the game chooses for the player, as it places objectives): the edge whose half scores higher by
 *   `edgeScore`, the heuristic's own cover values (board.ts COVER_OF: light 1, heavy 2) of the cover pieces in that
 *   half, each counted once more for every objective (marker or token) within 6" of it (Control Point Objectives:
 *   "within 6""; the ground a unit holds to secure or pick up). On a tie the winner keeps its own (default) edge. The
 *   other edge is played by turning the table half a turn (board.ts turned): both missions' objectives are placed
 *   symmetrically through the centre, so that is the same game with the edges swapped. `deploymentRoll=kept` and
 *   `swapped` (comparison arms, not readings) roll the same dice and always leave the winner on its own edge, or on
 *   the other: played on the same stream they give both edges' outcome for the same game, so what any choice of edge
 *   is worth (ex-deployment).
 * - `deployment=alternating` (EX-042; Objective Grab: "Use Alternating Deployment rules", and Deployment – Generic:
 *   "Player first in turn order then chooses 1 unit to deploy, followed by the next in turn order"): the units are
 *   placed one at a time, alternately, each side's in its list order, starting with the first in turn order (seat A,
 *   or the deployment roll's loser under `deploymentRoll=zone`); a side with none left to place lets the other
 *   finish. Where a unit goes (the player's choice, taken by the game): one of DEPLOY_SLOTS points spread evenly
 *   along its own edge, 4" in (the fixed deployment's line): the free one with the fewest units already placed, of
 *   either side, within 12" across the table (DEPLOY_CROWD), the one nearest the middle on a tie. So each placement
 *   answers the ones before it: a unit spreads away from its own and from the enemy's (toward the tokens no one
 *   contests yet), and the later placer sees more of the other's deployment.
 *   Paying 1 CP to pass a turn to deploy is never taken. Units in Reserve are not deployed (they keep the fixed
 *   point of their edge where they will move on).
 */
import type { Xoshiro128 } from '../../rng/xoshiro128.ts';
import { coverOfKind, turned, type Board, type DeploymentRoll } from './board.ts';
import { deploymentPoint, type Setup } from './setup.ts';

/** An objective within this of a cover piece makes the piece count again (Control Point Objectives: "within 6""). */
export const OBJECTIVE_COVER_REACH = 6;
/** Points along each edge for alternating deployment (up to 6 units a side: Army building). */
export const DEPLOY_SLOTS = 8;
/** Units (either side) within this across the table of a point crowd it (alternating deployment's policy). */
export const DEPLOY_CROWD = 12;

const distanceToRect = (x0: number, y0: number, x1: number, y1: number, x: number, y: number) => {
  const dx = x < x0 ? x0 - x : x > x1 ? x - x1 : 0;
  const dy = y < y0 ? y0 - y : y > y1 ? y - y1 : 0;
  return Math.sqrt(dx * dx + dy * dy);
};

/**
 * How good seat's half of the table is to deploy on (the deployment roll winner's policy): the cover value of each
 * cover piece whose centre lies in that half (seat 0: the half by y = 0), times 1 + the objectives within 6" of it.
 */
export function edgeScore(board: Board, objectives: readonly (readonly [number, number, number])[], seat: number): number {
  let score = 0;
  const middle = board.depth / 2;
  for (const p of board.pieces) {
    const cover = coverOfKind(p.kind);
    if (cover === 0) continue;
    const cy = (p.y0 + p.y1) / 2;
    if (seat === 0 ? cy >= middle : cy <= middle) continue;
    let near = 0;
    for (const [x, y] of objectives) if (distanceToRect(p.x0, p.y0, p.x1, p.y1, x, y) <= OBJECTIVE_COVER_REACH) near++;
    score += cover * (1 + near);
  }
  return score;
}

/**
 * The deployment roll and the winner's choice of edge: the table as the game is played on it, with the roll recorded.
 * `choice`: 'best' the policy above (deploymentRoll=zone); the comparison arms 'own' (kept) and 'other' (swapped): the
 * same dice, and the winner keeps its own edge, or takes the other one, whatever the scores.
 */
export function rollForDeployment(board: Board, objectives: readonly (readonly [number, number, number])[], rng: Xoshiro128, choice: 'best' | 'own' | 'other' = 'best'): Board {
  const dice: Array<[number, number]> = [];
  for (;;) {
    const throwOf: [number, number] = [rng.nextBelow(10) + 1, rng.nextBelow(10) + 1];
    dice.push(throwOf);
    if (throwOf[0] !== throwOf[1]) break; // no tie rule printed: a tie is rerolled
  }
  const [a, b] = dice[dice.length - 1];
  const winner = a > b ? 0 : 1;
  const scores: [number, number] = [edgeScore(board, objectives, 0), edgeScore(board, objectives, 1)];
  const turn = choice === 'other' || (choice === 'best' && scores[1 - winner] > scores[winner]);
  const record: DeploymentRoll = { dice, winner, scores, turned: turn };
  return { ...(turn ? turned(board) : board), deployment: record };
}

/** The seat first in turn order for deployment: the roll's loser (it holds the place in turn order) or seat A. */
export const firstToDeploy = (board: Board): number => (board.deployment ? 1 - board.deployment.winner : 0);

/** Each unit's (group's) deployment point under deployment=alternating (see above); units in Reserve keep their fixed point. */
export function alternatingPoints(setup: Setup, first: number): Array<[number, number]> {
  const { width, depth } = setup.board;
  const points: Array<[number, number]> = new Array(setup.groups);
  const queues: number[][] = [[], []];
  const counts = [0, 0];
  for (let k = 0; k < setup.groups; k++) counts[setup.side[setup.groupFirst[k]]]++;
  const index = [0, 0];
  for (let k = 0; k < setup.groups; k++) {
    const first = setup.groupFirst[k];
    const seat = setup.side[first];
    const fixed = deploymentPoint(index[seat]++, counts[seat], seat, width, depth);
    if (setup.arrival[first] >= 0) points[k] = fixed; // in Reserve: not deployed
    else queues[seat].push(k);
  }
  const slotX = Array.from({ length: DEPLOY_SLOTS }, (_, i) => (width * (i + 1)) / (DEPLOY_SLOTS + 1));
  const used = [new Array<boolean>(DEPLOY_SLOTS).fill(false), new Array<boolean>(DEPLOY_SLOTS).fill(false)];
  const placed: number[] = []; // x of every unit placed so far, either side
  let seat = first;
  while (queues[0].length + queues[1].length > 0) {
    if (queues[seat].length === 0) seat = 1 - seat;
    const k = queues[seat].shift()!;
    let best = -1;
    let bestCrowd = Infinity;
    for (let i = 0; i < DEPLOY_SLOTS; i++) {
      if (used[seat][i]) continue;
      let crowd = 0;
      for (const x of placed) if (Math.abs(x - slotX[i]) <= DEPLOY_CROWD) crowd++;
      if (crowd < bestCrowd || (crowd === bestCrowd && Math.abs(slotX[i] - width / 2) < Math.abs(slotX[best] - width / 2))) (best = i), (bestCrowd = crowd);
    }
    used[seat][best] = true;
    placed.push(slotX[best]);
    points[k] = [slotX[best], seat === 0 ? 4 : depth - 4];
    seat = 1 - seat;
  }
  return points;
}
