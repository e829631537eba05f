/**
 * The study variant `flare-discipline=rule` (JS-012, 000_9659637e2373f14e.txt
 * Ch. 8 Battlefield Resource Pressure): the engine holds each side to its
 * `flarePolicy` reserve (src/systems/jagged-shards/flares.ts), so any agent
 * plays under a policy. The default reading, `player`, leaves the policy to
 * the heuristic player (its battles are the behaviour fixture's, unchanged).
 */
import { describe, expect, it } from 'vitest';
import { Xoshiro128 } from '../../../src/rng/xoshiro128.ts';
import { CHANCE } from '../../../src/game/state.ts';
import { ABILITY, ACTIVATE, ATTACK, HOLD, SKIP_ABILITY, STEAL_DECLINE } from '../../../src/systems/jagged-shards/actions.ts';
import { canReinforce } from '../../../src/systems/jagged-shards/activation.ts';
import { policyReserve } from '../../../src/systems/jagged-shards/flares.ts';
import { jaggedShards } from '../../../src/systems/jagged-shards/index.ts';
import { PHASE, type JaggedState } from '../../../src/systems/jagged-shards/jaggedState.ts';
import type { FlarePolicy, JaggedSide } from '../../../src/systems/jagged-shards/setup.ts';
import { makeAgent } from '../../../src/game/agents/agentSpec.ts';
import { SeatView } from '../../../src/game/agents/agent.ts';
import { agentContext } from '../../../src/game/matchSetup.ts';

const RULE = { 'flare-discipline': 'rule' } as const;
const preset = (id: string, flarePolicy: FlarePolicy) => ({ ...jaggedShards.presets[id], flarePolicy }) as JaggedSide;

/** Every legal decision of a state that spends Warp Flares below its side's reserve for the round (cloned and applied one by one). */
function breaches(s: JaggedState): number[] {
  const found: number[] = [];
  for (const action of s.legalActions()) {
    const next = s.clone();
    next.apply(action);
    for (const seat of [0, 1]) {
      const spent = next.flaresSpent[seat] - s.flaresSpent[seat];
      if (spent > 0 && s.flares[seat] - spent < policyReserve(s.setup.policies[seat], s.flareCap[seat], s.round)) found.push(action);
    }
  }
  return found;
}

/** A random battle; `visit` sees every decision node. Returns the decisions taken. */
function randomBattle(sides: readonly [JaggedSide, JaggedSide], variants: Record<string, string>, seed: number, visit?: (s: JaggedState) => void): number[] {
  const s = jaggedShards.newGame({ sides, variants, chance: Xoshiro128.stream(seed, 0), log: false });
  const rng = Xoshiro128.stream(seed, 1);
  const taken: number[] = [];
  while (!s.isTerminal()) {
    if (s.currentPlayer() === CHANCE) {
      s.applyChance();
      continue;
    }
    visit?.(s);
    const legal = s.legalActions();
    const action = legal[rng.nextBelow(legal.length)];
    taken.push(action);
    s.apply(action);
  }
  return taken;
}

const PAIRINGS: readonly (readonly [FlarePolicy, FlarePolicy])[] = [
  ['hoard', 'paced'],
  ['paced', 'hoard'],
  ['front-load', 'hoard'],
];

describe('flare-discipline=rule: each side obeys its flarePolicy as a rule (JS-012 study variant)', () => {
  it('offers no spend that leaves a side below its reserve, in 24 random battles of every policy pairing, where the player reading offers some', () => {
    let decisions = 0;
    let breachedUnderPlayer = 0;
    for (const [a, b] of PAIRINGS) {
      const sides = [preset('colonial-strike-force', a), preset('martian-warband', b)] as const;
      for (let seed = 0; seed < 8; seed++) {
        randomBattle(sides, RULE, seed, (s) => {
          decisions++;
          expect(breaches(s), `seed ${seed}, ${a} vs ${b}, round ${s.round}, phase ${s.phase}`).toEqual([]);
        });
        randomBattle(sides, {}, seed, (s) => {
          breachedUnderPlayer += breaches(s).length;
        });
      }
    }
    expect(decisions).toBeGreaterThan(1000);
    // The check can fail: without the rule, random play spends into the reserve.
    expect(breachedUnderPlayer).toBeGreaterThan(0);
  });

  it('with front-load (no reserve) on both sides changes nothing: random battles take the same decisions as under the player reading', () => {
    const sides = [preset('colonial-strike-force', 'front-load'), preset('martian-swarm', 'front-load')] as const;
    for (let seed = 0; seed < 6; seed++) expect(randomBattle(sides, RULE, seed)).toEqual(randomBattle(sides, {}, seed));
  });

  it('is recorded in a state only when chosen (the default battles serialise as before), and survives a round trip', () => {
    const sides = [jaggedShards.presets['colonial-strike-force'], jaggedShards.presets['martian-warband']] as const;
    const plain = jaggedShards.newGame({ sides, variants: {}, chance: Xoshiro128.stream(1, 0), log: false });
    expect(plain.serialize().variants).not.toHaveProperty('flare-discipline');
    const ruled = jaggedShards.newGame({ sides, variants: RULE, chance: Xoshiro128.stream(1, 0), log: false });
    expect(ruled.serialize().variants).toMatchObject(RULE);
    expect(jaggedShards.deserialize(JSON.parse(JSON.stringify(ruled.serialize()))).setup.rules.flareDiscipline).toBe(true);
  });

  it('holds the one-ply greedy player to a policy: hoarding Colonials spend no Warp Flare in Rounds 1-3 under the rule, and do without it, on the same seeds', () => {
    const agent = makeAgent('greedy:rolls=1', agentContext(jaggedShards));
    const sides = [preset('colonial-strike-force', 'hoard'), preset('martian-warband', 'paced')] as const;
    /** Warp Flares seat 0 spends before Round 4 in a greedy battle (played up to Round 4 only). */
    const spentEarly = (variants: Record<string, string>, seed: number) => {
      const s = jaggedShards.newGame({ sides, variants, chance: Xoshiro128.stream(seed, 0), log: false });
      const views = [new SeatView(s, 0), new SeatView(s, 1)];
      const rng = Xoshiro128.stream(seed, 1);
      while (!s.isTerminal() && s.round < 4) {
        if (s.currentPlayer() === CHANCE) s.applyChance();
        else s.apply(agent.act(views[s.currentPlayer()], rng));
      }
      return s.flaresSpent[0];
    };
    let free = 0;
    for (let seed = 0; seed < 3; seed++) {
      expect(spentEarly(RULE, seed), `seed ${seed}`).toBe(0);
      free += spentEarly({}, seed);
    }
    expect(free).toBeGreaterThan(0);
  }, 60_000);
});

describe('flare-discipline=rule on a scripted position (Round 1, the Colonial attacker with 3 Warp Flares)', () => {
  const HUMANS = (flarePolicy: FlarePolicy): JaggedSide => ({ name: 'Humans', faction: 'human-colonies', units: 'colonial-rifle-squad, containment-operative', flarePolicy });
  const MARTIANS: JaggedSide = { name: 'Martians', faction: 'martian-order', units: 'order-adept-cohort, fracture-raptor-pack', flarePolicy: 'paced' };

  /** Humans 0 rifle squad, 1 Containment Operative (Frag Grenade 2 WF, Target Designation 1 WF); the adept cohort 6" from the operative on an open board. */
  function battle(policy: FlarePolicy, variants: Record<string, string>): JaggedState {
    const s = jaggedShards.newGame({ sides: [HUMANS(policy), MARTIANS], variants, chance: Xoshiro128.stream(11, 0), log: true });
    s.setup.terrain.fill(0);
    s.invalidate();
    if (s.phase === PHASE.insertionRoll) s.apply(90);
    if (s.phase === PHASE.steal) s.apply(STEAL_DECLINE);
    const at = [[2, 2], [10, 10], [16, 10], [46, 46]];
    at.forEach(([x, y], u) => {
      s.x[u] = x;
      s.y[u] = y;
    });
    s.invalidate();
    expect([s.round, s.picker, s.flares[0]]).toEqual([1, 0, 3]);
    return s;
  }
  const grenade = (s: JaggedState) => ATTACK + 2 * 8 + s.setup.roster.profile[1].weapons.findIndex((w) => w.ability >= 0);
  const designation = (s: JaggedState) => ABILITY + s.setup.roster.profile[1].activated[0];

  it('paced keeps 2 of 3 in Round 1: the Frag Grenade (2 Warp Flares) is no legal attack under the rule, and is under the player reading', () => {
    for (const [variants, offered] of [[RULE, false], [{}, true]] as const) {
      const s = battle('paced', variants);
      s.apply(ACTIVATE + 1);
      expect(s.legalActions()).toEqual([SKIP_ABILITY, designation(s)]);
      s.apply(SKIP_ABILITY);
      s.apply(HOLD);
      expect(s.phase).toBe(PHASE.attack);
      expect(s.legalActions().includes(grenade(s))).toBe(offered);
    }
  });

  it('paced: after Target Designation (1 Warp Flare) a failed attack roll offers no reroll under the rule (2 left = the reserve), and does under the player reading', () => {
    for (const [variants, phase] of [[RULE, PHASE.pick], [{}, PHASE.reroll]] as const) {
      const s = battle('paced', variants);
      s.apply(ACTIVATE + 1);
      s.apply(designation(s));
      s.apply(90); // activation roll: success (SR 25)
      s.apply(HOLD);
      s.apply(ATTACK + 2 * 8 + 0); // Marksman Rifle, close 45 + 5 (Crystalline Integration) - 20 (designated) = 30
      expect(s.sr).toBe(30);
      s.apply(20); // a plain fail
      expect([s.flares[0], s.phase]).toEqual([2, phase]);
    }
  });

  it('hoard keeps all 3 before Round 4: the operative skips the ability step under the rule; in Round 4 the ability is offered again', () => {
    const s = battle('hoard', RULE);
    s.apply(ACTIVATE + 1);
    expect(s.phase).toBe(PHASE.move);
    const later = battle('hoard', RULE);
    later.round = 4;
    later.invalidate();
    later.apply(ACTIVATE + 1);
    expect(later.legalActions()).toEqual([SKIP_ABILITY, designation(later)]);
    const free = battle('hoard', {});
    free.apply(ACTIVATE + 1);
    expect(free.phase).toBe(PHASE.ability);
  });

  it('paced in Round 2 keeps 1: a reinforcement (2 Warp Flares) needs 3 in hand under the rule, 2 under the player reading', () => {
    for (const [variants, withTwo] of [[RULE, false], [{}, true]] as const) {
      const s = battle('paced', variants);
      s.round = 2;
      s.inPlay[0] = 0;
      s.flares[0] = 2;
      expect(canReinforce(s, 0)).toBe(withTwo);
      s.flares[0] = 3;
      expect(canReinforce(s, 0)).toBe(true);
    }
  });
});
