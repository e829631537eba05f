/**
 * Exoshift's Disruption-removing actions (`001_9ac883e80b2d20e9.txt`,
 * Actions; Removing Disruption, l.874-878; catalogue EX-029, EX-079, EX-080):
 * the unit's Disruption after one action, read as the game does
 * (src/systems/exoshift/unitAction.ts).
 * - recover (Primary Actions List, l.582): the Primary action first removes 1
 *   Disruption ("before doing anything else", l.566), then "Remove d5 worth of
 *   disruption. Remove additional 1 CP if no enemy units are in LoS." Variant
 *   `--cp-line`: disruption (default, the game's reading of "1 CP" as a typo
 *   for 1 Disruption, EX-029) or cp (literal: a CP is lost, no more Disruption).
 *   Never below 0.
 * - rest (Secondary Actions List, l.602): "Test Morale, if successful, remove
 *   1 Disruption ... automatically succeeds if there are no enemy units in
 *   LoS ... tests on Morale +1 if every model in the unit is in cover".
 *   Variant `--rest-disruption`: exempt (default, as the game: Rest does not
 *   add the +1 of a secondary action) or added (+1 first, l.592).
 * Exact: over the ten d10 faces (D5 = face halved up).
 *
 * Example: `playtest roll recover --disruption 4 --no-enemy-los` -> 0 on a D5 of 2 or more.
 */
import type { DiceKernel, OutcomeModel } from './kernel.ts';
import { ParamError } from './kernel.ts';
import { DiceBuffer } from './diceBuffer.ts';
import * as RulesModule from '../systems/exoshift/rules.ts';

const { d5 } = RulesModule;

export const RECOVER_ACTIONS = ['recover', 'rest'] as const;
export const CP_LINE_READINGS = ['disruption', 'cp'] as const;
export const REST_DISRUPTION_READINGS = ['exempt', 'added'] as const;

export interface RecoverParams {
  action: (typeof RECOVER_ACTIONS)[number];
  disruption: number;
  noEnemyLos: boolean;
  morale: number;
  cover: boolean;
  cpLine: (typeof CP_LINE_READINGS)[number];
  restDisruption: (typeof REST_DISRUPTION_READINGS)[number];
}

/** The most Disruption the unit can have after the action. */
const most = (p: RecoverParams) => (p.action === 'rest' && p.restDisruption === 'added' ? p.disruption + 1 : p.disruption);

/** The unit's Disruption after the action with this d10 face. */
export function disruptionAfter(p: RecoverParams, face: number): number {
  if (p.action === 'recover') {
    const removed = d5(face) + (p.noEnemyLos && p.cpLine === 'disruption' ? 1 : 0);
    return Math.max(0, Math.max(0, p.disruption - 1) - removed);
  }
  const before = most(p);
  const pass = p.noEnemyLos || face <= p.morale + (p.cover ? 1 : 0);
  return pass ? Math.max(0, before - 1) : before;
}

function model(p: RecoverParams): OutcomeModel {
  const size = most(p) + 1;
  return {
    size,
    outcomeKeys: Array.from({ length: size }, (_, d) => String(d)),
    outcomeOf: Int32Array.from({ length: size }, (_, d) => d),
    means: { meanDisruption: Float64Array.from({ length: size }, (_, d) => d), meanRemoved: Float64Array.from({ length: size }, (_, d) => p.disruption - d) },
    distributions: {},
  };
}

export const recover: DiceKernel<RecoverParams> = {
  name: 'recover',
  summary: "Exoshift: a unit's Disruption after Recover (1 + D5, +1 with no enemy in LoS) or Rest (Morale test), EX-029/079/080, e.g. playtest roll recover --disruption 4",
  catalogue: ['EX-029', 'EX-079', 'EX-080'],
  options: {
    action: { kind: 'choice', values: RECOVER_ACTIONS, describe: 'recover (Primary: 1, then D5) or rest (Secondary: a Morale test for 1)' },
    disruption: { kind: 'int', required: true, min: 0, max: 20, describe: "the unit's Disruption before the action" },
    'no-enemy-los': { kind: 'flag', describe: 'no enemy unit in LoS (Recover: 1 more removed; Rest: the test passes)' },
    morale: { kind: 'int', required: false, default: -1, min: -1, max: 10, describe: "the unit's Morale for Rest's test (required with --action rest; -1: not given)" },
    cover: { kind: 'flag', describe: 'Rest: every model in cover from the enemies in LoS (Morale +1)' },
    'cp-line': { kind: 'choice', values: CP_LINE_READINGS, describe: 'Recover\'s "Remove additional 1 CP" (EX-029): disruption = 1 more Disruption; cp = literal, a CP lost' },
    'rest-disruption': { kind: 'choice', values: REST_DISRUPTION_READINGS, describe: 'Rest and the +1 Disruption of a secondary action: exempt (as the game) or added' },
  },
  parse(values) {
    const params: RecoverParams = {
      action: values.action as RecoverParams['action'],
      disruption: values.disruption as number,
      noEnemyLos: values['no-enemy-los'] === true,
      morale: values.morale as number,
      cover: values.cover === true,
      cpLine: values['cp-line'] as RecoverParams['cpLine'],
      restDisruption: values['rest-disruption'] as RecoverParams['restDisruption'],
    };
    if (params.action === 'rest' && params.morale < 0 && !params.noEnemyLos) throw new ParamError('morale', "Rest tests Morale: give the unit's Morale (0-10), or --no-enemy-los");
    if (params.action === 'recover' && (params.morale >= 0 || params.cover)) throw new ParamError(params.cover ? 'cover' : 'morale', 'Recover makes no Morale test; --morale and --cover are for --action rest');
    return params;
  },
  model,
  exact(params) {
    const p = new Float64Array(most(params) + 1);
    for (let face = 1; face <= 10; face++) p[disruptionAfter(params, face)] += 1;
    return p.map((faces) => faces / 10);
  },
  sampler(params) {
    const after = Uint8Array.from({ length: 11 }, (_, face) => (face === 0 ? 0 : disruptionAfter(params, face)));
    const buffer = new DiceBuffer(10, 1);
    return {
      sample(rng, out, n) {
        buffer.reset();
        const dice = buffer.dice;
        for (let i = 0; i < n; i++) out[i] = after[dice[buffer.take(rng, 1)]];
      },
    };
  },
};
