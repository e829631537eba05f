/**
 * What comes next in a battle: rolls are chance nodes, the others decisions
 * of `JaggedState.mover()`. A module of its own (re-exported by
 * jaggedState.ts) so the rule modules, which import one another in a cycle,
 * can copy it into a local const at load (see the note on tsx's import getters
 * in combat.ts).
 */
export const PHASE = {
  insertionRoll: 0,
  steal: 1,
  stealRoll: 2,
  initiativeRollA: 3,
  initiativeRollB: 4,
  pick: 5,
  ability: 6,
  abilityRoll: 7,
  move: 8,
  attack: 9,
  frenzy: 10,
  attackRoll: 11,
  reroll: 12,
  shield: 13,
  over: 14,
  predation: 15,
  uplink: 16,
} as const;
export const PHASE_NAMES = Object.keys(PHASE) as (keyof typeof PHASE)[];
