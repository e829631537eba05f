/**
 * Stabilising an Incapacitated model (`001_9ac883e80b2d20e9.txt`, Casualties › Incapacitated: "Incapacitated models
 * remain on the table, but are otherwise considered out of the game. A medic or doctor may attempt to stabilize the
 * model, removing it from the table. This reduces the VP loss"), EX-039, under variant casualtyVp: none (default, as
 * written: no mission scores casualties, nothing is offered), per-model (illustrative: 1 VP lost per model lost, 0.5
 * for a stabilised one), no-stabilise (the same loss, stabilising never offered). Scripted dice on an empty table.
 */
import { describe, expect, it } from 'vitest';
import { SeatView } from '../../../src/game/agents/agent.ts';
import { makeAgent } from '../../../src/game/agents/agentSpec.ts';
import { agentContext } from '../../../src/game/matchSetup.ts';
import { Xoshiro128 } from '../../../src/rng/xoshiro128.ts';
import { exoshift } from '../../../src/systems/exoshift/index.ts';
import { ExoshiftState } from '../../../src/systems/exoshift/state.ts';
import * as L from '../../../src/systems/exoshift/layout.ts';
import { legalActions } from '../../../src/systems/exoshift/legal.ts';
import { casualtyLoss, vpTotal } from '../../../src/systems/exoshift/casualties.ts';
import { describe as describeAction } from '../../../src/systems/exoshift/describe.ts';
import type { Host } from '../../../src/systems/exoshift/resolve.ts';
import { endRound } from '../../../src/systems/exoshift/round.ts';
import type { ExoshiftVariants } from '../../../src/systems/exoshift/rules.ts';
import { drive, EMPTY_TABLE, place, scriptedTurn } from './scripted.ts';

const at = (g: Host, u: number, field: number) => g.s[L.unitAt(u, field)];
const MEDIC = 0;
const FRIEND = 1;
const TROOPER = 2;
const ENEMY = 3;
const stabilise = (unit: number, friend: number, primary: boolean) => L.unitAction(unit, primary ? L.VERB_INTERACT : L.VERB_INTERACT_SECONDARY, L.INTERACT_STABILISE + friend);
const stabiliseActions = (g: Host) => legalActions(g).filter((a) => L.isUnitAction(a) && (L.actionVerb(a) === L.VERB_INTERACT || L.actionVerb(a) === L.VERB_INTERACT_SECONDARY) && L.actionParam(a) >= L.INTERACT_STABILISE && L.actionParam(a) < L.INTERACT_FRIEND);

/**
 * Side A: a Field Medic (model 0, Quality 6, Medic), two Line Infantry (1, 2); side B: a Line Infantry (3). Model 1
 * lies Incapacitated `gap` inches from the medic; the trooper stands beside it; the enemy is Incapacitated too, next to the medic.
 */
function scene(variants: Partial<ExoshiftVariants>, gap = 1): Host {
  const g = scriptedTurn('sol-field-medic, sol-line-infantry x2', 'sol-line-infantry', EMPTY_TABLE, 3, variants);
  place(g, MEDIC, 30, 10);
  place(g, FRIEND, 30 + gap, 10);
  place(g, TROOPER, 30 + gap, 11);
  place(g, ENEMY, 29, 10);
  g.s[L.unitAt(FRIEND, L.U_STATUS)] = L.S_INCAPACITATED;
  g.s[L.unitAt(ENEMY, L.U_STATUS)] = L.S_INCAPACITATED;
  return g;
}

describe('stabilising is legal only for a Medic or Doctor, only at a friendly Incapacitated model, only under casualtyVp=per-model', () => {
  it('per-model: the medic may stabilise its Incapacitated friend in base contact (Primary or Secondary Interact), not the enemy; the trooper may not', () => {
    const g = scene({ casualtyVp: 'per-model' });
    expect(stabiliseActions(g).sort((a, b) => a - b)).toEqual([stabilise(MEDIC, FRIEND, true), stabilise(MEDIC, FRIEND, false)].sort((a, b) => a - b));
    expect(describeAction(g, stabilise(MEDIC, FRIEND, false))).toBe('Sol Field Medic A1: interact (secondary): stabilise Sol Line Infantry A1 (1 CP)');
  });

  it('as written (none, the default) and in the comparison arm no-stabilise nothing is offered', () => {
    for (const casualtyVp of ['none', 'no-stabilise'] as const) expect(stabiliseActions(scene({ casualtyVp }))).toEqual([]);
  });

  it('out of base contact: the Primary Interact (move, then interact) within its primary move + 2", nothing beyond; a walk toward the casualty is offered', () => {
    const near = scene({ casualtyVp: 'per-model' }, 5);
    expect(stabiliseActions(near)).toEqual([stabilise(MEDIC, FRIEND, true)]);
    const far = scene({ casualtyVp: 'per-model' }, 12);
    expect(stabiliseActions(far)).toEqual([]);
    expect(legalActions(far)).toContain(L.unitAction(MEDIC, L.VERB_RUN, L.GOAL_CASUALTY));
    expect(legalActions(scene({}, 12))).not.toContain(L.unitAction(MEDIC, L.VERB_RUN, L.GOAL_CASUALTY));
  });
});

describe('the attempt: a Medical Test (Quality, Medic +1) taking the model off the table; the VP loss halves', () => {
  // A Secondary action adds its 1 Disruption first (unitAction.ts, as for every Secondary), so the Quality 6 medic tests at 5 + 1.
  it('a pass (6 against Quality 6 - 1 Disruption + 1) stabilises the model: its side loses 0.5 VP for it instead of 1', () => {
    const g = scene({ casualtyVp: 'per-model' });
    expect(casualtyLoss(g, 0)).toBe(1);
    expect(casualtyLoss(g, 1)).toBe(1);
    expect(drive(g, stabilise(MEDIC, FRIEND, false), [6])).toBe(1);
    expect(at(g, FRIEND, L.U_STATUS)).toBe(L.S_STABILISED);
    expect(casualtyLoss(g, 0)).toBe(0.5);
    // Nothing left to stabilise.
    expect(stabiliseActions(g)).toEqual([]);
  });

  it('a fail (7) leaves it Incapacitated on the table, the loss 1 VP', () => {
    const g = scene({ casualtyVp: 'per-model' });
    drive(g, stabilise(MEDIC, FRIEND, false), [7]);
    expect(at(g, FRIEND, L.U_STATUS)).toBe(L.S_INCAPACITATED);
    expect(casualtyLoss(g, 0)).toBe(1);
  });

  it('a Primary Interact in base contact tries twice ("If the unit does not move, it may Interact twice"); out of contact it moves in, then tries once', () => {
    const inPlace = scene({ casualtyVp: 'per-model' });
    expect(drive(inPlace, stabilise(MEDIC, FRIEND, true), [9, 3])).toBe(2);
    expect(at(inPlace, FRIEND, L.U_STATUS)).toBe(L.S_STABILISED);
    const moving = scene({ casualtyVp: 'per-model' }, 5);
    expect(drive(moving, stabilise(MEDIC, FRIEND, true), [2])).toBe(1);
    expect(Math.hypot(at(moving, MEDIC, L.U_X) - 35, at(moving, MEDIC, L.U_Y) - 10)).toBeLessThanOrEqual(1.5);
    expect(at(moving, FRIEND, L.U_STATUS)).toBe(L.S_STABILISED);
  });

  it('every model lost counts: Destroyed and fled 1 VP each, stabilised 0.5; by default nothing', () => {
    const g = scene({ casualtyVp: 'per-model' });
    g.s[L.unitAt(TROOPER, L.U_STATUS)] = L.S_DESTROYED;
    g.s[L.unitAt(FRIEND, L.U_STATUS)] = L.S_STABILISED;
    g.s[L.unitAt(MEDIC, L.U_STATUS)] = L.S_FLED;
    expect(casualtyLoss(g, 0)).toBe(2.5);
    g.s[L.G_VP] = 7;
    expect(vpTotal(g, 0)).toBe(4.5);
    const plain = scene({});
    plain.s[L.G_VP] = 7;
    expect([casualtyLoss(plain, 0), vpTotal(plain, 0)]).toEqual([0, 7]);
  });
});

describe('winning reads the VP totals under per-model (Winning Control Points: "the player with the highest VP total wins")', () => {
  /** Control Points: A holds point 1, B point 2; before the round end A has 20 VP and B 19, so the scoring makes 21 - 20. */
  function roundEnd(variants: Partial<ExoshiftVariants>, stabilised: boolean): Host {
    const g = scene(variants);
    g.s[L.unitAt(ENEMY, L.U_STATUS)] = L.S_OK; // B has lost nothing
    if (stabilised) g.s[L.unitAt(FRIEND, L.U_STATUS)] = L.S_STABILISED;
    for (let o = 0; o < g.setup.objectives; o++) g.s[L.objectiveAt(o, L.O_STATE)] = o === 0 ? 1 : o === 1 ? 2 : 0;
    g.s[L.G_VP] = 20;
    g.s[L.G_VP + 1] = 19;
    g.die = () => {
      throw new Error('no die expected at this round end');
    };
    endRound(g);
    return g;
  }

  it('as written A wins 21 - 20; under per-model its Incapacitated model makes it 20 - 20 and the game goes on; stabilised, 20.5 - 20 and A wins', () => {
    expect(roundEnd({}, false).s[L.G_WINNER]).toBe(0);
    const lost = roundEnd({ casualtyVp: 'per-model' }, false);
    expect([vpTotal(lost, 0), vpTotal(lost, 1)]).toEqual([20, 20]);
    expect(lost.s[L.G_PHASE]).not.toBe(L.PHASE_OVER);
    const saved = roundEnd({ casualtyVp: 'per-model' }, true);
    expect(saved.s[L.G_PHASE]).toBe(L.PHASE_OVER);
    expect(saved.s[L.G_WINNER]).toBe(0);
  });
});

describe('the heuristic player', () => {
  /** The scene's decision for side A (the enemy alive, 30" away), by a heuristic with these options. */
  function choice(variants: Partial<ExoshiftVariants>, agent: string, gap = 1): number {
    const g = scene(variants, gap);
    g.s[L.unitAt(ENEMY, L.U_STATUS)] = L.S_OK;
    place(g, ENEMY, 30, 40);
    const state = new ExoshiftState(g.setup, Xoshiro128.stream(1, 0), null, g.s.slice());
    return makeAgent(agent, agentContext(exoshift)).act(new SeatView(state, 0), Xoshiro128.stream(2, 0));
  }
  const isStabilise = (a: number) => L.isUnitAction(a) && L.actionUnit(a) === MEDIC && L.actionParam(a) === L.INTERACT_STABILISE + FRIEND && (L.actionVerb(a) === L.VERB_INTERACT || L.actionVerb(a) === L.VERB_INTERACT_SECONDARY);

  it('stabilise=eager stabilises the friend in base contact, and runs to one out of reach; nothing of the kind without the variant', () => {
    expect(isStabilise(choice({ casualtyVp: 'per-model' }, 'heuristic:stabilise=eager'))).toBe(true);
    expect(choice({ casualtyVp: 'per-model' }, 'heuristic:stabilise=eager', 20)).toBe(L.unitAction(MEDIC, L.VERB_RUN, L.GOAL_CASUALTY));
    const plain = choice({ casualtyVp: 'no-stabilise' }, 'heuristic:stabilise=eager', 20);
    expect(L.isUnitAction(plain) && (L.actionParam(plain) & L.GOAL_MASK) === L.GOAL_CASUALTY).toBe(false);
  });
});
