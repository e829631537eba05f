/**
 * The action-economy statistics (EX-054 to EX-057; layout.ts G_ECONOMY_BASE, index.ts `statistics`) against the
 * logged events of whole games, random and heuristic players, four settings: turns rebuilt from the log (an 'order'
 * opens the first turn; 'action', 'pass', 'end-turn', 'empty-turn' belong to the seat whose turn it is; the first
 * player's empty turn after 'order' is not logged, so a turn still open when the other seat acts, or the round ends,
 * was an empty one; a turn still open when the game ends is left out, as the engine leaves it out).
 */
import { describe, expect, it } from 'vitest';
import { makeAgent } from '../../../src/game/agents/agentSpec.ts';
import { agentContext } from '../../../src/game/matchSetup.ts';
import { dealStreams, playToEnd, resetTo, STREAM_WORDS } from '../../../src/game/playGame.ts';
import { Xoshiro128 } from '../../../src/rng/xoshiro128.ts';
import { actionsInEndedTurns, exoshift, turnsEnded, turnsWith } from '../../../src/systems/exoshift/index.ts';
import * as L from '../../../src/systems/exoshift/layout.ts';
import type { ExoshiftState } from '../../../src/systems/exoshift/state.ts';

const SETTINGS: { a: string; b: string; variants: Record<string, string> }[] = [
  { a: 'sol-line-patrol', b: 'sol-fire-support', variants: {} },
  { a: 'sol-raiders', b: 'sol-garrison', variants: { mission: 'objective-grab' } },
  { a: 'sol-garrison', b: 'sol-raiders', variants: { assaultCost: 'flat-1', roundCap: '8' } },
  { a: 'sol-fireteams', b: 'sol-line-patrol', variants: {} },
  // A Stunned unit takes no Primary here until a Rest clears it, so its turn may begin with none able and use the free one.
  { a: 'sol-line-patrol', b: 'sol-fire-support', variants: { stunned: 'rest' } },
];

function play(setting: (typeof SETTINGS)[number], agent: string, seed: number): ExoshiftState {
  const context = agentContext(exoshift);
  const root = Xoshiro128.stream(5000 + seed, 0);
  const words = new Uint32Array(STREAM_WORDS);
  dealStreams(root, words);
  const seats = [
    { agent: makeAgent(agent, context), rng: resetTo(new Xoshiro128(1, 0, 0, 0), words, 4) },
    { agent: makeAgent(agent, context), rng: resetTo(new Xoshiro128(1, 0, 0, 0), words, 8) },
  ] as const;
  const state = exoshift.newGame({ sides: [exoshift.presets[setting.a], exoshift.presets[setting.b]], variants: setting.variants, chance: resetTo(new Xoshiro128(1, 0, 0, 0), words, 0), log: true }) as ExoshiftState;
  playToEnd(state, seats);
  return state;
}

/** Everything the statistics count, rebuilt from the event log alone. */
function fromEvents(state: ExoshiftState) {
  const length = [
    [0, 0, 0, 0, 0],
    [0, 0, 0, 0, 0],
  ];
  const free = [0, 0];
  const empty = [0, 0];
  const passes = [0, 0];
  const repeat = [0, 0];
  const passCp = [0, 0];
  const forfeit = [0, 0];
  const actions = [0, 0];
  let globalRefreshed = 0;
  let actionsEnded = 0;
  let active = -1;
  let open = false;
  let count = 0;
  let usedFree = false;
  const close = (seat: number, isEmpty: boolean) => {
    length[seat][Math.min(count, 4)]++;
    if (usedFree) free[seat]++;
    if (isEmpty) empty[seat]++;
    actionsEnded += count;
    open = false;
  };
  const begin = (seat: number) => {
    if (open && active !== seat) close(active, true); // the first player's unlogged empty turn
    if (!open) {
      active = seat;
      open = true;
      count = 0;
      usedFree = false;
    }
  };
  for (const e of state.events()) {
    const player = e.player as number;
    switch (e.kind) {
      case 'order':
        begin(e.first as number);
        break;
      case 'action': {
        const seat = state.setup.side[e.unit as number];
        begin(seat);
        count++;
        actions[seat]++;
        if (e.cost === 0) usedFree = true;
        break;
      }
      case 'pass':
        begin(player);
        passes[player]++;
        passCp[player] += e.cost as number;
        if ((e.cost as number) >= 2) repeat[player]++;
        close(player, false);
        break;
      case 'forfeit':
        forfeit[player] += e.cp as number;
        break;
      case 'end-turn':
        begin(player);
        close(player, false);
        break;
      case 'empty-turn':
        begin(player);
        close(player, true);
        break;
      case 'round-end':
        if (open) close(active, true);
        break;
      case 'cp':
        globalRefreshed += (e.cp as number[])[0] + (e.cp as number[])[1];
        break;
    }
  }
  return { length, free, empty, passes, repeat, passCp, forfeit, actions, globalRefreshed, actionsEnded };
}

describe('the Exoshift action-economy statistics', () => {
  const games: { name: string; state: ExoshiftState }[] = [];
  for (const [k, setting] of SETTINGS.entries()) {
    for (const agent of ['random', 'heuristic']) for (let seed = 0; seed < 5; seed++) games.push({ name: `${k}/${agent}/${seed}`, state: play(setting, agent, seed) });
  }
  const perGame = (id: string, state: ExoshiftState) => exoshift.statistics[id].perGame(state, 0);

  it('count each ended turn by its actions, the free Primary, empty turns, passes and forfeits as the log shows them', () => {
    let turns = 0;
    let longTurns = 0;
    let repeats = 0;
    for (const { name, state } of games) {
      const seen = fromEvents(state);
      const s = state.s;
      for (const seat of [0, 1]) {
        expect(Array.from({ length: 5 }, (_, k) => s[L.G_TURN_LENGTH + seat * L.TURN_LENGTH_BINS + k]), name).toEqual(seen.length[seat]);
        expect(s[L.G_FREE_TURNS + seat], name).toBe(seen.free[seat]);
        expect(s[L.G_EMPTY_TURNS + seat], name).toBe(seen.empty[seat]);
        expect(s[L.G_PASSES + seat], name).toBe(seen.passes[seat]);
        expect(s[L.G_PASS_REPEAT + seat], name).toBe(seen.repeat[seat]);
        expect(s[L.G_PASS_CP + seat], name).toBe(seen.passCp[seat]);
        expect(s[L.G_FORFEIT_CP + seat], name).toBe(seen.forfeit[seat]);
        expect(s[L.G_ACTIONS_TAKEN + seat], name).toBe(seen.actions[seat]);
        // A turn with a unit able to take a Primary (at its start, or after a Rest): at least every turn that used the free one, at most every turn.
        const ended = seen.length[seat].reduce((a, b) => a + b, 0);
        expect(s[L.G_PRIMARY_TURNS + seat], name).toBeGreaterThanOrEqual(seen.free[seat]);
        expect(s[L.G_PRIMARY_TURNS + seat], name).toBeLessThanOrEqual(ended);
      }
      expect(actionsInEndedTurns(state), name).toBe(seen.actionsEnded);
      // Refresh CP: the log shows the global CP; Tactician unit CP comes on top (sol-raiders has a Tactician).
      const tactician = state.setup.profile.some((p) => p.tactician > 0);
      if (tactician) expect(s[L.G_CP_INCOME] + s[L.G_CP_INCOME + 1], name).toBeGreaterThanOrEqual(seen.globalRefreshed);
      else expect(s[L.G_CP_INCOME] + s[L.G_CP_INCOME + 1], name).toBe(seen.globalRefreshed);
      // End of Round: a round ends only when both players hold 0 CP (or at the engine's 80-turn stop, not reached here).
      expect(perGame('cpLeftAtRoundEnd', state), name).toBe(0);
      turns += turnsEnded(state);
      longTurns += turnsWith(state, 2) + turnsWith(state, 3) + turnsWith(state, 4);
      repeats += s[L.G_PASS_REPEAT] + s[L.G_PASS_REPEAT + 1];
    }
    // The games exercise what is counted: many turns, turns of 2 or more actions, escalated passes.
    expect(turns).toBeGreaterThan(500);
    expect(longTurns).toBeGreaterThan(10);
    expect(repeats).toBeGreaterThan(0);
  }, 60_000);

  it('expose shares of a game\'s own turns that add up, and actions per turn and per round from the same counts', () => {
    for (const { name, state } of games) {
      const n = turnsEnded(state);
      const shares = [0, 1, 2, 3, 4].map((k) => perGame(`turnShare${k}`, state));
      expect(shares.reduce((a, b) => a + b, 0), name).toBeCloseTo(n > 0 ? 1 : 0, 12);
      expect(perGame('actionsPerTurn', state), name).toBeCloseTo(actionsInEndedTurns(state) / n, 12);
      expect(perGame('actionsPerRound', state), name).toBeCloseTo((state.s[L.G_ACTIONS_TAKEN] + state.s[L.G_ACTIONS_TAKEN + 1]) / state.s[L.G_ROUND], 12);
      expect(perGame('passShare', state) + perGame('emptyTurnShare', state), name).toBeLessThanOrEqual(shares[0] + 1e-12);
      expect(perGame('freePrimaryShare', state), name).toBeLessThanOrEqual(1 - shares[0] + 1e-12);
      const burned = state.s[L.G_PASS_CP] + state.s[L.G_PASS_CP + 1] + state.s[L.G_FORFEIT_CP] + state.s[L.G_FORFEIT_CP + 1];
      expect(perGame('cpBurnedShare', state), name).toBeCloseTo(burned / perGame('cpIncome', state), 12);
    }
  });
});
