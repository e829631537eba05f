/**
 * Syndicate Protocol's own player and the search agent on the game: the
 * heuristic beats random play clearly (the 95% interval of its win rate
 * entirely above 80%, draws counting half), greedy and MCTS pick legal moves
 * from their observation alone, the evaluation reads Operator Health and
 * position, and greedy:rolls=2 on it beats random play (issue 11).
 */
import { describe, expect, it } from 'vitest';
import { Xoshiro128 } from '../../../src/rng/xoshiro128.ts';
import { SeatView } from '../../../src/game/agents/agent.ts';
import { makeAgent } from '../../../src/game/agents/agentSpec.ts';
import { agentContext } from '../../../src/game/matchSetup.ts';
import { CHANCE } from '../../../src/game/state.ts';
import { runMatch } from '../../../src/sim/match/runMatch.ts';
import { syndicateProtocol } from '../../../src/systems/syndicate-protocol/index.ts';
import { defaultVariants } from '../../../src/systems/syndicate-protocol/rules.ts';
import { DECISION, type SyndicateState } from '../../../src/systems/syndicate-protocol/state.ts';

function midGame(seed: number): SyndicateState {
  const s = syndicateProtocol.newGame({ sides: [syndicateProtocol.presets.lens, syndicateProtocol.presets.razor], variants: defaultVariants(), chance: Xoshiro128.stream(seed, 0), log: false });
  const rng = Xoshiro128.stream(seed, 1);
  while (!s.isTerminal() && s.round < 4) {
    if (s.currentPlayer() === CHANCE) s.applyChance();
    else s.apply(s.legalActions()[rng.nextBelow(s.legalActions().length)]);
  }
  while (!s.isTerminal() && (s.currentPlayer() === CHANCE || s.legalActions().length < 2)) {
    if (s.currentPlayer() === CHANCE) s.applyChance();
    else s.apply(s.legalActions()[0]);
  }
  return s;
}

describe('the heuristic player', () => {
  // Draws (round-cap games) count half, so beating random means finishing games (README, "The heuristic").
  // Games per mirror: the fewest that cleared the bound at seed 11 with some margin (measured: Lens 0.822 at
  // 100 games, 0.837 at 120; Velocity, which scored ~0.85, 0.784 at 120 and 0.809 at 200). Since the player closes in
  // by the walk (approach=walk) the lower ends are higher: Lens 0.896 at 100, 0.891 at 120; Velocity 0.851 at 120, 0.857 at 200.
  for (const [preset, games] of [
    ['lens', 120],
    ['velocity', 200],
  ] as const) {
    it(`beats random play clearly in the ${preset} mirror: ${games} games, sides swapped, 95% interval entirely above 80%`, async () => {
      const summary = await runMatch({ system: 'syndicate-protocol', a: `preset:${preset}`, b: `preset:${preset}`, agentA: 'heuristic', agentB: 'random', games, seed: 11, workers: 1 });
      expect(summary.ci[0]).toBeGreaterThan(0.8);
      expect(summary.winsA).toBeGreaterThan(summary.winsB * 5);
    }, 60_000);
  }

  it('gets out of the enemy\'s reach with Surge Step after firing first (Appendix B): the Velocity mirror is won, not traded', async () => {
    const summary = await runMatch({ system: 'syndicate-protocol', a: 'preset:velocity', b: 'preset:velocity', agentA: 'heuristic', agentB: 'random', games: 40, seed: 5, workers: 1 });
    expect(summary.statistics.damageB.mean).toBeLessThan(0.75 * summary.statistics.damageA.mean);
  }, 60_000);

  // Known gap (README, "The Composite stall"): with Composite Armor Rigs on both sides the printed
  // rules let an attack through ARM 2 + Reinforced Plating about 0.1 damage a shot, so even a player
  // that closes in and throws every grenade leaves the enemy Operator at ~10 of 20 HP (Razor), ~18 of
  // 18 (Glitch) or ~18 of 20 (Rampart) at the 50-round cap: measured 100 games each, 100% capped,
  // score 0.50 (0.40-0.60). These fail until the rules or the cap change. 20 games are enough to notice
  // if they stop failing: a player winning all 20 would put the interval's lower end above 0.8.
  // Not the player (README, "Could a better player win the Composite mirrors?"): it plays an approach card in 97-100% of the
  // rounds it holds one before first contact; the deck's Movement cards, not its choices, set the pace.
  it.fails.each(['razor', 'glitch', 'rampart'])('beats random play clearly in the %s mirror (Composite Armor on both sides: the round cap draws every game)', async (preset) => {
    const summary = await runMatch({ system: 'syndicate-protocol', a: `preset:${preset}`, b: `preset:${preset}`, agentA: 'heuristic', agentB: 'random', games: 20, seed: 11, workers: 1 });
    expect(summary.ci[0]).toBeGreaterThan(0.8);
  }, 60_000);

  it('plays only legal actions, seeing the field and its own hand', () => {
    const s = midGame(2);
    const policy = syndicateProtocol.heuristic;
    expect(policy).not.toBeNull();
    const rng = Xoshiro128.stream(1, 1);
    for (let i = 0; i < 300 && !s.isTerminal(); i++) {
      if (s.currentPlayer() === CHANCE) s.applyChance();
      else {
        const legal = s.legalActions();
        const before = JSON.stringify(s.serialize());
        const action = policy?.(new SeatView(s, s.currentPlayer()), rng, {}) as number;
        expect(JSON.stringify(s.serialize())).toBe(before);
        expect(legal).toContain(action);
        s.apply(action);
      }
    }
  });

  it('evaluates by Operator Health: a wounded enemy Operator is worth more to me', () => {
    const s = midGame(3);
    const before = syndicateProtocol.evaluate(s, 0);
    s.field.hp[3] -= 5;
    expect(syndicateProtocol.evaluate(s, 0)).toBeGreaterThan(before);
  });

  it('evaluates position too: with Operators out of reach, standing closer to the enemy is worth more to me, by less than a point of Health', () => {
    const s = syndicateProtocol.newGame({ sides: [syndicateProtocol.presets.lens, syndicateProtocol.presets.lens], variants: defaultVariants(), chance: Xoshiro128.stream(1, 0), log: false });
    const f = s.field;
    const far = syndicateProtocol.evaluate(s, 0);
    const saved = f.pos[0];
    f.pos[0] = saved + 2 * 24 * Math.sign(f.pos[3] - saved);
    const closer = syndicateProtocol.evaluate(s, 0);
    expect(closer).toBeGreaterThan(far);
    expect(closer - far).toBeLessThan(10 / f.loadouts[1].operator.hp);
  });

  it('evaluates a state changed in place afresh (a search reuses states): the same number as a clone of it gives, with a card committed', () => {
    // The player's space values are kept per field and spaceVersion; a state's own field never bumps its version,
    // so without forgetting them evaluate would read values of the position before the change.
    for (let seed = 1; seed <= 4; seed++) {
      const s = midGame(seed);
      while (!s.isTerminal() && !(s.currentPlayer() !== CHANCE && s.pendingDecision().kind === DECISION.plan && s.committed[1 - s.currentPlayer()] >= 0)) {
        if (s.currentPlayer() === CHANCE) s.applyChance();
        else s.apply(s.legalActions()[0]);
      }
      if (s.isTerminal()) continue;
      const me = 1 - s.currentPlayer();
      const f = s.field;
      syndicateProtocol.evaluate(s, me);
      // The enemy Operator steps to a free space 3 rows nearer: my own space is worth something else now.
      const foe = (1 - me) * 3;
      const toward = Math.sign(f.pos[me * 3] - f.pos[foe]) * 3 * 24;
      if (f.board.passable(f.pos[foe] + toward) && f.unitAt(f.pos[foe] + toward) < 0) f.pos[foe] += toward;
      else f.hp[foe] -= 1;
      expect(syndicateProtocol.evaluate(s, me)).toBe(syndicateProtocol.evaluate(s.clone(), me));
    }
  });
});

describe('the generic agents on Syndicate Protocol', () => {
  // Issue 11: with Health alone in evaluate, greedy never moved and every greedy mirror game reached the round cap.
  // Measured (seed 7, 40 games): Lens 0.938 (0.821-0.977), 3 draws; Velocity 0.900 (0.782-0.948), 8 draws.
  it('greedy:rolls=2 beats random play in the lens mirror: 20 games, sides swapped, 95% interval above 60%, most games finished before the cap', async () => {
    const summary = await runMatch({ system: 'syndicate-protocol', a: 'preset:lens', b: 'preset:lens', agentA: 'greedy:rolls=2', agentB: 'random', games: 20, seed: 7, workers: 1 });
    expect(summary.ci[0]).toBeGreaterThan(0.6);
    expect(summary.statistics.capped.mean).toBeLessThan(0.5);
  }, 60_000);

  it.each(['mcts:iterations=20', 'flat:iterations=20', 'greedy'])('%s picks a legal action from its observation, including at a secret commit', (spec) => {
    const agent = makeAgent(spec, agentContext(syndicateProtocol));
    for (const seed of [4, 5]) {
      const s = midGame(seed);
      const action = agent.act(new SeatView(s, s.currentPlayer()), Xoshiro128.stream(seed, 9));
      expect(s.legalActions()).toContain(action);
    }
    const s = midGame(6);
    while (s.decisionKind !== DECISION.plan || s.currentPlayer() === CHANCE) {
      if (s.currentPlayer() === CHANCE) s.applyChance();
      else s.apply(s.legalActions()[0]);
    }
    s.apply(s.legalActions()[0]);
    expect(s.decisionKind).toBe(DECISION.plan);
    const action = agent.act(new SeatView(s, s.currentPlayer()), Xoshiro128.stream(7, 9));
    expect(s.legalActions()).toContain(action);
  }, 60_000);
});
