/**
 * The heuristic's settings (JW_HEURISTIC_OPTIONS), set at each heuristic call (ai.ts): `interceptions`,
 * `fast-boost`, `run-boost`, `react`, `dogfight-bid` and `q-ship-fire` (below).
 *
 * `fast-boost`, its Boost limit: a Fast model under `fast-text=full` may
 * Boost 3 Fuel (Traits › Fast, fast.ts), but the heuristic scores a Bombing Run, Interception or Ram by its target,
 * not by its odds, so the third Fuel bought runs it could not otherwise reach and the squadron arrived with 0-1 Fuel
 * for its bid and Evasive: with Boost 3 the Jovian Strike Group's 8 Fast squadrons scored 0.39 (0.36-0.42) against
 * the CEGA Battle Group, with Boost 2 0.53 (0.50-0.56), plain 0.45 (1,000 games each, seed 1; before Reactive
 * Interceptions by any squadron were played, 0.27, 0.48 and 0.45). So it Boosts at most
 * 2 (`2`, default) unless set to `3` (the player before). Set at each heuristic call (ai.ts); models that are not Fast
 * Boost at most 2 either way.
 */
import { boostMaxFuel } from './fast.ts';
import type { JovianState } from './game.ts';
import { BOOST_MAX_FUEL } from './rules.ts';
import { MAX_BID } from './options.ts';
import type { Unit } from './units.ts';

export const JW_HEURISTIC_OPTIONS = {
  interceptions: {
    values: ['weighed', 'rams', 'ignored'],
    describe:
      "the Reactive Interceptions a Bombing Run or Intercept would meet on its way (escorts.ts): weighed (default: such a run is scored as the Dogfight with the squadron that stops it, the run lapsing), rams (a squadron's Ram weighed the same way too) or ignored (the player before, scoring the run as if it arrived)",
  },
  'fast-boost': {
    values: ['2', '3'],
    describe:
      "the most Fuel the heuristic Boosts with a Fast model under fast-text=full: 2 (default: its run scores do not weigh what a third Fuel costs the run's bid and Evasive) or 3 (the rule's limit; the player before jw-fast's Boost arm)",
  },
  'run-boost': {
    values: ['none', 'any'],
    describe:
      'whether it Boosts into a Bombing Run or Intercept: none (default: one it cannot reach unboosted is left for next turn, its Fuel kept for the bid) or any (the player before, up to its Boost limit)',
  },
  react: {
    values: ['always', 'weighed'],
    describe:
      "whether a squadron offered a Reactive Interception (reactiveOffer.ts) takes it: always (default, as every eligible squadron did before the offer was a choice) or weighed (always when it stops a Bombing Run, Ram, Land, Combined Attack, escape or mining run, else only when its Dogfight is at least even; it scored no better in any pairing)",
  },
  'dogfight-bid': {
    values: ['all', '2'],
    describe:
      "the Fuel a squadron bids in a Dogfight or Bombing Run: all it has, up to the engine's 3 (default: Fuel refreshes in the End Phase, and jw-dogfight-commits' equilibrium bids all) or at most 2 (the player before, keeping Fuel for later that turn)",
  },
  'q-ship-fire': {
    values: ['eager', 'ambush'],
    describe:
      'how its own unrevealed Q-Ship uses its Hardpoint weapons (Traits › Q-Ship, qShipAi.ts): eager (default, the player before: like any gun, at the first target in reach) or ambush (holds them, and the Actions that would reveal it, until an enemy capital ship is at Short Range of one, an enemy has attacked it, or the last turn)',
  },
} as const;

let bidAll = true;
let reactAlways = true;
let runBoosts = false;

let thirdBoost = false;
let interceptionsWeighed = true;
let ramInterceptionsWeighed = false;
let ambush = false;

/** Sets the settings from the heuristic's options (JW_HEURISTIC_OPTIONS). */
export function applySettings(settings: Readonly<Record<string, string>>): void {
  thirdBoost = settings['fast-boost'] === '3';
  interceptionsWeighed = settings.interceptions !== 'ignored';
  ramInterceptionsWeighed = settings.interceptions === 'rams';
  bidAll = settings['dogfight-bid'] !== '2';
  runBoosts = settings['run-boost'] === 'any';
  reactAlways = settings.react !== 'weighed';
  ambush = settings['q-ship-fire'] === 'ambush';
}

/**
 * `q-ship-fire`: whether its own unrevealed Q-Ship holds its Hardpoint weapons until the ambush is worth the secret
 * (`ambush`: qShipAi.ts, Traits › Q-Ship) or fires them like any gun (`eager`, default: the player before, so games
 * without the setting are the same games). What holding is worth is jw-q-ship's question.
 */
export function ambushes(): boolean {
  return ambush;
}

/**
 * `react`: whether the heuristic takes every Reactive Interception it is offered (`always`, default: what every eligible
 * squadron did before the offer was a choice) or weighs it (ai.ts reactScore: lets an approach, a hold or an Intercept
 * pass when its Dogfight is worse than even). Weighed against always, 2,000 games a pairing, seed 1, the weighing side's
 * score against the same pairing with always on both sides: the CEGA Battle Group mirror 0.475 (0.453-0.497) against
 * 0.500, the Jovian Strike Group mirror 0.496 against 0.500, Battle Group v Strike Group 0.457 against 0.472 and 0.518
 * against 0.528 the other way, Venusian Raiders v Battle Group 0.775 against 0.788, the Carrier Groups 0.634 against
 * 0.636. Letting pass only far worse Dogfights (a margin of 6 or 12 on the pool-times-Structure edge) came closer to
 * always and never above it: an interception stops the active squadron short and lapses its Action, which is worth
 * more than the Dogfight it costs.
 */
export function reactsAlways(): boolean {
  return reactAlways;
}

/**
 * `interceptions`: whether the heuristic scores a Bombing Run or Intercept that a squadron on its way would stop as the
 * Dogfight it becomes (weighed, default) or as if it arrived (ignored, the player before Reactive Interceptions by any
 * squadron were played).
 */
export function weighsInterceptions(): boolean {
  return interceptionsWeighed;
}

/**
 * `interceptions=rams`: a squadron's Ram (at Structure 0-1) that a squadron on its way would stop is scored as that
 * Dogfight too (reactiveOffer.ts pathInterceptor, the engine's own check). Counted 2026-11-24 in heuristic games
 * (seeds 1-100 of Battle Group v Strike Group, the Skirmish Patrols, the Carrier Groups, Venusian Raiders v Battle
 * Group): the default player chose 1,401 squadron Rams in 400 games, 392 of them into an interception; with `rams`
 * 1,147 and 160. It changes no result clearly, so it is not the default: `rams` on side A against the default, 2,000
 * games each, seed 1, the CEGA Battle Group mirror 0.504 (0.484-0.525), the Jovian Strike Group mirror 0.500
 * (0.480-0.521); Battle Group v Strike Group 0.484 (0.462-0.505) against 0.472 with the default on both sides, the
 * other way 0.524 against 0.528, the Carrier Groups 0.640 against 0.636, Venusian Raiders v Battle Group 0.788 against
 * 0.788. A stopped Ram is a Dogfight for a squadron that was down to 1 Structure anyway.
 */
export function weighsRamInterceptions(): boolean {
  return ramInterceptionsWeighed;
}

/**
 * `dogfight-bid`: the most Fuel a squadron bids in a Dogfight or Bombing Run (ai.ts, case 'commit'). The Fuel left after
 * an exchange buys only a Boost or a Reactive Interception later that turn (it refreshes in the End Phase), and
 * jw-dogfight-commits' solved Dogfight has both squadrons bid all they may. Bidding all won every pairing against the
 * player before (`2`), 2,000 games each, seed 1: the CEGA Battle Group mirror 0.64 (0.62-0.66), the Jovian Strike Group
 * mirror 0.59 (0.57-0.61), each side of the Battle Group against the Strike Group +0.09 to +0.15, the Carrier Groups
 * +0.07 and +0.09, the Venusian Raiders against the Battle Group +0.06 either way.
 */
export function dogfightBid(): number {
  return bidAll ? MAX_BID : 2;
}

/**
 * `run-boost`: whether the heuristic takes a Bombing Run or Intercept option that Boosts (ai.ts leaves them out under
 * `none`, the default). A Boost spends the Fuel the run's bid would add to its pool (dogfight-bid), and the run scores
 * by its target, not its odds, so the boosted runs it took were worse than closing in and running next turn with full
 * Fuel. Left out, measured as the side playing first against the player before in both seats (4,000 games a pairing,
 * seed 1, the seat's score): CEGA Battle Group v Jovian Strike Group 0.574 -> 0.642, the CEGA mirror 0.600 -> 0.633,
 * the Jovian mirror 0.611 -> 0.708, Venusian Raiders v Battle Group 0.492 -> 0.564, the Carrier Groups 0.518 -> 0.569,
 * the skirmish patrols 0.534 -> 0.576; a penalty of 4, 8 or 20 a Fuel instead of leaving them out gained less.
 */
export function boostsRuns(): boolean {
  return runBoosts;
}

/** The most Fuel the heuristic plans to Boost with `unit` (its reach estimates and the options it weighs). */
export function plannedBoostMax(state: JovianState, unit: Unit): number {
  return state.fast && thirdBoost ? boostMaxFuel(state, unit) : BOOST_MAX_FUEL;
}

/** Whether the heuristic leaves out an option Boosting `boost` Fuel. */
export function beyondPlannedBoost(boost: number): boolean {
  return !thirdBoost && boost > BOOST_MAX_FUEL;
}
