/**
 * Rattle and Rend RR-060 (004_c41133d86b017ece.txt, Campaign Play › Before a
 * Campaign Game: "Roster selection occurs in the Game Setup phase between
 * Step 3 (Terrain) and Step 4 (Deployment)"; Game Setup numbers Terrain as
 * Step 2 and Deployment as Steps 3-5): what does a player know when choosing
 * the 12-point roster, and what is that knowledge worth?
 *
 * Two readings. By the steps' names (default): after the terrain, before
 * Step 3 rolls the deployment zones, so the scenario and the terrain are
 * known and the zones are not. By the numbers: between Step 3 and Step 4,
 * after the zones are rolled (Player A has then also placed half its warband,
 * which it cannot do before it has a roster: that reading only holds for the
 * zones). So the readings differ by knowing the deployment zones.
 *
 * An illustrative 18-point Campaign Warband (the campaign maximum; the
 * rulebook prints no grown warband): the Dwarven Throng as printed plus two
 * Shooters and a Skirmishers. Each of its nine legal 12-point rosters meets
 * the Ghostly Host as printed in every scenario and deployment (terrain still
 * rolled and placed in every game), in pairs of games with the sides swapped,
 * heuristic player on both sides, every roster on the same seeds. An ideal
 * chooser who knows each roster's expected score picks, under the default
 * reading, the best roster for the scenario (over its five deployments); with
 * the zones known, the best for the scenario and the deployment. The gain of
 * the second over the first is what knowing the zones is worth. The best of
 * noisy estimates is biased upward, so the answer compares the measured gain
 * with the gain noise alone gives when the zones do not change any roster's
 * value (a parametric bootstrap of the fitted no-interaction model); the same
 * is done for knowing the scenario at all (a roster fixed before setup). The
 * terrain is known under both readings and is not split out here.
 */
import { defineExperiment } from '../../src/sim/experiment.ts';
import { matchExperiment, type MatchArm } from '../../src/sim/match/matchExperiment.ts';
import type { MatchParams } from '../../src/game/matchSetup.ts';
import { findGame } from '../../src/game/registry.ts';
import { chooseGameVariants } from '../../src/game/variants.ts';
import type { ArmResult, ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import { formatMean, formatMeanDifference, groupThousands, shown } from '../../src/report/format.ts';
import { parseWarband, type RrSide } from '../../src/systems/rattle-and-rend/warband.ts';
import { DEPLOYMENTS, SCENARIOS, WARBAND_POINTS } from '../../src/systems/rattle-and-rend/rules.ts';
import { entryCost } from './roster-swaps.ts';
import { averageBound } from '../../src/stats/combinedBounds.ts';
import { differenceBound, titleWords } from './_options.ts';

const SYSTEM = 'rattle-and-rend';
const game = findGame(SYSTEM);
const THRONG = game.presets['dwarven-throng'] as RrSide;
const OPPONENT = game.presets['ghostly-host'] as RrSide;
/** Illustrative: the printed Throng grown to the 18-point campaign maximum with two Shooters and a Skirmishers. */
export const CAMPAIGN_POOL: readonly string[] = [...THRONG.elements.split(',').map((e) => e.trim()), 'shooters', 'shooters', 'skirmishers'];
/** Null-model draws for the answer's noise comparison (fixed seed: the answer is deterministic). */
const NULL_DRAWS = 2_000;
const NULL_SEED = 60;

/** Every legal 12-point roster from the pool (distinct multisets, the Throng's Tactics, Bond and Reputation kept). */
export function rosters(pool: readonly string[] = CAMPAIGN_POOL): string[] {
  const seen = new Set<string>();
  for (let mask = 0; mask < 1 << pool.length; mask++) {
    const list = pool.filter((_, k) => (mask >> k) & 1);
    if (list.reduce((sum, e) => sum + entryCost(e), 0) !== WARBAND_POINTS) continue;
    const key = [...list].sort().join(', ');
    if (seen.has(key)) continue;
    try {
      parseWarband({ ...THRONG, elements: key });
    } catch {
      continue;
    }
    seen.add(key);
  }
  return [...seen].sort();
}

const ROSTERS = rosters();

/** "Champion, 3 Fighters, Heavy, Shooters": a roster's Elements by type, counted (the pool has one trait per type). */
export function rosterName(elements: string): string {
  const counts = new Map<string, number>();
  for (const e of elements.split(',')) {
    const type = titleWords(e.trim().replace(/\(.*$/, ''));
    counts.set(type, (counts.get(type) ?? 0) + 1);
  }
  return [...counts].map(([type, k]) => (k === 1 ? type : `${k} ${type}`)).join(', ');
}
const PRINTED = [...THRONG.elements.split(',').map((e) => e.trim())].sort().join(', ');

const arms: MatchArm[] = SCENARIOS.flatMap((scenario) =>
  DEPLOYMENTS.flatMap((deployment) =>
    ROSTERS.map((elements, r) => ({
      id: `${scenario}-${deployment}-r${r + 1}`,
      label: `${titleWords(scenario)}, ${titleWords(deployment)}: ${rosterName(elements)}`,
      params: {
        system: SYSTEM,
        sideA: { ...THRONG, name: `${THRONG.name} (roster ${r + 1})`, elements },
        sideB: OPPONENT,
        agentA: 'heuristic',
        agentB: 'heuristic',
        variants: chooseGameVariants(game, [`scenario=${scenario}`, `deployment=${deployment}`]),
      } satisfies MatchParams,
      coords: { scenario: titleWords(scenario), deployment: titleWords(deployment), roster: rosterName(elements) },
    })),
  ),
);

/** Scores m[roster][cell] and their standard errors, cells in scenario-major order (cell = s * D + d). */
export interface ScoreTable {
  m: number[][];
  se: number[][];
  scenarios: number;
  deployments: number;
}

export function scoreTable(result: ExperimentResult): ScoreTable {
  const S = SCENARIOS.length;
  const D = DEPLOYMENTS.length;
  const m = ROSTERS.map(() => new Array<number>(S * D).fill(0));
  const se = ROSTERS.map(() => new Array<number>(S * D).fill(0));
  const byId = new Map(result.arms.map((arm) => [arm.id, arm]));
  SCENARIOS.forEach((scenario, s) =>
    DEPLOYMENTS.forEach((deployment, d) =>
      ROSTERS.forEach((_, r) => {
        const arm = byId.get(`${scenario}-${deployment}-r${r + 1}`);
        if (!arm) throw new Error(`rr-roster-timing: no arm ${scenario}-${deployment}-r${r + 1}`);
        const score = arm.metrics.scoreA as MeanMetric;
        m[r][s * D + d] = score.mean;
        se[r][s * D + d] = score.n > 1 ? score.sd / Math.sqrt(score.n) : 0;
      }),
    ),
  );
  return { m, se, scenarios: S, deployments: D };
}

/**
 * What an ideal chooser gains by knowing the finer grouping of the cells: per coarse group (group[cell]) it picks the
 * roster with the best mean over the group's cells, per fine group (fine[cell]) likewise; the gain is the mean over
 * all cells of the fine choice's score less the coarse choice's (never below 0 in a group).
 */
export function informationGain(m: readonly (readonly number[])[], coarse: readonly number[], fine: readonly number[]): number {
  const cells = coarse.length;
  // Each group's pick: the roster with the largest sum over the group's cells (the first of equals).
  const picks = (group: readonly number[]) => {
    const sums = new Map<number, number[]>();
    for (let c = 0; c < cells; c++) {
      let row = sums.get(group[c]);
      if (!row) sums.set(group[c], (row = new Array<number>(m.length).fill(0)));
      for (let r = 0; r < m.length; r++) row[r] += m[r][c];
    }
    const pick = new Map<number, number>();
    for (const [g, row] of sums) {
      let arg = 0;
      for (let r = 1; r < row.length; r++) if (row[r] > row[arg] + 1e-12) arg = r;
      pick.set(g, arg);
    }
    return pick;
  };
  const coarsePick = picks(coarse);
  const finePick = picks(fine);
  let gain = 0;
  for (let c = 0; c < cells; c++) gain += m[finePick.get(fine[c])!][c] - m[coarsePick.get(coarse[c])!][c];
  return gain / cells;
}

/**
 * The gain noise alone gives when the finer grouping changes no roster's value: the scores fitted as roster-by-coarse-
 * group plus cell effects (no roster-by-fine-group interaction), redrawn with each arm's standard error, and the gain
 * measured on each draw. Arms are drawn independently: the rosters share seeds, which makes their real differences
 * less noisy than this, so the null's gains are if anything too large and a gain above them is a safe claim.
 */
export function nullGains(table: ScoreTable, coarse: readonly number[], fine: readonly number[], draws = NULL_DRAWS, seed = NULL_SEED): number[] {
  const { m, se } = table;
  const R = m.length;
  const C = coarse.length;
  const groups = [...new Set(coarse)];
  // a(r, group): the roster's mean over the group's cells; b(cell): the cell's mean less the rosters' group means.
  const a = new Map<number, number[]>();
  for (const g of groups) {
    const cells = coarse.flatMap((x, c) => (x === g ? [c] : []));
    a.set(g, m.map((row) => cells.reduce((sum, c) => sum + row[c], 0) / cells.length));
  }
  const fitted = m.map((_, r) =>
    coarse.map((g, c) => {
      const aG = a.get(g)!;
      const cellMean = m.reduce((sum, row) => sum + row[c], 0) / R;
      const groupMean = aG.reduce((sum, x) => sum + x, 0) / R;
      return aG[r] + cellMean - groupMean;
    }),
  );
  const rng = Xoshiro128.stream(seed);
  const gains: number[] = [];
  const draw = m.map(() => new Array<number>(C).fill(0));
  for (let k = 0; k < draws; k++) {
    for (let r = 0; r < R; r++) for (let c = 0; c < C; c++) draw[r][c] = fitted[r][c] + se[r][c] * gaussian(rng);
    gains.push(informationGain(draw, coarse, fine));
  }
  return gains.sort((x, y) => x - y);
}

/** A standard normal draw (Box-Muller; 1 - u keeps the logarithm finite). */
function gaussian(rng: Xoshiro128): number {
  return Math.sqrt(-2 * Math.log(1 - rng.nextFloat())) * Math.cos(2 * Math.PI * rng.nextFloat());
}

const quantile = (sorted: readonly number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const points = (x: number) => `${x >= 0 ? '+' : ''}${shown(x, 3)}`;

/** One line on what a grouping's knowledge is worth, against the noise-only gains. */
function gainLine(table: ScoreTable, coarse: readonly number[], fine: readonly number[], what: string, games: number): { line: string; clear: boolean } {
  const gain = informationGain(table.m, coarse, fine);
  const noise = nullGains(table, coarse, fine);
  const p95 = quantile(noise, 0.95);
  const mean = noise.reduce((s, x) => s + x, 0) / noise.length;
  const share = noise.filter((x) => x >= gain).length / noise.length;
  const clear = gain > p95;
  return {
    clear,
    // The gain is the best of noisy estimates, so no interval is put on it (one around a biased maximum would mislead):
    // it is judged against what noise alone gives, and the sentence says it is a point estimate.
    line: `${what}: the ideal chooser's measured gain is ${points(gain)} points per game, a point estimate over ${groupThousands(games)} games with no interval (the best of noisy estimates is biased upward, so it is judged against noise instead); noise alone, with no such effect, gives ${points(mean)} on average and up to ${points(p95)} in 95% of ${groupThousands(noise.length)} redraws (${shown(100 * share, 1)}% of redraws reach the measured gain), so ${clear ? 'the knowledge clearly pays' : 'the knowledge has no clear value at these numbers of games'}${clear ? ` (roughly ${points(gain - mean)} once the noise's own average is taken off, again a point estimate with no interval)` : ''}`,
  };
}

function answer(result: ExperimentResult): string[] {
  const table = scoreTable(result);
  const S = table.scenarios;
  const D = table.deployments;
  const cells = Array.from({ length: S * D }, (_, c) => c);
  const byScenario = cells.map((c) => Math.floor(c / D));
  const total = result.arms.reduce((sum, arm: ArmResult) => sum + 2 * arm.trials, 0);
  const zones = gainLine(table, byScenario, cells, 'Knowing the deployment zones as well as the scenario (the by-number reading over the default)', total);
  const scenario = gainLine(
    table,
    cells.map(() => 0),
    byScenario,
    'Knowing the scenario (both readings) over a roster fixed before setup',
    total,
  );
  const printed = ROSTERS.indexOf(PRINTED);
  const byId = new Map(result.arms.map((arm) => [arm.id, arm]));
  // The roster the default reading picks in each scenario: the highest mean over the five deployments. Each roster's
  // mean and its difference from the runner-up carry intervals that hold whatever the correlation (the rosters and
  // deployments share seeds, and the result keeps no paired difference): the ends added (combinedBounds.ts). A roster
  // is called the best only when that difference is clear of 0; otherwise the rosters not told apart from it are named.
  const picks = SCENARIOS.map((name, s) => {
    const arms = (r: number) => DEPLOYMENTS.map((deployment) => byId.get(`${SCENARIOS[s]}-${deployment}-r${r + 1}`)!);
    const rows = ROSTERS.map((_, r) => {
      const scores = arms(r).map((arm) => arm.metrics.scoreA as MeanMetric);
      return { r, score: averageBound(scores), games: arms(r).reduce((sum, arm) => sum + 2 * arm.trials, 0) };
    }).sort((x, y) => y.score.mean - x.score.mean);
    const [top, next] = rows;
    const label = (r: number) => `${rosterName(ROSTERS[r])}${r === printed ? ' (the printed list)' : ''}`;
    const score = formatMean(top.score.mean, top.score.ci, top.games, 'per game', 'games');
    const lead = differenceBound(top.score, next.score);
    const tied = rows.slice(1).filter((row) => !(differenceBound(top.score, row.score).ci[0] > 0));
    const ahead = `${label(next.r)} by ${formatMeanDifference(lead.mean, lead.ci, top.games, 'per game', 'games')}`;
    // Roster names hold commas, so a list of them is joined with " / ".
    return tied.length === 0
      ? `${titleWords(name)}: best ${label(top.r)} at ${score}, clearly ahead of the runner-up ${ahead}.`
      : `${titleWords(name)}: highest by estimate ${label(top.r)} at ${score}, ahead of the runner-up ${ahead}; not told apart from ${tied.length === rows.length - 1 ? `any of the other ${tied.length}` : `${tied.length} of the other ${rows.length - 1}: ${tied.map((row) => label(row.r)).join(' / ')}`}.`;
  });
  return [
    `RR-060, roster selection "between Step 3 (Terrain) and Step 4 (Deployment)": read by the steps' names (default), the roster is chosen knowing the scenario and the terrain but not the deployment zones; read by the numbers, after the zones are rolled. ${zones.line}.`,
    `${scenario.line}.`,
    `The roster the default reading's ideal chooser takes in each scenario, the highest mean score over the five deployments (intervals at least 95% whatever the rosters' correlation: each roster's five deployments' interval ends averaged, a difference's two ends added). ${picks.join(' ')} ${ROSTERS.length} legal 12-point rosters of an illustrative 18-point Campaign Warband (the Dwarven Throng as printed plus two Shooters and a Skirmishers) against the Ghostly Host as printed, in each of the 25 scenario and deployment pairs, heuristic player on both sides, ${groupThousands(total)} games; scores count draws half.`,
    'The chooser here knows every roster\'s expected score: a real player knows less, so these gains are upper bounds on what the timing is worth to one. The terrain is placed in each game and known under both readings, so its value is not split out; under the by-number reading Player B would also see half of Player A\'s warband placed, which is not modelled (Player A cannot have placed Elements before it has a roster).',
  ];
}

const base = matchExperiment(
  {
    id: 'rr-roster-timing',
    title: 'Campaign roster selection: what is knowing the deployment zones (or the scenario) worth?',
    question: 'Roster selection sits "between Step 3 (Terrain) and Step 4 (Deployment)" while Terrain is Step 2: chosen before or after the deployment zones are rolled, how much does the information gain a player picking the best 12-point roster from a Campaign Warband?',
    source: { rulebook: '004_c41133d86b017ece.txt', section: 'Campaign Play › Before a Campaign Game vs Game Setup', catalogue: ['RR-060'] },
    pairs: 200,
  },
  arms,
);

// 225 arms: only the score is kept, so the report stays small.
export default defineExperiment<MatchParams>({
  ...base,
  metrics: { scoreA: base.metrics.scoreA },
  answer,
  charts: SCENARIOS.map((scenario) => ({ kind: 'heatmap' as const, metric: 'scoreA', x: 'deployment', y: 'roster', where: { scenario: titleWords(scenario) }, title: `Each roster's score against the Ghostly Host by deployment: ${titleWords(scenario)}` })),
});
