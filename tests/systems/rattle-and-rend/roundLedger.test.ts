/**
 * The round ledger (roundLedger.ts: RR-025, RR-042 to RR-044): one hand-worked
 * case on a scripted sequence of decisions, then logged games checked round by
 * round against their events (actions, reactions, regains, bids, the
 * initiative) and game by game against the engine's own totals. Random and
 * heuristic play over warbands covering all seven Bonds.
 */
import { describe, expect, it } from 'vitest';
import { Xoshiro128 } from '../../../src/rng/xoshiro128.ts';
import { makeAgent } from '../../../src/game/agents/agentSpec.ts';
import { SeatView } from '../../../src/game/agents/agent.ts';
import { agentContext } from '../../../src/game/matchSetup.ts';
import { CHANCE } from '../../../src/game/state.ts';
import { rattleAndRend } from '../../../src/systems/rattle-and-rend/index.ts';
import { BONDS, defaultVariants } from '../../../src/systems/rattle-and-rend/rules.ts';
import { D_ACTION, D_FIRST, MOMENTUM_SOURCES, type RrState } from '../../../src/systems/rattle-and-rend/state.ts';
import { available, RoundLedger, type LedgerState, type RoundEntry } from '../../../src/systems/rattle-and-rend/roundLedger.ts';
import { coverageSides } from './behaviour.ts';

describe('the round ledger, hand-worked', () => {
  // Seat 0 has Fellowship, seat 1 Superiority. Counters as the engine keeps them: game totals so far.
  const by = (fellowship: number, freeAction: number) => {
    const row = new Array(2 * MOMENTUM_SOURCES.length).fill(0);
    row[MOMENTUM_SOURCES.indexOf('fellowship')] = fellowship;
    row[MOMENTUM_SOURCES.length + MOMENTUM_SOURCES.indexOf('free-action')] = freeAction;
    return row;
  };
  const state = (over: Partial<LedgerState>): LedgerState => ({
    round: 1, decision: D_ACTION, decider: 0, total: [12, 12], momentum: [12, 12], statRegained: [0, 0], statActions: [0, 0], statReactions: [0, 0], statMomentumBy: by(0, 0),
    currentPlayer() { return this.decider; },
    bondIs: (p, bond) => bond === ['fellowship', 'superiority'][p],
    ...over,
  });

  it('reads each round from its initiative choice to the next, and closes the last one at the end', () => {
    const ledger = new RoundLedger();
    // Round 1: seat 0 bid 0 and kept 12; Superiority's open bid cost seat 1 one Momentum; seat 1 won and chooses.
    ledger.observe(state({ decision: D_FIRST, decider: 1, momentum: [12, 11] }));
    // During round 1: seat 0 takes 3 actions and 1 reaction and regains 2 (Fellowship); seat 1 takes 4 actions, one of them free.
    ledger.observe(state({ statActions: [3, 4], statReactions: [1, 0], statRegained: [2, 0], statMomentumBy: by(2, 1) }));
    // Round 2: seat 0 has lost 2 points (Total 10) and bid 1; seat 1 paid its 1 again; seat 0 won.
    ledger.observe(state({ round: 2, decision: D_FIRST, decider: 0, total: [10, 12], momentum: [9, 11], statActions: [3, 4], statReactions: [1, 0], statRegained: [2, 0], statMomentumBy: by(2, 1) }));
    // A second look at the same choice changes nothing.
    ledger.observe(state({ round: 2, decision: D_FIRST, decider: 0, total: [10, 12], momentum: [9, 11], statActions: [3, 4], statReactions: [1, 0], statRegained: [2, 0], statMomentumBy: by(2, 1) }));
    // Round 2 until the game ends: seat 0 one more action and regain; seat 1 two reactions.
    ledger.close(state({ round: 2, statActions: [4, 4], statReactions: [1, 2], statRegained: [3, 0], statMomentumBy: by(3, 1) }));
    const round = (r: number, start: number, kept: number, won: number, regained: number, saved: number, bond: number, actions: number, reactions: number): RoundEntry => ({ round: r, start, kept, won, regained, saved, bond, actions, reactions });
    expect(ledger.rounds[0]).toEqual([round(1, 12, 12, 0, 2, 0, 2, 3, 1), round(2, 10, 9, 1, 1, 0, 1, 1, 0)]);
    expect(ledger.rounds[1]).toEqual([round(1, 12, 11, 1, 0, 1, 0, 4, 0), round(2, 12, 11, 0, 0, 0, 0, 0, 2)]);
    // Available: kept + regained + taken free.
    expect(ledger.rounds[0].map(available)).toEqual([14, 10]);
    expect(ledger.rounds[1].map(available)).toEqual([12, 11]);
  });
});

interface Logged {
  kind: string;
  round?: number;
  player?: number;
  cost?: number;
  amount?: number;
  why?: string;
  bids?: [number, number];
  momentum?: [number, number];
}

/** One logged game (random or heuristic players) and its ledger. */
function play(sides: readonly [(typeof rattleAndRend.presets)[string], (typeof rattleAndRend.presets)[string]], seed: number, heuristic: boolean) {
  const state = rattleAndRend.newGame({ sides, variants: defaultVariants(), chance: Xoshiro128.stream(seed, 7), log: true }) as RrState;
  const agent = heuristic ? makeAgent('heuristic', agentContext(rattleAndRend)) : null;
  const views = [new SeatView(state, 0), new SeatView(state, 1)];
  const rngs = [Xoshiro128.stream(seed, 8), Xoshiro128.stream(seed, 9)];
  const ledger = new RoundLedger();
  while (!state.isTerminal()) {
    const mover = state.currentPlayer();
    if (mover === CHANCE) {
      state.applyChance();
      continue;
    }
    ledger.observe(state);
    const legal = state.legalActions();
    state.apply(agent ? agent.act(views[mover], rngs[mover]) : legal[rngs[mover].nextBelow(legal.length)]);
  }
  ledger.close(state);
  return { state, ledger };
}

/** Per seat, the rounds as the events tell them. */
function fromEvents(s: RrState) {
  const rounds = new Map<number, { won: number; actions: number[]; reactions: number[]; free: number[]; freeReactions: number[]; regained: number[]; own: number[]; bids: Logged[] }>();
  let round = 0;
  // Temptors' owed 0-Momentum Action or Reaction ('temptors-free'): the side's next one, lapsing at the round's end.
  const owed = [false, false];
  const at = (r: number) => {
    if (!rounds.has(r)) rounds.set(r, { won: -1, actions: [0, 0], reactions: [0, 0], free: [0, 0], freeReactions: [0, 0], regained: [0, 0], own: [0, 0], bids: [] });
    return rounds.get(r)!;
  };
  for (const e of s.events() as unknown as Logged[]) {
    if (e.kind === 'round') {
      round = e.round!;
      owed.fill(false);
    } else if (e.kind === 'temptors-free') owed[e.player!] = true;
    else if (e.kind === 'initiative') at(e.round!).won = e.player!;
    else if (e.kind === 'bids') at(e.round!).bids.push(e);
    else if (e.kind === 'action') {
      at(e.round!).actions[e.player!]++;
      if (e.cost === 0) at(e.round!).free[e.player!]++;
      owed[e.player!] = false;
    } else if (e.kind === 'react') {
      at(e.round!).reactions[e.player!]++;
      if (owed[e.player!]) at(e.round!).freeReactions[e.player!]++;
      owed[e.player!] = false;
    }
    // A regain carries no round: it belongs to the round last announced.
    else if (e.kind === 'regain') {
      at(round).regained[e.player!] += e.amount!;
      if (s.bondIs(e.player!, e.why!)) at(round).own[e.player!] += e.amount!;
    }
  }
  return rounds;
}

describe('the round ledger agrees with the logged events and the engine totals', () => {
  const coverage = coverageSides();
  const presets = Object.values(rattleAndRend.presets);
  const games = [
    ...Array.from({ length: 36 }, (_, g) => play([coverage[g % 28], coverage[(g * 11 + 5) % 28]], 300 + g, false)),
    ...Array.from({ length: 16 }, (_, g) => play([presets[g % 4], presets[(g >> 2) % 4]], 400 + g, g % 2 === 0)),
    ...Array.from({ length: 7 }, (_, g) => play([coverage[g], coverage[(g + 3) % 28]], 500 + g, true)),
  ];

  it('covers every Bond on both seats', () => {
    for (const bond of BONDS) for (const p of [0, 1]) expect(games.some(({ state }) => state.bondIs(p, bond) && state.round > 1), `${bond} at seat ${p}`).toBe(true);
  });

  it('has one entry per round with an initiative, and its actions, reactions, regains, bids and initiative are the logged ones', () => {
    for (const { state, ledger } of games) {
      const logged = fromEvents(state);
      const withInitiative = [...logged.entries()].filter(([, r]) => r.won >= 0).map(([r]) => r);
      for (const p of [0, 1]) {
        expect(ledger.rounds[p].map((e) => e.round)).toEqual(withInitiative);
        for (const e of ledger.rounds[p]) {
          const r = logged.get(e.round)!;
          const discipline = state.bondIs(p, 'discipline');
          expect([e.won, e.actions, e.reactions, e.regained]).toEqual([r.won === p ? 1 : 0, r.actions[p], r.reactions[p], r.regained[p]]);
          // Kept: Momentum after the round's last bids; start: before its first (a Superiority side's open bid costs 1, a secret bid what it bid).
          const [first, last] = [r.bids[0], r.bids[r.bids.length - 1]];
          expect(e.kept).toBe(last.momentum![p]);
          const fixed = state.bondIs(p, 'superiority');
          expect(first.momentum![p]).toBe(e.start - (fixed ? Math.min(1, e.start) : first.bids![p]));
          // Taken free: every action logged at cost 0, a reaction Temptors owed, and Discipline's first other reaction of the round.
          expect(e.saved).toBe(r.free[p] + r.freeReactions[p] + (discipline && r.reactions[p] > r.freeReactions[p] ? 1 : 0));
          // The Bond's own: its regains; Discipline's free first reaction and (at most one) free first action.
          if (!discipline) expect(e.bond).toBe(r.own[p]);
          else expect(e.bond - (r.reactions[p] > 0 ? 1 : 0)).toBeOneOf([0, Math.min(1, r.free[p])]);
        }
      }
    }
  });

  it("adds up, over a game's rounds, to the engine's totals for the game", () => {
    const by = (s: RrState, p: number, why: (typeof MOMENTUM_SOURCES)[number]) => s.statMomentumBy[p * MOMENTUM_SOURCES.length + MOMENTUM_SOURCES.indexOf(why)];
    const sum = (entries: RoundEntry[], f: (e: RoundEntry) => number) => entries.reduce((total, e) => total + f(e), 0);
    let regained = 0;
    let saved = 0;
    for (const { state: s, ledger } of games) {
      for (const p of [0, 1]) {
        const rounds = ledger.rounds[p];
        const bond = ['fellowship', 'strife', 'bloodlust', 'retinue', 'discipline'].find((b) => s.bondIs(p, b)) as (typeof MOMENTUM_SOURCES)[number] | undefined;
        expect(sum(rounds, (e) => e.actions)).toBe(s.statActions[p]);
        expect(sum(rounds, (e) => e.reactions)).toBe(s.statReactions[p]);
        expect(sum(rounds, (e) => e.regained)).toBe(s.statRegained[p]);
        expect(sum(rounds, (e) => e.start - e.kept)).toBe(s.statBidSpent[p]);
        expect(sum(rounds, (e) => e.saved)).toBe(by(s, p, 'discipline') + by(s, p, 'free-action'));
        expect(sum(rounds, (e) => e.bond)).toBe(bond ? by(s, p, bond) : 0);
        regained += s.statRegained[p];
        saved += by(s, p, 'discipline');
      }
    }
    // Neither check is empty.
    expect(regained).toBeGreaterThan(0);
    expect(saved).toBeGreaterThan(0);
  });
});
