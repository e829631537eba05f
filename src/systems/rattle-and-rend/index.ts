/**
 * Rattle and Rend as a registered game (`playtest game rattle-and-rend`,
 * `playtest match rattle-and-rend`). Rules card: README.md and rules.ts;
 * sides are warbands (warband.ts), presets the rulebook's four example
 * warbands (data/warbands/*.json).
 */
import { Xoshiro128 } from '../../rng/xoshiro128.ts';
import { defineGame } from '../../game/definition.ts';
import { evaluate, heuristic, RR_HEURISTIC_OPTIONS } from './ai.ts';
import { startGame } from './engine.ts';
import { narrateRattleAndRend } from './narrate.ts';
import { PROFILES, RR_VARIANTS, SCENARIOS, WARBAND_POINTS, type RrVariants } from './rules.ts';
import { MOMENTUM_SOURCES, RrState, type MomentumSource } from './state.ts';
import { profilesFor } from './statLines.ts';
import { parseWarband, RR_SIDE_SCHEMA, type Roster, type RrSide } from './warband.ts';
import dwarvenThrong from './data/warbands/dwarven-throng.json' with { type: 'json' };
import ghostlyHost from './data/warbands/ghostly-host.json' with { type: 'json' };
import ogrekinHuntingParty from './data/warbands/ogrekin-hunting-party.json' with { type: 'json' };
import vampireCourt from './data/warbands/vampire-court.json' with { type: 'json' };

/**
 * Checked rosters by side object: a match plays the same two sides thousands of times (bench-rattle-and-rend). Rosters
 * are never mutated; a side object is, possibly, so a hit also needs the same fields as when it was checked (compared
 * one by one: building a key string per side per game cost more: bench-ab, tenth pass).
 */
const rosterCache = new WeakMap<RrSide, { attached: RrVariants['attached-champion']; stats: string; side: RrSide; roster: Roster }>();

function sameSide(a: RrSide, b: RrSide): boolean {
  return a.name === b.name && a.elements === b.elements && a.tactic1 === b.tactic1 && a.tactic2 === b.tactic2 && a.bond === b.bond && a.reputation === b.reputation && a.focus === b.focus && a.points === b.points;
}

function rosterOf(side: RrSide, variants: RrVariants): Roster {
  const attached = variants['attached-champion'];
  const hit = rosterCache.get(side);
  if (hit && hit.attached === attached && hit.stats === variants.stats && sameSide(hit.side, side)) return hit.roster;
  const roster = parseWarband(side, attached, profilesFor(variants.stats));
  rosterCache.set(side, { attached, stats: variants.stats, side: { ...side }, roster });
  return roster;
}

/** A new game: both warbands checked and placed in their slots, setup run to its first roll. */
export function newRattleAndRend(sides: readonly [RrSide, RrSide], variants: RrVariants, chance: Xoshiro128, log: boolean): RrState {
  const rosters = [rosterOf(sides[0], variants), rosterOf(sides[1], variants)] as const;
  const state = new RrState(variants, rosters, chance, log);
  for (let p = 0; p < 2; p++) {
    rosters[p].units.forEach((unit, k) => {
      const i = state.n++;
      state.side[i] = p;
      state.type[i] = unit.type;
      state.trait[i] = unit.trait;
      state.champ[i] = unit.champion;
      state.points[i] = unit.points;
      state.radius[i] = PROFILES[unit.type].base / 2;
      state.carrier[i] = -1;
      if (k === rosters[p].focus) state.focus[p] = i;
    });
  }
  state.geometryWritten();
  state.event({ kind: 'start', warbands: [rosters[0].name, rosters[1].name] });
  startGame(state);
  return state;
}

const side = (data: unknown) => ({ focus: 0, points: WARBAND_POINTS, ...(data as object) }) as RrSide;
const seatOfB = (seatOfA: number) => 1 - seatOfA;
const BOND_SOURCES: readonly MomentumSource[] = ['fellowship', 'strife', 'bloodlust', 'retinue'];
/** A seat's Momentum from these sources (state.ts statMomentumBy). */
const momentumFrom = (s: RrState, seat: number, sources: readonly MomentumSource[]): number => sources.reduce((sum, why) => sum + s.statMomentumBy[seat * MOMENTUM_SOURCES.length + MOMENTUM_SOURCES.indexOf(why)], 0);

/** RR-013 asks how Bond Momentum spreads over games ("up to 12"): histogram bins 0-1, 2-3, ... 10-11, 12+. */
export const BOND_MOMENTUM_BINS = [0, 2, 4, 6, 8, 10, 12] as const;

/** Kill Them All and Duel: no round limit in the rulebook, so the toolkit's `open-ended-rounds` cap ends them (RR-150). */
const OPEN_ENDED: readonly number[] = [SCENARIOS.indexOf('kill-them-all'), SCENARIOS.indexOf('duel')];
/** RR-036: the first attack or removal in round r leaves r - 1 rounds before it; histogram bins 0, 1, 2, 3, 4+. */
const ROUND_BINS = [0, 1, 2, 3, 4] as const;
const roundsBefore = (s: RrState, round: number): number => (round > 0 ? round - 1 : s.round);
/** RR-031: the mean number of actions a seat could choose from on its turns (0 when it never had a choice). */
const optionsPerTurn = (s: RrState, seat: number): number => (s.statTurns[seat] > 0 ? s.statOptions[seat] / s.statTurns[seat] : 0);

export const rattleAndRend = defineGame<RrState, RrSide>({
  id: 'rattle-and-rend',
  title: 'Rattle and Rend',
  summary: 'Rattle and Rend v03 (004): 12-point warbands, d20 checks, secret Momentum bids, actions and reactions on a 400 mm board',
  sideSchema: RR_SIDE_SCHEMA,
  presets: {
    'dwarven-throng': side(dwarvenThrong),
    'ghostly-host': side(ghostlyHost),
    'ogrekin-hunting-party': side(ogrekinHuntingParty),
    'vampire-court': side(vampireCourt),
  },
  variants: RR_VARIANTS,
  sideName: (s) => s.name,
  newGame: ({ sides, variants, chance, log }) => newRattleAndRend(sides, variants as unknown as RrVariants, chance, log),
  deserialize: (serialized) => RrState.deserialize(serialized),
  heuristic,
  heuristicOptions: RR_HEURISTIC_OPTIONS,
  evaluate,
  length: { label: 'rounds', of: (state) => state.round },
  statistics: {
    removedByA: { label: 'points A removed', unit: 'enemy points removed per game', perGame: (s, a) => s.statRemoved[seatOfB(a)] },
    removedByB: { label: 'points B removed', unit: 'enemy points removed per game', perGame: (s, a) => s.statRemoved[a] },
    actionsA: { label: 'actions by A', unit: 'actions per game', perGame: (s, a) => s.statActions[a] },
    actionsB: { label: 'actions by B', unit: 'actions per game', perGame: (s, a) => s.statActions[seatOfB(a)] },
    optionsA: { label: 'legal actions per turn of A (turns with a choice; pass left out)', unit: 'actions listed per turn', perGame: (s, a) => optionsPerTurn(s, a) },
    optionsB: { label: 'legal actions per turn of B (turns with a choice; pass left out)', unit: 'actions listed per turn', perGame: (s, a) => optionsPerTurn(s, seatOfB(a)) },
    quietRounds: { label: 'rounds before the first attack (all of them when no attack came)', unit: 'rounds per game', perGame: (s) => roundsBefore(s, s.statFirstAttack[0]), bins: ROUND_BINS },
    safeRounds: { label: 'rounds before the first removal (all of them when nothing was removed)', unit: 'rounds per game', perGame: (s) => roundsBefore(s, s.statFirstRemoval[0]), bins: ROUND_BINS },
    playerAScore: { label: "Player A's score (seat 0, who rolls and chooses in setup; win 1, draw 1/2)", unit: 'points per game', perGame: (s) => (s.returns()[0] + 1) / 2 },
    roundCap: { label: "games that reached the round cap (Kill Them All and Duel reaching open-ended-rounds' last round)", unit: 'share of games', perGame: (s) => (OPEN_ENDED.includes(s.scenario) && s.round >= s.roundLimit ? 1 : 0) },
    tiedBids: { label: 'tied initiative bids (both bid the same: "discard those points and bid again")', unit: 'ties per game', perGame: (s) => s.statTies[0] },
    tieDrainA: { label: 'Momentum A lost to tied bids', unit: 'Momentum per game', perGame: (s, a) => s.statTieDrain[a] },
    tieDrainB: { label: 'Momentum B lost to tied bids', unit: 'Momentum per game', perGame: (s, a) => s.statTieDrain[seatOfB(a)] },
    fodderA: { label: 'Fodder swaps by A', unit: 'reactions per game', perGame: (s, a) => s.statFodder[a] },
    fodderB: { label: 'Fodder swaps by B', unit: 'reactions per game', perGame: (s, a) => s.statFodder[seatOfB(a)] },
    reactionsA: { label: 'reactions by A', unit: 'reactions declared per game', perGame: (s, a) => s.statReactions[a] },
    reactionsB: { label: 'reactions by B', unit: 'reactions declared per game', perGame: (s, a) => s.statReactions[seatOfB(a)] },
    regainedA: { label: 'Momentum A regained (Bonds, Scheming Plot, Vengeance)', unit: 'Momentum per game', perGame: (s, a) => s.statRegained[a] },
    regainedB: { label: 'Momentum B regained (Bonds, Scheming Plot, Vengeance)', unit: 'Momentum per game', perGame: (s, a) => s.statRegained[seatOfB(a)] },
    bidA: { label: 'Momentum A bid', unit: 'Momentum per game', perGame: (s, a) => s.statBidSpent[a] },
    checks: { label: 'checks rolled (both sides)', unit: 'checks per game', perGame: (s) => s.statChecks[0] + s.statChecks[1] },
    bondMomentumA: { label: "Momentum A's Bond regained (Fellowship, Strife, Bloodlust, Retinue)", unit: 'Momentum per game', perGame: (s, a) => momentumFrom(s, a, BOND_SOURCES), bins: BOND_MOMENTUM_BINS },
    bondMomentumB: { label: "Momentum B's Bond regained (Fellowship, Strife, Bloodlust, Retinue)", unit: 'Momentum per game', perGame: (s, a) => momentumFrom(s, seatOfB(a), BOND_SOURCES), bins: BOND_MOMENTUM_BINS },
    disciplineA: { label: 'Momentum Discipline saved A', unit: 'free first actions and reactions per game', perGame: (s, a) => momentumFrom(s, a, ['discipline']) },
    disciplineB: { label: 'Momentum Discipline saved B', unit: 'free first actions and reactions per game', perGame: (s, a) => momentumFrom(s, seatOfB(a), ['discipline']) },
    plotMomentumA: { label: 'Momentum A regained by Scheming Plot', unit: 'Momentum per game', perGame: (s, a) => momentumFrom(s, a, ['scheming-plot']) },
    plotMomentumB: { label: 'Momentum B regained by Scheming Plot', unit: 'Momentum per game', perGame: (s, a) => momentumFrom(s, seatOfB(a), ['scheming-plot']) },
    vengeanceA: { label: 'Momentum A regained by Vengeance', unit: 'Momentum per game', perGame: (s, a) => momentumFrom(s, a, ['vengeance']) },
    vengeanceB: { label: 'Momentum B regained by Vengeance', unit: 'Momentum per game', perGame: (s, a) => momentumFrom(s, seatOfB(a), ['vengeance']) },
    freeActionsA: { label: 'free actions A took (Counter-Punchers, Evade or Maneuver criticals, a Temptors Action or Reaction)', unit: 'actions per game', perGame: (s, a) => momentumFrom(s, a, ['free-action']) },
    freeActionsB: { label: 'free actions B took (Counter-Punchers, Evade or Maneuver criticals, a Temptors Action or Reaction)', unit: 'actions per game', perGame: (s, a) => momentumFrom(s, seatOfB(a), ['free-action']) },
    moraleA: { label: 'Morale checks made for A', unit: 'share of games', perGame: (s, a) => s.morale[a] & 1 },
    moraleB: { label: 'Morale checks made for B', unit: 'share of games', perGame: (s, a) => s.morale[seatOfB(a)] & 1 },
    moraleCostA: { label: 'Morale cost A points', unit: 'share of games', perGame: (s, a) => (s.statMoraleLost[a] > 0 ? 1 : 0) },
    moraleCostB: { label: 'Morale cost B points', unit: 'share of games', perGame: (s, a) => (s.statMoraleLost[seatOfB(a)] > 0 ? 1 : 0) },
    moraleLostA: { label: 'points A lost to Morale', unit: 'points per game', perGame: (s, a) => s.statMoraleLost[a] },
    moraleLostB: { label: 'points B lost to Morale', unit: 'points per game', perGame: (s, a) => s.statMoraleLost[seatOfB(a)] },
    attacksA: { label: 'attacks by A', unit: 'attacks per game', perGame: (s, a) => s.statAttacks[a] },
    attacksB: { label: 'attacks by B', unit: 'attacks per game', perGame: (s, a) => s.statAttacks[seatOfB(a)] },
    fromInspiringA: { label: 'attacks by A from Inspiring terrain', unit: 'attacks per game', perGame: (s, a) => s.statFromInspiring[a] },
    fromInspiringB: { label: 'attacks by B from Inspiring terrain', unit: 'attacks per game', perGame: (s, a) => s.statFromInspiring[seatOfB(a)] },
    intoInspiringA: { label: 'attacks by A into Inspiring terrain', unit: 'attacks per game', perGame: (s, a) => s.statIntoInspiring[a] },
    intoInspiringB: { label: 'attacks by B into Inspiring terrain', unit: 'attacks per game', perGame: (s, a) => s.statIntoInspiring[seatOfB(a)] },
    round1LostA: { label: 'points A lost in round 1', unit: 'points per game', perGame: (s, a) => s.statRound1Lost[a] },
    round1LostB: { label: 'points B lost in round 1', unit: 'points per game', perGame: (s, a) => s.statRound1Lost[seatOfB(a)] },
    deviousLostA: { label: "A's Devious-moved points lost in round 1", unit: 'points per game', perGame: (s, a) => s.statDeviousLost[a] },
    deviousLostB: { label: "B's Devious-moved points lost in round 1", unit: 'points per game', perGame: (s, a) => s.statDeviousLost[seatOfB(a)] },
  },
  narrate: narrateRattleAndRend,
});
