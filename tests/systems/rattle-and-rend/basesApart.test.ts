/**
 * Bases never overlap on the board (004_c41133d86b017ece.txt, Movement › Moving
 * Through Other Elements: an Element's centre may pass beside a base, but "the
 * movement stops when the two bases would come into contact"). Checked after
 * every step of whole games, random and heuristic, in every pairing of the
 * four example warbands and between warbands using every option (before board.ts `settle`, most heuristic games had a
 * move end over another base).
 */
import { describe, expect, it } from 'vitest';
import { Xoshiro128 } from '../../../src/rng/xoshiro128.ts';
import { CHANCE } from '../../../src/game/state.ts';
import { SeatView } from '../../../src/game/agents/agent.ts';
import { makeAgent } from '../../../src/game/agents/agentSpec.ts';
import { agentContext } from '../../../src/game/matchSetup.ts';
import { rattleAndRend } from '../../../src/systems/rattle-and-rend/index.ts';
import { IN_PLAY } from '../../../src/systems/rattle-and-rend/board.ts';
import { BOARD_MM, defaultVariants } from '../../../src/systems/rattle-and-rend/rules.ts';
import type { RrState } from '../../../src/systems/rattle-and-rend/state.ts';
import type { RrSide } from '../../../src/systems/rattle-and-rend/warband.ts';
import { randomisedSides } from './scripted.ts';

const PRESETS = ['dwarven-throng', 'ghostly-host', 'ogrekin-hunting-party', 'vampire-court'];

/** The first Element in play whose base is not wholly on the 400 x 400 mm board (Game Setup: the board), or null. */
function offBoard(s: RrState): string | null {
  for (let i = 0; i < s.n; i++) {
    if (s.status[i] !== IN_PLAY) continue;
    const r = s.radius[i];
    if (s.x[i] < r - 1e-6 || s.y[i] < r - 1e-6 || s.x[i] > BOARD_MM - r + 1e-6 || s.y[i] > BOARD_MM - r + 1e-6) return `Element ${i} at (${s.x[i].toFixed(1)}, ${s.y[i].toFixed(1)}), radius ${r}`;
  }
  return null;
}

/** The first pair of bases in play that overlap (centres closer than their radii's sum), or null. */
function overlapping(s: RrState): string | null {
  for (let i = 0; i < s.n; i++) {
    for (let j = i + 1; j < s.n; j++) {
      if (s.status[i] !== IN_PLAY || s.status[j] !== IN_PLAY) continue;
      const d = Math.hypot(s.x[i] - s.x[j], s.y[i] - s.y[j]);
      if (d < s.radius[i] + s.radius[j] - 0.01) return `Elements ${i} and ${j} ${d.toFixed(2)} mm apart (contact at ${s.radius[i] + s.radius[j]})`;
    }
  }
  return null;
}

function play(agent: string, a: string | RrSide, b: string | RrSide, seed: number): { steps: number; moves: number } {
  const context = agentContext(rattleAndRend);
  const agents = [makeAgent(agent, context), makeAgent(agent, context)];
  const side = (x: string | RrSide) => (typeof x === 'string' ? (rattleAndRend.presets[x] as RrSide) : x);
  const s = rattleAndRend.newGame({ sides: [side(a), side(b)], variants: defaultVariants(), chance: Xoshiro128.stream(seed, 3), log: true }) as RrState;
  const views = [new SeatView(s, 0), new SeatView(s, 1)];
  const rngs = [Xoshiro128.stream(seed, 4), Xoshiro128.stream(seed, 5)];
  let steps = 0;
  while (!s.isTerminal()) {
    const mover = s.currentPlayer();
    if (mover === CHANCE) s.applyChance();
    else s.apply(agents[mover].act(views[mover], rngs[mover]));
    steps++;
    // Setup places every Element before round 1 (deployment zones, nearestFreeSpot).
    if (s.round >= 1) expect(overlapping(s), `${agent} ${side(a).name} vs ${side(b).name}, seed ${seed}, step ${steps}`).toBeNull();
    // A move around an obstacle near an edge once pivoted off the board and settled back toward that point (board.ts planMoveIn).
    if (s.round >= 1) expect(offBoard(s), `${agent} ${side(a).name} vs ${side(b).name}, seed ${seed}, step ${steps}`).toBeNull();
  }
  return { steps, moves: s.events().filter((e) => e.kind === 'move' || e.kind === 'withdraw').length };
}

describe('bases never overlap in play, and stay on the board', () => {
  it.each(['random', 'heuristic'])('%s games, every pairing of the example warbands', (agent) => {
    let moves = 0;
    for (const a of PRESETS) for (const b of PRESETS) for (let seed = 0; seed < (agent === 'random' ? 3 : 2); seed++) moves += play(agent, a, b, 40 + seed).moves;
    expect(moves).toBeGreaterThan(500); // the games did move
  });

  it('random games between warbands with every Tactic, Bond, Reputation, Champion Action, Heavy trait and Ward reaction', () => {
    const sides = randomisedSides();
    let moves = 0;
    for (let g = 0; g < 56; g++) moves += play('random', sides[g % sides.length], sides[(g * 7 + 3) % sides.length], 70 + g).moves;
    expect(moves).toBeGreaterThan(500);
  });
});
