/**
 * Jagged Shards: where the Warp Flares go, and what the no-refund rule costs
 * (000_9659637e2373f14e.txt, Ch. 8):
 *
 * - JS-065 (Ability Costs: "Abilities may cost: 1 Warp Flare; 2 Warp Flares
 *   or more depending on battlefield impact and rarity"): how a force's Warp
 *   Flares are allocated in play, per battle: activated abilities, rerolls,
 *   replacement attacks (grenades and shard bursts, 2), triggered abilities,
 *   reinforcements.
 * - JS-072 (Warp Flare Expenditure: "Warp Flares are spent immediately when
 *   an ability or effect is declared"): the engine spends on declaration and
 *   never refunds (rounds.ts `spend`), so Warp Flares spent on a roll that
 *   then fails buy nothing: an activated ability whose activation roll fails
 *   (after any reroll), a grenade or shard burst that misses, a reroll that
 *   fails again. Per battle, the Warp Flares so lost, by kind.
 *
 * Read from each battle's event log (the spends are where the engine logs
 * them: 'ability', 'attack' with a replacement weapon, 'roll' marked reroll,
 * 'trigger', 'reinforce'), checked against the engine's own count of
 * Warp Flares spent (`flaresSpent`): a battle whose ledger does not add up
 * stops the run. Arms: each Human preset against each Martian preset, the
 * heuristic player on both sides (its default spending policy, the side's
 * `flarePolicy`), default readings (reroll-cost=1), pairs of battles with the
 * sides swapped; A is the Human force, B the Martian.
 */
import type { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import type { GameEvent } from '../../src/game/state.ts';
import { defineExperiment, type MetricSpec, type TrialRecord } from '../../src/sim/experiment.ts';
import { matchExperiment, type MatchArm } from '../../src/sim/match/matchExperiment.ts';
import { playObservedPair, type PairObserver } from '../../src/sim/match/pairTrial.ts';
import type { MatchParams } from '../../src/game/matchSetup.ts';
import { findGame } from '../../src/game/registry.ts';
import { loadSide } from '../../src/game/loadSide.ts';
import type { ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import { formatMean } from '../../src/report/format.ts';
import type { JaggedState } from '../../src/systems/jagged-shards/jaggedState.ts';
import { PROFILES } from '../../src/systems/jagged-shards/data.ts';

const game = findGame('jagged-shards');
export const KINDS = ['activated', 'reroll', 'replacement', 'triggered', 'reinforcement'] as const;
export type Kind = (typeof KINDS)[number];
/** The kinds whose Warp Flares a failed roll can waste (JS-072). */
export const FAILABLE = ['activated', 'reroll', 'replacement'] as const;
const KIND_LABEL: Record<Kind, string> = { activated: 'activated abilities', reroll: 'rerolls', replacement: 'grenades and shard bursts', triggered: 'triggered abilities', reinforcement: 'reinforcements' };

export const PAIRINGS = [
  ['colonial-strike-force', 'martian-warband'],
  ['colonial-strike-force', 'martian-swarm'],
  ['colonial-armoured-column', 'martian-warband'],
  ['colonial-armoured-column', 'martian-swarm'],
] as const;
const nameOf = (id: string) => (game.presets[id] as { name?: string }).name ?? id;
const arms: MatchArm[] = PAIRINGS.map(([a, b]) => ({
  id: `${a}-vs-${b}`,
  label: `${nameOf(a)} vs ${nameOf(b)}`,
  params: { system: game.id, sideA: loadSide(game, `preset:${a}`), sideB: loadSide(game, `preset:${b}`), agentA: 'heuristic', agentB: 'heuristic', variants: {} },
  coords: { A: nameOf(a), B: nameOf(b) },
  baseline: null,
}));

/** Warp Flare cost of each ability and replacement weapon by its printed name (the log names them). */
const ABILITY_COST = new Map(PROFILES.units.flatMap((u) => u.abilities.map((a) => [a.name, a.warpFlares] as const)));
const REPLACEMENT_COST = new Map(PROFILES.units.flatMap((u) => u.weapons.filter((w) => w.ability >= 0).map((w) => [w.name, w.warpFlares] as const)));
const FAILED = new Set(['fail', 'critical failure']);

export interface Ledger {
  spent: Record<Kind, number>;
  wasted: Record<(typeof FAILABLE)[number], number>;
}

/**
 * One seat's Warp Flare ledger from a battle's events. `seatOf` maps a unit's log label to its seat; `rerollCost`
 * and `reinforcementCost` are the battle's rules. An ability with an activation roll and a replacement attack are
 * settled by the last roll logged for their unit before its next spend or the next event of another kind.
 */
export function ledger(events: readonly GameEvent[], seat: number, seatOf: (unit: string) => number, rerollCost: number, reinforcementCost: number): Ledger {
  const spent: Record<Kind, number> = { activated: 0, reroll: 0, replacement: 0, triggered: 0, reinforcement: 0 };
  const wasted = { activated: 0, reroll: 0, replacement: 0 };
  let pending: { unit: string; kind: 'activated' | 'replacement'; cost: number; outcome: string | null } | null = null;
  const settle = () => {
    if (pending && pending.outcome !== null && FAILED.has(pending.outcome)) wasted[pending.kind] += pending.cost;
    pending = null;
  };
  for (const e of events) {
    const unit = typeof e.unit === 'string' ? e.unit : '';
    if (e.kind === 'roll' && pending && pending.unit === unit) {
      pending.outcome = String(e.outcome);
    } else if (e.kind !== 'roll') {
      settle();
    }
    const mine = unit !== '' && seatOf(unit) === seat;
    if (e.kind === 'roll' && e.reroll === true && mine) {
      spent.reroll += rerollCost;
      if (FAILED.has(String(e.outcome))) wasted.reroll += rerollCost;
    }
    if (!mine && e.kind !== 'reinforce') continue;
    if (e.kind === 'ability') {
      const cost = ABILITY_COST.get(String(e.ability)) ?? 0;
      spent.activated += cost;
      pending = { unit, kind: 'activated', cost, outcome: null };
    } else if (e.kind === 'attack' && REPLACEMENT_COST.has(String(e.weapon))) {
      const cost = REPLACEMENT_COST.get(String(e.weapon))!;
      spent.replacement += cost;
      pending = { unit, kind: 'replacement', cost, outcome: null };
    } else if (e.kind === 'trigger') {
      spent.triggered += ABILITY_COST.get(String(e.ability)) ?? 0;
    } else if (e.kind === 'reinforce' && e.seat === seat) {
      spent.reinforcement += reinforcementCost;
    }
  }
  settle();
  return { spent, wasted };
}

const SIDES = ['A', 'B'] as const;
const EXTRA_METRICS: Record<string, MetricSpec> = Object.fromEntries(
  SIDES.flatMap((side) => [
    ...KINDS.map((k) => [`${k}${side}`, { kind: 'mean', label: `Warp Flares ${side} spent on ${KIND_LABEL[k]}`, unit: 'Warp Flares per battle', min: 0 }] as const),
    ...FAILABLE.map((k) => [`wasted${k}${side}`, { kind: 'mean', label: `Warp Flares ${side} spent on ${KIND_LABEL[k]} whose roll failed`, unit: 'Warp Flares per battle', min: 0 }] as const),
  ]),
);

const READ: PairObserver<JaggedState> = {
  log: true,
  start: (record) => {
    for (const id of Object.keys(EXTRA_METRICS)) record[id] = 0;
  },
  read: (state, seatOfA, record) => {
    const { roster, rules } = state.setup;
    const seats = new Map(roster.label.map((label, u) => [label, roster.seat[u]]));
    const seatOf = (unit: string) => seats.get(unit) ?? -1;
    SIDES.forEach((side, k) => {
      const seat = k === 0 ? seatOfA : 1 - seatOfA;
      const l = ledger(state.events(), seat, seatOf, rules.rerollCost, rules.reinforcementCost);
      const total = KINDS.reduce((sum, kind) => sum + l.spent[kind], 0);
      if (total !== state.flaresSpent[seat]) throw new Error(`js-flare-ledger: the log accounts for ${total} Warp Flares of seat ${seat}, the engine spent ${state.flaresSpent[seat]}`);
      for (const kind of KINDS) (record[`${kind}${side}`] as number) += l.spent[kind] / 2;
      for (const kind of FAILABLE) (record[`wasted${kind}${side}`] as number) += l.wasted[kind] / 2;
    });
  },
};

export const ledgerTrial = (params: MatchParams, root: Xoshiro128): TrialRecord => playObservedPair(params, root, READ);

function answer(result: ExperimentResult): string[] {
  const m = (arm: (typeof result.arms)[number], id: string) => arm.metrics[id] as MeanMetric;
  // Counts of Warp Flares: an interval's lower end below 0 (few pairs, a rare spend) is shown as 0.
  const show = (x: MeanMetric) => formatMean(x.mean, [Math.max(0, x.ci[0]), x.ci[1]], x.n, '', 'pairs');
  const lines = result.arms.flatMap((arm) =>
    SIDES.map((side) => {
      const force = side === 'A' ? arm.coords!.A : arm.coords!.B;
      const total = m(arm, `warpFlaresSpent${side}`);
      const allocation = KINDS.filter((k) => m(arm, `${k}${side}`).mean > 0).map((k) => `${KIND_LABEL[k]} ${show(m(arm, `${k}${side}`))}`).join(', ');
      const lost = FAILABLE.filter((k) => m(arm, `${k}${side}`).mean > 0).map((k) => `${KIND_LABEL[k]} ${show(m(arm, `wasted${k}${side}`))}`).join(', ');
      return `${force} (against ${side === 'A' ? arm.coords!.B : arm.coords!.A}) spends ${show(total)} Warp Flares a battle: ${allocation || 'none'}; lost to failed rolls (no refund): ${lost || 'none'}.`;
    }),
  );
  return [
    'JS-065 (allocation) and JS-072 (no refunds), Warp Flares per battle, means with 95% intervals over pairs of battles:',
    ...lines,
    'Warp Flares are spent on declaration and never refunded (Ch. 8 Warp Flare Expenditure; the engine: rounds.ts spend): "lost" counts the Warp Flares of an activated ability whose activation roll failed, a grenade or shard burst that missed, and a reroll that failed again; a plain fail not rerolled costs nothing. A refund rule would give these back. Ledgers are read from each battle\'s log and checked against the engine\'s own count. Heuristic player (its default spending policy), default readings (reroll-cost=1), illustrative forces.',
  ];
}

const base = matchExperiment(
  {
    id: 'js-flare-ledger',
    title: 'Warp Flare ledger: where the Warp Flares go, and what failed rolls cost without refunds',
    question: 'How do forces allocate their Warp Flares among abilities, rerolls, grenades and reinforcements (Ch. 8 Ability Costs), and how many are lost to rolls that fail after the Warp Flares were spent on declaration (Ch. 8 Warp Flare Expenditure)?',
    source: { rulebook: '000_9659637e2373f14e.txt', section: 'Ch. 8 › Ability Costs; Warp Flare Expenditure', catalogue: ['JS-065', 'JS-072'] },
    pairs: 500,
  },
  arms,
);

export default defineExperiment<MatchParams>({
  ...base,
  metrics: { ...base.metrics, ...EXTRA_METRICS },
  trial: ledgerTrial,
  answer,
  charts: [{ kind: 'arms', metric: 'warpFlaresSpentA', reference: 'none', title: "Warp Flares the Human force spends per battle" }],
});
