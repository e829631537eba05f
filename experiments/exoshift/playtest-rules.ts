/**
 * Exoshift EX-003 and EX-004 (001_9ac883e80b2d20e9.txt), the two rules
 * printed as "[PLAYTEST: ...]": Defense Test, "If the model's Defense is
 * reduced to 0 after all modifiers, it automatically suffers damage without a
 * Defense test" (variant autoDamageAtZero), and Indirect Fire, "Models with
 * the Spotter trait automatically pass Quality tests to spot" (variant
 * spotterAutoPass). Each off against both on, in games where both rules can
 * fire: a Sol mortar battery (a Smart Mortar and a Spotter drone, inline
 * side) against Sol Fire Support (a Power 4 Rail Lance and a Defense 4 drone),
 * heuristic player both sides, paired games with the sides swapped; the
 * Defense rule's effect on one shot is exact (attack pipeline, in the answer).
 */
import { defineExperiment } from '../../src/sim/experiment.ts';
import { variantSensitivity } from '../../src/sim/match/sensitivity.ts';
import type { ArmResult, ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import type { AttackValues } from '../../src/systems/attackPipeline.ts';
import { summariseExact } from '../../src/dice/summarise.ts';
import { exoshiftAttack } from '../../src/systems/exoshift/attack.ts';
import { formatMean, formatMeanDifference } from '../../src/report/format.ts';

function shot(values: Record<string, string | number | boolean>, variants: Record<string, string> = {}): { pDamage: number; disruption: number } {
  const filled: Record<string, string | number | boolean | readonly string[]> = {};
  for (const [name, spec] of Object.entries(exoshiftAttack.options)) {
    if (spec.kind === 'flag') filled[name] = false;
    else if (spec.kind === 'list') filled[name] = [];
    else if (spec.default !== undefined) filled[name] = spec.default;
  }
  const chosen = Object.fromEntries(Object.entries(exoshiftAttack.variants).map(([name, v]) => [name, variants[name] ?? v.default]));
  const attack = exoshiftAttack.compile({ ...filled, ...values } as AttackValues, chosen);
  const summary = summariseExact(attack.model, attack.exact());
  return { pDamage: summary.means.pDamage, disruption: summary.means.expectedDisruption };
}

const MORTAR_BATTERY = { name: 'Sol Mortar Battery', units: 'sol-command-officer, sol-line-infantry x2, sol-mortar-team, sol-sentinel-drone' };
/** The Rail Lance (Power 4) at the Sentinel drone (Defense 4): Defense - Power = 0, where the Defense rule applies. */
const AT_ZERO = { attacker: 'sol-rail-lance-team', target: 'sol-sentinel-drone', 'best-focus': true };

function answer(result: ExperimentResult): string[] {
  const on = shot(AT_ZERO);
  const off = shot(AT_ZERO, { autoDamageAtZero: 'off' });
  const change = (arm: ArmResult) => {
    const d = arm.vsBaseline!;
    const clear = (x: { ci: [number, number] }) => (x.ci[0] > 0 ? 'clearly higher' : x.ci[1] < 0 ? 'clearly lower' : 'no clear change');
    return `${arm.label}: the Mortar Battery's score ${formatMeanDifference(d.scoreA.diff, d.scoreA.ci, arm.trials, 'points per game', 'pairs')} (${clear(d.scoreA)}), game length ${formatMeanDifference(d.length.diff, d.length.ci, arm.trials, 'rounds', 'pairs')} (${clear(d.length)}), models taken out by the battery ${formatMeanDifference(d.killsA.diff, d.killsA.ci, arm.trials, 'per game', 'pairs')}`;
  };
  // Every pair identical on every measure: the rule never came into play in these games.
  const unused = (arm: ArmResult) => Object.values(arm.vsBaseline!).every((x) => x.diff === 0 && x.ci[0] === 0 && x.ci[1] === 0);
  const rest = result.arms.slice(1);
  const idle = rest.filter(unused);
  const matter = rest.filter((arm) => [arm.vsBaseline!.scoreA, arm.vsBaseline!.length].some((x) => x.ci[0] > 0 || x.ci[1] < 0));
  const base = result.arms[0].metrics.scoreA as MeanMetric;
  return [
    `${matter.length === 0 ? 'Neither [PLAYTEST] rule clearly changes who wins or how long games last' : `Turning off ${matter.map((arm) => arm.label).join(' and ')} clearly changes the game`} (against both rules on: ${rest.map(change).join('; ')}; heuristic player both sides, both on: battery ${formatMean(base.mean, base.ci, 2 * result.arms[0].trials, 'points per game', 'games')}).`,
    idle.length > 0 ? `${idle.map((arm) => arm.label).join(' and ')}: every game was identical with the rule on and off, so the rule never came into play here (forces and positions that make it fire are needed to measure it).` : '',
    `Per shot, where the Defense rule (EX-003) applies (Defense minus Power 0: the Rail Lance's best Focus Fire at the Sentinel drone) it ${Math.abs(on.pDamage - off.pDamage) < 1e-12 && Math.abs(on.disruption - off.disruption) < 1e-12 ? 'changes nothing' : 'changes the shot'}: ${(100 * on.pDamage).toFixed(1)}% damage and ${on.disruption.toFixed(2)} Disruption with it, ${(100 * off.pDamage).toFixed(1)}% and ${off.disruption.toFixed(2)} without (exact; a d10 roll-under test against 0 always fails, so the rule can matter only through the save's disruption clause or a Defense below 0).`,
    'Keep or drop them on other grounds (table time, clarity) unless a clear change shows above; more games, or forces built around indirect fire, would sharpen the Spotter reading. No second agent strength: the one-ply greedy player takes ~50 s per Exoshift game here, out of budget.',
  ].filter((line) => line !== '');
}

export default defineExperiment({
  ...variantSensitivity({
    id: 'ex-playtest-rules',
    title: 'The two [PLAYTEST] rules: auto-damage at Defense 0 and Spotter auto-pass, on vs off',
    question: 'Do the two [PLAYTEST] rules (automatic damage when Defense is reduced to 0; Spotters automatically pass spotting tests) change the game?',
    source: { rulebook: '001_9ac883e80b2d20e9.txt', section: 'Combat › Defense Test; Weapons › Indirect Fire', catalogue: ['EX-003', 'EX-004', 'EX-001'] },
    system: 'exoshift',
    a: { side: MORTAR_BATTERY, agent: 'heuristic' },
    b: { side: 'preset:sol-fire-support', agent: 'heuristic' },
    pairs: 120,
    variants: ['autoDamageAtZero', 'spotterAutoPass'],
  }),
  chunkSize: 8,
  answer,
});
