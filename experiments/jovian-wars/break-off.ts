/**
 * Jovian Wars JW-039 (002_f697cf6215cb147c.txt, Traits, two chapters › Heavy): A (traits-1, line ~2934) "Substitute
 * this model's starting Structure for all instances of "ST" on the model's unit card"; B (traits-2, line ~3694) "This
 * model only rolls 2d6 to [Break Off] from a Dogfight, regardless of Skill. The Heavy trait also allows the use of the
 * [Stay on Target] Dogfight action" (JW-058: neither action is defined anywhere). Asked: what reading B changes.
 *
 * Under the toolkit's labelled ruling (src/systems/jovian-wars/breakOff.ts: Break Off is a Skill Test, [D+] succeeds;
 * Stay on Target, which only a Heavy squadron may use, makes it an Opposed Roll against the Heavy squadron's Skill):
 * the chance to Break Off by the breaking squadron's Skill 1-5, a plain squadron (any squadron under reading A, which
 * touches no Break Off) against a Heavy one under reading B (2d6 flat), with no Stay on Target and against a Heavy
 * opponent's Stay on Target at Skill 2 and 3 (the squadron Skills data/cards.json prints). Exact from the engine's
 * exact pools (attackPool.ts exactPool, the d6opposed effects), sampled with the game's roller (rollPool) as a check.
 * Batch form: every arm reads the same stream (chunkRunner.ts), so arms rolling the same dice (a Heavy squadron under
 * reading B and a Skill 1 or 2 one all roll 2d6) read the very same rolls, and the check counts each such sample
 * once; a Heavy arm's difference from its plain arm is reported unpaired. The game plays no Break Off: nothing here
 * changes a game.
 */
import { defineExperiment, type ArmSpec, type BatchFunction, type Params } from '../../src/sim/experiment.ts';
import type { ExperimentResult, ProportionMetric } from '../../src/sim/result.ts';
import type { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import type { Tally } from '../../src/sim/tally.ts';
import { formatPointsDifference, formatProportion, percent, shown } from '../../src/report/format.ts';
import { defaultVariants } from '../../src/systems/jovian-wars/rules.ts';
import { CARDS } from '../../src/systems/jovian-wars/cards.ts';
import { BREAK_OFF_RULING, breakOffChance, breakOffPool, rollBreakOff, type BreakOff } from '../../src/systems/jovian-wars/breakOff.ts';
import type { OpposedVariant } from '../../src/dice/d6opposed.ts';
import { checkSummary, exactComparisons, type Comparison, type ExactValues } from './_exactCheck.ts';

export const SKILLS = [1, 2, 3, 4, 5] as const;
/** plain: a squadron without Heavy, or a Heavy one under reading A; heavy: a Heavy squadron under reading B. */
export const ROLLERS = ['plain', 'heavy'] as const;
export type Roller = (typeof ROLLERS)[number];
/** none: no Stay on Target; sot2 / sot3: a Heavy opponent (reading B) of Skill 2 / 3 declares Stay on Target. */
export const OPPOSITION = ['none', 'sot2', 'sot3'] as const;
export type Opposition = (typeof OPPOSITION)[number];
export type Cell = { skill: number; roller: Roller; against: Opposition };

/** The Opposed Roll's blank bullets at the system's default (JW-022), as the game would play them. */
const OPPOSED = defaultVariants().opposed as OpposedVariant;

export function breakOffOf(cell: Cell): BreakOff {
  return { skill: cell.skill, heavy: cell.roller === 'heavy', reading: 'break-off-2d6', stayOnTarget: cell.against === 'none' ? null : Number(cell.against.slice(3)) };
}

export const METRIC = 'breakOff';
export const exact = (cell: Cell, opposed: OpposedVariant = OPPOSED) => breakOffChance(breakOffOf(cell), opposed);

export const armId = (c: Cell) => `s${c.skill}-${c.roller}-${c.against}`;
const againstLabel = (a: Opposition) => (a === 'none' ? 'no Stay on Target' : `Stay on Target, Skill ${a.slice(3)}`);
export const ARMS: ArmSpec<Cell>[] = OPPOSITION.flatMap((against) =>
  SKILLS.flatMap((skill) =>
    ROLLERS.map((roller) => {
      const params: Cell = { skill, roller, against };
      return {
        id: armId(params),
        label: `Skill ${skill}, ${roller === 'plain' ? 'not Heavy (or reading A)' : 'Heavy, reading B (2d6)'}, ${againstLabel(against)}`,
        params,
        coords: { skill, roller, against },
        baseline: roller === 'plain' ? null : armId({ skill, roller: 'plain', against }),
      };
    }),
  ),
);

function batch(): BatchFunction<Params> {
  return (params, rng: Xoshiro128, n, tally: Tally) => {
    const b = breakOffOf(params as unknown as Cell);
    let count = 0;
    for (let i = 0; i < n; i++) if (rollBreakOff(b, OPPOSED, rng)) count++;
    tally.proportion(METRIC, count);
  };
}

/** Each exact value next to its sampled estimate (_exactCheck.ts). */
export function comparisons(result: ExperimentResult): Comparison[] {
  return exactComparisons(result, ARMS, (p) => ({ [METRIC]: exact(p as Cell) }) as ExactValues, [METRIC]);
}

/** The dice an arm rolls (its Break Off pool and any Stay on Target): arms with the same key read the same rolls. */
// Base Pool of 1: a Base below 2 rolls 2d6 (d6Pool).
const diceKey = (c: Cell) => `${Math.max(2, breakOffPool(breakOffOf(c)).base)}/${c.against}`;

/** The comparisons with each distinct sample once (the first arm of each dice key). */
export function distinctComparisons(result: ExperimentResult): Comparison[] {
  const seen = new Set<string>();
  return comparisons(result).filter((row) => {
    const key = diceKey(ARMS.find((a) => a.id === row.arm)!.params as Cell);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const pct = (p: number) => percent(p, 1);

export function answer(result: ExperimentResult): string[] {
  const rows = distinctComparisons(result);
  const { inside, worst } = checkSummary(rows);
  const n = result.arms[0]?.trials ?? 0;
  const arm = (c: Cell) => result.arms.find((a) => a.id === armId(c))!;
  const row = (roller: Roller, against: Opposition) => SKILLS.map((skill) => pct(exact({ skill, roller, against }))).join(' / ');
  const penaltyFrom = (against: Opposition) => SKILLS.find((skill) => exact({ skill, roller: 'heavy', against }) < exact({ skill, roller: 'plain', against }) - 1e-12);
  const bonus = OPPOSITION.flatMap((against) => SKILLS.filter((skill) => exact({ skill, roller: 'heavy', against }) > exact({ skill, roller: 'plain', against }) + 1e-12));
  const same = (against: Opposition) => SKILLS.filter((skill) => Math.abs(exact({ skill, roller: 'heavy', against }) - exact({ skill, roller: 'plain', against })) < 1e-12);
  const sampled = (c: Cell) => {
    const m = arm(c).metrics[METRIC] as ProportionMetric;
    return formatProportion(m.p, m.ci, m.n, 'rolls');
  };
  const diff = (c: Cell) => {
    const d = arm(c).vsBaseline?.[METRIC];
    return d ? formatPointsDifference(d.diff, d.ci, arm(c).trials, 'rolls a side, unpaired') : 'n/a';
  };
  // The sample is cited beside an exact value only where its interval holds that value: a miss (1 in 20 of 95%
  // intervals, counted in the check above) is said as a miss, not offered as support.
  const check = (c: Cell) => {
    const base: Cell = { ...c, roller: 'plain' };
    const m = arm(c).metrics[METRIC] as ProportionMetric;
    const d = arm(c).vsBaseline?.[METRIC];
    const change = exact(c) - exact(base);
    const holds = m.ci[0] <= exact(c) && exact(c) <= m.ci[1];
    const changeHolds = d !== undefined && d.ci[0] <= change && change <= d.ci[1];
    const exactChange = `${change > 0 ? '+' : ''}${shown(100 * change, 1)} pp`;
    if (holds) return `sampled ${sampled(c)}, sampled change ${diff(c)}${changeHolds ? '' : `, which misses the exact ${exactChange}`}`;
    return `its sample, ${sampled(c)}, misses it (one of the ${rows.length - inside} misses of the check above; a 95% interval misses 1 time in 20), so it is not cited as support; the sampled change, ${diff(c)}, ${changeHolds ? 'holds' : 'misses'} the exact ${exactChange}`;
  };
  const stCards = [...CARDS.values()].filter((c) => JSON.stringify(c).includes('"ST"')).length;
  const other: OpposedVariant = OPPOSED === 'steps' ? 'one-set' : 'steps';
  const otherDiffers = OPPOSITION.filter((a) => a !== 'none').some((against) => SKILLS.some((skill) => ROLLERS.some((roller) => Math.abs(exact({ skill, roller, against }, other) - exact({ skill, roller, against })) > 1e-12)));
  return [
    `Sampled check (every arm ${n.toLocaleString('en-US')} rolls, seed ${result.seed}, the game's pool roller): the ${ARMS.length} arms read the same stream, so arms rolling the same dice read the same rolls (the Heavy arms and Skill 1 and 2 all roll 2d6): ${rows.length} distinct samples, ${inside} of them inside the 95% interval around the exact value (${pct(inside / Math.max(1, rows.length))}), the farthest ${shown(worst, 1)} standard errors off. Every number below is exact unless it carries an interval.`,
    `JW-039 / JW-058 ruling (${BREAK_OFF_RULING}, breakOff.ts; the rulebook defines neither [Break Off] nor [Stay on Target]): Break Off is a Skill Test (Dice System › Skill Test, [D+] succeeds; Base Pool of 1: Skill below 2 rolls 2d6), and Stay on Target, which Heavy alone allows, makes it an Opposed Roll against the Heavy squadron's Skill (as Evasive's Secondary; blank D/T bullets at opposed=${OPPOSED}).`,
    `Chance to Break Off by Skill ${SKILLS.join(' / ')}, no Stay on Target: not Heavy (or Heavy under reading A) ${row('plain', 'none')}; Heavy under reading B ${row('heavy', 'none')}. Against Stay on Target at Skill 2: ${row('plain', 'sot2')} and Heavy ${row('heavy', 'sot2')}; at Skill 3: ${row('plain', 'sot3')} and Heavy ${row('heavy', 'sot3')}.`,
    `JW-039 verdict: reading B's "only rolls 2d6, regardless of Skill" changes nothing at Skill ${same('none').join(', ')} (Base Pool of 1 already rolls a Skill 1 squadron's 2d6) and is a penalty from Skill ${penaltyFrom('none')} on: at Skill 3, the Skill every exo-armor card in data/ prints, ${pct(exact({ skill: 3, roller: 'plain', against: 'none' }))} falls to ${pct(exact({ skill: 3, roller: 'heavy', against: 'none' }))} (${check({ skill: 3, roller: 'heavy', against: 'none' })}), at Skill 5 ${pct(exact({ skill: 5, roller: 'plain', against: 'none' }))} to ${pct(exact({ skill: 5, roller: 'heavy', against: 'none' }))}. It is a bonus at ${bonus.length === 0 ? 'no Skill under this ruling (it could be one only if the Break Off roll carried a penalty, such as a negative Macro, that the flat 2d6 would drop: the rulebook gives it none)' : `Skill ${bonus.join(', ')}`}. Its second sentence gives a Heavy squadron Stay on Target, which at Skill 3 cuts a Skill 3 squadron's Break Off from ${pct(exact({ skill: 3, roller: 'plain', against: 'none' }))} to ${pct(exact({ skill: 3, roller: 'plain', against: 'sot3' }))}. The other reading of the blank bullets (opposed=${other}) ${otherDiffers ? 'changes some of the Stay on Target values' : 'gives the same values here (a Break Off needs only one set to survive)'}.`,
    `JW-039 reading A: no printed card and none of the ${CARDS.size} cards in data/cards.json carries an "ST" value (${stCards} found), so "substitute starting Structure for ST" has nothing to act on; its likely use is a number printed as "ST" on a Heavy card (an attack rating that scales with the model's size, say), fixed at the starting Structure rather than falling with damage. No illustrative card is shipped for it. Reading A says nothing about Break Off, so under it a Heavy squadron breaks off as any other (the "not Heavy" rows). No card carries Heavy and the game plays no Break Off: the Dogfight the game plays (secret Fuel bids and Attack shares) is unchanged.`,
  ];
}

export default defineExperiment<Cell>({
  id: 'jw-break-off',
  title: 'Heavy and Break Off: the chance to leave a Dogfight by Skill, under a labelled ruling',
  question: 'Under a ruling for the undefined [Break Off] and [Stay on Target], at which Skill is traits-2 Heavy ("only rolls 2d6 to Break Off, regardless of Skill") a penalty or a bonus (JW-039, JW-058)?',
  source: { rulebook: '002_f697cf6215cb147c.txt', section: 'Traits (two versions) › Heavy', catalogue: ['JW-039'] },
  arms: ARMS,
  metrics: { [METRIC]: { kind: 'proportion', label: 'The squadron Breaks Off' } },
  batch: batch(),
  precision: { budget: 131_072 },
  chunkSize: 16384,
  answer,
  charts: [
    { kind: 'heatmap', metric: METRIC, x: 'skill', y: 'roller', where: { against: 'none' }, title: 'JW-039: chance to Break Off by Skill, not Heavy vs Heavy reading B (no Stay on Target)' },
    { kind: 'heatmap', metric: METRIC, x: 'skill', y: 'roller', where: { against: 'sot3' }, title: 'JW-039 / JW-058: the same against a Skill 3 Heavy squadron\'s Stay on Target' },
  ],
});
