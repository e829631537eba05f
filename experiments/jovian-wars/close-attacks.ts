/**
 * Jovian Wars, close attacks and the Beam Projector (002_f697cf6215cb147c.txt):
 *
 * - JW-012 (Weapons › Beam Projector: "These weapons can cycle quickly and attack at the speed of light making
 *   them very accurate"; "Beam Projector weapons may re-roll attacks"): P(success, a D or better) of one Fire
 *   Control with the Beam's one full re-roll and without it, and the boxes marked per Fire Control by a Beam,
 *   Kinetic Cannon, Particle Cannon and Mass Driver of equal AC, exact from the attack pipeline (attackPool.ts
 *   planAttack / exactAttack on the d6sets kernel, attack.ts damageModel) and sampled as a check.
 * - JW-016 (Bombing Run: "to represent the benefit of such a close-in attack, you apply an additional +2 Attack
 *   Modifier"): a squadron's activation as a Bombing Run against the same squadron's stand-off attack from just
 *   inside Short Range, played by the game on a table of the two models: boxes marked on the ship, and the
 *   squadron lost.
 * - JW-011 (Action › Ram: "To ram or be rammed is almost always lethal to both the ships involved in addition to
 *   being difficult to achieve"): a capital ship with one Structure box left rams a capital ship, both of starting
 *   Structure 2-6, head-on or into its side, the rammed ship undamaged or on its last box, played by the game
 *   (ram.ts): the Skill Test's D+ (exact), each ship out (Crippled or Destroyed), both out.
 *
 * JW-010 (the order a hit's results are resolved in) is not answered: see the last paragraph of the answer.
 * The arms, set-ups and engine calls are in _closeAttacks.ts.
 */
import { defineExperiment, type ArmSpec } from '../../src/sim/experiment.ts';
import type { ArmResult, ExperimentResult, MeanMetric, ProportionMetric } from '../../src/sim/result.ts';
import { formatMean, formatMeanDifference, formatProportion, formatShareEstimate, percent, shown } from '../../src/report/format.ts';
import { CARDS, type CapitalCard } from '../../src/systems/jovian-wars/cards.ts';
import { MODIFIER } from '../../src/systems/jovian-wars/rules.ts';
import {
  closeAttackBatch,
  exactGun,
  GUN_ACS,
  GUN_BAND,
  GUN_TARGET,
  GUN_TYPES,
  METRIC,
  RAM_ARCS,
  RAM_STRUCTURES,
  RAMMED,
  RAMMED_STATES,
  RAMMER,
  ramEscalates,
  RUN_START_INCHES,
  SQUADRON_ATTACKS,
  SQUADRONS,
  type Cell,
  type GunType,
  type RamArc,
  type RammedState,
  type SquadronAttack,
} from './_closeAttacks.ts';

export const GUN_NAMES: Record<GunType, string> = { beam: 'Beam Projector', kinetic: 'Kinetic Cannon', particle: 'Particle Cannon', 'mass-driver': 'Mass Driver' };
const NO_REROLL = 'Beam Projector, no re-roll';
const ATTACK_NAMES: Record<SquadronAttack, string> = { 'bombing-run': 'Bombing Run', 'stand-off': 'stand-off' };
const RAM_NAMES = (arc: RamArc, rammed: RammedState) => `${arc}, rammed ${rammed === 'undamaged' ? 'undamaged' : 'on 1 box'}`;
const cardName = (id: string) => CARDS.get(id)!.name;

export const gunArmId = (type: GunType, ac: number, reroll = true) => `${type}${reroll ? '' : '-no-reroll'}-ac${ac}`;
export const squadronArmId = (squadron: string, attack: SquadronAttack) => `${squadron}-${attack}`;
export const ramArmId = (structure: number, arc: RamArc, rammed: RammedState) => `ram-s${structure}-${arc}-${rammed}`;

/** The gun arms: every type at each AC, and the Beam without its re-roll; each compared with the Beam of its AC. */
const GUN_ARMS: ArmSpec<Cell>[] = GUN_ACS.flatMap((ac) =>
  [
    { type: 'beam' as GunType, reroll: true },
    { type: 'beam' as GunType, reroll: false },
    ...GUN_TYPES.filter((t) => t !== 'beam').map((type) => ({ type, reroll: true })),
  ].map(({ type, reroll }) => ({
    id: gunArmId(type, ac, reroll),
    label: `JW-012 ${reroll ? GUN_NAMES[type] : NO_REROLL}, AC ${ac}`,
    params: { part: 'gun', type, ac, reroll },
    coords: { part: 'gun', AC: ac, weapon: reroll ? GUN_NAMES[type] : NO_REROLL },
    baseline: type === 'beam' && reroll ? null : gunArmId('beam', ac),
  })),
);

/** The squadron arms: each squadron's Bombing Run compared with its stand-off attack. */
const SQUADRON_ARMS: ArmSpec<Cell>[] = SQUADRONS.flatMap(({ squadron, target }) =>
  SQUADRON_ATTACKS.map((attack) => ({
    id: squadronArmId(squadron, attack),
    label: `JW-016 ${cardName(squadron)} on the ${cardName(target)}: ${ATTACK_NAMES[attack]}`,
    params: { part: 'squadron', squadron, target, attack },
    coords: { part: 'squadron', squadron: cardName(squadron), attack: ATTACK_NAMES[attack] },
    baseline: attack === 'stand-off' ? null : squadronArmId(squadron, 'stand-off'),
  })),
);

const RAM_ARMS: ArmSpec<Cell>[] = RAMMED_STATES.flatMap((rammed) =>
  RAM_ARCS.flatMap((arc) =>
    RAM_STRUCTURES.map((structure) => ({
      id: ramArmId(structure, arc, rammed),
      label: `JW-011 Ram, Structure ${structure}, ${RAM_NAMES(arc, rammed)}`,
      params: { part: 'ram', structure, arc, rammed },
      coords: { part: 'ram', Structure: structure, ram: RAM_NAMES(arc, rammed) },
      baseline: null,
    })),
  ),
);

export const ARMS: ArmSpec<Cell>[] = [...GUN_ARMS, ...SQUADRON_ARMS, ...RAM_ARMS];

const arm = (result: ExperimentResult, id: string) => result.arms.find((a) => a.id === id)!;
const prop = (a: ArmResult, id: string) => a.metrics[id] as ProportionMetric;
const mean = (a: ArmResult, id: string) => a.metrics[id] as MeanMetric;
const pct = (p: number) => percent(p, 1);
const num = (x: number, d = 3) => shown(x, d);
const times = (x: number) => `${shown(x, 2)}x`;
const showProp = (a: ArmResult, id: string, noun: string) => formatProportion(prop(a, id).p, prop(a, id).ci, a.trials, noun);
const showMean = (a: ArmResult, id: string, unit: string, noun: string) => formatMean(mean(a, id).mean, mean(a, id).ci, a.trials, unit, noun);
/** The widest half-width, in percentage points, of these proportions' 95% intervals: for sentences that list many percentages. */
function widestPoints(arms: ArmResult[], metrics: string[]): string {
  let widest = 0;
  for (const a of arms) for (const id of metrics) widest = Math.max(widest, (prop(a, id).ci[1] - prop(a, id).ci[0]) / 2);
  return `every percentage here within +/-${shown(100 * widest, 1)} pp (95%)`;
}

/** "clearly above/below zero" or "inconclusive" for a difference's interval. */
const sign = (ci: [number, number], above: string, below: string) => (ci[0] > 0 ? above : ci[1] < 0 ? below : 'inconclusive');

/** The gun situation in words, from the engine's numbers. */
function gunSituation(): string {
  const target = CARDS.get(GUN_TARGET) as CapitalCard;
  return `${target.name}'s fore arc at ${GUN_BAND[0].toUpperCase()}${GUN_BAND.slice(1)} Range (Short +${MODIFIER.shortRange}, fore Armor ${target.armor.fore}: net ${MODIFIER.shortRange - target.armor.fore}, so the pool is the AC; Macro 0; no Energy or Reactive Armor)`;
}

/** JW-012: exact, then how the sampled arms compare with it. */
function gunAnswer(result: ExperimentResult): string[] {
  const rows = GUN_ACS.map((ac) => ({ ac, with: exactGun('beam', ac), without: exactGun('beam', ac, false), by: Object.fromEntries(GUN_TYPES.map((t) => [t, exactGun(t, ac)])) as Record<GunType, ReturnType<typeof exactGun>> }));
  const rerolls = rows.map((r) => `${pct(r.without.success)} to ${pct(r.with.success)} at AC ${r.ac} (+${shown(100 * (r.with.success - r.without.success), 1)} pp)`).join(', ');
  const perFc = rows.map((r) => `AC ${r.ac}: ${GUN_TYPES.map((t) => `${GUN_NAMES[t]} ${num(r.by[t].damage)}`).join(', ')}`).join('; ');
  const ratios = rows.map((r) => `${times(r.by.beam.damage / r.by.kinetic.damage)} at AC ${r.ac}`).join(', ');
  const structure = rows.map((r) => `${num(r.by.kinetic.structure)} at AC ${r.ac}`).join(', ');
  // With Macro 1: each type's P(success) and boxes, and which type leads on each at each AC.
  const withMacro = GUN_ACS.map((ac) => ({ ac, by: Object.fromEntries(GUN_TYPES.map((t) => [t, exactGun(t, ac, true, 1)])) as Record<GunType, ReturnType<typeof exactGun>> }));
  const leader = (by: Record<GunType, ReturnType<typeof exactGun>>, key: 'success' | 'damage') => GUN_TYPES.reduce((a, b) => (by[b][key] > by[a][key] ? b : a));
  const macro = withMacro.map((r) => `AC ${r.ac}: ${GUN_TYPES.map((t) => `${GUN_NAMES[t]} ${pct(r.by[t].success)}, ${num(r.by[t].damage)} boxes`).join('; ')}`).join('. ');
  const macroLeaders = withMacro.map((r) => `AC ${r.ac} ${GUN_NAMES[leader(r.by, 'success')]} / ${GUN_NAMES[leader(r.by, 'damage')]}`).join(', ');
  // The sampled arms against the exact values: P(the target loses a box) and boxes marked.
  let inside = 0;
  let checked = 0;
  let n = 0;
  for (const ac of GUN_ACS) {
    for (const [type, reroll] of [['beam', true], ['beam', false], ['kinetic', true], ['particle', true], ['mass-driver', true]] as const) {
      const a = arm(result, gunArmId(type, ac, reroll));
      const e = exactGun(type, ac, reroll);
      n = a.trials;
      for (const [value, ci] of [[e.hit, prop(a, METRIC.hit).ci], [e.damage, mean(a, METRIC.damage).ci]] as const) {
        checked++;
        if (value >= ci[0] && value <= ci[1]) inside++;
      }
    }
  }
  const ac3 = arm(result, gunArmId('beam', 3));
  const noReroll = arm(result, gunArmId('beam', 3, false));
  const kinetic = arm(result, gunArmId('kinetic', 3)).vsBaseline![METRIC.damage];
  return [
    `JW-012, "very accurate" (exact, the attack pipeline: one Fire Control at the ${gunSituation()}): the Beam Projector's one full re-roll of an N (Dice System › Re-Rolls: the whole roll again, once) raises P(success, a result of D or better) from ${rerolls}. A Kinetic Cannon, Particle Cannon or Mass Driver of the same AC rolls the same pool here, so each succeeds exactly as often as the Beam without its re-roll.`,
    `JW-012, damage per Fire Control at equal AC (exact, boxes marked on the fresh ${cardName(GUN_TARGET)}: Structure and ratings, each Critical Hit counted as the rating box the engine's fixed policy marks with it): ${perFc}. So the Beam does ${ratios} what a Kinetic Cannon does. The other three differ only by their damage tables: the Particle Cannon's T and Q also damage the system their Value names (its redundant-box rule does nothing on this card, which has none), and the Mass Driver's results mark ratings and Critical Hits but never Structure (Structure boxes per Fire Control: none, against the Kinetic Cannon's ${structure}).`,
    `JW-012 with Macro 1 (the printed guns' usual Macro; exact, same target; P(success), boxes per Fire Control): ${macro}. The most accurate and the most damaging gun then: ${macroLeaders}. The Mass Driver turns its positive Macro die into a Flex die (Weapons › Mass Driver: one more die to keep or discard, not a die that can only upgrade a set), which is worth as much as the Beam's re-roll or more.`,
    `JW-012 sampled, as a check (${n.toLocaleString('en-US')} Fire Controls per arm, the pipeline's sampler): ${inside} of ${checked} exact values (P(the target loses a box) and boxes marked, ${GUN_ACS.length * 5} arms) lie inside their 95% intervals; e.g. the Beam at AC 3 ${showMean(ac3, METRIC.damage, 'boxes', 'Fire Controls')} against ${showMean(noReroll, METRIC.damage, 'boxes', 'Fire Controls')} without its re-roll (a Kinetic Cannon at AC 3 minus the Beam: ${formatMeanDifference(kinetic.diff, kinetic.ci, n, 'boxes', 'Fire Controls each, unpaired')}). Verdict (exact, so no interval is needed): at equal AC and no Macro, the re-roll makes the Beam the most accurate gun at every AC, by ${rows.map((r) => `${shown(100 * (r.with.success - r.without.success), 1)} pp`).join(' / ')} at AC ${GUN_ACS.join(' / ')}, and the gun that marks the most boxes per Fire Control; "very accurate" holds. With a Macro die it shares that place with the Mass Driver, whose own rule turns the die into a Flex die.`,
    `JW-012, what is left out: the engine re-rolls only an N (the rulebook's "Reroll if desired" would also let a player re-roll a D hoping for a T, at the risk of an N: not played); a Kinetic Cannon's Secondary Targets on its 1" line, Energy Armor against Beams and Particle Cannons, and Reactive Armor against Kinetic Cannons and Mass Drivers are not on this target; the chapter names the Beam's downside ("delicate mechanisms means that minor damage cannot be repaired easily") but gives it no rule, so nothing prices it. Rules at their default readings (mass-driver-d=spills: a D always takes the Rating Damage; precise-weapon-damage is not involved, no Precise trait).`,
  ];
}

/** JW-016: Bombing Run against stand-off, squadron by squadron. */
function squadronAnswer(result: ExperimentResult): string[] {
  const lines = SQUADRONS.map(({ squadron, target }) => {
    const run = arm(result, squadronArmId(squadron, 'bombing-run'));
    const off = arm(result, squadronArmId(squadron, 'stand-off'));
    const d = run.vsBaseline!;
    // The difference, not the ratio of the two means: the result gives the difference an interval, the ratio none.
    return `${cardName(squadron)} on the ${cardName(target)}: Bombing Run ${showMean(run, METRIC.damage, 'boxes', 'activations')} against stand-off ${showMean(off, METRIC.damage, 'boxes', 'activations')} (difference ${formatMeanDifference(d[METRIC.damage].diff, d[METRIC.damage].ci, run.trials, 'boxes', 'activations each, unpaired')}, ${sign(d[METRIC.damage].ci, 'clearly more', 'clearly less')}); the ship loses a box ${pct(prop(run, METRIC.hit).p)} against ${pct(prop(off, METRIC.hit).p)} of the time; the squadron is lost ${showProp(run, METRIC.attackerLost, 'activations')} against ${pct(prop(off, METRIC.attackerLost).p)}, and loses ${showMean(run, METRIC.attackerDamage, 'Structure', 'activations')} against ${num(mean(off, METRIC.attackerDamage).mean, 2)}`;
  });
  const clearlyMore = SQUADRONS.filter(({ squadron }) => arm(result, squadronArmId(squadron, 'bombing-run')).vsBaseline![METRIC.damage].ci[0] > 0).map(({ squadron }) => cardName(squadron));
  const risky = SQUADRONS.filter(({ squadron }) => prop(arm(result, squadronArmId(squadron, 'bombing-run')), METRIC.attackerLost).ci[0] > 0).map(({ squadron }) => cardName(squadron));
  const losses = SQUADRONS.map(({ squadron }) => ({ squadron, lost: prop(arm(result, squadronArmId(squadron, 'bombing-run')), METRIC.attackerLost) }));
  const byLoss = [...losses].sort((a, b) => a.lost.p - b.lost.p);
  const [fewest, most] = [byLoss[0], byLoss[byLoss.length - 1]];
  // "The most" only when that squadron's interval lies wholly above every other's.
  const clearlyMost = losses.every((x) => x === most || most.lost.ci[0] > x.lost.ci[1]);
  const lossRange = `${formatShareEstimate(fewest.lost.p, fewest.lost.ci)} to ${formatShareEstimate(most.lost.p, most.lost.ci)}`;
  const squadronArms = SQUADRONS.flatMap(({ squadron }) => SQUADRON_ATTACKS.map((attack) => arm(result, squadronArmId(squadron, attack))));
  return [
    `JW-016, Bombing Run against a stand-off attack by the same squadron (the game, ${arm(result, squadronArmId(SQUADRONS[0].squadron, 'bombing-run')).trials.toLocaleString('en-US')} activations per arm, ${widestPoints(squadronArms, [METRIC.hit, METRIC.attackerLost])}; each squadron starts ${RUN_START_INCHES}" from the ship in its fore arc): ${lines.join('. ')}.`,
    `JW-016 verdict: the Bombing Run marks clearly more boxes than the stand-off attack for ${clearlyMore.length === SQUADRONS.length ? 'every squadron' : clearlyMore.join(', ') || 'no squadron'}; its price is the squadron, lost in ${lossRange} of runs (${clearlyMost ? `the ${cardName(most.squadron)}, Structure ${(CARDS.get(most.squadron) as { structure: number }).structure}, clearly the most` : 'no squadron clearly the most'}; the interval clear of zero for ${risky.length === SQUADRONS.length ? 'every squadron' : risky.join(', ') || 'none'}), where the stand-off attack risks nothing in the squadron's own activation (no attack can reach it there). The +${MODIFIER.bombing} is one of several gains: the run's pool is the weapon's AC plus the squadron's Skill plus its Fuel bid, and a Lance fires only in a run (the CEGA exo-armor's), while the stand-off attack gets Short Range's +${MODIFIER.shortRange}.`,
    `JW-016, how the engine plays it (exchanges.ts, flow.ts): the run flies into base contact (1") and the ship's Point Defense fires where the squadron enters its range (3", traits-1 Autofire); the secret commits are the heuristic player's (the squadron bids all its Fuel, up to 3, and puts 2/3 of its pool into Attack, the ship puts 1/3 of its weapon's AS plus Defense into Attack), a human may split otherwise and trade damage for safety; then the opposed rolls, the free 4" move back and the squadron's other weapons. The stand-off attack approaches to 5.5" (just inside Short Range, outside Point Defense) and fires every weapon that reaches. Both end about as far from the ship (5" and 5.5", inside its guns' Optimum Range), so its next activation threatens them alike; that return fire is not counted. Not modelled: the Bombing Run's missile declarations (steps 1 and 8), its Ram at 1 Structure (step 7) and the Exo-Armor's Assaulting state. The squadrons' cards are illustrative.`,
  ];
}

/** Above this lower bound the rammer is called lost "in more than 9 Rams in 10". */
const LETHAL = 0.9;
const ARC_WORDS: Record<RamArc, string> = { 'head-on': 'head-on', side: 'into the side' };

/**
 * What a Ram does to the rammer (on its last box, against an undamaged ship), from its intervals: the Structures where
 * it is out in more than 9 Rams in 10 (the lower end above LETHAL), those where it is out in fewer than half (the upper
 * end below 1/2), and "more so head-on" or "the higher the Structure" only where every such pair of intervals is apart.
 */
function rammerOutcome(result: ExperimentResult): string {
  const lost = (s: number, arc: RamArc) => prop(arm(result, ramArmId(s, arc, 'undamaged')), METRIC.attackerLost);
  const where = (test: (s: number, arc: RamArc) => boolean, withShares: boolean) =>
    RAM_ARCS.map((arc) => {
      const at = RAM_STRUCTURES.filter((s) => test(s, arc));
      if (at.length === 0) return '';
      const shares = withShares ? ` (${at.map((s) => formatShareEstimate(lost(s, arc).p, lost(s, arc).ci)).join(' / ')})` : '';
      return `${ARC_WORDS[arc]} at Structure ${at.join(' / ')}${shares}`;
    })
      .filter(Boolean)
      .join(' and ');
  const lethal = where((s, arc) => lost(s, arc).ci[0] > LETHAL, false);
  const under = where((s, arc) => lost(s, arc).ci[1] < 0.5, true);
  const everywhere = RAM_ARCS.every((arc) => RAM_STRUCTURES.every((s) => lost(s, arc).ci[0] > LETHAL));
  const headOnMore = RAM_STRUCTURES.every((s) => lost(s, 'head-on').ci[0] > lost(s, 'side').ci[1]);
  const rises = RAM_ARCS.every((arc) => RAM_STRUCTURES.every((s, i) => i === 0 || lost(s, arc).ci[0] > lost(RAM_STRUCTURES[i - 1], arc).ci[1]));
  const trend = [headOnMore ? 'clearly more so head-on than into the side at every Structure' : '', rises ? 'clearly more so at each step up in Structure' : ''].filter(Boolean).join(', and ');
  const head = everywhere
    ? 'lethal: out (Crippled or Destroyed) in more than 9 Rams in 10 at every Structure and arc (the intervals\' lower ends)'
    : lethal
      ? `lethal only in part: out (Crippled or Destroyed) in more than 9 Rams in 10 (the interval's lower end) ${lethal}`
      : 'not lethal: out (Crippled or Destroyed) in more than 9 Rams in 10 (the interval\'s lower end) at no Structure or arc';
  return `${head}${under ? `, but in fewer than half (the upper end) ${under}` : ''}${trend ? `; ${trend}` : ''}`;
}

/** JW-011: the Ram, by Structure, where it strikes and the rammed ship's state. */
function ramAnswer(result: ExperimentResult): string[] {
  const by = (arc: RamArc, rammed: RammedState, id: string, kind: 'p' | 'ci' = 'p') =>
    RAM_STRUCTURES.map((s) => {
      const m = prop(arm(result, ramArmId(s, arc, rammed)), id);
      return kind === 'p' ? pct(m.p) : `${pct(m.p)} (${percent(m.ci[0], 1)}-${percent(m.ci[1], 1)})`;
    }).join(' / ');
  const n = arm(result, ramArmId(RAM_STRUCTURES[0], 'side', 'undamaged')).trials;
  const bothUndamaged = RAM_ARCS.flatMap((arc) => RAM_STRUCTURES.map((s) => prop(arm(result, ramArmId(s, arc, 'undamaged')), METRIC.bothOut)));
  const worst = bothUndamaged.reduce((a, b) => (b.ci[1] > a.ci[1] ? b : a));
  const skills = [2, 3, 4].map((k) => `Skill ${k} ${pct(ramEscalates(k))}`).join(', ');
  const structures = `Structure ${RAM_STRUCTURES.join(' / ')}`;
  const bothLast = RAM_ARCS.map((arc) => `${arc} ${by(arc, 'one-left', METRIC.bothOut, 'ci')}`).join('; ');
  const ramArms = RAM_STRUCTURES.flatMap((s) => RAM_ARCS.flatMap((arc) => RAMMED_STATES.map((rammed) => arm(result, ramArmId(s, arc, rammed)))));
  const rammer = rammerOutcome(result);
  return [
    `JW-011, "difficult to achieve": the ramming ship's Skill Test comes up D or better, which escalates its roll, ${pct(ramEscalates())} of the time for the ${cardName(RAMMER)}'s Skill ${CARDS.get(RAMMER)!.skill} (exact, the pool the game rolls; ${skills}); the rest of the difficulty is the move into base contact, which this table grants (the rammer starts 4" away, keel on the target).`,
    `JW-011, each ship out (Crippled or Destroyed) after one Ram (the game, ram.ts, ${n.toLocaleString('en-US')} Rams per arm, ${widestPoints(ramArms, [METRIC.targetOut, METRIC.attackerLost])}; the ${cardName(RAMMER)} with one Structure box left rams a ${cardName(RAMMED)}, both with their Structure tracks set to S boxes, no rating damaged; by ${structures}): the rammer is out ${by('head-on', 'undamaged', METRIC.attackerLost)} head-on and ${by('side', 'undamaged', METRIC.attackerLost)} into the side (head-on the rammed ship's roll gets +1B too; its roll always escalates); an undamaged rammed ship is out ${by('head-on', 'undamaged', METRIC.targetOut)} head-on and ${by('side', 'undamaged', METRIC.targetOut)} into the side, one on its last box ${by('head-on', 'one-left', METRIC.targetOut)} and ${by('side', 'one-left', METRIC.targetOut)} (the rammer rolls S + 1 dice either way: +1B for both fronts touching, or the side arc's +${MODIFIER.sideArc}; so the rammed ship's odds are the same, and with the same seed the same numbers).`,
    `JW-011, both ships out: against an undamaged ship at most ${pct(worst.p)} (95% interval up to ${percent(worst.ci[1], 1)}) at any Structure or arc; against a ship on its last box (${structures}, with intervals) ${bothLast}.`,
    `JW-011 verdict: "almost always lethal to both" does not hold in the engine against an undamaged ship: the Ram's rolls are resolved "as normal" (Damage › Capital Ship Damage: a T is 1 Structure, a Q 2), so S dice, even escalated, almost never take S Structure boxes. To the rammer (the rammed ship's roll always escalates, so any set it rolls takes the rammer's last box) it is ${rammer}. Against a ship already on its last box it is lethal to both ${by('head-on', 'one-left', METRIC.bothOut, 'ci')} of the time head-on (${structures}). "Difficult to achieve" holds for the escalation (${pct(ramEscalates())}). A rammer already Crippled is Destroyed by its Ram whatever the dice (ram.ts resolveRamEnd), so for it "both" is the rammed ship's chance above. Rules at their default readings (ram-range=example: no Short Range bonus, as the rulebook's example; explosion-structure=starting); the ${cardName(RAMMED)}'s and ${cardName(RAMMER)}'s other numbers are partly illustrative.`,
  ];
}

/** JW-010: why it is not answered here. */
const JW_010 =
  "JW-010 (resolve a hit's results lowest-first, highest-first or as the attacker chooses) is answered by jw-damage-order (exact, per hit); the game plays the rulebook's lowest-first order with each Catastrophic roll made immediately (catastrophic-timing=immediate since jw-scenarios; after-hit is the old timing).";

export function answer(result: ExperimentResult): string[] {
  return [...gunAnswer(result), ...squadronAnswer(result), ...ramAnswer(result), JW_010];
}

export default defineExperiment<Cell>({
  id: 'jw-close-attacks',
  title: 'Close attacks: the Beam re-roll, Bombing Runs and Rams',
  question:
    'How much do the Beam Projector\'s re-roll (JW-012), a squadron\'s Bombing Run against its stand-off attack (JW-016) and a capital ship\'s Ram (JW-011) deliver, and at what risk to the attacker?',
  source: { rulebook: '002_f697cf6215cb147c.txt', section: 'Weapons › Beam Projector; Bombing Run; Action › Ram (Capital Ship Ramming Capital Ship); Damage › Capital Ship Damage', catalogue: ['JW-011', 'JW-012', 'JW-016'] },
  arms: ARMS,
  metrics: {
    [METRIC.hit]: { kind: 'proportion', label: 'Target loses a box' },
    [METRIC.damage]: { kind: 'mean', label: 'Boxes marked on the target', unit: 'boxes' },
    [METRIC.targetOut]: { kind: 'proportion', label: 'Target out (Crippled or Destroyed)' },
    // A squadron is lost when Destroyed, a capital ship when Crippled or Destroyed (_closeAttacks.ts readOutcome).
    [METRIC.attackerLost]: { kind: 'proportion', label: 'Attacker lost' },
    [METRIC.attackerDamage]: { kind: 'mean', label: 'Boxes the attacker loses', unit: 'boxes' },
    [METRIC.bothOut]: { kind: 'proportion', label: 'Both out' },
  },
  batch: closeAttackBatch(),
  precision: { budget: 65_536 },
  chunkSize: 4096,
  answer,
  charts: [
    { kind: 'sweep', metric: METRIC.damage, x: 'AC', where: { part: 'gun' }, title: 'JW-012: boxes marked per Fire Control by AC, one line per weapon' },
    { kind: 'heatmap', metric: METRIC.damage, x: 'attack', y: 'squadron', where: { part: 'squadron' }, title: 'JW-016: boxes marked on the ship per activation, Bombing Run or stand-off' },
    { kind: 'heatmap', metric: METRIC.attackerLost, x: 'attack', y: 'squadron', where: { part: 'squadron' }, title: 'JW-016: squadron lost (Destroyed) in its own activation' },
    { kind: 'sweep', metric: METRIC.bothOut, x: 'Structure', where: { part: 'ram' }, title: 'JW-011: both ships Crippled or Destroyed after one Ram, by starting Structure' },
    { kind: 'sweep', metric: METRIC.attackerLost, x: 'Structure', where: { part: 'ram' }, title: 'JW-011: the rammer Crippled or Destroyed by its Ram, by starting Structure' },
  ],
});
