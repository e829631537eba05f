/**
 * ex-stabilise (experiments/exoshift/stabilise.ts; EX-039): the arms (each meeting as written, casualty VP without
 * stabilising, with it weighed, with it eager; the stabilising arms paired with no-stabilise), a scripted game in which
 * the medic stabilises and the VP loss of its friend halves (and without stabilising it does not), the readings of a
 * played game against its final state, and the sentences on made-up results (verdicts only where the interval allows).
 */
import { describe, expect, it } from 'vitest';
import experiment, { ARMS, armId, MEETINGS, playRead, SETTINGS } from '../../experiments/exoshift/stabilise.ts';
import { makeAgent } from '../../src/game/agents/agentSpec.ts';
import { agentContext } from '../../src/game/matchSetup.ts';
import { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import type { ArmResult, ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import { casualtyLoss } from '../../src/systems/exoshift/casualties.ts';
import { exoshift } from '../../src/systems/exoshift/index.ts';
import * as L from '../../src/systems/exoshift/layout.ts';
import type { ExoshiftVariants } from '../../src/systems/exoshift/rules.ts';
import { ExoshiftState } from '../../src/systems/exoshift/state.ts';
import { EMPTY_TABLE, place, scriptedTurn } from '../systems/exoshift/scripted.ts';
import { chartArms } from './chartChecks.ts';

describe('ex-stabilise: the arms', () => {
  it('plays each meeting in four settings on the same seeds, the stabilising arms paired with no-stabilise', () => {
    expect(ARMS).toHaveLength(MEETINGS.length * SETTINGS.length);
    for (const m of MEETINGS) {
      const of = (s: string) => ARMS.find((a) => a.id === armId(m.id, s))!;
      expect(of('default').params.variants.casualtyVp).toBe('none');
      expect(of('no-stabilise').params.variants.casualtyVp).toBe('no-stabilise');
      expect(of('weighed').params.variants.casualtyVp).toBe('per-model');
      expect(of('eager').params.agentA).toBe('heuristic:stabilise=eager');
      expect([of('weighed').baseline, of('eager').baseline, of('default').baseline]).toEqual([armId(m.id, 'no-stabilise'), armId(m.id, 'no-stabilise'), null]);
      for (const s of SETTINGS) expect(of(s.id).params.variants.mission).toBe(m.mission);
    }
    expect(experiment.source.catalogue).toEqual(['EX-039']);
  });

  it("draws each meeting's charts apart, against that meeting's own no-stabilise arm (one chart of both drew Control Points' baseline across Objective Grab)", () => {
    const charts = chartArms(experiment);
    expect(charts.map((c) => c.request.metric)).toEqual(['scoreA', 'scoreA', 'stabilisedA', 'stabilisedA']);
    for (const chart of charts) {
      const meeting = chart.request.where?.meeting;
      expect(MEETINGS.map((m) => m.id)).toContain(meeting);
      expect(chart.arms).toEqual(SETTINGS.map((s) => armId(String(meeting), s.id)));
      expect(chart.baseline).toBe(armId(String(meeting), 'no-stabilise'));
    }
  });
});

/**
 * A game from a set position: A's Field Medic (model 0) in base contact with its Incapacitated Line Infantry (model 1),
 * another Line Infantry (2); B's Line Infantry (3) 30" away. Side A to act.
 */
function scene(variants: Partial<ExoshiftVariants>): ExoshiftState {
  const g = scriptedTurn('sol-field-medic, sol-line-infantry x2', 'sol-line-infantry', EMPTY_TABLE, 5, variants);
  place(g, 0, 30, 10);
  place(g, 1, 31, 10);
  place(g, 2, 40, 10);
  place(g, 3, 30, 40);
  g.s[L.unitAt(1, L.U_STATUS)] = L.S_INCAPACITATED;
  return new ExoshiftState(g.setup, Xoshiro128.stream(7, 0), null, g.s.slice());
}
const STABILISE = L.unitAction(0, L.VERB_INTERACT_SECONDARY, L.INTERACT_STABILISE + 1);

describe('ex-stabilise: a scripted game', () => {
  it('the medic stabilises (Medical Test 2) and its side loses 0.5 VP for the model instead of 1; without stabilising it cannot, and loses 1', () => {
    const on = scene({ casualtyVp: 'per-model' });
    expect(casualtyLoss(on, 0)).toBe(1);
    on.apply(STABILISE);
    on.apply(2); // the Medical Test's d10 (Quality 6 - 1 Disruption + 1 for the Medic)
    expect(on.s[L.unitAt(1, L.U_STATUS)]).toBe(L.S_STABILISED);
    expect(casualtyLoss(on, 0)).toBe(0.5);
    const off = scene({ casualtyVp: 'no-stabilise' });
    expect(off.legalActions()).not.toContain(STABILISE);
    expect(() => off.apply(STABILISE)).toThrow(/illegal action/);
    expect(casualtyLoss(off, 0)).toBe(1);
  });

  const seats = (agent: string) => {
    const a = makeAgent(agent, agentContext(exoshift));
    return [{ agent: a, rng: Xoshiro128.stream(8, 0) }, { agent: a, rng: Xoshiro128.stream(8, 1) }] as const;
  };

  it('played to the end: the readings match the final state; the eager medic stabilises its friend, no-stabilise never does, as written the chance is counted', () => {
    const eager = scene({ casualtyVp: 'per-model' });
    const f = playRead(eager, seats('heuristic:stabilise=eager'));
    expect(eager.isTerminal()).toBe(true);
    expect(f.attempts).toBeGreaterThan(0);
    expect(f.stabilised[0]).toBeGreaterThan(0);
    expect(f.stabilised[1]).toBe(0); // B has no medic
    let lost = 0;
    let stabilised = 0;
    for (let u = 0; u < 3; u++) {
      const status = eager.s[L.unitAt(u, L.U_STATUS)];
      if (status === L.S_STABILISED) stabilised++;
      else if (status >= L.S_INCAPACITATED) lost++;
    }
    expect([f.stabilised[0], f.loss[0], f.total[0]]).toEqual([stabilised, lost + 0.5 * stabilised, eager.s[L.G_VP] - lost - 0.5 * stabilised]);
    expect(f.reachDecisions).toBeGreaterThan(0);

    const off = playRead(scene({ casualtyVp: 'no-stabilise' }), seats('heuristic:stabilise=eager'));
    expect([off.attempts, off.stabilised[0]]).toEqual([0, 0]);
    expect(off.loss[0]).toBeGreaterThanOrEqual(1);

    const written = playRead(scene({}), seats('heuristic'));
    expect([written.attempts, written.stabilised[0], written.loss[0]]).toEqual([0, 0, 0]);
    // The medic starts in base contact with its Incapacitated friend: stabilising would have been possible.
    expect(written.reachDecisions).toBeGreaterThan(0);
    expect(written.reachable).toBeGreaterThanOrEqual(1);
  });
});

describe('ex-stabilise: the answer', () => {
  const mean = (m: number, half: number, n = 400): MeanMetric => ({ kind: 'mean', label: '', unit: '', n, mean: m, sd: 0.3, ci: [m - half, m + half] });
  const resultWith = (gain: number, trials = 400): ExperimentResult =>
    ({
      arms: experiment.arms.map((spec): Partial<ArmResult> => ({
        id: spec.id,
        label: spec.label,
        coords: spec.coords,
        trials,
        metrics: Object.fromEntries(Object.keys(experiment.metrics).map((k) => [k, mean(k === 'reachGame' ? 0.1 : 0.3, 0.02, trials)])),
        ...(spec.baseline ? { vsBaseline: { scoreA: { diff: gain, ci: [gain - 0.02, gain + 0.02] } } as unknown as ArmResult['vsBaseline'] } : {}),
      })),
    }) as unknown as ExperimentResult;

  it('a clear gain only when the paired interval is above 0, a clear loss below, else no clear change; none from too few pairs', () => {
    expect(experiment.answer!(resultWith(0.05)).join('\n')).toContain('(a clear gain)');
    expect(experiment.answer!(resultWith(-0.05)).join('\n')).toContain('(a clear loss)');
    const none = experiment.answer!(resultWith(0.01)).join('\n');
    expect(none).toContain('(no clear change)');
    expect(none).not.toMatch(/clear (gain|loss)/);
    expect(experiment.answer!(resultWith(0.05, 2)).join('\n')).toContain('too few games for a verdict');
  });
});
