/**
 * Jovian Wars JW-129 (002_f697cf6215cb147c.txt, Traits › Fast): what is the Fast trait worth in games? No printed card
 * has Fast: the Jovian Strike Group's squadrons (five Pathfinders, three Jovian Fighter Squadrons) or its three capital
 * ships are made Fast by the illustrative side field `fast` (cards.ts fastCard, fast.ts), against the CEGA Battle Group
 * (four exo-armor and four fighter squadrons: the bombers and interceptors that meet the Skill Test), heuristic player
 * both sides, pairs with the sides swapped, the same seeds in every arm, under each reading of `fast-text`:
 * - `full` (the first Traits chapter): the Skill Test (N: the declaring model loses a Fuel), +1F on the Fast model's
 *   Evasive Skill rolls, Boost up to 3 Fuel;
 * - `interception-only` (the second chapter): the Skill Test alone.
 * Read from each game's log: the Skill Tests the CEGA models made and the Fuel they lost, the Bombing Runs and
 * Interceptions (Dogfights) the CEGA squadrons declared on the Jovian ships and squadrons, the Jovian Boosts of 3 Fuel,
 * and what became of the Jovian models. The heuristic does not read Fast: it declares as it would on a plain model.
 * It Boosts into no Bombing Run or Intercept (its setting run-boost=none, aiSettings.ts) and a Fast squadron at most 2
 * Fuel (fast-boost=2); one more arm plays the player that Boosts into runs, up to 3 (run-boost=any, fast-boost=3).
 */
import { defineExperiment, type MetricSpec, type TrialRecord } from '../../src/sim/experiment.ts';
import { matchExperiment, type MatchArm, runnerMetrics } from '../../src/sim/match/matchExperiment.ts';
import { playObservedPair, type PairObserver, type PairRecord } from '../../src/sim/match/pairTrial.ts';
import type { ArmResult, ExperimentResult } from '../../src/sim/result.ts';
import type { MatchParams } from '../../src/game/matchSetup.ts';
import { findGame } from '../../src/game/registry.ts';
import { chooseGameVariants } from '../../src/game/variants.ts';
import { loadSide } from '../../src/game/loadSide.ts';
import { playToEnd } from '../../src/game/playGame.ts';
import type { GameEvent } from '../../src/game/state.ts';
import type { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import { groupThousands } from '../../src/report/format.ts';
import type { JovianState } from '../../src/systems/jovian-wars/game.ts';
import type { FleetSide } from '../../src/systems/jovian-wars/cards.ts';
import { pairDiff as diff, pairMean as mean } from './_pairText.ts';

const game = findGame('jovian-wars');
const JOVIAN = loadSide(game, 'preset:jovian-strike-group') as FleetSide;
/** The side field values: every squadron of the Jovian Strike Group, or every capital ship. */
export const FAST_SQUADRONS = 'pathfinder x5, jovian-fighter-squadron x3';
export const FAST_SHIPS = 'alexander, valiant, javelin';

const match = (fast: string, reading: string, agentA = 'heuristic'): MatchParams => ({
  system: game.id,
  sideA: fast ? { ...JOVIAN, name: `${JOVIAN.name} (${fast === FAST_SHIPS ? 'Fast ships' : 'Fast squadrons'})`, fast } : JOVIAN,
  sideB: loadSide(game, 'preset:cega-battle-group'),
  agentA,
  agentB: 'heuristic',
  variants: chooseGameVariants(game, reading === 'full' ? [] : [`fast-text=${reading}`]),
});

export const ARMS: MatchArm[] = [
  { id: 'plain', label: 'Jovian Strike Group as printed', params: match('', 'full'), baseline: null },
  { id: 'squadrons-full', label: 'its 8 squadrons Fast, fast-text=full', params: match(FAST_SQUADRONS, 'full'), baseline: 'plain' },
  { id: 'squadrons-full-boost3', label: 'its 8 squadrons Fast, fast-text=full, its player Boosting into runs, up to 3 (heuristic:fast-boost=3,run-boost=any)', params: match(FAST_SQUADRONS, 'full', 'heuristic:fast-boost=3,run-boost=any'), baseline: 'plain' },
  { id: 'squadrons-interception', label: 'its 8 squadrons Fast, fast-text=interception-only', params: match(FAST_SQUADRONS, 'interception-only'), baseline: 'plain' },
  { id: 'ships-full', label: 'its 3 capital ships Fast, fast-text=full', params: match(FAST_SHIPS, 'full'), baseline: 'plain' },
  { id: 'ships-interception', label: 'its 3 capital ships Fast, fast-text=interception-only', params: match(FAST_SHIPS, 'interception-only'), baseline: 'plain' },
];

/** One game's counts for the Jovian side (seat `a`), from its log and final position. */
export function readGame(state: JovianState, a: number): Record<string, number> {
  const log: readonly GameEvent[] = state.log ?? [];
  const side = (i: unknown) => state.units[Number(i)].owner;
  const jovian = state.units.filter((u) => u.owner === a);
  const squadrons = jovian.filter((u) => !u.capital && u.def.kind !== 'drone');
  const ships = jovian.filter((u) => u.capital);
  let tests = 0;
  let fuelLost = 0;
  let bombsOnShips = 0;
  let interceptsOnSquadrons = 0;
  let boost3 = 0;
  for (const e of log) {
    if (e.kind === 'fast-test' && side(e.unit) !== a) {
      tests++;
      if (e.fuelLost) fuelLost++;
    } else if ((e.kind === 'bomb' || e.kind === 'intercept') && side(e.unit) !== a && side(e.target) === a) {
      if (e.kind === 'bomb') bombsOnShips++;
      else interceptsOnSquadrons++;
    } else if ((e.kind === 'bomb' || e.kind === 'intercept' || e.kind === 'approach' || e.kind === 'combined') && side(e.unit) === a && e.boost === 3) {
      boost3++;
    }
  }
  return {
    tests,
    fuelLost,
    bombsOnShips,
    interceptsOnSquadrons,
    boost3,
    squadronsLost: squadrons.filter((u) => u.status === 'destroyed').length,
    shipsLost: ships.filter((u) => u.status === 'destroyed' || u.status === 'crippled').length,
  };
}

const FIELDS = ['margin', 'tests', 'fuelLost', 'bombsOnShips', 'interceptsOnSquadrons', 'boost3', 'squadronsLost', 'shipsLost'] as const;

const WATCH: PairObserver<JovianState, undefined> = {
  statistics: [],
  start(record) {
    for (const f of FIELDS) record[f] = 0;
  },
  play(state, seats) {
    // The log is read after the game; logging draws nothing from any stream, so the game is the runner's own.
    state.log = [];
    playToEnd(state, seats);
    return undefined;
  },
  read(state, seatOfA, record: PairRecord) {
    const vp = state.victoryPoints();
    const counts = readGame(state, seatOfA);
    (record.margin as number) += (vp[seatOfA] - vp[1 - seatOfA]) / 2;
    for (const [id, value] of Object.entries(counts)) (record[id] as number) += value / 2;
    state.log = null;
  },
};

export const fastTrial = (params: MatchParams, root: Xoshiro128): TrialRecord => playObservedPair(params, root, WATCH);

const EXTRA_METRICS: Record<string, MetricSpec> = {
  margin: { kind: 'mean', label: "A's (Jovian) Victory Points minus B's", unit: 'VP per game' },
  tests: { kind: 'mean', label: 'Fast Skill Tests made by CEGA models', unit: 'per game' },
  fuelLost: { kind: 'mean', label: 'Fuel lost by CEGA models to those tests (N)', unit: 'per game' },
  bombsOnShips: { kind: 'mean', label: 'Bombing Runs declared by CEGA squadrons on Jovian capital ships', unit: 'per game' },
  interceptsOnSquadrons: { kind: 'mean', label: 'Interceptions (Dogfights) declared by CEGA squadrons on Jovian squadrons', unit: 'per game' },
  boost3: { kind: 'mean', label: 'Jovian squadron moves Boosting 3 Fuel', unit: 'per game' },
  squadronsLost: { kind: 'mean', label: 'Jovian squadrons Destroyed (of 8)', unit: 'per game' },
  shipsLost: { kind: 'mean', label: 'Jovian capital ships Crippled or Destroyed (of 3)', unit: 'per game' },
};

/** The word on a paired change: a gain or a loss only where its 95% interval excludes 0. */
const says = (d: { clear: boolean; up: boolean }) => (d.clear ? (d.up ? 'a gain the 95% interval supports' : 'a loss the 95% interval supports') : 'no change the 95% interval supports');

export function answer(result: ExperimentResult): string[] {
  const arm = (id: string) => result.arms.find((a) => a.id === id)!;
  const plain = arm('plain');
  const games = groupThousands(2 * plain.trials);
  const lines = [
    `JW-129 baseline (Jovian Strike Group against the CEGA Battle Group, ${games} games an arm, heuristic both sides, sides swapped in each pair): A's score ${mean(plain, 'scoreA', 'points per game')}, A's margin ${mean(plain, 'margin', 'VP')}; per game the CEGA squadrons declare ${mean(plain, 'bombsOnShips', 'Bombing Runs')} on Jovian ships and ${mean(plain, 'interceptsOnSquadrons', 'Interceptions')} on Jovian squadrons; the Jovian side loses ${mean(plain, 'squadronsLost', 'squadrons')} and ${mean(plain, 'shipsLost', 'ships')} (Crippled or Destroyed).`,
  ];
  for (const id of ['squadrons-full', 'squadrons-full-boost3', 'squadrons-interception', 'ships-full', 'ships-interception']) {
    const a = arm(id);
    const score = diff(a, 'scoreA', 'points per game');
    const margin = diff(a, 'margin', 'VP');
    const who = id.startsWith('squadrons') ? 'its 8 squadrons' : 'its 3 capital ships';
    const reading = id.endsWith('interception') ? 'fast-text=interception-only' : id.endsWith('boost3') ? 'fast-text=full, its player Boosting into runs, up to 3' : 'fast-text=full';
    const runs = id.startsWith('squadrons') ? 'interceptsOnSquadrons' : 'bombsOnShips';
    const runsText = id.startsWith('squadrons') ? 'Interceptions declared on Jovian squadrons' : 'Bombing Runs declared on Jovian ships';
    const lost = id.startsWith('squadrons') ? 'squadronsLost' : 'shipsLost';
    const boost = id.startsWith('squadrons-full') ? `; Jovian Boosts of 3 Fuel ${mean(a, 'boost3', 'per game')}` : '';
    lines.push(
      `${who[0].toUpperCase()}${who.slice(1)} Fast, ${reading}: A's score changes by ${score.text} against the plain list (${says(score)}), margin ${margin.text}. CEGA models make ${mean(a, 'tests', 'Skill Tests per game')} and lose ${mean(a, 'fuelLost', 'Fuel per game')}; ${runsText} ${mean(a, runs, 'per game')} (${diff(a, runs, '').text} against the plain list); Jovian ${id.startsWith('squadrons') ? 'squadrons Destroyed' : 'ships Crippled or Destroyed'} ${mean(a, lost, 'per game')} (${diff(a, lost, '').text})${boost}.`,
    );
  }
  const sf = diff(arm('squadrons-full'), 'scoreA', '');
  const sb = diff(arm('squadrons-full-boost3'), 'scoreA', '');
  const si = diff(arm('squadrons-interception'), 'scoreA', '');
  const hf = diff(arm('ships-full'), 'scoreA', '');
  const hi = diff(arm('ships-interception'), 'scoreA', '');
  const runsSi = diff(arm('squadrons-interception'), 'interceptsOnSquadrons', 'Interceptions per game');
  const runsHi = diff(arm('ships-interception'), 'bombsOnShips', 'Bombing Runs per game');
  lines.push(
    `JW-129 verdict: given free, Fast on the Jovian squadrons changes A's score by ${sf.text} under fast-text=full (${says(sf)}) and by ${si.text} under interception-only (${says(si)}); Fast on its capital ships by ${hf.text} under fast-text=full (${says(hf)}) and by ${hi.text} under interception-only (${says(hi)}). ` +
      `The Skill Test, the one line both chapters print, costs the CEGA bombers and interceptors ${mean(arm('squadrons-interception'), 'fuelLost', 'Fuel per game')} in ${mean(arm('squadrons-interception'), 'tests', 'Skill Tests per game')} against Fast squadrons and ${mean(arm('ships-interception'), 'fuelLost', 'Fuel per game')} in ${mean(arm('ships-interception'), 'tests', 'Skill Tests per game')} against Fast ships (a Fuel for each N a Skill 2-3 pool rolls, none from a model already at 0 Fuel; the result keeps no per-pair sums of the two counts, so their ratio, Fuel per test, has no interval here and is not given); the declarations still go ahead, and the heuristic does not read Fast: against the plain list it declares ${runsSi.text} on the Fast squadrons and ${runsHi.text} on the Fast ships${runsSi.clear || runsHi.clear ? ' (where an interval excludes 0, a change of play that follows from the Fuel lost, not from avoiding Fast models)' : ' (no change the interval supports)'}. ` +
      `Under the full text a Fast squadron may also Boost 3 Fuel. The heuristic scores a Bombing Run, Interception or Ram by its target, not its odds, and a Fuel-3 Pathfinder that Boosts 3 reaches a run it could not otherwise reach but arrives with no Fuel for the bid and no Evasive until the End Phase; so by default it Boosts into no run at all (setting run-boost, aiSettings.ts: the Fuel is the run's bid) and a Fast squadron at most 2 (fast-boost), and the third Fuel buys it nothing. The player that Boosts into runs, up to 3 (${mean(arm('squadrons-full-boost3'), 'boost3', 'Boosts of 3 per game')}), changes A's score by ${sb.text} against the plain list played by the default player (${says(sb)}), against ${sf.text} for the default player: the trait's third Fuel is worth having only to a player that weighs what the run is worth. ` +
      `For ships the two readings differ only when a Fast ship Evades (Boost is a squadron Action), so their arms nearly coincide.`,
    'Illustrative: no printed card has Fast and its cost is not printed, so the Fast lists pay nothing for it (the TV stays 250). Rules at their default readings apart from fast-text. The Boost 3 line matters only for squadrons (Boost is a Squadron Special Action); the Evasive +1F only when an Evasive Skill roll is made (traits-1 Evasive: attacks on an Evasive squadron, or a ship that declared Evade).',
  );
  return lines;
}

const base = matchExperiment(
  {
    id: 'jw-fast',
    title: 'Fast: what the trait is worth in games, under each Traits chapter',
    question: 'What is the Fast trait worth in games (the Skill Test and Fuel loss it imposes on models declaring an Interception or Bombing Run on it; under the first chapter also +1F on its Evasive Skill rolls and Boost up to 3 Fuel), for squadrons and for capital ships (JW-129)?',
    source: { rulebook: '002_f697cf6215cb147c.txt', section: 'Traits › Fast (both Traits chapters); Actions › Boost; Traits › Evasive', catalogue: ['JW-129'] },
    pairs: 5000,
  },
  ARMS,
);

export default defineExperiment<MatchParams>({
  ...base,
  metrics: { ...runnerMetrics(base.metrics), ...EXTRA_METRICS },
  trial: fastTrial,
  answer,
  charts: [{ kind: 'arms', metric: 'scoreA', reference: 'baseline', title: "A's (Jovian) score per game by Fast models and reading" }],
});
