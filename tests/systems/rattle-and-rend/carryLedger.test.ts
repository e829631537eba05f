/**
 * The carry ledger (carryLedger.ts: RR-034, Capture the Flags): a
 * hand-worked sequence of decisions, then logged Capture the Flags games
 * checked against their events: each carry is a 'marker-taken' event, it
 * ends with that marker's 'marker-off' or 'marker-dropped' event (or the
 * game's end), and the reactions and actions between the two are the ones
 * logged there. Random and heuristic play, the four example warbands and
 * warbands covering every Tactic, Bond and trait.
 */
import { describe, expect, it } from 'vitest';
import { Xoshiro128 } from '../../../src/rng/xoshiro128.ts';
import { makeAgent } from '../../../src/game/agents/agentSpec.ts';
import { SeatView } from '../../../src/game/agents/agent.ts';
import { agentContext } from '../../../src/game/matchSetup.ts';
import { CHANCE } from '../../../src/game/state.ts';
import { rattleAndRend } from '../../../src/systems/rattle-and-rend/index.ts';
import { defaultVariants, type RrVariants } from '../../../src/systems/rattle-and-rend/rules.ts';
import { PASS } from '../../../src/systems/rattle-and-rend/ops.ts';
import { D_ACTION, D_BID, D_REACT, type RrState } from '../../../src/systems/rattle-and-rend/state.ts';
import { CarryLedger, type Carry, type CarryState } from '../../../src/systems/rattle-and-rend/carryLedger.ts';
import { coverageSides } from './behaviour.ts';

describe('the carry ledger, hand-worked', () => {
  // Elements 0-2 are seat 0's, 3-5 seat 1's.
  const side = [0, 0, 0, 1, 1, 1];
  const at = (decision: number, decider: number, mctrl: number[], round = 1): CarryState => ({ round, decision, decider, mctrl, side });

  it("follows a carry from the first decision that sees it to the one that sees it gone, counting the other side's windows, reactions and actions", () => {
    const ledger = new CarryLedger();
    const SPRINT = 77;
    // Setup: the markers are not placed yet and their controllers read 0 (no carry).
    ledger.observe(at(D_BID, 0, [0, 0, 0], 0), 0);
    // Seat 0's Element 1 has taken marker 2 (seen at seat 0's next decision, a Sprint toward the edge); seat 1 declines a reaction.
    ledger.observe(at(D_ACTION, 0, [-1, -1, 1]), SPRINT);
    ledger.observe(at(D_REACT, 1, [-1, -1, 1]), 0);
    // Seat 0 passes (not an action); seat 1 charges; seat 0 reacts (its own window: not counted).
    ledger.observe(at(D_ACTION, 0, [-1, -1, 1]), PASS);
    ledger.observe(at(D_ACTION, 1, [-1, -1, 1]), 45);
    ledger.observe(at(D_REACT, 0, [-1, -1, 1]), 9);
    // Seat 1's Element 4 takes marker 0 meanwhile; seat 0 sprints off with marker 2 and seat 1 declares a reaction that fails.
    ledger.observe(at(D_ACTION, 0, [4, -1, 1]), SPRINT);
    ledger.observe(at(D_REACT, 1, [4, -1, 1]), 5);
    // Marker 2 is off; Element 4 loses marker 0 to a Will check and it lies on the board when the round's bids come.
    ledger.observe(at(D_ACTION, 1, [4, -1, -2]), 45);
    ledger.observe(at(D_BID, 0, [-1, -1, -2]), 0);
    // Element 3 takes marker 1 and still holds it when the game ends.
    ledger.observe(at(D_ACTION, 0, [-1, 3, -2]), PASS);
    ledger.close(at(D_ACTION, 0, [-1, 3, -2]));
    const carry = (marker: number, seat: number, element: number, outcome: Carry['outcome'], enemyWindows: number, enemyReactions: number, enemyActions: number, ownActions: number): Carry => ({ marker, seat, element, outcome, enemyWindows, enemyReactions, enemyActions, ownActions });
    expect(ledger.carries).toEqual([
      carry(2, 0, 1, 'off', 2, 1, 1, 2),
      // Seen first at seat 0's Sprint (an enemy action); seat 1's reaction window is its own, then its own Charge.
      carry(0, 1, 4, 'dropped', 0, 0, 1, 1),
      carry(1, 1, 3, 'held', 0, 0, 0, 0),
    ]);
  });
});

interface Logged {
  kind: string;
  player?: number;
  element?: number;
  marker?: number;
}

/** One logged Capture the Flags game and its ledger. */
function play(sides: readonly [(typeof rattleAndRend.presets)[string], (typeof rattleAndRend.presets)[string]], seed: number, heuristic: boolean) {
  const variants = { ...defaultVariants(), scenario: 'capture-the-flags' } as RrVariants;
  const state = rattleAndRend.newGame({ sides, variants, chance: Xoshiro128.stream(seed, 7), log: true }) as RrState;
  const agent = heuristic ? makeAgent('heuristic', agentContext(rattleAndRend)) : null;
  const views = [new SeatView(state, 0), new SeatView(state, 1)];
  const rngs = [Xoshiro128.stream(seed, 8), Xoshiro128.stream(seed, 9)];
  const ledger = new CarryLedger();
  while (!state.isTerminal()) {
    const mover = state.currentPlayer();
    if (mover === CHANCE) {
      state.applyChance();
      continue;
    }
    const legal = state.legalActions();
    const choice = agent ? agent.act(views[mover], rngs[mover]) : legal[rngs[mover].nextBelow(legal.length)];
    ledger.observe(state, choice);
    state.apply(choice);
  }
  ledger.close(state);
  return { state, ledger };
}

/** The carries as the events tell them: each 'marker-taken' up to that marker's next 'marker-off' or 'marker-dropped'. */
function fromEvents(s: RrState): Omit<Carry, 'enemyWindows'>[] {
  const events = s.events() as unknown as Logged[];
  const out: Omit<Carry, 'enemyWindows'>[] = [];
  events.forEach((e, at) => {
    if (e.kind !== 'marker-taken') return;
    const seat = e.player!;
    let end = events.length;
    let outcome: Carry['outcome'] = 'held';
    for (let j = at + 1; j < events.length; j++) {
      const f = events[j];
      if ((f.kind === 'marker-off' || f.kind === 'marker-dropped') && f.marker === e.marker) {
        [end, outcome] = [j, f.kind === 'marker-off' ? 'off' : 'dropped'];
        break;
      }
    }
    const between = events.slice(at + 1, end);
    const count = (kind: string, player: number) => between.filter((f) => f.kind === kind && f.player === player).length;
    out.push({ marker: e.marker!, seat, element: e.element!, outcome, enemyReactions: count('react', 1 - seat), enemyActions: count('action', 1 - seat), ownActions: count('action', seat) });
  });
  return out;
}

describe('the carry ledger agrees with the logged Capture the Flags games', () => {
  const coverage = coverageSides();
  const presets = Object.values(rattleAndRend.presets);
  const games = [
    ...Array.from({ length: 40 }, (_, g) => play([coverage[g % 28], coverage[(g * 11 + 5) % 28]], 1100 + g, false)),
    ...Array.from({ length: 24 }, (_, g) => play([presets[g % 4], presets[(g >> 2) % 4]], 1200 + g, true)),
    ...Array.from({ length: 14 }, (_, g) => play([coverage[2 * g], coverage[(2 * g + 9) % 28]], 1300 + g, true)),
  ];
  const all = games.flatMap(({ ledger }) => ledger.carries);

  it('has the carries, outcomes, reactions and actions of the log, marker by marker', () => {
    for (const { state, ledger } of games) {
      // The ledger counts the carry's windows too; the log records no window that was declined, only declared reactions.
      expect(ledger.carries.map(({ enemyWindows, ...rest }) => rest)).toEqual(fromEvents(state));
      for (const carry of ledger.carries) expect(carry.enemyWindows).toBeGreaterThanOrEqual(carry.enemyReactions);
      // The engine's count of markers carried off, per seat.
      for (const p of [0, 1]) expect(ledger.carries.filter((c) => c.seat === p && c.outcome === 'off').length).toBe(state.offMarkers[p]);
    }
  });

  it('covers every outcome, and carries the other side reacted to', () => {
    for (const outcome of ['off', 'dropped', 'held'] as const) expect(all.some((c) => c.outcome === outcome), outcome).toBe(true);
    expect(all.some((c) => c.outcome === 'off' && c.enemyReactions > 0)).toBe(true);
    expect(all.some((c) => c.enemyWindows > c.enemyReactions)).toBe(true);
  });
});
