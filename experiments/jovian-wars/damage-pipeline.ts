/**
 * Jovian Wars, the damage pipeline step by step (002_f697cf6215cb147c.txt), every number exact from the engine's own
 * resolution and sampled as a check:
 *
 * - JW-077 / JW-078 (Attack › Attack Modifier): each modifier's effect on P(a D or better), P(a T or better) and the
 *   boxes one attack marks, as the rung of the net-modifier ladder its situation plans to; a Bombing Run's and a
 *   Dogfight's dice do not change with range or arc, and what they would gain if they did.
 * - JW-083 / JW-084 / JW-085 (Damage Types › Rating Damage; Damage › Weapon Damage): one attack's boxes by rating on a
 *   Tengu fresh and with few ratings left, how often a Rating Damage spills to another rating or to Structure, and
 *   weapon damage (5+, Spinal 6+) from the game's d6.
 * - JW-093 (Weapons › Point Defense): Point Defense (AS = current Defense) on two squadrons as the Defense falls.
 * - JW-094 / JW-095 (Action › Board; States › Boarded): Point Defense on boarding Marines, and the Engage firefight.
 * - JW-104 (Bombing Run): the bombing pools, every Fuel bid and Attack share, and the ship's pool as its Defense falls.
 * - JW-105 (Dogfight › Weapon Initiative): a Beam fighter against a Kinetic Cannon fighter, in initiative order and
 *   simultaneously.
 * - JW-114 (Traits › Ace), kernel only; JW-132 (Evading: Fire Control 1); JW-134 (Targeted:X from Combined Attacks).
 *
 * JW-082 (lowest magnitude first) is answered by jw-damage-order and JW-115 (Shield) by jw-shield: see the answer's last paragraphs. The cells
 * are in _damageAttacks.ts (the attack pipeline) and _damageTables.ts (the game), their exact readings and the batch
 * in _damagePipeline.ts.
 */
import { defineExperiment, type ArmSpec } from '../../src/sim/experiment.ts';
import type { ExperimentResult, MeanMetric, ProportionMetric } from '../../src/sim/result.ts';
import { percent, shown } from '../../src/report/format.ts';
import type { PoolParams } from '../../src/systems/jovian-wars/attackPool.ts';
import { CARDS, type CapitalCard } from '../../src/systems/jovian-wars/cards.ts';
import { MODIFIER, SPINAL_WEAPON_DAMAGE_ON, WEAPON_DAMAGE_ON } from '../../src/systems/jovian-wars/rules.ts';
import { SPLITS } from '../../src/systems/jovian-wars/options.ts';
import { dogfightPlan, EVADING_CASES, evadingPlan, LADDER, ladderPlan, NAMED, namedPlan, poolValue, RUN, runPlan, type EvadingCase, type Named } from './_damageAttacks.ts';
import { damageBatch, exact, METRIC, type Cell } from './_damagePipeline.ts';
import { cellTable, DOGFIGHT_COMMITS, DOGFIGHT_ORDERS, exactCell, firstPool, PD_SQUADRONS, ratingDamage, SHIP_STATES, trackLosses, weaponDamageChance, type PdSquadron, type ShipState } from './_damageTables.ts';

const cardName = (id: string) => CARDS.get(id)!.name;
const SPLIT_NAMES = ['1/3', '1/2', '2/3'] as const;
const STATE_NAMES: Record<ShipState, string> = { fresh: 'fresh', example: 'the example (Thrusters 1)', 'one-left': 'one rating box left', 'none-left': 'no rating left' };
const DEFENSES = [4, 3, 2, 1] as const;
const MARINES = [1, 2, 3, 4] as const;
const BIDS = [0, 1, 2] as const;
/** The Wyvern's Defense as it falls, with the squadron bidding 2 Fuel, 2/3 into Attack (the heuristic's commit bids all 3: ai.ts). */
const WYVERN_DEFENSES = [2, 1, 0] as const;

const netWord = (net: number) => (net < 0 ? `minus-${-net}` : net === 0 ? '0' : `plus-${net}`);
const signedNet = (net: number) => (net > 0 ? `+${net}` : `${net}`);
const samePool = (a: PoolParams, b: PoolParams) => a.base === b.base && a.flex === b.flex && a.macro === b.macro;
const poolText = (p: PoolParams) => `${p.base}B${p.flex ? ` ${p.flex}F` : ''}${p.macro ? ` ${p.macro > 0 ? '+' : ''}${p.macro}M` : ''}`;

export const ladderArmId = (net: number) => `net-${netWord(net)}`;
export const ratingArmId = (ship: string, state: ShipState) => `rating-${ship}-${state}`;
export const pdArmId = (squadron: PdSquadron, defense: number) => `pd-${squadron}-defense-${defense}`;
export const boardArmId = (marines: number, defense: number) => `board-${marines}-marines-defense-${defense}`;
export const firefightArmId = (marines: number, boarders: number) => `firefight-${marines}-marines-${boarders}-boarders`;
export const bombArmId = (bid: number, split: number, defense: number) => `bomb-bid-${bid}-share-${split}-defense-${defense}`;
export const dogfightArmId = (commits: string, order: string) => `dogfight-${commits}-${order}`;

/** The reference rung first (the experiment's baseline: Optimum Range, fore arc, net -1), then the rest of the ladder. */
const REFERENCE_NET = -1;
const LADDER_ARMS: ArmSpec<Cell>[] = [REFERENCE_NET, ...LADDER.filter((n) => n !== REFERENCE_NET)].map((net) => ({
  id: ladderArmId(net),
  label: `JW-077 net Attack Modifier ${signedNet(net)} (${poolText(ladderPlan(net).poolParams)})`,
  params: { part: 'ladder', net },
  coords: { part: 'ladder', 'net modifier': net },
  baseline: net === REFERENCE_NET ? null : ladderArmId(REFERENCE_NET),
}));

const OTHER_ATTACK_ARMS: ArmSpec<Cell>[] = [
  { id: 'run-as-ruled', label: 'JW-078 Bombing Run Attack, aft arc at Short Range, as ruled', params: { part: 'window', counted: false }, coords: { part: 'window', reading: 'as ruled' }, baseline: null },
  { id: 'run-arc-range-counted', label: 'JW-078 the same, arc and range counted', params: { part: 'window', counted: true }, coords: { part: 'window', reading: 'arc and range counted' }, baseline: 'run-as-ruled' },
  ...EVADING_CASES.map((c): ArmSpec<Cell> => ({
    id: `evading-${c}`,
    label: { incoming: 'JW-132 Particle Cannon on the Javelin', evading: 'JW-132 Particle Cannon on the Javelin, Evading', forgone: "JW-132 the Javelin's Beam shot Evading gives up" }[c],
    params: { part: 'evading', case: c },
    coords: { part: 'evading', case: c },
    baseline: c === 'evading' ? 'evading-incoming' : null,
  })),
];

const RATING_ARMS: ArmSpec<Cell>[] = [
  ...SHIP_STATES.map((state) => ({ ship: 'tengu' as const, state })),
  { ship: 'alexander' as const, state: 'none-left' as const },
].map(({ ship, state }) => ({
  id: ratingArmId(ship, state),
  label: `JW-083 ${cardName(ship)}, ${STATE_NAMES[state]}`,
  params: { part: 'rating', ship, state },
  coords: { part: 'rating', ship: cardName(ship), state: STATE_NAMES[state] },
  baseline: ship === 'tengu' && state !== 'fresh' ? ratingArmId('tengu', 'fresh') : null,
}));

const PD_ARMS: ArmSpec<Cell>[] = PD_SQUADRONS.flatMap((squadron) =>
  DEFENSES.map((defense) => ({
    id: pdArmId(squadron, defense),
    label: `JW-093 Point Defense ${defense} on the ${cardName(squadron)}`,
    params: { part: 'point-defense', squadron, defense },
    coords: { part: 'point-defense', squadron: cardName(squadron), Defense: defense },
    baseline: null,
  })),
);

const BOARD_ARMS: ArmSpec<Cell>[] = MARINES.flatMap((marines) =>
  DEFENSES.map((defense) => ({
    id: boardArmId(marines, defense),
    label: `JW-094 ${marines} Marines board a Defense ${defense} Tengu`,
    params: { part: 'boarding', marines, defense },
    coords: { part: 'boarding', 'Marines committed': marines, Defense: defense },
    baseline: null,
  })),
);

const FIREFIGHT_ARMS: ArmSpec<Cell>[] = MARINES.flatMap((marines) =>
  MARINES.map((boarders) => ({
    id: firefightArmId(marines, boarders),
    label: `JW-095 firefight, ${marines} Marines against ${boarders} Boarders`,
    params: { part: 'firefight', marines, boarders },
    coords: { part: 'firefight', Marines: marines, Boarders: boarders },
    baseline: null,
  })),
);

const BOMB_ARMS: ArmSpec<Cell>[] = [
  ...BIDS.flatMap((bid) =>
    [0, 1, 2].map((split): ArmSpec<Cell> => ({
      id: bombArmId(bid, split, 3),
      label: `JW-104 Bombing Run, bid ${bid}, Attack ${SPLIT_NAMES[split]}`,
      params: { part: 'bombing', bid, split, defense: 3 },
      coords: { part: 'bombing', 'Fuel bid': bid, 'Attack share': SPLIT_NAMES[split] },
      baseline: null,
    })),
  ),
  ...WYVERN_DEFENSES.map((defense): ArmSpec<Cell> => ({
    id: bombArmId(2, 2, defense),
    label: `JW-104 Bombing Run, bid 2, Attack 2/3, the Wyvern at Defense ${defense}`,
    params: { part: 'bombing', bid: 2, split: 2, defense },
    coords: { part: 'bombing-defense', Defense: defense },
    baseline: bombArmId(2, 2, 3),
  })),
];

const DOGFIGHT_ARMS: ArmSpec<Cell>[] = DOGFIGHT_COMMITS.flatMap((commits) =>
  DOGFIGHT_ORDERS.map((order) => ({
    id: dogfightArmId(commits, order),
    label: `JW-105 Dogfight, ${commits} commits, ${order === 'initiative' ? 'weapon initiative' : 'simultaneous'}`,
    params: { part: 'dogfight', order, commits },
    coords: { part: 'dogfight', commits, order: order === 'initiative' ? 'weapon initiative' : 'simultaneous' },
    baseline: order === 'initiative' ? null : dogfightArmId(commits, 'initiative'),
  })),
);

export const ARMS: ArmSpec<Cell>[] = [...LADDER_ARMS, ...OTHER_ATTACK_ARMS, ...RATING_ARMS, ...PD_ARMS, ...BOARD_ARMS, ...FIREFIGHT_ARMS, ...BOMB_ARMS, ...DOGFIGHT_ARMS];

const arm = (result: ExperimentResult, id: string) => result.arms.find((a) => a.id === id)!;
const pct = (p: number) => percent(p, 1);
const num = (x: number, d = 3) => shown(x, d);
const cellOf = (id: string) => ARMS.find((a) => a.id === id)!.params as Cell;
const ex = (id: string) => exact(cellOf(id));
const dPlus = (m: [number, number, number, number]) => 1 - m[0];
const tPlus = (m: [number, number, number, number]) => m[2] + m[3];

/**
 * The sampled check: how many exact values (P(hit), mean loss, P(out), attacker loss) lie inside their arm's 95%
 * interval, and the largest miss in standard errors (of the exact value for a proportion, of the sample for a mean).
 */
function sampledCheck(result: ExperimentResult): string {
  let inside = 0;
  let checked = 0;
  let worst = 0;
  for (const spec of ARMS) {
    const a = arm(result, spec.id);
    const e = exact(spec.params as Cell);
    for (const [value, metric] of [[e.hit, METRIC.hit], [e.loss, METRIC.loss], [e.out, METRIC.out], [e.attackerLoss, METRIC.attackerLoss]] as const) {
      const m = a.metrics[metric] as ProportionMetric | MeanMetric;
      checked++;
      if (value >= m.ci[0] - 1e-12 && value <= m.ci[1] + 1e-12) inside++;
      const estimate = m.kind === 'proportion' ? m.p : m.mean;
      const se = m.kind === 'proportion' ? Math.sqrt((value * (1 - value)) / m.n) : m.sd / Math.sqrt(m.n);
      if (se > 0) worst = Math.max(worst, Math.abs(estimate - value) / se);
    }
  }
  const n = result.arms[0].trials;
  return `Sampled check (the same cells played ${n.toLocaleString('en-US')} times each by the pipeline's sampler or the game's own dice, seed ${result.seed}): ${inside} of ${checked} exact values (each of the ${ARMS.length} arms' P(the target loses something), mean loss, P(out) and the attacker's mean loss) lie inside their 95% intervals, and the farthest is ${shown(worst, 1)} standard errors off. The arms share their dice streams (common random numbers): every table cell whose first roll is the same pool rolls the same dice for it, trial by trial, so such cells miss together, and these are not ${checked} independent checks. Every number below is exact, so it carries no interval.`;
}

/** JW-077 and JW-134: the ladder, the named modifiers on it, Targeted:X. */
function ladderAnswer(): string[] {
  const rung = (net: number) => ex(ladderArmId(net));
  const show = (net: number) => `${pct(dPlus(rung(net).magnitude!))} / ${pct(tPlus(rung(net).magnitude!))} / ${num(rung(net).loss)}`;
  const ladder = LADDER.map((net) => `${signedNet(net)} (${poolText(ladderPlan(net).poolParams)}) ${show(net)}`).join('; ');
  const names = (Object.keys(NAMED) as Named[]).filter((n) => n !== 'baseline' && !n.startsWith('targeted'));
  const named = names.map((n) => `${NAMED[n].label}: net ${signedNet(namedPlan(n).net)}, ${show(namedPlan(n).net)}`).join('; ');
  const landed = (Object.keys(NAMED) as Named[]).every((n) => samePool(namedPlan(n).poolParams, ladderPlan(namedPlan(n).net).poolParams));
  const step = (net: number) => `${signedNet(net - 1)} to ${signedNet(net)}: ${shown(100 * (dPlus(rung(net).magnitude!) - dPlus(rung(net - 1).magnitude!)), 1)} pp, ${num(rung(net).loss - rung(net - 1).loss)} boxes`;
  const targeted = [1, 2, 3, 4].map((x) => ({ x, net: namedPlan(`targeted-${x}` as Named).net }));
  const stacks = targeted.map(({ x, net }) => `Targeted:${x} (net ${signedNet(net)}) ${num(rung(net).loss)} boxes, +${num(rung(net).loss - rung(net - 1).loss)} for that Combined Attack`).join('; ');
  const reference = CARDS.get('valiant') as CapitalCard;
  return [
    `JW-077, each Attack Modifier (exact, the attack pipeline: one Fire Control of the ${cardName('javelin')}'s Kinetic Cannon, AC 3, Macro 0, at a fresh ${cardName('valiant')}, Structure ${reference.structure.length}; P(a D or better) / P(a T or better) / boxes marked, each Critical Hit counted as the rating box it marks). The net modifier goes through the table (-n: -nM; +1: +1B; +2: +1B +1F; +3: +1B +1F +1M), so the ladder of nets is the whole answer: ${ladder}. The named modifiers from the baseline, Optimum Range on the fore arc (its Armor 1 makes it net -1: ${show(-1)}), ${landed ? 'each land on their rung exactly (same pool, same numbers)' : 'land on these rungs (NOT every one with the rung\'s pool: see the test)'}: ${named}. Armor is the same ladder read down: each rating is one rung (the fore arc's Armor 1 costs ${num(rung(0).loss - rung(-1).loss)} boxes against an unarmoured arc).`,
    `JW-077, the shape: the rungs are not equal. Below 0 each rung is one -1M die, which lowers a set whose Value it shows (${[0, -1, -2, -3].map(step).join('; ')}: each penalty costs a little less than the one before it); the first bonus is a Base die (${step(1)}), the second a Flex die (${step(2)}), the third and beyond only Macro dice, which never make a set of their own (${step(3)}). So from Optimum Range on the fore arc, Short Range or a flank shot (net 0) adds ${num(rung(0).loss - rung(-1).loss)} boxes, an aft shot (net +2) ${shown(rung(2).loss / rung(-1).loss, 1)}x the boxes.`,
    `JW-134, Targeted:X (States › Targeted: +X to every attack on the ship until the End Phase; one more per Combined Attack), on the same reference attack from Optimum Range on the fore arc: ${stacks}. So a first Combined Attack only cancels the fore Armor here; the second and third, which reach the Base and Flex dice, add the most to every later attack on the ship that turn, and a fourth adds only a Macro die. From a net of 0 (Short Range, say) the first stack would be the Base die's +${num(rung(1).loss - rung(0).loss)}. The stacking value is this per later attack times the attacks that follow on the ship that turn, which is a question for the full game, not for one attack.`,
  ];
}

/** JW-078: the Bombing Run and Dogfight windows. */
function windowAnswer(): string {
  const ruled = ex('run-as-ruled');
  const counted = ex('run-arc-range-counted');
  const runSame = samePool(runPlan(false, 'short', 'aft', 0).poolParams, runPlan(false, 'optimum', 'fore', 0).poolParams);
  const dogSame = samePool(dogfightPlan('short').poolParams, dogfightPlan('optimum').poolParams);
  return `JW-078, "do not apply during Dogfight and Bombing action resolutions" (exact, the pipeline): a Bombing Run's Attack plans ${runSame ? 'the same dice' : 'DIFFERENT dice'} at Short Range on the aft arc as at Optimum Range on the fore arc with the same Armor (${poolText(runPlan(false, 'short', 'aft', 0).poolParams)} for Attack ${RUN.attack}), and a Dogfight Attack ${dogSame ? 'the same' : 'DIFFERENT dice'} at Short Range as at Optimum Range (${poolText(dogfightPlan('short').poolParams)}): the engine adds range and arc only in the Activation window (attackPool.ts; Armor still applies, as the Bombing Run says). What the note is worth: the ${cardName(RUN.squadron)}'s run on the ${cardName(RUN.target)}'s aft arc (Attack ${RUN.attack} against its Defense pool ${RUN.defense}, the heuristic's commits), as ruled net +${runPlan(false).net} (Bombing +${MODIFIER.bombing}, aft Armor 0; ${poolText(runPlan(false).poolParams)}): P(D+) ${pct(dPlus(ruled.magnitude!))}, ${num(ruled.loss)} boxes; with the aft arc's +${MODIFIER.aftArc} and Short Range's +${MODIFIER.shortRange} counted, net +${runPlan(true).net} (${poolText(runPlan(true).poolParams)}): ${pct(dPlus(counted.magnitude!))}, ${num(counted.loss)} boxes (${shown(counted.loss / ruled.loss, 2)}x). So the note costs a run from the aft ${shown((100 * (counted.loss - ruled.loss)) / counted.loss, 0)}% of the boxes it would mark and ${shown(100 * (dPlus(counted.magnitude!) - dPlus(ruled.magnitude!)), 1)} pp of its chance of a D or better: a run's pool is already past the Base and Flex rungs, so the extra +3 would only be Macro dice.`;
}

/** JW-132: the Evading trade. */
function evadingAnswer(): string {
  const e = (c: EvadingCase) => ex(`evading-${c}`);
  const saved = e('incoming').loss - e('evading').loss;
  const forgone = e('forgone').loss;
  return `JW-132, Evading's trade (exact, the pipeline): the ${cardName('valiant')}'s Particle Cannon (AC 3, Macro 1) at the ${cardName('javelin')}'s fore arc from Optimum Range (${poolText(evadingPlan('incoming').poolParams)}) marks ${num(e('incoming').loss)} boxes (P(D+) ${pct(dPlus(e('incoming').magnitude!))}), and ${num(e('evading').loss)} (${pct(dPlus(e('evading').magnitude!))}) when the Javelin Evades (Evasive, traits-1: an opposed roll against its Skill ${CARDS.get('javelin')!.skill}): ${num(saved)} boxes saved per such attack (${shown((100 * saved) / e('incoming').loss, 0)}%). Fire Control 1 costs the Javelin its second Fire Control: its Beam Projector (AC 2) at the Valiant from Optimum Range, fore arc (${poolText(evadingPlan('forgone').poolParams)}, with its re-roll), ${num(forgone)} boxes; its Kinetic Cannon shot (the ladder's net -1 rung, ${num(ex(ladderArmId(-1)).loss)}) it keeps. So Evading pays when the Javelin expects more than ${shown(forgone / saved, 2)} such attacks before the End Phase (it lasts the turn; missiles are not evaded under traits-1). Not counted: that Evading needs the Action (nothing else declared), and a Crippled or Captured ship has Fire Control 1 anyway.`;
}

/** JW-083, JW-084, JW-085: Rating Damage by rating, spills and overflow, weapon damage. */
function ratingAnswer(): string[] {
  const tracks = (ship: 'tengu' | 'alexander', state: ShipState) => {
    const table = cellTable({ part: 'rating', ship, state });
    return { table, losses: trackLosses(table, exactCell({ part: 'rating', ship, state }, table).states), d: ratingDamage(table) };
  };
  const rows = SHIP_STATES.map((state) => ({ state, ...tracks('tengu', state) }));
  const fresh = rows[0];
  const byTrack = rows.map((r) => `${STATE_NAMES[r.state]} ${r.losses.slice(0, 4).map((x) => num(x)).join(' / ')}`).join('; ');
  const dShare = fresh.d.perTrack.slice(1, 4).map((x) => num(x)).join(' / ');
  // The Critical Hits' boxes: what each rating lost beyond its D results (the fresh Tengu has a box on every rating, so none spills).
  const critical = [1, 2, 3].map((t) => fresh.losses[t] - fresh.d.perTrack[t]);
  const pool = poolText(firstPool(fresh.table));
  const spill = rows.slice(1).map((r) => `${STATE_NAMES[r.state]}: a D spills to another rating in ${pct(r.d.spill)} of attacks, to Structure in ${pct(r.d.overflow)} (${num(r.d.overflowed)} Structure per attack from D results)`).join('; ');
  const none = rows[3];
  const alexander = tracks('alexander', 'none-left');
  const weapon = (id: string) => ex(id).weapon;
  return [
    `JW-083, Rating Damage by rating (exact, the game: the ${cardName('javelin')}'s Kinetic Cannon 4" off a Tengu's side, net +2, ${pool}; jobs.ts resolves the hit, its Critical Hits and any weapon-damage d6; boxes marked per attack on Structure / Defense / Sensors / Thrusters): ${byTrack}. On the fresh Tengu the D results' Values spread Rating Damage evenly (${dShare} on Defense / Sensors / Thrusters: 1-2, 3-4, 5-6), and the Critical Hits of its T and Q results (${num(critical[0] + critical[1] + critical[2])} boxes per attack, ${num(critical[0])} of them on Defense) go to the strongest rating (Defense 4, then Defense again on a tie with Sensors 3), the engine's fixed choice for the attacker's "Inflict one Rating Damage, attacker's choice". The attacker's other option, Marines instead of the Value's rating, is never taken (Marines lose ${num(fresh.losses[4])}).`,
    `JW-084, spill and overflow (exact, each D result resolved in the engine's order, damage.ts): ${spill}. The Rating Damage example's own case ([D5,D6] with Thrusters 1) is the ${pct(rows[1].d.spill)}; the engine sends a spilled D to the rating with the most boxes left where the rulebook randomises it ("randomized to any remaining Ratings"), which moves the box between ratings, never its count. With no rating left every D becomes Structure: the Tengu loses ${num(none.losses[0])} Structure per attack against ${num(fresh.losses[0])} fresh (${shown(none.losses[0] / fresh.losses[0], 1)}x), so a ship stripped of its ratings loses its Structure about that much faster to the same guns.`,
    `JW-085, weapon damage (exact, the game's d6, jobs.ts): a Critical Hit that reaches a weapon damages it ${pct(weaponDamageChance(false))} of the time (${WEAPON_DAMAGE_ON}+ on 1d6: 1/3), a Spinal weapon ${pct(weaponDamageChance(true))} (${SPINAL_WEAPON_DAMAGE_ON}+: 1/6). The engine's fixed Critical Hit choice reaches a weapon only when Defense, Sensors and Thrusters (and any System Trait) are all 0, and then takes the card's first undamaged weapon (every Critical Hit of the hit rolls for that one): the reference attack damages a weapon of a Tengu with no rating left in ${pct(weapon(ratingArmId('tengu', 'none-left')))} of attacks, with one rating box left ${pct(weapon(ratingArmId('tengu', 'one-left')))}, a fresh one ${pct(weapon(ratingArmId('tengu', 'fresh')))}; an ${cardName('alexander')} with no rating left (${poolText(firstPool(alexander.table))}: its side Armor 1) ${pct(weapon(ratingArmId('alexander', 'none-left')))}, its first weapon being its Spinal laser (6+): a human attacker would choose a weapon that breaks on 5+.`,
  ];
}

/** JW-093: Point Defense as Defense falls. */
function pointDefenseAnswer(): string {
  const rows = PD_SQUADRONS.map((sq) => {
    const c = CARDS.get(sq) as { structure: number; skill: number };
    const cells = DEFENSES.map((d) => ex(pdArmId(sq, d)));
    return `the ${cardName(sq)} (Structure ${c.structure}${sq === 'cega-fighter-squadron' ? `, Evasive: an opposed roll against its Skill ${c.skill}` : ''}): Structure lost ${cells.map((e) => num(e.loss)).join(' / ')}, destroyed ${cells.map((e) => pct(e.out)).join(' / ')}`;
  });
  // The Defense box whose loss takes the most off the Pathfinder's expected Structure loss.
  const drops = DEFENSES.slice(0, -1).map((d, i) => ({ from: d, to: DEFENSES[i + 1], drop: ex(pdArmId('pathfinder', d)).loss - ex(pdArmId('pathfinder', DEFENSES[i + 1])).loss }));
  const steepest = drops.reduce((a, b) => (b.drop > a.drop ? b : a));
  return `JW-093, Point Defense as the Defense falls (exact, the game: the Tengu's implicit weapon, AS = its current Defense, +${MODIFIER.shortRange} at Short Range, on a squadron 2" away; by Defense ${DEFENSES.join(' / ')}): ${rows.join('; ')}. Defense 0 makes no Point Defense attack at all. Each point of Defense lost takes one Base die off the ship's Point Defense, its bombing pool (below) and its missile defence; Point Defense loses most from Defense ${steepest.from} to ${steepest.to} (${num(steepest.drop)} Structure per attack on the Pathfinder, ${drops.map((d) => num(d.drop)).join(' / ')} per point of Defense lost, from Defense 4 down). Not modelled: Point Defense's +1 per friendly capital ship within 3" (the table here has one ship), and a squadron that Boosted in (+1F to its Evasive roll).`;
}

/** JW-094 and JW-095: boarding and the firefight. */
function boardingAnswer(): string[] {
  const boarding = MARINES.map((m) => `${m} committed: lost ${DEFENSES.map((d) => num(ex(boardArmId(m, d)).loss, 2)).join(' / ')}, all lost ${DEFENSES.map((d) => pct(ex(boardArmId(m, d)).out)).join(' / ')}`).join('; ');
  const captured = MARINES.map((m) => `${m} Marines: ${MARINES.map((b) => pct(ex(firefightArmId(m, b)).out)).join(' / ')}`).join('; ');
  const losses = MARINES.map((m) => `${m} against ${m}: ${num(ex(firefightArmId(m, m)).loss, 2)} and ${num(ex(firefightArmId(m, m)).attackerLoss, 2)}, Captured ${pct(ex(firefightArmId(m, m)).out)}`).join('; ');
  return [
    `JW-094, boarding through Point Defense (exact, the game: boarding.ts, the target's Point Defense, AS = Defense, +1 at Short Range, on the committed Marines as a squadron; D -1, T -3, Q+ -5 Marines; by the Tengu's Defense ${DEFENSES.join(' / ')}): ${boarding}. The losses depend on the Defense alone until the party is wiped: a party of 4 loses ${num(ex(boardArmId(4, 4)).loss, 2)} Marines to a Defense 4 ship and ${num(ex(boardArmId(4, 1)).loss, 2)} to a Defense 1 ship (2 dice: only a D). The heuristic's estimate when it decides to board (about one lost per two Defense, ai.ts scoreBoard: ${DEFENSES.map((d) => num(d / 2, 1)).join(' / ')}) ${DEFENSES.every((d) => d / 2 > ex(boardArmId(4, d)).loss) ? 'is above' : 'is not always above'} the exact loss of a party of 4 at every Defense (${DEFENSES.map((d) => num(ex(boardArmId(4, d)).loss, 2)).join(' / ')}), so its test for boarding is stricter than the exact losses would make it.`,
    `JW-095, the firefight, both sides Engage (exact, the game: each side rolls its Marines or Boarders as the Base Pool, D -1, T -2, Q+ every one; both roll before either loses anyone): P(the ship Captured) by its defending Marines (rows) against Boarders ${MARINES.join(' / ')}: ${captured}. Marines lost and Boarders lost when the sides are equal: ${losses}. A side of 1 rolls 2 dice (Dice System › Base Pool of 1), as a side of 2 does, and a T (-2) needs 3 dice and a Q (all) 4, so a side of 1 or 2 takes at most 1 a round. Defend and Sabotage, the players' secret choices, are weighed by jw-boarding-firefight (JW-096), which solves the firefight as a game.`,
  ];
}

/** JW-104: the bombing pools. */
function bombingAnswer(): string {
  const pathfinder = CARDS.get('pathfinder')!;
  // Bombing Run step 3: the chosen weapon's AC (its Kinetic Cannon, the one exchanges.ts picks) + Skill + the Fuel bid.
  const base = pathfinder.weapons.find((w) => w.id === 'kinetic-cannon')!.ac + pathfinder.skill;
  const attackDice = (bid: number, split: number) => Math.round((base + bid) * SPLITS[split]);
  const grid = BIDS.map((bid) => `bid ${bid} (pool ${base + bid}): ${[0, 1, 2].map((s) => `${SPLIT_NAMES[s]} ${num(ex(bombArmId(bid, s, 3)).loss)} (Attack ${attackDice(bid, s)})`).join(', ')}`).join('; ');
  const byAttack = new Map<number, number>();
  for (const bid of BIDS) for (const s of [0, 1, 2]) byAttack.set(attackDice(bid, s), ex(bombArmId(bid, s, 3)).loss);
  const ladder = [...byAttack.entries()].sort((a, b) => a[0] - b[0]).map(([dice, loss]) => `${dice} dice ${num(loss)}`).join(', ');
  const lost = Math.max(...BIDS.flatMap((bid) => [0, 1, 2].map((s) => ex(bombArmId(bid, s, 3)).attackerLost)));
  const risk = BIDS.map((bid) => `bid ${bid}: ${[0, 1, 2].map((s) => num(ex(bombArmId(bid, s, 3)).attackerLoss)).join(' / ')}`).join('; ');
  const wyvern = CARDS.get('wyvern') as CapitalCard;
  const shipPools = (d: number) => {
    const total = wyvern.weapons[0].as + d;
    const attack = Math.round(total * SPLITS[0]);
    return `pool ${total}: Attack ${attack}, Defense ${total - attack}`;
  };
  const falling = [3, ...WYVERN_DEFENSES].map((d) => `Defense ${d} (${shipPools(d)}): ${num(ex(bombArmId(2, 2, d)).loss)} boxes, ${num(ex(bombArmId(2, 2, d)).attackerLoss)} Structure to the squadron`).join('; ');
  return `JW-104, the bombing pools (exact, the game: the ${cardName('pathfinder')}'s Bombing Run on the ${cardName('wyvern')}'s fore arc, Kinetic Cannon AC ${base - pathfinder.skill} + Skill ${pathfinder.skill} + its Fuel bid, split into Attack and Defense (rounded); the Wyvern's Mass Driver AS ${wyvern.weapons[0].as} + its Defense 3 = ${wyvern.weapons[0].as + 3}, the heuristic ship putting 1/3 into Attack; both opposed rolls simultaneous; the squadron starts inside Point Defense range, so no autofire). Boxes marked on the Wyvern by bid and the squadron's Attack share: ${grid}. The squadron's Structure lost (of 3) by share 1/3 / 1/2 / 2/3: ${risk}; ${lost === 0 ? 'it is never destroyed here' : `it is destroyed in ${pct(lost)} of runs at most`} (the ship's 1-die Attack rolls 2 dice, Base Pool of 1, and makes at most a D against Structure 3). The boxes depend only on the Attack dice the split leaves, ${ladder}; each Fuel die adds one to the pool, and a larger Attack share costs the squadron only its thinner Defense pool against the ship's one Attack die. As the Wyvern's Defense falls, its pool shrinks with it (squadron at 2 Fuel, 2/3): ${falling} (a pool of 1 rolls 2 dice; an Attack of 0 makes no attack).`;
}

/** JW-105: weapon initiative in a Dogfight. */
function dogfightAnswer(): string {
  const rows = DOGFIGHT_COMMITS.map((commits) => {
    const first = ex(dogfightArmId(commits, 'initiative'));
    const both = ex(dogfightArmId(commits, 'simultaneous'));
    return `${commits === 'heuristic' ? "the heuristic's commits (both bid all their Fuel, 3; the interceptor 2/3 into Attack, the defender 1/2)" : 'both 2 Fuel, 1/2 into Attack'}: the CEGA fighter is destroyed ${pct(first.out)} either way; the Jovian fighter ${pct(first.attackerLost)} in initiative order against ${pct(both.attackerLost)} simultaneously (${num(first.attackerLoss)} against ${num(both.attackerLoss)} Structure lost)`;
  });
  const saved = ex(dogfightArmId('heuristic', 'simultaneous')).attackerLost - ex(dogfightArmId('heuristic', 'initiative')).attackerLost;
  return `JW-105, weapon initiative (exact, the game: a ${cardName('jovian-fighter-squadron')} (Beam Projector AS 3, initiative 1) intercepts a ${cardName('cega-fighter-squadron')} (Kinetic Cannon AS 3 with Snub, initiative 3), both Structure 2, Skill 2, Evasive (+1 Defense); "If a Squadron is destroyed before it can act, it does not get to attack"): ${rows.join('; ')}. Striking first is worth ${shown(100 * saved, 1)} pp of the Beam squadron's survival with the heuristic's commits: the fights in which its Beam destroys the CEGA fighter whose attack would have destroyed it; the first striker's own damage does not change. Lances (simultaneous) and missiles (last) are not in this pair.`;
}

/** JW-114: Ace, kernel only. */
function aceAnswer(): string {
  const skill = [1, 2, 3, 4].map((k) => `Skill ${k} ${pct(poolValue(k).success)} to ${pct(poolValue(k + 1).success)}`).join(', ');
  const damage = [2, 3, 4].map((b) => `${b} to ${b + 1} dice ${num(poolValue(b).damage)} to ${num(poolValue(b + 1).damage)}`).join(', ');
  return `JW-114, Ace (+1d6 on the Base Pool for all rolls; exact, the d6sets kernel; no card has Ace and the game does not play it, so this is the dice alone): P(D+) of a Skill Test ${skill}; damage per roll (D 1, T 2, Q 3) ${damage}. Two cases where it does less: an Ace of Skill 1 gains nothing (a Base Pool of 1 already rolls 2 dice), and where a Base of 1 meets a negative Macro (ignored at Base 1) the Ace's second Base die brings the Macro back: 1 Base with -1M ${pct(poolValue(1, -1).success)}, 2 Base with -1M ${pct(poolValue(2, -1).success)}, so the Ace rolls worse.`;
}

const NOT_ANSWERED = [
  "JW-082 (resolve a hit's results lowest magnitude first) is answered by jw-damage-order: the engine resolves them in the rulebook's order (damage.ts damageCapital) and (since jw-scenarios, catastrophic-timing=immediate) makes each Catastrophic Damage roll as a result calls for it; under catastrophic-timing=after-hit (every roll after the whole hit and its Critical Hits) the order changes no number that matters (resolving the results highest first gives the same Structure lost, Critical Hits and overflow on every capital card, from every state of its Defense, Sensors and Thrusters, for every result of up to 8 dice on the standard, Particle Cannon and Mass Driver tables: the jw-damage-pipeline test checks it); jw-damage-order measures the order with the roll made as each result calls for it, which the rulebook's reason for the order needs.",
  "JW-115 (Shield: \"[D+] Results with values of [1] or [2] do one less damage\") is answered by jw-shield, exactly under both readings of \"one less damage\" on a capital ship (src/systems/jovian-wars/shield.ts: one-less, the default, one fewer box with Critical Hits kept; step-down, every shielded result one Magnitude lower); no shipped card has Shield, so the game does not play it.",
  'Rules at their default readings (traits-1, opposed=steps, squadron-damage=1-2-3, armor=modifier, mass-driver-d=spills, bombing-armor=applies, catastrophic-traits=ratings). Fixed choices the engine makes for a player, named where they act: Critical Hits on the strongest rating then the first undamaged weapon, a spilled Rating Damage to the rating with most boxes, never Marines; the Bombing Run and Dogfight commits are the ones named. The cards are the shipped ones (Javelin and Tengu partly printed, the rest illustrative; the Marines tracks of 4 are illustrative).',
];

export function answer(result: ExperimentResult): string[] {
  return [sampledCheck(result), ...ladderAnswer(), windowAnswer(), ...ratingAnswer(), pointDefenseAnswer(), ...boardingAnswer(), bombingAnswer(), dogfightAnswer(), evadingAnswer(), aceAnswer(), ...NOT_ANSWERED];
}

export default defineExperiment<Cell>({
  id: 'jw-damage-pipeline',
  title: 'The damage pipeline: modifiers, rating damage, Point Defense, boarding, bombing and dogfights',
  question:
    'What does each step between the dice and the damage do to one attack: each Attack Modifier (JW-077, JW-078, JW-134), Rating Damage and its overflow (JW-083, JW-084), weapon damage (JW-085), Point Defense as Defense falls (JW-093), boarding and firefights (JW-094, JW-095), the bombing pools (JW-104), weapon initiative (JW-105), Ace (JW-114) and Evading (JW-132)?',
  source: {
    rulebook: '002_f697cf6215cb147c.txt',
    section: 'Attack › Attack Modifier; Damage; Damage Types › Rating Damage; Weapons › Point Defense; Action › Board; States › Boarded; Bombing Run; Dogfight › Weapon Initiative; Traits › Ace; Generic Special Actions › Evading, Combined Attack',
    catalogue: ['JW-077', 'JW-078', 'JW-083', 'JW-084', 'JW-085', 'JW-093', 'JW-094', 'JW-095', 'JW-104', 'JW-105', 'JW-114', 'JW-132', 'JW-134'],
  },
  arms: ARMS,
  metrics: {
    [METRIC.hit]: { kind: 'proportion', label: 'Target loses something' },
    // Boxes on a capital ship (all five tracks), Structure of a squadron, Marines of a boarding party or of the defenders:
    // one metric for every part, so its unit names all three (each chart's title says which it shows). A label and unit
    // that read once as an axis's "label (unit)".
    [METRIC.loss]: { kind: 'mean', label: 'Target loss', unit: 'boxes, Structure or Marines lost' },
    [METRIC.structure]: { kind: 'mean', label: 'Structure lost by the target', unit: 'boxes' },
    // Capital ship Crippled or Destroyed; squadron Destroyed; boarding party all lost; boarded ship Captured.
    [METRIC.out]: { kind: 'proportion', label: 'Target out' },
    [METRIC.weapon]: { kind: 'proportion', label: 'A weapon of the target damaged' },
    [METRIC.attackerLost]: { kind: 'proportion', label: 'Attacker lost (squadron or Boarders)' },
    [METRIC.attackerLoss]: { kind: 'mean', label: "Attacker's loss", unit: 'Structure or Boarders lost' },
  },
  batch: damageBatch(),
  precision: { budget: 65_536 },
  chunkSize: 8192,
  answer,
  charts: [
    { kind: 'sweep', metric: METRIC.loss, x: 'net modifier', where: { part: 'ladder' }, title: 'JW-077: boxes per Fire Control by net Attack Modifier (Javelin Kinetic Cannon on a Valiant)' },
    { kind: 'sweep', metric: METRIC.hit, x: 'net modifier', where: { part: 'ladder' }, title: 'JW-077: P(the Valiant loses a box) by net Attack Modifier' },
    { kind: 'heatmap', metric: METRIC.structure, x: 'state', y: 'ship', where: { part: 'rating' }, title: 'JW-084: Structure lost per attack as the ratings run out' },
    { kind: 'sweep', metric: METRIC.out, x: 'Defense', where: { part: 'point-defense' }, title: 'JW-093: squadron destroyed by Point Defense, by the ship\'s current Defense' },
    { kind: 'heatmap', metric: METRIC.loss, x: 'Marines committed', y: 'Defense', where: { part: 'boarding' }, title: 'JW-094: Marines lost to Point Defense while boarding' },
    { kind: 'heatmap', metric: METRIC.out, x: 'Boarders', y: 'Marines', where: { part: 'firefight' }, title: 'JW-095: ship Captured after one Engage firefight' },
    { kind: 'heatmap', metric: METRIC.loss, x: 'Fuel bid', y: 'Attack share', where: { part: 'bombing' }, title: 'JW-104: boxes marked on the Wyvern by a Bombing Run, by Fuel bid and Attack share' },
    { kind: 'heatmap', metric: METRIC.attackerLost, x: 'order', y: 'commits', where: { part: 'dogfight' }, title: 'JW-105: the Beam fighter destroyed in the Dogfight, initiative order or simultaneous' },
  ],
});
