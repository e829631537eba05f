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
 *
 * The second half of the file reads an answer off such a result, one verdict
 * at a time: `checkAtStrengths` reads one arm at every strength with a
 * `Reading` (`scoreAgainstEven`, `pairedReading` or the experiment's own) and
 * says whether the verdict holds, flips or is clear at one strength only;
 * `strengthSummary` counts the checks for the answer's first sentence.
 */
import type { ArmResult, ChartRequest, Difference, ExperimentResult, MeanMetric } from '../result.ts';
import type { MatchArm } from './matchExperiment.ts';
import { formatMean, formatMeanDifference } from '../../report/format.ts';

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
  const byBase = new Map<string, Map<string, Difference>>();
  for (const arm of result.arms) {
    const d = arm.vsBaseline?.[metric];
    if (!d) continue;
    const strength = String(arm.coords?.[STRENGTH]);
    const base = arm.id.replace(/@[^@]*$/, '');
    const label = (result.arms.find((a) => a.id === base)?.label ?? base).trim();
    if (!byBase.has(label)) byBase.set(label, new Map());
    byBase.get(label)!.set(strength, d as Difference);
  }
  const flips: string[] = [];
  const apart: string[] = [];
  const weaker: string[] = [];
  let unclear = 0;
  for (const [label, differences] of byBase) {
    const seen = strengths.map((s) => (differences.has(s) ? direction(differences.get(s)!) : 'unclear'));
    const clear = new Set(seen.filter((d) => d !== 'unclear'));
    const named = `${label} (${strengths.map((s, i) => `${seen[i]} with ${s}`).join(', ')})`;
    if (clear.size > 1) flips.push(named);
    else if (clear.size === 1 && seen.includes('unclear')) {
      // An unclear strength whose interval misses the clear one's is a real disagreement, not a sample too small to
      // tell (the same test as checkAtStrengths' smaller(): the two half-widths added hold at any correlation).
      const sure = strengths.map((s) => differences.get(s)).find((d) => d && direction(d) !== 'unclear')!;
      const disjoint = strengths.some((s, i) => {
        const d = differences.get(s);
        return seen[i] === 'unclear' && d !== undefined && (d.ci[1] < sure.ci[0] || d.ci[0] > sure.ci[1]);
      });
      (disjoint ? apart : weaker).push(named);
    } else if (clear.size === 0) unclear++;
  }
  const agree = byBase.size - flips.length - apart.length - weaker.length;
  const parts = [`Checked at ${strengths.length} agent strengths (${strengths.join(', ')}): ${agree} of ${byBase.size} ${what} give the same verdict at every strength${unclear > 0 ? ` (${unclear} of them unclear at every strength)` : ''}`];
  if (flips.length > 0) parts.push(`the verdict FLIPS for ${flips.join('; ')}`);
  if (apart.length > 0) parts.push(`the strengths disagree (clear at one, and the other's interval does not overlap it, so more games would not make them agree) for ${apart.join('; ')}`);
  if (weaker.length > 0) parts.push(`clear at one strength only (more games may settle it) for ${weaker.join('; ')}`);
  return parts.join('; ') + '.';
}

/** A verdict read off one arm: the number as printed, and its verdict word ('' when the interval decides nothing). */
export interface Reading {
  text: string;
  verdict: string;
  /** The estimate and its interval, when the reading has one: lets a check say that an unclear strength is clearly smaller. */
  value?: number;
  ci?: [number, number];
}

/** One check's result: its sentence and its outcome (agreement's words). */
export interface Check {
  line: string;
  outcome: string;
}

/** The arm of `id` played at each strength (the first strength keeps the plain id). */
export function armsAtStrengths(result: ExperimentResult, strengths: readonly AgentStrength[], id: string): ArmResult[] {
  return strengths.map((s, i) => {
    const want = i === 0 ? id : `${id}@${s.id}`;
    const arm = result.arms.find((a) => a.id === want);
    if (!arm) throw new Error(`second strength: no arm '${want}'`);
    return arm;
  });
}

/** 'holds' (the same clear verdict at every strength), 'FLIPS' (two different clear verdicts), 'clear at one strength only', or 'unclear at every strength'. */
export function agreement(verdicts: readonly string[]): string {
  const clear = new Set(verdicts.filter((v) => v !== ''));
  if (clear.size > 1) return 'FLIPS';
  if (clear.size === 1) return verdicts.includes('') ? 'clear at one strength only' : 'holds';
  return 'unclear at every strength';
}

/**
 * One check per id: "<label>: heuristic <reading> (<verdict>), greedy <reading> (<verdict>): holds".
 * Example: checkAtStrengths(result, STRENGTHS, ['mirror'], scoreAgainstEven())[0].line
 * -> "mirror: heuristic 0.60 (...) (A ahead), greedy 0.40 (...) (B ahead): FLIPS".
 */
export function checkAtStrengths(result: ExperimentResult, strengths: readonly AgentStrength[], ids: readonly string[], read: (arm: ArmResult) => Reading, unclear = 'unclear'): Check[] {
  return ids.map((id) => {
    const arms = armsAtStrengths(result, strengths, id);
    const readings = arms.map(read);
    const outcome = agreement(readings.map((r) => r.verdict));
    const shown = readings.map((r, i) => `${strengths[i].id} ${r.text} (${r.verdict || unclear})`).join(', ');
    return { line: `${arms[0].label}: ${shown}: ${outcome}${outcome === 'clear at one strength only' ? smaller(readings, strengths) : ''}`, outcome };
  });
}

/**
 * Where a strength is unclear and its interval does not overlap a clear strength's, the effect is smaller there, not
 * merely unmeasured. Two strengths' arms share seeds, so their estimates may be correlated in either direction: the
 * difference's interval that holds at any correlation has the two half-widths added, and it excludes 0 exactly when
 * the two intervals do not overlap. (Testing the other strength's estimate against one interval, as before, ignored
 * that estimate's own uncertainty and called 4 of 5 such cases clearly weaker that are not.)
 */
function smaller(readings: readonly Reading[], strengths: readonly AgentStrength[]): string {
  const clear = readings.find((r) => r.verdict !== '' && r.ci !== undefined);
  if (!clear) return '';
  const weaker = readings.flatMap((r, i) => (r.verdict === '' && r.ci && (r.ci[1] < clear.ci![0] || r.ci[0] > clear.ci![1]) ? [strengths[i].id] : []));
  return weaker.length > 0 ? ` (and clearly weaker with ${weaker.join(', ')}: the two intervals do not overlap, so more games would not make it agree)` : ' (more games may settle it)';
}

/** A reading of A's score per game (metric `scoreA`, two games per pair) against an even score. */
export function scoreAgainstEven(words: readonly [string, string] = ['A ahead', 'B ahead']) {
  return (arm: ArmResult): Reading => {
    const s = arm.metrics.scoreA as MeanMetric;
    return { text: formatMean(s.mean, s.ci, 2 * arm.trials, '', 'games'), verdict: s.ci[0] > 0.5 ? words[0] : s.ci[1] < 0.5 ? words[1] : '', value: s.mean, ci: s.ci };
  };
}

/** A reading of the paired change in `metric` against the arm's baseline. */
export function pairedReading(metric: string, unit: string, words: readonly [string, string] = ['higher', 'lower']) {
  return (arm: ArmResult): Reading => {
    const d = arm.vsBaseline?.[metric];
    if (!d) throw new Error(`second strength: arm '${arm.id}' has no baseline for ${metric}`);
    return { text: formatMeanDifference(d.diff, d.ci, arm.trials, unit, 'pairs'), verdict: d.ci[0] > 0 ? words[0] : d.ci[1] < 0 ? words[1] : '', value: d.diff, ci: d.ci };
  };
}

/**
 * The headline over named groups of checks: how many verdicts hold, flip or
 * are clear at one strength only, and in which groups, e.g. "Replayed with
 * greedy on both sides, 12 verdicts: 7 holds, 5 unclear at every strength;
 * the same at both strengths: heavy units (2 of 2), ... (100 pairs of games
 * per arm at each strength, the same seeds)." `pairs` is one count for every
 * strength, or [strength id, count] per strength when a strength plays a
 * share of the pairs; `outcomes` adds an experiment's own outcomes (an
 * outcome word and how the headline introduces it) after the standard three.
 */
export function strengthSummary(
  strength: AgentStrength,
  named: readonly (readonly [string, readonly Check[]])[],
  pairs: number | readonly (readonly [string, number])[],
  outcomes: readonly (readonly [string, string])[] = [],
): string {
  const all = named.flatMap(([, checks]) => checks);
  const where = (outcome: string) =>
    named.filter(([, checks]) => checks.some((c) => c.outcome === outcome)).map(([name, checks]) => `${name} (${checks.filter((c) => c.outcome === outcome).length} of ${checks.length})`);
  const parts = [
    ['holds', 'the same at both strengths:'],
    ['FLIPS', 'FLIPPING (the verdict depends on who plays: do not act on it alone):'],
    ['clear at one strength only', 'clear at one strength only:'],
    ...outcomes,
  ]
    .filter(([outcome]) => where(outcome).length > 0)
    .map(([outcome, words]) => `${words} ${where(outcome).join(', ')}`);
  const plural = (n: number) => `${n} pair${n === 1 ? '' : 's'} of games per arm`;
  const counted = typeof pairs === 'number' ? `${plural(pairs)} at each strength, the same seeds` : `${pairs.map(([id, n]) => `${plural(n)} with ${id}`).join(', ')}, on the same seeds`;
  return `Replayed with ${strengthLabel(strength)} on both sides, ${all.length} verdicts: ${tally(all.map((c) => c.outcome))}${parts.length > 0 ? `; ${parts.join('; ')}` : ''} (${counted}).`;
}

/** "3 holds, 1 clear at one strength only" over a list of outcomes, in order of first appearance. */
export function tally(outcomes: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const o of outcomes) counts.set(o, (counts.get(o) ?? 0) + 1);
  return [...counts].map(([o, n]) => `${n} ${o}`).join(', ');
}

