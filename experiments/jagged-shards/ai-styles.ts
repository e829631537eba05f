/**
 * Jagged Shards: three claims about how to play, tested by players that play
 * one way (000_9659637e2373f14e.txt).
 *
 * - JS-015 (Ch. 9 Battlefield Objectives: "Control of Objectives is often more
 *   important than direct battlefield destruction"): a player that moves only
 *   for objectives (and ground) against one that moves only for shots (and
 *   ground), same lists.
 * - JS-016 (Ch. 7 Lethality & Battlefield Pressure: "Poor positioning is often
 *   more dangerous than direct enemy fire"): the heuristic player, which ends
 *   moves in cover or on elevated ground where enemies can see it, against the
 *   same player ignoring the ground: the Force Rating each loses, and the score;
 *   with the pipeline's change in P(hit) from cover (+10, +20 SR) and elevation
 *   (-10 SR) at each base SR, exactly (d100 kernel).
 * - JS-017 (Ch. 6 Battlefield Positioning: "Static formations rarely survive
 *   prolonged engagements within active fracture zones"): a player that never
 *   moves (it still shoots) against the mobile heuristic player: the Force
 *   Rating each loses, and the score.
 *
 * The styles are settings of the heuristic player (`heuristic:moves=...`,
 * `cover=...`, `stance=...`; src/systems/jagged-shards/ai.ts): only where a
 * unit moves changes; picks, attacks and Warp Flares are the default
 * player's. Each meeting is played with both illustrative forces against
 * themselves, in pairs of battles with the sides (attacker and defender)
 * swapped.
 */
import { defineExperiment } from '../../src/sim/experiment.ts';
import { matchExperiment, type MatchArm } from '../../src/sim/match/matchExperiment.ts';
import type { ArmResult, ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import { formatEstimate, formatMean, formatMeanDifference, shown } from '../../src/report/format.ts';
import { sumBound } from '../../src/stats/combinedBounds.ts';
import { findGame } from '../../src/game/registry.ts';
import { chooseGameVariants } from '../../src/game/variants.ts';
import { sideOf } from '../../src/game/loadSide.ts';
import { hitChance } from '../../src/systems/jagged-shards/attack.ts';
import { ELEVATION_SR, HEAVY_COVER_SR, LIGHT_COVER_SR } from '../../src/systems/jagged-shards/rules.ts';

const game = findGame('jagged-shards');
export const FORCES = [
  { id: 'colonial', preset: 'colonial-strike-force', label: 'Colonial' },
  { id: 'martian', preset: 'martian-warband', label: 'Martian' },
] as const;

/** Each meeting: side A's player against side B's, the claim it tests, and who the claim favours. */
export const MEETINGS = [
  { id: 'objectives-vs-kills', item: 'JS-015', a: 'heuristic:moves=objectives', b: 'heuristic:moves=kills', labelA: 'objective-greedy', labelB: 'kill-greedy' },
  { id: 'cover-vs-naive', item: 'JS-016', a: 'heuristic', b: 'heuristic:cover=ignore', labelA: 'cover-seeking', labelB: 'naive (ignores ground)' },
  { id: 'hold-vs-mobile', item: 'JS-017', a: 'heuristic:stance=hold', b: 'heuristic', labelA: 'hold-position', labelB: 'mobile' },
] as const;

const armId = (meeting: string, force: string) => `${meeting}-${force}`;

const arms: MatchArm[] = MEETINGS.flatMap((m) =>
  FORCES.map((force) => {
    const side = sideOf(game, game.presets[force.preset], `js-ai-styles ${force.id}`);
    return {
      id: armId(m.id, force.id),
      label: `${m.labelA} vs ${m.labelB}, ${force.label} mirror`,
      coords: { meeting: m.id, force: force.label },
      params: { system: game.id, sideA: side, sideB: side, agentA: m.a, agentB: m.b, variants: chooseGameVariants(game, []) },
    };
  }),
);

const meanOf = (arm: ArmResult, id: string) => arm.metrics[id] as MeanMetric;

/**
 * B's statistic minus A's in the same battles. The two means come from the same games and the result keeps no per-pair
 * difference, so their covariance is unknown: the interval is the ends added (B's low end minus A's high end, and the
 * other way; src/stats/combinedBounds.ts), which holds at 95% or more whatever the correlation. Treating them as
 * independent would be too narrow when they move against each other (a side that loses more destroys less).
 */
export function sideGap(arm: ArmResult, ofA: string, ofB: string): { diff: number; ci: [number, number]; games: number } {
  const a = meanOf(arm, ofA);
  const b = meanOf(arm, ofB);
  const gap = sumBound([b, { mean: -a.mean, ci: [-a.ci[1], -a.ci[0]] }]);
  return { diff: gap.mean, ci: gap.ci, games: 2 * a.n };
}

const clearly = (ci: [number, number], up: string, down: string, neither: string) => (ci[0] > 0 ? up : ci[1] < 0 ? down : neither);

function scoreLine(arm: ArmResult, m: (typeof MEETINGS)[number]): string {
  const s = meanOf(arm, 'scoreA');
  return `${arm.coords!.force} ${formatMean(s.mean, s.ci, 2 * s.n, '', 'battles')} (${s.ci[0] > 0.5 ? `${m.labelA} ahead` : s.ci[1] < 0.5 ? `${m.labelB} ahead` : 'not clearly apart'})`;
}

/** Force Rating each side lost: A loses what B destroyed. "the naive player loses 3.1 more (…)". */
function lossLine(arm: ArmResult, m: (typeof MEETINGS)[number]): string {
  // B's losses minus A's: forceRatingDestroyedByA is what B lost.
  const gap = sideGap(arm, 'forceRatingDestroyedByB', 'forceRatingDestroyedByA');
  const lost = (id: string) => formatEstimate(meanOf(arm, id).mean, meanOf(arm, id).ci);
  return `${arm.coords!.force}: ${m.labelA} loses ${lost('forceRatingDestroyedByB')}, ${m.labelB} ${lost('forceRatingDestroyedByA')} Force Rating a battle (${m.labelB} minus ${m.labelA}, interval at least 95%: ${formatMeanDifference(gap.diff, gap.ci, gap.games, 'FR', 'battles')}, ${clearly(gap.ci, `${m.labelB} clearly loses more`, `${m.labelA} clearly loses more`, 'not clearly apart')})`;
}

/** The change in P(hit) a modifier of `delta` SR makes at base SR `sr` (exact, d100 kernel, no reroll). */
export function hitShift(sr: number, delta: number): number {
  return hitChance(sr + delta, false) - hitChance(sr, false);
}

const BASES = [10, 30, 50, 70, 90] as const;

function kernelLine(): string {
  const show = (delta: number) => BASES.map((sr) => `${sr}: ${hitShift(sr, delta) >= 0 ? '+' : ''}${shown(100 * hitShift(sr, delta), 0)}`).join(', ');
  const heavyAt = BASES.map((sr) => Math.abs(hitShift(sr, HEAVY_COVER_SR)));
  return `The pipeline, exactly (d100 kernel, no reroll; change in P(hit) in percentage points at base SR): light cover (+${LIGHT_COVER_SR} SR) ${show(LIGHT_COVER_SR)}; heavy cover (+${HEAVY_COVER_SR} SR) ${show(HEAVY_COVER_SR)}; an elevated attacker (${ELEVATION_SR} SR) ${show(ELEVATION_SR)}. Heavy cover takes ${shown(100 * Math.min(...heavyAt), 0)}-${shown(100 * Math.max(...heavyAt), 0)} points off every shot (less only where the critical bands, 01-05 and 96-100, clamp it).`;
}

function answer(result: ExperimentResult): string[] {
  const of = (meeting: string) => FORCES.map((force) => result.arms.find((a) => a.id === armId(meeting, force.id))!);
  const [objectives, cover, hold] = MEETINGS;
  const objArms = of(objectives.id);
  const holdArms = of(hold.id);
  const coverArms = of(cover.id);
  // sideGap is its second statistic minus its first: objective-greedy (A) minus kill-greedy (B), and B minus A.
  const objectiveGap = (arm: ArmResult) => sideGap(arm, 'objectiveScoreB', 'objectiveScoreA');
  const killGap = (arm: ArmResult) => sideGap(arm, 'forceRatingDestroyedByA', 'forceRatingDestroyedByB');
  const styleCheck = objArms
    .map((arm) => {
      const o = objectiveGap(arm);
      const k = killGap(arm);
      return `${arm.coords!.force}: objective value, objective-greedy minus kill-greedy ${formatMeanDifference(o.diff, o.ci, o.games, 'VV', 'battles')}; Force Rating destroyed, kill-greedy minus objective-greedy ${formatMeanDifference(k.diff, k.ci, k.games, 'FR', 'battles')}`;
    })
    .join('; ');
  const verdict = (arms: ArmResult[], favoured: 'A' | 'B', holds: string, fails: string, open: string) => {
    const s = arms.map((arm) => meanOf(arm, 'scoreA').ci);
    const forA = s.filter((ci) => ci[0] > 0.5).length;
    const forB = s.filter((ci) => ci[1] < 0.5).length;
    const [good, bad] = favoured === 'A' ? [forA, forB] : [forB, forA];
    return good === arms.length ? holds : bad > 0 ? fails : open;
  };
  // Survival: does the side the claim says suffers (B, the naive player; A, the static one) clearly lose more Force Rating with both forces?
  const losesMore = (arms: ArmResult[], who: 'A' | 'B') =>
    arms.map((arm) => sideGap(arm, 'forceRatingDestroyedByB', 'forceRatingDestroyedByA').ci).filter((ci) => (who === 'B' ? ci[0] > 0 : ci[1] < 0)).length;
  const naiveLoses = losesMore(coverArms, 'B');
  const staticLoses = losesMore(holdArms, 'A');
  // How the static player loses instead, said only when the intervals show it: it clearly loses the battle with every
  // force and the mobile player (B) clearly holds more objective value with every force.
  const holdObjective = holdArms.map((arm) => ({ arm, gap: sideGap(arm, 'objectiveScoreA', 'objectiveScoreB') }));
  const onObjectives =
    holdArms.every((arm) => meanOf(arm, 'scoreA').ci[1] < 0.5) && holdObjective.every(({ gap }) => gap.ci[0] > 0)
      ? `; it loses the battle on objectives, not by being destroyed (objective value, ${hold.labelB} minus ${hold.labelA}, intervals at least 95%: ${holdObjective.map(({ arm, gap }) => `${arm.coords!.force} ${formatMeanDifference(gap.diff, gap.ci, gap.games, 'VV', 'battles')}`).join('; ')})`
      : '';
  const survival = (count: number, arms: ArmResult[], side: string, yes: string, no: string) =>
    count === arms.length ? yes : count > 0 ? `the ${side} clearly loses more Force Rating with ${count} of the ${arms.length} forces only` : no;
  return [
    `JS-015, objectives over destruction: objective-greedy against kill-greedy, A's score (win 1, draw 1/2; 95% intervals): ${objArms.map((arm) => scoreLine(arm, objectives)).join('; ')}. ${verdict(objArms, 'A', 'The claim holds with both forces: moving for objectives beats moving for kills', 'The claim fails with at least one force: moving for kills wins there', 'Not shown: the objective-greedy player does not clearly win with both forces')}. The styles did what they say (${styleCheck}).`,
    `JS-016, positioning: the cover-seeking heuristic against the same player ignoring the ground: ${coverArms.map((arm) => scoreLine(arm, cover)).join('; ')}. Force Rating lost: ${coverArms.map((arm) => lossLine(arm, cover)).join('; ')}. ${verdict(coverArms, 'A', 'Seeking cover and elevation clearly wins with both forces', 'Ignoring the ground clearly wins with at least one force: the heuristic\'s ground scoring costs it there', 'Seeking cover does not clearly win with both forces')}; read as the naive player's extra losses, "poor positioning is more dangerous": ${survival(naiveLoses, coverArms, 'naive player', 'the naive player clearly loses more Force Rating with both forces', 'the naive player does not clearly lose more Force Rating: the claim is not shown')}. ${kernelLine()}`,
    `JS-017, static formations: a player that never moves (it still shoots) against the mobile heuristic player: ${holdArms.map((arm) => scoreLine(arm, hold)).join('; ')}. Force Rating lost: ${holdArms.map((arm) => lossLine(arm, hold)).join('; ')}. ${verdict(holdArms, 'B', 'The claim holds with both forces: holding position loses', 'Holding position clearly wins with at least one force: the claim fails there', 'Not shown: holding position does not clearly lose with both forces')}. "Rarely survive", read as the Force Rating lost: ${survival(staticLoses, holdArms, 'static player', 'the static player clearly loses more with both forces', `the static player does not clearly lose more Force Rating${onObjectives}`)}.`,
    'Each style changes only where units move (ai.ts): a real player who values objectives would also pick and shoot differently, so these are the cleanest contrasts the toolkit can play, not the best player of each kind. The forces are the toolkit\'s illustrative ones (the rulebook prints no profiles).',
  ];
}

const base = matchExperiment(
  {
    id: 'js-ai-styles',
    title: 'Objectives or kills, cover or not, holding or moving: three ways to play',
    question: 'Does moving for objectives beat moving for kills, does seeking cover cut losses, and does a static formation lose?',
    pairs: 600,
    source: { rulebook: '000_9659637e2373f14e.txt', section: 'Ch. 6 Battlefield Positioning; Ch. 7 Lethality & Battlefield Pressure; Ch. 9 Battlefield Objectives', catalogue: ['JS-015', 'JS-016', 'JS-017'] },
  },
  arms,
);

const KEPT = ['pair', 'scoreA', 'length', 'forceRatingDestroyedByA', 'forceRatingDestroyedByB', 'objectiveScoreA', 'objectiveScoreB', 'roundVictoriesA', 'roundVictoriesB'];

export default defineExperiment({ ...base, metrics: Object.fromEntries(Object.entries(base.metrics).filter(([id]) => KEPT.includes(id))), answer });
