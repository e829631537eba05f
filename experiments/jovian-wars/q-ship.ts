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
 *
 * The Q-Ship side's player in two ways (the heuristic's setting `q-ship-fire`, qShipAi.ts): `eager` (the default)
 * fires its Hardpoints like any gun, on turn 1 or 2, before the Jovian player made a choice the secret could change, so
 * hidden and public play the same games; `ambush` holds them until an enemy capital ship is at Short Range of one, an
 * enemy has attacked it, or the last turn. Five arms on the same seeds: eager public (the baseline) and hidden, ambush
 * public (holding with nothing to hide, against eager public) and hidden (against ambush public: what the secret is
 * worth when the Q-Ship plays to keep it), and the ambush hidden games again against eager hidden (what holding gains
 * or costs against eager play when the card is hidden; the same games as ambush hidden, compared with another arm:
 * the runner pairs an arm with one baseline).
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
import { formatMean, groupThousands, shown } from '../../src/report/format.ts';
import type { JovianState, Option } from '../../src/systems/jovian-wars/game.ts';
import type { Unit } from '../../src/systems/jovian-wars/units.ts';
import { cardById } from '../../src/systems/jovian-wars/cards.ts';
import { civilianOf, isHardpoint } from '../../src/systems/jovian-wars/qShip.ts';
import { attackedAlready, shortRangeShot } from '../../src/systems/jovian-wars/qShipAi.ts';
import { GAME_TURNS } from '../../src/systems/jovian-wars/rules.ts';
import { meanMetric as m, pairDiff as diff, pairMean as mean } from './_pairText.ts';

const game = findGame('jovian-wars');
/** The Q-Ship card of the illustrative fleet. */
export const SHIP = 'cega-q-ship';

/** The Q-Ship side's player: the heuristic as it plays by default (eager) or holding its Hardpoints (qShipAi.ts). */
export const AMBUSH_AGENT = 'heuristic:q-ship-fire=ambush';

const match = (reading: 'hidden' | 'public', fire: 'eager' | 'ambush'): MatchParams => ({
  system: game.id,
  sideA: loadSide(game, 'preset:cega-q-ship-group'),
  sideB: loadSide(game, 'preset:jovian-strike-group'),
  agentA: fire === 'ambush' ? AMBUSH_AGENT : 'heuristic',
  agentB: 'heuristic',
  variants: chooseGameVariants(game, [`q-ship=${reading}`]),
});

export const ARMS: MatchArm[] = [
  { id: 'public', label: 'eager, card public (q-ship=public)', params: match('public', 'eager'), baseline: null },
  { id: 'hidden', label: 'eager, card hidden, vs eager public', params: match('hidden', 'eager'), baseline: 'public' },
  { id: 'ambush-public', label: 'ambush, card public, vs eager public', params: match('public', 'ambush'), baseline: 'public' },
  { id: 'ambush-hidden', label: 'ambush, card hidden, vs ambush public', params: match('hidden', 'ambush'), baseline: 'ambush-public' },
  { id: 'ambush-vs-eager', label: "ambush, card hidden, vs eager hidden (ambush-hidden's games)", params: match('hidden', 'ambush'), baseline: 'hidden' },
];

/** Why the Q-Ship was first revealed (qShipAi.ts's triggers, read in any arm): 0 not yet. */
const CAUSES = ['none', 'short', 'attacked', 'last', 'run', 'untriggered'] as const;
type Cause = (typeof CAUSES)[number];

/** Per game: the Jovian player's fire decisions at capital ships, those at the Q-Ship, and those at it while unrevealed; the Q-Ship's own Hardpoint attacks and what revealed it. */
interface Fire {
  atCapitals: number;
  atShip: number;
  atHidden: number;
  hiddenChoices: number;
  revealTurn: number;
  shots: number;
  cause: Cause;
}

/**
 * What stood when the Q-Ship chose its first Hardpoint attack, in qShipAi.ts's order: an enemy capital ship at Short
 * Range of a Hardpoint weapon offered a shot, already attacked, the last turn, else none of them (eager play).
 */
function firstShotCause(state: JovianState, ship: Unit, options: readonly Option[]): Cause {
  if (shortRangeShot(state, ship, options)) return 'short';
  if (attackedAlready(ship)) return 'attacked';
  return state.turn >= GAME_TURNS ? 'last' : 'untriggered';
}

/** Option kinds the heuristic scores by the target's worth (ai.ts: fire, Bombing Run, Ram, Board). */
const AIMED = new Set(['fire', 'bomb', 'ram', 'board']);

const WATCH: PairObserver<JovianState, Fire> = {
  statistics: [],
  start(record) {
    Object.assign(record, { margin: 0, revealed: 0, revealTurn: 0, shipOut: 0, shipTargeted: 0, targetedHidden: 0, hiddenChoices: 0, shipShots: 0, revealShort: 0, revealAttacked: 0, revealLast: 0, revealRun: 0 });
  },
  play(state, seats) {
    const f: Fire = { atCapitals: 0, atShip: 0, atHidden: 0, hiddenChoices: 0, revealTurn: 0, shots: 0, cause: 'none' };
    const ship = state.units.find((u) => u.card === SHIP)!;
    playToEnd(state, seats, (mover, action) => {
      // Read before each decision: the reveal came with the action before it (an action never ends a turn and starts another).
      if (ship.revealed && f.revealTurn === 0) f.revealTurn = state.turn;
      // Revealed with no Hardpoint attack chosen: its weapon was used in a Bombing Run on it (exchanges.ts).
      if (ship.revealed && f.cause === 'none') f.cause = 'run';
      if (mover === ship.owner) {
        if (state.phase !== 'attack' || state.active !== ship.index) return;
        const options = state.options();
        const o = options[action];
        if (o.kind !== 'fire' || o.weapon < 0 || !isHardpoint(ship.def.weapons[o.weapon])) return;
        f.shots++;
        if (!ship.revealed) f.cause = firstShotCause(state, ship, options);
        return;
      }
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
    add('shipShots', f.shots);
    add('revealShort', f.cause === 'short' ? 1 : 0);
    add('revealAttacked', f.cause === 'attacked' ? 1 : 0);
    add('revealLast', f.cause === 'last' ? 1 : 0);
    add('revealRun', f.cause === 'run' ? 1 : 0);
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
  shipShots: { kind: 'mean', label: "The Q-Ship's Hardpoint weapon attacks", unit: 'per game' },
  revealShort: { kind: 'mean', label: 'Its first Hardpoint attack chosen with an enemy capital ship at Short Range of a Hardpoint weapon', unit: 'share of games' },
  revealAttacked: { kind: 'mean', label: 'Its first Hardpoint attack chosen after an enemy attacked it (no capital ship at Short Range)', unit: 'share of games' },
  revealLast: { kind: 'mean', label: 'Its first Hardpoint attack chosen on the last turn (neither of the above)', unit: 'share of games' },
  revealRun: { kind: 'mean', label: 'Revealed by a Bombing Run on it before it chose a Hardpoint attack', unit: 'share of games' },
};


/** A paired difference's reading: a gain or loss only where the 95% interval is clear of 0. */
const reading = (d: { clear: boolean; up: boolean }) => (d.clear ? `${d.up ? 'a gain' : 'a loss'} the 95% interval supports` : 'no change the 95% interval supports');

/** A share of games or decisions in % with its interval over pairs, the interval kept within 0-100 % (a mean's normal interval can cross them). */
function share(arm: ArmResult, id: string): string {
  const x = m(arm, id);
  return formatMean(100 * x.mean, [Math.max(0, 100 * x.ci[0]), Math.min(100, 100 * x.ci[1])], arm.trials, '%', 'pairs');
}

export function answer(result: ExperimentResult): string[] {
  const arm = (id: string) => result.arms.find((a) => a.id === id)!;
  const pub = arm('public');
  const hid = arm('hidden');
  const ambPub = arm('ambush-public');
  const ambHid = arm('ambush-hidden');
  const vsEager = arm('ambush-vs-eager');
  const card = cardById(SHIP)!;
  const civilian = civilianOf(card)!;
  const POINTS = 'points per game';
  const eagerSecret = diff(hid, 'scoreA', POINTS);
  // A zero-width interval around 0 for every metric: every pair played to the same result, margin, length and fire shares.
  const unchanged = Object.values(hid.vsBaseline!).every((d) => d.diff === 0 && d.ci[0] === 0 && d.ci[1] === 0);
  // What the kept secret is worth (ambush hidden - ambush public), what holding costs (ambush - eager, hidden and public).
  const secret = diff(ambHid, 'scoreA', POINTS);
  const secretCi = ambHid.vsBaseline!.scoreA.ci;
  const secretMargin = diff(ambHid, 'margin', 'VP');
  const secretFire = diff(ambHid, 'targetedHidden', 'percentage points', 100);
  const secretOut = diff(ambHid, 'shipOut', 'percentage points', 100);
  const hold = diff(vsEager, 'scoreA', POINTS);
  const holdMargin = diff(vsEager, 'margin', 'VP');
  const holdShots = diff(vsEager, 'shipShots', 'a game');
  const holdOut = diff(vsEager, 'shipOut', 'percentage points', 100);
  const bare = diff(ambPub, 'scoreA', POINTS);
  const bareMargin = diff(ambPub, 'margin', 'VP');
  const bound = Math.max(Math.abs(secretCi[0]), Math.abs(secretCi[1]));
  return [
    `JW-041 verdict (CEGA Q-Ship Group, illustrative, against the Jovian Strike Group; ${groupThousands(2 * pub.trials)} games an arm, heuristic both sides, the same seeds in every arm). What the hidden card is worth when the Q-Ship plays to keep it (heuristic:q-ship-fire=ambush, card hidden against public): it changes A's score by ${secret.text}, ${reading(secret)}${secret.clear ? '' : ` (the interval keeps it within ${shown(bound, 3)} points per game either way)`}; the margin by ${secretMargin.text}. The secret moves the Jovian fire at the unrevealed Q-Ship by ${secretFire.text} of their fire decisions at capital ships and its chance to end Crippled or Destroyed by ${secretOut.text}: the belief halves its worth to the Jovian player, who aims mostly by expected damage (range and arcs). What holding its fire costs or gains against eager play, card hidden (the choice its player has): A's score changes by ${hold.text}, ${reading(hold)}; the margin by ${holdMargin.text}, its Hardpoint attacks by ${holdShots.text}, its chance to end Crippled or Destroyed by ${holdOut.text}. With the card public, where holding hides nothing: A's score changes by ${bare.text}, ${reading(bare)}; the margin by ${bareMargin.text}. ${hold.clear && !hold.up ? 'So for this card and this player a Q-Ship does better firing at once than hiding.' : hold.clear ? 'So for this card and this player the ambush pays.' : 'For this card and this player the interval cannot tell holding from firing at once.'}`,
    `Played eager (the default, heuristic:q-ship-fire=eager: its Hardpoints fire like any gun) with the card public: A's score ${mean(pub, 'scoreA', POINTS)}, margin ${mean(pub, 'margin', 'VP')}; the Q-Ship ends Crippled or Destroyed in ${share(pub, 'shipOut')} of games, makes ${mean(pub, 'shipShots', 'Hardpoint attacks a game')} and draws ${share(pub, 'shipTargeted')} of the Jovian fire decisions at capital ships, ${share(pub, 'targetedHidden')} before it has used a Hardpoint weapon. Hidden (valued as its civilian version, TV ${civilian.tv} instead of ${card.tv}, until a Hardpoint weapon is used), still eager: A's score changes by ${eagerSecret.text}, ${reading(eagerSecret)}.${unchanged ? ` Every one of the ${groupThousands(hid.trials)} pairs played to the same score, margin, length and fire shares under both cards: the eager Q-Ship first uses a Hardpoint weapon on turn ${mean(hid, 'revealTurn', '')} on average, and in the ${mean(pub, 'hiddenChoices', 'decisions a game')} that offered the Jovian player an attack, Bombing Run, Ram or Board on it before then, a player seeing its true card already chose something else, so a belief that only lowers its worth changed no decision.` : ''}`,
    `Played to keep the secret (heuristic:q-ship-fire=ambush, qShipAi.ts: no Hardpoint weapon, and no Suppressing Fire or Long Shot, until an enemy capital ship is at Short Range of a Hardpoint weapon, an enemy has attacked it, or the last turn), card hidden: A's score ${mean(ambHid, 'scoreA', POINTS)}, margin ${mean(ambHid, 'margin', 'VP')}. The Q-Ship first uses a Hardpoint weapon on turn ${mean(ambHid, 'revealTurn', '')} on average (8 counts never; used by the end in ${share(ambHid, 'revealed')} of games): the ambush sprung by an enemy capital ship at Short Range in ${share(ambHid, 'revealShort')} of games, after an enemy attacked it in ${share(ambHid, 'revealAttacked')}, on the last turn in ${share(ambHid, 'revealLast')}, and a Bombing Run on it revealed it first in ${share(ambHid, 'revealRun')}. It makes ${mean(ambHid, 'shipShots', 'Hardpoint attacks a game')} and ends Crippled or Destroyed in ${share(ambHid, 'shipOut')}. Until revealed, the Jovian player meets ${mean(ambHid, 'hiddenChoices', 'decisions a game')} offering an attack, Bombing Run, Ram or Board on it and aims ${share(ambHid, 'targetedHidden')} of its fire decisions at capital ships at it (card public, the same play: ${share(ambPub, 'targetedHidden')}; A's score ${mean(ambPub, 'scoreA', POINTS)}).`,
    'Illustrative: no printed card has Q-Ship or Hardpoints; the Q-Ship is the Tengu\'s hull with its two weapon lines as Hardpoints at the Tengu\'s TV, its civilian version the same hull without weapons at an illustrative TV 20. The belief is the cheapest honest one (an unrevealed Q-Ship is worth its civilian version); the ambush is one competent policy, not the best one (it moves as the eager player does, keeping its guns trained, and does not steer for Short Range). Not modelled: an opponent who suspects any civilian of being a Q-Ship, a fleet fielding real civilian versions, the Q-Ship keeping a Hardpoint out of a Bombing Run on it (the engine picks the exchange\'s weapon). Both Traits chapters give the same play here (the civilian version lacks exactly the Hardpoint weapons). The ambush-vs-eager arm replays the ambush-hidden games to pair them with eager play. Rules otherwise at their default readings.',
  ];
}

const base = matchExperiment(
  {
    id: 'jw-q-ship',
    title: 'Q-Ship: what hidden Hardpoints are worth to their side',
    question: "How much does a Q-Ship's hidden information (its Hardpoints private until first used; deployed as its civilian version) change its side's score, when the opponent values it as its civilian version until it fires, and does holding its fire to stay hidden pay against firing at once (JW-041)?",
    source: { rulebook: '002_f697cf6215cb147c.txt', section: 'Traits (two versions) › Q-Ship', catalogue: ['JW-041'] },
    pairs: 3000,
  },
  ARMS,
);

export default defineExperiment<MatchParams>({
  ...base,
  metrics: { ...runnerMetrics(base.metrics), ...EXTRA_METRICS },
  trial: qShipTrial,
  answer,
  charts: [
    { kind: 'arms', metric: 'scoreA', title: "The Q-Ship side's score, eager or ambush, card public or hidden" },
    { kind: 'forest', metric: 'scoreA', title: "Change in the Q-Ship side's score against each arm's baseline" },
  ],
});
