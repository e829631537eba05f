/**
 * A match as an experiment of the runner (src/sim): one arm per match setup,
 * each trial a pair of games (pairTrial.ts). So a match gets seeded chunks,
 * workers, shards and a merge that gives the same numbers whatever runs it,
 * and an experiment file can ask a game question with `playtest run`:
 *
 *   export default defineExperiment(matchExperiment({ id: 'pig-head-start', ... }, [params]));
 *
 * Worker threads load the module at MATCH_MODULE (it default-exports such an
 * experiment); the trial function is the same for every game and every
 * setup, and the run plan carries the setup, so any match runs there.
 */
import { fileURLToPath } from 'node:url';
import type { ExperimentSpec, MetricSpec } from '../experiment.ts';
import type { SourceRef } from '../result.ts';
import { findGame } from '../../game/registry.ts';
import type { MatchParams } from '../../game/matchSetup.ts';
import { PAIR_KEYS, playPairTrial } from './pairTrial.ts';
import { binKeys, perGameId } from './statisticBins.ts';

/** Pairs of games per chunk (a constant, so results never depend on the worker count). */
export const MATCH_CHUNK_PAIRS = 16;

export const MATCH_MODULE = fileURLToPath(new URL('./referenceMatch.ts', import.meta.url));

const RESERVED = ['pair', 'scoreA', 'length'];

export interface MatchArm {
  id: string;
  label?: string;
  params: MatchParams;
  /** E.g. a tournament's { row: entrant A, column: entrant B }. */
  coords?: Record<string, string | number>;
  /** The arm this one is compared with, pair by pair on the same seeds (default: none). */
  baseline?: string | null;
  /** The share of the pairs this arm plays (default 1; see ArmSpec.share): for slow agents. */
  share?: number;
}

export interface MatchQuestion {
  id: string;
  title: string;
  question: string;
  /** Pairs of games per arm unless the command line says otherwise. */
  pairs: number;
  /** Where the rulebook asks the question (default: none, for plain matches). */
  source?: SourceRef;
}

export function matchMetrics(system: string): Record<string, MetricSpec> {
  const game = findGame(system);
  const metrics: Record<string, MetricSpec> = {
    pair: { kind: 'distribution', label: "A's results (A first, then B first)", keys: PAIR_KEYS },
    scoreA: { kind: 'mean', label: "A's score (win 1, draw 1/2)", unit: 'points per game', min: 0, max: 1 },
    length: { kind: 'mean', label: 'Game length', unit: game.length.label, min: game.length.min ?? 0, ...(game.length.max !== undefined ? { max: game.length.max } : {}) },
  };
  for (const [id, statistic] of Object.entries(game.statistics)) {
    if (RESERVED.includes(id)) throw new Error(`game ${system}: statistic id '${id}' is reserved by the match runner`);
    metrics[id] = { kind: 'mean', label: statistic.label, unit: statistic.unit, ...(statistic.signed ? {} : { min: 0 }) };
    if (statistic.bins) metrics[perGameId(id)] = { kind: 'distribution', label: `${statistic.label}, per game (${statistic.unit})`, keys: binKeys(statistic.bins), clustered: true };
  }
  return metrics;
}

/**
 * The match runner's own three metrics (the pair results, A's score, game length) out of `metrics`, for experiments
 * that keep only those and add per-game statistics of their own trial (no game statistics: a small result file).
 */
export function runnerMetrics<M>(metrics: Record<string, M>): Record<string, M> {
  return Object.fromEntries(Object.entries(metrics).filter(([id]) => RESERVED.includes(id)));
}

export function matchExperiment(question: MatchQuestion, arms: readonly MatchArm[]): ExperimentSpec<MatchParams> {
  const systems = new Set(arms.map((arm) => arm.params.system));
  if (systems.size !== 1) throw new Error(`match experiment ${question.id}: every arm must play the same game`);
  const [system] = systems;
  return {
    id: question.id,
    title: question.title,
    question: question.question,
    source: question.source ?? { rulebook: 'none', section: `game ${system}`, catalogue: [] },
    arms: arms.map((arm) => ({ id: arm.id, label: arm.label, params: arm.params, baseline: arm.baseline ?? null, ...(arm.coords ? { coords: arm.coords } : {}), ...(arm.share !== undefined ? { share: arm.share } : {}) })),
    metrics: matchMetrics(system),
    trial: playPairTrial,
    precision: { budget: question.pairs },
    // A search-agent game can take a second: small chunks let every worker share a short match.
    chunkSize: MATCH_CHUNK_PAIRS,
    charts: [{ kind: 'arms', metric: 'scoreA', title: "A's score per game" }],
  };
}
