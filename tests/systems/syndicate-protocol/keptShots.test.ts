/**
 * The player's kept shots are shared between games (aiShots.ts placedSlot, twelfth pass): a shot is kept by its
 * context, numbered by content (the field's shotGameKey, the pair, its shotSigns and shotReads), and its key. That is
 * exact only if shotGameKey names everything fixed for a game that a shot reads: the units' facts from the loadouts,
 * the sides' synergy and Mercenary range settings, the attack readings. These checks give a real field's numbers to
 * fields of other loadouts, settings and readings, and require a different key wherever some shot differs; then they
 * play mixed games in two orders, which must not change any game.
 */
import { describe, expect, it } from 'vitest';
import { Xoshiro128 } from '../../../src/rng/xoshiro128.ts';
import { makeAgent } from '../../../src/game/agents/agentSpec.ts';
import { agentContext } from '../../../src/game/matchSetup.ts';
import { SeatView } from '../../../src/game/agents/agent.ts';
import { CHANCE } from '../../../src/game/state.ts';
import { shot } from '../../../src/systems/syndicate-protocol/aiShots.ts';
import { readings } from '../../../src/systems/syndicate-protocol/attackProfile.ts';
import { Field } from '../../../src/systems/syndicate-protocol/field.ts';
import { syndicateProtocol } from '../../../src/systems/syndicate-protocol/index.ts';
import { buildLoadout, type SyndicateSide } from '../../../src/systems/syndicate-protocol/loadout.ts';
import { ATTACK_VARIANTS, defaultVariants } from '../../../src/systems/syndicate-protocol/rules.ts';
import type { SyndicateState } from '../../../src/systems/syndicate-protocol/state.ts';

const presets = syndicateProtocol.presets as Record<string, SyndicateSide>;

/** Plays a heuristic game of `a` against `b` under `variants`; calls `visit` with every 8th state; returns the actions. */
function play(a: string, b: string, variants: Record<string, string>, seed: number, visit: (s: SyndicateState) => void = () => {}): number[] {
  const s = syndicateProtocol.newGame({ sides: [presets[a], presets[b]], variants, chance: Xoshiro128.stream(seed, 0), log: false }) as SyndicateState;
  const agents = [0, 1].map(() => makeAgent('heuristic', agentContext(syndicateProtocol)));
  const rng = Xoshiro128.stream(seed, 5);
  const actions: number[] = [];
  for (let step = 0; !s.isTerminal() && step < 3000; step++) {
    const p = s.currentPlayer();
    if (p === CHANCE) {
      s.applyChance();
      continue;
    }
    if (step % 8 === 0) visit(s);
    const action = agents[p].act(new SeatView(s, p), rng);
    actions.push(action);
    s.apply(action);
  }
  return actions;
}

/** Every shot of a living unit at a living enemy, from its own space and from the enemy's neighbours' spaces. */
function shots(f: Field): number[] {
  const out: number[] = [];
  for (let attacker = 0; attacker < 6; attacker++) {
    if (!f.alive(attacker)) continue;
    for (let target = attacker < 3 ? 3 : 0; target < (attacker < 3 ? 6 : 3); target++) {
      if (!f.alive(target)) continue;
      for (const from of [f.pos[attacker], f.pos[target] + 1, f.pos[target] - 24, f.pos[target] + 50]) {
        if (from < 0 || from >= 576 || from === f.pos[target]) continue;
        out.push(shot(f, attacker, target, from));
      }
    }
  }
  return out;
}

describe('kept shots shared between games', () => {
  it('Field.shotGameKey differs wherever loadouts, side settings or readings change a shot', () => {
    const states: [Field, readonly [SyndicateSide, SyndicateSide]][] = [];
    for (const [a, b] of [
      ['lens', 'razor'],
      ['glitch', 'velocity'],
      ['rampart', 'glitch'],
    ] as const) {
      play(a, b, defaultVariants(), 3, (s) => states.push([s.field.copy(), [presets[a], presets[b]]]));
    }
    expect(states.length).toBeGreaterThan(60);
    const variants = defaultVariants();
    const other: Record<string, number> = { loadouts: 0, settings: 0, readings: 0 };
    for (const [f, sides] of states) {
      const before = shots(f);
      const key = f.shotGameKey();
      const trials: [string, Field][] = [];
      // Other loadouts: each preset in each seat; the side settings: synergy off, the Mercenaries' range.
      for (const name of Object.keys(presets)) {
        for (let seat = 0; seat < 2; seat++) {
          const loadouts = [...f.loadouts] as [typeof f.loadouts[0], typeof f.loadouts[1]];
          loadouts[seat] = buildLoadout(presets[name], variants, name);
          trials.push(['loadouts', new Field(f.board, loadouts, f.readings, f.variants)]);
        }
      }
      for (let seat = 0; seat < 2; seat++) {
        for (const setting of [{ synergy: 'off' }, { mercRange: '6' }]) {
          const loadouts = [...f.loadouts] as [typeof f.loadouts[0], typeof f.loadouts[1]];
          loadouts[seat] = buildLoadout({ ...sides[seat], ...setting } as SyndicateSide, variants, 'setting');
          trials.push(['settings', new Field(f.board, loadouts, f.readings, f.variants)]);
        }
      }
      // Every other value of every attack reading.
      for (const [name, variant] of Object.entries(ATTACK_VARIANTS)) {
        for (const value of variant.values) {
          if (value === variants[name]) continue;
          trials.push(['readings', new Field(f.board, f.loadouts, Object.freeze(readings({ ...variants, [name]: value })), f.variants)]);
        }
      }
      for (const [kind, g] of trials) {
        g.round = f.round;
        g.priority = f.priority;
        g.data.set(f.data);
        const after = shots(g);
        if (after.some((v, i) => v !== before[i])) {
          other[kind]++;
          expect(g.shotGameKey(), `${kind}: a shot changed under the same shotGameKey`).not.toBe(key);
        }
      }
    }
    // Each kind of change did change shots somewhere, so the checks above were made.
    for (const kind of Object.keys(other)) expect(other[kind], kind).toBeGreaterThan(0);
  }, 120_000);

  it('games with other loadouts and readings played before do not change a game', () => {
    // The same loadouts under other readings: their kept shots must not serve each other.
    const other = { ...defaultVariants(), marked: 'appendix-d', 'armor-floor': 'floor1', 'category-bonus': 'die', 'reduction-order': 'before-floor' };
    const games: [string, string, Record<string, string>, number][] = [];
    for (let seed = 1; seed <= 3; seed++) {
      games.push(['lens', 'razor', defaultVariants(), seed], ['lens', 'razor', other, seed], ['glitch', 'velocity', defaultVariants(), seed], ['glitch', 'velocity', other, seed]);
    }
    const forward = games.map(([a, b, v, seed]) => play(a, b, v, seed));
    const backward = [...games.keys()].reverse().map((i) => play(games[i][0], games[i][1], games[i][2], games[i][3])).reverse();
    for (let i = 0; i < games.length; i++) expect(backward[i], `game ${i}`).toEqual(forward[i]);
  }, 120_000);
});
