/**
 * Shortest paths on a square grid of cells, for the board-geometry reports
 * (rr-board-geometry, js-deployment-geometry): Dijkstra with a binary heap and
 * lazy deletion, each step one of the 16 king and knight moves, its cost given
 * by the caller (the board's own rule: a fixed length through open cells, or a
 * length with difficult terrain counting double). A path of such steps is a
 * legal path, so its cost bounds the true shortest path's from above; the
 * callers say how close it comes.
 * Allocation: the heap is kept between calls and grown when a bigger grid asks.
 */

/** The 8 king steps, then the 8 knight steps, as [dx, dy]: callers pass them in the order they relax them. */
export const KING_STEPS: readonly (readonly [number, number])[] = [
  [1, 0], [-1, 0], [0, 1], [0, -1], [1, 1], [1, -1], [-1, 1], [-1, -1],
];

/** The cost of stepping from `cell` (column x, row y) by steps[k] to `next`; Infinity where the step is not allowed. */
export type StepCost = (cell: number, x: number, y: number, k: number, next: number) => number;

let heap = new Int32Array(0);
let heapKey = new Float64Array(0);

/**
 * The cheapest path cost from cell `from` to every cell of a side x side grid (index y * side + x) into `dist`
 * (Infinity where unreachable), over the given steps.
 */
export function gridDistances(side: number, steps: readonly (readonly [number, number])[], from: number, dist: Float64Array, cost: StepCost): void {
  dist.fill(Infinity);
  // Lazy deletion pushes at most one entry per relaxation: cells x steps, plus the start.
  const capacity = side * side * steps.length + 1;
  if (heap.length < capacity) {
    heap = new Int32Array(capacity);
    heapKey = new Float64Array(capacity);
  }
  let size = 0;
  const push = (node: number, key: number) => {
    let i = size++;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (heapKey[parent] <= key) break;
      heap[i] = heap[parent];
      heapKey[i] = heapKey[parent];
      i = parent;
    }
    heap[i] = node;
    heapKey[i] = key;
  };
  const pop = (): number => {
    const top = heap[0];
    const node = heap[--size];
    const key = heapKey[size];
    let i = 0;
    for (;;) {
      let child = 2 * i + 1;
      if (child >= size) break;
      if (child + 1 < size && heapKey[child + 1] < heapKey[child]) child++;
      if (heapKey[child] >= key) break;
      heap[i] = heap[child];
      heapKey[i] = heapKey[child];
      i = child;
    }
    heap[i] = node;
    heapKey[i] = key;
    return top;
  };
  dist[from] = 0;
  push(from, 0);
  while (size > 0) {
    const key = heapKey[0];
    const node = pop();
    if (key > dist[node]) continue;
    const x = node % side;
    const y = (node - x) / side;
    for (let k = 0; k < steps.length; k++) {
      const nx = x + steps[k][0];
      const ny = y + steps[k][1];
      if (nx < 0 || ny < 0 || nx >= side || ny >= side) continue;
      const next = ny * side + nx;
      const d = key + cost(node, x, y, k, next);
      if (d < dist[next]) {
        dist[next] = d;
        push(next, d);
      }
    }
  }
}
