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
 * Two options for experiments that need more than the state (jw-ram-and-mining): `tag` keeps a piece of the path's
 * history the state forgets (a Catastrophic roll that came up Explode, a Skill Test's result) in the key and in the
 * answer, so paths that differ in it are not merged; `patch` changes every copy after its roll (a counterfactual on
 * the queued jobs, e.g. a roll without its escalation), the same change the experiment's sampler makes.
 * Named with '_' so `npm run reports` does not run it as an experiment.
 */
import { CHANCE } from '../../src/game/state.ts';
import type { JovianState } from '../../src/systems/jovian-wars/game.ts';

/** A settled state, its probability, and its path's tag ('' without a `tag` option). */
export interface Weighted {
  state: JovianState;
  p: number;
  tag: string;
}

/** What a path remembers: from the state before a roll, the roll's outcome, the state after it and the tag so far, the new tag. */
export type Tagger = (before: JovianState, outcome: number, after: JovianState, tag: string) => string;

export interface SettleOptions {
  tag?: Tagger;
  /** Applied to every copy right after its roll is resolved (never to `start`). */
  patch?: (s: JovianState) => void;
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

/** Adds p of state s (with its tag) under its key. */
function add(into: Map<string, Weighted>, key: string, s: JovianState, p: number, tag: string): void {
  const known = into.get(key);
  if (known) known.p += p;
  else into.set(key, { state: s, p, tag });
}

/** The states `start` settles into once no roll is pending, merged, with probabilities summing to 1 (start is not changed). */
export function settleExactly(start: JovianState, options: SettleOptions = {}): Weighted[] {
  const { tag, patch } = options;
  const plans = new Map<object, number>();
  // The tag leads the key (a JSON string cannot contain a bare newline), so equal states with different tags stay apart.
  const keyOf = (s: JovianState, t: string) => `${t}\n${stateKey(s, plans)}`;
  let frontier = new Map<string, Weighted>([[keyOf(start, ''), { state: start, p: 1, tag: '' }]]);
  const settled = new Map<string, Weighted>();
  while (frontier.size > 0) {
    const next = new Map<string, Weighted>();
    for (const [key, { state, p, tag: t }] of frontier) {
      if (state.currentPlayer() !== CHANCE) {
        add(settled, key, state, p, t);
        continue;
      }
      for (const outcome of state.chanceOutcomes()) {
        const copy = state.clone();
        copy.apply(outcome.action);
        if (patch) patch(copy);
        const after = tag ? tag(state, outcome.action, copy, t) : t;
        add(next, keyOf(copy, after), copy, p * outcome.probability, after);
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
