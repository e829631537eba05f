/**
 * Rattle and Rend RR-107 (004_c41133d86b017ece.txt, Four Elements › Heavy
 * Traits › Transport: "A TRANSPORT HEAVY may carry 2pts of a warband within")
 * and RR-177 (Warding Reactions › Pursuit: "the Allied Element moves up to its
 * MOV value plus one range band"), with Scheming Plot's valuation (Champion
 * Actions › Scheming Plot, RR-021): three things the default heuristic player
 * never weighs. It never embarks (it values embarking at 0), never Pursues
 * (0.2, below its reaction threshold; pursuit=always declares it whenever
 * offered, to see what it does when used), and values a Scheming Plot at a fixed
 * 0.45 whether or not it can regain or drain anything. Its settings
 * `transport=on`, `pursuit=on` and `plot=weighed` (ai.ts embarkValue,
 * disembarkValue, pursuitValue, plotValue) weigh them by expected gain.
 *
 * Design, as rr-options-in-play: one lane per setting, the option side plays
 * the heuristic with the setting, the opponent the default heuristic; the two
 * arms of a lane (setting on, off) play the same seeds, so the games are the
 * same until the setting first changes a choice, compared pair by pair. Lanes:
 * the Dwarven Throng mirror (its Heavy is a Transport, loaded at the start);
 * a Pursuit Ward warband with three Shooters (mirror; PURSUERS); the Dwarven Throng with Scheming Plot in place of
 * Spot Weakness against the Vampire Court (rr-scheming-plot's pairing). Every
 * arm is a pair of games with the sides swapped, setup rolled.
 */
import type { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import { defineExperiment, type TrialRecord } from '../../src/sim/experiment.ts';
import { matchExperiment, type MatchArm } from '../../src/sim/match/matchExperiment.ts';
import { playObservedPair, type PairObserver } from '../../src/sim/match/pairTrial.ts';
import type { MatchParams } from '../../src/game/matchSetup.ts';
import type { GameEvent } from '../../src/game/state.ts';
import { STREAM_WORDS } from '../../src/game/playGame.ts';
import { findGame } from '../../src/game/registry.ts';
import { chooseGameVariants } from '../../src/game/variants.ts';
import type { ExperimentResult } from '../../src/sim/result.ts';
import { formatMeanDifference, formatPointsDifference, groupThousands, shown } from '../../src/report/format.ts';
import type { RrState } from '../../src/systems/rattle-and-rend/state.ts';
import type { RrSide } from '../../src/systems/rattle-and-rend/warband.ts';
import { armById, interval, keepMetrics, pairedEstimate, warband, type Estimate } from './_options.ts';
import { addReadings, parseAction, readingMetrics, share, showPerGame, startReadings, type GameReading, type RatioTable } from './game-facts.ts';

const game = findGame('rattle-and-rend');
const variants = chooseGameVariants(game, []);

// ---- The lanes --------------------------------------------------------------------------

const throng = game.presets['dwarven-throng'] as RrSide;
const plotting: RrSide = { ...throng, name: 'Dwarven Throng (Scheming Plot)', elements: throng.elements.replace('champion(spot-weakness)', 'champion(scheming-plot)') };
/**
 * Pursuit's trigger needs an ally with a range band (engine: a ranged ally; a melee ally's range is contact) that an
 * enemy leaves: three Shooters and a Skirmishers with the Pursuit Ward, the rest as rr-ward-reactions' base (a Colossal
 * Heavy; Watchers, Butchers, Strife, Wary). The mirror: the opponent has the same Ward and never declares it.
 */
export const PURSUERS: RrSide = warband('Pursuit Shooters', { elements: 'ward(pursuit), heavy(colossal), shooters, shooters, shooters, skirmishers', bond: 'strife' });

/** A lane: the setting the option side plays, its values (the default first, each other paired with it), the sides. */
export interface Lane {
  id: string;
  item: string;
  setting: string;
  values: readonly string[];
  sideA: RrSide;
  sideB: RrSide;
}

export const LANES: readonly Lane[] = [
  { id: 'transport', item: 'RR-107', setting: 'transport', values: ['off', 'on'], sideA: throng, sideB: throng },
  { id: 'pursuit', item: 'RR-177', setting: 'pursuit', values: ['off', 'on', 'always'], sideA: PURSUERS, sideB: PURSUERS },
  { id: 'plot', item: 'RR-021', setting: 'plot', values: ['fixed', 'weighed'], sideA: plotting, sideB: game.presets['vampire-court'] as RrSide },
];

export const armId = (lane: Lane, value: string): string => `${lane.id}-${value}`;
/** The option side's player: the default heuristic for the first value, the setting for the second. */
export const agentOf = (lane: Lane, value: string): string => (value === lane.values[0] ? 'heuristic' : `heuristic:${lane.setting}=${value}`);

/** Each lane's arms: the option side plays each value against the default heuristic, every value paired with the first. */
export const laneArms = (lanes: readonly Lane[]): MatchArm[] =>
  lanes.flatMap((lane) =>
    lane.values.map((value, k) => ({
      id: armId(lane, value),
      label: `${lane.setting}=${value}: ${lane.sideA.name} vs ${lane.sideB.name}`,
      coords: { setting: lane.setting, value, warband: lane.sideA.name },
      params: { system: game.id, sideA: lane.sideA, sideB: lane.sideB, agentA: agentOf(lane, value), agentB: 'heuristic', variants },
      baseline: k === 0 ? null : armId(lane, lane.values[0]),
    })),
  );

export const ARMS: MatchArm[] = laneArms(LANES);

/** An arm's lane among `lanes`, read from its params (they cross to worker threads as plain JSON): each lane its own part of the stream. */
export const laneIn = (lanes: readonly Lane[], params: MatchParams): number => lanes.findIndex((lane) => lane.sideA.name === (params.sideA as RrSide).name && lane.sideB.name === (params.sideB as RrSide).name);
export const laneOf = (params: MatchParams): number => laneIn(LANES, params);

// ---- One game read ----------------------------------------------------------------------

export const READINGS = {
  winA: { label: 'games the option side won', unit: 'share of games' },
  embarks: { label: 'embarks by the option side', unit: 'per game' },
  disembarks: { label: 'disembarks by the option side', unit: 'per game' },
  carriedLost: { label: "the option side's Elements removed while it had one carried or just out", unit: 'per game' },
  pursuits: { label: 'Pursuits declared by the option side', unit: 'per game' },
  pursuitStopped: { label: 'Pursuits stopped by a Deny', unit: 'per game' },
  pursuitChecked: { label: 'Pursuits that rolled their Guile check', unit: 'per game' },
  pursuitOk: { label: 'Pursuits that succeeded (critical included)', unit: 'per game' },
  pursuitCritical: { label: 'Pursuits that critically succeeded', unit: 'per game' },
  plots: { label: 'Scheming Plots by the option side', unit: 'per game' },
  plotChecked: { label: 'Scheming Plots that rolled their Guile check', unit: 'per game' },
  plotOk: { label: 'Scheming Plots that succeeded (critical included)', unit: 'per game' },
  plotIdle: { label: 'successful Scheming Plots that regained and drained no more than the point they cost', unit: 'per game' },
  plotMoved: { label: 'Momentum a Scheming Plot regained plus drained', unit: 'Momentum per game' },
} as const;

export const SHARES: RatioTable = {
  pursuitOkShare: ['pursuitOk', 'pursuitChecked'],
  plotOkShare: ['plotOk', 'plotChecked'],
  plotIdleShare: ['plotIdle', 'plotOk'],
};

const STOP = new Set(['action', 'pass', 'round', 'round-end', 'end', 'react']);

/** The first Guile check after log[from] (any Element: Pursuit's is the ally's), or 'stopped' / 'none'. */
function guileAfter(log: readonly GameEvent[], from: number): { outcome: string; at: number } {
  for (let j = from + 1; j < log.length; j++) {
    const e = log[j];
    if (e.kind === 'reaction-stopped') return { outcome: 'stopped', at: j };
    if (STOP.has(e.kind)) return { outcome: 'none', at: j };
    if (e.kind === 'check' && e.check === 'Guile') return { outcome: String(e.result), at: j };
  }
  return { outcome: 'none', at: log.length };
}

/** The option side's (seat `seat`) embarks, Pursuits and Scheming Plots, read from one game's log. */
export function readGame(state: RrState, seat: number): GameReading {
  const log = state.log ?? [];
  const r: GameReading = Object.fromEntries(Object.keys(READINGS).map((id) => [id, 0]));
  r.winA = state.returns()[seat] > 0 ? 1 : 0;
  let carrying = false;
  for (let i = 0; i < log.length; i++) {
    const event = log[i];
    if (event.kind === 'removed' && event.player === seat && carrying) r.carriedLost++;
    if (event.kind === 'round') carrying = false;
    if (event.kind === 'react' && event.player === seat && /^Pursuit( \(|$)/.test(parseAction(String(event.reaction))?.what ?? '')) {
      r.pursuits++;
      const { outcome } = guileAfter(log, i);
      if (outcome === 'stopped') r.pursuitStopped++;
      if (outcome === 'fail' || outcome === 'success' || outcome === 'critical') r.pursuitChecked++;
      if (outcome === 'success' || outcome === 'critical') r.pursuitOk++;
      if (outcome === 'critical') r.pursuitCritical++;
    }
    if (event.kind !== 'action' || event.player !== seat) continue;
    const what = parseAction(String(event.action))?.what ?? '';
    if (what.startsWith('embark on ')) {
      r.embarks++;
      carrying = true;
    }
    if (what.startsWith('disembark ')) r.disembarks++;
    if (what !== 'Scheming Plot') continue;
    r.plots++;
    const { outcome, at } = guileAfter(log, i);
    if (outcome === 'fail' || outcome === 'success' || outcome === 'critical') r.plotChecked++;
    if (outcome !== 'success' && outcome !== 'critical') continue;
    r.plotOk++;
    let moved = 0;
    for (let j = at + 1; j < log.length && !STOP.has(log[j].kind); j++) {
      const e = log[j];
      if ((e.kind === 'regain' && e.why === 'scheming-plot') || e.kind === 'momentum-lost') moved += Number(e.amount);
    }
    r.plotMoved += moved;
    if (moved <= 1) r.plotIdle++;
  }
  return r;
}

const OBSERVER: PairObserver<RrState> = {
  log: true,
  skip: (params) => STREAM_WORDS * laneOf(params),
  start: (record) => startReadings(record, READINGS, SHARES),
  read: (state, seatOfA, record) => addReadings(record, readGame(state, seatOfA), READINGS, SHARES),
};

export const gapsTrial = (params: MatchParams, root: Xoshiro128): TrialRecord => playObservedPair(params, root, OBSERVER);

// ---- The answer -------------------------------------------------------------------------

const WHO = 'rr-heuristic-gaps';
const paired = (result: ExperimentResult, lane: Lane, metric = 'scoreA', value = lane.values[1]): Estimate => pairedEstimate(result, armId(lane, value), armId(lane, lane.values[0]), metric, WHO);
const pp = (e: Estimate) => formatPointsDifference(e.mean, interval(e), e.games, 'paired games');
const perGame = (e: Estimate, unit: string) => formatMeanDifference(e.mean, interval(e), e.games, unit, 'paired games');
const verdictOf = (e: Estimate): string => (interval(e)[0] > 0 ? 'clearly better' : interval(e)[1] < 0 ? 'clearly worse' : 'not told apart from off');

function laneResult(result: ExperimentResult, lane: Lane): { on: ReturnType<typeof armById>; off: ReturnType<typeof armById>; score: Estimate } {
  return { on: armById(result, armId(lane, lane.values[1]), WHO), off: armById(result, armId(lane, lane.values[0]), WHO), score: paired(result, lane) };
}

export function answer(result: ExperimentResult): string[] {
  const [transport, pursuit, plot] = LANES;
  const t = laneResult(result, transport);
  const p = laneResult(result, pursuit);
  const always = armById(result, armId(pursuit, 'always'), WHO);
  const alwaysScore = paired(result, pursuit, 'scoreA', 'always');
  const s = laneResult(result, plot);
  return [
    `RR-107, Transport in play (Dwarven Throng mirror; the option side's score per game, win 1, draw 1/2, sides swapped, 95% intervals): the heuristic with transport=on against the same player with it off, pair by pair on the same seeds, ${pp(t.score)} of score: ${verdictOf(t.score)}. With it on, ${showPerGame([t.on], 'embarks', 'embarks per game')} and ${showPerGame([t.on], 'disembarks', 'disembarks per game')} (off: ${showPerGame([t.off], 'embarks', 'embarks')}, ${showPerGame([t.off], 'disembarks', 'disembarks')}; the Transport starts loaded, so the default player disembarks but never embarks). Points the option side lost ${perGame(paired(result, transport, 'removedByB'), 'points per game')}, removed ${perGame(paired(result, transport, 'removedByA'), 'points per game')}, against off.`,
    `RR-177, Pursuit in play (a Pursuit Ward with three Shooters and a Skirmishers, mirror; the opponent never Pursues): declared whenever offered and paid for (pursuit=always) against never (off), ${pp(alwaysScore)} of score: ${verdictOf(alwaysScore)}. It comes ${showPerGame([always], 'pursuits', 'Pursuits declared per game')} (the trigger is rare: an enemy in range of a ranged ally within the Ward's reach must move out of that range, and this player seldom steps back); ${share([always], 'pursuitOkShare', 'Guile checks rolled', SHARES)} succeeded, ${showPerGame([always], 'pursuitStopped', 'stopped by a Deny per game')}. Points the Pursuit side removed ${perGame(paired(result, pursuit, 'removedByA', 'always'), 'points per game')}, lost ${perGame(paired(result, pursuit, 'removedByB', 'always'), 'points per game')}, against off. Weighed (pursuit=on: the ally's Guile chance times 0.8 of its attack on the mover) it declares ${showPerGame([p.on], 'pursuits', 'Pursuits per game')}: the estimate is mostly below the player's reaction threshold (0.5), ${pp(p.score)} of score against off.`,
    `Scheming Plot's valuation (Dwarven Throng with Scheming Plot against the Vampire Court, rr-scheming-plot's pairing): the default player (fixed 0.45) plays ${showPerGame([s.off], 'plots', 'Plots per game')}; ${share([s.off], 'plotIdleShare', 'successful Plots', SHARES)} of its successful Plots regained and drained no more than the point they cost (at its Total Momentum with the enemy at 0). plot=weighed plays ${showPerGame([s.on], 'plots', 'Plots per game')}, idle ${share([s.on], 'plotIdleShare', 'successful Plots', SHARES)}; its score against fixed ${pp(s.score)}: ${verdictOf(s.score)}; actions per game ${perGame(paired(result, plot, 'actionsA'), 'actions per game')}.`,
    `Why a side can Plot so often: the Tactic has no limit per Round or Turn (Champion Actions › Scheming Plot), only the rule that no Element takes back-to-back Actions (Ten Actions), and a Plot returns on average ${shown(2 * 0.495 + 3 * 0.303, 2)} Momentum for the 1 it costs (Champion Guile 10+: success 49.5%, critical 30.3%), so a Plot and another Element's action cost 0.1 Momentum a pair on average while the regain stays under the Total: the side can alternate them most of a round, and the engine's 24-action guard (engine.ts MAX_ACTIONS_PER_ROUND, not a rule) is what ends it. The engine follows the text; the repeats are legal. What the default player gets wrong is the idle Plot at its Total with nothing to drain, which plot=weighed values at less than nothing.`,
    `${groupThousands(result.arms.reduce((sum, arm) => sum + 2 * arm.trials, 0))} games in all, ${groupThousands(2 * (result.arms[0]?.trials ?? 0))} per arm, setup rolled. What the settings weigh: transport=on embarks when half the best attack an enemy could make on the Element now beats the best attack the Element could make itself (it gives that up while carried), and disembarks at the default's 0.45 less half the attack the Transport faces, scaled to the passenger's worth; carrying an Element forward for speed is not valued. pursuit=on declares Pursuit at the ally's Guile chance times 0.8 of its attack on the mover. plot=weighed values a Plot at 0.12 a Momentum point (the fixed 0.45 over the full expected swing) times the Momentum it can really regain under the Total beyond its cost plus what it can drain. Each is about this player's use: a person could time them better.`,
  ];
}

// ---- The experiment ---------------------------------------------------------------------

const base = matchExperiment(
  {
    id: 'rr-heuristic-gaps',
    title: 'Transport, Pursuit and Scheming Plot weighed by the heuristic player: each setting against off',
    question: 'When the heuristic player embarks, Pursues and Plots where its expected gain says so, how often do they come, how do they go, and does it win more than the default player?',
    source: { rulebook: '004_c41133d86b017ece.txt', section: 'Four Elements › Heavy Traits › Transport; Warding Reactions › Pursuit; Champion Actions › Scheming Plot', catalogue: ['RR-107', 'RR-177'] },
    pairs: 500,
  },
  ARMS,
);

const kept = keepMetrics(base);

export default defineExperiment<MatchParams>({
  ...kept,
  metrics: { ...kept.metrics, ...readingMetrics(READINGS, SHARES) },
  trial: gapsTrial,
  answer,
  charts: [{ kind: 'forest', metric: 'scoreA', title: 'Score: each setting minus off, pair by pair on the same seeds' }],
});
