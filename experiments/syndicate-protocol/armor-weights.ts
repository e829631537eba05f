/**
 * Syndicate Protocol SP-008 (003_c7f3f5aee5a5ed6f.txt, Armor › 6.9 Design
 * Philosophy: "Meaningful Tradeoffs: Heavier armor protects more but slows
 * Operators"): the same Operator in Light, Medium and Heavy armor (6.8: Light
 * Tactical Vest, Composite Armor Rig, Bulwark Exo-Shell), every pair of
 * weights played against each other, for each of the five printed Operators
 * with its preset's weapon, Mercenaries and deck. Armor heavier than the
 * Operator's Load makes it Encumbered (2.4: -1 Dodge, movement-granting
 * Tactic cards cost 1 HP, no Advanced Movement cards): Lens and Velocity (LD 1)
 * in Medium and Heavy, Razor and Glitch (LD 2) in Heavy; Rampart (LD 3) never.
 *
 * So that only the armor differs, each Operator plays one deck at every weight:
 * its preset's, with any Advanced Movement card (which an Encumbered Operator
 * may not hold) swapped for base Movement cards (`weightLegalDeck`). Both
 * sides are played by the heuristic player, in pairs of games with the sides
 * swapped; games stopped at the 50-round cap are draws.
 *
 * "Meaningful": no weight should win for every Operator. The answer names, per
 * Operator, an armor that clearly beats both others (score interval above 1/2
 * in both its pairings), and says whether one weight does so for all of them;
 * "protects more" is read from the damage each weight takes per game.
 */
import { defineExperiment } from '../../src/sim/experiment.ts';
import { matchExperiment, type MatchArm } from '../../src/sim/match/matchExperiment.ts';
import type { ArmResult, ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import { formatMean, shown } from '../../src/report/format.ts';
import { findGame } from '../../src/game/registry.ts';
import { chooseGameVariants } from '../../src/game/variants.ts';
import { sideOf } from '../../src/game/loadSide.ts';
import { ARMOR, CARDS, OPERATORS } from '../../src/systems/syndicate-protocol/data.ts';
import { MAX_COPIES } from '../../src/systems/syndicate-protocol/rules.ts';
import type { SyndicateSide } from '../../src/systems/syndicate-protocol/loadout.ts';
import { gameShare } from '../../src/sim/match/pairPools.ts';
import { scoreInterval, showScore } from './mercenaries.ts';

const SYSTEM = 'syndicate-protocol';
const game = findGame(SYSTEM);
export const OPERATOR_IDS = ['lens', 'velocity', 'razor', 'glitch', 'rampart'] as const;
/** Light, Medium, Heavy (6.8), lightest first. */
export const WEIGHTS = [
  { id: 'light', armor: 'light-tactical-vest', label: 'Light' },
  { id: 'medium', armor: 'composite-armor-rig', label: 'Medium' },
  { id: 'heavy', armor: 'bulwark-exo-shell', label: 'Heavy' },
] as const;
type Weight = (typeof WEIGHTS)[number];
/** The base Movement cards (7.3, universal), in the order swaps fill them. */
const BASE_MOVEMENT = ['dash', 'advance', 'slide', 'vault', 'withdraw'];

/**
 * A deck any armor weight may hold: `deck` with each Advanced Movement card
 * (a coloured Movement card, refused to an Encumbered Operator, 2.4) replaced
 * one for one by base Movement cards, each filled up to 4 copies in the order
 * Dash, Advance, Slide, Vault, Withdraw. The Movement count is unchanged.
 * A deck without Advanced Movement cards comes back as it was.
 */
export function weightLegalDeck(deck: string): string {
  const counts = new Map<string, number>();
  let removed = 0;
  for (const entry of deck.split(',')) {
    const [id, copies] = entry.trim().split('*');
    const n = copies === undefined ? 1 : Number(copies);
    const card = CARDS.get(id);
    if (!card) throw new Error(`weightLegalDeck: unknown card '${id}'`);
    if (card.type === 'movement' && card.colour !== 'universal') removed += n;
    else counts.set(id, (counts.get(id) ?? 0) + n);
  }
  if (removed === 0) return deck;
  for (const id of BASE_MOVEMENT) {
    const add = Math.min(removed, MAX_COPIES - (counts.get(id) ?? 0));
    if (add > 0) counts.set(id, (counts.get(id) ?? 0) + add);
    removed -= Math.max(0, add);
  }
  if (removed > 0) throw new Error('weightLegalDeck: not enough room for base Movement cards');
  // Base Movement first (in the order above), then the rest as the preset lists them.
  const order = [...BASE_MOVEMENT.filter((id) => counts.has(id)), ...[...counts.keys()].filter((id) => !BASE_MOVEMENT.includes(id))];
  return order.map((id) => `${id}*${counts.get(id)}`).join(', ');
}

/** Whether `operator` in `armor` is Encumbered (2.4: the armor's Load above the Operator's LD). */
export function encumbered(operator: string, armor: string): boolean {
  return ARMOR.get(armor)!.load > OPERATORS.get(operator)!.ld;
}

const operatorName = (id: string) => OPERATORS.get(id)!.name;

/** The Operator's preset with the armor of `weight` and the deck every weight may hold. */
export function weightSide(operator: string, weight: Weight): SyndicateSide {
  const preset = game.presets[operator] as SyndicateSide;
  return { ...preset, name: `${operatorName(operator)} (${weight.label})`, armor: weight.armor, deck: weightLegalDeck(preset.deck) };
}

const armId = (operator: string, a: Weight, b: Weight) => `${operator}-${a.id}-vs-${b.id}`;

const arms: MatchArm[] = OPERATOR_IDS.flatMap((operator) =>
  WEIGHTS.flatMap((a, i) =>
    WEIGHTS.slice(i + 1).map((b) => ({
      id: armId(operator, a, b),
      label: `${operatorName(operator)}: ${a.label} vs ${b.label}`,
      params: {
        system: SYSTEM,
        sideA: sideOf(game, weightSide(operator, a), 'sp-armor-weights'),
        sideB: sideOf(game, weightSide(operator, b), 'sp-armor-weights'),
        agentA: 'heuristic',
        agentB: 'heuristic',
        variants: chooseGameVariants(game, []),
      },
      coords: { operator: operatorName(operator), pairing: `${a.label} vs ${b.label}` },
    })),
  ),
);

const mean = (arm: ArmResult, id: string) => arm.metrics[id] as MeanMetric;
const games = (arm: ArmResult) => 2 * arm.trials;

/** One weight's score against another for one Operator: A's score, or 1 minus it when the weight sat as B. */
export function scoreOf(result: ExperimentResult, operator: string, weight: Weight, other: Weight): { mean: number; ci: [number, number]; games: number } {
  const a = result.arms.find((arm) => arm.id === armId(operator, weight, other));
  if (a) return { mean: mean(a, 'scoreA').mean, ci: scoreInterval(a), games: games(a) };
  const b = result.arms.find((arm) => arm.id === armId(operator, other, weight))!;
  const ci = scoreInterval(b);
  return { mean: 1 - mean(b, 'scoreA').mean, ci: [1 - ci[1], 1 - ci[0]], games: games(b) };
}

/** The weight whose score interval lies above 1/2 against both other weights for this Operator, if any. */
export function dominantWeight(result: ExperimentResult, operator: string): Weight | null {
  return WEIGHTS.find((w) => WEIGHTS.every((o) => o === w || scoreOf(result, operator, w, o).ci[0] > 0.5)) ?? null;
}

/**
 * Damage one weight's Operator takes per round (statistic operatorLoss), the mean of its two pairings, with an
 * approximate interval (the two pairings' half-widths combined: they are independent arms).
 */
export function operatorLoss(result: ExperimentResult, operator: string, weight: Weight): { mean: number; ci: [number, number]; games: number } {
  const parts = WEIGHTS.filter((o) => o !== weight).map((o) => {
    const asA = result.arms.find((arm) => arm.id === armId(operator, weight, o));
    const arm = asA ?? result.arms.find((x) => x.id === armId(operator, o, weight))!;
    return { m: mean(arm, asA ? 'operatorLossA' : 'operatorLossB'), games: games(arm) };
  });
  const m = (parts[0].m.mean + parts[1].m.mean) / 2;
  const half = Math.sqrt(parts.reduce((s, p) => s + ((p.m.ci[1] - p.m.ci[0]) / 2) ** 2, 0)) / 2;
  return { mean: m, ci: [m - half, m + half], games: parts[0].games + parts[1].games };
}

function answer(result: ExperimentResult): string[] {
  const name = (id: string) => operatorName(id);
  const perOperator = OPERATOR_IDS.map((op) => {
    const pairings = result.arms.filter((arm) => arm.coords?.operator === name(op));
    const show = pairings
      .map((arm) => {
        const s = mean(arm, 'scoreA');
        // Every game a capped draw: bounded by the count of decided games (scoreInterval), not the runner's widest interval.
        const ci = scoreInterval(arm);
        const word = ci[0] > 0.5 ? `${String(arm.coords!.pairing).split(' vs ')[0]} wins` : ci[1] < 0.5 ? `${String(arm.coords!.pairing).split(' vs ')[1]} wins` : 'no clear winner';
        return `${arm.coords!.pairing} ${showScore(s.mean, ci, games(arm))} for the lighter (${word}; ${gameShare([arm], 'capped')} at the cap)`;
      })
      .join('; ');
    const top = dominantWeight(result, op);
    const burdened = WEIGHTS.filter((w) => encumbered(op, w.armor)).map((w) => w.label);
    return { op, top, line: `${name(op)} (Encumbered in ${burdened.length > 0 ? burdened.join(' and ') : 'none'}): ${show}. ${top ? `${top.label} clearly beats both other weights.` : 'No weight clearly beats both others.'}` };
  });
  const tops = perOperator.map((p) => p.top?.label ?? null);
  const decided = tops.filter((t): t is 'Light' | 'Medium' | 'Heavy' => t !== null);
  const same = decided.length === OPERATOR_IDS.length && decided.every((t) => t === decided[0]);
  const verdict = same
    ? `One weight, ${decided[0]}, clearly beats both others for every Operator: in these games armor is not a meaningful tradeoff (6.9) but a choice with one answer.`
    : decided.length === 0
      ? 'No weight clearly beats both others for any Operator: the tradeoff is not contradicted, but neither is a clear best weight found (more games or a stronger player could still find one).'
      : new Set(decided).size > 1
        ? `The clearly best weight differs by Operator${decided.length < OPERATOR_IDS.length ? ' or is not clear for some' : ''} (${perOperator.map((p) => `${name(p.op)}: ${p.top?.label ?? 'none clear'}`).join(', ')}): no single weight wins for everyone, which is what a meaningful tradeoff needs (6.9).`
        : // One weight is every clear winner, but some Operators have none: an unclear Operator may share it, so the
          // games neither show a single answer for everyone nor rule one out.
          `Where a weight clearly beats both others it is ${decided[0]} (${perOperator.filter((p) => p.top).map((p) => name(p.op)).join(', ')}); for ${perOperator.filter((p) => !p.top).map((p) => name(p.op)).join(', ')} no weight clearly beats both others, so the games do not show whether one weight wins for everyone (6.9).`;
  // Encumbered cases: a heavier Encumbered weight against a lighter weight that is not.
  const encumberedPairings = result.arms.filter((arm) => {
    const op = OPERATOR_IDS.find((id) => name(id) === arm.coords?.operator)!;
    const [a, b] = String(arm.coords!.pairing).split(' vs ').map((l) => WEIGHTS.find((w) => w.label === l)!);
    return !encumbered(op, a.armor) && encumbered(op, b.armor);
  });
  const heavierWins = encumberedPairings.filter((arm) => scoreInterval(arm)[1] < 0.5).length;
  const lighterWins = encumberedPairings.filter((arm) => scoreInterval(arm)[0] > 0.5).length;
  const taken = (op: string, w: Weight) => {
    const d = operatorLoss(result, op, w);
    return `${w.label} ${formatMean(d.mean, d.ci, d.games, '', 'games')}`;
  };
  const protects = OPERATOR_IDS.map((op) => `${name(op)}: ${WEIGHTS.map((w) => taken(op, w)).join(', ')}`).join('; ');
  // Heavier protects more when, for every Operator, each weight's Operator takes clearly less per round than the next lighter one's.
  const steps = OPERATOR_IDS.flatMap((op) => WEIGHTS.slice(1).map((w, i) => ({ op, lighter: WEIGHTS[i], heavier: w })));
  const protectsMore = steps.filter((st) => operatorLoss(result, st.op, st.heavier).ci[1] < operatorLoss(result, st.op, st.lighter).ci[0]);
  const protectsLess = steps.filter((st) => operatorLoss(result, st.op, st.heavier).ci[0] > operatorLoss(result, st.op, st.lighter).ci[1]);
  return [
    verdict,
    ...perOperator.map((p) => p.line),
    `Encumbered cases (2.4): in the ${encumberedPairings.length} pairings of an Encumbered weight against a lighter one that is not, the Encumbered weight clearly wins ${heavierWins}, clearly loses ${lighterWins}, and ${encumberedPairings.length - heavierWins - lighterWins} are not clear.`,
    `"Protects more": damage each weight's Operator takes per round, the mean of its two pairings (approximate 95% intervals): ${protects}. Of the ${steps.length} steps up in weight (Light to Medium, Medium to Heavy, per Operator), the heavier Operator clearly takes less per round in ${protectsMore.length}${protectsLess.length > 0 ? ` and clearly more in ${protectsLess.length} (${protectsLess.map((st) => `${name(st.op)} ${st.lighter.label} to ${st.heavier.label}`).join(', ')})` : ''}; the rest are not clear. The rate depends on the opponent too: a weight that keeps its enemy's Operator at range also takes less.`,
    'The heuristic player is not a human expert, and each Operator keeps its preset weapon, Mercenaries and deck (Advanced Movement cards swapped for base Movement cards at every weight): another loadout could change the order.',
  ];
}

export default defineExperiment({
  ...matchExperiment(
    {
      id: 'sp-armor-weights',
      title: 'Light, Medium or Heavy armor: the same Operator at each weight',
      question: 'Is armor a meaningful tradeoff (6.9)? With the same Operator, weapon, Mercenaries and deck, how do Light, Medium and Heavy armor fare against each other, including where the armor makes the Operator Encumbered?',
      source: { rulebook: '003_c7f3f5aee5a5ed6f.txt', section: 'Armor › 6.9 Design Philosophy; 6.8 Example Armor Table; 2.4 Encumbered', catalogue: ['SP-008'] },
      pairs: 600,
    },
    arms,
  ),
  chunkSize: 8,
  answer,
  charts: [
    { kind: 'arms', metric: 'scoreA', title: "The lighter armor's score, by Operator and pairing" },
    { kind: 'arms', metric: 'length', reference: 'none', title: 'Game length by Operator and pairing' },
  ],
});
