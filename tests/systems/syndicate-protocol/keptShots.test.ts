/**
 * The player's kept shots are shared between games (aiShots.ts placedSlot, twelfth pass): a shot is kept by its
 * context, numbered by content (the field's shotGame, the pair, its shotSigns and shotReads), and its key. That is
 * exact only if shotGame reads everything fixed for a game that a shot reads: the units' facts from the loadouts,
 * the sides' synergy and Mercenary range settings, the attack readings. These checks give a real field's numbers to
 * fields of other loadouts, settings and readings, and require a different number wherever some shot differs; then they
 * play mixed games in two orders, which must not change any game.
 */
import { describe, expect, it } from 'vitest';
import { Xoshiro128 } from '../../../src/rng/xoshiro128.ts';
import { makeAgent } from '../../../src/game/agents/agentSpec.ts';
import { agentContext } from '../../../src/game/matchSetup.ts';
import { SeatView } from '../../../src/game/agents/agent.ts';
import { CHANCE } from '../../../src/game/state.ts';
import { keptThreat, shot, threat } from '../../../src/systems/syndicate-protocol/aiShots.ts';
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

type Loadout = ReturnType<typeof buildLoadout>;
type Mercenary = Loadout['mercenaries'][0];

/** Each number or name of a Mercenary that an attack by or on it could read, changed alone. */
const MERCENARY_CHANGES: ((m: Mercenary) => Mercenary)[] = [
  (m) => ({ ...m, acc: m.acc + 1 }),
  (m) => ({ ...m, dod: m.dod + 1 }),
  (m) => ({ ...m, arm: m.arm + 1 }),
  (m) => ({ ...m, ability: { ...m.ability, id: m.ability.id === 'kinetic-shadow' ? 'angle-assist' : 'kinetic-shadow' } }),
  (m) => ({ ...m, weapon: { ...m.weapon, acc: m.weapon.acc + 1 } }),
  (m) => ({ ...m, weapon: { ...m.weapon, dice: m.weapon.dice + 1 } }),
  (m) => ({ ...m, weapon: { ...m.weapon, range: m.weapon.range + 1 } }),
];

/** Each number or name of a side that an attack could read, changed alone (Field's unit facts and synergy setting). */
const CHANGES: ((l: Loadout) => Loadout)[] = [
  (l) => ({ ...l, operator: { ...l.operator, acc: l.operator.acc + 1 } }),
  (l) => ({ ...l, operator: { ...l.operator, dod: l.operator.dod + 1 } }),
  (l) => ({ ...l, operator: { ...l.operator, ability: { ...l.operator.ability, id: l.operator.ability.id === 'hold-the-line' ? 'signal-jam' : 'hold-the-line' } } }),
  (l) => ({ ...l, weapon: { ...l.weapon, range: l.weapon.range + 1 } }),
  (l) => ({ ...l, weapon: { ...l.weapon, rof: l.weapon.rof + 1 } }),
  (l) => ({ ...l, weapon: { ...l.weapon, category: l.weapon.category === 'pistol' ? 'smg' : 'pistol' } }),
  (l) => ({ ...l, weapon: { ...l.weapon, trait: { ...l.weapon.trait, id: l.weapon.trait.id === 'close-quarters' ? 'deadeye' : 'close-quarters' } } }),
  (l) => ({ ...l, armor: { ...l.armor, arm: l.armor.arm + 1 } }),
  (l) => ({ ...l, armor: { ...l.armor, dodge: l.armor.dodge + 1 } }),
  (l) => ({ ...l, armor: { ...l.armor, traits: l.armor.traits.includes('reinforced-plating') ? [] : ['reinforced-plating'] } }),
  (l) => ({ ...l, encumbered: !l.encumbered }),
  (l) => ({ ...l, synergy: !l.synergy }),
  ...MERCENARY_CHANGES.flatMap((change) => [
    (l: Loadout): Loadout => ({ ...l, mercenaries: [change(l.mercenaries[0]), l.mercenaries[1]] }),
    (l: Loadout): Loadout => ({ ...l, mercenaries: [l.mercenaries[0], change(l.mercenaries[1])] }),
  ]),
] as ((l: Loadout) => Loadout)[];

describe('kept shots shared between games', () => {
  it('Field.shotGame differs wherever loadouts, side settings or readings change a shot', () => {
    const states: Field[] = [];
    for (const [a, b] of [
      ['lens', 'razor'],
      ['glitch', 'velocity'],
      ['rampart', 'glitch'],
    ] as const) {
      play(a, b, defaultVariants(), 3, (s) => states.push(s.field.copy()));
    }
    expect(states.length).toBeGreaterThan(60);
    const variants = defaultVariants();
    const other: Record<string, number> = { readings: 0 };
    for (let c = 0; c < CHANGES.length; c++) other[`fact ${c}`] = 0;
    for (const f of states) {
      const before = shots(f);
      const key = f.shotGame();
      const trials: [string, Field][] = [];
      for (let seat = 0; seat < 2; seat++) {
        for (let c = 0; c < CHANGES.length; c++) {
          const loadouts = [...f.loadouts] as [Loadout, Loadout];
          loadouts[seat] = CHANGES[c](loadouts[seat]);
          trials.push([`fact ${c}`, new Field(f.board, loadouts, f.readings, f.variants)]);
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
          other[kind.startsWith('readings') ? 'readings' : kind]++;
          expect(g.shotGame(), `${kind}: a shot changed under the same shotGame`).not.toBe(key);
        }
      }
    }
    // Each change did change shots somewhere, so each check above was made.
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

describe('keptThreat', () => {
  it('gives threat()\'s number for every pair of fields met in play, the kept shots shared between them', () => {
    let checked = 0;
    for (const [a, b] of [
      ['lens', 'razor'],
      ['glitch', 'velocity'],
      ['rampart', 'glitch'],
      ['velocity', 'rampart'],
    ] as const) {
      for (let seed = 1; seed <= 2; seed++) {
        play(a, b, defaultVariants(), seed, (s) => {
          const f = s.field.copy();
          for (let attacker = 0; attacker < 6; attacker++) {
            for (let target = attacker < 3 ? 3 : 0; target < (attacker < 3 ? 6 : 3); target++) {
              expect(keptThreat(f, attacker, target), `${a}-${b} ${attacker} at ${target}`).toBe(threat(f, attacker, target, f.pos[attacker]));
              checked++;
            }
          }
        });
      }
    }
    expect(checked).toBeGreaterThan(2000);
  });
});
