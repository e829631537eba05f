/**
 * Exoshift EX-059, EX-060, EX-078, EX-083, EX-084, EX-087, EX-093, EX-095 (001_9ac883e80b2d20e9.txt): Disruption
 * through the pipeline. Actions › Primary Actions ("removes 1 Disruption from itself before doing anything else")
 * and Secondary Actions ("increase its Disruption by 1"); Disruption ("Every point of Disruption reduces Quality by
 * 1 for all purposes"); Assaults ("If the target model is Downed, or worse, it is automatically destroyed"; "If
 * the target model is unharmed or stunned, it now makes a Morale test - Disruption"); Weapons › Indirect Fire
 * (Spotters "+2 Quality test to spot", and the [PLAYTEST] auto-pass); Morale (Unnerved models' Rout Test after any
 * hit, Downed and failed: destroyed) and Rout Test ("If the unit's Quality is at 0 or less when it fails a Rout
 * Test, all models in the unit are Destroyed").
 *
 * How a unit's Disruption grows with its Secondaries and falls with its Primaries, and what each point does to
 * its Focus Fire, to the enemy's Focus Fire at it, to an Assault on it, to an Unnerved model's Rout Test and to a
 * spotting test. Every cell is the rulebook's Sol Line Infantry with its IGI-87 (QLT 6, MRL 6) on both sides, 10"
 * apart in the open (the Sentinel drone and the Smart Mortar for spotting). Exact numbers compose the attack
 * pipeline (`playtest attack exoshift`) with the engine's rule functions, every d10 enumerated; the arms are the
 * engine playing each cell, sampled, as the check (_disruptionPipeline.ts).
 */
import { defineExperiment, type ArmSpec } from '../../src/sim/experiment.ts';
import type { ArmResult, DistributionMetric, ExperimentResult, ProportionMetric } from '../../src/sim/result.ts';
import { formatPointsDifference, formatProportion, percent, shown } from '../../src/report/format.ts';
import * as L from '../../src/systems/exoshift/layout.ts';
import { ATTACK_OUTCOMES } from '../../src/systems/exoshift/attack.ts';
import { PROFILES } from '../../src/systems/exoshift/profiles.ts';
import { SPOTTER_BONUS } from '../../src/systems/exoshift/rules.ts';
import {
  DEFENDERS,
  DISRUPTIONS,
  METRIC,
  RANGE,
  SPOTTERS,
  TROOPER,
  attackCodes,
  bestExtra,
  cellBatch,
  commandRangeAt,
  disruptionAfter,
  exactCell,
  expectedToClear,
  fireOptions,
  heldWhenShooting,
  keysOf,
  offTableKey,
  passes,
  pipeline,
  routAfterHit,
  takenOutKey,
  type Cell,
  type Defender,
  type Spotter,
} from './_disruptionPipeline.ts';

/** Coordinate names (the charts' axes). */
export const AXIS = {
  attacker: "attacker's Disruption before its Primary",
  target: "target's Disruption",
  steadiness: 'target',
  defender: 'defender',
  defenderDisruption: "defender's Disruption",
  spotter: 'spotter',
  spotterDisruption: "spotter's Disruption",
} as const;

const DEFENDER_LABEL: Record<Defender, string> = { unexhausted: 'unexhausted', exhausted: 'exhausted', stunned: 'Stunned', downed: 'Downed' };
const SPOTTER_LABEL: Record<Spotter, string> = { 'drone-auto': 'Spotter drone, auto-pass', 'drone-test': 'Spotter drone, Quality + 2 test', trooper: 'trooper, no Spotter trait' };

export const armId = (cell: Cell): string =>
  cell.family === 'fire' ? `fire-a${cell.attacker}-t${cell.target}`
  : cell.family === 'unnerved' ? `unnerved-t${cell.target}`
  : cell.family === 'assault' ? `assault-${cell.defender}-t${cell.target}`
  : `spot-${cell.spotter}-d${cell.disruption}`;

function arm(cell: Cell, label: string, coords: Record<string, number | string>, baseline: Cell | null): ArmSpec<Cell> {
  return { id: armId(cell), label, params: cell, coords, baseline: baseline ? armId(baseline) : null };
}

const FIRE: ArmSpec<Cell>[] = DISRUPTIONS.flatMap((attacker) =>
  DISRUPTIONS.map((target) =>
    arm(
      { family: 'fire', attacker, target },
      `Focus Fire after ${attacker} Secondar${attacker === 1 ? 'y' : 'ies'}, at a target holding ${target} Disruption`,
      { [AXIS.attacker]: attacker, [AXIS.target]: target, [AXIS.steadiness]: 'not Unnerved' },
      // Against the fresh attacker at the same target; the fresh attacker against the fresh target.
      attacker > 0 ? { family: 'fire', attacker: 0, target } : target > 0 ? { family: 'fire', attacker: 0, target: 0 } : null,
    ),
  ),
);
// Each against the same attack at a target that is not Unnerved: the difference is what the Unnerved rule adds.
const UNNERVED: ArmSpec<Cell>[] = DISRUPTIONS.map((target) =>
  arm({ family: 'unnerved', target }, `Focus Fire at an Unnerved target holding ${target} Disruption`, { [AXIS.attacker]: 0, [AXIS.target]: target, [AXIS.steadiness]: 'Unnerved' }, { family: 'fire', attacker: 0, target }),
);
const ASSAULT: ArmSpec<Cell>[] = DEFENDERS.flatMap((defender) =>
  DISRUPTIONS.map((target) =>
    arm({ family: 'assault', defender, target }, `Assault on a ${DEFENDER_LABEL[defender]} defender holding ${target} Disruption`, { [AXIS.defender]: DEFENDER_LABEL[defender], [AXIS.defenderDisruption]: target }, target > 0 ? { family: 'assault', defender, target: 0 } : null),
  ),
);
// Each Spotter drone arm against the trooper with no trait at the same Disruption.
const SPOT: ArmSpec<Cell>[] = [...SPOTTERS].reverse().flatMap((spotter) =>
  DISRUPTIONS.map((disruption) =>
    arm({ family: 'spot', spotter, disruption }, `Spotting by the ${SPOTTER_LABEL[spotter]}, holding ${disruption} Disruption`, { [AXIS.spotter]: SPOTTER_LABEL[spotter], [AXIS.spotterDisruption]: disruption }, spotter === 'trooper' ? null : { family: 'spot', spotter: 'trooper', disruption }),
  ),
);
export const ARMS: ArmSpec<Cell>[] = [...FIRE, ...UNNERVED, ...ASSAULT, ...SPOT];

// ---------------------------------------------------------------------------------------------------------------
// The answer.

const pct = (p: number) => percent(p, 1);
const list = (values: number[]) => values.map(pct).join(', ');
const sum = (exact: Record<string, number>, keys: (key: string) => boolean) => Object.entries(exact).reduce((s, [key, p]) => s + (keys(key) ? p : 0), 0);
const exactTakenOut = (cell: Cell) => sum(exactCell(cell), takenOutKey);
const exactOffTable = (cell: Cell) => sum(exactCell(cell), offTableKey);
const fireDamage = (attacker: number) => 1 - sum(exactCell({ family: 'fire', attacker, target: 0 }), (key) => key === 'miss' || key === 'saved');

function answer(result: ExperimentResult): string[] {
  const byId = (cell: Cell): ArmResult => result.arms.find((a) => a.id === armId(cell))!;
  const share = (cell: Cell, metric: string) => {
    const m = byId(cell).metrics[metric] as ProportionMetric;
    return formatProportion(m.p, m.ci, m.n, 'trials');
  };
  const keyShare = (cell: Cell, key: string) => {
    const m = byId(cell).metrics[METRIC.outcome] as DistributionMetric;
    const i = m.keys.indexOf(key);
    return formatProportion(m.p[i], m.ci[i], m.n, 'trials');
  };
  const versus = (cell: Cell, metric: string) => {
    const d = byId(cell).vsBaseline?.[metric];
    return d ? formatPointsDifference(d.diff, d.ci, byId(cell).trials, 'trials each') : 'n/a';
  };
  const trooper = PROFILES[TROOPER];
  const q = trooper.qlt;

  // EX-059 / EX-060: the bookkeeping, played by the engine.
  const marches = (k: number) => Array.from({ length: k }, () => L.VERB_MARCH);
  const afterMarches = [1, 2, 3].map((k) => disruptionAfter(0, marches(k)));
  const rounds = (pattern: number[], n: number) => disruptionAfter(0, Array.from({ length: n }, () => pattern).flat());
  const steady = [1, 2, 3].map((n) => rounds([L.VERB_MARCH, L.VERB_RUN], n));
  const growing = [1, 2, 3].map((n) => rounds([L.VERB_MARCH, L.VERB_MARCH, L.VERB_RUN], n));
  const recovers = DISRUPTIONS.slice(1).map((d) => expectedToClear(L.VERB_RECOVER, d));
  const rests = expectedToClear(L.VERB_REST, 1);
  const focusAfter = DISRUPTIONS.map((k) => q - heldWhenShooting(k));

  // Focus Fire by k Secondaries (the attacker) and on a target holding k (the target), exact.
  const ownDamage = DISRUPTIONS.map(fireDamage);
  const ownOut = DISRUPTIONS.map((k) => exactTakenOut({ family: 'fire', attacker: k, target: 0 }));
  const targetOut = DISRUPTIONS.map((j) => exactTakenOut({ family: 'fire', attacker: 0, target: j }));
  const targetOff = DISRUPTIONS.map((j) => exactOffTable({ family: 'fire', attacker: 0, target: j }));
  const perPoint = (targetOut[targetOut.length - 1] - targetOut[0]) / (DISRUPTIONS.length - 1);
  // EX-016: the same Focus Fire at a fresh target of another Quality (the pipeline's --target-quality), Downed or worse.
  const downed = ATTACK_OUTCOMES.indexOf('downed');
  const outAtQuality = (quality: number) => {
    const attack = pipeline({ ...fireOptions(0, 0), 'target-quality': quality });
    return attack.exact().reduce((sum, p, code) => sum + (attack.model.outcomeOf[code] >= downed ? p : 0), 0);
  };
  // The focus past which the printed weapon's best buy stops improving (every Aim on every shot bought).
  const fullBuy = Math.min(...DISRUPTIONS.filter((k) => fireDamage(k) === fireDamage(0)).map((k) => q - heldWhenShooting(k)));
  // The best buy of each focus (the pipeline's plan): runs of Secondaries that buy the same shots and Aim.
  const buys: { from: number; to: number; text: string }[] = [];
  for (const k of DISRUPTIONS) {
    const plan = pipeline(fireOptions(k, 0)).params;
    const text = `${plan.shots as number} shot${plan.shots === 1 ? '' : 's'} at Aim ${plan.aimPerShot as number}`;
    if (plan.shots !== bestExtra(k, 0) + 1) throw new Error('the sampled arms fire other shots than the exact plan');
    if (buys.length > 0 && buys[buys.length - 1].text === text) buys[buys.length - 1].to = k;
    else buys.push({ from: k, to: k, text });
  }
  const buyText = buys.map((b) => `${b.text} after ${b.from === b.to ? b.from : `${b.from}-${b.to}`}`).join(', ');
  const last = DISRUPTIONS[DISRUPTIONS.length - 1];

  // EX-078: the tests. The trooper's spotting test (a Quality test) by Disruption; command range.
  const spotTrooper = DISRUPTIONS.map((d) => exactCell({ family: 'spot', spotter: 'trooper', disruption: d }).spotted);
  const spotDrone = DISRUPTIONS.map((d) => exactCell({ family: 'spot', spotter: 'drone-test', disruption: d }).spotted);
  const spotAuto = DISRUPTIONS.map((d) => exactCell({ family: 'spot', spotter: 'drone-auto', disruption: d }).spotted);
  const ranges = DISRUPTIONS.map(commandRangeAt);

  // EX-083 / EX-084: assaults.
  const assault = (defender: Defender, target: number) => exactCell({ family: 'assault', defender, target });
  const a0 = assault('unexhausted', 0);
  const aLast = assault('unexhausted', last);
  const holds = (defender: Defender) => list(DISRUPTIONS.map((j) => assault(defender, j).holds));
  const killed = (e: Record<string, number>) => e['destroyed-as-downed'] + e['incapacitated-or-destroyed'];
  const ruleShare = (defender: Defender, j: number) => assault(defender, j)['destroyed-as-downed'] / killed(assault(defender, j));
  const downedKilled = DISRUPTIONS.map((j) => killed(assault('downed', j)));
  const firstTable = DISRUPTIONS.find((j) => assault('exhausted', j)['incapacitated-or-destroyed'] > 0);

  // EX-087: a blind Smart Mortar shot at a trooper, spotted by a Spotter (penalties lifted) or by a friend without the trait.
  const mortar = (spotter: boolean) => attackCodes(pipeline({ attacker: 'sol-mortar-team', target: TROOPER, indirect: 'blind', spotter, 'best-focus': true })).reduce((s, c) => s + (['miss', 'saved'].includes(c.outcome) ? 0 : c.p), 0);
  const [spotted, unspotted] = [mortar(true), mortar(false)];
  const drone = PROFILES['sol-sentinel-drone'];

  // EX-093 / EX-095: the Unnerved target.
  const unnerved = (j: number) => exactCell({ family: 'unnerved', target: j });
  const extraKill = DISRUPTIONS.map((j) => exactOffTable({ family: 'unnerved', target: j }) - targetOff[j]);
  const qualityZero = DISRUPTIONS.map((j) => unnerved(j)['destroyed-quality-0']);
  const firstZero = DISRUPTIONS.find((j) => qualityZero[j] > 0);
  const failed = (d: number) => routAfterHit(L.S_OK, d);
  const failRate = 1 - (failed(0).get('stays') ?? 0);
  const clauseAt = DISRUPTIONS.map((d) => failed(d).get('destroyed-quality-0') ?? 0);

  return [
    `EX-059 / EX-060, the bookkeeping (the engine's unitAction, exact): each Secondary adds 1 (after 1, 2, 3 Marches from 0 the trooper holds ${afterMarches.join(', ')}) and each Primary removes 1 before anything else (${disruptionAfter(3, [L.VERB_RUN])} after a Run from 3; ${disruptionAfter(0, [L.VERB_RUN])} from 0: no credit is kept). A Primary Exhausts the unit, so one a round: a March and a Primary every round keep it at ${steady.join(', ')} after 1, 2, 3 rounds, two Marches and a Primary climb ${growing.join(', ')}; every Secondary beyond the first in a round stays until a later Primary (or Recover, Rest) removes it. At ${q} (its Quality) only Rest is left among Secondaries (Secondary Actions).`,
    `EX-059 / EX-060, its own attack (attack pipeline, exact): the trooper's Focus Fire at a Sol trooper ${RANGE}" away after 0-${last} Secondaries this round shoots with focus ${focusAfter.join(', ')} (Quality ${q} less what the Primary's -1 leaves) and damages the target ${list(ownDamage)} of the time, Downed or worse ${list(ownOut)}. The first Secondary costs its attack nothing (the Primary takes it back first), and the best buy changes only in steps (${buyText}). Sampled, the engine's own Focus Fire by a trooper holding ${last} (${last} Secondaries): Downed or worse ${share({ family: 'fire', attacker: last, target: 0 }, METRIC.takenOut)}, against ${share({ family: 'fire', attacker: 0, target: 0 }, METRIC.takenOut)} after none: ${versus({ family: 'fire', attacker: last, target: 0 }, METRIC.takenOut)}.`,
    `EX-059 / EX-060, as a target (exact): until its next Primary the same points make the enemy's Focus Fire (a fresh trooper, best focus) take it out (Downed or worse) ${list(targetOut)} of the time at 0-${last} Disruption, ${shown(100 * perPoint, 1)} percentage points a point, and off the table (Incapacitated or Destroyed) ${list(targetOff)}. Sampled at ${last}: ${share({ family: 'fire', attacker: 0, target: last }, METRIC.takenOut)} taken out, ${share({ family: 'fire', attacker: 0, target: last }, METRIC.offTable)} off the table; ${versus({ family: 'fire', attacker: 0, target: last }, METRIC.takenOut)} taken out against a target holding none.`,
    `EX-059, how many Primaries restore it (the engine's Primary, Recover and Rest, every die enumerated): any Primary removes exactly 1, so k points take k Primaries, one a round. Recover (a Primary: 1, then d5 with an enemy in sight) clears 1-${last} points in ${recovers.map((x) => shown(x, 2)).join(', ')} Recovers on average; Rest (a Secondary without the +1 under the default restDisruption=exempt) removes 1 on a passed Morale ${trooper.mrl} test with an enemy in sight, ${shown(rests, 2)} Rests a point.`,
    `EX-078, "for all purposes", per point (exact; the engine reads Quality as Quality - Disruption everywhere, host.ts quality): focus -1 (above); the casualty roll +1, one step down the table, so the enemy's Focus Fire takes the trooper out ${shown(100 * perPoint, 1)} points more a point (above); every Quality test 10 points less: the trooper's spotting test ${list(spotTrooper)} at 0-${last} (sampled at 3: ${share({ family: 'spot', spotter: 'trooper', disruption: 3 }, METRIC.spotted)}); its command range 2 x Quality ${ranges.map((r) => `${r}"`).join(', ')}. The assault's Morale test loses 10 points a point because its rule subtracts Disruption itself (below); Rest's test and the Rout Test are Morale tests and lose nothing (morale.ts morale reads no Disruption): Disruption reaches the Rout Test only through its Quality-0 clause (EX-095).`,
    `EX-016, what +1 Quality and +1 Morale buy, for a designer setting their point costs (exact): Quality is read as Quality - Disruption in all four uses above, so +1 Quality undoes one point of Disruption in each: +1 focus (worth something only below the weapon's full buy of ${fullBuy} focus: ex-focus-sweep), +10 points on every Quality test, +2" of command range, and one step up the casualty table when shot: a fresh trooper's Focus Fire takes a Quality ${q + 1} trooper out ${pct(outAtQuality(q + 1))} of the time against ${pct(outAtQuality(q))} at Quality ${q} and ${pct(outAtQuality(q - 1))} at ${q - 1} (playtest attack exoshift ... --target-quality N). +1 Morale passes every Morale test (a d10 at or under Morale: the Rout Test, Rest's test) 10 points more often: the trooper's Rout Test fails ${pct(failRate)} at Morale ${trooper.mrl} and ${pct(Math.max(0, 10 - trooper.mrl - 1) / 10)} at ${trooper.mrl + 1}. The exchange rate between these effects and points is the designer's to set; ex-cp-value measures a CP in games.`,
    `EX-083 / EX-084, an Assault by a fresh trooper (exact; defensive fire, Assault Attacks, then the Downed-or-worse rule or the Morale - Disruption test): on an unexhausted defender holding 0 Disruption the defensive fire stops it ${pct(a0.stopped)}, the defender holds ${pct(a0.holds)}, gives ground ${pct(a0['gives-ground'])}, is destroyed ${pct(killed(a0))} (${pct(ruleShare('unexhausted', 0))} of those by the Downed-or-worse rule); holding ${last}: stopped ${pct(aLast.stopped)}${q - last <= 0 ? ' (its focus is gone)' : ''}, holds ${pct(aLast.holds)}, gives ground ${pct(aLast['gives-ground'])}, destroyed ${pct(killed(aLast))} (${pct(ruleShare('unexhausted', last))} by the rule, the rest Incapacitated or Destroyed on the table). The defender holds ${holds('unexhausted')} at 0-${last} Disruption when unexhausted, ${holds('exhausted')} exhausted, ${holds('stunned')} Stunned (the attack's own Disruption counts against the test too). Sampled: holds at 0 ${keyShare({ family: 'assault', defender: 'unexhausted', target: 0 }, 'holds')}, at 3 ${keyShare({ family: 'assault', defender: 'unexhausted', target: 3 }, 'holds')}.`,
    `EX-083, a Downed defender: it gives no defensive fire and stays Downed or worse whatever the attacks do, so an Assault destroys it every time (${list(downedKilled)} at 0-${last} Disruption, exact; sampled at 0 ${share({ family: 'assault', defender: 'downed', target: 0 }, METRIC.offTable)}); on an exhausted defender holding 0 the rule makes ${pct(ruleShare('exhausted', 0))} of the ${pct(killed(assault('exhausted', 0)))} destroyed, ${firstTable === undefined ? 'the casualty table alone removing nobody at any Disruption here' : `since the casualty table alone removes nobody below Disruption ${firstTable}`}.`,
    `EX-087, spotting for a blind Smart Mortar shot (the engine's spot, exact): under the [PLAYTEST] auto-pass (the default) the Sentinel drone (Spotter, Quality ${drone.qlt}) spots ${spotAuto.every((p) => p === 1) ? 'always, whatever its Disruption' : list(spotAuto)}; tested at Quality + ${SPOTTER_BONUS} it spots ${list(spotDrone)} at 0-${last} Disruption, and a Sol trooper without the trait (Quality ${q}) ${list(spotTrooper)}: the +${SPOTTER_BONUS} makes up exactly for the drone's lower Quality (without it, Quality ${drone.qlt}: ${pct(passes(drone.qlt))} at 0). A Spotter's spot also lifts the blind -2 (spotterPenalties=ignored), so the shot damages ${pct(spotted)} instead of ${pct(unspotted)}: per blind shot at 0 Disruption ${pct(spotAuto[0] * spotted)} with the auto-pass, ${pct(spotDrone[0] * spotted)} with the drone tested, ${pct(spotTrooper[0] * unspotted)} spotted by the trooper. Sampled, the tested drone at 0: ${share({ family: 'spot', spotter: 'drone-test', disruption: 0 }, METRIC.spotted)}.`,
    `EX-093, the Unnerved Rout Test (exact; the same Focus Fire at an Unnerved trooper, Rout Test on Morale ${trooper.mrl}, failed ${pct(failRate)}): a Downed or Wounded model that fails it is destroyed, ${list(DISRUPTIONS.map((j) => unnerved(j)['destroyed-downed-rout']))} of attacks at 0-${last} Disruption; one not Downed is Routed (${list(DISRUPTIONS.map((j) => unnerved(j).routed))}). In all the Unnerved trooper leaves the table ${extraKill.map((x) => shown(100 * x, 1)).join(', ')} percentage points more often than one that is not Unnerved. Sampled: at 0, ${share({ family: 'unnerved', target: 0 }, METRIC.offTable)} off the table, ${versus({ family: 'unnerved', target: 0 }, METRIC.offTable)}; at ${last}, ${versus({ family: 'unnerved', target: last }, METRIC.offTable)}.`,
    `EX-095, the Quality-0 clause (morale.ts rout, exact): a failed Rout Test destroys the whole unit when Quality - Disruption is 0 or less, counted after the attack's own Disruption; a Rout Test on the trooper destroys it ${list(clauseAt)} of the time at 0-${last} Disruption (every failed test from ${q}, its Quality: for a unit of Quality q and Morale m, (10 - m) in 10 of its Rout Tests once its Disruption reaches q). Through the Unnerved Focus Fire above it kills ${list(qualityZero)} of attacks${firstZero !== undefined ? `, first at ${firstZero} Disruption (the attack's saved-hit clause and casualty lines add the last points)` : ''}; sampled at ${last}: ${keyShare({ family: 'unnerved', target: last }, 'destroyed-quality-0')}.`,
    `What is and is not counted: every number marked exact is the attack pipeline's distribution (the focus spent the way that maximises the chance of damage, as the heuristic spends it; a player may spend it otherwise) composed with the engine's rule functions with every die enumerated; the tables and charts are the engine playing each cell (unitAction Focus Fire and Assault, spot), sampled. Outcome keys: a Focus Fire's worst result on the casualty table (miss, saved, unhurt ... destroyed); at an Unnerved target, stays (hit, Rout Test passed; stays-downed if Downed or Wounded), routed, destroyed-downed-rout (Downed and failed), destroyed-quality-0 (failed at Quality 0 or less), incapacitated-or-destroyed (by the casualty table); an Assault stopped (by the defensive fire), holds or gives-ground (the Morale - Disruption test), destroyed-as-downed (the Downed-or-worse rule), incapacitated-or-destroyed (by the casualty table). Each cell is a lone trooper: no leader's Morale +1, Army Leader reroll or Resolute; rules at their default readings (assaultFail=retreat, restDisruption=exempt, spotterAutoPass=on except the tested arms). Not measured here: EX-092 (+2 Combat against an unfinished emplacement), since the engine has no emplacements to attack in a game (rules card: Engineers and emplacements are not modelled); the attack pipeline's --unfinished-emplacement prices the +2 per attack (ex-construction). The engine applies the Quality-0 clause wherever a Rout Test fails: where it Routs the unit (morale.ts rout: the Unnerved hit, assaultFail=rout) and at a Routed unit's rally at round start ("Make a Rout Test again": round.ts startRound), which this report does not measure.`,
  ];
}

export default defineExperiment<Cell>({
  id: 'ex-disruption-pipeline',
  title: 'Disruption through the pipeline: actions, focus, the casualty roll, assaults, Rout Tests and spotting',
  question:
    'How does a unit\'s Disruption grow with its Secondary actions and fall with its Primaries, and what does each point do to its Focus Fire, to the enemy\'s Focus Fire at it, to an Assault on it (Downed-or-worse destroyed, Morale - Disruption), to an Unnerved model\'s Rout Test (Quality 0 destroys) and to a spotting test for indirect fire?',
  source: {
    rulebook: '001_9ac883e80b2d20e9.txt',
    section: 'Actions › Primary Actions, Secondary Actions; Disruption; Assaults; Weapons › Indirect Fire; Morale › Rout Test',
    catalogue: ['EX-016', 'EX-059', 'EX-060', 'EX-078', 'EX-083', 'EX-084', 'EX-087', 'EX-093', 'EX-095'],
  },
  arms: ARMS,
  metrics: {
    [METRIC.outcome]: { kind: 'distribution', label: 'Outcome', keys: (params) => keysOf(params) },
    [METRIC.takenOut]: { kind: 'proportion', label: 'Target Downed or worse (off the table included)' },
    [METRIC.offTable]: { kind: 'proportion', label: 'Target off the table (Incapacitated or Destroyed)' },
    [METRIC.spotted]: { kind: 'proportion', label: 'Target spotted for the blind shot' },
  },
  batch: cellBatch(),
  precision: { targetHalfWidth: 0.002, budget: 262_144 },
  chunkSize: 16_384,
  answer,
  charts: [
    { kind: 'heatmap', metric: METRIC.takenOut, x: AXIS.target, y: AXIS.attacker, where: { [AXIS.steadiness]: 'not Unnerved' }, title: 'Focus Fire: target Downed or worse, by the attacker\'s Secondaries and the target\'s Disruption' },
    { kind: 'sweep', metric: METRIC.offTable, x: AXIS.target, y: AXIS.steadiness, where: { [AXIS.attacker]: 0 }, title: 'Focus Fire: target off the table, Unnerved or not (EX-093, EX-095)' },
    { kind: 'heatmap', metric: METRIC.offTable, x: AXIS.defenderDisruption, y: AXIS.defender, title: 'Assault: defender destroyed, by its state and Disruption (EX-083)' },
    { kind: 'sweep', metric: METRIC.spotted, x: AXIS.spotterDisruption, y: AXIS.spotter, title: 'Spotting for a blind indirect shot, by the spotter and its Disruption (EX-087; the trooper\'s line lies under the tested drone\'s)' },
  ],
});
