/**
 * Rattle and Rend: rules in played games (004_c41133d86b017ece.txt), the
 * catalogue's "Game." items the example warbands exercise:
 * - RR-160 Crashing Wave (Champion Actions: "If successful, all ALLIED
 *   ELEMENTS within M RNG may move up to their MOV value"), RR-161 Battle
 *   Summons ("Identify a 1 or 2pt ALLIED ELEMENT currently out of play. Make a
 *   GUILE CHECK"), RR-165 Scheming Plot ("you regain 2 MOMENTUM points and
 *   your enemy loses 2 ... CRITICAL SUCCESS: ... 3"): how often each is taken,
 *   how its check goes, and what a success does;
 * - RR-172 Blink (Standard Reactions: "pick up the WARD and place it in
 *   base-to-base contact with an ALLIED ELEMENT in line of sight"): how often
 *   declared, denied, and how its Will check goes;
 * - RR-100, RR-101 (How Reactions Work: declare 1, accept or deny 1, the final
 *   word 1): how often each step comes and what the protocol costs;
 * - RR-108 Flyer (Heavy Traits): the Ogrekin Hunting Party's printed Flyer
 *   against the same warband with a Transport or a Colossal Heavy instead,
 *   pair by pair on the same seeds; and what the Transports (the Dwarven
 *   Throng's and that one) do in games (RR-107 is read, not claimed: the
 *   heuristic never embarks).
 *
 * Design. The six pairings of the example warbands (heuristic player on both
 * sides, setup rolled), each on its own lane of the trial's stream; a seventh
 * lane, the Dwarven Throng with Scheming Plot for its Champion's Action (as
 * rr-scheming-plot: no example warband takes it) against the Vampire Court;
 * and on the Ogrekin v Vampire Court lane two more arms, the Heavy's trait
 * swapped, paired with the printed list. Everything is read from each game's
 * log, both sides counted, with rr-game-facts' readers (an action's check is
 * the acting Element's in the action's span).
 */
import type { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import { defineExperiment, type TrialRecord } from '../../src/sim/experiment.ts';
import { matchExperiment, type MatchArm } from '../../src/sim/match/matchExperiment.ts';
import { playObservedPair, type PairObserver } from '../../src/sim/match/pairTrial.ts';
import type { MatchParams } from '../../src/game/matchSetup.ts';
import { STREAM_WORDS } from '../../src/game/playGame.ts';
import type { GameEvent } from '../../src/game/state.ts';
import { findGame } from '../../src/game/registry.ts';
import { chooseGameVariants } from '../../src/game/variants.ts';
import type { ArmResult, ExperimentResult } from '../../src/sim/result.ts';
import { formatPointsDifference, groupThousands } from '../../src/report/format.ts';
import type { RrState } from '../../src/systems/rattle-and-rend/state.ts';
import type { RrSide } from '../../src/systems/rattle-and-rend/warband.ts';
import { armById, interval, keepMetrics, pairedEstimate, titleWords, type Estimate } from './_options.ts';
import { addReadings, checkedRatios, checkInSpan, parseAction, perUnit, putTally, readingMetrics, results, share, showPerGame, startReadings, tally, tallyReadings, type CheckedTally, type GameReading, type RatioTable } from './game-facts.ts';

const game = findGame('rattle-and-rend');
const P = game.presets as Record<string, RrSide>;

// ---- The arms ---------------------------------------------------------------------------

const WARBANDS = ['dwarven-throng', 'ghostly-host', 'ogrekin-hunting-party', 'vampire-court'] as const;
/** The six pairings of the example warbands, each on its own lane. */
export const PAIRINGS = WARBANDS.flatMap((a, k) => WARBANDS.slice(k + 1).map((b) => [a, b] as const));

const swap = (side: RrSide, from: string, to: string, name: string): RrSide => {
  if (!side.elements.includes(from)) throw new Error(`rr-rules-in-play: ${side.name} has no ${from}`);
  return { ...side, name: `${side.name} (${name})`, elements: side.elements.replace(from, to) };
};
/** No example warband takes Scheming Plot: the Dwarven Throng's Champion takes it for Spot Weakness (as rr-scheming-plot). */
export const PLOTTING = swap(P['dwarven-throng'], 'champion(spot-weakness)', 'champion(scheming-plot)', 'Scheming Plot');
/** The Ogrekin Hunting Party's Flyer swapped for the other two Heavy traits. */
export const TRAITS = { flyer: P['ogrekin-hunting-party'], transport: swap(P['ogrekin-hunting-party'], 'heavy(flyer)', 'heavy(transport)', 'Transport'), colossal: swap(P['ogrekin-hunting-party'], 'heavy(flyer)', 'heavy(colossal)', 'Colossal') } as const;
export type Trait = keyof typeof TRAITS;
const FLYER_LANE = PAIRINGS.findIndex(([a, b]) => a === 'ogrekin-hunting-party' && b === 'vampire-court');
const PLOT_LANE = PAIRINGS.length;

const variants = chooseGameVariants(game, []);
const params = (sideA: RrSide, sideB: RrSide): MatchParams => ({ system: game.id, sideA, sideB, agentA: 'heuristic', agentB: 'heuristic', variants });
export const pairingId = (a: string, b: string): string => `${a}-vs-${b}`;
export const PLOT_ID = 'scheming-plot-vs-vampire-court';
export const traitId = (trait: Trait): string => (trait === 'flyer' ? pairingId('ogrekin-hunting-party', 'vampire-court') : `ogrekin-${trait}-vs-vampire-court`);

export const ARMS: MatchArm[] = [
  ...PAIRINGS.map(([a, b]) => ({ id: pairingId(a, b), label: `${titleWords(a)} v ${titleWords(b)}`, coords: { pairing: `${titleWords(a)} v ${titleWords(b)}` }, params: params(P[a], P[b]) })),
  { id: PLOT_ID, label: 'Dwarven Throng (Scheming Plot) v Vampire Court', coords: { pairing: 'Dwarven Throng (Scheming Plot) v Vampire Court' }, params: params(PLOTTING, P['vampire-court']) },
  ...(['transport', 'colossal'] as const).map((trait) => ({
    id: traitId(trait),
    label: `Ogrekin (${titleWords(trait)} for Flyer) v Vampire Court`,
    coords: { pairing: `Ogrekin (${titleWords(trait)} for Flyer) v Vampire Court` },
    params: params(TRAITS[trait], P['vampire-court']),
    baseline: traitId('flyer'),
  })),
];

/** An arm's lane, read from params (they cross to worker threads as plain JSON): the trait arms share the printed Ogrekin's. */
export function laneOf(p: MatchParams): number {
  const [a, b] = [(p.sideA as RrSide).name, (p.sideB as RrSide).name];
  if (a === PLOTTING.name) return PLOT_LANE;
  if (a === TRAITS.transport.name || a === TRAITS.colossal.name) return FLYER_LANE;
  const k = PAIRINGS.findIndex(([x, y]) => P[x].name === a && P[y].name === b);
  if (k < 0) throw new Error(`rr-rules-in-play: no lane for ${a} v ${b}`);
  return k;
}

// ---- One game read ----------------------------------------------------------------------

/** Events that close an action's span (rr-game-facts' BOUNDARIES). */
const closes = (e: GameEvent) => e.kind === 'action' || e.kind === 'pass' || e.kind === 'round' || e.kind === 'round-end' || e.kind === 'end';

export interface RulesReading {
  wave: CheckedTally;
  /** Allies a successful Crashing Wave moved (its `move` events of the acting side). */
  waveMoved: number;
  summons: CheckedTally;
  summonsReturned: number;
  summonsPoints: number;
  plot: CheckedTally;
  /** Momentum Scheming Plot's successes regained, took from the enemy, and would have at face value (2, or 3 on a critical). */
  plotRegained: number;
  plotDrained: number;
  plotNominal: number;
  blink: CheckedTally;
  blinkPlaced: number;
  declared: number;
  denied: number;
  countered: number;
  stopped: number;
  disembarks: number;
}

/** One game's Champion Actions, Blinks, reaction protocol and Transport events, both sides. */
export function readRules(log: readonly GameEvent[], points: ArrayLike<number>): RulesReading {
  const r: RulesReading = { wave: tally(), waveMoved: 0, summons: tally(), summonsReturned: 0, summonsPoints: 0, plot: tally(), plotRegained: 0, plotDrained: 0, plotNominal: 0, blink: tally(), blinkPlaced: 0, declared: 0, denied: 0, countered: 0, stopped: 0, disembarks: 0 };
  for (let i = 0; i < log.length; i++) {
    const event = log[i];
    if (event.kind === 'deny') r.denied++;
    else if (event.kind === 'counter') r.countered++;
    else if (event.kind === 'reaction-stopped') r.stopped++;
    else if (event.kind === 'disembarks') r.disembarks++;
    else if (event.kind === 'react') {
      r.declared++;
      const parsed = parseAction(String(event.reaction));
      if (!parsed || parsed.what !== 'Blink') continue;
      r.blink.taken++;
      const stop = (e: GameEvent) => e.kind === 'reaction-stopped' || e.kind === 'reaction-result' || closes(e);
      const { outcome, at } = checkInSpan(log, i, parsed.actor, 'Will', stop);
      if (outcome === 'none' && log[at]?.kind === 'reaction-stopped') {
        r.blink.stopped++;
        continue;
      }
      r.blink[outcome]++;
      for (let j = at + 1; j < log.length && !closes(log[j]) && log[j].kind !== 'reaction-result'; j++) if (log[j].kind === 'blink' && log[j].element === parsed.actor) r.blinkPlaced++;
    } else if (event.kind === 'action') {
      const parsed = parseAction(String(event.action));
      if (!parsed) continue;
      const kind = parsed.what === 'Crashing Wave' ? 'wave' : parsed.what.startsWith('Battle Summons for ') ? 'summons' : parsed.what === 'Scheming Plot' ? 'plot' : null;
      if (!kind) continue;
      const t = r[kind];
      t.taken++;
      const { outcome, at } = checkInSpan(log, i, parsed.actor, 'Guile');
      t[outcome]++;
      if (outcome !== 'success' && outcome !== 'critical') continue;
      if (kind === 'plot') r.plotNominal += outcome === 'critical' ? 3 : 2;
      for (let j = at + 1; j < log.length && !closes(log[j]); j++) {
        const e = log[j];
        if (kind === 'wave' && e.kind === 'move' && e.player === event.player) r.waveMoved++;
        if (kind === 'summons' && e.kind === 'returns' && e.why === 'battle-summons') {
          r.summonsReturned++;
          r.summonsPoints += points[e.element as number];
        }
        if (kind === 'plot' && e.kind === 'regain' && e.why === 'scheming-plot') r.plotRegained += e.amount as number;
        if (kind === 'plot' && e.kind === 'momentum-lost') r.plotDrained += e.amount as number;
      }
    }
  }
  return r;
}

export const READINGS: Record<string, { label: string; unit: string }> = {
  ...tallyReadings('wave', 'waves', 'Crashing Waves', 'taken', ['waveMoved', 'allies a successful Crashing Wave moved']),
  waveOk: { label: 'Crashing Waves whose Guile check succeeded (critical included)', unit: 'per game' },
  ...tallyReadings('summons', 'summonses', 'Battle Summons', 'taken', ['summonsReturned', 'Elements Battle Summons returned to play']),
  summonsOk: { label: 'Battle Summons whose Guile check succeeded', unit: 'per game' },
  summonsPoints: { label: 'points Battle Summons returned to play', unit: 'points per game' },
  ...tallyReadings('plot', 'plots', 'Scheming Plots', 'taken', ['plotNominal', "Momentum Scheming Plot's successes move at face value (2, or 3 on a critical), each way"]),
  plotRegained: { label: 'Momentum Scheming Plot regained', unit: 'Momentum per game' },
  plotDrained: { label: 'Momentum Scheming Plot took from the enemy', unit: 'Momentum per game' },
  ...tallyReadings('blink', 'blinks', 'Blinks', 'declared', ['blinkPlaced', 'Wards a Blink placed beside an ally']),
  blinkOk: { label: 'Blinks whose Will check succeeded', unit: 'per game' },
  declared: { label: 'reactions declared (1 Momentum each, or free under Discipline)', unit: 'per game' },
  denied: { label: 'reactions denied (1 Momentum)', unit: 'per game' },
  countered: { label: 'denials answered by a counter-spend (1 Momentum)', unit: 'per game' },
  stopped: { label: 'reactions stopped by a Deny', unit: 'per game' },
  protocol: { label: 'Momentum steps of the reaction protocol (declares, denies, counter-spends)', unit: 'per game' },
  disembarks: { label: 'Elements getting out of a Transport', unit: 'per game' },
};

export const RULE_RATIOS: RatioTable = {
  ...checkedRatios('wave'),
  waveMoved: ['waveMoved', 'waveOk'],
  ...checkedRatios('summons'),
  summonsReturned: ['summonsReturned', 'summonsOk'],
  ...checkedRatios('plot'),
  plotRegained: ['plotRegained', 'plotNominal'],
  plotDrained: ['plotDrained', 'plotNominal'],
  blinkStopped: ['blinkStopped', 'blinks'],
  ...checkedRatios('blink'),
  blinkPlaced: ['blinkPlaced', 'blinkOk'],
  denied: ['denied', 'declared'],
  countered: ['countered', 'denied'],
  stopped: ['stopped', 'declared'],
};

export function readGame(state: RrState): GameReading {
  const x = readRules(state.log ?? [], state.points);
  const r: GameReading = {};
  putTally(r, 'wave', 'waves', x.wave, 'waveMoved');
  r.waveMoved = x.waveMoved;
  r.waveOk = x.wave.success + x.wave.critical;
  putTally(r, 'summons', 'summonses', x.summons, 'summonsReturned');
  r.summonsReturned = x.summonsReturned;
  r.summonsOk = x.summons.success + x.summons.critical;
  r.summonsPoints = x.summonsPoints;
  putTally(r, 'plot', 'plots', x.plot, 'plotNominal');
  r.plotNominal = x.plotNominal;
  r.plotRegained = x.plotRegained;
  r.plotDrained = x.plotDrained;
  putTally(r, 'blink', 'blinks', x.blink, 'blinkPlaced');
  r.blinkPlaced = x.blinkPlaced;
  r.blinkOk = x.blink.success + x.blink.critical;
  Object.assign(r, { declared: x.declared, denied: x.denied, countered: x.countered, stopped: x.stopped, protocol: x.declared + x.denied + x.countered, disembarks: x.disembarks });
  const unknown = Object.keys(r).filter((id) => !(id in READINGS));
  if (unknown.length > 0) throw new Error(`rr-rules-in-play: readings without a metric: ${unknown.join(', ')}`);
  return r;
}

const OBSERVER: PairObserver<RrState> = {
  log: true,
  skip: (p) => STREAM_WORDS * laneOf(p),
  start: (record) => startReadings(record, READINGS, RULE_RATIOS),
  read: (state, _seatOfA, record) => addReadings(record, readGame(state), READINGS, RULE_RATIOS),
};

export const rulesTrial = (p: MatchParams, root: Xoshiro128): TrialRecord => playObservedPair(p, root, OBSERVER);

// ---- The answer -------------------------------------------------------------------------

const WHO = 'rr-rules-in-play';
const G = (arms: readonly ArmResult[], id: string, unit: string) => showPerGame(arms, id, unit);
const s = (arms: readonly ArmResult[], ratio: string, noun: string) => share(arms, ratio, noun, RULE_RATIOS);
const res = (arms: readonly ArmResult[], what: string) => results(arms, what, RULE_RATIOS);
const per = (arms: readonly ArmResult[], ratio: string, unit: string, noun: string) => perUnit(arms, ratio, unit, noun, RULE_RATIOS);

const armOf = (result: ExperimentResult, id: string): ArmResult => armById(result, id, WHO);
const pairingArms = (result: ExperimentResult, warband?: string) => PAIRINGS.filter((pair) => !warband || pair.includes(warband as never)).map(([a, b]) => armOf(result, pairingId(a, b)));

/** An arm's metric less the printed Flyer arm's, pair by pair on the same seeds. */
const paired = (result: ExperimentResult, trait: Trait, metric = 'scoreA'): Estimate => pairedEstimate(result, traitId(trait), traitId('flyer'), metric, WHO);
const pp = (e: Estimate) => formatPointsDifference(e.mean, interval(e), e.games, 'paired games');
/** How the Flyer compares, from the paired difference (other trait less Flyer): the Flyer is better when it is below 0. */
export const flyerWord = (e: Estimate) => (interval(e)[1] < 0 ? 'clearly better than' : interval(e)[0] > 0 ? 'clearly worse than' : 'not told apart from');

function championLines(result: ExperimentResult): string[] {
  // Crashing Wave: the Ogrekin Hunting Party's Champion and the Vampire Court's attached one; Battle Summons: the Court's two.
  const wave = pairingArms(result).filter((arm) => /ogrekin|vampire/.test(arm.id));
  const summons = pairingArms(result, 'vampire-court');
  const plot = [armOf(result, PLOT_ID)];
  return [
    `RR-160, Crashing Wave (the Ogrekin Hunting Party's and the Vampire Court's, in their five pairings): ${G(wave, 'waves', 'Crashing Waves per game')}; of the Guile checks rolled, ${res(wave, 'wave')}; a success moved ${per(wave, 'waveMoved', 'allies', 'successes')} (every ally within M moves toward its nearest enemy: Elements that already stand in reach move too, and a critical lets them ignore Rough and Hazardous terrain).`,
    `RR-161, Battle Summons (the Vampire Court's two Champions, three pairings): ${G(summons, 'summonses', 'Battle Summons per game')}; of the Guile checks rolled, ${res(summons, 'summons')}; ${s(summons, 'summonsReturned', 'successes')} of successes returned an Element (${G(summons, 'summonsPoints', 'points returned per game')}). The action is listed only with a removed 1 or 2-point ally to name; the heuristic values it at half the named Element's points.`,
    `RR-165, Scheming Plot (the Dwarven Throng's Champion with Scheming Plot against the Vampire Court): ${G(plot, 'plots', 'Scheming Plots per game')}; of the Guile checks rolled, ${res(plot, 'plot')}, so ${s(plot, 'plotCritical', 'checks')} of them moved 3 Momentum each way instead of 2; of the Momentum the successes move at face value, the user regained ${s(plot, 'plotRegained', 'Momentum at face value')} (a regain stops at the Total Momentum the round began with) and the enemy lost ${s(plot, 'plotDrained', 'Momentum at face value')} ("they cannot go below zero"). The heuristic values a Plot at a fixed 0.45 Momentum-free gain, so a Champion with no enemy near plots again and again while the checks pay for the next one (the enemy soon has nothing left to lose); the engine's guard of 24 actions per side and round ends such runs, which a person could prolong. Whether it is worth its slot: rr-scheming-plot (RR-021).`,
  ];
}

function reactionLines(result: ExperimentResult): string[] {
  const all = pairingArms(result);
  const court = pairingArms(result, 'vampire-court');
  return [
    `RR-172, Blink (the Vampire Court's two Wards, three pairings): ${G(court, 'blinks', 'Blinks declared per game')}; ${s(court, 'blinkStopped', 'declared')} stopped by a Deny; of the Will checks rolled, ${res(court, 'blink')}; ${s(court, 'blinkPlaced', 'successes')} of successes placed the Ward beside an ally (the one in its sight farthest from the attacker; a critical also withdraws the attacker). The heuristic declares a Blink only when its Ward is the attack's target.`,
    `RR-100, RR-101, the reaction protocol (the six pairings, both sides): ${G(all, 'declared', 'reactions declared per game')}; ${s(all, 'denied', 'declared')} of declarations denied; ${s(all, 'countered', 'denials')} of denials answered by the final word's counter-spend; ${s(all, 'stopped', 'declared')} of declarations stopped. The protocol's Momentum steps (declares, denies, counter-spends) come to ${G(all, 'protocol', 'per game')} (a Discipline side's first reaction each round is free). The heuristic denies with 3 or more Momentum and at least as much as the enemy, and counter-spends with 2 or more.`,
  ];
}

function heavyLines(result: ExperimentResult): string[] {
  const throng = pairingArms(result, 'dwarven-throng');
  const transport = [armOf(result, traitId('transport'))];
  return [
    `RR-108, Flyer (the Ogrekin Hunting Party against the Vampire Court, score per game of the Ogrekin, win 1, draw 1/2, pair by pair on the same seeds; 95% intervals): its printed Flyer is ${flyerWord(paired(result, 'colossal'))} a Colossal Heavy in its place (Colossal less Flyer ${pp(paired(result, 'colossal'))}) and ${flyerWord(paired(result, 'transport'))} a Transport (Transport less Flyer ${pp(paired(result, 'transport'))}). Flyer (Heavy Traits): MOV M with one pivot, ignores Rough and Hazardous terrain; Colossal strikes up to three enemies and does not withdraw; Transport MOV M, carries 2 points, cannot enter Rough or Hazardous.`,
    `RR-107, Transport, not answered here: the Dwarven Throng's (three pairings) ${G(throng, 'disembarks', 'Elements getting out per game')}; the Ogrekin's Transport in place of its Flyer ${G(transport, 'disembarks', 'Elements getting out per game')} (the starting load takes only Champions and Fighters on the board, and the Ogrekin's Ambushers hold theirs back). Only a starting load ever rides: the default player never chooses to embark (ai.ts values embarking at 0 under heuristic:transport=off); rr-heuristic-gaps plays transport=on, which embarks, and measures what carrying Elements is worth (RR-107).`,
  ];
}

function designLines(result: ExperimentResult): string[] {
  const games = result.arms.reduce((sum, arm) => sum + 2 * arm.trials, 0);
  return [
    `${groupThousands(games)} games: the six pairings of the example warbands, the Dwarven Throng with Scheming Plot against the Vampire Court, and the Ogrekin Hunting Party with a Transport or a Colossal Heavy for its Flyer against the Vampire Court (on the printed Ogrekin's seeds), ${groupThousands(result.arms[0]?.trials ?? 0)} pairs of games per arm with the sides swapped, setup rolled, the heuristic player on both sides. Counts are per game, both sides; shares over the unit named, intervals 95% from the ratio estimator over pairs of games.`,
  ];
}

export function answer(result: ExperimentResult): string[] {
  return [...championLines(result), ...reactionLines(result), ...heavyLines(result), ...designLines(result)];
}

// ---- The experiment ---------------------------------------------------------------------

/** RR-107 (Transport) is read too, but the heuristic never embarks, so only starting loads ride: not claimed (the answer says so). */
export const ANSWERED = ['RR-160', 'RR-161', 'RR-165', 'RR-172', 'RR-100', 'RR-101', 'RR-108'];

const base = matchExperiment(
  {
    id: 'rr-rules-in-play',
    title: 'Rules in played games: Crashing Wave, Battle Summons, Scheming Plot, Blink, the reaction protocol and the Flyer',
    question: 'In games between the example warbands, how often do Crashing Wave, Battle Summons, Scheming Plot and Blink come and how do they go, what does the declare/deny/counter-spend protocol cost, and what is the Flyer worth against the other Heavy traits?',
    source: { rulebook: '004_c41133d86b017ece.txt', section: 'Champion Actions; Standard Reactions › Blink; Eleven Reactions › How Reactions Work; Four Elements › Heavy Traits', catalogue: ANSWERED },
    pairs: 1000,
  },
  ARMS,
);

const kept = keepMetrics(base);
const METRICS = readingMetrics(READINGS, RULE_RATIOS);

export default defineExperiment<MatchParams>({
  ...kept,
  metrics: { ...kept.metrics, ...METRICS },
  trial: rulesTrial,
  answer,
  charts: [{ kind: 'arms', metric: 'declared', reference: 'none', title: 'Reactions declared per game, by pairing' }],
});

