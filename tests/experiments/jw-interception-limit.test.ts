/**
 * jw-interception-limit (experiments/jovian-wars/interception-limit.ts; JW-131, Squadron Special Actions ›
 * Interception: "Squadrons may not intercept or be intercepted more than once in one activation"): the watched pair
 * is the match runner's own, the planned end of a squadron's move is where an uninterrupted move ends, and a short
 * run answers JW-131.
 */
import { describe, expect, it } from 'vitest';
import experiment, { ARMS, limitTrial, plannedEnd } from '../../experiments/jovian-wars/interception-limit.ts';
import { playPairTrial } from '../../src/sim/match/pairTrial.ts';
import { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import { runToResult } from '../../src/sim/run.ts';
import { CHANCE } from '../../src/game/state.ts';
import { makeAgent } from '../../src/game/agents/agentSpec.ts';
import { agentContext } from '../../src/game/matchSetup.ts';
import { SeatView } from '../../src/game/agents/agent.ts';
import { jovianWars } from '../../src/systems/jovian-wars/index.ts';
import type { JovianState } from '../../src/systems/jovian-wars/game.ts';

describe('jw-interception-limit', () => {
  it('watching a pair changes nothing: the same results, score and length as the plain pair trial', () => {
    for (const arm of ARMS) {
      const watched = limitTrial(arm.params, Xoshiro128.stream(9, 1));
      const plain = playPairTrial(arm.params, Xoshiro128.stream(9, 1));
      expect([arm.id, watched.pair, watched.scoreA, watched.length]).toEqual([arm.id, plain.pair, plain.scoreA, plain.length]);
    }
  });

  it("plannedEnd is where the engine's squadron move ends when nothing interrupts it (heuristic game, CAP Screen vs Jovian Strike Group)", () => {
    const arm = ARMS.find((a) => a.id === 'screen-once')!;
    const s = jovianWars.newGame({ sides: [arm.params.sideA, arm.params.sideB] as never, variants: arm.params.variants, chance: Xoshiro128.stream(4, 0), log: false }) as JovianState;
    const agent = makeAgent('heuristic', agentContext(jovianWars));
    const rng = Xoshiro128.stream(4, 1);
    let checked = 0;
    while (!s.isTerminal()) {
      const p = s.currentPlayer();
      if (p === CHANCE) {
        s.applyChance();
        continue;
      }
      const action = agent.act(new SeatView(s, p), rng);
      const o = s.options()[s.legalActions()[action]];
      if (o && (o.kind === 'approach' || o.kind === 'bomb' || o.kind === 'intercept' || o.kind === 'combined')) {
        const unit = s.units[s.active];
        const [x, y] = plannedEnd(s, s.active, o as { kind: string; target: number; boost: number });
        s.apply(s.legalActions()[action]);
        // An offered interception (reactiveOffer.ts) is answered first: the move is played after it.
        while (s.phase === 'react') s.apply(s.legalActions()[agent.act(new SeatView(s, s.currentPlayer()), rng)]);
        if (!(s.exchange && s.exchange.reactive)) {
          expect(unit.x).toBeCloseTo(x, 9);
          expect(unit.y).toBeCloseTo(y, 9);
          checked++;
        }
        continue;
      }
      s.apply(s.legalActions()[action]);
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('a short run: squadrons intercept reactively, the once arms count what the limit forbids and never intercept twice, the unlimited arms do; the answer names JW-131', async () => {
    const { result } = await runToResult({ experiment: 'jw-interception-limit', trials: 16, seed: 5, workers: 1 });
    const mean = (id: string, metric: string) => (result.arms.find((a) => a.id === id)!.metrics[metric] as { mean: number }).mean;
    for (const fleet of ['battle', 'patrol', 'screen']) {
      expect(mean(`${fleet}-once`, 'reactive')).toBeGreaterThan(0);
      // The limit: never a second Reactive Interception on one activation; the unlimited arm counts nothing as forbidden.
      expect(mean(`${fleet}-once`, 'again')).toBe(0);
      expect(mean(`${fleet}-unlimited`, 'forbidden') + mean(`${fleet}-unlimited`, 'forbiddenOnward')).toBe(0);
    }
    // Any squadron intercepts: with eight on each side a stopped squadron has a second one in range in some games.
    expect(mean('battle-once', 'forbidden') + mean('battle-unlimited', 'again')).toBeGreaterThan(0);
    expect(experiment.answer!(result).join('\n')).toContain('JW-131');
  }, 300_000);
});
