/**
 * Every way a Jovian Wars state can come out of its pending rolls, with its exact probability: from a state at a
 * chance node, each outcome the game lists for the roll (JovianState.chanceOutcomes: a pool's magnitude codes with
 * the d6sets kernel's exact probabilities, or a d6's six faces) is applied to a copy, and so on until no roll is
 * pending (a decision, or the end). Copies that reach the same state are merged (equal in every unit's fields, the
 * job queue, the pending roll and the phase), whatever the path and the number of rolls that led there, so a roll's
 * many raw codes collapse to the few results that differ and each state is expanded once.
 * The game resolves everything itself (jobs.ts: the attack's final code, damage, Critical Hits, weapon damage,
 * Catastrophic rolls; boarding.ts; exchanges.ts); nothing here knows a rule.
 *
 * Cost: one clone, one hash and one comparison per outcome per distinct reachable state (a 6-die opposed attack: about 20,000 copies).
 * Example: a state whose only job is a Critical Hit's weapon-damage d6 settles into two states, the weapon damaged
 * with probability 1/3 (5+) and not with 2/3.
 * Two options for experiments that need more than the state (jw-ram-and-mining): `tag` keeps a piece of the path's
 * history the state forgets (a Catastrophic roll that came up Explode, a Skill Test's result) in the comparison and in
 * the answer, so paths that differ in it are not merged; `patch` changes every copy after its roll (a counterfactual on
 * the queued jobs, e.g. a roll without its escalation), the same change the experiment's sampler makes.
 * Named with '_' so `npm run reports` does not run it as an experiment.
 */
import { CHANCE } from '../../src/game/state.ts';
import type { JovianState } from '../../src/systems/jovian-wars/game.ts';
import { sameUnit, type Unit } from '../../src/systems/jovian-wars/units.ts';

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

/** The parts of a state besides its units that the rest of the resolution and the readings depend on. */
function partsOf(s: JovianState): unknown[] {
  return [s.jobs, s.roll, s.phase, s.turn, s.toMove, s.active, s.exchange, s.firedThisActivation, s.declared, s.longShot, s.mustAttack];
}

/**
 * Two states merge exactly when their tags are equal, every unit is in the same state (units.ts sameUnit: its place,
 * boxes and every state field) and the other parts are equal as data: the queued jobs, the pending roll, the phase,
 * the player to move, the open exchange and the Fire Control spent. A queued job's plan is compared by identity
 * (plans are never mutated; two plans of equal content from different paths stay apart, as they always have).
 *
 * Equality found through a numeric hash, rather than a JSON key per copy: building and hashing the ~500-character
 * keys was 58% of jw-ram-and-mining's run (JSON.stringify 37%, the Map's string hashing most of the rest).
 */
function sameData(a: unknown, b: unknown, key = ''): boolean {
  if (a === b) return true;
  if (key === 'plan' || typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameData(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  // A field missing on one side and undefined on the other is equal, as JSON (which leaves both out) had it.
  for (const k in x) if (!sameData(x[k], y[k], k)) return false;
  for (const k in y) if (!(k in x) && y[k] !== undefined) return false;
  return true;
}

/** Mixes a 32-bit value into a hash (FNV-1a style multiply). */
function mix(h: number, v: number): number {
  return Math.imul(h ^ v, 16777619);
}

/** A unit's hash: the fields a resolution changes most (equal units hash equal; sameUnit decides the rest). */
function hashUnit(u: Unit, h: number): number {
  h = mix(h, u.structure);
  h = mix(h, u.status.length);
  h = mix(h, u.damaged);
  h = mix(h, u.used);
  h = mix(h, u.side);
  h = mix(h, u.boarders);
  h = mix(h, u.traitDamage);
  for (let i = 0; i < u.marked.length; i++) h = mix(h, u.marked[i]);
  return h;
}

function sameUnits(a: readonly Unit[], b: readonly Unit[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (!sameUnit(a[i], b[i])) return false;
  return true;
}

/**
 * A hash of the data sameData compares, two levels into each part (a job's fields, the exchange's): numbers,
 * booleans and strings (their length and ends), the numbers of a flat array, a plan by its id. Deeper objects are
 * left out: equal states still hash equal, and sameData decides.
 */
function hashData(v: unknown, h: number, depth: number, plans: Map<object, number>, key = ''): number {
  switch (typeof v) {
    case 'number':
      // Positions can be fractional: the bits of the value, not its integer part.
      return Number.isInteger(v) ? mix(h, v | 0) : mix(mix(h, (v * 4096) | 0), 7);
    case 'boolean':
      return mix(h, v ? 3 : 5);
    case 'string':
      return v.length === 0 ? mix(h, 11) : mix(mix(h, v.length), v.charCodeAt(0) * 65536 + v.charCodeAt(v.length - 1));
    case 'object': {
      if (v === null) return mix(h, 13);
      if (key === 'plan') {
        let id = plans.get(v);
        if (id === undefined) {
          id = plans.size;
          plans.set(v, id);
        }
        return mix(h, id);
      }
      if (Array.isArray(v)) {
        h = mix(h, v.length);
        for (const item of v) if (depth > 0 || typeof item !== 'object') h = hashData(item, h, depth - 1, plans);
        return h;
      }
      if (depth === 0) return h;
      const o = v as Record<string, unknown>;
      for (const k in o) h = hashData(o[k], h, depth - 1, plans, k);
      return h;
    }
    default:
      return mix(h, 17);
  }
}

/** A state met while settling: its probability so far, and once expanded, the children its roll leads to. */
interface Node {
  /** Kept until the state is expanded, and for good when it is settled (the answer returns it). */
  state: JovianState | null;
  /** The state's units and other parts, kept to compare with states met later. */
  units: readonly Unit[];
  parts: unknown[];
  tag: string;
  p: number;
  /** Each child and the probability of the outcomes that lead to it; null while unexpanded or when settled. */
  children: Map<Node, number> | null;
  /** Parents that have not yet passed on their probability. */
  waiting: number;
}

/**
 * The states `start` settles into once no roll is pending, merged, with probabilities summing to 1 (start is not changed).
 *
 * Every state is expanded once however many ways and after however many rolls it is reached: two copies with equal
 * parts have the same future, so a state met again at another depth (a Catastrophic roll resolved before an
 * Explosion's attack on one path, after it on another) joins the first. Merging only within a depth expanded 2-2.5
 * times as many states in jw-ram-and-mining's largest cells (a Structure-5 ship's explosion beside two bare Valiants:
 * 77,953 expansions, 1.58 million copies, for 35,789 states). So the states are found first, each with the children
 * its outcomes lead to, and the probabilities are passed down afterwards, a state's only once all its parents have
 * given theirs (the rolls never lead back to a state: each resolves a pending roll and moves the job queue on).
 */
export function settleExactly(start: JovianState, options: SettleOptions = {}): Weighted[] {
  const { tag, patch } = options;
  const plans = new Map<object, number>();
  const hashOf = (units: readonly Unit[], parts: unknown[], t: string): number => {
    // The tag whole (short, and paths that differ in it can differ anywhere in it).
    let h = 2166136261;
    for (let i = 0; i < t.length; i++) h = mix(h, t.charCodeAt(i));
    for (const unit of units) h = hashUnit(unit, h);
    for (const part of parts) h = hashData(part, h, 2, plans);
    return h;
  };
  const buckets = new Map<number, Node[]>();
  const nodes: Node[] = [];
  const find = (state: JovianState, t: string): { node: Node; added: boolean } => {
    const units = state.units;
    const parts = partsOf(state);
    const h = hashOf(units, parts, t);
    let bucket = buckets.get(h);
    if (bucket === undefined) {
      bucket = [];
      buckets.set(h, bucket);
    }
    for (const node of bucket) if (node.tag === t && sameUnits(node.units, units) && sameData(node.parts, parts)) return { node, added: false };
    const node: Node = { state, units, parts, p: 0, tag: t, children: null, waiting: 0 };
    bucket.push(node);
    nodes.push(node);
    return { node, added: true };
  };
  const first = find(start, '').node;
  // Every state found is expanded in turn, those found during the loop included.
  for (let i = 0; i < nodes.length; i++) {
    const node = nodes[i];
    const state = node.state!;
    if (state.currentPlayer() !== CHANCE) continue;
    const children = new Map<Node, number>();
    for (const outcome of state.chanceOutcomes()) {
      const copy = state.clone();
      copy.apply(outcome.action);
      if (patch) patch(copy);
      const after = tag ? tag(state, outcome.action, copy, node.tag) : node.tag;
      const child = find(copy, after).node;
      children.set(child, (children.get(child) ?? 0) + outcome.probability);
    }
    for (const child of children.keys()) child.waiting++;
    node.children = children;
    node.state = null;
  }
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
    for (const [child, q] of node.children) {
      child.p += node.p * q;
      if (--child.waiting === 0) ready.push(child);
    }
  }
  // Any other cycle leaves its states waiting on one another: never passed.
  if (passed !== nodes.length) throw cycle();
  return settled;
}

/** The expectation of f over the settled states. */
export function expectation(states: readonly Weighted[], f: (s: JovianState) => number): number {
  let sum = 0;
  for (const { state, p } of states) sum += p * f(state);
  return sum;
}
