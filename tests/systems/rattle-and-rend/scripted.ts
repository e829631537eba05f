/**
 * Helpers for Rattle and Rend tests that script a position: play setup and the
 * bids to the first action decision, then clear the board to the Elements a
 * rule needs.
 */
import { CHANCE } from '../../../src/game/state.ts';
import { Xoshiro128 } from '../../../src/rng/xoshiro128.ts';
import { makeAgent } from '../../../src/game/agents/agentSpec.ts';
import { SeatView } from '../../../src/game/agents/agent.ts';
import { agentContext } from '../../../src/game/matchSetup.ts';
import { rattleAndRend } from '../../../src/systems/rattle-and-rend/index.ts';
import { D_ACTION, REMOVED, type RrState } from '../../../src/systems/rattle-and-rend/state.ts';
import { BONDS, CHAMPION_ACTIONS, defaultVariants, HEAVY_TRAITS, REPUTATIONS, TACTICS, WARD_REACTIONS, type RrVariants } from '../../../src/systems/rattle-and-rend/rules.ts';
import type { RrSide } from '../../../src/systems/rattle-and-rend/warband.ts';

/** Plays setup and bids (the second option of a two-way first-player choice, else the first legal one; chance from the stream) up to the first action decision. */
export function toFirstAction(s: RrState): RrState {
  while (!(s.decision === D_ACTION && s.chanceKind === 0)) {
    if (s.currentPlayer() === CHANCE) s.applyChance();
    else s.apply(s.legalActions()[s.legalActions().length > 1 && s.decision === 1 ? 1 : 0]);
  }
  return s;
}

/** From an action decision: passes, then takes the first legal option (chance from the stream), until seat p has an action decision. */
export function toActionOf(s: RrState, p: number): RrState {
  if (s.decider === p) return s;
  s.apply(0);
  while (!(s.decision === D_ACTION && s.currentPlayer() !== CHANCE)) {
    if (s.currentPlayer() === CHANCE) s.applyChance();
    else s.apply(s.legalActions()[0]);
  }
  return s;
}

/** Plays one game to its end: seat 0 and seat 1 by these agent specs, chance from stream (seed, 0), the agents from (seed, 1) and (seed, 2). */
export function playAgents(specs: readonly [string, string], sides: readonly [RrSide, RrSide], seed: number, variants: Partial<RrVariants> = {}): RrState {
  const context = agentContext(rattleAndRend);
  const agents = [makeAgent(specs[0], context), makeAgent(specs[1], context)];
  const rngs = [Xoshiro128.stream(seed, 1), Xoshiro128.stream(seed, 2)];
  const s = rattleAndRend.newGame({ sides, variants: { ...defaultVariants(), ...variants }, chance: Xoshiro128.stream(seed, 0), log: true }) as RrState;
  const views = [new SeatView(s, 0), new SeatView(s, 1)];
  while (!s.isTerminal()) {
    const mover = s.currentPlayer();
    if (mover === CHANCE) s.applyChance();
    else s.apply(agents[mover].act(views[mover], rngs[mover]));
  }
  return s;
}

/** Clears the board to the Elements listed, each placed at its [x, y]: every other Element is removed, terrain taken away. */
export function clearTo(s: RrState, placed: ReadonlyArray<readonly [number, number, number]>): void {
  const keep = new Set(placed.map(([k]) => k));
  for (let k = 0; k < s.n; k++) if (!keep.has(k)) s.status[k] = REMOVED;
  for (const [k, x, y] of placed) {
    s.status[k] = 0;
    s.x[k] = x;
    s.y[k] = y;
  }
  s.nt = 0;
  s.cache = null;
}

/** The first Element of side p with Element type `type` (rules.ts ELEMENT_TYPES index), or undefined. */
export const firstOf = (s: RrState, p: number, type: number): number => Array.from({ length: s.n }, (_, k) => k).find((k) => s.side[k] === p && s.type[k] === type) as number;

/** A warband for each Tactic pair, Bond, Reputation and trait, built to the rules. */
export function randomisedSides(): RrSide[] {
  const sides: RrSide[] = [];
  for (let k = 0; k < 28; k++) {
    const champion = CHAMPION_ACTIONS[k % 7];
    const heavy = HEAVY_TRAITS[k % 3];
    const ward = WARD_REACTIONS[k % 7];
    const elements = [
      `champion(${champion}), fighters, shooters, skirmishers, heavy(${heavy}), dregs, ward(${ward})`,
      `fighters+champion(${champion}), shooters, skirmishers, dregs, ward(${ward}), ward(${WARD_REACTIONS[(k + 3) % 7]}), champion(${CHAMPION_ACTIONS[(k + 2) % 7]}), dregs`,
    ][k % 2];
    sides.push({
      name: `Test ${k}`,
      elements,
      tactic1: TACTICS[k % TACTICS.length],
      tactic2: TACTICS[(k + 5) % TACTICS.length],
      bond: BONDS[k % BONDS.length],
      reputation: REPUTATIONS[k % REPUTATIONS.length],
      focus: 0,
    });
  }
  return sides;
}
