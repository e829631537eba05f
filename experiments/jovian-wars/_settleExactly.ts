/**
 * Every way a Jovian Wars state can come out of its pending rolls, with its exact probability: from a state at a
 * chance node, each outcome the game lists for the roll (JovianState.chanceOutcomes: a pool's magnitude codes with
 * the d6sets kernel's exact probabilities, or a d6's six faces) is applied to a copy, and so on until no roll is
 * pending (a decision, or the end). Copies that reach the same state are merged (a key of every unit's fields, the
 * job queue, the pending roll and the phase), whatever the path and the number of rolls that led there, so a roll's
 * many raw codes collapse to the few results that differ and each state is expanded once.
 * The game resolves everything itself (jobs.ts: the attack's final code, damage, Critical Hits, weapon damage,
 * Catastrophic rolls; boarding.ts; exchanges.ts); nothing here knows a rule.
 *
 * Cost: one clone and one key per outcome per distinct reachable state (a 6-die opposed attack: about 20,000 copies).
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

/** A state met while settling: its probability so far, and once expanded, the children its roll leads to. */
interface Node {
  /** Kept until the state is expanded, and for good when it is settled (the answer returns it). */
  state: JovianState | null;
  tag: string;
  p: number;
  /** Each child's key and the probability of the outcomes that lead to it; null while unexpanded or when settled. */
  children: Map<string, number> | null;
  /** Parents that have not yet passed on their probability. */
  waiting: number;
}

/**
 * The states `start` settles into once no roll is pending, merged, with probabilities summing to 1 (start is not changed).
 *
 * Every state is expanded once however many ways and after however many rolls it is reached: two copies with one key
 * have the same future, so a state met again at another depth (a Catastrophic roll resolved before an Explosion's
 * attack on one path, after it on another) joins the first. Merging only within a depth expanded 2-2.5 times as many
 * states in jw-ram-and-mining's largest cells (a Structure-5 ship's explosion beside two bare Valiants: 77,953
 * expansions, 1.58 million copies, for 35,789 states). So the states are found first, each with the children its
 * outcomes lead to, and the probabilities are passed down afterwards, a state's only once all its parents have given
 * theirs (the rolls never lead back to a state: each resolves a pending roll and moves the job queue on).
 */
export function settleExactly(start: JovianState, options: SettleOptions = {}): Weighted[] {
  const { tag, patch } = options;
  const plans = new Map<object, number>();
  // The tag leads the key (a JSON string cannot contain a bare newline), so equal states with different tags stay apart.
  const keyOf = (s: JovianState, t: string) => `${t}\n${stateKey(s, plans)}`;
  const startKey = keyOf(start, '');
  const nodes = new Map<string, Node>([[startKey, { state: start, p: 0, tag: '', children: null, waiting: 0 }]]);
  // Maps iterate in insertion order, entries added during the loop included: every state found is expanded in turn.
  for (const node of nodes.values()) {
    const state = node.state!;
    if (state.currentPlayer() !== CHANCE) continue;
    const children = new Map<string, number>();
    for (const outcome of state.chanceOutcomes()) {
      const copy = state.clone();
      copy.apply(outcome.action);
      if (patch) patch(copy);
      const after = tag ? tag(state, outcome.action, copy, node.tag) : node.tag;
      const key = keyOf(copy, after);
      children.set(key, (children.get(key) ?? 0) + outcome.probability);
      if (!nodes.has(key)) nodes.set(key, { state: copy, p: 0, tag: after, children: null, waiting: 0 });
    }
    for (const key of children.keys()) nodes.get(key)!.waiting++;
    node.children = children;
    node.state = null;
  }
  const first = nodes.get(startKey)!;
  const cycle = () => new Error('settleExactly: a roll led back to an earlier state');
  // A roll back to the start would leave it waiting on a parent that only it can reach.
  if (first.waiting > 0) throw cycle();
  first.p = 1;
  const ready: Node[] = [first];
  const settled: Weighted[] = [];
  let passed = 0;
  while (ready.length > 0) {
    const node = ready.pop()!;
    passed++;
    if (node.children === null) {
      settled.push({ state: node.state!, p: node.p, tag: node.tag });
      continue;
    }
    for (const [key, q] of node.children) {
      const child = nodes.get(key)!;
      child.p += node.p * q;
      if (--child.waiting === 0) ready.push(child);
    }
  }
  // Any other cycle leaves its states waiting on one another: never passed.
  if (passed !== nodes.size) throw cycle();
  return settled;
}

/** The expectation of f over the settled states. */
export function expectation(states: readonly Weighted[], f: (s: JovianState) => number): number {
  let sum = 0;
  for (const { state, p } of states) sum += p * f(state);
  return sum;
}
