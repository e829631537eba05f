/**
 * Exoshift EX-007 (001_9ac883e80b2d20e9.txt, Construction and Emplacements, a
 * [WORK IN PROGRESS] chapter): how many Interact actions does an engineer need
 * to finish an emplacement of construction time 1-4, one part per passed
 * Quality +2 test, at Quality 3-7 and with Engineers 0-2? The construction
 * kernel (src/dice/construction.ts) samples whole builds; the answer also gives
 * the exact mean T / p. Disruption (each point -1 Quality) is held at
 * `--set disruption=N` for the whole build. EX-092 (the same chapter: "Any
 * models attacking it gain +2 Combat to attack it" while it is unfinished) is
 * the attack pipeline's `--unfinished-emplacement`, computed exactly below;
 * the chapter prints no emplacement profile, so two profiles stand in for it.
 */
import { construction, partChance } from '../../src/dice/construction.ts';
import { defineExperiment, type ArmSpec } from '../../src/sim/experiment.ts';
import { kernelBatch } from '../../src/sim/kernelBatch.ts';
import type { ArmResult, ExperimentResult, MeanMetric, ProportionMetric } from '../../src/sim/result.ts';
import { formatMean, formatMeanDifference, formatProportion, shown } from '../../src/report/format.ts';
import { attackValues, attackVariants } from '../../src/systems/attackPipeline.ts';
import { exoshiftAttack } from '../../src/systems/exoshift/attack.ts';

/** Exact P(damage) of the printed Sol Line Infantry's Focus Fire (best focus, short range) at a target, with or without the unfinished emplacement's +2 Combat. */
function pDamage(target: string, unfinished: boolean): number {
  const values = attackValues(exoshiftAttack, { attacker: 'sol-line-infantry', target, 'best-focus': true, 'unfinished-emplacement': unfinished });
  const compiled = exoshiftAttack.compile(values, attackVariants(exoshiftAttack));
  const p = compiled.exact();
  const damage = compiled.model.means.pDamage;
  let sum = 0;
  for (let c = 0; c < p.length; c++) sum += p[c] * damage[c];
  return sum;
}

const QUALITY = [3, 4, 5, 6, 7];
const TIME = [1, 2, 3, 4];
const ENGINEERS = [0, 1, 2];

type Data = { disruption: number };
type Cell = { quality: number; time: number; engineers: number; disruption: number };

function answer(result: ExperimentResult): string[] {
  const disruption = Number(result.sets.disruption ?? 0);
  const arm = (quality: number, time: number, engineers: number) =>
    result.arms.find((a) => a.coords?.quality === quality && a.coords?.time === time && a.coords?.engineers === engineers)!;
  const interacts = (a: ArmResult) => a.metrics.interacts as MeanMetric;
  const mean = (a: ArmResult) => formatMean(interacts(a).mean, interacts(a).ci, interacts(a).n, 'Interacts', 'builds');
  const perPart = QUALITY.map((quality) => {
    const p = partChance({ quality, engineers: 0, disruption, time: 1 });
    return `Quality ${quality} ${shown(1 / p, 2)}`;
  }).join(', ');
  const [low, high] = [QUALITY[0], QUALITY[QUALITY.length - 1]];
  const slow = arm(low, 4, 0).metrics.slow as ProportionMetric;
  const saved = (a: ArmResult) => formatMeanDifference(a.vsBaseline!.interacts.diff, a.vsBaseline!.interacts.ci, a.trials, 'Interacts', 'builds');
  const atDisruption = disruption > 0 ? ` with Disruption ${disruption} held through the build` : '';
  return [
    `Each part takes 1 / p Interact actions on average, p = (Quality + 2 + Engineers - Disruption) / 10 capped at 1${atDisruption}: exactly ${perPart} Interacts per part without Engineers, so construction time T costs T times that.`,
    `Construction time 4 takes ${mean(arm(low, 4, 0))} at Quality ${low} and ${mean(arm(high, 4, 0))} at Quality ${high}; at Quality ${low} ${formatProportion(slow.p, slow.ci, slow.n, 'builds')} need 13 or more.`,
    `EX-092, attacking an emplacement still under construction (+2 Combat; exact, attack pipeline --unfinished-emplacement): the printed Sol Line Infantry's Focus Fire at short range (best focus) damages a DEF 5 stand-in (the Line Infantry's profile) with P ${shown(pDamage('sol-line-infantry', false), 3)} finished and ${shown(pDamage('sol-line-infantry', true), 3)} unfinished, a DEF 7 stand-in (the illustrative Tracked Carrier) ${shown(pDamage('sol-tracked-carrier', false), 3)} and ${shown(pDamage('sol-tracked-carrier', true), 3)}. The best focus is two Aim-2 shots either way (RoF 2), so the +2 turns each shot's 8-in-10 hit into a sure one; the rulebook gives emplacements no profile, so what an unfinished one loses per attack cannot be priced further.`,
    `Engineers 1 changes time 4 at Quality ${low} by ${saved(arm(low, 4, 1))} and Engineers 2 by ${saved(arm(low, 4, 2))}; at Quality ${high} Engineers 1 changes it by ${saved(arm(high, 4, 1))} (a test there already passes on 1-${Math.min(10, high + 2 - disruption)}).`,
  ];
}

const arms: ArmSpec<Cell, Data>[] = ENGINEERS.flatMap((engineers) =>
  TIME.flatMap((time) =>
    QUALITY.map((quality) => ({
      id: `q${quality}-t${time}-x${engineers}`,
      label: `Quality ${quality}, time ${time}, Engineers ${engineers}`,
      params: ({ data }) => ({ quality, time, engineers, disruption: data.disruption }),
      coords: { quality, time, engineers },
      // Each Engineers cell is compared with the same build without the trait.
      baseline: engineers === 0 ? null : `q${quality}-t${time}-x0`,
    })),
  ),
);

export default defineExperiment<Cell, Data>({
  id: 'ex-construction',
  title: 'Interact actions to finish an emplacement',
  question: 'How many Interact actions does an engineer need to finish an emplacement of construction time 1-4, at Quality 3-7, with Engineers 0-2?',
  source: { rulebook: '001_9ac883e80b2d20e9.txt', section: 'Construction and Emplacements [WORK IN PROGRESS]; Unit Traits › Engineers X; the attack pipeline for EX-092', catalogue: ['EX-007', 'EX-091', 'EX-092'] },
  data: { disruption: 0 },
  arms,
  metrics: {
    interacts: { kind: 'mean', label: 'Interact actions', unit: 'Interacts per emplacement' },
    slow: { kind: 'proportion', label: '13 or more Interacts' },
  },
  batch: kernelBatch(construction, { interacts: { mean: 'meanInteracts' }, slow: { proportion: ['13+'] } }),
  precision: { targetHalfWidth: 0.02, budget: 2_000_000 },
  chunkSize: 65536,
  answer,
  charts: [
    { kind: 'heatmap', metric: 'interacts', x: 'quality', y: 'time', title: 'Interact actions to finish, by Quality and construction time' },
    { kind: 'forest', metric: 'interacts', title: 'Engineers X minus no Engineers' },
  ],
});
