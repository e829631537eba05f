/**
 * Rattle and Rend: a designer's stat change, answered with full games (004_c41133d86b017ece.txt, Four Elements ›
 * Element Stats: "Every Element is defined by a profile of five statistics"). The same two warbands are played under
 * the printed v03 stat lines and under v03 with the change (variant `stats=v03:TYPE.STAT=VALUE,...`, statLines.ts),
 * paired game by game on the same seeds, both sides by the heuristic player, sides swapped within each pair. The
 * answer is how far the change moves A's score against B, each stat line's verdict against the 45-55% band, and
 * what the change does to one plain attack (exact, from the attack pipeline).
 *
 * The question asked by default follows rr-options-element-costs (RR-002): Shooters came out clearly worth more per
 * point than Fighters (the base warband with Fighters in the Shooters' place scores below 1/2 against it). Would one
 * step worse Fury (12+ instead of 11+) price them alike? Ask your own without editing this file:
 *   npx playtest run rr-stat-lines --set stats=v03:heavy.cost=2 --set a.elements="..." --set b.elements="..."
 * (`a` and `b` are whole warbands: every field of a side file can be set, e.g. --set a.tactic1=zealots; a warband
 * must still spend 12 points at the changed costs.)
 */
import { defineExperiment, type Setup } from '../../src/sim/experiment.ts';
import { matchExperiment } from '../../src/sim/match/matchExperiment.ts';
import type { ArmResult, ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import { InputError } from '../../src/sim/inputError.ts';
import type { MatchParams } from '../../src/game/matchSetup.ts';
import { GameInputError } from '../../src/game/gameInputError.ts';
import { sideOf } from '../../src/game/loadSide.ts';
import { findGame } from '../../src/game/registry.ts';
import { chooseGameVariants } from '../../src/game/variants.ts';
import { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import { formatMean, pairedChange, shown } from '../../src/report/format.ts';
import { summariseExact } from '../../src/dice/summarise.ts';
import { attackValues, attackVariants } from '../../src/systems/attackPipeline.ts';
import { rattleAndRendAttack } from '../../src/systems/rattle-and-rend/attack.ts';
import { ELEMENT_TYPES } from '../../src/systems/rattle-and-rend/rules.ts';
import type { RrSide } from '../../src/systems/rattle-and-rend/warband.ts';
import { BAND, BASE_ELEMENTS, HEURISTIC, keepMetrics } from './_options.ts';
import { SWAP_TACTICS } from './options-element-costs.ts';

const ID = 'rr-stat-lines';
const game = findGame('rattle-and-rend');
const OPTIONS = { ...SWAP_TACTICS, bond: 'discipline', reputation: 'wary', focus: 0 } as const;

/** What `--set` can change: the stat lines (the `stats` variant's open value) and both warbands, field by field. */
const DATA = {
  stats: 'v03:shooters.fury=12',
  a: { name: 'Base (with Shooters)', elements: BASE_ELEMENTS, ...OPTIONS },
  b: { name: 'Fighters for the Shooters', elements: 'champion(spot-weakness), heavy(colossal), fighters, fighters, fighters, skirmishers', ...OPTIONS },
};
type StatData = typeof DATA;

/** One arm's match under `stats`; a bad change or a warband the changed costs make illegal is one line naming it. */
function matchUnder(stats: string, data: StatData): MatchParams {
  try {
    const variants = chooseGameVariants(game, [`stats=${stats}`]);
    const sideA = sideOf(game, data.a, `${ID} data a`) as RrSide;
    const sideB = sideOf(game, data.b, `${ID} data b`) as RrSide;
    // Both warbands are checked under these stat lines (the costs) before any game is played.
    game.newGame({ sides: [sideA, sideB], variants, chance: Xoshiro128.stream(0, 0), log: false });
    return { system: game.id, sideA, sideB, agentA: HEURISTIC, agentB: HEURISTIC, variants };
  } catch (error) {
    if (!(error instanceof GameInputError)) throw error;
    // A bad change is the data's `stats` (--set stats=...); anything else (a warband) is named with the stat lines it met.
    const own = error.message.startsWith('--variant stats');
    throw new InputError(own ? `experiment ${ID}: --set ${error.message.slice('--variant '.length)}` : `experiment ${ID} (stats=${stats}): ${error.message}`);
    throw error;
  }
}

const PRINTED = 'v03';

const ATTACKERS = ELEMENT_TYPES.filter((type) => type !== 'ward');

/** Exact P(removed) of a plain attack (no modifiers: melee and ranged alike), averaged over the attacker types and target types given. */
function meanRemoval(stats: string, attackers: readonly string[] = ATTACKERS, targets: readonly string[] = ELEMENT_TYPES): number {
  let sum = 0;
  for (const attacker of attackers) {
    for (const target of targets) {
      const attack = rattleAndRendAttack.compile(attackValues(rattleAndRendAttack, { attacker, target }), attackVariants(rattleAndRendAttack, { stats }));
      sum += summariseExact(attack.model, attack.exact()).outcomes.removed;
    }
  }
  return sum / (attackers.length * targets.length);
}

/** For each type whose Fury or Will the change touches: its attacks, or the attacks on it, under both stat lines. */
function typeRemovals(stats: string): string[] {
  const percent = (p: number) => `${shown(100 * p, 1)}%`;
  const line = (what: string, attackers: readonly string[], targets: readonly string[]) => `${what}: ${percent(meanRemoval(PRINTED, attackers, targets))} with v03, ${percent(meanRemoval(stats, attackers, targets))} with the change`;
  const changes = stats.slice(PRINTED.length + 1).split(',').map((c) => c.trim().split(/[.=]/));
  return changes.flatMap(([type, stat]) =>
    stat === 'fury' ? [line(`${type} attacking`, [type], ELEMENT_TYPES)] : stat === 'will' ? [line(`attacks on ${type}`, ATTACKERS, [type])] : [],
  );
}

/** A's standing against B under one stat line: clear of 1/2 either way, even within the band, or not settled. */
function standing(arm: ArmResult, a: string): string {
  const s = arm.metrics.scoreA as MeanMetric;
  const within = s.ci[0] >= BAND[0] && s.ci[1] <= BAND[1];
  const score = formatMean(s.mean, s.ci, 2 * arm.trials, 'per game', 'games');
  if (s.ci[0] > 0.5) return `${score}: ${a} is clearly stronger${within ? ', yet within the 45-55% band' : s.ci[0] > BAND[1] ? ', beyond the 45-55% band' : ''}`;
  if (s.ci[1] < 0.5) return `${score}: ${a} is clearly weaker${within ? ', yet within the 45-55% band' : s.ci[1] < BAND[0] ? ', beyond the 45-55% band' : ''}`;
  return `${score}: ${within ? 'even within the 45-55% band' : 'not told apart from even, nor shown within the 45-55% band'}`;
}

function answer(result: ExperimentResult): string[] {
  const [printed, changed] = result.arms;
  const params = changed.params as unknown as MatchParams;
  const stats = params.variants.stats;
  const change = stats.slice(PRINTED.length + 1).split(',').map((c) => c.trim()).join(', ');
  const a = String(params.sideA.name);
  const b = String(params.sideB.name);
  const d = changed.vsBaseline!.scoreA;
  const removal = [meanRemoval(PRINTED), meanRemoval(stats)].map((p) => shown(100 * p, 1));
  const own = typeRemovals(stats);
  const even = (arm: ArmResult) => {
    const s = arm.metrics.scoreA as MeanMetric;
    return s.ci[0] >= BAND[0] && s.ci[1] <= BAND[1];
  };
  const clear = (arm: ArmResult) => {
    const s = arm.metrics.scoreA as MeanMetric;
    return s.ci[0] > BAND[1] || s.ci[1] < BAND[0];
  };
  const verdicts: Array<[boolean, string]> = [
    [clear(printed) && even(changed), 'so the change brings the matchup within the 45-55% band'],
    [clear(printed) && clear(changed), 'so the change is not enough: the matchup stays beyond the 45-55% band'],
    [clear(printed), 'and with it the matchup is neither shown beyond the 45-55% band, as it is with v03, nor within it (more pairs would tell)'],
    [even(printed) && clear(changed), 'so the change takes a matchup even within the 45-55% band beyond it'],
    [even(printed) && even(changed), 'and the matchup stays even within the 45-55% band'],
    [true, 'and the matchup is not settled against the 45-55% band under both stat lines (more pairs would tell)'],
  ];
  const verdict = verdicts.find(([holds]) => holds)![1];
  return [
    `With the change (${change}) A's score changes by ${pairedChange(d, changed.trials, 'points per game')}, ${verdict} (A: ${a}; B: ${b}; both sides heuristic, sides swapped, the same seeds under both stat lines).`,
    `A against B: with the printed v03 stat lines ${standing(printed, 'A')}; with the change ${standing(changed, 'A')}.`,
    `Game length changes by ${pairedChange(changed.vsBaseline!.length, changed.trials, 'rounds')}. Per plain attack (exact, attack pipeline, no modifiers) the chance of removal over every attacker type on every target type is ${removal[0]}% with v03 and ${removal[1]}% with the change${own.length > 0 ? `; ${own.join('; ')}` : ''}.`,
    `Ask about another change, or other warbands, without editing a file: npx playtest run ${ID} --set stats=v03:TYPE.STAT=VALUE,... --set a.elements="..." --set b.elements="..." (STAT is fury, guile or will 1-20, mov S|M|L, rng B|S|M|L, or cost 1-12; a warband must still spend 12 points at the changed costs).`,
  ];
}

const arms = [
  { id: 'printed', label: 'printed v03 stat lines', stats: (_: StatData) => PRINTED },
  { id: 'changed', label: 'v03 with the change', stats: (data: StatData) => data.stats },
];

const spec = keepMetrics(
  matchExperiment(
    {
      id: ID,
      title: 'A stat change, with full games: Shooters at Fury 12',
      question: 'How far does a change to the stat lines move one warband against another? By default: Shooters are worth more per point than Fighters; would Fury 12 instead of 11 price them alike?',
      source: { rulebook: '004_c41133d86b017ece.txt', section: 'Four Elements › Element Stats (the stat lines); follows rr-options-element-costs (RR-002)', catalogue: [] },
      pairs: 5000,
    },
    // Placeholders the arms below replace with functions of the data (matchExperiment takes plain params).
    arms.map((arm) => ({ id: arm.id, label: arm.label, params: matchUnder(arm.stats(DATA), DATA) })),
  ),
);

export default defineExperiment({
  ...spec,
  data: DATA,
  arms: arms.map((arm, index) => ({
    ...spec.arms[index],
    params: ({ data }: Setup<StatData>) => matchUnder(arm.stats(data), data),
    ...(index > 0 ? { baseline: 'printed' } : {}),
  })),
  answer,
});
