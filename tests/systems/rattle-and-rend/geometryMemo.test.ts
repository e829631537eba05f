/**
 * The geometry memo (board.ts) keeps distances, lines of sight and canAttack answers across decisions and forgets
 * only what the moves since its last opening can have changed. These games check, at decisions along the way, every
 * remembered answer against the direct computation (the memo suspended): a forgetting rule that keeps a stale answer
 * fails here. The test asks every pair at each check, so more answers are remembered (and must survive or be
 * forgotten correctly) than in a normal game.
 */
import { describe, expect, it } from 'vitest';
import { Xoshiro128 } from '../../../src/rng/xoshiro128.ts';
import { makeAgent } from '../../../src/game/agents/agentSpec.ts';
import { SeatView, type Agent } from '../../../src/game/agents/agent.ts';
import { agentContext } from '../../../src/game/matchSetup.ts';
import { CHANCE } from '../../../src/game/state.ts';
import { rattleAndRend } from '../../../src/systems/rattle-and-rend/index.ts';
import { closeGeometryMemo, distance, distanceRow, lineOfSight, MEMO_DISTANCE, openGeometryMemo, resumeGeometryMemo, suspendGeometryMemo } from '../../../src/systems/rattle-and-rend/board.ts';
import { canAttack } from '../../../src/systems/rattle-and-rend/engine.ts';
import { defaultVariants, type RrVariants } from '../../../src/systems/rattle-and-rend/rules.ts';
import type { RrState } from '../../../src/systems/rattle-and-rend/state.ts';
import { coverageSides } from './behaviour.ts';

/** Every ordered pair's distance, line of sight and canAttack, as one string per pair. */
function answers(s: RrState): string[] {
  const out: string[] = [];
  for (let i = 0; i < s.n; i++) {
    for (let j = 0; j < s.n; j++) {
      if (i === j || s.status[i] !== 0 || s.status[j] !== 0) continue;
      out.push(`${i}-${j}: ${distance(s, i, j)} ${lineOfSight(s, i, j)} ${canAttack(s, i, j)}`);
    }
  }
  return out;
}

/**
 * Every Element in play's row as the legal-action listing reads it (distanceRow, in place), read before anything else
 * asks the memo: a row kept as filled after a move forgot one of its entries shows NaN or a stale distance here.
 */
function rows(s: RrState): string[] {
  const out: string[] = [];
  for (let i = 0; i < s.n; i++) {
    if (s.status[i] !== 0) continue;
    const row = distanceRow(s, i);
    for (let j = 0; j < s.n; j++) if (j !== i && s.status[j] === 0) out.push(`${i}-${j}: ${MEMO_DISTANCE[row + j]}`);
  }
  return out;
}

/** The same pairs' distances computed directly (the memo suspended or shut). */
function directRows(s: RrState): string[] {
  const out: string[] = [];
  for (let i = 0; i < s.n; i++) {
    if (s.status[i] !== 0) continue;
    for (let j = 0; j < s.n; j++) if (j !== i && s.status[j] === 0) out.push(`${i}-${j}: ${distance(s, i, j)}`);
  }
  return out;
}

/** Plays one game; every `every`-th decision compares the memo's answers with the direct ones. Returns how many were compared. */
function checkGame(sides: readonly [RrState['rosters'][0] | unknown, unknown], agents: readonly [string, string], variants: RrVariants, seed: number, every: number): number {
  const context = agentContext(rattleAndRend);
  const players: [Agent, Agent] = [makeAgent(agents[0], context), makeAgent(agents[1], context)];
  const rngs = [Xoshiro128.stream(seed, 1), Xoshiro128.stream(seed, 2)];
  const s = rattleAndRend.newGame({ sides: sides as never, variants, chance: Xoshiro128.stream(seed, 0), log: false }) as RrState;
  const views = [new SeatView(s, 0), new SeatView(s, 1)];
  let decisions = 0;
  let compared = 0;
  while (!s.isTerminal()) {
    const mover = s.currentPlayer();
    if (mover === CHANCE) {
      s.applyChance();
      continue;
    }
    if (++decisions % every === 0) {
      const opened = openGeometryMemo(s);
      const listedRows = rows(s);
      const remembered = answers(s);
      // Asked twice: the second time every answer comes from the memo.
      expect(answers(s)).toEqual(remembered);
      const memo = suspendGeometryMemo();
      const direct = answers(s);
      const rowsDirect = directRows(s);
      resumeGeometryMemo(memo);
      closeGeometryMemo(opened);
      expect(remembered).toEqual(direct);
      expect(listedRows).toEqual(rowsDirect);
      compared += direct.length;
    }
    s.apply(players[mover].act(views[mover], rngs[mover]));
  }
  return compared;
}

describe('the geometry memo across decisions (board.ts forgetSightlines)', () => {
  const preset = (id: string) => rattleAndRend.presets[id];
  const pairs = [
    ['dwarven-throng', 'ghostly-host'],
    ['ogrekin-hunting-party', 'vampire-court'],
    ['vampire-court', 'dwarven-throng'],
    ['ghostly-host', 'ogrekin-hunting-party'],
  ] as const;

  it('answers as the direct computation in preset games (random and heuristic, checked at every decision and every fifth)', () => {
    let compared = 0;
    for (let seed = 1; seed <= 16; seed++) {
      const [a, b] = pairs[seed % pairs.length];
      const agents = seed % 2 === 0 ? (['random', 'random'] as const) : (['heuristic', 'heuristic'] as const);
      compared += checkGame([preset(a), preset(b)], agents, defaultVariants(), seed, seed % 3 === 0 ? 1 : 5);
    }
    expect(compared).toBeGreaterThan(10_000);
  });

  it('answers as the direct computation with Inspiring terrain not blocking sight, and across the coverage warbands', () => {
    const coverage = coverageSides();
    let compared = 0;
    for (let g = 0; g < 12; g++) {
      const variants = { ...defaultVariants(), ...(g % 3 === 0 ? { inspiring: 'no-los-block' } : {}) } as RrVariants;
      compared += checkGame([coverage[g], coverage[(g * 11 + 5) % 28]], g % 2 === 0 ? ['random', 'random'] : ['heuristic', 'random'], variants, 200 + g, g % 2 === 0 ? 3 : 1);
    }
    expect(compared).toBeGreaterThan(5_000);
  });
});
