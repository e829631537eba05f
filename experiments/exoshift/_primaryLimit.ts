/**
 * Counting one Exoshift game's Primary actions per unit and round for ex-primary-limit (EX-058; Primary Actions:
 * "After finishing a Primary Action, the unit is Exhausted. This effectively limits units to taking only 1 Primary
 * Action per round."). Reads the game as _gameFacts.ts playWatched does (the match runner's own calls in the same
 * order, reading only), so the game is the one playToEnd plays.
 *
 * What counts as a Primary-type action of a unit (a rulebook unit: every model of it shares one count):
 * - `player`: a Primary action its player takes (the log's `action` events with a Primary verb, layout.ts
 *   PRIMARY_VERBS). legal.ts offers one only to an Unexhausted unit (host.ts canTakePrimary), so two in a round is a
 *   bug: counted, and the experiment's test checks it never happens.
 * - `defensive`: Defensive Fire as a Focus Fire (Assaults: "If the target model is unexhausted, treat the defensive
 *   fire as a Focus Fire action"): the log's `shoot` event with action `defensive-fire`, once per `assault`. It is a
 *   special action that leaves the unit Unexhausted (assault.ts), so the unit may still take its own Primary.
 * - `free`: the Free Primary Action to Run a Routed unit takes (Morale › Routed: "If they are Unexhausted, they take an
 *   immediate Free Primary Action to Run away"; Rallying: "If failed, the unit immediately takes a Free Primary Action
 *   to Run"). In play: the stay-put Quality test failed (the die right after a `routed` event without a choice, or a
 *   `rout-choice` not paid, morale.ts holdOrFlee) while the unit was Unexhausted (Exhausted, it Marches: a Secondary);
 *   at a round start: a failed rally (`rout-test` between `round` and `cp`) not followed by the unit's destruction
 *   (a rally failed at Quality 0 or less destroys it).
 * Teamwork gives a Secondary, not a Primary (Traits › Teamwork), and Reserves enter "as part of a Primary Action".
 *
 * A unit-round is a unit that stood on the table (a model on it) or On Ready at some decision or die of the round.
 */
import type { Seat } from '../../src/game/playGame.ts';
import { CHANCE, type GameEvent } from '../../src/game/state.ts';
import { SeatView } from '../../src/game/agents/agent.ts';
import { get, onTable, quality } from '../../src/systems/exoshift/host.ts';
import * as L from '../../src/systems/exoshift/layout.ts';
import type { ExoshiftState } from '../../src/systems/exoshift/state.ts';

/** One unit-round's counts. */
export interface UnitRound {
  player: number;
  defensive: number;
  free: number;
}

export interface PrimaryFacts {
  /** Unit-rounds by Primary-type actions taken: 0, 1, 2 or more. */
  none: number;
  one: number;
  twoPlus: number;
  /** Unit-rounds in which the player gave the unit two Primary actions (the limit broken: must stay 0). */
  playerTwice: number;
  /** Unit-rounds with 2 or more that hold a Defensive Fire as Focus Fire, and those that hold a Free Primary Run. */
  twoPlusDefensive: number;
  twoPlusFree: number;
  /** Totals: player Primaries, Defensive Fire as Focus Fire, Free Primary Runs (in play, at a rally). */
  player: number;
  defensive: number;
  freeRuns: number;
  rallyRuns: number;
  /** Unit-rounds with no Primary-type action whose unit was still on the table at the round's end (or the game's). */
  noneStanding: number;
  /** Rounds played (the last one possibly cut short by the game's end) and the rounds with a unit taking 2 or more. */
  rounds: number;
  roundsTwoPlus: number;
}

const fail = (why: string): never => {
  throw new Error(`ex-primary-limit: ${why}`);
};

/** Sums a game's unit-rounds (round -> unit -> counts; `present`: the unit-rounds that exist; `standing`: on the table at the round's end). */
export function tally(counts: ReadonlyMap<number, ReadonlyMap<number, UnitRound>>, present: ReadonlyMap<number, ReadonlySet<number>>, standing: ReadonlyMap<number, ReadonlySet<number>>, rallyRuns: number, freeRuns: number): PrimaryFacts {
  const f: PrimaryFacts = { none: 0, one: 0, twoPlus: 0, playerTwice: 0, twoPlusDefensive: 0, twoPlusFree: 0, player: 0, defensive: 0, freeRuns, rallyRuns, noneStanding: 0, rounds: present.size, roundsTwoPlus: 0 };
  for (const [round, units] of present) {
    let two = false;
    for (const k of units) {
      const c = counts.get(round)?.get(k) ?? { player: 0, defensive: 0, free: 0 };
      const n = c.player + c.defensive + c.free;
      f.player += c.player;
      f.defensive += c.defensive;
      if (c.player > 1) f.playerTwice++;
      if (n === 0) (f.none++, standing.get(round)?.has(k) && f.noneStanding++);
      else if (n === 1) f.one++;
      else {
        f.twoPlus++;
        two = true;
        if (c.defensive > 0) f.twoPlusDefensive++;
        if (c.free > 0) f.twoPlusFree++;
      }
    }
    if (two) f.roundsTwoPlus++;
  }
  for (const [round, units] of counts) for (const k of units.keys()) if (!present.get(round)?.has(k)) fail(`unit ${k} acted in round ${round} without standing on the table`);
  return f;
}

/**
 * Plays state to its end as playToEnd does, counting each unit's Primary-type actions per round. Needs the log
 * (exact mode: at a chance node the numbers and the log are those of the moment the die is asked for).
 */
export function playCounted(state: ExoshiftState, seats: readonly [Seat, Seat]): PrimaryFacts {
  if (state.log === null) fail('playCounted needs a game with its log on');
  const { groupOf, groups, groupFirst, groupSize } = state.setup;
  const counts = new Map<number, Map<number, UnitRound>>();
  const present = new Map<number, Set<number>>();
  const standing = new Map<number, Set<number>>();
  const bump = (round: number, k: number, what: keyof UnitRound) => {
    let units = counts.get(round);
    if (!units) counts.set(round, (units = new Map()));
    let c = units.get(k);
    if (!c) units.set(k, (c = { player: 0, defensive: 0, free: 0 }));
    c[what]++;
  };
  const onTableNow = (k: number) => {
    // On the table, or On Ready (it may move on with a Primary action: Reserves).
    for (let m = groupFirst[k]; m < groupFirst[k] + groupSize[k]; m++) if (onTable(state, m) || (get(state, m, L.U_RESERVE) === L.RESERVE_ON_READY && get(state, m, L.U_STATUS) < L.S_INCAPACITATED)) return true;
    return false;
  };
  /** The units on the table now, in the current round (present), and as the round's last reading (standing). */
  const look = () => {
    const round = state.s[L.G_ROUND];
    if (round < 1) return;
    let seen = present.get(round);
    if (!seen) present.set(round, (seen = new Set()));
    const now = new Set<number>();
    for (let k = 0; k < groups; k++) if (onTableNow(k)) (seen.add(k), now.add(k));
    standing.set(round, now);
  };
  const views = [new SeatView(state, 0), new SeatView(state, 1)] as const;
  let read = 0;
  let roundStart = false;
  let assaulted = false;
  /** A failed rally's unit and round: a Run unless the unit is destroyed next (Quality 0 or less). */
  let rally: { k: number; round: number } | null = null;
  let rallyRuns = 0;
  let freeRuns = 0;
  let handled = -1;
  const scan = () => {
    const log = state.log!;
    for (; read < log.length; read++) {
      const e: GameEvent = log[read];
      const round = e.round as number;
      if (rally && !(e.kind === 'removed' && groupOf[e.unit as number] === rally.k && e.status === 'destroyed')) {
        // The failed rally was not a destruction: its unit Runs (round.ts startRound).
        bump(rally.round, rally.k, 'free');
        rallyRuns++;
        rally = null;
      } else if (rally) rally = null;
      switch (e.kind) {
        case 'round':
          roundStart = true;
          break;
        case 'cp':
          roundStart = false;
          break;
        case 'rout-test':
          if (roundStart && !e.pass) rally = { k: groupOf[e.unit as number], round };
          break;
        case 'action':
          if (L.PRIMARY_VERBS[L.VERB_NAMES.indexOf(e.verb as (typeof L.VERB_NAMES)[number])]) bump(round, groupOf[e.unit as number], 'player');
          break;
        case 'assault':
          assaulted = true;
          break;
        case 'shoot':
          if (e.action === 'defensive-fire' && assaulted) {
            bump(round, groupOf[e.unit as number], 'defensive');
            assaulted = false;
          }
          break;
      }
    }
  };
  while (!state.isTerminal()) {
    scan();
    look();
    if (state.currentPlayer() === CHANCE) {
      const log = state.log!;
      const last = log.length - 1;
      const e = log[last];
      let u = -1;
      if (last > handled && ((e.kind === 'routed' && !e.choice) || (e.kind === 'rout-choice' && !e.paid))) {
        u = e.unit as number; // this die is the stay-put Quality test (morale.ts holdOrFlee)
        handled = last;
      }
      const fresh = u >= 0 && get(state, u, L.U_EXHAUSTED) === 0;
      const target = u >= 0 ? quality(state, u) : 0;
      const round = state.s[L.G_ROUND];
      const face = state.applyChance();
      if (fresh && face > target) (bump(round, groupOf[u], 'free'), freeRuns++);
      continue;
    }
    const mover = state.currentPlayer();
    const seat = seats[mover];
    state.apply(seat.agent.act(views[mover], seat.rng));
  }
  scan();
  const pending = rally as { k: number; round: number } | null; // set inside scan (the compiler narrows it to null here)
  if (pending) (bump(pending.round, pending.k, 'free'), rallyRuns++);
  look();
  return tally(counts, present, standing, rallyRuns, freeRuns);
}
