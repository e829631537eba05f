/**
 * Pig, the rules card (after OpenSpiel's open_spiel/games/pig and Neller &
 * Presser, "Optimal Play of the Dice Game Pig", The UMAP Journal 25, 2004).
 *
 * Two players take turns. On a turn the player rolls one d6 as often as they
 * like: a 2-6 adds the face to the turn total; a 1 ("bust") loses the turn
 * total and ends the turn. Holding banks the turn total into the score and
 * ends the turn. The first to bank a score of at least the target wins.
 *
 * | parameter | default | values          | meaning                                    |
 * |-----------|---------|-----------------|--------------------------------------------|
 * | target    | 100     | 100, 50, 30, 20 | score that wins (variant `target`)         |
 * | start     | 0       | 0-99            | a side's head start (side file field)      |
 * | MAX_TURNS | 1000    | -               | turns before the game is called a draw     |
 *
 * Actions at a decision: ROLL = 0, HOLD = 1 (holding with a turn total of 0
 * is legal, as in OpenSpiel). Chance outcomes after ROLL: faces 1..6, each
 * with probability exactly 1/6. Returns: +1 to the winner, -1 to the loser,
 * 0 to both at the turn limit (only reachable when both keep holding at 0).
 */
import type { GameVariant } from '../definition.ts';

export const ROLL = 0;
export const HOLD = 1;
export const DIE_FACES = 6;
export const BUST_FACE = 1;
/** OpenSpiel's pig caps a game at 1000 moves; a turn cap does the same job in the designer's unit. */
export const MAX_TURNS = 1000;

export const PIG_VARIANTS = {
  target: { values: ['100', '50', '30', '20'], default: '100', describe: 'score that wins' },
} as const satisfies Record<string, GameVariant>;
