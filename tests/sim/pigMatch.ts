/** A Pig match for the trial tests (playObservedPair, playPivotalTrial): greedy against random, standard sides. */
import { findGame } from '../../src/game/registry.ts';
import { sideOf } from '../../src/game/loadSide.ts';
import { chooseGameVariants } from '../../src/game/variants.ts';
import type { MatchParams } from '../../src/game/matchSetup.ts';

export const pig = findGame('pig');

export const pigParams = (): MatchParams => ({
  system: 'pig',
  sideA: sideOf(pig, 'preset:standard', 'test'),
  sideB: sideOf(pig, 'preset:standard', 'test'),
  agentA: 'greedy',
  agentB: 'random',
  variants: chooseGameVariants(pig, []),
});
