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
import { defineExperiment } from '../../src/sim/experiment.ts';
import { statChangeExperiment } from '../../src/sim/match/statChange.ts';
import type { ExperimentResult } from '../../src/sim/result.ts';
import type { MatchParams } from '../../src/game/matchSetup.ts';
import { shown } from '../../src/report/format.ts';
import { summariseExact } from '../../src/dice/summarise.ts';
import { attackValues, attackVariants } from '../../src/systems/attackPipeline.ts';
import { rattleAndRendAttack } from '../../src/systems/rattle-and-rend/attack.ts';
import { ELEMENT_TYPES } from '../../src/systems/rattle-and-rend/rules.ts';
import { BASE_ELEMENTS } from './_options.ts';
import { SWAP_TACTICS } from './options-element-costs.ts';

const PRINTED = 'v03';
const OPTIONS = { ...SWAP_TACTICS, bond: 'discipline', reputation: 'wary', focus: 0 } as const;
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

/** The exact attack's line: removal per plain attack overall, and for each type whose Fury (its attacks) or Will (attacks on it) the change touches. */
function attackLine(result: ExperimentResult): string[] {
  const stats = (result.arms[1].params as unknown as MatchParams).variants.stats;
  const percent = (p: number) => `${shown(100 * p, 1)}%`;
  const line = (what: string, attackers: readonly string[], targets: readonly string[]) => `${what}: ${percent(meanRemoval(PRINTED, attackers, targets))} with v03, ${percent(meanRemoval(stats, attackers, targets))} with the change`;
  const changes = stats.slice(PRINTED.length + 1).split(',').map((c) => c.trim().split(/[.=]/));
  const own = changes.flatMap(([type, stat]) => (stat === 'fury' ? [line(`${type} attacking`, [type], ELEMENT_TYPES)] : stat === 'will' ? [line(`attacks on ${type}`, ATTACKERS, [type])] : []));
  return [
    `Per plain attack (exact, attack pipeline, no modifiers) the chance of removal over every attacker type on every target type is ${percent(meanRemoval(PRINTED))} with v03 and ${percent(meanRemoval(stats))} with the change${own.length > 0 ? `; ${own.join('; ')}` : ''}.`,
  ];
}

export default defineExperiment(
  statChangeExperiment(
    {
      id: 'rr-stat-lines',
      title: 'A stat change, with full games: Shooters at Fury 12',
      question: 'How far does a change to the stat lines move one warband against another? By default: Shooters are worth more per point than Fighters; would Fury 12 instead of 11 price them alike?',
      source: { rulebook: '004_c41133d86b017ece.txt', section: 'Four Elements › Element Stats (the stat lines); follows rr-options-element-costs (RR-002)', catalogue: [] },
      system: 'rattle-and-rend',
      stats: 'v03:shooters.fury=12',
      a: { name: 'Base (with Shooters)', elements: BASE_ELEMENTS, ...OPTIONS },
      b: { name: 'Fighters for the Shooters', elements: 'champion(spot-weakness), heavy(colossal), fighters, fighters, fighters, skirmishers', ...OPTIONS },
      pairs: 5000,
    },
    attackLine,
  ),
);
