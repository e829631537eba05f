/**
 * Jovian Wars JW-041 (002_f697cf6215cb147c.txt, Traits, two chapters › Q-Ship): A (traits-1) "The weapons loaded (or
 * lack thereof) of this ship's Hardpoints are considered private information until the first use of any Hardpoint
 * weapon"; B (traits-2) "Instead, it may be deployed as its civilian version" until it uses a capability the civilian
 * version lacks. Asked: what hidden information is worth to the Q-Ship's side.
 *
 * No printed card has Q-Ship: the illustrative `cega-q-ship-group` (the CEGA Battle Group with its Tengu replaced by
 * the illustrative CEGA Q-Ship, the Tengu's hull and weapons as Hardpoints, same TV) against the Jovian Strike Group,
 * heuristic player both sides, pairs with the sides swapped, the same seeds in both arms (paired). Hidden information
 * is the heuristic's belief (qShip.ts): under `q-ship=hidden` (the default) the Jovian player values the Q-Ship as its
 * civilian version (TV 20 instead of 40) until one of its Hardpoint weapons is first used; under `q-ship=public` it
 * sees the true card, as the engine played before. Both chapters give the same play here (the civilian version is the
 * hull without its Hardpoint weapons, so both reveal at the first Hardpoint weapon used).
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
import type { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import { groupThousands } from '../../src/report/format.ts';
import type { JovianState } from '../../src/systems/jovian-wars/game.ts';
import { cardById } from '../../src/systems/jovian-wars/cards.ts';
import { civilianOf } from '../../src/systems/jovian-wars/qShip.ts';
import { meanMetric as m, pairDiff as diff, pairMean as mean } from './_pairText.ts';

const game = findGame('jovian-wars');
/** The Q-Ship card of the illustrative fleet. */
export const SHIP = 'cega-q-ship';

const match = (reading: 'hidden' | 'public'): MatchParams => ({
  system: game.id,
  sideA: loadSide(game, 'preset:cega-q-ship-group'),
  sideB: loadSide(game, 'preset:jovian-strike-group'),
  agentA: 'heuristic',
  agentB: 'heuristic',
  variants: chooseGameVariants(game, [`q-ship=${reading}`]),
});

export const ARMS: MatchArm[] = [
  { id: 'public', label: 'q-ship=public: the Jovian player sees the true card', params: match('public'), baseline: null },
  { id: 'hidden', label: 'q-ship=hidden (default): valued as its civilian version until a Hardpoint weapon is used', params: match('hidden'), baseline: 'public' },
];

/** Per game: the Jovian player's fire decisions at capital ships, those at the Q-Ship, and those at it while unrevealed. */
interface Fire {
  atCapitals: number;
  atShip: number;
  atHidden: number;
  hiddenChoices: number;
  revealTurn: number;
}

/** Option kinds the heuristic scores by the target's worth (ai.ts: fire, Bombing Run, Ram, Board). */
const AIMED = new Set(['fire', 'bomb', 'ram', 'board']);

const WATCH: PairObserver<JovianState, Fire> = {
  statistics: [],
  start(record) {
    Object.assign(record, { margin: 0, revealed: 0, revealTurn: 0, shipOut: 0, shipTargeted: 0, targetedHidden: 0, hiddenChoices: 0 });
  },
  play(state, seats) {
    const f: Fire = { atCapitals: 0, atShip: 0, atHidden: 0, hiddenChoices: 0, revealTurn: 0 };
    const ship = state.units.find((u) => u.card === SHIP)!;
    playToEnd(state, seats, (mover, action) => {
      // Read before each decision: the reveal came with the action before it (an action never ends a turn and starts another).
      if (ship.revealed && f.revealTurn === 0) f.revealTurn = state.turn;
      if (mover === ship.owner) return;
      const options = state.options();
      // Decisions where the belief can act: an option aimed at the Q-Ship while it is unrevealed.
      if (!ship.revealed && options.some((o) => AIMED.has(o.kind) && (o as { target?: number }).target === ship.index)) f.hiddenChoices++;
      const o = options[action];
      if (!o || o.kind !== 'fire') return;
      const target = state.units[o.target];
      if (!target.capital) return;
      f.atCapitals++;
      if (target === ship) {
        f.atShip++;
        if (!ship.revealed) f.atHidden++;
      }
    });
    return f;
  },
  read(state, seatOfA, record: PairRecord, played) {
    const f = played!;
    const vp = state.victoryPoints();
    const add = (id: string, value: number) => ((record[id] as number) += value / 2);
    const ship = state.units.find((u) => u.card === SHIP)!;
    add('margin', vp[seatOfA] - vp[1 - seatOfA]);
    add('revealed', ship.revealed ? 1 : 0);
    // Never revealed: counted as turn 8, after the seventh and last.
    add('revealTurn', f.revealTurn > 0 ? f.revealTurn : 8);
    add('shipOut', ship.status === 'crippled' || ship.status === 'destroyed' ? 1 : 0);
    add('shipTargeted', f.atCapitals > 0 ? f.atShip / f.atCapitals : 0);
    add('targetedHidden', f.atCapitals > 0 ? f.atHidden / f.atCapitals : 0);
    add('hiddenChoices', f.hiddenChoices);
  },
};

export const qShipTrial = (params: MatchParams, root: Xoshiro128): TrialRecord => playObservedPair(params, root, WATCH);

const EXTRA_METRICS: Record<string, MetricSpec> = {
  margin: { kind: 'mean', label: "A's (the Q-Ship side's) Victory Points minus B's", unit: 'VP per game' },
  revealed: { kind: 'mean', label: 'The Q-Ship has used a Hardpoint weapon by the end', unit: 'share of games' },
  revealTurn: { kind: 'mean', label: 'The turn of its first Hardpoint weapon use (8: never)', unit: 'turn' },
  shipOut: { kind: 'mean', label: 'The Q-Ship ends Crippled or Destroyed', unit: 'share of games' },
  shipTargeted: { kind: 'mean', label: "The Jovian player's fire decisions at capital ships aimed at the Q-Ship", unit: 'share per game' },
  targetedHidden: { kind: 'mean', label: 'The same, aimed at it while unrevealed', unit: 'share per game' },
  hiddenChoices: { kind: 'mean', label: "The Jovian player's decisions offering an attack, Bombing Run, Ram or Board on the unrevealed Q-Ship", unit: 'per game' },
};


export function answer(result: ExperimentResult): string[] {
  const arm = (id: string) => result.arms.find((a) => a.id === id)!;
  const pub = arm('public');
  const hid = arm('hidden');
  const card = cardById(SHIP)!;
  const civilian = civilianOf(card)!;
  const score = diff(hid, 'scoreA', "in A's score");
  const margin = diff(hid, 'margin', 'VP');
  const targeted = diff(hid, 'shipTargeted', 'percentage points', 100);
  const out = diff(hid, 'shipOut', 'percentage points', 100);
  // A zero-width interval around 0 for every metric: every pair played to the same result, margin, length and fire shares.
  const unchanged = Object.values(hid.vsBaseline!).every((d) => d.diff === 0 && d.ci[0] === 0 && d.ci[1] === 0);
  const publicAtHidden = m(pub, 'targetedHidden').mean;
  return [
    `JW-041, the Q-Ship side (CEGA Q-Ship Group, illustrative, against the Jovian Strike Group; ${groupThousands(2 * pub.trials)} games an arm, heuristic both sides, the same seeds in both arms). With the card public: A's score ${mean(pub, 'scoreA', 'points per game')}, margin ${mean(pub, 'margin', 'VP')}; the Q-Ship ends Crippled or Destroyed in ${mean(pub, 'shipOut', '%', 100)} of games and draws ${mean(pub, 'shipTargeted', '%', 100)} of the Jovian fire decisions at capital ships, ${mean(pub, 'targetedHidden', '%', 100)} before it has used a Hardpoint weapon. Hidden (valued as its civilian version, TV ${civilian.tv} instead of ${card.tv}, until a Hardpoint weapon is used): A's score ${mean(hid, 'scoreA', 'points per game')}, margin ${mean(hid, 'margin', 'VP')}; out ${mean(hid, 'shipOut', '%', 100)}; it draws ${mean(hid, 'shipTargeted', '%', 100)} of that fire, ${mean(hid, 'targetedHidden', '%', 100)} while unrevealed. It first uses a Hardpoint weapon on turn ${mean(hid, 'revealTurn', '')} on average (${mean(hid, 'revealed', '%', 100)} of games by the end); before that the Jovian player meets ${mean(hid, 'hiddenChoices', 'decisions a game')} offering an attack, Bombing Run, Ram or Board on it.`,
    `JW-041 verdict: hiding the Q-Ship changes its side's score by ${score.text} (${score.clear ? `${score.up ? 'a gain' : 'a loss'} the 95% interval supports` : 'no change the 95% interval supports'}) and its margin by ${margin.text}; the Jovian fire at it changes by ${targeted.text} and its chance to end Crippled or Destroyed by ${out.text}.${unchanged ? ` Every one of the ${groupThousands(hid.trials)} pairs played to the same score, margin, length and fire shares under both arms: the belief changed no decision.` : ''} Why: the belief only lowers the worth of the unrevealed Q-Ship, so it can change a choice only where a player seeing the true card would have gone for it before its first Hardpoint shot, and ${publicAtHidden === 0 ? 'that never happened here' : `that happened in ${(100 * publicAtHidden).toFixed(1)}% of the fire decisions at capital ships`}: the Q-Ship fires its Hardpoint weapons at its first chance (turn ${m(hid, 'revealTurn').mean.toFixed(1)} on average), and in the ${m(pub, 'hiddenChoices').mean.toFixed(1)} decisions a game that offered the Jovian player an attack on it before then, a player seeing its true card already chose something else. The catalogue's "low numeric impact" holds for this belief, this card and this player${score.clear ? ', though the interval shows some change' : ''}.`,
    'Illustrative: no printed card has Q-Ship or Hardpoints; the Q-Ship is the Tengu\'s hull with its two weapon lines as Hardpoints at the Tengu\'s TV, its civilian version the same hull without weapons at an illustrative TV 20. The belief is the cheapest honest one (an unrevealed Q-Ship is worth its civilian version); not modelled: a Q-Ship that holds its Hardpoints back to stay hidden (the Q-Ship side plays as with a public card), an opponent who suspects any civilian of being a Q-Ship, a fleet fielding real civilian versions. Both Traits chapters give the same play here (the civilian version lacks exactly the Hardpoint weapons). Rules otherwise at their default readings.',
  ];
}

const base = matchExperiment(
  {
    id: 'jw-q-ship',
    title: 'Q-Ship: what hidden Hardpoints are worth to their side',
    question: "How much does a Q-Ship's hidden information (its Hardpoints private until first used; deployed as its civilian version) change its side's score, when the opponent values it as its civilian version until it fires (JW-041)?",
    source: { rulebook: '002_f697cf6215cb147c.txt', section: 'Traits (two versions) › Q-Ship', catalogue: ['JW-041'] },
    pairs: 4000,
  },
  ARMS,
);

export default defineExperiment<MatchParams>({
  ...base,
  metrics: { ...runnerMetrics(base.metrics), ...EXTRA_METRICS },
  trial: qShipTrial,
  answer,
  charts: [{ kind: 'arms', metric: 'scoreA', title: "The Q-Ship side's score, card public vs hidden" }],
});
