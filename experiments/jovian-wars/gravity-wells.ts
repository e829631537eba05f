/**
 * Jovian Wars JW-136 (002_f697cf6215cb147c.txt, Terrain › Planet or Large Moon: "If at the start of a Movement the
 * table edge is entirely within the Front Arc of a Capital Ship, that ship gains Speed +2. Conversely, if table edge
 * is entirely within the Aft Arc ..., Speed -1"; Small Moons: a model starting its move on one gains Speed +2;
 * Atmosphere -1): how often do the gravity wells change a capital ship's Speed, and do they change the game? Played
 * (the printed battle fleets, heuristic player both sides, pairs of games with the sides swapped, the same seeds
 * in every arm): the defaults (no planet, no terrain) against a planet on the west edge (variant planet=west) and
 * against scattered terrain (variant terrain=scattered: a Small Moon and an Atmosphere band among the pieces).
 * At each capital ship's movement plan the same Speed changes the engine applies (terrain.ts planetSpeed,
 * speedChange; options.ts planOptions) are read.
 */
import { defineExperiment, type MetricSpec, type TrialRecord } from '../../src/sim/experiment.ts';
import { matchExperiment, type MatchArm, runnerMetrics } from '../../src/sim/match/matchExperiment.ts';
import { playObservedPair, type PairObserver, type PairRecord } from '../../src/sim/match/pairTrial.ts';
import type { ArmResult, ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import type { MatchParams } from '../../src/game/matchSetup.ts';
import { findGame } from '../../src/game/registry.ts';
import { chooseGameVariants } from '../../src/game/variants.ts';
import { loadSide } from '../../src/game/loadSide.ts';
import { playToEnd } from '../../src/game/playGame.ts';
import type { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import { sumBound } from '../../src/stats/combinedBounds.ts';
import { formatMean, formatMeanDifference, groupThousands } from '../../src/report/format.ts';
import type { JovianState } from '../../src/systems/jovian-wars/game.ts';
import { planetSpeed, speedChange } from '../../src/systems/jovian-wars/terrain.ts';

const game = findGame('jovian-wars');
const match = (variants: string[]): MatchParams => ({
  system: game.id,
  sideA: loadSide(game, 'preset:cega-battle-group'),
  sideB: loadSide(game, 'preset:jovian-strike-group'),
  agentA: 'heuristic',
  agentB: 'heuristic',
  variants: chooseGameVariants(game, variants),
});

export const ARMS: MatchArm[] = [
  { id: 'defaults', label: 'No planet, no terrain (defaults)', params: match([]), baseline: null },
  { id: 'planet', label: 'A planet on the west edge (planet=west)', params: match(['planet=west']), baseline: 'defaults' },
  { id: 'terrain', label: 'Scattered terrain with a Small Moon and Atmosphere (terrain=scattered)', params: match(['terrain=scattered']), baseline: 'defaults' },
];

/** Per game: capital-ship movement plans, and how many started with each Speed change. */
interface Counts {
  moves: number;
  fore: number;
  aft: number;
  moon: number;
  atmosphere: number;
}

const SHARES = ['planetFore', 'planetAft', 'smallMoon', 'atmosphere'] as const;

const WATCH: PairObserver<JovianState, Counts> = {
  statistics: [],
  start(record) {
    Object.assign(record, { capitalMoves: 0, planetFore: 0, planetAft: 0, smallMoon: 0, atmosphere: 0 });
  },
  play(state, seats) {
    const c: Counts = { moves: 0, fore: 0, aft: 0, moon: 0, atmosphere: 0 };
    const planet = state.variants.planet === 'west';
    playToEnd(state, seats, () => {
      // A capital ship's movement plan (options.ts planOptions): the Speed it moves with is read here.
      if (state.phase !== 'plan') return;
      const unit = state.units[state.active];
      if (!unit.capital) return;
      c.moves++;
      const p = planet ? planetSpeed(unit.x, unit.y, unit.heading) : 0;
      if (p > 0) c.fore++;
      if (p < 0) c.aft++;
      if (state.terrain.length > 0) {
        // A Small Moon gives +2, Atmosphere -1 (terrain.ts speedChange); both can apply where they overlap.
        const change = speedChange(state.terrain, unit.x, unit.y);
        if (change === 2 || change === 1) c.moon++;
        if (change === -1 || change === 1) c.atmosphere++;
      }
    });
    return c;
  },
  read(_state, _seatOfA, record: PairRecord, played) {
    const c = played!;
    // Shares of the game's capital-ship movements; each game of the pair is half the pair's mean.
    const share = (n: number) => (c.moves > 0 ? n / c.moves : 0) / 2;
    (record.capitalMoves as number) += c.moves / 2;
    (record.planetFore as number) += share(c.fore);
    (record.planetAft as number) += share(c.aft);
    (record.smallMoon as number) += share(c.moon);
    (record.atmosphere as number) += share(c.atmosphere);
  },
};

export const wellsTrial = (params: MatchParams, root: Xoshiro128): TrialRecord => playObservedPair(params, root, WATCH);

const EXTRA_METRICS: Record<string, MetricSpec> = {
  capitalMoves: { kind: 'mean', label: 'capital-ship movements', unit: 'per game' },
  planetFore: { kind: 'mean', label: 'movements with the planet edge in the Front Arc (Speed +2)', unit: 'share of capital-ship movements' },
  planetAft: { kind: 'mean', label: 'movements with the planet edge in the Aft Arc (Speed -1)', unit: 'share of capital-ship movements' },
  smallMoon: { kind: 'mean', label: 'movements starting on a Small Moon (Speed +2)', unit: 'share of capital-ship movements' },
  atmosphere: { kind: 'mean', label: 'movements starting in Atmosphere (Speed -1)', unit: 'share of capital-ship movements' },
};

const m = (arm: ArmResult, id: string) => arm.metrics[id] as MeanMetric;
// A share cannot fall below 0: the interval over pairs (a mean of per-game shares, mostly 0) is cut there.
const pct = (arm: ArmResult, id: string) => formatMean(100 * m(arm, id).mean, [Math.max(0, 100 * m(arm, id).ci[0]), 100 * m(arm, id).ci[1]], arm.trials, 'per cent', 'pairs');
/** Below this share of movements a Speed change is called rare. */
const RARE = 0.1;
/** A paired difference against the defaults, with whether its interval clears 0. */
const change = (arm: ArmResult, id: 'scoreA' | 'length', unit: string) => {
  const d = arm.vsBaseline![id];
  const clear = d.ci[0] > 0 || d.ci[1] < 0;
  return { text: formatMeanDifference(d.diff, d.ci, arm.trials, unit, 'pairs'), clear };
};

function answer(result: ExperimentResult): string[] {
  const [base, planet, terrain] = ARMS.map((a) => result.arms.find((r) => r.id === a.id)!);
  const effects = [planet, terrain].map((arm) => ({ arm, score: change(arm, 'scoreA', "in A's score per game"), length: change(arm, 'length', 'turns') }));
  const verdict = (e: (typeof effects)[number]) =>
    e.score.clear || e.length.clear
      ? `changes ${[e.score.clear ? `the score (${e.score.text})` : '', e.length.clear ? `game length (${e.length.text})` : ''].filter(Boolean).join(' and ')}`
      : `changes neither the score (${e.score.text}) nor game length (${e.length.text}) clearly`;
  // The planet's two triggers are shares of the same movements, so the share of either is their sum, its interval the two
  // intervals' ends added (sumBound), which holds whatever their correlation; a share is never below 0.
  const planetShare = sumBound([m(planet, 'planetFore'), m(planet, 'planetAft')]);
  const planetShareText = formatMean(100 * planetShare.mean, [Math.max(0, 100 * planetShare.ci[0]), 100 * planetShare.ci[1]], planet.trials, 'per cent', 'pairs');
  return [
    `JW-136, how often the wells act (${ARMS.length} arms, ${groupThousands(2 * base.trials)} games each; capital ships make ${formatMean(m(base, 'capitalMoves').mean, m(base, 'capitalMoves').ci, base.trials, 'movements per game', 'pairs')} with the defaults). With a planet on the west edge, a capital ship starts a movement with the whole edge in its Front Arc (Speed +2) in ${pct(planet, 'planetFore')} of its movements and in its Aft Arc (Speed -1) in ${pct(planet, 'planetAft')}. On scattered terrain it starts on a Small Moon (Speed +2) in ${pct(terrain, 'smallMoon')} and in Atmosphere (Speed -1) in ${pct(terrain, 'atmosphere')}.`,
    `JW-136 verdict: the planet ${verdict(effects[0])}; scattered terrain (the wells with the rest of its pieces: cover, obscuring, hazards) ${verdict(effects[1])}. ${
      planetShare.ci[1] < RARE
        ? "The fleets deploy along opposite edges (y = 0 and y = 48: zones.ts) and close along that axis, so the whole west edge seldom fits a ship's 90-degree Front or Aft Arc: the planet's Speed change is rare in these games (under 10% of movements), and a designer who wants gravity wells to shape play would put the planet behind a deployment edge or widen the trigger (the edge partly in the arc)."
        : planetShare.ci[0] >= RARE
          ? `The planet changes the Speed of a tenth of the movements or more: ${planetShareText} of them (Front and Aft Arc together).`
          : `The planet's Speed change is not clearly rare: it acts on ${planetShareText} of the movements (Front and Aft Arc together), an interval that reaches 10%.`
    }`,
    `Printed battle fleets (CEGA Battle Group against the Jovian Strike Group), heuristic player both sides, the Introductory Scenario, every other reading at its default; paired games on the same seeds in every arm, 95% intervals over pairs. The heuristic plans its moves toward its targets and does not seek a Speed bonus, so a player who steers for the wells would meet them more often than counted here.`,
  ];
}

const base = matchExperiment(
  {
    id: 'jw-gravity-wells',
    title: 'Gravity wells: how often a planet, Small Moon or Atmosphere changes a ship\'s Speed, and what it does to the game',
    question: 'How often do the gravity-well Speed changes (a planet edge in the Front Arc +2, Aft Arc -1; a Small Moon +2; Atmosphere -1) act on a capital ship, and do they change who wins or how long games last (JW-136)?',
    source: { rulebook: '002_f697cf6215cb147c.txt', section: 'Terrain › Planet or Large Moon; Small Moons; Atmosphere', catalogue: ['JW-136'] },
    pairs: 600,
  },
  ARMS,
);

export default defineExperiment<MatchParams>({
  ...base,
  metrics: { ...runnerMetrics(base.metrics), ...EXTRA_METRICS },
  trial: wellsTrial,
  answer,
  charts: [{ kind: 'arms', metric: 'length', title: 'Game length (turns) by table' }],
});
