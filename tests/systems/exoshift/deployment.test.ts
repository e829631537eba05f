/**
 * Deployment (`001_9ac883e80b2d20e9.txt`, Missions › Deployment – Generic, Control Points, Objective Grab; deployment.ts):
 * the table's halves (variant tableHalves), the deployment roll and the winner's edge (variant deploymentRoll, EX-048),
 * and alternating deployment (variant deployment, EX-042). Off by default: the default game draws and places as before.
 */
import { describe, expect, it } from 'vitest';
import { Xoshiro128 } from '../../../src/rng/xoshiro128.ts';
import { generateBoard, turned, type Board } from '../../../src/systems/exoshift/board.ts';
import { alternatingPoints, edgeScore, firstToDeploy, rollForDeployment } from '../../../src/systems/exoshift/deployment.ts';
import { exoshift } from '../../../src/systems/exoshift/index.ts';
import * as L from '../../../src/systems/exoshift/layout.ts';
import { defaultVariants, type ExoshiftVariants } from '../../../src/systems/exoshift/rules.ts';
import { objectivePoints } from '../../../src/systems/exoshift/setup.ts';
import { ExoshiftState } from '../../../src/systems/exoshift/state.ts';
import { makeAgent } from '../../../src/game/agents/agentSpec.ts';
import { agentContext } from '../../../src/game/matchSetup.ts';
import { playToEnd } from '../../../src/game/playGame.ts';

const THREES = [{ name: 'A', units: 'sol-line-infantry x3' }, { name: 'B', units: 'sol-line-infantry x3' }] as const;
const start = (variants: Partial<ExoshiftVariants>, seed = 5, sides: readonly [{ name: string; units: string }, { name: string; units: string }] = THREES) =>
  ExoshiftState.start(sides, { ...defaultVariants(), ...variants }, Xoshiro128.stream(seed, 0), false);
const xOf = (state: ExoshiftState, u: number) => state.s[L.unitAt(u, L.U_X)];
const yOf = (state: ExoshiftState, u: number) => state.s[L.unitAt(u, L.U_Y)];
const CONTROL_POINTS = objectivePoints(false);
/** Pieces with their corners rounded to 1e-9 (turning a table is a subtraction: 72 - (72 - 31.3) is 31.299999999999997). */
const rounded = (pieces: Board['pieces']) => pieces.map((p) => ({ kind: p.kind, x0: +p.x0.toFixed(9), y0: +p.y0.toFixed(9), x1: +p.x1.toFixed(9), y1: +p.y1.toFixed(9) }));

describe('The table\'s halves (variant tableHalves)', () => {
  it('mirrored (default) is the generator as before: each piece of side B\'s half is side A\'s turned through the centre', () => {
    const board = generateBoard(Xoshiro128.stream(9, 0));
    expect(generateBoard(Xoshiro128.stream(9, 0), 72, 48, 'standard', 'mirrored')).toEqual(board);
    const halfA = board.pieces.filter((p) => p.kind !== 'road' && p.kind !== 'rubble' && p.y1 <= 24);
    const halfB = board.pieces.filter((p) => p.kind !== 'road' && p.kind !== 'rubble' && p.y0 >= 24);
    expect(rounded(turned({ ...board, pieces: halfB }).pieces)).toEqual(rounded(halfA));
  });

  it('independent: the same pieces in each half, placed differently', () => {
    for (let seed = 0; seed < 20; seed++) {
      const board = generateBoard(Xoshiro128.stream(seed, 0), 72, 48, 'standard', 'independent');
      const halfA = board.pieces.filter((p) => p.kind !== 'road' && p.kind !== 'rubble' && p.y1 <= 24);
      const halfB = board.pieces.filter((p) => p.kind !== 'road' && p.kind !== 'rubble' && p.y0 >= 24);
      expect(halfA.map((p) => p.kind)).toEqual(['building', 'heavy-wall', 'light-wall', 'woods', 'brush']);
      expect(halfB.map((p) => p.kind)).toEqual(halfA.map((p) => p.kind));
      expect(rounded(turned({ ...board, pieces: halfB }).pieces)).not.toEqual(rounded(halfA));
      for (const p of halfB) expect(p.y0).toBeGreaterThanOrEqual(48 - 22 - 1e-9);
    }
  });

  it('turning a table twice gives it back, and the objectives of both missions are symmetric through the centre', () => {
    const board = generateBoard(Xoshiro128.stream(3, 0), 72, 48, 'standard', 'independent');
    expect(rounded(turned(turned(board)).pieces)).toEqual(rounded(board.pieces));
    for (const points of [objectivePoints(false), objectivePoints(true)]) {
      const key = (x: number, y: number) => `${x.toFixed(3)},${y.toFixed(3)}`;
      expect(new Set(points.map(([x, y]) => key(72 - x, 48 - y)))).toEqual(new Set(points.map(([x, y]) => key(x, y))));
    }
  });
});

describe('The deployment roll (variant deploymentRoll, EX-048)', () => {
  it('scores a half by the cover of its pieces, each counted again per objective within 6"', () => {
    const board: Board = {
      width: 72,
      depth: 48,
      pieces: [
        { kind: 'heavy-wall', x0: 14, y0: 17, x1: 20, y1: 18 }, // A's half, 1" from the marker at (16, 16): 2 x (1 + 1)
        { kind: 'brush', x0: 30, y0: 12, x1: 37, y1: 17 }, // no cover
        { kind: 'light-wall', x0: 50, y0: 30, x1: 55, y1: 31 }, // B's half, 1.4" from (56, 32): 1 x 2
        { kind: 'light-wall', x0: 2, y0: 44, x1: 7, y1: 45 }, // B's half, no objective near: 1
        { kind: 'rubble', x0: 30, y0: 20, x1: 42, y1: 28 }, // centred on the middle line: neither half
      ],
    };
    expect(edgeScore(board, CONTROL_POINTS, 0)).toBe(4);
    expect(edgeScore(board, CONTROL_POINTS, 1)).toBe(3);
    // Seen from the other edge, the halves' scores swap.
    expect(edgeScore(turned(board), CONTROL_POINTS, 0)).toBe(3);
    expect(edgeScore(turned(board), CONTROL_POINTS, 1)).toBe(4);
  });

  it('rerolls ties; the higher die wins and takes the other edge (the table turned) only when its half scores higher', () => {
    let throws = 0;
    let ties = 0;
    let turns = 0;
    const wins = [0, 0];
    for (let seed = 0; seed < 400; seed++) {
      const board = generateBoard(Xoshiro128.stream(seed, 1), 72, 48, 'standard', 'independent');
      const rolled = rollForDeployment(board, CONTROL_POINTS, Xoshiro128.stream(seed, 2));
      const r = rolled.deployment!;
      throws += r.dice.length;
      ties += r.dice.length - 1;
      r.dice.slice(0, -1).forEach(([a, b]) => expect(a).toBe(b));
      const [a, b] = r.dice[r.dice.length - 1];
      expect(a).not.toBe(b);
      for (const [x, y] of r.dice) for (const d of [x, y]) expect(d >= 1 && d <= 10).toBe(true);
      expect(r.winner).toBe(a > b ? 0 : 1);
      wins[r.winner]++;
      expect(r.scores).toEqual([edgeScore(board, CONTROL_POINTS, 0), edgeScore(board, CONTROL_POINTS, 1)]);
      expect(r.turned).toBe(r.scores[1 - r.winner] > r.scores[r.winner]);
      expect(rolled.pieces).toEqual((r.turned ? turned(board) : board).pieces);
      if (r.turned) turns++;
      expect(firstToDeploy(rolled)).toBe(1 - r.winner);
    }
    // A tie is 1 in 10 throws of two d10s: 400 rolls make about 444 throws.
    expect(ties / throws).toBeGreaterThan(0.05);
    expect(ties / throws).toBeLessThan(0.16);
    expect(Math.min(...wins)).toBeGreaterThan(150);
    expect(turns).toBeGreaterThan(0);
  });

  it('is not rolled by default (seat A first to deploy), and a game with it keeps the chosen table', () => {
    expect(start({}).setup.board.deployment).toBeUndefined();
    expect(firstToDeploy(start({}).setup.board)).toBe(0);
    let turnedGames = 0;
    for (let seed = 0; seed < 30; seed++) {
      const plain = start({ tableHalves: 'independent' }, seed);
      const rolled = start({ tableHalves: 'independent', deploymentRoll: 'zone' }, seed);
      const r = rolled.setup.board.deployment!;
      expect(r).toBeDefined();
      // The same table drawn first (the roll comes after it), played from the edge the winner chose.
      expect(rolled.setup.board.pieces).toEqual((r.turned ? turned(plain.setup.board) : plain.setup.board).pieces);
      if (r.turned) turnedGames++;
      // Units still deploy on their own edges: A at y 4, B at y 44.
      expect([yOf(rolled, 0), yOf(rolled, 3)]).toEqual([4, 44]);
    }
    expect(turnedGames).toBeGreaterThan(0);
  });

  it('on the mirrored table (default) both edges score the same for both missions, so the winner never turns it', () => {
    for (let seed = 0; seed < 100; seed++) {
      for (const mission of ['control-points', 'objective-grab'] as const) {
        const r = start({ deploymentRoll: 'zone', mission }, seed).setup.board.deployment!;
        expect(r.scores[0]).toBe(r.scores[1]);
        expect(r.turned).toBe(false);
      }
    }
  });

  it('kept and swapped (comparison arms) roll the same dice and leave the winner on its own edge / on the other', () => {
    for (let seed = 0; seed < 30; seed++) {
      const plain = start({ tableHalves: 'independent' }, seed);
      const zone = start({ tableHalves: 'independent', deploymentRoll: 'zone' }, seed);
      const kept = start({ tableHalves: 'independent', deploymentRoll: 'kept' }, seed);
      const swapped = start({ tableHalves: 'independent', deploymentRoll: 'swapped' }, seed);
      const [z, k, w] = [zone.setup.board.deployment!, kept.setup.board.deployment!, swapped.setup.board.deployment!];
      for (const r of [k, w]) {
        expect(r.dice).toEqual(z.dice);
        expect([r.winner, r.scores]).toEqual([z.winner, z.scores]);
      }
      expect([k.turned, w.turned]).toEqual([false, true]);
      expect(kept.setup.board.pieces).toEqual(plain.setup.board.pieces);
      expect(swapped.setup.board.pieces).toEqual(turned(plain.setup.board).pieces);
      // zone is the same game as kept when it keeps its edge, as swapped when it takes the other (the same numbers after deployment).
      expect(zone.s).toEqual((z.turned ? swapped : kept).s);
    }
  });
});

describe('Alternating deployment (variant deployment, EX-042)', () => {
  it('places the units in turn, each on the free point with the fewest units placed within 12" (worked by hand)', () => {
    // Points at x = 8, 16, ..., 64. A first: A 32 (middle), B 48, A 16, B 64, A 48, B 32.
    const a = start({ deployment: 'alternating' });
    expect([0, 1, 2].map((u) => xOf(a, u))).toEqual([32, 16, 48]);
    expect([3, 4, 5].map((u) => xOf(a, u))).toEqual([48, 64, 32]);
    expect([0, 1, 2].map((u) => yOf(a, u))).toEqual([4, 4, 4]);
    expect([3, 4, 5].map((u) => yOf(a, u))).toEqual([44, 44, 44]);
    // B first (the roll's loser deploys first): the same placements with the sides swapped.
    expect(alternatingPoints(a.setup, 1).map(([x]) => x)).toEqual([48, 64, 32, 32, 16, 48]);
  });

  it('lets the side with units left finish, and keeps units in Reserve off the table at their fixed point', () => {
    const state = start({ deployment: 'alternating' }, 5, [{ name: 'A', units: 'sol-line-infantry x3, sol-line-infantry reserve 2' }, { name: 'B', units: 'sol-line-infantry' }]);
    // A 32, B 48, A 16, A 64 (16 and 64 are both 1 crowded? 64: none within 12: free of crowd), reserve at its fixed x (4th of 4: 57.6).
    const xs = [0, 1, 2, 3, 4].map((u) => xOf(state, u));
    expect(xs[0]).toBe(32);
    expect(xs[4]).toBe(48);
    expect(xs[1]).toBe(16);
    expect(xs[2]).toBe(64);
    expect(xs[3]).toBeCloseTo((72 * 4) / 5, 9);
    expect(state.s[L.unitAt(3, L.U_RESERVE)]).toBe(L.RESERVE_IN);
  });

  it('fixed (default) deploys as before; the variants play whole games, the same seed the same game', () => {
    const fixed = start({});
    expect([0, 1, 2].map((u) => xOf(fixed, u))).toEqual([18, 36, 54]);
    expect([3, 4, 5].map((u) => xOf(fixed, u))).toEqual([54, 36, 18]);
    const context = agentContext(exoshift);
    const play = (seed: number) => {
      const state = ExoshiftState.start(
        [exoshift.presets['sol-raiders'], exoshift.presets['sol-garrison']],
        { ...defaultVariants(), mission: 'objective-grab', tableHalves: 'independent', deploymentRoll: 'zone', deployment: 'alternating' },
        Xoshiro128.stream(seed, 0),
        false,
      );
      playToEnd(state, [
        { agent: makeAgent('heuristic', context), rng: Xoshiro128.stream(seed, 1) },
        { agent: makeAgent('heuristic', context), rng: Xoshiro128.stream(seed, 2) },
      ]);
      return state;
    };
    for (const seed of [1, 2]) {
      const [one, two] = [play(seed), play(seed)];
      expect(one.isTerminal()).toBe(true);
      expect(JSON.stringify(one.serialize())).toBe(JSON.stringify(two.serialize()));
      // A serialized game keeps its roll and table.
      const back = ExoshiftState.deserialize(one.serialize());
      expect(back.setup.board.deployment).toEqual(one.setup.board.deployment);
    }
  });
});
