/**
 * Rattle and Rend RR-111 (004_c41133d86b017ece.txt, Tactics › Tactitians:
 * "you may spend 1pt of Momentum to select one of the following bonuses to
 * apply to all your warband's CHAMPIONS, FIGHTERS, SHOOTERS, and
 * SKIRMISHERS: -1 to FURY; -1 to Guile; Increase MOV one range band; Increase
 * RNG one range band"): which of the four bonuses is worth taking?
 *
 * Design. The Tactitians warband is the option tournaments' warband
 * (_options.ts: one of each Element type but Dregs and Wards, Discipline,
 * Wary; illustrative, not a rulebook list) with Tactitians and Butchers, the
 * no-op partner (it acts only on Dregs): Tactitians is its one working Tactic,
 * and its bonus reaches the Champion, both Fighters, the Shooters and the
 * Skirmishers (9 of its 12 points; not the Colossal Heavy). Each policy is a
 * setting of the heuristic player (`heuristic:tactitians=...`, ai.ts), which
 * selects that bonus at its first action decision of the game (round 1, its
 * first Turn, as the default reading `tactitians=first-turn` requires) and
 * keeps it; a fifth setting, `none`, never selects, so the bonus's own worth
 * (its effect less the Momentum it costs) is measured too. The opponents are
 * the rulebook's four example warbands, played by the default heuristic.
 * Every arm is a pair of games with the sides swapped, setup rolled (scenario,
 * terrain, deployment).
 *
 * Pairing. Against one opponent the five policies play the same seeds (common
 * random numbers): their games are the same until the bonus changes a check,
 * a band or the Momentum left, so each bonus is compared with -1 Fury (the
 * player's old and default choice) pair by pair. Each opponent plays its own
 * lane of the trial's stream (its own seeds), so the four opponents'
 * estimates are independent and pool by adding variances. Two bonuses neither
 * of which is -1 Fury are compared through their paired differences from it,
 * the standard errors added (sd(x - y) <= sd(x) + sd(y) for any correlation:
 * a bound, never too narrow).
 */
import type { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import { defineExperiment, type TrialRecord } from '../../src/sim/experiment.ts';
import { matchExperiment, type MatchArm } from '../../src/sim/match/matchExperiment.ts';
import { playObservedPair, type PairObserver } from '../../src/sim/match/pairTrial.ts';
import type { MatchParams } from '../../src/game/matchSetup.ts';
import { STREAM_WORDS } from '../../src/game/playGame.ts';
import { findGame } from '../../src/game/registry.ts';
import { chooseGameVariants } from '../../src/game/variants.ts';
import type { ArmResult, ExperimentResult } from '../../src/sim/result.ts';
import { formatPointsDifference, groupThousands, shown } from '../../src/report/format.ts';
import { TACTITIANS_CHOICE } from '../../src/systems/rattle-and-rend/ai.ts';
import type { RrState } from '../../src/systems/rattle-and-rend/state.ts';
import type { RrSide } from '../../src/systems/rattle-and-rend/warband.ts';
import { armEstimate, interval, keepMetrics, NO_OP_TACTIC, poolEstimates, showMean, showShare, titleWords, warband, type Estimate } from './_options.ts';

const game = findGame('rattle-and-rend');

// ---- The arms ---------------------------------------------------------------------------

/** The policies: the four bonuses (heuristic:tactitians=...), -1 Fury first (the reference), then never selecting. */
export const BONUSES = ['fury', 'guile', 'mov', 'rng'] as const;
export const NONE = 'none';
export const POLICIES = [...BONUSES, NONE] as const;
export type Policy = (typeof POLICIES)[number];
/** Every other policy is compared with this one, pair by pair: the heuristic player's default (and only choice before RR-111). */
export const REFERENCE: Policy = 'fury';

export const POLICY_NAMES: Readonly<Record<Policy, string>> = { fury: '-1 Fury', guile: '-1 Guile', mov: 'MOV +1 band', rng: 'RNG +1 band', none: 'no bonus (never selected)' };

/** The example warbands, each on its own lane of the trial's stream. */
export const OPPONENTS = ['dwarven-throng', 'ghostly-host', 'ogrekin-hunting-party', 'vampire-court'] as const;
export type Opponent = (typeof OPPONENTS)[number];
/** Chart labels (the answer's sentences use the full names). */
const SHORT_POLICY: Readonly<Record<Policy, string>> = { fury: '-1 Fury', guile: '-1 Guile', mov: 'MOV +1', rng: 'RNG +1', none: 'no bonus' };
const SHORT_OPPONENT: Readonly<Record<Opponent, string>> = { 'dwarven-throng': 'Dwarven Throng', 'ghostly-host': 'Ghostly Host', 'ogrekin-hunting-party': 'Ogrekin', 'vampire-court': 'Vampire Court' };

/** Illustrative: the option tournaments' warband with Tactitians as its one working Tactic (Butchers does nothing without Dregs). */
export const TACTITIANS_SIDE: RrSide = warband('Tactitians warband (illustrative)', { tactic1: 'tactitians', tactic2: NO_OP_TACTIC });

export const armId = (policy: Policy, opponent: Opponent): string => `${policy}-vs-${opponent}`;
export const agentOf = (policy: Policy): string => `heuristic:tactitians=${policy}`;
const variants = chooseGameVariants(game, []);

export const ARMS: MatchArm[] = OPPONENTS.flatMap((opponent) =>
  POLICIES.map((policy) => ({
    id: armId(policy, opponent),
    label: `${SHORT_POLICY[policy]} vs ${SHORT_OPPONENT[opponent]}`,
    coords: { policy: POLICY_NAMES[policy], opponent: titleWords(opponent) },
    params: { system: game.id, sideA: TACTITIANS_SIDE, sideB: game.presets[opponent] as RrSide, agentA: agentOf(policy), agentB: 'heuristic', variants },
    baseline: policy === REFERENCE ? null : armId(REFERENCE, opponent),
  })),
);

/** An arm's lane: its opponent's place in OPPONENTS (read from params: they cross to worker threads as plain JSON). */
export const laneOf = (params: MatchParams): number => OPPONENTS.findIndex((id) => (game.presets[id] as RrSide).name === (params.sideB as RrSide).name);

// ---- One game read ----------------------------------------------------------------------

/** Whether side A ended with its policy's Tactitians choice (0 none, 1-4 as actions.ts), took any action at all, and won. */
export function readGame(s: { tactitians: ArrayLike<number>; statActions: ArrayLike<number>; returns(): number[] }, seatOfA: number, policy: Policy): { selected: number; acted: number; won: number } {
  const choice = s.tactitians[seatOfA];
  const wanted = policy === NONE ? 0 : TACTITIANS_CHOICE[policy];
  return { selected: choice === wanted ? 1 : 0, acted: s.statActions[seatOfA] > 0 ? 1 : 0, won: s.returns()[seatOfA] > 0 ? 1 : 0 };
}

const policyOf = (params: MatchParams): Policy => String(params.agentA).split('=')[1] as Policy;

/** The match runner's pair on the opponent's lane, with A's win and whether it played its policy's choice read into the record. */
const observerOf = (policy: Policy): PairObserver<RrState> => ({
  skip: (params) => STREAM_WORDS * laneOf(params),
  start: (record) => {
    record.winA = 0;
    record.asIntended = 0;
    record.actedA = 0;
  },
  read: (state, seatOfA, record) => {
    const reading = readGame(state, seatOfA, policy);
    (record.winA as number) += reading.won / 2;
    (record.asIntended as number) += reading.selected / 2;
    (record.actedA as number) += reading.acted / 2;
  },
});
const OBSERVERS = Object.fromEntries(POLICIES.map((p) => [p, observerOf(p)])) as Record<Policy, PairObserver<RrState>>;

/** The policy rides on side A's agent (heuristic:tactitians=...), the same in both games of the pair. */
export const tactitiansTrial = (params: MatchParams, root: Xoshiro128): TrialRecord => playObservedPair(params, root, OBSERVERS[policyOf(params)]);

// ---- Estimates --------------------------------------------------------------------------

const Z = 1.959964;
const G = 'games';

const armOf = (result: ExperimentResult, id: string): ArmResult => {
  const arm = result.arms.find((a) => a.id === id);
  if (!arm) throw new Error(`rr-tactitians: no arm ${id}`);
  return arm;
};

/** A policy's per-game estimate of `metric` against one opponent. */
const est = (result: ExperimentResult, policy: Policy, opponent: Opponent, metric: string): Estimate => armEstimate(armOf(result, armId(policy, opponent)), metric);

/** Equal weight per opponent; the opponents play independent seeds, so variances add. */
export const pooled = (result: ExperimentResult, policy: Policy, metric: string): Estimate => poolEstimates(OPPONENTS.map((o) => est(result, policy, o, metric)));

/** A policy's score less -1 Fury's against one opponent, pair by pair on the same seeds (the runner's paired difference). */
export function paired(result: ExperimentResult, policy: Policy, opponent: Opponent, metric = 'scoreA'): Estimate {
  const arm = armOf(result, armId(policy, opponent));
  const d = arm.vsBaseline?.[metric];
  if (!d || arm.baselineArm !== armId(REFERENCE, opponent)) throw new Error(`rr-tactitians: arm ${arm.id} is not paired with ${REFERENCE}`);
  return { mean: d.diff, se: (d.ci[1] - d.ci[0]) / (2 * Z), games: 2 * arm.trials };
}

/** A policy less -1 Fury over the four opponents (equal weight, independent lanes). */
export const pairedPooled = (result: ExperimentResult, policy: Policy, metric = 'scoreA'): Estimate => poolEstimates(OPPONENTS.map((o) => paired(result, policy, o, metric)));

/**
 * Policy a less policy b, pooled over the opponents: with -1 Fury, the paired
 * difference itself; otherwise the difference of their paired differences,
 * its standard error bounded by the sum of theirs.
 */
export function versus(result: ExperimentResult, a: Policy, b: Policy): Estimate {
  if (a === b) throw new Error('rr-tactitians: a policy against itself');
  if (b === REFERENCE) return pairedPooled(result, a);
  if (a === REFERENCE) {
    const d = pairedPooled(result, b);
    return { ...d, mean: -d.mean };
  }
  const [x, y] = [pairedPooled(result, a), pairedPooled(result, b)];
  return { mean: x.mean - y.mean, se: x.se + y.se, games: Math.min(x.games, y.games) };
}

// ---- The answer -------------------------------------------------------------------------

const pp = (e: Estimate, noun = 'paired games') => formatPointsDifference(e.mean, interval(e), e.games, noun);
export const sign = (e: Estimate): number => (interval(e)[0] > 0 ? 1 : interval(e)[1] < 0 ? -1 : 0);
const name = (p: Policy) => POLICY_NAMES[p];
const list = (ps: readonly Policy[]) => ps.map(name).join(', ');

/**
 * The bonuses no other bonus beats clearly (pooled over the opponents): the
 * ones worth taking by these games. With one, it is clearly the best; with
 * more, they are not told apart from each other.
 */
export function leaders(result: ExperimentResult): Policy[] {
  return BONUSES.filter((a) => BONUSES.every((b) => b === a || sign(versus(result, b, a)) <= 0));
}

function headline(result: ExperimentResult): string {
  const top = leaders(result);
  const beaten = BONUSES.filter((b) => !top.includes(b));
  const worth = BONUSES.map((b) => `${name(b)} ${pp(versus(result, b, NONE))}`).join('; ');
  const bySign = (s: number) => BONUSES.filter((b) => sign(versus(result, b, NONE)) === s);
  const [pays, level, costs] = [bySign(1), bySign(0), bySign(-1)];
  const momentum = [pays.length ? `clearly worth its Momentum: ${list(pays)}` : 'none clearly worth its Momentum', level.length ? `not told apart from selecting none: ${list(level)}` : '', costs.length ? `clearly worse than selecting none: ${list(costs)}` : ''].filter(Boolean).join('; ');
  const lead =
    top.length === 1
      ? `${name(top[0])} is the bonus worth taking: clearly ahead of every other bonus (${BONUSES.filter((b) => b !== top[0]).map((b) => `${name(b)} ${pp(versus(result, top[0], b))}`).join('; ')})`
      : top.length === BONUSES.length
        ? `No bonus is clearly better than another: all four are level at these numbers`
        : `${list(top)} lead, not told apart from each other; clearly behind at least one of them: ${list(beaten)}`;
  return `RR-111, which Tactitians bonus to take (the Tactitians warband's score per game, win 1, draw 1/2, pooled over the four example warbands with equal weight, both sides played by the heuristic player, sides swapped; 95% intervals): ${lead}. Each bonus against selecting none (its effect less the 1 Momentum it costs, pair by pair on the same seeds): ${worth}; ${momentum}.`;
}

function scoreLines(result: ExperimentResult): string[] {
  const per = POLICIES.map((p) => `${name(p)} ${showMean(pooled(result, p, 'scoreA'), 'per game', G)}, wins ${showShare(pooled(result, p, 'winA'), G)}`);
  const diffs = POLICIES.filter((p) => p !== REFERENCE).map((p) => {
    const d = pairedPooled(result, p);
    const word = sign(d) > 0 ? 'clearly above' : sign(d) < 0 ? 'clearly below' : 'not told apart from';
    return `${name(p)} ${word} -1 Fury, ${pp(d)} of score, ${pp(pairedPooled(result, p, 'winA'))} of wins`;
  });
  return [
    `Score and win rate of the Tactitians warband with each policy (pooled over the four opponents): ${per.join('; ')}.`,
    `Against -1 Fury (the heuristic player's default and its only choice before RR-111), pair by pair on the same seeds: ${diffs.join('; ')}.`,
  ];
}

function opponentLines(result: ExperimentResult): string[] {
  const per = OPPONENTS.map((o) => {
    const diffs = POLICIES.filter((p) => p !== REFERENCE).map((p) => {
      const d = paired(result, p, o);
      return `${name(p)} ${sign(d) > 0 ? 'above' : sign(d) < 0 ? 'below' : 'level'} (${pp(d)})`;
    });
    return `${titleWords(o)}: -1 Fury scores ${showMean(est(result, REFERENCE, o, 'scoreA'), 'per game', G)}; against it ${diffs.join(', ')}`;
  });
  // Where a bonus is clearly above -1 Fury against one opponent and clearly below against another.
  const mixed = BONUSES.filter((p) => p !== REFERENCE).filter((p) => {
    const signs = OPPONENTS.map((o) => sign(paired(result, p, o)));
    return signs.includes(1) && signs.includes(-1);
  });
  return [
    `By opponent (each bonus against -1 Fury, pair by pair; "level": the interval includes 0): ${per.join('. ')}.`,
    mixed.length
      ? `The best bonus depends on the opponent: ${list(mixed)} ${mixed.length === 1 ? 'is' : 'are'} clearly above -1 Fury against one example warband and clearly below it against another.`
      : 'No bonus is clearly above -1 Fury against one example warband and clearly below it against another: where the opponents differ, the intervals do not show the order reversing.',
  ];
}

/**
 * The bonus policies' games (all opponents) with `metric` (0 or 1 a game), counted. The check below is about these
 * games, not an estimate of a wider share, so it is given as exact counts rather than with an interval.
 */
const bonusCount = (result: ExperimentResult, metric: string): number =>
  BONUSES.reduce((sum, p) => sum + OPPONENTS.reduce((inner, o) => inner + Math.round(est(result, p, o, metric).mean * est(result, p, o, metric).games), 0), 0);
const bonusGames = (result: ExperimentResult): number => BONUSES.reduce((sum, p) => sum + OPPONENTS.reduce((inner, o) => inner + est(result, p, o, 'asIntended').games, 0), 0);

function checkLines(result: ExperimentResult): string[] {
  const [asIntended, acted, bonusTotal] = [bonusCount(result, 'asIntended'), bonusCount(result, 'actedA'), bonusGames(result)];
  const games = result.arms.reduce((sum, arm) => sum + 2 * arm.trials, 0);
  const ofAll = (count: number) => `${groupThousands(count)} (${shown((100 * count) / Math.max(1, bonusTotal), 1)}%)`;
  const check =
    asIntended === acted
      ? `The Tactitians side held its bonus in ${ofAll(asIntended)} of the bonus policies' ${groupThousands(bonusTotal)} games (exact counts of these games), which are exactly the games it took any action in; in the other ${ofAll(bonusTotal - acted)} the game was over before its first action (for example a Duel whose marked Elements fell to the enemy's first attacks)`
      : `The Tactitians side held its bonus in ${ofAll(asIntended)} of the bonus policies' ${groupThousands(bonusTotal)} games and took an action in ${ofAll(acted)}: CHECK the policies, the two should match`;
  return [
    `${groupThousands(games)} games in all, ${groupThousands(2 * result.arms[0].trials)} per policy and opponent, setup rolled (scenario, terrain, deployment). ${check}. The heuristic selects its bonus as its first action of the game, in round 1, and never changes it (tactitians=first-turn, the default reading); with tactitians=none it never selects.`,
    "The warband is illustrative: the option tournaments' Champion (Spot Weakness), Colossal Heavy, two Fighters, Shooters and Skirmishers, with Discipline and Wary; the bonus reaches 9 of its 12 points, not the Heavy. RNG one band up takes the Fighters from base-to-base to S, so they also attack at range (the engine reads a band up from base-to-base as S, as it does for Fusiliers). The ranking is what this player makes of each bonus: it values moves and attacks by fixed rules (ai.ts), does not plan around a longer MOV or RNG, and never changes its choice mid-game, which a person might do against a particular warband.",
  ];
}

export function answer(result: ExperimentResult): string[] {
  return [headline(result), ...scoreLines(result), ...opponentLines(result), ...checkLines(result)];
}

// ---- The experiment ---------------------------------------------------------------------

const base = matchExperiment(
  {
    id: 'rr-tactitians',
    title: 'Tactitians: which of the four bonuses is worth taking',
    question:
      "With Tactitians, which bonus should a warband select (-1 Fury, -1 Guile, MOV one band up or RNG one band up), how much is each worth in games against the example warbands, and is each worth the Momentum it costs?",
    source: { rulebook: '004_c41133d86b017ece.txt', section: 'Five Tactics › Tactitians', catalogue: ['RR-111'] },
    pairs: 800,
  },
  ARMS,
);

const kept = keepMetrics(base, ['attacksA', 'attacksB']);

export default defineExperiment<MatchParams>({
  ...kept,
  metrics: {
    ...kept.metrics,
    winA: { kind: 'mean', label: 'games the Tactitians warband won', unit: 'share of games' },
    asIntended: { kind: 'mean', label: "games the Tactitians side ended with its policy's choice", unit: 'share of games' },
    actedA: { kind: 'mean', label: 'games the Tactitians side took any action in', unit: 'share of games' },
  },
  trial: tactitiansTrial,
  answer,
  charts: [
    { kind: 'arms', metric: 'scoreA', title: 'Score of the Tactitians warband by bonus and opponent' },
    { kind: 'forest', metric: 'scoreA', title: 'Score: each policy minus -1 Fury, pair by pair on the same seeds' },
  ],
});
