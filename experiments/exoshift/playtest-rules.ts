/**
 * Exoshift EX-003 and EX-004 (001_9ac883e80b2d20e9.txt), the two rules
 * printed as "[PLAYTEST: ...]": Defense Test, "If the model's Defense is
 * reduced to 0 after all modifiers, it automatically suffers damage without a
 * Defense test" (variant autoDamageAtZero), and Indirect Fire, "Models with
 * the Spotter trait automatically pass Quality tests to spot" (variant
 * spotterAutoPass). Each off against both on, in games where both rules can
 * fire: a Sol mortar battery (two Smart Mortars and a Spotter drone, inline
 * side) against Sol Fire Support (a Power 4 Rail Lance and a Defense 4 drone),
 * heuristic player both sides, paired games with the sides swapped; how often
 * a Spotter spotted is counted (statistic spotterSpotsA), and each rule's
 * effect on one shot is exact (attack pipeline, in the answer).
 */
import { defineExperiment } from '../../src/sim/experiment.ts';
import { variantSensitivity } from '../../src/sim/match/sensitivity.ts';
import type { ArmResult, ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import { attackValues, attackVariants, type AttackValues } from '../../src/systems/attackPipeline.ts';
import { summariseExact } from '../../src/dice/summarise.ts';
import { exoshiftAttack } from '../../src/systems/exoshift/attack.ts';
import { PROFILES } from '../../src/systems/exoshift/profiles.ts';
import { SPOTTER_BONUS } from '../../src/systems/exoshift/rules.ts';
import { formatMean, formatMeanDifference, groupThousands, shown } from '../../src/report/format.ts';

function shot(values: AttackValues, variants: Record<string, string> = {}): { pDamage: number; disruption: number } {
  const attack = exoshiftAttack.compile(attackValues(exoshiftAttack, values), attackVariants(exoshiftAttack, variants));
  const summary = summariseExact(attack.model, attack.exact());
  return { pDamage: summary.means.pDamage, disruption: summary.means.expectedDisruption };
}

/** The Spotter rule alone, one shot: the Smart Mortar firing blind at a Line Infantry its spotter sees. */
const DRONE_QUALITY = PROFILES['sol-sentinel-drone'].qlt;
const BLIND_SPOTTED = { attacker: 'sol-mortar-team', target: 'sol-line-infantry', indirect: 'blind', spotter: true, 'best-focus': true };

/**
 * Two Smart Mortars (Setup, Indirect 6-36") and one Sentinel drone (Spotter):
 * enough indirect fire for spotting to come up a few times a game (one mortar
 * gave well under one Spotter spot per game; the heuristic fires its mortars
 * and sends its Spotter where they lack line of sight, ai.ts).
 */
const MORTAR_BATTERY = { name: 'Sol Mortar Battery', units: 'sol-command-officer, sol-line-infantry x2, sol-mortar-team x2, sol-sentinel-drone' };
/** The Rail Lance (Power 4) at the Sentinel drone (Defense 4): Defense - Power = 0, where the Defense rule applies. */
const AT_ZERO = { attacker: 'sol-rail-lance-team', target: 'sol-sentinel-drone', 'best-focus': true };

/** EX-004's sweep: the spotter's Quality and the target's PDS (Point Defense System against indirect fire). */
export const SPOTTER_QUALITIES = [3, 4, 5, 6, 7] as const;
export const PDS_RATINGS = [0, 1, 2] as const;

/**
 * EX-004 across spotter Quality 3-7, with and without PDS, exact: a spotted blind Smart Mortar shot at a Line
 * Infantry, best focus. With the auto-pass every spot shoots; tested, the spot passes (Quality + 2) in 10 and a
 * failed spot loses the shot, so the chance per action is the pass chance times the shot's.
 */
export function spotterSweep(): string {
  const pct = (p: number) => `${shown(100 * p, 1)}%`;
  const rows = PDS_RATINGS.map((pds) => {
    const shotAt = shot({ ...BLIND_SPOTTED, pds }).pDamage;
    const tested = SPOTTER_QUALITIES.map((q) => `Quality ${q} ${pct((Math.min(10, Math.max(0, q + SPOTTER_BONUS)) / 10) * shotAt)}`);
    return { pds, shotAt, line: `PDS ${pds}: auto-pass ${pct(shotAt)} at any Quality; tested ${tested.join(', ')}` };
  });
  const lowest = SPOTTER_QUALITIES[0];
  const gain = rows[0].shotAt * (1 - Math.min(10, lowest + SPOTTER_BONUS) / 10);
  const passesAlways = 10 - SPOTTER_BONUS;
  return `EX-004 across the spotter's Quality and the target's PDS (damage per spotted blind Smart Mortar action at a Line Infantry, best focus, exact): ${rows.map((r) => r.line).join('; ')}. The auto-pass is worth most to a low-Quality spotter (+${shown(100 * gain, 1)} points at Quality ${lowest} without PDS) and nothing from Quality ${passesAlways} (the tested spot always passes); PDS lowers both readings by the same share, so it does not change which reading is stronger.`;
}

/** Fewer pairs than this (the quick CI budget): no verdicts. */
const MIN_PAIRS = 8;

function answer(result: ExperimentResult): string[] {
  const on = shot(AT_ZERO);
  const off = shot(AT_ZERO, { autoDamageAtZero: 'off' });
  // Verdicts only from enough pairs for the normal interval to mean something (a few identical pairs give a zero-width one).
  const enough = result.arms.every((arm) => arm.trials >= MIN_PAIRS);
  const clear = (x: { ci: [number, number] }) => (!enough ? 'too few games for a verdict' : x.ci[0] > 0 ? 'clearly higher' : x.ci[1] < 0 ? 'clearly lower' : 'no clear change');
  const change = (arm: ArmResult) => {
    const d = arm.vsBaseline!;
    return `${arm.label}: the Mortar Battery's score ${formatMeanDifference(d.scoreA.diff, d.scoreA.ci, arm.trials, 'points per game', 'pairs')} (${clear(d.scoreA)}), game length ${formatMeanDifference(d.length.diff, d.length.ci, arm.trials, 'rounds', 'pairs')} (${clear(d.length)}), models taken out by the battery ${formatMeanDifference(d.killsA.diff, d.killsA.ci, arm.trials, 'per game', 'pairs')}`;
  };
  // Every pair identical on every measure: the rule never came into play in these games.
  const unused = (arm: ArmResult) => Object.values(arm.vsBaseline!).every((x) => x.diff === 0 && x.ci[0] === 0 && x.ci[1] === 0);
  const [defaults, ...rest] = result.arms;
  const idle = rest.filter(unused);
  const matter = rest.filter((arm) => enough && [arm.vsBaseline!.scoreA, arm.vsBaseline!.length].some((x) => x.ci[0] > 0 || x.ci[1] < 0));
  const base = defaults.metrics.scoreA as MeanMetric;
  const spots = defaults.metrics.spotterSpotsA as MeanMetric;
  const games = 2 * defaults.trials;
  // One blind shot the Spotter spots: auto-pass always shoots, the test (Quality + 2, d10 roll-under) shoots that often.
  const spotted = shot(BLIND_SPOTTED);
  const spotPass = Math.min(10, Math.max(0, DRONE_QUALITY + SPOTTER_BONUS)) / 10;
  return [
    `${!enough ? `Too few games for a verdict on either [PLAYTEST] rule (under ${MIN_PAIRS} pairs per reading)` : matter.length === 0 ? 'Neither [PLAYTEST] rule clearly changes who wins or how long games last' : `Turning a rule off clearly changes the game: ${matter.map((arm) => arm.label).join(' and ')}`} (against both rules on: ${rest.map(change).join('; ')}; heuristic player both sides, both on: battery ${formatMean(base.mean, base.ci, games, 'points per game', 'games')}).`,
    `The Spotter rule had a test to decide ${formatMean(spots.mean, spots.ci, games, 'times per game', 'games')} (the Sentinel drone spotting a blind mortar shot, default reading); at the exact per-shot numbers below, the auto-pass is worth about ${shown(spots.mean * (1 - spotPass) * spotted.pDamage, 2)} (${shown(Math.max(0, spots.ci[0]) * (1 - spotPass) * spotted.pDamage, 2)} to ${shown(spots.ci[1] * (1 - spotPass) * spotted.pDamage, 2)}) more damaging mortar hits per game (${groupThousands(games)} games)${!enough || matter.some((arm) => arm.id.startsWith('spotterAutoPass')) ? '' : ", and the battery's score shows no clear change with the auto-pass off (above)"}.`,
    idle.length > 0 && enough ? `${idle.map((arm) => arm.label).join(' and ')}: every game was identical with the rule on and off, so the rule never came into play here (forces and positions that make it fire are needed to measure it).` : '',
    `Per shot, where the Defense rule (EX-003) applies (Defense minus Power 0: the Rail Lance's best Focus Fire at the Sentinel drone) it ${Math.abs(on.pDamage - off.pDamage) < 1e-12 && Math.abs(on.disruption - off.disruption) < 1e-12 ? 'changes nothing' : 'changes the shot'}: ${shown(100 * on.pDamage, 1)}% damage and ${shown(on.disruption, 2)} Disruption with it, ${shown(100 * off.pDamage, 1)}% and ${shown(off.disruption, 2)} without (exact; a d10 roll-under test against 0 always fails, so the rule can matter only through the save's disruption clause or a Defense below 0).`,
    `Per spotted blind shot (EX-004; the Smart Mortar at a Line Infantry, best focus): ${shown(100 * spotted.pDamage, 1)}% damage with the auto-pass, ${shown(100 * spotPass * spotted.pDamage, 1)}% without (the drone's Quality ${DRONE_QUALITY} + ${SPOTTER_BONUS} spotting test passes ${shown(100 * spotPass, 0)}% of the time; a failed test loses the shot), exact.`,
    spotterSweep(),
    `${!enough ? 'Run the full budget before deciding' : matter.length === 0 ? 'Keep or drop them on other grounds (table time, clarity): at this many games neither shows in who wins' : matter.length === 1 ? 'The clear change above is the one to settle first' : 'The clear changes above are the ones to settle first'}. The second agent strength (the one-ply greedy player with 4 sampled dice resolutions per action, both sides) replays the Mortar Battery with both rules on and each off in ex-second-strength, which says whether this verdict holds, flips or is clear at one strength only.`,
  ].filter((line) => line !== '');
}

export default defineExperiment({
  ...variantSensitivity({
    id: 'ex-playtest-rules',
    title: 'The two [PLAYTEST] rules: auto-damage at Defense 0 and Spotter auto-pass, on vs off',
    question: 'Do the two [PLAYTEST] rules (automatic damage when Defense is reduced to 0; Spotters automatically pass spotting tests) change the game?',
    source: { rulebook: '001_9ac883e80b2d20e9.txt', section: 'Combat › Defense Test; Weapons › Indirect Fire', catalogue: ['EX-003', 'EX-004', 'EX-001'] },
    system: 'exoshift',
    a: { side: MORTAR_BATTERY, agent: 'heuristic' },
    b: { side: 'preset:sol-fire-support', agent: 'heuristic' },
    pairs: 1500,
    variants: ['autoDamageAtZero', 'spotterAutoPass'],
  }),
  chunkSize: 8,
  answer,
});
