/**
 * A Comet's movement (`002_f697cf6215cb147c.txt`, Terrain › Comets): "At the
 * end of each Deployment Phase, resolve a Movement of the Comet. It speed is
 * 2d6, and it moves in a direction directly opposite the tail, i.e. the tail is
 * behind it as it moves. Models that would be overlapped by the Body are moved
 * out of the way. Models overlapped or moved over by the Tail are attacked as
 * if they had moved through the tail themselves."
 *
 * Each Comet is one job of two d6 chance nodes (queued by flow.ts beginTurn);
 * the move itself is terrain.ts movedComet.
 */
import type { JovianState } from './game.ts';
import { distance, distanceToSegment } from './geometry.ts';
import { queueHazard } from './jobs.ts';
import { hazardRating, movedComet } from './terrain.ts';

/** The movement roll of the Comet whose Body is `terrain[body]`: `first` is the first d6 once rolled (0 before). */
export interface CometJob {
  kind: 'comet';
  body: number;
  first: number;
}

/** Queues a movement for every Comet on the table (the end of the Deployment Phase). */
export function queueComets(s: JovianState): void {
  // Water Raid's Comet is Stationary (waterRaid.ts): it never moves.
  const stationary = s.scenario !== null ? s.scenario.comet : -1;
  for (let i = 0; i < s.terrain.length; i++) if (s.terrain[i].kind === 'comet-body' && i !== stationary) s.jobs.push({ kind: 'comet', body: i, first: 0 });
}

/** One d6 of the 2d6: the first is kept on the job, the second moves the Comet. */
export function resolveCometDie(s: JovianState, job: CometJob, die: number): void {
  if (job.first === 0) {
    job.first = die;
    return;
  }
  s.jobs.shift();
  moveComet(s, job.body, job.first + die);
}

const tenth = (x: number) => Math.round(x * 10) / 10;
const clamp = (x: number, table: number) => Math.min(table, Math.max(0, x));

/** Moves the Comet `inches`, pushes models off its Body's new place, and attacks every model its Tail passes over. */
export function moveComet(s: JovianState, body: number, inches: number): void {
  const oldBody = s.terrain[body];
  const oldTail = s.terrain[body + 1];
  // Variant `comet-push`: "Models that would be overlapped by the Body are moved out of the way" — at its new place (end, default) or anywhere along its way (path).
  const path = s.variants['comet-push'] === 'path';
  s.terrain = movedComet(s.terrain, body, inches);
  const b = s.terrain[body];
  const t = s.terrain[body + 1];
  const pushed: number[] = [];
  const struck: number[] = [];
  for (const u of s.units) {
    if (!u.inPlay()) continue;
    if (path && pushOffPath(u, oldBody.x, oldBody.y, b.x, b.y, b.r, s.table)) pushed.push(u.index);
    const d = distance(u.x, u.y, b.x, b.y);
    if (!path && d <= b.r) {
      // "Moved out of the way": straight out from the Body's centre (along its course from the centre), to 0.1" past its edge.
      const ux = d > 1e-9 ? (u.x - b.x) / d : (b.x - t.x) / Math.max(1e-9, distance(b.x, b.y, t.x, t.y));
      const uy = d > 1e-9 ? (u.y - b.y) / d : (b.y - t.y) / Math.max(1e-9, distance(b.x, b.y, t.x, t.y));
      u.x = clamp(tenth(b.x + ux * (b.r + 0.1)), s.table);
      u.y = clamp(tenth(b.y + uy * (b.r + 0.1)), s.table);
      pushed.push(u.index);
    }
    if (distanceToSegment(u.x, u.y, oldTail.x, oldTail.y, t.x, t.y) <= t.r) {
      queueHazard(s, u, hazardRating(t, u.capital));
      struck.push(u.index);
    }
  }
  s.cached = null;
  s.stats.cometAttacks = (s.stats.cometAttacks ?? 0) + struck.length;
  s.stats.cometPushes = (s.stats.cometPushes ?? 0) + pushed.length;
  if (s.log) s.push({ kind: 'comet', inches, body: [b.x, b.y], tail: [t.x, t.y], pushed, struck });
}

/**
 * `comet-push=path`: a model within the Body's radius of the segment its centre
 * swept is moved straight out from the nearest point of that segment to 0.1"
 * past the Body's edge (so also clear of its new place); one exactly on the
 * course line goes to port of it (a fixed policy). Kept on the table.
 */
function pushOffPath(u: { x: number; y: number }, ax: number, ay: number, bx: number, by: number, r: number, table: number): boolean {
  const dx = bx - ax;
  const dy = by - ay;
  const len2 = dx * dx + dy * dy;
  const k = len2 > 0 ? Math.max(0, Math.min(1, ((u.x - ax) * dx + (u.y - ay) * dy) / len2)) : 1;
  const px = ax + k * dx;
  const py = ay + k * dy;
  const d = distance(u.x, u.y, px, py);
  if (d > r) return false;
  const len = Math.max(1e-9, Math.sqrt(len2));
  const ux = d > 1e-9 ? (u.x - px) / d : -dy / len;
  const uy = d > 1e-9 ? (u.y - py) / d : dx / len;
  u.x = clamp(tenth(px + ux * (r + 0.1)), table);
  u.y = clamp(tenth(py + uy * (r + 0.1)), table);
  return true;
}
