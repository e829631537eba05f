/**
 * Units of several models (`001_9ac883e80b2d20e9.txt`, Units, Models, and
 * Stats: "a number of models, usually 1-6 on individual bases"), the unit's
 * shared Disruption (Disruption: "Disruption affects entire units"), every
 * model shooting separately at models of its choice (Shooting › Declare
 * Targets), the unit's one focus pool (Choose Focus Bonuses), a second
 * weapon per model, and Shared Responsibility (Casualties › Shared
 * Responsibility), driven with scripted dice.
 */
import { describe, expect, it } from 'vitest';
import { CHANCE, type GameEvent } from '../../../src/game/state.ts';
import { runMatch } from '../../../src/sim/match/runMatch.ts';
import { Xoshiro128 } from '../../../src/rng/xoshiro128.ts';
import { exoshift } from '../../../src/systems/exoshift/index.ts';
import * as L from '../../../src/systems/exoshift/layout.ts';
import { parseUnitProfile, PROFILES, UNITS } from '../../../src/systems/exoshift/profiles.ts';
import { shoot, unitShoot, type Host } from '../../../src/systems/exoshift/resolve.ts';
import { defaultVariants, type ExoshiftVariants } from '../../../src/systems/exoshift/rules.ts';
import { FORMATION_SPACING } from '../../../src/systems/exoshift/setup.ts';
import { ExoshiftState } from '../../../src/systems/exoshift/state.ts';

const EMPTY = { width: 72, depth: 48, pieces: [] };
// Side A: the fireteam, models 0-2 Sol Line Infantry and 3 the support gunner; side B: models 4.. as given.
const GUNNER = 3;

function start(unitsB: string, variants: Partial<ExoshiftVariants> = {}): ExoshiftState {
  return ExoshiftState.start(
    [{ name: 'Alpha', units: 'sol-line-infantry-fireteam' }, { name: 'Bravo', units: unitsB }],
    { ...defaultVariants(), ...variants } as ExoshiftVariants,
    Xoshiro128.stream(11, 0),
    true,
    EMPTY,
  );
}
const at = (g: Host, u: number, field: number) => g.s[L.unitAt(u, field)];
const put = (g: Host, u: number, field: number, value: number) => (g.s[L.unitAt(u, field)] = value);

/** A fresh host on a copy of the state's numbers, with its own log. */
function host(state: ExoshiftState): Host & { log: GameEvent[] } {
  return { s: state.s.slice(), setup: state.setup, log: [], die: unscripted };
}
function unscripted(): number {
  throw new Error('a die nobody scripted');
}

/** Runs a rules step on g with these faces in order; returns how many faces they asked for (fails if they ask for more). */
function drive(g: Host, step: () => unknown, faces: number[]): number {
  let used = 0;
  g.die = () => {
    if (used >= faces.length) throw new Error(`the rules asked for die ${used + 1}, only ${faces.length} scripted`);
    return faces[used++];
  };
  step();
  g.die = unscripted;
  return used;
}

describe('units of several models: data and setup', () => {
  it('the fireteam is an illustrative unit of four: three Sol Line Infantry and a support gunner with a second weapon', () => {
    const team = UNITS['sol-line-infantry-fireteam'];
    expect(team.source).toMatch(/^illustrative/);
    expect(team.models).toEqual(['sol-line-infantry', 'sol-line-infantry', 'sol-line-infantry', 'sol-line-infantry-support-gunner']);
    expect(PROFILES['sol-line-infantry-support-gunner'].weapons).toEqual(['mk-2-squad-support-gun', 'igi-87-sidearm']);
    // The printed model profile is untouched: the rulebook gives it no unit size.
    expect(PROFILES['sol-line-infantry'].source).toMatch(/^rulebook/);
  });

  it('a unit entry with 7 models, or an unknown profile, is one line naming the file, the unit and the field', () => {
    expect(() => parseUnitProfile('big-team', { name: 'Big Team', source: 'x', models: 'sol-line-infantry x7' }, PROFILES)).toThrow(/^units\.json 'big-team': field 'models' must list 1 to 6 models, got 7$/);
    expect(() => parseUnitProfile('odd-team', { name: 'Odd Team', source: 'x', models: 'sol-marine' }, PROFILES)).toThrow(/^units\.json 'odd-team': field 'models': unknown profile 'sol-marine'; profiles: /);
  });

  it('a side naming a unit id fields all its models, in formation around the unit deployment point', () => {
    const state = start('sol-line-infantry x2');
    const { setup } = state;
    expect(setup.units).toBe(6);
    expect(setup.groups).toBe(3);
    expect(Array.from(setup.groupOf)).toEqual([0, 0, 0, 0, 1, 2]);
    expect(Array.from(setup.groupSize)).toEqual([4, 1, 1]);
    expect(setup.weapons[GUNNER].map((w) => w.id)).toEqual(['mk-2-squad-support-gun', 'igi-87-sidearm']);
    const xs = [0, 1, 2, 3].map((m) => at(state, m, L.U_X));
    for (let m = 1; m < 4; m++) expect(xs[m] - xs[m - 1]).toBeCloseTo(FORMATION_SPACING, 12);
    expect((xs[0] + xs[3]) / 2).toBeCloseTo(72 / 2, 12); // the one unit of side A stands at the middle of its edge
    expect(state.observation(0).unitOf).toEqual([0, 0, 0, 0, 1, 2]);
  });

  it('legal actions name the unit once (its lead model), and enemy units as targets', () => {
    const state = start('sol-line-infantry-pair');
    while (state.currentPlayer() !== 0 || state.s[L.G_PHASE] !== L.PHASE_TURN) {
      if (state.currentPlayer() === CHANCE) state.applyChance();
      else state.apply(state.legalActions().at(-1)!);
      if (state.isTerminal()) throw new Error('ended early');
    }
    const units = new Set(state.legalActions().filter(L.isUnitAction).map(L.actionUnit));
    expect(units).toEqual(new Set([0]));
    const targets = state.legalActions().filter((a) => L.isUnitAction(a) && L.actionVerb(a) === L.VERB_ASSAULT).map(L.actionParam);
    for (const t of targets) expect(t).toBe(1); // the pair is unit 1 (models 4 and 5)
    expect(state.legalActions().some((a) => L.isUnitAction(a) && L.actionVerb(a) === L.VERB_ADVANCE && L.actionParam(a) === L.GOAL_ENEMY + 1)).toBe(true);
  });
});

describe('a unit shoots: every model separately, one focus pool, a second weapon', () => {
  it('four models share Quality 6 focus as 2, 2, 1, 1, take the enemy models in turn, and the gunner fires both weapons at its one target', () => {
    const state = start('sol-line-infantry-pair');
    const g = host(state);
    for (const m of [4, 5]) put(g, m, L.U_Y, 14); // the pair 10" from the fireteam (4" in): short range, in the open
    // Every hit roll a 10 (a miss): one die per shot.
    const dice = drive(g, () => unitShoot(g, 0, 1, 'focus-fire', 0), Array(10).fill(10));
    const shots = g.log.filter((e) => e.kind === 'shoot');
    expect(shots.map((e) => [e.unit, e.target, e.aim, e.shots])).toEqual([
      [0, 4, 2, 1], // IGI-87: Aim 2 (Accuracy 2) from a share of 2
      [1, 5, 2, 1],
      [2, 4, 1, 1], // a share of 1
      [3, 5, 1, 1], // the gunner's MK-2 (Accuracy 1) takes 1 Aim from its share of 1 ...
      [3, 5, 0, 1], // ... and its IGI-87 Sidearm fires at the same model with the focus left: none
    ]);
    expect(dice).toBe(5);
  });

  it('under focusPool=per-model each model has its own Quality 6: Aim 2 each, and the sidearm gets Aim 2 of what the MK-2 left', () => {
    const state = start('sol-line-infantry-pair', { focusPool: 'per-model' });
    const g = host(state);
    for (const m of [4, 5]) put(g, m, L.U_Y, 14);
    drive(g, () => unitShoot(g, 0, 1, 'focus-fire', 0), Array(10).fill(10));
    expect(g.log.filter((e) => e.kind === 'shoot').map((e) => e.aim)).toEqual([2, 2, 2, 1, 2]);
  });

  it('under secondWeapon=first-only the gunner fires its MK-2 only', () => {
    const state = start('sol-line-infantry-pair', { secondWeapon: 'first-only' });
    const g = host(state);
    for (const m of [4, 5]) put(g, m, L.U_Y, 14);
    expect(drive(g, () => unitShoot(g, 0, 1, 'focus-fire', 0), Array(10).fill(10))).toBe(4);
  });

  it('a Stunned model sits out a Focus Fire but takes part in a Snap Fire; a Downed one in neither', () => {
    const state = start('sol-line-infantry-pair');
    const g = host(state);
    for (const m of [4, 5]) put(g, m, L.U_Y, 14);
    put(g, 1, L.U_STATUS, L.S_STUNNED);
    put(g, 2, L.U_STATUS, L.S_DOWNED);
    drive(g, () => unitShoot(g, 0, 1, 'focus-fire', 0), Array(10).fill(10));
    expect(g.log.filter((e) => e.kind === 'shoot').map((e) => e.unit)).toEqual([0, 3, 3]);
    g.log.length = 0;
    drive(g, () => unitShoot(g, 0, 1, 'snap-fire', 0), Array(10).fill(10));
    // Snap Fire: Basic weapons at RoF 1, no focus (the MK-2 and the Sidearm are both Basic).
    expect(g.log.filter((e) => e.kind === 'shoot').map((e) => [e.unit, e.aim])).toEqual([[0, 0], [1, 0], [3, 0], [3, 0]]);
  });

  it("a hit on one model adds its Disruption to the whole unit's pool", () => {
    const state = start('sol-line-infantry');
    const g = host(state);
    put(g, 4, L.U_Y, 14);
    // Sol Line Infantry B fires 1 shot at the fireteam's model 1: hit (1), save roll 3 <= Defense 5 - Power 2: saved, and 3 + Power 2 >= Defense 5 gives 1 Disruption.
    drive(g, () => shoot(g, 4, 1, 'snap-fire', 0), [1, 3]);
    for (let m = 0; m < 4; m++) expect(at(g, m, L.U_DISRUPTION)).toBe(1);
    expect(at(g, 1, L.U_STATUS)).toBe(L.S_OK);
  });
});

describe('morale of a unit of several models (Morale)', () => {
  it('an Unnerved model hit makes the unit test once; failing, the whole unit is Routed and runs for its edge, and a later test that round is ignored', () => {
    const state = start('sol-line-infantry');
    const g = host(state);
    put(g, 4, L.U_Y, 14);
    put(g, 1, L.U_UNNERVED, 1);
    put(g, 2, L.U_UNNERVED, 1);
    // Hit (1), saved (1; 1 + 2 < 5: no Disruption); Rout Test 10 > Morale 6: Routed; Quality test to stay 10: fails, Run 12" to the edge; at the edge Quality 1: stays.
    expect(drive(g, () => shoot(g, 4, 1, 'snap-fire', 0), [1, 1, 10, 10, 1])).toBe(5);
    for (let m = 0; m < 4; m++) {
      expect(at(g, m, L.U_ROUTED)).toBe(1);
      expect(at(g, m, L.U_Y)).toBe(0.5);
      expect(at(g, m, L.U_STATUS)).toBe(L.S_OK);
    }
    // Another Unnerved model of the same unit hit this round: "The Rout Test is made only once per round".
    expect(drive(g, () => shoot(g, 4, 2, 'snap-fire', 0), [1, 1])).toBe(2);
  });

  it('failing the Quality test at the edge, every model of the unit flees the table', () => {
    const state = start('sol-line-infantry');
    const g = host(state);
    put(g, 4, L.U_Y, 14);
    put(g, 1, L.U_UNNERVED, 1);
    drive(g, () => shoot(g, 4, 1, 'snap-fire', 0), [1, 1, 10, 10, 10]);
    for (let m = 0; m < 4; m++) expect(at(g, m, L.U_STATUS)).toBe(L.S_FLED);
  });
});

describe('Shared Responsibility (Casualties): "the destroyed model replaces the testing model ... That model is now Stunned."', () => {
  /**
   * The gunner (model 3) at Disruption 5 is shot by Sol Line Infantry B 10"
   * away: hit (1), failed save (10), casualty d10 10 + Disruption 5 + Power 2
   * - Quality 6 = 11: Destroyed. The nearest rifleman (model 2, 1.5" centre
   * to centre: 0.32" base to base) is within its Quality 6 - 5 = 1 inch.
   */
  function gunnerDestroyed(variants: Partial<ExoshiftVariants> = {}) {
    const state = start('sol-line-infantry', variants);
    const g = host(state);
    put(g, 4, L.U_Y, 14);
    for (let m = 0; m < 4; m++) put(g, m, L.U_DISRUPTION, 5);
    return g;
  }

  it('passed (d10 1 vs Quality 1): the gunner stands Stunned where the rifleman stood, with its weapons; the rifleman is removed and counts as the kill', () => {
    const g = gunnerDestroyed();
    const riflemanX = at(g, 2, L.U_X);
    expect(drive(g, () => shoot(g, 4, GUNNER, 'snap-fire', 0), [1, 10, 10, 1])).toBe(4);
    expect(at(g, GUNNER, L.U_STATUS)).toBe(L.S_STUNNED);
    expect(at(g, GUNNER, L.U_X)).toBe(riflemanX);
    expect(at(g, 2, L.U_STATUS)).toBe(L.S_DESTROYED);
    expect(at(g, 0, L.U_STATUS)).toBe(L.S_OK);
    expect(g.s[L.G_KILLS + 1]).toBe(1);
    expect(g.setup.weapons[GUNNER][0].id).toBe('mk-2-squad-support-gun');
    expect(g.log.find((e) => e.kind === 'shared-responsibility')).toMatchObject({ unit: GUNNER, tester: 2, die: 1, pass: true });
  });

  it('failed (d10 2 vs Quality 1): the gunner is destroyed and the riflemen stay as they were', () => {
    const g = gunnerDestroyed();
    expect(drive(g, () => shoot(g, 4, GUNNER, 'snap-fire', 0), [1, 10, 10, 2])).toBe(4);
    expect(at(g, GUNNER, L.U_STATUS)).toBe(L.S_DESTROYED);
    for (const m of [0, 1, 2]) expect(at(g, m, L.U_STATUS)).toBe(L.S_OK);
  });

  it('no model of the unit within Quality inches: no test (the rifleman 3" away at Quality 1)', () => {
    const g = gunnerDestroyed();
    for (const m of [0, 1, 2]) put(g, m, L.U_X, at(g, GUNNER, L.U_X) - 3 - m);
    expect(drive(g, () => shoot(g, 4, GUNNER, 'snap-fire', 0), [1, 10, 10])).toBe(3);
    expect(at(g, GUNNER, L.U_STATUS)).toBe(L.S_DESTROYED);
  });

  it('sharedResponsibility=command reaches double Quality (2"), so the rifleman 1.5" away tests', () => {
    const g = gunnerDestroyed({ sharedResponsibility: 'command' });
    put(g, 2, L.U_X, at(g, GUNNER, L.U_X) - 1.5 - 30 / 25.4);
    expect(drive(g, () => shoot(g, 4, GUNNER, 'snap-fire', 0), [1, 10, 10, 1])).toBe(4);
    expect(at(g, GUNNER, L.U_STATUS)).toBe(L.S_STUNNED);
    expect(at(g, 2, L.U_STATUS)).toBe(L.S_DESTROYED);
  });

  it('sharedResponsibility=off: the gunner is destroyed with no test', () => {
    const g = gunnerDestroyed({ sharedResponsibility: 'off' });
    expect(drive(g, () => shoot(g, 4, GUNNER, 'snap-fire', 0), [1, 10, 10])).toBe(3);
    expect(at(g, GUNNER, L.U_STATUS)).toBe(L.S_DESTROYED);
  });

  it('a rifleman destroyed next to fit riflemen: no test (the unit would lose a model either way and take a Stun); next to a Downed one, the Downed one tests', () => {
    const g = gunnerDestroyed();
    expect(drive(g, () => shoot(g, 4, 1, 'snap-fire', 0), [1, 10, 10])).toBe(3);
    expect(at(g, 1, L.U_STATUS)).toBe(L.S_DESTROYED);
    const h = gunnerDestroyed();
    put(h, 2, L.U_STATUS, L.S_DOWNED);
    expect(drive(h, () => shoot(h, 4, 1, 'snap-fire', 0), [1, 10, 10, 1])).toBe(4);
    expect(at(h, 1, L.U_STATUS)).toBe(L.S_STUNNED); // back up, Stunned, in the Downed model's place
    expect(at(h, 2, L.U_STATUS)).toBe(L.S_DESTROYED);
  });
});

describe('the heuristic with units of several models', () => {
  it('beats random with the fireteams preset on both sides: 95% interval entirely above 80%', async () => {
    const summary = await runMatch({ system: 'exoshift', a: 'preset:sol-fireteams', b: 'preset:sol-fireteams', agentA: 'heuristic', agentB: 'random', games: 40, seed: 5, workers: 1 });
    expect(summary.ci[0]).toBeGreaterThan(0.8);
  }, 60_000);

  it('whole games with fireteams end, and the narrative tells a Shared Responsibility test when one happens', () => {
    let seen = false;
    for (let seed = 0; seed < 40 && !seen; seed++) {
      const state = exoshift.newGame({ sides: [exoshift.presets['sol-fireteams'], exoshift.presets['sol-fireteams']], variants: {}, chance: Xoshiro128.stream(seed, 0), log: true }) as ExoshiftState;
      const rng = Xoshiro128.stream(seed, 1);
      while (!state.isTerminal()) {
        if (state.currentPlayer() === CHANCE) state.applyChance();
        else {
          const legal = state.legalActions();
          state.apply(legal[rng.nextBelow(legal.length)]);
        }
      }
      const lines = exoshift.narrate!(state.events(), { names: ['A', 'B'] } as never);
      if (state.events().some((e) => e.kind === 'shared-responsibility')) {
        seen = true;
        expect(lines.some((l) => /Shared Responsibility: .* tests \d+: /.test(l))).toBe(true);
      }
    }
    expect(seen).toBe(true);
  }, 30_000);
});
