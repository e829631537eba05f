/**
 * Rattle and Rend (004_c41133d86b017ece.txt): eight rules whose whole effect is
 * a handful of checks, each worked out exactly from the game's own check and
 * attack functions (_tacticKernels.ts) and sampled beside it as a check:
 * - RR-130 Tactics › Resurrectionists: "Each Element making a Guile Check after
 *   the first does so at a Penalty": points returned a round;
 * - RR-132 Tactics › Soothsayers: one stored d20, as the engine spends it and
 *   as well as it could be spent, within one attack;
 * - RR-133 Tactics › Temptors: the die offered against the die gained;
 * - RR-106 Heavy Traits › Colossal: Fury checks against up to three enemies,
 *   and not withdrawing on a successful Will check;
 * - RR-164 Champion Actions › Push to the Brink: the critical's Will check;
 * - RR-168 Standard Reactions › Retaliate: the simultaneous exchange;
 * - RR-171 Standard Reactions › Fodder: the attack redirected to the Dregs;
 * - RR-174 Warding Reactions › Detonate: net removals by who is in range.
 * Every case is one use of the rule, with no Tactic, terrain or support unless
 * named; no player decides anything here beyond what the engine decides.
 */
import { defineExperiment, type ArmSpec, type Params } from '../../src/sim/experiment.ts';
import type { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import type { ArmResult, DistributionMetric, ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import { formatProportion, meanDecimals, percent, shown, signed, trialCount } from '../../src/report/format.ts';
import { HOLDS, NO_EFFECT, REMOVED, WITHDRAWN } from '../../src/systems/rattle-and-rend/attackModel.ts';
import { FAIL } from '../../src/systems/rattle-and-rend/check.ts';
import * as K from './_tacticKernels.ts';

/** One use of one rule; `rule` names it, the rest says which case. */
export type Case =
  | { rule: 'resurrectionists'; fallen: string[]; reading: K.ResurrectionReading }
  | { rule: 'soothsayers'; role: K.SoothsayerRole; policy: K.SoothsayerPolicy }
  | { rule: 'temptors'; offered: 'fury' | 'will'; their: 'plain' | 'support' | 'charge' }
  | { rule: 'colossal'; targets: string[] }
  | { rule: 'colossal-target'; attacker: string }
  | { rule: 'push-to-the-brink'; target: string }
  | { rule: 'retaliate'; attacker: string; charge: boolean }
  | { rule: 'fodder'; attacker: string; ally: string }
  | { rule: 'detonate'; enemies: number; allies: number };

/** Fighters against Fighters: the commonest exchange, used where a rule needs an attack to act on. */
const FIGHTERS_ON_FIGHTERS: K.Strike = { attacker: 'fighters', target: 'fighters' };

export const OUTCOME_KEYS: Record<Case['rule'], readonly string[]> = {
  resurrectionists: ['0 return', '1 returns', '2 return', '3 return'],
  soothsayers: ['not spent', 'changed it', 'spent in vain'],
  temptors: ['offered check not made', 'offered check fails', 'succeeds', 'critical'],
  colossal: ['0 removed', '1 removed', '2 removed', '3 removed'],
  'colossal-target': ['no effect', 'removed', 'withdrawn (a Colossal Heavy stays)', 'holds'],
  'push-to-the-brink': ['Guile fails', 'pushed', 'pushed, Will passed', 'pushed and removed'],
  retaliate: ['neither removed', 'attacker removed', 'Fighters removed', 'both removed'],
  fodder: ['no swap (Will fails)', 'swapped: Dregs removed', 'swapped: Dregs stay'],
  detonate: ['net -2', 'net -1', 'net 0', 'net +1', 'net +2', 'net +3'],
};

export interface Prepared {
  /** Exact expected points for the side using the rule, and the exact chance of each outcome key. */
  points: number;
  outcome: Float64Array;
  sample(rng: Xoshiro128): { points: number; outcome: number };
}

/** The case's exact values and sampler, from the kernels. */
export function prepare(c: Case): Prepared {
  const keys = OUTCOME_KEYS[c.rule].length;
  const padded = (p: ArrayLike<number>, from = 0) => {
    const out = new Float64Array(keys);
    for (let k = 0; k < p.length; k++) out[from + k] += p[k];
    return out;
  };
  switch (c.rule) {
    case 'resurrectionists': {
      const attempts = K.resurrectionAttempts(c.fallen, c.reading);
      return {
        points: K.expectedReturned(attempts),
        outcome: padded(K.returnedDistribution(attempts)),
        sample: (rng) => {
          const { points, count } = K.sampleReturned(attempts, rng);
          return { points, outcome: count };
        },
      };
    }
    case 'soothsayers': {
      const sign = c.role === 'attacker' ? 1 : -1;
      const value = K.pointsOf(FIGHTERS_ON_FIGHTERS.target);
      const e = K.soothsayerAverage(FIGHTERS_ON_FIGHTERS, c.role, c.policy);
      const changed = Math.abs(e.removed - e.plain);
      return {
        points: sign * value * (e.removed - e.plain),
        outcome: Float64Array.of(1 - e.spent, changed, e.spent - changed),
        sample: (rng) => {
          const s = K.sampleSoothsayer(FIGHTERS_ON_FIGHTERS, c.role, c.policy, rng);
          return { points: sign * value * (Number(s.removed) - Number(s.plain)), outcome: !s.spent ? 0 : s.removed !== s.plain ? 1 : 2 };
        },
      };
    }
    case 'temptors': {
      const t = temptorsCase(c);
      const e = K.temptors(t);
      return {
        points: e.gain - e.cost,
        outcome: e.offeredCheck,
        sample: (rng) => {
          const s = K.sampleTemptors(t, rng);
          return { points: s.net, outcome: s.offeredCheck };
        },
      };
    }
    case 'colossal': {
      const e = K.colossal(c.targets);
      return {
        points: e.points,
        outcome: padded(e.removedCount),
        sample: (rng) => {
          const s = K.sampleColossal(c.targets, rng);
          return { points: s.points, outcome: s.count };
        },
      };
    }
    case 'colossal-target': {
      const strike = { attacker: c.attacker, target: 'heavy' };
      const o = K.strikeOutcomes(strike);
      const checks = K.strikeChecks(strike);
      const lost = K.pointsOf('heavy');
      return {
        points: -lost * o[REMOVED],
        outcome: Float64Array.of(o[NO_EFFECT], o[REMOVED], o[WITHDRAWN], o[HOLDS]),
        sample: (rng) => {
          const code = K.sampleStrike(checks, rng);
          return { points: code === REMOVED ? -lost : 0, outcome: code };
        },
      };
    }
    case 'push-to-the-brink': {
      const e = K.pushToTheBrink(c.target);
      const value = K.pointsOf(c.target);
      return {
        points: value * e.removed,
        outcome: Float64Array.of(e.guile[0], e.guile[1], e.guile[2] * (1 - e.will[FAIL]), e.removed),
        sample: (rng) => {
          const outcome = K.samplePush(c.target, rng);
          return { points: outcome === 3 ? value : 0, outcome };
        },
      };
    }
    case 'retaliate': {
      const attack = { attacker: c.attacker, target: 'fighters', charge: c.charge };
      const e = K.retaliate(attack);
      const value = K.pointsOf(c.attacker);
      return {
        points: value * (e[1] + e[3]),
        outcome: e,
        sample: (rng) => {
          const outcome = K.sampleRetaliate(attack, rng);
          return { points: outcome & 1 ? value : 0, outcome };
        },
      };
    }
    case 'fodder': {
      const attack = { attacker: c.attacker, target: c.ally };
      const e = K.fodder(attack);
      return {
        points: e.lostWithout - e.lostWith,
        outcome: Float64Array.of(1 - e.swap, e.swap * e.dregsRemoved, e.swap * (1 - e.dregsRemoved)),
        sample: (rng) => {
          const s = K.sampleFodder(attack, rng);
          return { points: s.saved, outcome: s.outcome };
        },
      };
    }
    case 'detonate': {
      const enemies = Array<string>(c.enemies).fill('fighters');
      const allies = Array<string>(c.allies).fill('fighters');
      const e = K.detonate(enemies, allies);
      // Keys run from net -2; the distribution from net -allies.
      const from = 2 - c.allies;
      return {
        points: e.points,
        outcome: padded(e.net, from),
        sample: (rng) => {
          const s = K.sampleDetonate(enemies, allies, rng);
          return { points: s.points, outcome: s.net + 2 };
        },
      };
    }
  }
}

/** The offered check and the Temptors' next attack: Fighters against Fighters, the enemy's attack plain, supported or a Charge. */
export function temptorsCase(c: Extract<Case, { rule: 'temptors' }>): K.TemptorsCase {
  const their = { ...FIGHTERS_ON_FIGHTERS, support: c.their === 'support', charge: c.their === 'charge' };
  return { offered: c.offered, their, next: FIGHTERS_ON_FIGHTERS };
}

// ---- the arms ----------------------------------------------------------------------------------------

interface CaseArm {
  id: string;
  label: string;
  item: string;
  case: Case;
  coords?: Record<string, number | string>;
}

const TYPE_NAMES: Record<string, string> = { champion: 'Champion', heavy: 'Heavy', fighters: 'Fighters', shooters: 'Shooters', skirmishers: 'Skirmishers', dregs: 'Dregs', ward: 'Ward' };
const named = (types: readonly string[]) => types.map((t) => TYPE_NAMES[t]).join(' + ');

const CASES: CaseArm[] = [
  ...[['fighters'], ['dregs', 'dregs'], ['fighters', 'fighters'], ['heavy', 'dregs'], ['fighters', 'dregs', 'dregs']].map((fallen) => ({
    id: `resurrectionists-${fallen.join('-')}`,
    label: `Resurrectionists: ${named(fallen)} fallen`,
    item: 'RR-130',
    case: { rule: 'resurrectionists' as const, fallen, reading: 'as-written' as const },
  })),
  {
    id: 'resurrectionists-fighters-fighters-all-penalty',
    label: 'Resurrectionists: Fighters + Fighters fallen, every check at a penalty',
    item: 'RR-130',
    case: { rule: 'resurrectionists', fallen: ['fighters', 'fighters'], reading: 'all-penalty' },
  },
  // Attacking, the engine's policy is the best use within the attack (_tacticKernels.ts); attacked by Fighters, no number
  // flips both the enemy's Fury check (below 9) and the own Will check (10 or more), so it is there too: one arm each.
  ...(
    [
      ['attacker', 'engine'],
      ['defender', 'engine'],
    ] as const
  ).map(([role, policy]) => ({
    id: `soothsayers-${role}-${policy}`,
    label: `Soothsayers ${role === 'attacker' ? 'attacking' : 'attacked'}, ${policy === 'engine' ? 'engine' : 'best use'}`,
    item: 'RR-132',
    case: { rule: 'soothsayers' as const, role, policy },
  })),
  ...(
    [
      ['fury', 'plain', "offered on the enemy's attack"],
      ['fury', 'support', "offered on the enemy's supported attack"],
      ['fury', 'charge', "offered on the enemy's Charge"],
      ['will', 'plain', "offered on the enemy's Will check against the Temptors' attack"],
    ] as const
  ).map(([offered, their, text]) => ({ id: `temptors-${offered}-${their}`, label: `Temptors: ${text}`, item: 'RR-133', case: { rule: 'temptors' as const, offered, their } })),
  ...[1, 2, 3].map((count) => ({
    id: `colossal-${count}`,
    label: `Colossal Heavy on ${count} Fighters`,
    item: 'RR-106',
    case: { rule: 'colossal' as const, targets: Array<string>(count).fill('fighters') },
  })),
  { id: 'colossal-target', label: 'A Heavy attacked by Fighters (its points lost)', item: 'RR-106', case: { rule: 'colossal-target', attacker: 'fighters' } },
  ...['fighters', 'heavy', 'dregs'].map((target) => ({
    id: `push-to-the-brink-${target}`,
    label: `Push to the Brink on ${TYPE_NAMES[target]}`,
    item: 'RR-164',
    case: { rule: 'push-to-the-brink' as const, target },
  })),
  ...(
    [
      ['fighters', false],
      ['fighters', true],
      ['heavy', false],
      ['dregs', false],
    ] as const
  ).map(([attacker, charge]) => ({
    id: `retaliate-${attacker}${charge ? '-charge' : ''}`,
    label: `Retaliate: ${charge ? 'charged' : 'attacked'} by ${TYPE_NAMES[attacker]}`,
    item: 'RR-168',
    case: { rule: 'retaliate' as const, attacker, charge },
  })),
  ...(
    [
      ['fighters', 'heavy'],
      ['fighters', 'fighters'],
      ['heavy', 'fighters'],
      ['fighters', 'champion'],
    ] as const
  ).map(([attacker, ally]) => ({
    id: `fodder-${attacker}-on-${ally}`,
    label: `Fodder: ${TYPE_NAMES[ally]} attacked by ${TYPE_NAMES[attacker]}`,
    item: 'RR-171',
    case: { rule: 'fodder' as const, attacker, ally },
  })),
  ...[1, 2, 3].flatMap((enemies) =>
    [0, 1, 2].map((allies) => ({
      id: `detonate-${enemies}-enemies-${allies}-allies`,
      label: `Detonate: ${enemies} enemy and ${allies} allied Fighters in range`,
      item: 'RR-174',
      case: { rule: 'detonate' as const, enemies, allies },
      coords: { 'enemy Fighters in range': enemies, 'allied Fighters in range': allies },
    })),
  ),
];

const arms: ArmSpec[] = CASES.map((c) => ({
  id: c.id,
  label: c.label,
  params: c.case as unknown as Params,
  coords: { item: c.item, rule: c.case.rule, ...c.coords },
  baseline: null,
}));

// Each arm's params object is reused for all its trials, so a case is prepared once per arm and thread.
const prepared = new WeakMap<Params, Prepared>();
function trial(params: Params, rng: Xoshiro128) {
  let found = prepared.get(params);
  if (!found) {
    found = prepare(params as unknown as Case);
    prepared.set(params, found);
  }
  return found.sample(rng);
}

// ---- the answer ------------------------------------------------------------------------------------------

/** "0.92 (sampled 0.917, 0.911 to 0.922, 524,288 trials)": the exact value, then the sampled check with its interval. */
function exactAndSampled(exact: number, arm: ArmResult, decimals = 2): string {
  const m = arm.metrics.points as MeanMetric;
  const d = meanDecimals(m.ci[1] - m.ci[0]);
  return `${shown(exact, decimals)} (sampled ${shown(m.mean, d)}, ${shown(m.ci[0], d)} to ${shown(m.ci[1], d)}, ${trialCount(m.n, 'trials')})`;
}

export function answer(result: ExperimentResult): string[] {
  const arm = (id: string) => result.arms.find((a) => a.id === id)!;
  const exact = (id: string) => prepare(CASES.find((c) => c.id === id)!.case);
  const both = (id: string, decimals = 2) => exactAndSampled(exact(id).points, arm(id), decimals);
  const pct = (x: number, decimals = 1) => percent(x, decimals);
  const formatOutcome = (id: string, key: number) => {
    const m = arm(id).metrics.outcome as DistributionMetric;
    return formatProportion(m.p[key], m.ci[key], m.n, 'trials');
  };
  const points = (x: number) => shown(100 * x, 1);

  // RR-130: by Guile, the first check on 2d20 and each later one on 1d20.
  const guiles = [8, 10, 11, 13].map((g) => `${g}+ ${shown(K.succeeds(g, 2), 2)} then ${shown(K.succeeds(g, 1), 2)}`);
  const twoFighters = (reading: K.ResurrectionReading) => K.expectedReturned(K.resurrectionAttempts(['fighters', 'fighters'], reading));
  const resurrection = [
    `Resurrectionists (RR-130; the Ghostly Host, whose Fighters, Dregs and Heavies all return on Guile 13+): expected points returned in one round, exactly, by what has fallen (the engine picks up to a third of the 12 points, largest first): one Fighters ${both('resurrectionists-fighters')}; two Dregs ${both('resurrectionists-dregs-dregs')}; two Fighters ${both('resurrectionists-fighters-fighters')}; a Heavy and Dregs ${both('resurrectionists-heavy-dregs')}; a Fighters and two Dregs ${both('resurrectionists-fighters-dregs-dregs')}.`,
    `By the number attempting and their Guile, the Elements expected back are the first one's chance on 2d20 plus each later one's on 1d20 (the penalty): Guile ${guiles.join('; ')}. So each Element after the first adds at most ${shown(K.succeeds(8, 1), 2)}, and with Guile 13+ only ${shown(K.succeeds(13, 1), 2)}: the penalty costs two fallen Fighters ${shown(twoFighters('no-penalty') - twoFighters('as-written'), 2)} points a round (${shown(twoFighters('no-penalty'), 2)} without it), and RR-009's "all Guile checks at a penalty" would take ${shown(twoFighters('as-written') - twoFighters('all-penalty'), 2)} more, leaving ${both('resurrectionists-fighters-fighters-all-penalty')}. Even as written, a Host that has lost four points gets about two back every round; rr-resurrectionists measures what that does to whole games.`,
  ];

  // RR-132: by stored number, Fighters on Fighters.
  const fighters = { attacker: 'fighters', target: 'fighters' };
  const gainAt = (policy: K.SoothsayerPolicy, number: number) => {
    const one = K.soothsayerAttack(fighters, 'attacker', policy, number);
    return one.removed - one.plain;
  };
  const saved = K.soothsayerAttack(fighters, 'defender', 'engine', 1);
  const spentShare = (id: string) => 1 - exact(id).outcome[0];
  const soothsayers = [
    `Soothsayers (RR-132), one stored d20 within one Fighters-on-Fighters attack, spent after the roll is seen as the engine does ("replace a roll"): the number stands as one die, so it turns a failed check into a plain success only when it is at least the stat, and a success into a failure only when it is below it. Attacking, the engine spends it on its own failed Fury check (numbers 9 or more: +${points(gainAt('engine', 12))} percentage points of removal chance) or on the enemy's successful Will check (numbers 1-8 turn every Will success into a removal: +${points(gainAt('engine', 1))} percentage points): ${both('soothsayers-attacker-engine', 3)} points averaged over the d20.`,
    `Attacked, the engine flips the enemy's successful Fury check (numbers 1-8) or its own failed Will check (10 or more), preventing every removal (${pct(saved.plain)} of attacks) for every number but 9: ${both('soothsayers-defender-engine', 3)} points saved, the number spent in ${pct(spentShare('soothsayers-defender-engine'))} of attacks. In both roles that is the best use within the attack; the rulebook does not say whether the number may be declared after the roll is seen, which is what makes it this strong.`,
  ];

  // RR-133: Temptors.
  const tempt = (id: string) => K.temptors(temptorsCase(CASES.find((c) => c.id === id)!.case as Extract<Case, { rule: 'temptors' }>));
  const t = (id: string) => `${both(id, 3)} net (the die costs ${shown(tempt(id).cost, 3)}, gains ${shown(tempt(id).gain, 3)})`;
  const temptorsText = [
    `Temptors (RR-133), Fighters against Fighters, net points for the Temptors when the offer is accepted: the bonus die on their next attack is worth +${shown(tempt('temptors-fury-plain').gain, 3)} points, and the die offered costs what it adds to the enemy's check. Offered on the enemy's plain attack ${t('temptors-fury-plain')}; on an attack that already has a bonus ${t('temptors-fury-support')}, since bonuses do not stack; on a Charge ${t('temptors-fury-charge')}, since the die cancels the Charge's penalty; on the enemy's Will check against the Temptors' own attack ${t('temptors-will-plain')}.`,
    `So the offer is even on a plain attack, free on one that already has a bonus, and a loss on a penalised check or on the enemy's Will check; the engine offers on the enemy's first Fury or Will check each round, whichever it is. The 0-Momentum action gained when the tempted check still fails is not in the engine and is not counted: it would come ${pct(tempt('temptors-fury-plain').offeredCheck[1])} of the time on the plain attack and ${pct(tempt('temptors-will-plain').offeredCheck[1] / (1 - tempt('temptors-will-plain').offeredCheck[0]))} of Will checks made.`,
  ];

  // RR-106: Colossal.
  const fightersOnHeavy = K.strikeOutcomes({ attacker: 'fighters', target: 'heavy' });
  const three = ['fighters', 'fighters', 'fighters'];
  const heavyHits = K.strikeOutcomes({ attacker: 'heavy', target: 'fighters' });
  const colossalText = [
    `Colossal (RR-106): a Colossal Heavy's attack removes ${both('colossal-1')} points from one Fighters, ${both('colossal-2')} from two and ${both('colossal-3')} from three within its RNG (each a separate Fury check at 7+ on 2d20 removing ${pct(heavyHits[REMOVED])}; at least one of three removed ${pct(1 - exact('colossal-3').outcome[0])}), three times one target's value. That is the rule with every check made: the engine makes the checks one after another on the live board, and a target's critical Will check (${pct(heavyHits[HOLDS])} of checks) pushes the Heavy back S, which can take it out of range of the targets still to come, at most ${shown(K.lostToHolds(three), 2)} points fewer against three. Enemies touching it make it outnumbered while another of them touches it too: a check at that penalty (1d20) removes Fighters ${pct(K.removal({ attacker: 'heavy', target: 'fighters', outnumbered: true }))} instead of ${pct(heavyHits[REMOVED])}.`,
    `A Colossal Heavy attacked by Fighters is removed ${pct(fightersOnHeavy[REMOVED])} of the time like any Heavy, but the ${pct(fightersOnHeavy[WITHDRAWN])} of attacks whose Will check is a plain success leave it where it stands instead of moving it away ("does not withdraw"), so it is still in the fight, in place, after ${pct(1 - fightersOnHeavy[REMOVED])} of attacks against ${pct(fightersOnHeavy[NO_EFFECT] + fightersOnHeavy[HOLDS])} for another Heavy (sampled: ${formatOutcome('colossal-target', 2)} withdrawn).`,
  ];

  // RR-164: Push to the Brink.
  const push = K.pushToTheBrink('fighters');
  const championOnFighters = K.removal({ attacker: 'champion', target: 'fighters' });
  const pushText = [
    `Push to the Brink (RR-164): the Champion's Guile check (10+ on 2d20) is critical ${pct(push.guile[2])} of the time, and the target then fails its Will check on 2d20 and is removed: ${both('push-to-the-brink-fighters', 3)} points a Push on Fighters, ${both('push-to-the-brink-heavy', 3)} on a Heavy, ${both('push-to-the-brink-dregs', 3)} on Dregs. On Fighters that is a removal chance of ${pct(push.removed)}, against ${pct(championOnFighters)} for the same Champion's plain melee attack, so the extra Will check adds ${shown(push.removed / championOnFighters, 2)} of an attack's removals to the move.`,
  ];

  // RR-168: Retaliate.
  const r = (id: string) => exact(id).outcome;
  const exchange = (id: string) => `attacker ${pct(r(id)[1] + r(id)[3])}, Fighters ${pct(r(id)[2] + r(id)[3])}, both ${pct(r(id)[3])}, neither ${pct(r(id)[0])}`;
  const retaliateText = [
    `Retaliate (RR-168): the two Fury checks and then the two Will checks are simultaneous, so the Fighters strike back even when the attack removes them, and the Fighters' own loss is the same as without the reaction: it is a free counter-attack for 1 Momentum. Removed in the exchange (exact): against Fighters ${exchange('retaliate-fighters')}; against charging Fighters ${exchange('retaliate-fighters-charge')}; against a Heavy ${exchange('retaliate-heavy')}; against Dregs ${exchange('retaliate-dregs')}. Attacker's points removed per Retaliate: ${(
      [
        ['retaliate-fighters', 'Fighters'],
        ['retaliate-fighters-charge', 'Fighters charging'],
        ['retaliate-heavy', 'a Heavy'],
        ['retaliate-dregs', 'Dregs'],
      ] as const
    )
      .map(([id, name]) => `${name} ${both(id, 3)}`)
      .join('; ')}.`,
  ];

  // RR-171: Fodder.
  const f = (id: string) => K.fodder({ attacker: (CASES.find((c) => c.id === id)!.case as { attacker: string }).attacker, target: (CASES.find((c) => c.id === id)!.case as { ally: string }).ally });
  const fodderText = [
    `Fodder (RR-171): the Dregs' Will check (11+ on 2d20) swaps them in ${pct(f('fodder-fighters-on-heavy').swap)} of the time, and the attack then falls on a 1-point Element. Expected points saved per Fodder: a Heavy attacked by Fighters ${both('fodder-fighters-on-heavy', 3)} (it would lose ${shown(f('fodder-fighters-on-heavy').lostWithout, 3)}); Fighters attacked by Fighters ${both('fodder-fighters-on-fighters', 3)}; Fighters attacked by a Heavy ${both('fodder-heavy-on-fighters', 3)}; a Champion attacked by Fighters ${both('fodder-fighters-on-champion', 3)}: a Champion has the Dregs' 11+ Will and costs the same point, so in points the swap saves nothing (what it protects is the Champion's actions). The critical's "attack them albeit at a Penalty" is not in the engine and is not counted. A Dregs swapped onto a smaller base's spot (a Champion's or a Ward's) cannot sit there without overlapping a neighbour: the engine puts it touching the attacker on the line through that spot, or failing that on the nearest free spot, and the attack falls on it wherever it stands ("the enemy must instead target the Dregs").`,
  ];

  // RR-174: Detonate.
  const det = (e: number, a: number) => `detonate-${e}-enemies-${a}-allies`;
  const failOne = K.detonateFails;
  // The smallest lead of enemy over allied Fighters from which every case pays, and below which none does.
  const lead = (e: number, a: number) => e - a;
  const grid = [1, 2, 3].flatMap((e) => [0, 1, 2].map((a) => ({ e, a, pays: exact(det(e, a)).points > 0 })));
  const threshold = Math.min(...grid.filter((g) => g.pays).map((g) => lead(g.e, g.a)));
  const clean = grid.every((g) => g.pays === lead(g.e, g.a) >= threshold);
  const detonateText = [
    `Detonate (RR-174): every Element within the Ward's RNG makes a Will check on 1d20 and is removed on a failure (Fighters ${pct(failOne('fighters'), 0)}, a Heavy ${pct(failOne('heavy'), 0)}, Dregs, Champions and Shooters ${pct(failOne('dregs'), 0)}), and the Ward's own point goes. Expected enemy minus allied points removed, less the Ward, with Fighters in range: 1 enemy and none allied ${both(det(1, 0))}, 2 and 0 ${both(det(2, 0))}, 3 and 0 ${both(det(3, 0))}, 2 and 1 ${both(det(2, 1))}, 3 and 1 ${both(det(3, 1))}, 3 and 2 ${both(det(3, 2))}.`,
    clean
      ? `So with Fighters on both sides it pays in points exactly when at least ${threshold} more enemy than allied Elements are in range (one more is a loss of ${shown(-exact(det(1, 0)).points, 2)}), before counting that an enemy removed by its own Will check loses the action it was taking.`
      : 'Whether it pays depends on more than the lead of enemy over allied Elements in range; see the chart.',
  ];

  return [
    ...resurrection,
    ...soothsayers,
    ...temptorsText,
    ...colossalText,
    ...pushText,
    ...retaliateText,
    ...fodderText,
    ...detonateText,
    `Every number above is exact from the game's check kernel and attack model (the same functions as \`playtest attack rattle-and-rend\`), sampled beside it with the engine's dice roller; each case has no Tactic, terrain or support unless named, and the engine's own choices (Resurrectionists' picks, when Soothsayers and Temptors act) stand for a player's. Signed values are for the side using the rule (${signed(1, 0)} a point gained).`,
  ];
}

export default defineExperiment({
  id: 'rr-tactic-kernels',
  title: 'Eight rules that are a handful of checks: Resurrectionists, Soothsayers, Temptors, Colossal, Push to the Brink, Retaliate, Fodder, Detonate',
  question:
    'What is each worth in one use, exactly: points returned by Resurrectionists, a Soothsayers number spent as the engine does and as well as it could be, the Temptors die offered against the die gained, a Colossal Heavy against one to three enemies, the Push to the Brink critical, the Retaliate exchange, a Fodder swap, and a Detonate by who is in range?',
  source: {
    rulebook: '004_c41133d86b017ece.txt',
    section: 'Tactics › Resurrectionists, Soothsayers, Temptors; Heavy Traits › Colossal; Champion Actions › Push to the Brink; Standard Reactions › Retaliate, Fodder; Warding Reactions › Detonate',
    catalogue: ['RR-130', 'RR-132', 'RR-133', 'RR-106', 'RR-164', 'RR-168', 'RR-171', 'RR-174'],
  },
  arms,
  metrics: {
    points: { kind: 'mean', label: 'Points for the side using the rule, per use', unit: 'points' },
    outcome: { kind: 'distribution', label: 'What happened', keys: (params) => OUTCOME_KEYS[(params as unknown as Case).rule] },
  },
  trial,
  precision: { budget: 524_288 },
  answer,
  charts: [
    { kind: 'heatmap', metric: 'points', x: 'enemy Fighters in range', y: 'allied Fighters in range', where: { rule: 'detonate' }, title: 'Detonate: enemy minus allied points removed, less the Ward' },
    { kind: 'distribution', metric: 'outcome', where: { rule: 'retaliate' }, title: 'Retaliate: who is removed in the exchange' },
    { kind: 'distribution', metric: 'outcome', where: { rule: 'colossal' }, title: "Colossal Heavy: enemies removed by one attack" },
    { kind: 'distribution', metric: 'outcome', where: { rule: 'soothsayers' }, title: 'Soothsayers: the number not spent, spent and changing the removal, or spent in vain' },
  ],
});
