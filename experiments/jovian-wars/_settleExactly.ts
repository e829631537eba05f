/**
 * Every way a Jovian Wars state can come out of its pending rolls, with its exact probability: from a state at a
 * chance node, each outcome the game lists for the roll (JovianState.chanceOutcomes: a pool's magnitude codes with
 * the d6sets kernel's exact probabilities, or a d6's six faces) is applied to a copy, and so on until no roll is
 * pending (a decision, or the end). Copies that reach the same state are merged (a key of every unit's fields, the
 * job queue, the pending roll and the phase), so a roll's many raw codes collapse to the few results that differ.
 * The game resolves everything itself (jobs.ts: the attack's final code, damage, Critical Hits, weapon damage,
 * Catastrophic rolls; boarding.ts; exchanges.ts); nothing here knows a rule.
 *
 * Cost: one clone and one key per outcome per reachable state (a 6-die opposed attack: about 20,000 copies).
 * Example: a state whose only job is a Critical Hit's weapon-damage d6 settles into two states, the weapon damaged
 * with probability 1/3 (5+) and not with 2/3.
 * Named with '_' so `npm run reports` does not run it as an experiment.
 */
import { CHANCE } from '../../src/game/state.ts';
import type { JovianState } from '../../src/systems/jovian-wars/game.ts';

/** A settled state and its probability. */
export interface Weighted {
  state: JovianState;
  p: number;
}

/**
 * A key equal for two states exactly when everything the rest of the resolution and the readings depend on is equal:
 * the units as they serialise, the queued jobs (plans by identity: they are never mutated), the pending roll, the
 * phase, the player to move, the open exchange and the Fire Control spent.
 */
function stateKey(s: JovianState, plans: Map<object, number>): string {
  const jobs = s.jobs.map((job) => {
    if (!('plan' in job)) return job;
    let id = plans.get(job.plan);
    if (id === undefined) {
      id = plans.size;
      plans.set(job.plan, id);
    }
    return { ...job, plan: id };
  });
  return JSON.stringify([s.units, jobs, s.roll, s.phase, s.turn, s.toMove, s.active, s.exchange, s.firedThisActivation, s.declared, s.longShot, s.mustAttack]);
}

/** Adds p of state s under its key. */
function add(into: Map<string, Weighted>, key: string, s: JovianState, p: number): void {
  const known = into.get(key);
  if (known) known.p += p;
  else into.set(key, { state: s, p });
}

/** The states `start` settles into once no roll is pending, merged, with probabilities summing to 1 (start is not changed). */
export function settleExactly(start: JovianState): Weighted[] {
  const plans = new Map<object, number>();
  let frontier = new Map<string, Weighted>([[stateKey(start, plans), { state: start, p: 1 }]]);
  const settled = new Map<string, Weighted>();
  while (frontier.size > 0) {
    const next = new Map<string, Weighted>();
    for (const [key, { state, p }] of frontier) {
      if (state.currentPlayer() !== CHANCE) {
        add(settled, key, state, p);
        continue;
      }
      for (const outcome of state.chanceOutcomes()) {
        const copy = state.clone();
        copy.apply(outcome.action);
        add(next, stateKey(copy, plans), copy, p * outcome.probability);
      }
    }
    frontier = next;
  }
  return [...settled.values()];
}

/** The expectation of f over the settled states. */
export function expectation(states: readonly Weighted[], f: (s: JovianState) => number): number {
  let sum = 0;
  for (const { state, p } of states) sum += p * f(state);
  return sum;
}
