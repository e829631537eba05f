/**
 * Pivotal rolls: does re-rolling one die change who wins? One trial plays a
 * game three times from the same streams:
 * 1. the reference game, counting the chance stream's 32-bit draws (every die
 *    a game rolls is cut from them: Xoshiro128.nextBelow takes one draw per
 *    die, fillDice several dice per draw) and noting the game's length measure
 *    (its round) at each;
 * 2. the same game with one draw, chosen uniformly, replaced by a fresh one:
 *    one die (or one packed handful) re-rolled, every other draw as before,
 *    the agents on the same streams;
 * 3. the same agents with a wholly new chance stream: how often the result
 *    changes when all the dice change, the ceiling for (2).
 * The record: whether (2) and (3) changed the result (win, draw or loss of the
 * first seat), the round of the re-rolled draw, and that round again when the
 * re-roll was pivotal. The game must draw its dice from the chance generator it
 * is handed (newGame's `chance`), as every game here does.
 */
import { Xoshiro128 } from '../../rng/xoshiro128.ts';
import type { TrialRecord } from '../experiment.ts';
import { dealStreams, playToEnd, resetTo } from '../../game/playGame.ts';
import type { GameState } from '../../game/state.ts';
import { prepareMatch, type MatchParams, type PreparedMatch } from '../../game/matchSetup.ts';

/** A chance generator that counts its draws, can report each to a listener, and can swap one draw for another word. */
export class SwappingRng extends Xoshiro128 {
  draws = 0;
  swapAt = -1;
  swapWord = 0;
  onDraw: ((index: number) => void) | null = null;

  override nextUint32(): number {
    const word = super.nextUint32();
    const i = this.draws++;
    if (this.onDraw !== null) this.onDraw(i);
    return i === this.swapAt ? this.swapWord : word;
  }

  /** Back to the four words at `at`, with the count, the swap and the listener cleared. */
  restart(words: Uint32Array, at: number, swapAt = -1, swapWord = 0): this {
    resetTo(this, words, at);
    this.draws = 0;
    this.swapAt = swapAt;
    this.swapWord = swapWord;
    this.onDraw = null;
    return this;
  }
}

/** Round keys of the record: the draws made before round 1 ('setup'), then rounds 1 .. LAST_ROUND, the last one open. */
export const LAST_ROUND = 8;
export const ROUND_KEYS: readonly string[] = ['setup', ...Array.from({ length: LAST_ROUND }, (_, i) => (i + 1 === LAST_ROUND ? `${LAST_ROUND}+` : String(i + 1)))];
/** pivotalRound's keys: 'not pivotal', then ROUND_KEYS. */
export const PIVOTAL_KEYS: readonly string[] = ['not pivotal', ...ROUND_KEYS];
export const roundKey = (round: number): number => Math.min(Math.max(round, 0), LAST_ROUND);

interface Prepared {
  match: PreparedMatch;
  chance: SwappingRng;
  /** The round at each draw of the reference game (grown as needed). */
  roundAt: Int32Array;
}

const prepared = new WeakMap<MatchParams, Prepared>();
const FRESH_WORDS = new Uint32Array(4);

const resultOf = (state: GameState) => Math.sign(state.returns()[0]);

/** One pivotal-roll trial of `params` (side A seated first): see the file comment. */
export function playPivotalTrial(params: MatchParams, root: Xoshiro128): TrialRecord {
  let p = prepared.get(params);
  if (!p) prepared.set(params, (p = { match: prepareMatch(params), chance: new SwappingRng(1, 0, 0, 0), roundAt: new Int32Array(1024) }));
  const { match, chance } = p;
  const { game, words } = match;
  dealStreams(root, words);
  const sides = [match.params.sideA, match.params.sideB] as const;
  const play = (rng: SwappingRng, watch: boolean): GameState => {
    const seats = [
      { agent: match.agentA, rng: resetTo(match.rngA, words, 4) },
      { agent: match.agentB, rng: resetTo(match.rngB, words, 8) },
    ] as const;
    let state: GameState | null = null;
    if (watch) {
      // Draws made while newGame builds the state (a generated map, say) count as setup.
      rng.onDraw = (i) => {
        if (i >= p!.roundAt.length) {
          const grown = new Int32Array(2 * p!.roundAt.length);
          grown.set(p!.roundAt);
          p!.roundAt = grown;
        }
        p!.roundAt[i] = state === null ? 0 : game.length.of(state);
      };
    }
    const built = game.newGame({ sides, variants: match.params.variants, chance: rng, log: false });
    state = built;
    playToEnd(built, seats);
    rng.onDraw = null;
    return built;
  };
  const reference = resultOf(play(chance.restart(words, 0), true));
  const draws = chance.draws;
  // The re-rolled draw and its new word come from the trial's stream after the deal, so they are the same in every run.
  const at = draws > 0 ? root.nextBelow(draws) : -1;
  const word = root.nextUint32();
  const round = at >= 0 ? roundKey(p.roundAt[at]) : 0;
  const swapped = resultOf(play(chance.restart(words, 0, at, word), false));
  for (let k = 0; k < 4; k++) FRESH_WORDS[k] = root.nextUint32();
  const fresh = resultOf(play(chance.restart(FRESH_WORDS, 0), false));
  const flip = at >= 0 && swapped !== reference;
  return {
    flip,
    flipFresh: fresh !== reference,
    draws,
    rerolledRound: round,
    pivotalRound: flip ? 1 + round : 0,
  };
}
