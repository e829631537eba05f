/**
 * A Jagged Shards battle as a story: setup and insertion, then per round the
 * initiative and every activation (moves, captures, attacks with their roll
 * against SR, rerolls, wounds, destroyed units), and the Round Victory
 * calculation (objectives + Force Rating destroyed), then the result.
 *
 * Example:
 *   Round 2 · initiative Martian Warband (B) (rolls 41 - 77) · Warp Flares 3 - 2
 *     Martian Warband (B) activates Shard Seer
 *       move to objective 1 (24, 24): (40, 44) -> (34.3, 37.6)
 *       attacks Colonial Rifle Squad 1 with Resonance Lance: SR 50
 *       rolls 63: success
 *       hit: Wound Class 2, 2 wounds -> 1 left
 *   End of round 2: A 5 + 0 = 5, B 5 + 3 = 8 -> Martian Warband (B); round victories 1 - 1
 */
import type { NarrativeContext } from '../../game/definition.ts';
import type { GameEvent } from '../../game/state.ts';

const pair = (value: unknown): string => (Array.isArray(value) ? `${value[0]} - ${value[1]}` : '?');
const point = (value: unknown): string => (Array.isArray(value) ? `(${value[0]}, ${value[1]})` : '?');

export function narrateJagged(events: readonly GameEvent[], { names }: NarrativeContext): string[] {
  const lines: string[] = [];
  const who = (seat: unknown) => (seat === 0 || seat === 1 ? names[seat] : 'nobody');
  let initiativeRolls = '';
  for (const e of events) {
    switch (e.kind) {
      case 'start': {
        const [ua, ub] = e.units as number[];
        const [fa, fb] = e.forceRating as number[];
        lines.push(`Jagged Shards: ${names[0]} attacks (${ua} units, FR ${fa}) against ${names[1]} defending (${ub} units, FR ${fb})`);
        lines.push(`  battlefield 48" x 48", terrain ${e.terrainPercent}%, objectives ${(e.objectives as string[]).join(', ')}`);
        break;
      }
      case 'insertion':
        lines.push(
          `Insertion: ${names[0]} rolls ${e.roll} + FR ${e.forceRating} = ${(e.roll as number) + (e.forceRating as number)} vs Position Value ${e.positionValue}: ${e.success ? 'success' : `failure, loses 1 Warp Flare (${e.flares} left)${e.initiative === 1 ? ' and Round 1 initiative' : ''}`}`,
        );
        break;
      case 'steal':
        lines.push(e.attempted ? `Initiative steal: ${names[1]} rolls ${e.roll}: ${e.success ? 'stolen' : 'fails (66+ needed)'}` : `Initiative steal: ${names[1]} declines`);
        break;
      case 'initiative':
        if (e.tie) lines.push(`Initiative: both roll ${(e.rolls as number[])[0]}, roll again`);
        else initiativeRolls = ` (rolls ${pair(e.rolls)})`;
        break;
      case 'round':
        lines.push(`Round ${e.round} · initiative ${who(e.seat)}${initiativeRolls} · Warp Flares ${pair(e.flares)}`);
        initiativeRolls = '';
        break;
      case 'activate':
        lines.push(`  ${who(e.seat)} activates ${e.unit}`);
        break;
      case 'reinforce':
        lines.push(`  ${who(e.seat)} brings back ${e.unit} as a Reinforcement at ${point(e.at)} (Warp Flares left ${e.flares})`);
        break;
      case 'pass':
        lines.push(`  ${who(e.seat)} passes`);
        break;
      case 'ability':
        lines.push(`    uses ${e.ability} (Warp Flares left ${e.flares})`);
        break;
      case 'effect':
        lines.push(`    ${e.ability} takes effect`);
        break;
      case 'repair':
        lines.push(`    ${e.unit} regains ${e.healed} wound${e.healed === 1 ? '' : 's'} -> ${e.wounds}`);
        break;
      case 'lockout':
        lines.push(`    critical failure: ${e.unit}'s ${e.ability} is locked out in round ${e.round}`);
        break;
      case 'hold':
        lines.push('    holds position');
        break;
      case 'move':
        lines.push(`    ${e.toward}: ${point(e.from)} -> ${point(e.to)}`);
        break;
      case 'capture':
        lines.push(`    ${who(e.seat)} captures objective ${(e.objective as number) + 1}${e.first ? ` (first capture: +${e.recovered} Warp Flare${e.recovered === 1 ? '' : 's'}, now ${e.flares})` : ''}`);
        break;
      case 'contest':
        lines.push(`    objective ${(e.objective as number) + 1} contested: ${who(e.seat)} loses control`);
        break;
      case 'attack':
        lines.push(`    attacks ${e.target} with ${e.weapon}: SR ${e.sr}`);
        break;
      case 'trigger':
        lines.push(`    ${e.unit} triggers ${e.ability} (Warp Flares left ${e.flares})`);
        break;
      case 'roll':
        lines.push(`    ${e.reroll ? 'rerolls' : 'rolls'} ${e.roll} vs SR ${e.sr}: ${e.outcome}`);
        break;
      case 'hit':
        lines.push(`    hit: Wound Class ${e.woundClass}, ${e.wounds} wound${e.wounds === 1 ? '' : 's'} on ${e.target}`);
        break;
      case 'wounded':
        lines.push(`    ${e.unit} has ${e.wounds} wound${e.wounds === 1 ? '' : 's'} left`);
        break;
      case 'destroyed':
        lines.push(`    ${e.unit} destroyed (FR ${e.forceRating})`);
        break;
      case 'regenerate':
        lines.push(`  End Phase: ${e.unit} regenerates ${e.healed} -> ${e.wounds} wounds`);
        break;
      case 'round-victory': {
        const [oa, ob] = e.objectives as number[];
        const [fa, fb] = e.forceRating as number[];
        const [ta, tb] = e.totals as number[];
        const result = e.seat === -1 ? 'tied, no Round Victory' : who(e.seat);
        lines.push(`End of round ${e.round}: A ${oa} + ${fa} = ${ta}, B ${ob} + ${fb} = ${tb} -> ${result}; round victories ${pair(e.roundVictories)}`);
        break;
      }
      case 'battle':
        if (e.tiebreak === 'total-points') {
          const result = e.seat === -1 ? 'Draw' : `${who(e.seat)} wins`;
          lines.push(`${result} on the tie-break, total points ${pair(e.points)} (round victories ${pair(e.roundVictories)})`);
        } else if (e.tiebreak === 'final-round') {
          lines.push(e.seat === -1 ? `Draw: round victories ${pair(e.roundVictories)}, Round 5 tied too` : `${who(e.seat)} wins on the tie-break, Round 5 (round victories ${pair(e.roundVictories)})`);
        } else lines.push(e.seat === -1 ? `Draw: round victories ${pair(e.roundVictories)}` : `${who(e.seat)} wins on round victories ${pair(e.roundVictories)}`);
        break;
    }
  }
  return lines;
}
