/**
 * Spray templates, IFF Limiter and Sweeping Fire (`001_9ac883e80b2d20e9.txt`,
 * Weapon Traits, read with Weapons › Area of Effect Weapons), with scripted
 * d10s. The weapons and profiles are the illustrative `ps-5-plasma-sprayer`
 * (Spray Template (8), IFF Limiter) and `mg-9-sweep-gun` (Sweeping Fire 3).
 */
import { describe, expect, it } from 'vitest';
import { Xoshiro128 } from '../../../src/rng/xoshiro128.ts';
import * as L from '../../../src/systems/exoshift/layout.ts';
import { fireMode, shoot, type Host } from '../../../src/systems/exoshift/resolve.ts';
import { defaultVariants, type ExoshiftVariants } from '../../../src/systems/exoshift/rules.ts';
import { ExoshiftState } from '../../../src/systems/exoshift/state.ts';
import { parseWeapon } from '../../../src/systems/exoshift/profiles.ts';
import { exoshift } from '../../../src/systems/exoshift/index.ts';
import { makeAgent } from '../../../src/game/agents/agentSpec.ts';
import { agentContext } from '../../../src/game/matchSetup.ts';
import { playToEnd } from '../../../src/game/playGame.ts';
import { runMatch } from '../../../src/sim/match/runMatch.ts';

/** Alpha: the shooter (model 0) and a friendly Line Infantry (1); Bravo: three Line Infantry (2, 3, 4). Open table. */
function table(shooter: string, at: [number, number][], variants: Partial<ExoshiftVariants> = {}): Host {
  const state = ExoshiftState.start(
    [{ name: 'Alpha', units: `${shooter}, sol-line-infantry` }, { name: 'Bravo', units: 'sol-line-infantry x3' }],
    { ...defaultVariants(), ...variants },
    Xoshiro128.stream(5, 0),
    true,
    { width: 72, depth: 48, pieces: [] },
  );
  const g: Host = { s: state.s.slice(), setup: state.setup, log: [], die: unscripted };
  at.forEach(([x, y], m) => {
    g.s[L.unitAt(m, L.U_X)] = x;
    g.s[L.unitAt(m, L.U_Y)] = y;
  });
  return g;
}
const unscripted = (): number => {
  throw new Error('a die nobody scripted');
};
/** Runs the rules step with these faces as g's dice; returns how many dice were rolled (fails if the script runs out). */
function roll(g: Host, step: () => unknown, faces: number[]): number {
  let used = 0;
  g.die = () => {
    if (used >= faces.length) throw new Error(`more than ${faces.length} dice asked`);
    return faces[used++];
  };
  step();
  g.die = unscripted;
  return used;
}
const disruption = (g: Host, m: number) => g.s[L.unitAt(m, L.U_DISRUPTION)];

// The sprayer at (36, 10) aims at enemy 2 six inches ahead. The cone's half-width is a quarter of the distance along it:
// enemy 3 (1" aside at 5") is under it, enemy 4 (4" aside at 6") is clear, the friend (1.4" aside at 4": the edge is 1",
// its 30 mm base 0.59") only touches it.
const SPRAY: [number, number][] = [[36, 10], [37.4, 14], [36, 16], [37, 15], [40, 16]];

describe('Spray Template (Weapon Traits): the Area of Effect procedure with the template laid from the shooter', () => {
  it('one Combat test at the target; on a hit both enemies under the template take a Defense test, the one beside it none', () => {
    const g = table('sol-spray-trooper', SPRAY);
    // Hit (1); enemy 2 fails its Defense test (10) and rolls the casualty d10 (1: unhurt); enemy 3 saves (1).
    expect(roll(g, () => shoot(g, 0, 2, 'focus-fire', 0), [1, 10, 1, 1])).toBe(4);
    expect(g.log!.filter((e) => e.kind === 'casualty').map((e) => [e.unit, e.result])).toEqual([[2, 'unhurt']]);
    expect(disruption(g, 2)).toBeGreaterThan(0);
    expect(disruption(g, 4)).toBe(0);
    // IFF Limiter: the friend only touching the template passes its Quality test without a die, and keeps the 1 Disruption.
    expect(disruption(g, 1)).toBe(1);
  });

  it('a miss hits nobody and rolls no more dice ("If the shooting test is unsuccessful, the attack fails and nothing happens")', () => {
    const g = table('sol-spray-trooper', SPRAY);
    expect(roll(g, () => shoot(g, 0, 2, 'focus-fire', 0), [10])).toBe(1);
    for (let m = 1; m <= 4; m++) expect(disruption(g, m)).toBe(0);
  });

  it('variant iffLimiter=unaffected: the friend takes no Disruption either', () => {
    const g = table('sol-spray-trooper', SPRAY, { iffLimiter: 'unaffected' });
    expect(roll(g, () => shoot(g, 0, 2, 'focus-fire', 0), [1, 1, 1])).toBe(3);
    expect(disruption(g, 1)).toBe(0);
  });

  it('variant spray=test-each: each enemy under the template takes its own Combat test (a miss on one, a hit on the other)', () => {
    const g = table('sol-spray-trooper', SPRAY, { spray: 'test-each' });
    // Enemy 2: Combat 10 (miss). Enemy 3: Combat 1 (hit), Defense 1 (saved). The friend: IFF, no die.
    expect(roll(g, () => shoot(g, 0, 2, 'focus-fire', 0), [10, 1, 1])).toBe(3);
    expect(disruption(g, 2)).toBe(0);
    expect(disruption(g, 1)).toBe(1);
  });

  it('the target must be at least half under the template: beyond 8" (centre to centre) the sprayer cannot fire at it', () => {
    const g = table('sol-spray-trooper', [[36, 10], [10, 10], [36, 17.9], [60, 40], [62, 40]]);
    expect(fireMode(g, 0, 2)).toBe(0);
    g.s[L.unitAt(2, L.U_Y)] = 18.2;
    expect(fireMode(g, 0, 2)).toBe(-1);
  });

  it('IFF Limiter on an Area of Effect weapon: a friend touching the template rolls no Quality test (one die fewer than without it)', () => {
    const mortar = { name: 'Test Mortar', source: 'test', type: 'basic', range: [{ max: 12, mod: 0 }, { max: 24, mod: 0 }, { max: 36, mod: 0 }], rof: 1, accuracy: 0, power: 2, damage: 1, traits: { aoe: { diameter: 3, saturation: 6 } } };
    const plain = parseWeapon('test-mortar', mortar);
    const iff = parseWeapon('test-mortar', { ...mortar, traits: { ...mortar.traits, 'iff-limiter': true } });
    // Target enemy 2 at (36, 30); the friend 1.9" away only touches the 3" template (radius 1.5 + base 0.59).
    const at: [number, number][] = [[36, 10], [36, 31.9], [36, 30], [60, 40], [62, 40]];
    const a = table('sol-line-infantry', at);
    // Hit 1; the friend's Quality test 1 (avoids, 1 Disruption); the target's Saturation 10 (not hit).
    expect(roll(a, () => shoot(a, 0, 2, 'focus-fire', 0, plain), [1, 1, 10])).toBe(3);
    const b = table('sol-line-infantry', at);
    expect(roll(b, () => shoot(b, 0, 2, 'focus-fire', 0, iff), [1, 10])).toBe(2);
    expect(disruption(a, 1)).toBe(1);
    expect(disruption(b, 1)).toBe(1);
  });
});

describe('Sweeping Fire X (Weapon Traits): "Shots from this weapon may be assigned to multiple targets within X distance away from the first target"', () => {
  // The gunner at (36, 10); enemy 2 at (36, 26), enemy 3 2" beside it (0.8" edge to edge, within 3"), enemy 4 8" away.
  const AT: [number, number][] = [[36, 10], [10, 10], [36, 26], [38, 26], [44, 26]];

  it('four shots go to enemy 2, enemy 3, enemy 2, enemy 3: the second shot hits enemy 3, the one beyond 3" is never shot at', () => {
    const g = table('sol-sweep-gunner', AT);
    // Shot 1 at enemy 2: hit (1), saved (1). Shot 2 at enemy 3: hit (1), saved (1). Shots 3 and 4 miss (10, 10).
    expect(roll(g, () => shoot(g, 0, 2, 'focus-fire', 3), [1, 1, 1, 1, 10, 10])).toBe(6);
    expect(disruption(g, 2)).toBeGreaterThanOrEqual(1); // Suppression 1
    expect(disruption(g, 3)).toBeGreaterThanOrEqual(1);
    expect(disruption(g, 4)).toBe(0);
  });

  it('without Sweeping Fire (the same weapon, trait removed) every shot goes to enemy 2 and enemy 3 is untouched', () => {
    const g = table('sol-sweep-gunner', AT);
    const gun = g.setup.weapon[0];
    const plain = { ...gun, sweeping: 0 };
    expect(roll(g, () => shoot(g, 0, 2, 'focus-fire', 3, plain), [1, 1, 1, 1, 10, 10])).toBe(6);
    expect(disruption(g, 3)).toBe(0);
    expect(disruption(g, 2)).toBeGreaterThanOrEqual(2);
  });
});

describe('the heuristic with Spray and Sweeping Fire weapons (the illustrative sol-assault-squad preset)', () => {
  it('beats random: 95% interval entirely above 80%', async () => {
    const summary = await runMatch({ system: 'exoshift', a: 'preset:sol-assault-squad', b: 'preset:sol-line-patrol', agentA: 'heuristic', agentB: 'random', games: 40, seed: 5, workers: 1 });
    expect(summary.ci[0]).toBeGreaterThan(0.8);
  }, 60_000);

  it('fires its sprayers in heuristic games, and some spray shots bring casualty rolls on more than one model', () => {
    let sprays = 0;
    let multi = 0;
    // Up to 40 games, stopping at the first spray shot that puts more than one model on the casualty table (rare: seed 31).
    for (let seed = 0; seed < 40 && multi === 0; seed++) {
      const state = exoshift.newGame({ sides: [exoshift.presets['sol-assault-squad'], exoshift.presets['sol-fireteams']], variants: {}, chance: Xoshiro128.stream(seed, 0), log: true }) as ExoshiftState;
      const context = agentContext(exoshift);
      playToEnd(state, [
        { agent: makeAgent('heuristic', context), rng: Xoshiro128.stream(seed, 1) },
        { agent: makeAgent('heuristic', context), rng: Xoshiro128.stream(seed, 2) },
      ]);
      const events = state.events() as { kind: string; unit?: number; hits?: number }[];
      events.forEach((e, i) => {
        if (e.kind !== 'shoot' || state.setup.profile[e.unit!].id !== 'sol-spray-trooper' || !e.hits) return;
        sprays++;
        let j = i + 1;
        const hurt = new Set<number>();
        for (; j < events.length && events[j].kind === 'casualty'; j++) hurt.add(events[j].unit!);
        if (hurt.size > 1) multi++;
      });
    }
    expect(sprays).toBeGreaterThan(0);
    expect(multi).toBeGreaterThan(0);
  }, 60_000);
});
