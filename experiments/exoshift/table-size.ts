/**
 * Exoshift EX-015 (001_9ac883e80b2d20e9.txt, Playing the Game › The
 * Tabletop): "Exoshift plays best on a table surface of 4 feet by 6 feet (4'
 * x 6'), but games can be played on tables as small as 2' x 3'". How do
 * rounds to contact, decisive games and shooting against assault change with
 * the table: 2' x 3', 4' x 4', 4' x 6' (the default) and 5' x 8'?
 *
 * Variant table (a table setting): the sides deploy 4" in from the long edges,
 * the standard terrain pieces keep their size and move in proportion, and so
 * do the five control points (board.ts rescaled, setup.ts objectivePoints; on
 * 2' x 3' the markers cannot keep "more than 12\" away from another marker"
 * and "not within 8\" of the table edge" at once). The matchup and counters:
 * _settingSweep.ts; each size against 4' x 6'.
 */
import { settingSweep } from './_settingSweep.ts';

export default settingSweep({
  id: 'ex-table-size',
  title: "Table size: 2' x 3', 4' x 4', 4' x 6' and 5' x 8'",
  question: 'How do rounds to contact, decisive games and shooting against assault change with the table size?',
  source: { rulebook: '001_9ac883e80b2d20e9.txt', section: 'Playing the Game › The Tabletop', catalogue: ['EX-015'] },
  variant: 'table',
  values: [
    { value: '6x4', label: "4' x 6' (72\" x 48\", default)" },
    { value: '3x2', label: "2' x 3' (36\" x 24\")" },
    { value: '4x4', label: "4' x 4' (48\" x 48\")" },
    { value: '8x5', label: "5' x 8' (96\" x 60\")" },
  ],
  pairs: 1200,
  caveat:
    "What this can and cannot say: the heuristic moves toward objectives and stops at its weapon's short range, and Assaults only an enemy within its Primary Move + 1\", so the Assault share measures how often the table brings units that close, not what a player who seeks Assaults would do; deployment is fixed (4\" from the long edges), and on 2' x 3' the printed control point placement rules cannot both hold (the markers are scaled). \"Plays best\" is a feel the numbers do not settle; they show what changes with the table.",
  charts: [
    { kind: 'arms', metric: 'contactRound', title: 'Round of the first attack, by table' },
    { kind: 'arms', metric: 'assaultShare', title: 'Assaults, of attack actions, by table' },
  ],
});
