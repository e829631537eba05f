/**
 * Rattle and Rend RR-024 (004_c41133d86b017ece.txt, Appendix › Change Log ›
 * Stat Adjustments): "Lowering these target numbers means attacks and actions
 * succeed more often, but Elements are also more resilient when making Will
 * Checks. Thus, game length should remain roughly the same." v02's stats are
 * not printed, so the engine reconstructs them as every Fury, Guile and Will
 * +1 or +2 (variant stats). The Vampire Court against the Dwarven Throng (the
 * closest-matched pair of example warbands), both played by the heuristic
 * player, under v03 and both reconstructions, paired game by game; the
 * per-attack removal chance over every attacker and target type is exact, from
 * the attack pipeline. "Roughly the same" is claimed only when the whole
 * interval of the change lies within +/-10% of v03's game length (a margin a
 * designer can change here). The greedy player's check is rr-rules-greedy.
 */
import { defineExperiment } from '../../src/sim/experiment.ts';
import { variantSensitivity } from '../../src/sim/match/sensitivity.ts';
import type { ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import { formatMean, pairedChange, shown } from '../../src/report/format.ts';
import { summariseExact } from '../../src/dice/summarise.ts';
import { rattleAndRendAttack } from '../../src/systems/rattle-and-rend/attack.ts';
import { ELEMENT_TYPES } from '../../src/systems/rattle-and-rend/rules.ts';

const MARGIN = 0.1;

/** Exact P(removed) of a plain attack, averaged over every attacker type (not Wards) and every target type. */
function meanRemoval(stats: string): number {
  const attackers = ELEMENT_TYPES.filter((type) => type !== 'ward');
  let sum = 0;
  for (const attacker of attackers) {
    for (const target of ELEMENT_TYPES) {
      const attack = rattleAndRendAttack.compile({ attacker, target }, { stats });
      sum += summariseExact(attack.model, attack.exact()).outcomes.removed;
    }
  }
  return sum / (attackers.length * ELEMENT_TYPES.length);
}

function answer(result: ExperimentResult): string[] {
  const [v03, ...v02s] = result.arms;
  const length = v03.metrics.length as MeanMetric;
  const margin = MARGIN * length.mean;
  const name = (label: string) => label.replace('stats=', '');
  const verdicts = v02s.map((arm) => {
    const d = arm.vsBaseline!.length;
    // The arm is v02 minus v03; the claim is about v03 against v02, so the sign flips.
    const claim = d.ci[0] >= -margin && d.ci[1] <= margin ? 'roughly the same' : d.ci[0] > margin ? 'shorter under v03' : d.ci[1] < -margin ? 'longer under v03' : 'not settled against the margin';
    const small = claim === 'roughly the same' && (d.ci[0] > 0 || d.ci[1] < 0) ? `, a small but measurable difference (v03 games ${d.diff > 0 ? 'shorter' : 'longer'})` : '';
    return { arm, claim, d, small };
  });
  const same = verdicts.every((v) => v.claim === 'roughly the same');
  const removal = ['v03', 'v02-plus1', 'v02-plus2'].map((stats) => shown(100 * meanRemoval(stats), 1));
  return [
    `${same ? 'The claim holds' : verdicts.some((v) => v.claim === 'shorter under v03' || v.claim === 'longer under v03') ? 'The claim fails' : 'The claim is not yet settled'}: against each v02 reconstruction, game length (Vampire Court against Dwarven Throng, heuristic player) is ${verdicts.map((v) => `${v.claim} as ${name(v.arm.label)} (v02 minus v03: ${pairedChange(v.d, v.arm.trials, 'rounds')}${v.small})`).join('; ')}; v03 games last ${formatMean(length.mean, length.ci, 2 * v03.trials, 'rounds', 'games')}, and "roughly the same" means within +/-${shown(100 * MARGIN, 0)}% (+/-${shown(margin, 2)} rounds).`,
    `Per attack (exact, attack pipeline, every attacker type on every target type, no modifiers) v03 removes ${removal[0]}% against ${removal[1]}% (v02 +1) and ${removal[2]}% (v02 +2): ${Number(removal[0]) < Number(removal[1]) ? 'v03 is less lethal per attack, so the Will "resilience" outweighs the easier Fury checks' : 'v03 is more lethal per attack, so the easier Fury checks outweigh the Will "resilience"'}. Checks rolled per game, v02 minus v03: ${v02s.map((arm) => `${name(arm.label)} ${pairedChange(arm.vsBaseline!.checks, arm.trials, 'checks')}`).join('; ')}; actions by the Court: ${v02s.map((arm) => `${name(arm.label)} ${pairedChange(arm.vsBaseline!.actionsA, arm.trials, 'actions')}`).join('; ')}.`,
    "The v02 stat lines are a reconstruction (+1 or +2 on every stat), not the printed v02; with the real v02 profiles the same experiment would settle it. Open-ended scenarios (Kill Them All, Duel) are capped at 12 rounds by the toolkit, which shortens the longest games.",
  ];
}

export default defineExperiment({
  ...variantSensitivity({
    id: 'rr-stat-change',
    title: "v03's lower stats: is game length the same?",
    question: 'Did lowering every Fury, Guile and Will by 1-2 in v03 keep game length roughly the same as v02?',
    source: { rulebook: '004_c41133d86b017ece.txt', section: 'Appendix › Change Log › Stat Adjustments', catalogue: ['RR-024'] },
    system: 'rattle-and-rend',
    a: { side: 'preset:vampire-court', agent: 'heuristic' },
    b: { side: 'preset:dwarven-throng', agent: 'heuristic' },
    pairs: 2000,
    variants: ['stats'],
  }),
  answer,
});
