/**
 * The Unit Traits that were missing from the game (`001_9ac883e80b2d20e9.txt`,
 * Traits and Abilities › Unit Traits, lines 1231-1269): Independent Targeting
 * ("If this model has more than one weapon, it may fire weapons at different
 * targets"), Two handed ("If equipped with multiple weapons, may fire them
 * independently"), Drone Operator X ("Drones under control of a drone
 * operator are no longer required to stay within Quality range of a friendly
 * non-drone model"), Recon Deployment ("move its primary move immediately
 * before the game begins", "if the mission allows") and Hopper ("ignores
 * obstacles 6" high or less"), each with scripted dice on a set table.
 */
import { describe, expect, it } from 'vitest';
import { CHANCE, type GameEvent } from '../../../src/game/state.ts';
import { SeatView } from '../../../src/game/agents/agent.ts';
import { makeAgent } from '../../../src/game/agents/agentSpec.ts';
import { agentContext } from '../../../src/game/matchSetup.ts';
import { Xoshiro128 } from '../../../src/rng/xoshiro128.ts';
import { randomPlayout } from '../../game/contract.ts';
import { runMatch } from '../../../src/sim/match/runMatch.ts';
import { playOne } from '../../../src/game/playOne.ts';
import { exoshift } from '../../../src/systems/exoshift/index.ts';
import * as L from '../../../src/systems/exoshift/layout.ts';
import { leashed, legalActions } from '../../../src/systems/exoshift/legal.ts';
import { PROFILES } from '../../../src/systems/exoshift/profiles.ts';
import type { Host } from '../../../src/systems/exoshift/resolve.ts';
import { defaultVariants, type ExoshiftVariants } from '../../../src/systems/exoshift/rules.ts';
import { deploymentPoint } from '../../../src/systems/exoshift/setup.ts';
import { ExoshiftState } from '../../../src/systems/exoshift/state.ts';
import type { Board } from '../../../src/systems/exoshift/board.ts';
import { drive, EMPTY_TABLE, place, scriptedTurn } from './scripted.ts';
import { describe as describeAction } from '../../../src/systems/exoshift/describe.ts';


/** Side A's turn with 4 CP and nothing spent, on a copy of a fresh game's numbers (its own log). */
const turn = (unitsA: string, unitsB: string, variants: Partial<ExoshiftVariants> = {}, table: Board = EMPTY_TABLE) => scriptedTurn(unitsA, unitsB, table, 5, variants);
const shots = (g: { log: GameEvent[] }) => g.log.filter((e) => e.kind === 'shoot').map((e) => ({ target: e.target, action: e.action, aim: e.aim }));

/** The shooter (model 0) at (36, 20); two Sol Line Infantry (models 1 and 2) about 10.5" away, both in range of every weapon here. */
function duel(shooter: string, variants: Partial<ExoshiftVariants> = {}) {
  const g = turn(shooter, 'sol-line-infantry x2', variants);
  place(g, 0, 36, 20);
  place(g, 1, 30, 30);
  place(g, 2, 42, 30);
  return g;
}
const DECLARE_2 = L.unitAction(0, L.VERB_DECLARE, 2);
const FOCUS_1 = L.unitAction(0, L.VERB_FOCUS_FIRE, L.fireParam(1, 0));

describe('Independent Targeting (Unit Traits, line 1251)', () => {
  it('a dual gunner may declare another unit for its second weapon, free, and then only its own shooting is listed', () => {
    const g = duel('sol-dual-gunner');
    const legal = legalActions(g);
    expect(legal).toContain(DECLARE_2);
    expect(legal).toContain(L.unitAction(0, L.VERB_DECLARE, 1));
    expect(describeAction(g, DECLARE_2)).toBe('Sol Dual Gunner A1: second weapons at Sol Line Infantry B2 (declared, no CP)');
    drive(g, DECLARE_2, []);
    expect(g.s[L.G_CP]).toBe(4);
    expect(g.s[L.G_ACTED]).toBe(0);
    const window = legalActions(g);
    expect(window.length).toBeGreaterThan(0);
    for (const action of window) expect([L.VERB_FOCUS_FIRE, L.VERB_SNAP_FIRE]).toContain(L.actionVerb(action));
    expect(window).not.toContain(L.END_TURN);
    expect(window).not.toContain(L.PASS);
  });

  it('Focus Fire at B1 after declaring B2: the squad support gun (Aim 1) fires at B1, the sidearm at B2 with the focus left (Aim 2)', () => {
    const g = duel('sol-dual-gunner');
    drive(g, DECLARE_2, []);
    // Faces of 10 miss (COM 6 + Aim): one die per shot, nothing else rolled.
    expect(drive(g, FOCUS_1, [10, 10])).toBe(2);
    expect(shots(g)).toEqual([
      { target: 1, action: 'focus-fire', aim: 1 },
      { target: 2, action: 'focus-fire', aim: 2 },
    ]);
    expect(g.s[L.G_DECLARED]).toBe(0);
  });

  it('Snap Fire after a declaration: each weapon one shot, no Aim, at its own target', () => {
    const g = duel('sol-dual-gunner');
    drive(g, DECLARE_2, []);
    expect(drive(g, L.unitAction(0, L.VERB_SNAP_FIRE, 1), [10, 10])).toBe(2);
    expect(shots(g)).toEqual([
      { target: 1, action: 'snap-fire', aim: 0 },
      { target: 2, action: 'snap-fire', aim: 0 },
    ]);
  });

  it('without a declaration both weapons fire at the one target, as a model without the trait does', () => {
    const g = duel('sol-dual-gunner');
    drive(g, FOCUS_1, [10, 10]);
    expect(shots(g).map((s) => s.target)).toEqual([1, 1]);
    const plain = duel('sol-line-infantry-support-gunner');
    expect(legalActions(plain).some((a) => L.actionVerb(a) === L.VERB_DECLARE)).toBe(false);
    // Two shots, then the support gunner's Teamwork test after its Primary (a 10 fails it).
    expect(drive(plain, FOCUS_1, [10, 10, 10])).toBe(3);
    expect(shots(plain).map((s) => s.target)).toEqual([1, 1]);
  });

  it('variant independentTargeting=off: no declaration is offered', () => {
    expect(legalActions(duel('sol-dual-gunner', { independentTargeting: 'off' })).some((a) => L.actionVerb(a) === L.VERB_DECLARE)).toBe(false);
  });

  it('a second weapon out of range of a unit cannot be declared at it (the sidearm reaches 16", the squad support gun 26")', () => {
    const g = duel('sol-dual-gunner');
    place(g, 2, 36, 40); // 20" away: in the squad support gun's medium band, beyond the sidearm's long band
    const legal = legalActions(g);
    expect(legal).toContain(L.unitAction(0, L.VERB_FOCUS_FIRE, L.fireParam(2, 0)));
    expect(legal).not.toContain(DECLARE_2);
  });
});

describe('Two handed (Unit Traits, line 1269)', () => {
  it('by default (twoHanded=independent) it declares like Independent Targeting', () => {
    const g = duel('sol-twin-sidearm-trooper');
    expect(legalActions(g)).toContain(DECLARE_2);
    drive(g, DECLARE_2, []);
    drive(g, FOCUS_1, [10, 10]);
    expect(shots(g).map((s) => s.target)).toEqual([1, 2]);
  });

  it('twoHanded=both-weapons: no declaration, but under secondWeapon=first-only it still fires both sidearms (a support gunner fires one weapon)', () => {
    const variants = { twoHanded: 'both-weapons', secondWeapon: 'first-only' } as const;
    const g = duel('sol-twin-sidearm-trooper', variants);
    expect(legalActions(g).some((a) => L.actionVerb(a) === L.VERB_DECLARE)).toBe(false);
    drive(g, FOCUS_1, [10, 10]);
    expect(shots(g).map((s) => s.target)).toEqual([1, 1]);
    const plain = duel('sol-line-infantry-support-gunner', variants);
    expect(drive(plain, FOCUS_1, [10, 10])).toBe(2); // one shot and the Teamwork test
    expect(shots(plain).map((s) => s.target)).toEqual([1]);
  });
});

describe('Drone Operator X (Unit Traits, lines 1231-1233)', () => {
  // Model 0 the operator (Drone Operator 1) at its edge; drones 1 and 2 far from every non-drone; the enemy in the needlers' range.
  function drones(variants: Partial<ExoshiftVariants> = {}) {
    const g = turn('sol-drone-operator, sol-sentinel-drone x2', 'sol-line-infantry', variants);
    place(g, 0, 36, 2);
    place(g, 1, 20, 20);
    place(g, 2, 52, 20);
    place(g, 3, 36, 28);
    return g;
  }
  const verbsOf = (g: Host, u: number) => legalActions(g).filter((a) => L.isUnitAction(a) && L.actionUnit(a) === u).map((a) => L.actionVerb(a));

  it('the operator controls the first drone of its side only: that drone may shoot away from every non-drone, the second may only move', () => {
    const g = drones();
    expect(g.setup.controller[1]).toBe(0);
    expect(g.setup.controller[2]).toBe(-1);
    expect(leashed(g, 1)).toBe(false);
    expect(leashed(g, 2)).toBe(true);
    expect(verbsOf(g, 1)).toContain(L.VERB_FOCUS_FIRE);
    for (const verb of verbsOf(g, 2)) expect([L.VERB_ADVANCE, L.VERB_RUN, L.VERB_MARCH]).toContain(verb);
  });

  it('the drone range rule without an operator: a drone within its Quality (4") of a non-drone acts freely', () => {
    const g = drones();
    place(g, 0, 50, 17); // 3.6" from drone 2
    expect(leashed(g, 2)).toBe(false);
  });

  it('an operator taken off the table releases its drone (droneOperator=while-on-table), not under droneOperator=whole-game', () => {
    const g = drones();
    g.s[L.unitAt(0, L.U_STATUS)] = L.S_DESTROYED;
    expect(leashed(g, 1)).toBe(true);
    const kept = drones({ droneOperator: 'whole-game' });
    kept.s[L.unitAt(0, L.U_STATUS)] = L.S_DESTROYED;
    expect(leashed(kept, 1)).toBe(false);
  });
});

describe('Recon Deployment (Unit Traits, line 1261) and the missions', () => {
  const start = (units: string, variants: Partial<ExoshiftVariants>) =>
    ExoshiftState.start([{ name: 'Alpha', units }, { name: 'Bravo', units: 'sol-line-infantry' }], { ...defaultVariants(), ...variants } as ExoshiftVariants, Xoshiro128.stream(5, 0), true, EMPTY_TABLE);
  const y = (state: ExoshiftState, u: number) => state.s[L.unitAt(u, L.U_Y)];

  it('neither mission allows it (default reconDeployment=not-allowed): the scout starts at its deployment point', () => {
    const state = start('sol-recon-scout', {});
    expect(deploymentPoint(0, 1, 0)).toEqual([36, 4]);
    expect(y(state, 0)).toBe(4);
  });

  it('reconDeployment=allowed: before round 1 the scout moves its primary move (7") toward the nearest control point (36, 24)', () => {
    const state = start('sol-recon-scout', { reconDeployment: 'allowed' });
    expect(state.s[L.unitAt(0, L.U_X)]).toBe(36);
    expect(y(state, 0)).toBe(11);
    expect(state.s[L.unitAt(0, L.U_MOVED)]).toBe(0);
    expect(state.events().map((e) => e.kind).indexOf('recon')).toBeLessThan(state.events().map((e) => e.kind).indexOf('round'));
  });

  it('a unit without the trait, or one in Reserve, does not move', () => {
    expect(y(start('sol-line-infantry', { reconDeployment: 'allowed' }), 0)).toBe(4);
    expect(y(start('sol-line-infantry, sol-recon-scout reserve 3', { reconDeployment: 'allowed' }), 1)).toBe(0);
  });
});

describe('Hopper (Unit Traits, line 1247)', () => {
  it('is read from the profile, and has nothing to lift on this table: an infantry Advance crosses a heavy wall with its full move', () => {
    expect(PROFILES['sol-recon-scout'].hopper).toBe(true);
    const wall = { width: 72, depth: 48, pieces: [{ kind: 'heavy-wall' as const, x0: 30, y0: 7, x1: 42, y1: 7.5 }] };
    const g = turn('sol-line-infantry', 'sol-line-infantry', {}, wall);
    drive(g, L.unitAction(0, L.VERB_ADVANCE, 0), Array(20).fill(10));
    expect(g.s[L.unitAt(0, L.U_Y)]).toBe(10);
  });
});

describe('the heuristic with these traits', () => {
  it('declares a second target only when it differs from the shot that follows, and does declare in some games', () => {
    let declared = 0;
    for (let seed = 0; seed < 3; seed++) {
      const state = exoshift.newGame({ sides: [exoshift.presets['sol-recon-team'], exoshift.presets['sol-line-patrol']], variants: { reconDeployment: 'allowed' }, chance: Xoshiro128.stream(40 + seed, 0), log: true }) as ExoshiftState;
      const rng = Xoshiro128.stream(40 + seed, 1);
      const agent = makeAgent('heuristic', agentContext(exoshift));
      while (!state.isTerminal()) {
        if (state.currentPlayer() === CHANCE) state.applyChance();
        else state.apply(agent.act(new SeatView(state, state.currentPlayer()), rng));
      }
      const events = state.events();
      for (let i = 0; i < events.length; i++) {
        if (events[i].kind !== 'declare') continue;
        declared++;
        const shot = events.slice(i + 1).find((e) => e.kind === 'shoot');
        expect(shot?.target).not.toBe(events[i].target);
      }
    }
    expect(declared).toBeGreaterThan(0);
  }, 30_000);

  it('the heuristic with the recon team beats random: 95% interval entirely above 80%', async () => {
    const summary = await runMatch({ system: 'exoshift', a: 'preset:sol-recon-team', b: 'preset:sol-fire-support', agentA: 'heuristic', agentB: 'random', games: 60, seed: 9, workers: 1, variants: ['reconDeployment=allowed'] });
    expect(summary.ci[0]).toBeGreaterThan(0.8);
  }, 60_000);

  it('narrates a declaration and a Recon Deployment move', () => {
    const game = playOne({ system: 'exoshift', a: 'preset:sol-recon-team', b: 'preset:sol-line-patrol', agentA: 'heuristic', agentB: 'heuristic', seed: 0, variants: ['reconDeployment=allowed'] });
    expect(game.lines).toContain('  Sol Recon Scout A1 makes its Recon Deployment move to (18.1, 10.5)');
    expect(game.lines.some((l) => /^ {2}Sol (Dual Gunner|Twin Sidearm Trooper) A1: second weapons declared at Sol .* B\d$/.test(l))).toBe(true);
  });
});

describe('random playouts with these traits (the contract suite\'s checks, on the recon team)', () => {
  // The recon team (every trait above) against the fire support (a drone without an operator), on each new variant's values.
  const SETTINGS: Partial<ExoshiftVariants>[] = [
    { reconDeployment: 'allowed' },
    { reconDeployment: 'allowed', independentTargeting: 'off', droneOperator: 'whole-game' },
    { twoHanded: 'both-weapons', secondWeapon: 'first-only', mission: 'objective-grab' },
  ];
  const newGame = (variants: Partial<ExoshiftVariants>, seed: number) =>
    exoshift.newGame({ sides: [exoshift.presets['sol-recon-team'], exoshift.presets['sol-fire-support']], variants: variants as Record<string, string>, chance: Xoshiro128.stream(seed, 0), log: true });

  it('end, with legal actions until the end; a declaration window round-trips through JSON and plays on the same; same seed, same log', () => {
    let windows = 0;
    SETTINGS.forEach((variants, i) => {
      for (let seed = 0; seed < 2; seed++) {
        const state = newGame(variants, 60 + 10 * i + seed);
        randomPlayout(state, 60 + 10 * i + seed, (live) => {
          if (!live.isTerminal()) expect(live.legalActions().length).toBeGreaterThan(0);
          if (windows < 3 && live.currentPlayer() !== CHANCE && (live as ExoshiftState).s[L.G_DECLARED] > 0) {
            windows++;
            const text = JSON.stringify(live.serialize());
            const copy = exoshift.deserialize(JSON.parse(text));
            expect(copy.legalActions()).toEqual(live.legalActions());
            const a = live.clone();
            randomPlayout(a, 7);
            randomPlayout(copy, 7);
            expect((copy as ExoshiftState).s).toEqual((a as ExoshiftState).s);
          }
        });
        expect(state.isTerminal()).toBe(true);
        const again = newGame(variants, 60 + 10 * i + seed);
        randomPlayout(again, 60 + 10 * i + seed);
        expect(again.events()).toEqual(state.events());
      }
    });
    expect(windows).toBeGreaterThan(0);
  }, 30_000);
});
