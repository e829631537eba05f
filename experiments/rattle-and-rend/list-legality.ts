/**
 * Rattle and Rend RR-184 (004_c41133d86b017ece.txt, Three Warband Creation:
 * "Spend 12 POINTS on ELEMENTS ... Warbands must consist of 4 to 8 ELEMENTS.
 * At least 4 points must be spent on FIGHTERS, SHOOTERS, or SKIRMISHERS"):
 * how much do the list-building rules restrict, and which of them binds?
 *
 * Exact, by counting. A composition is how many Elements of each of the seven
 * types a list holds (Champion, Dregs and Ward 1 point; Fighters, Shooters and
 * Skirmishers 2; Heavy 3: data/elements.json) costing exactly 12 points. Each
 * is checked against the 4-8 Elements bound and the 4 core points, first with
 * every Champion standing alone, then with Champions attached to hosts (one
 * each, to a Heavy, Fighters, Shooters or Skirmishers: warband.ts), which under
 * `attached-champion=one-element` (default) takes the attached Champion out of
 * the Element count. Lists are also counted with their options (each
 * Champion's action, each Heavy's trait, each Ward's reaction, as multisets),
 * and with the two Tactics, the Bond and the Reputation.
 *
 * Sampled check: compositions drawn uniformly, built as warband text and put
 * to the engine's own validator (warband.ts parseWarband), alone and with the
 * fewest attachments that bring the count to 8; its acceptance rate must hold
 * the exact share inside its interval.
 */
import type { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import { defineExperiment, type BatchFunction, type Params } from '../../src/sim/experiment.ts';
import type { ExperimentResult, ProportionMetric } from '../../src/sim/result.ts';
import { formatProportion, groupThousands, percent } from '../../src/report/format.ts';
import { parseWarband, type RrSide } from '../../src/systems/rattle-and-rend/warband.ts';
import { BONDS, CHAMPION_ACTIONS, ELEMENT_TYPES, HEAVY_TRAITS, MAX_ELEMENTS, MIN_CORE_POINTS, MIN_ELEMENTS, PROFILES, REPUTATIONS, TACTICS, WARBAND_POINTS, WARD_REACTIONS } from '../../src/systems/rattle-and-rend/rules.ts';

/** Element types in rules.ts order: champion, heavy, fighters, shooters, skirmishers, dregs, ward. */
const COST = ELEMENT_TYPES.map((_, t) => PROFILES[t].cost);
const [CHAMPION, HEAVY, FIGHTERS, SHOOTERS, SKIRMISHERS, DREGS, WARD] = [0, 1, 2, 3, 4, 5, 6];
const CORE = [FIGHTERS, SHOOTERS, SKIRMISHERS];
const HOSTS = [HEAVY, FIGHTERS, SHOOTERS, SKIRMISHERS];

/** Every way to spend exactly `points` on the seven types: counts per type. */
export function compositions(points: number = WARBAND_POINTS): number[][] {
  const out: number[][] = [];
  const counts = new Array<number>(COST.length).fill(0);
  const place = (t: number, left: number) => {
    if (t === COST.length) {
      if (left === 0) out.push([...counts]);
      return;
    }
    for (let k = 0; k * COST[t] <= left; k++) {
      counts[t] = k;
      place(t + 1, left - k * COST[t]);
    }
    counts[t] = 0;
  };
  place(0, points);
  return out;
}

export interface Legality {
  elements: number;
  core: number;
  /** Champions that can attach: one per Heavy, Fighters, Shooters or Skirmishers. */
  attachable: number;
  tooFew: boolean;
  tooMany: boolean;
  lowCore: boolean;
  /** Legal with every Champion standing alone. */
  standalone: boolean;
  /** Attachments needed to bring the count to 8 (one-element reading), or -1 when no number of them makes it legal. */
  attach: number;
}

/** The building rules read on one composition (Three Warband Creation; warband.ts). */
export function legality(c: readonly number[]): Legality {
  const elements = c.reduce((a, b) => a + b, 0);
  const core = CORE.reduce((sum, t) => sum + c[t] * COST[t], 0);
  const attachable = Math.min(c[CHAMPION], HOSTS.reduce((sum, t) => sum + c[t], 0));
  const tooFew = elements < MIN_ELEMENTS;
  const tooMany = elements > MAX_ELEMENTS;
  const lowCore = core < MIN_CORE_POINTS;
  const need = Math.max(0, elements - MAX_ELEMENTS);
  const attach = !lowCore && need <= attachable && elements - need >= MIN_ELEMENTS ? need : -1;
  return { elements, core, attachable, tooFew, tooMany, lowCore, standalone: !tooFew && !tooMany && !lowCore, attach };
}

const choose = (n: number, k: number): number => {
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return Math.round(r);
};
/** Lists a composition stands for once each Champion's action, Heavy's trait and Ward's reaction is chosen (multisets). */
export const optionLists = (c: readonly number[]): number =>
  choose(c[CHAMPION] + CHAMPION_ACTIONS.length - 1, c[CHAMPION]) * choose(c[HEAVY] + HEAVY_TRAITS.length - 1, c[HEAVY]) * choose(c[WARD] + WARD_REACTIONS.length - 1, c[WARD]);

/** The warband text of a composition, with `attach` Champions riding the first hosts (first trait of each). */
export function warbandText(c: readonly number[], attach: number): string {
  const entries: string[] = [];
  let riders = attach;
  const champion = `champion(${CHAMPION_ACTIONS[0]})`;
  for (let t = 0; t < c.length; t++) {
    if (t === CHAMPION) continue;
    for (let k = 0; k < c[t]; k++) {
      const name = t === HEAVY ? `heavy(${HEAVY_TRAITS[0]})` : t === WARD ? `ward(${WARD_REACTIONS[0]})` : ELEMENT_TYPES[t];
      const host = HOSTS.includes(t) && riders > 0;
      if (host) riders--;
      entries.push(host ? `${name}+${champion}` : name);
    }
  }
  for (let k = 0; k < c[CHAMPION] - attach; k++) entries.push(champion);
  return entries.join(', ');
}

const ALL = compositions();

/** Whether the engine's validator accepts the text as a 12-point warband. */
function accepted(elements: string): boolean {
  const side = { name: 'sample', elements, tactic1: TACTICS[0], tactic2: TACTICS[1], bond: BONDS[0], reputation: REPUTATIONS[0], focus: 0 } as RrSide;
  try {
    parseWarband(side, 'one-element');
    return true;
  } catch {
    return false;
  }
}

const batch: BatchFunction<Params> = (_params, rng: Xoshiro128, n, tally) => {
  let standalone = 0;
  let attached = 0;
  let agrees = 0;
  for (let i = 0; i < n; i++) {
    const c = ALL[rng.nextBelow(ALL.length)];
    const rule = legality(c);
    const alone = accepted(warbandText(c, 0));
    // The fewest attachments that bring the count to 8 (none when it is 8 or less); the engine says whether that is legal.
    const need = Math.min(rule.attachable, Math.max(0, rule.elements - MAX_ELEMENTS));
    const withRiders = alone || accepted(warbandText(c, need));
    if (alone) standalone++;
    if (withRiders) attached++;
    if (alone === rule.standalone && withRiders === (rule.attach >= 0)) agrees++;
  }
  tally.proportion('standalone', standalone);
  tally.proportion('attached', attached);
  tally.proportion('agrees', agrees);
};

interface Counts {
  all: number;
  standalone: number;
  attached: number;
  tooFew: number;
  tooMany: number;
  lowCore: number;
  tooManyOnly: number;
  lowCoreOnly: number;
  lists: number;
  legalLists: number;
}

export function countAll(): Counts {
  const n: Counts = { all: 0, standalone: 0, attached: 0, tooFew: 0, tooMany: 0, lowCore: 0, tooManyOnly: 0, lowCoreOnly: 0, lists: 0, legalLists: 0 };
  for (const c of ALL) {
    const r = legality(c);
    n.all++;
    if (r.standalone) n.standalone++;
    if (r.attach >= 0) n.attached++;
    if (r.tooFew) n.tooFew++;
    if (r.tooMany) n.tooMany++;
    if (r.lowCore) n.lowCore++;
    if (r.tooMany && !r.lowCore) n.tooManyOnly++;
    if (r.lowCore && !r.tooMany && !r.tooFew) n.lowCoreOnly++;
    const lists = optionLists(c);
    n.lists += lists;
    if (r.standalone) n.legalLists += lists;
  }
  return n;
}

function answer(result: ExperimentResult): string[] {
  const n = countAll();
  const share = (k: number) => percent(k / n.all, 1);
  const metric = (id: string) => result.arms[0].metrics[id] as ProportionMetric;
  const standalone = metric('standalone');
  const attached = metric('attached');
  const agrees = metric('agrees');
  const pairs = (TACTICS.length * (TACTICS.length - 1)) / 2;
  const options = pairs * BONDS.length * REPUTATIONS.length;
  return [
    `There are ${groupThousands(n.all)} ways to spend exactly 12 points on the seven Element types; ${groupThousands(n.standalone)} (${share(n.standalone)}) are legal with every Champion standing alone, ${groupThousands(n.attached)} (${share(n.attached)}) when Champions may attach to hosts (attached-champion=one-element, the default: an attached Champion is not counted as an Element).`,
    `Which rule binds: more than 8 Elements rules out ${groupThousands(n.tooMany)} (${share(n.tooMany)}: lists of many 1-point Champions, Dregs and Wards), fewer than 4 Elements ${groupThousands(n.tooFew)} (12 points buy at least four, four Heavies), and fewer than 4 points of Fighters, Shooters or Skirmishers ${groupThousands(n.lowCore)} (${share(n.lowCore)}); ${groupThousands(n.lowCoreOnly)} (${share(n.lowCoreOnly)}) break the core-points rule alone and ${groupThousands(n.tooManyOnly)} (${share(n.tooManyOnly)}) the 8-Element cap alone. The 8-Element cap rules out the most; attaching Champions (one-element) lets ${groupThousands(n.attached - n.standalone)} more compositions in under it. Without the core rule, ${groupThousands(n.lowCoreOnly)} more would be legal: lists with at most one Fighters, Shooters or Skirmishers.`,
    `With options chosen (each Champion's action of ${CHAMPION_ACTIONS.length}, each Heavy's trait of ${HEAVY_TRAITS.length}, each Ward's reaction of ${WARD_REACTIONS.length}), the legal compositions stand for ${groupThousands(n.legalLists)} distinct Element lists (Champions standing alone) of ${groupThousands(n.lists)}; with ${pairs} Tactic pairs, ${BONDS.length} Bonds and ${REPUTATIONS.length} Reputations (${groupThousands(options)} combinations), ${groupThousands(n.legalLists * options)} warbands. The rulebook prints ${TACTICS.length} Tactics, so ${pairs} pairs, not the 190 (20 Tactics) the catalogue's first estimate of RR-185 assumed; the pairs are counted here, not played (rr-options-tactics rates the Tactics one at a time).`,
    `Sampled check against the engine's own validator (warband.ts), compositions drawn uniformly: accepted alone ${formatProportion(standalone.p, standalone.ci, standalone.n, 'compositions')} (exact ${share(n.standalone)}), with the fewest attachments that bring the count to 8 ${formatProportion(attached.p, attached.ci, attached.n, 'compositions')} (exact ${share(n.attached)}); the validator and the counted rules agree on ${formatProportion(agrees.p, agrees.ci, agrees.n, 'compositions')}.`,
  ];
}

export default defineExperiment({
  id: 'rr-list-legality',
  title: 'Warband building: how much do the 12-point, 4-8 Element and core-points rules restrict?',
  question: 'Of the ways to spend 12 points on Elements, how many make a legal warband, and which rule (4 to 8 Elements, 4 points of Fighters, Shooters or Skirmishers) rules out the most?',
  source: { rulebook: '004_c41133d86b017ece.txt', section: 'Three Warband Creation', catalogue: ['RR-184'] },
  arms: [{ id: 'uniform', label: 'Compositions drawn uniformly', params: {} }],
  metrics: {
    standalone: { kind: 'proportion', label: 'Accepted by the validator, every Champion alone' },
    attached: { kind: 'proportion', label: 'Accepted with the fewest attachments that bring the count to 8' },
    agrees: { kind: 'proportion', label: 'Validator and counted rules agree' },
  },
  batch,
  precision: { budget: 20_000 },
  chunkSize: 5_000,
  charts: [{ kind: 'arms', metric: 'standalone', reference: 'none', title: 'Share of 12-point compositions the validator accepts' }],
  answer,
});
