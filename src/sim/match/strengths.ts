/**
 * Checking a game-level verdict at two agent strengths (issue 11: "checked at
 * two agent strengths; a verdict that flips between strengths says so"). A
 * strength replaces the agent on both sides of every arm, so the same
 * matchups are played again by a different player on the same seeds; arm ids
 * of the first strength stay as they were, the others get `@<strength id>`,
 * and every arm carries `coords.strength` so charts (`where`) and answers can
 * take one strength at a time.
 *
 * Example: atStrengths(arms, [{ id: 'heuristic' }, { id: 'greedy', agent: 'greedy:rolls=4', share: 0.25 }])
 * plays every arm again with greedy on both sides, on the first quarter of the seeds.
 */
import type { ChartRequest, Difference, ExperimentResult } from '../result.ts';
import type { MatchArm } from './matchExperiment.ts';

export interface AgentStrength {
  id: string;
  /** How the answer names it, e.g. 'the one-ply greedy player' (default: the id). */
  label?: string;
  /** Agent spec for both sides (default: the agents the arms name). */
  agent?: string;
  /** The share of the pairs played at this strength (default 1): a slow search agent can play fewer, on the same seeds. */
  share?: number;
}

export const STRENGTH = 'strength';

export function strengthLabel(strength: AgentStrength): string {
  return strength.label ?? strength.id;
}

export function atStrengths(arms: readonly MatchArm[], strengths: readonly AgentStrength[]): MatchArm[] {
  if (strengths.length === 0) return [...arms];
  const ids = new Set(strengths.map((s) => s.id));
  if (ids.size !== strengths.length) throw new Error(`strengths: ids must differ; got ${strengths.map((s) => s.id).join(', ')}`);
  return strengths.flatMap((strength, index) => {
    const suffix = index === 0 ? '' : `@${strength.id}`;
    return arms.map((arm) => ({
      ...arm,
      id: arm.id + suffix,
      label: index === 0 ? arm.label : `${arm.label ?? arm.id} @${strength.id}`,
      params: strength.agent ? { ...arm.params, agentA: strength.agent, agentB: strength.agent } : arm.params,
      ...(strength.share !== undefined ? { share: Math.min(strength.share, arm.share ?? 1) } : {}),
      baseline: arm.baseline ? arm.baseline + suffix : arm.baseline,
      coords: { ...arm.coords, [STRENGTH]: strength.id },
    }));
  });
}

/** Each chart once per strength (with the strength in its title) when there are two or more. */
export function chartsAtStrengths(charts: readonly ChartRequest[], strengths: readonly AgentStrength[]): ChartRequest[] {
  if (strengths.length < 2) return [...charts];
  return strengths.flatMap((strength) => charts.map((chart) => ({ ...chart, title: `${chart.title ?? chart.metric} (${strengthLabel(strength)})`, where: { [STRENGTH]: strength.id } })));
}

/** The result cut to one strength's arms, labelled without the strength (the whole result when arms carry no strength). */
export function atStrength(result: ExperimentResult, strength: string): ExperimentResult {
  const suffix = ` @${strength}`;
  const arms = result.arms
    .filter((arm) => arm.coords?.[STRENGTH] === undefined || arm.coords[STRENGTH] === strength)
    .map((arm) => (arm.label.endsWith(suffix) ? { ...arm, label: arm.label.slice(0, -suffix.length) } : arm));
  return { ...result, arms };
}

/** The strengths present in a result, in arm order. */
export function strengthsIn(result: ExperimentResult): string[] {
  return [...new Set(result.arms.map((arm) => arm.coords?.[STRENGTH]).filter((s) => s !== undefined).map(String))];
}

export type Direction = 'higher' | 'lower' | 'unclear';

export function direction(d: Difference): Direction {
  return d.ci[0] > 0 ? 'higher' : d.ci[1] < 0 ? 'lower' : 'unclear';
}

/**
 * Which paired comparisons (arm minus its baseline, on `metric`) give a clear
 * direction at one strength and the opposite clear direction, or no clear
 * direction, at another: one sentence per result, for an answer.
 */
export function strengthAgreement(result: ExperimentResult, metric: string, what: string): string {
  const strengths = strengthsIn(result);
  if (strengths.length < 2) return '';
  const byBase = new Map<string, Map<string, Direction>>();
  for (const arm of result.arms) {
    const d = arm.vsBaseline?.[metric];
    if (!d) continue;
    const strength = String(arm.coords?.[STRENGTH]);
    const base = arm.id.replace(/@[^@]*$/, '');
    const label = (result.arms.find((a) => a.id === base)?.label ?? base).trim();
    if (!byBase.has(label)) byBase.set(label, new Map());
    byBase.get(label)!.set(strength, direction(d as Difference));
  }
  const flips: string[] = [];
  const weaker: string[] = [];
  for (const [label, directions] of byBase) {
    const seen = strengths.map((s) => directions.get(s) ?? 'unclear');
    const clear = new Set(seen.filter((d) => d !== 'unclear'));
    if (clear.size > 1) flips.push(`${label} (${strengths.map((s, i) => `${seen[i]} with ${s}`).join(', ')})`);
    else if (clear.size === 1 && seen.includes('unclear')) weaker.push(`${label} (${strengths.map((s, i) => `${seen[i]} with ${s}`).join(', ')})`);
  }
  const agree = byBase.size - flips.length - weaker.length;
  const parts = [`Checked at ${strengths.length} agent strengths (${strengths.join(', ')}): ${agree} of ${byBase.size} ${what} give the same verdict at every strength`];
  if (flips.length > 0) parts.push(`the verdict FLIPS for ${flips.join('; ')}`);
  if (weaker.length > 0) parts.push(`clear at one strength only for ${weaker.join('; ')}`);
  return parts.join('; ') + '.';
}
