/**
 * The game's own player (`--agent-a heuristic`) and its evaluation, from the
 * observation alone (the public field and its own hand).
 *
 * - Where to stand: a space is worth the damage its Operator expects to deal
 *   from it to the enemy Operator, less a shrinking share (caution) of the
 *   damage the enemy Operator (and 0.7 of its Mercenaries') expect to deal
 *   back, plus a little for cover; moving there is charged what it costs
 *   (Precision Burst, the Assault Rifle and Heavy bonuses of standing still)
 *   or earns (the SMG's +2 after 2 spaces). Out of reach it closes to its
 *   weapon's best range band (Shotgun 1, Pistol 2, SMG 3, the rest their full
 *   range). After firing first, a Surge Step (Appendix B) is spent getting
 *   out of the reach of the enemy's attack still to come.
 * - Which card: a Movement card is worth the best space it reaches over
 *   staying; a Maneuver or Utility card the expected damage it adds to its
 *   own attack or takes from the enemy's, computed with the same attack
 *   profiles (Disoriented, Marked, Jammed added as what-ifs); grenades their
 *   1 unarmoured damage plus the Disoriented shot after; a melee card its
 *   chance to win times what winning does, only within reach of the contest.
 * - Mercenaries go where their own shot on the enemy they would target (9.5)
 *   does the most expected damage (an Operator counts double), within 4
 *   spaces of their Operator (synergy range) when it costs nothing, closing
 *   in on the enemy Operator otherwise. With an enemy possibly in range it
 *   values in full only the first and the 3 most promising spaces by a cheap
 *   estimate under the setting `prune=on` (default off: every space valued;
 *   on is faster, but its Mercenaries deal a smaller share of the damage).
 * - Targets: the one it expects to hurt most. Hydra's rail: the better one.
 *
 * This module is the policy's entry point (one decision to the module that
 * makes it): aiCards.ts the plan step's card, aiSpaces.ts the Operator's
 * spaces, aiMercenaries.ts the Mercenaries' moves, aiShots.ts the shots all of
 * them are judged by; aiEvaluate.ts the evaluation for the search agents.
 */
import type { Xoshiro128 } from '../../rng/xoshiro128.ts';
import type { AgentView } from '../../game/agents/agent.ts';
import * as aiCardsModule from './aiCards.ts';
import * as aiMercenariesModule from './aiMercenaries.ts';
import * as aiShotsModule from './aiShots.ts';
import * as aiSpacesModule from './aiSpaces.ts';
import * as stateModule from './state.ts';
import type { SyndicateObservation } from './state.ts';

// Module-local copies of imported bindings: loaded as CommonJS (tsx's require path) or by vitest's module runner, every
// read of an imported binding is a getter call (bench-syndicate-protocol under require: a quarter of the heuristic's time).
const { cardsFor, planCard } = aiCardsModule;
type TaxStyle = aiCardsModule.TaxStyle;
const { bestMercSpace } = aiMercenariesModule;
const { keptThreat, threat } = aiShotsModule;
const { bestSpace, setApproach, setPrune } = aiSpacesModule;
const { DECISION } = stateModule;

/** The heuristic policy (GameDefinition.heuristic). */
export function syndicateHeuristic(view: AgentView, _rng: Xoshiro128, options: Readonly<Record<string, string>> = {}): number {
  const legal = view.legalActions;
  if (legal.length === 1) return legal[0];
  setApproach(options.approach !== 'straight');
  setPrune(options.prune === 'on');
  const seen = view.observation as SyndicateObservation;
  const f = seen.field;
  const seat = seen.you;
  const decision = seen.decision;
  switch (decision.kind) {
    case DECISION.plan: {
      return planCard(f, seat, legal, cardsFor(f.variants), (options.tax as TaxStyle | undefined) ?? 'weighed');
    }
    case DECISION.hydra: {
      const op = seat * 3;
      const foe = (1 - seat) * 3;
      const saved = f.rail[seat];
      f.rail[seat] = 0;
      const accuracy = threat(f, op, foe, f.pos[op]);
      f.rail[seat] = 1;
      const rof = threat(f, op, foe, f.pos[op]);
      f.rail[seat] = saved;
      return rof > accuracy ? 1 : 0;
    }
    case DECISION.target: {
      let best = legal[0];
      let bestValue = -1;
      for (const target of legal) {
        const value = keptThreat(f, decision.unit, target) * (target % 3 === 0 ? 2 : 1);
        if (value > bestValue) {
          bestValue = value;
          best = target;
        }
      }
      return best;
    }
    case DECISION.merc:
      return bestMercSpace(f, decision.unit, legal);
    default:
      // Movement, Surge Step, melee approach, free moves: the best space for the Operator.
      return bestSpace(f, seat, legal);
  }
}
