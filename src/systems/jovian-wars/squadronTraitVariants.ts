/**
 * Variants added with the squadron traits Exo-Suit and CAP / Escorting (exoSuits.ts, escorts.ts),
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
} as const satisfies Record<string, GameVariant>;
