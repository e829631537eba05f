/**
 * Rattle and Rend: one stat swept over values, answered with full games (004_c41133d86b017ece.txt, Four Elements ›
 * Element Stats; the `stats` variant, statLines.ts). rr-options-element-costs (RR-002) found Shooters worth more per
 * point than Fighters, and rr-stat-lines that Fury 12 instead of 11 moves the matchup only a little. Which Fury
 * would price them alike? The base warband (with Shooters) against the same warband with Fighters in their place,
 * with the Shooters' Fury at 11 (printed) to 16 in turn, every value on the same seeds as the printed v03 lines
 * (src/sim/match/statSweep.ts). Sweep your own without editing this file:
 *   npx playtest run rr-stat-sweep --set stat=shooters.will --set values="4, 5, 6, 7, 8, 9"
 */
import { defineExperiment } from '../../src/sim/experiment.ts';
import { statSweepExperiment } from '../../src/sim/match/statSweep.ts';
import { BASE_ELEMENTS } from './_options.ts';
import { SWAP_TACTICS } from './options-element-costs.ts';

const OPTIONS = { ...SWAP_TACTICS, bond: 'discipline', reputation: 'wary', focus: 0 } as const;

export default defineExperiment(
  statSweepExperiment({
    id: 'rr-stat-sweep',
    title: "A stat swept, with full games: the Shooters' Fury from 11 to 16",
    question: "Which value of a stat balances one warband against another? By default: Shooters are worth more per point than Fighters; at which Fury would the two warbands be even?",
    source: { rulebook: '004_c41133d86b017ece.txt', section: 'Four Elements › Element Stats (the stat lines); follows rr-options-element-costs (RR-002) and rr-stat-lines', catalogue: [] },
    system: 'rattle-and-rend',
    stat: 'shooters.fury',
    values: [11, 12, 13, 14, 15, 16],
    a: { name: 'Base (with Shooters)', elements: BASE_ELEMENTS, ...OPTIONS },
    b: { name: 'Fighters for the Shooters', elements: 'champion(spot-weakness), heavy(colossal), fighters, fighters, fighters, skirmishers', ...OPTIONS },
    pairs: 3000,
  }),
);
