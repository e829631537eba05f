/**
 * Syndicate Protocol SP-006 (003_c7f3f5aee5a5ed6f.txt, Weapons › Reading a
 * Weapon Card): "Higher ROF increases hit probability and consistency." Rate
 * of fire 1-7 at Hit Targets 2+ to 6+ (ACC - DODGE = 4 .. 0), no armor: the
 * chance of no hit at all (one minus the chance to hit at least once) and the
 * expected hits, sampled with the bullets
 * kernel; the answer adds the exact figures and the consistency the claim is
 * about, the coefficient of variation of the hits (sd / mean), which for R
 * dice hitting with chance p is sqrt((1 - p) / (R p)).
 */
import { bullets } from '../../src/dice/bullets.ts';
import { defineExperiment, type ArmSpec } from '../../src/sim/experiment.ts';
import { kernelBatch } from '../../src/sim/kernelBatch.ts';
import type { ArmResult, ExperimentResult, MeanMetric, ProportionMetric } from '../../src/sim/result.ts';
import { formatMean, formatProportion, percent, shown } from '../../src/report/format.ts';

const RATES = [1, 2, 3, 4, 5, 6, 7];
const HIT_TARGETS = [2, 3, 4, 5, 6];
/** DODGE 3; ACC = 3 + (6 - HT) makes the Hit Target HT (section 4: HT = 6 - (ACC - DODGE)). */
const DODGE = 3;

type Cell = { rof: number; acc: number; dodge: number; armor: number; variant: string };

/** The chance one bullet hits at Hit Target ht (a d6 showing ht or more). */
const perDie = (ht: number) => (7 - ht) / 6;
const coefficientOfVariation = (rof: number, ht: number) => Math.sqrt((1 - perDie(ht)) / (rof * perDie(ht)));

function answer(result: ExperimentResult): string[] {
  const arm = (rof: number, ht: number) => result.arms.find((a) => a.coords?.rof === rof && a.coords?.hitTarget === ht)!;
  // At least one hit: the complement of the measured no-hit share, its interval flipped.
  const any = (a: ArmResult) => {
    const m = a.metrics.noHit as ProportionMetric;
    return formatProportion(1 - m.p, [1 - m.ci[1], 1 - m.ci[0]], m.n, 'attacks');
  };
  const hits = (a: ArmResult) => {
    const m = a.metrics.hits as MeanMetric;
    return formatMean(m.mean, m.ci, m.n, 'hits', 'attacks');
  };
  const exactAny = (rof: number, ht: number) => percent(1 - (1 - perDie(ht)) ** rof, 0);
  const cv = (ht: number) => RATES.map((rof) => shown(coefficientOfVariation(rof, ht), 2)).join(', ');
  return [
    `Hit probability: yes. At Hit Target 4+ at least one bullet hits ${any(arm(1, 4))} of the time with RoF 1, ${any(arm(3, 4))} with RoF 3 and ${any(arm(7, 4))} with RoF 7; at 6+ (ACC no better than DODGE) exactly ${exactAny(1, 6)}, ${exactAny(3, 6)} and ${exactAny(7, 6)}.`,
    `Expected hits grow in proportion to RoF (R x p): at 4+, ${hits(arm(3, 4))} with RoF 3 and ${hits(arm(6, 4))} with RoF 6.`,
    `Consistency: yes, relative to the mean. The hits' coefficient of variation (sd / mean, exact) falls as 1 / sqrt(RoF): at 4+ for RoF 1-7 ${cv(4)}; at 6+ ${cv(6)}. In absolute hits the spread grows (sd = sqrt(R p (1 - p))), so a high-RoF weapon is steadier in proportion, not in hits.`,
  ];
}

const arms: ArmSpec<Cell>[] = HIT_TARGETS.flatMap((ht) =>
  RATES.map((rof) => ({
    id: `rof${rof}-ht${ht}`,
    label: `RoF ${rof}, Hit Target ${ht}+`,
    params: () => ({ rof, acc: DODGE + 6 - ht, dodge: DODGE, armor: 0, variant: 'floor0' }),
    coords: { rof, hitTarget: ht },
    baseline: null,
  })),
);

export default defineExperiment<Cell>({
  id: 'sp-rate-of-fire',
  title: 'Rate of fire: hit probability and consistency',
  question: 'Does a higher rate of fire raise the chance to hit and make the hits more consistent, at every Hit Target?',
  source: { rulebook: '003_c7f3f5aee5a5ed6f.txt', section: 'Weapons › Reading a Weapon Card; Combat › 4.5 Rate of Fire', catalogue: ['SP-006', 'SP-066', 'SP-067'] },
  arms,
  metrics: {
    noHit: { kind: 'proportion', label: 'No hit at all' },
    hits: { kind: 'mean', label: 'Hits', unit: 'hits per attack' },
  },
  batch: kernelBatch(bullets, { noHit: { proportion: ['0'] }, hits: { mean: 'meanDamage' } }),
  precision: { targetHalfWidth: 0.003, budget: 1_000_000 },
  chunkSize: 65536,
  answer,
  charts: [
    { kind: 'heatmap', metric: 'noHit', x: 'rof', y: 'hitTarget', title: 'Chance of no hit at all by RoF and Hit Target' },
    { kind: 'heatmap', metric: 'hits', x: 'rof', y: 'hitTarget', title: 'Expected hits by RoF and Hit Target' },
  ],
});
