/**
 * A Medic's or Doctor's removal of a friend's Unnerved status (`001_9ac883e80b2d20e9.txt`, Unit Traits › Medic: "May
 * perform Medical Tests at +1. Once per game may remove Unnerved status from a model by taking an Interact action while
 * base to base with the affected model, then succeeding at a Medical Test"; Doctor: "+2 ... Twice per game"), under
 * variant steadyLimit: removals (default: the limit counts statuses removed) or attempts (it counts Interacts taken for
 * it). Scripted dice on an empty table.
 */
import { describe, expect, it } from 'vitest';
import { makeAgent } from '../../../src/game/agents/agentSpec.ts';
import { agentContext } from '../../../src/game/matchSetup.ts';
import { playToEnd } from '../../../src/game/playGame.ts';
import type { GameEvent } from '../../../src/game/state.ts';
import { Xoshiro128 } from '../../../src/rng/xoshiro128.ts';
import { exoshift } from '../../../src/systems/exoshift/index.ts';
import * as L from '../../../src/systems/exoshift/layout.ts';
import { legalActions } from '../../../src/systems/exoshift/legal.ts';
import { friendModel, type Host } from '../../../src/systems/exoshift/resolve.ts';
import type { ExoshiftVariants } from '../../../src/systems/exoshift/rules.ts';
import { drive, EMPTY_TABLE, place, scriptedTurn } from './scripted.ts';

const at = (g: Host, u: number, field: number) => g.s[L.unitAt(u, field)];
const MEDIC = 0;
const FRIEND = 1;
const TROOPER = 2;
const steady = (unit: number, friend: number, primary: boolean) => L.unitAction(unit, primary ? L.VERB_INTERACT : L.VERB_INTERACT_SECONDARY, L.INTERACT_FRIEND + friend);
const friendActions = (g: Host, unit: number) =>
  legalActions(g).filter((a) => L.isUnitAction(a) && L.actionUnit(a) === unit && (L.actionVerb(a) === L.VERB_INTERACT || L.actionVerb(a) === L.VERB_INTERACT_SECONDARY) && L.actionParam(a) >= L.INTERACT_FRIEND);

/**
 * Side A: a Field Medic (model 0, Quality 6, Medic), two Line Infantry (1, 2); side B: a Line Infantry. Model 1 stands
 * Unnerved (on its feet) in base contact with the medic; the trooper stands beside it, not Unnerved.
 */
function scene(variants: Partial<ExoshiftVariants> = {}, gap = 1): ReturnType<typeof scriptedTurn> {
  const g = scriptedTurn('sol-field-medic, sol-line-infantry x2', 'sol-line-infantry', EMPTY_TABLE, 3, variants);
  place(g, MEDIC, 30, 10);
  place(g, FRIEND, 30 + gap, 10);
  place(g, TROOPER, 30 + gap, 11);
  g.s[L.unitAt(FRIEND, L.U_UNNERVED)] = 1;
  return g;
}

describe('who may steady whom', () => {
  it('the medic may Interact with its Unnerved friend (Primary or Secondary); not with the steady trooper; the trooper (no Medic trait) may not', () => {
    const g = scene();
    expect(friendActions(g, MEDIC).sort((a, b) => a - b)).toEqual([steady(MEDIC, FRIEND, true), steady(MEDIC, FRIEND, false)].sort((a, b) => a - b));
    expect(friendActions(g, TROOPER)).toEqual([]);
  });

  it('nothing is offered once the medic has used its one removal', () => {
    const g = scene();
    g.s[L.unitAt(MEDIC, L.U_STEADIED)] = 1;
    expect(friendActions(g, MEDIC)).toEqual([]);
  });

  it('out of base contact: the Primary Interact (move, then interact) within its primary move + 2", nothing beyond', () => {
    expect(friendActions(scene({}, 5), MEDIC)).toEqual([steady(MEDIC, FRIEND, true)]);
    expect(friendActions(scene({}, 12), MEDIC)).toEqual([]);
  });
});

describe('the Medical Test (Quality, Medic +1) removes the Unnerved status', () => {
  // A Secondary action adds its 1 Disruption first (unitAction.ts), so the Quality 6 medic tests at 6 - 1 + 1 = 6.
  it('a pass (6 against 6) removes it and uses the medic\'s once per game', () => {
    const g = scene();
    expect(drive(g, steady(MEDIC, FRIEND, false), [6])).toBe(1);
    expect(at(g, FRIEND, L.U_UNNERVED)).toBe(0);
    expect(at(g, MEDIC, L.U_STEADIED)).toBe(1);
    expect(g.log.filter((e) => e.kind === 'steady')).toEqual([{ kind: 'steady', round: 1, unit: MEDIC, friend: FRIEND, die: 6, pass: true }]);
  });

  it('a fail (7 against 6) leaves it; under removals (default) the use is kept, under attempts it is spent', () => {
    const removals = scene();
    expect(drive(removals, steady(MEDIC, FRIEND, false), [7])).toBe(1);
    expect(at(removals, FRIEND, L.U_UNNERVED)).toBe(1);
    expect(at(removals, MEDIC, L.U_STEADIED)).toBe(0);
    expect(friendActions(removals, MEDIC).length).toBeGreaterThan(0);
    const attempts = scene({ steadyLimit: 'attempts' });
    expect(drive(attempts, steady(MEDIC, FRIEND, false), [7])).toBe(1);
    expect(at(attempts, FRIEND, L.U_UNNERVED)).toBe(1);
    expect(at(attempts, MEDIC, L.U_STEADIED)).toBe(1);
    expect(friendActions(attempts, MEDIC)).toEqual([]);
  });

  it('a Primary Interact in place tries twice ("Interact twice"): a fail then a pass', () => {
    const g = scene();
    // No Disruption for a Primary: Quality 6 + 1 = 7.
    expect(drive(g, steady(MEDIC, FRIEND, true), [8, 7])).toBe(2);
    expect(at(g, FRIEND, L.U_UNNERVED)).toBe(0);
    expect(at(g, MEDIC, L.U_STEADIED)).toBe(1);
  });

  it('reviving a Downed friend leaves it Stunned and Unnerved; the Primary\'s second Interact steadies it (the medic\'s one use)', () => {
    const g = scene();
    g.s[L.unitAt(FRIEND, L.U_UNNERVED)] = 0;
    g.s[L.unitAt(FRIEND, L.U_STATUS)] = L.S_DOWNED;
    // The revive is automatic for a Medic (no die); the Medical Test rolls 3.
    expect(drive(g, steady(MEDIC, FRIEND, true), [3])).toBe(1);
    expect(at(g, FRIEND, L.U_STATUS)).toBe(L.S_STUNNED);
    expect(at(g, FRIEND, L.U_UNNERVED)).toBe(0);
    expect(at(g, MEDIC, L.U_STEADIED)).toBe(1);
    // A second revived friend stays Unnerved: the use is gone.
    g.s[L.unitAt(TROOPER, L.U_STATUS)] = L.S_DOWNED;
    place(g, TROOPER, 31, 10.5);
    g.s[L.G_ACTIONS] = 0;
    g.s[L.unitAt(MEDIC, L.U_EXHAUSTED)] = 0;
    expect(drive(g, steady(MEDIC, TROOPER, true), [])).toBe(0);
    expect(at(g, TROOPER, L.U_STATUS)).toBe(L.S_STUNNED);
    expect(at(g, TROOPER, L.U_UNNERVED)).toBe(1);
  });
});

describe('a Doctor tests at +2 and may steady twice', () => {
  it('the illustrative Field Doctor (Quality 6, Doctor) passes on 8 and has two uses', () => {
    const g = scriptedTurn('sol-field-doctor, sol-line-infantry x2', 'sol-line-infantry', EMPTY_TABLE, 3);
    place(g, MEDIC, 30, 10);
    place(g, FRIEND, 31, 10);
    place(g, TROOPER, 31, 11);
    g.s[L.unitAt(FRIEND, L.U_UNNERVED)] = 1;
    expect(drive(g, steady(MEDIC, FRIEND, true), [8])).toBe(1);
    expect(at(g, FRIEND, L.U_UNNERVED)).toBe(0);
    expect(at(g, MEDIC, L.U_STEADIED)).toBe(1);
    g.s[L.unitAt(TROOPER, L.U_UNNERVED)] = 1;
    g.s[L.G_ACTIONS] = 0;
    g.s[L.unitAt(MEDIC, L.U_EXHAUSTED)] = 0;
    expect(friendActions(g, MEDIC).length).toBeGreaterThan(0);
    // A 9 fails at Quality 6 + 2, and the second try of the Primary in place passes.
    expect(drive(g, steady(MEDIC, TROOPER, true), [9, 2])).toBe(2);
    expect(at(g, TROOPER, L.U_UNNERVED)).toBe(0);
    expect(at(g, MEDIC, L.U_STEADIED)).toBe(2);
    g.s[L.unitAt(FRIEND, L.U_UNNERVED)] = 1;
    expect(friendActions(g, MEDIC)).toEqual([]);
  });
});

describe('which model of a unit of several a helper goes to (host.ts friendModel)', () => {
  // Side A: a Line Infantry (model 0) and a Field Medic (1), and a Line Infantry Pair (models 2, 3: unit 2).
  function pair(): ReturnType<typeof scriptedTurn> {
    const g = scriptedTurn('sol-line-infantry, sol-field-medic, sol-line-infantry-pair', 'sol-line-infantry', EMPTY_TABLE, 3);
    place(g, 0, 30, 10);
    place(g, 1, 30, 11);
    place(g, 2, 31, 10); // Wounded, the nearer
    place(g, 3, 32, 10); // Downed
    g.s[L.unitAt(2, L.U_STATUS)] = L.S_WOUNDED;
    g.s[L.unitAt(3, L.U_STATUS)] = L.S_DOWNED;
    return g;
  }

  it('a helper that cannot treat goes to the Downed model, past a nearer Wounded one; a Medic to the nearer', () => {
    const g = pair();
    expect(g.setup.groupOf[2]).toBe(2);
    expect(friendModel(g, 0, 2)).toBe(3);
    expect(friendModel(g, 1, 2)).toBe(2);
  });

  it('the Line Infantry\'s Interact revives the Downed model (a Quality test: 4 against Quality 6)', () => {
    const g = pair();
    expect(drive(g, L.unitAction(0, L.VERB_INTERACT, L.INTERACT_FRIEND + 2), [4])).toBe(1);
    expect(at(g, 3, L.U_STATUS)).toBe(L.S_STUNNED);
    expect(at(g, 2, L.U_STATUS)).toBe(L.S_WOUNDED);
  });

  it('with nobody Downed or Wounded, a Medic goes to an Unnerved model of the unit', () => {
    const g = pair();
    g.s[L.unitAt(2, L.U_STATUS)] = L.S_OK;
    g.s[L.unitAt(3, L.U_STATUS)] = L.S_OK;
    g.s[L.unitAt(3, L.U_UNNERVED)] = 1;
    expect(friendModel(g, 1, 2)).toBe(3);
  });
});

describe('in play', () => {
  // Unnerved models come from revives and treatments, which the fireteams' medic makes about once a game (a Line Patrol
  // mirror revives about once in 100 games).
  it('heuristic games of two Sol Fireteams forces steady Unnerved friends, and the narration says so', () => {
    const found: GameEvent[] = [];
    let lines: string[] = [];
    for (let seed = 1; seed <= 60 && found.length === 0; seed++) {
      const sides = [exoshift.presets['sol-fireteams'], exoshift.presets['sol-fireteams']] as const;
      const state = exoshift.newGame({ sides: sides as never, variants: {}, chance: Xoshiro128.stream(seed, 0), log: true });
      const seats = [0, 1].map((k) => ({ agent: makeAgent('heuristic', agentContext(exoshift)), rng: Xoshiro128.stream(seed, 7 + k) }));
      playToEnd(state, seats as never);
      const events = state.events();
      found.push(...events.filter((e) => e.kind === 'steady'));
      if (found.length > 0) lines = exoshift.narrate(events, { names: ['A', 'B'] });
    }
    expect(found.length).toBeGreaterThan(0);
    expect(lines.some((line) => /steadies .+ \(Medical Test \d+\): (no longer Unnerved|fails)/.test(line))).toBe(true);
  });
});
