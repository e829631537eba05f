/**
 * Variants added with the squadron traits Exo-Suit and CAP / Escorting (exoSuits.ts, escorts.ts), who makes Reactive
 * Interceptions and the Interception limit (escorts.ts, JW-131),
 * spread into EXTRA_VARIANTS (systemVariants.ts). No imports of the system's own, so rules.ts can
 * load it first. Defaults are dropped from a serialized state, so games that never meet them
 * serialise as before.
 */
import type { GameVariant } from '../../game/definition.ts';

export const SQUADRON_TRAIT_VARIANTS = {
  'exo-suit-marines': {
    values: ['structure', 'one'],
    default: 'structure',
    describe:
      'how many Marines an Exo-Suit squadron boards with (Infantry & Exo-Suits: "board capital ships as if they were Marines", no number given): structure (its current Structure, the inverse of Board step 2, which treats committed Marines "as if they were a Squadron with Structure equal to the committed number of Marines") or one',
  },
  'reactive-interception': {
    values: ['any', 'escorts'],
    default: 'any',
    describe:
      'who makes Reactive Interceptions (Interception › Reactive Interception: "Squadrons may also declare an Interception during an enemy Model\'s activation if the active enemy Squadron is within 3" at any point during its activation"): any (default, the rulebook: any squadron on the table with Fuel 1+, Class I-II drones apart, always declaring it, a fixed policy) or escorts (only Escorting squadrons, States › Escorting: the engine before, in which no shipped fleet intercepted reactively)',
  },
  'interception-limit': {
    values: ['once', 'unlimited'],
    default: 'once',
    describe:
      'Interception: "Squadrons may not intercept or be intercepted more than once in one activation" (JW-131): once (default, the rulebook: an active squadron meets at most one Reactive Interception per activation; in this engine that holds by construction, the interception ending its move) or unlimited (after a Reactive Interception Dogfight the surviving active squadron is intercepted again by every further eligible enemy escort within its interception range of the spot where it stopped, one after another, each escort once)',
  },
} as const satisfies Record<string, GameVariant>;
