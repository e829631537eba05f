/**
 * Exoshift EX-005 (001_9ac883e80b2d20e9.txt, Terrain: "# Terrain
 * [PLACEHOLDER]"): the rulebook sets no amount of terrain, so sweep cover
 * density for the balance of shooting against assault. Variant terrain (a
 * table setting, board.ts TerrainDensity): open (the road and the brush: no
 * cover), sparse (a building and a woods in each half: 4 cover pieces), standard
 * (the default: 9) and double (17). The matchup and counters:
 * _settingSweep.ts; each density against the standard table.
 */
import { settingSweep } from './_settingSweep.ts';

export default settingSweep({
  id: 'ex-cover-density',
  title: 'Cover density: no cover to twice the standard table',
  question: 'With the Terrain chapter a placeholder, how does the amount of cover move the balance of shooting against assault, game length and who wins?',
  source: { rulebook: '001_9ac883e80b2d20e9.txt', section: 'Terrain [PLACEHOLDER]; Combat › Cover', catalogue: ['EX-005'] },
  variant: 'terrain',
  values: [
    { value: 'standard', label: 'standard table (9 cover pieces, default)' },
    { value: 'open', label: 'open (no cover: the road and brush only)' },
    { value: 'sparse', label: 'sparse (4 cover pieces: a building and a woods in each half)' },
    { value: 'double', label: 'double (17 cover pieces)' },
  ],
  pairs: 1200,
  caveat:
    "What this can and cannot say: the pieces are this project's (board.ts) and so is how many; the heuristic seeks cover (Hunker Down, Rest and its \"nearest cover\" goal) and Assaults only an enemy within its Primary Move + 1\", so the Assault share is how often the table brings units that close with this player, not what a player who seeks Assaults would do.",
  charts: [
    { kind: 'arms', metric: 'assaultShare', title: 'Assaults, of attack actions, by cover density' },
    { kind: 'arms', metric: 'scoreA', reference: 'baseline', title: "The Line Patrol's score, by cover density" },
  ],
});
