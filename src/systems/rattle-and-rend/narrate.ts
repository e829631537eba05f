/**
 * A Rattle and Rend game as a story: the setup, then per round the Morale
 * checks, the bids and who takes the initiative, and every action, reaction,
 * check (with its dice), removal and Momentum change, and the result.
 *
 * Example:
 *   Setup: duel, sparse terrain (layout 2: blocking, rough, inspiring, hazardous, rough), side deployment
 *   Round 1
 *     bids 2 - 1 (Momentum 10 - 11); Dwarven Throng (A) wins the initiative and acts first
 *     Dwarven Throng (A): Fighters 2: Charge Dregs 7 (1 Momentum, 9 left)
 *       Fighters 2 Fury 9+: 14, 3 -> success
 */
import type { NarrativeContext } from '../../game/definition.ts';
import type { GameEvent } from '../../game/state.ts';

export function narrateRattleAndRend(events: readonly GameEvent[], { names }: NarrativeContext): string[] {
  const lines: string[] = [];
  const who = (event: GameEvent) => (typeof event.player === 'number' ? names[event.player] : '');
  const el = (event: GameEvent, field = 'element') => `#${event[field]}`;
  for (const event of events) {
    switch (event.kind) {
      case 'scenario':
        lines.push(`Scenario: ${event.scenario}`);
        break;
      case 'theme':
        lines.push(`Terrain theme: ${event.theme}`);
        break;
      case 'setup':
        lines.push(`Setup: ${event.scenario}, ${event.density} terrain (layout ${event.layout}: ${(event.terrain as string[]).join(', ')}), ${event.deployment} deployment${(event.reserves as number[]).length > 0 ? `; off the board: ${(event.reserves as number[]).map((i) => `#${i}`).join(', ')}` : ''}`);
        break;
      case 'round':
        lines.push(`Round ${event.round}`);
        break;
      case 'morale':
        lines.push(`  ${who(event)} tests Morale at ${event.measure} Total Momentum${event.penalty ? ' (at a penalty)' : ''}`);
        break;
      case 'bids':
        lines.push(`  bids ${(event.bids as number[]).join(' - ')} (Momentum left ${(event.momentum as number[]).join(' - ')})`);
        break;
      case 'initiative':
        lines.push(`  ${who(event)} wins the initiative`);
        break;
      case 'first':
        lines.push(`  ${who(event)} acts first`);
        break;
      case 'action':
        lines.push(`  ${who(event)}: ${event.action} (${event.cost} Momentum, ${event.momentum} left)`);
        break;
      case 'pass':
        lines.push(`  ${who(event)} ${event.forced ? 'cannot act and passes' : 'passes'} (${event.momentum} Momentum)`);
        break;
      case 'check': {
        const dice = Array.isArray(event.dice) ? (event.dice as number[]).join(', ') : `${event.dice}d20`;
        lines.push(`    ${el(event)} ${event.check} ${event.stat}+: ${dice} -> ${event.result}`);
        break;
      }
      case 'attack':
        lines.push(`    ${el(event)} attacks #${event.target}${event.charge ? ' (charging: penalty)' : ''}`);
        break;
      case 'attack-fails':
        lines.push(`    ${el(event)} cannot attack (${event.why})`);
        break;
      case 'exit-check':
        lines.push(`    ${el(event)} tries to leave ${event.hazard ? 'Hazardous' : 'Rough'} terrain`);
        break;
      case 'exit-paid':
        lines.push(`    ${el(event)} pays ${event.momentum} Momentum to leave the terrain`);
        break;
      case 'feint-out-of-reach':
        lines.push(`    ${el(event)} cannot Feint #${event.target} (not within RNG and in sight after its move)`);
        break;
      case 'move':
      case 'withdraw':
      case 'pushed':
        lines.push(`    ${el(event)} ${event.kind === 'move' ? 'moves' : event.kind === 'withdraw' ? 'withdraws' : 'is pushed'} to (${(event.to as number[]).join(', ')})`);
        break;
      case 'removed':
        lines.push(`    ${el(event)} of ${who(event)} is removed (${event.cause})`);
        break;
      case 'react':
        lines.push(`    ${who(event)} reacts: ${event.reaction}`);
        break;
      case 'deny':
        lines.push(`    ${who(event)} denies the reaction (1 Momentum)`);
        break;
      case 'counter':
        lines.push(`    ${who(event)} counter-spends: the reaction goes ahead`);
        break;
      case 'reaction-stopped':
        lines.push(`    the reaction of ${who(event)} is stopped`);
        break;
      case 'reaction-result':
        lines.push(`    the reaction ${event.success ? 'succeeds' : 'fails'}`);
        break;
      case 'vengeance-void':
        lines.push(`    ${el(event)} rolls a second critical: Vengeance's second effect does not happen`);
        break;
      case 'transport-break':
        lines.push(`    ${el(event)} is thrown back: its passengers are left where it stood`);
        break;
      case 'initiative-swaps':
        lines.push(`  initiative passes to ${who(event)}`);
        break;
      case 'action-cancelled':
        lines.push(`    the action of ${el(event)} cannot be taken`);
        break;
      case 'regain':
        lines.push(`    ${who(event)} regains ${event.amount} Momentum (${event.why}) -> ${event.momentum}`);
        break;
      case 'momentum-lost':
        lines.push(`    ${who(event)} loses ${event.amount} Momentum -> ${event.momentum}`);
        break;
      case 'returns':
        lines.push(`  ${el(event)} of ${who(event)} returns to play (${event.why})`);
        break;
      case 'enters':
        lines.push(`    ${el(event)} enters play at (${(event.at as number[]).join(', ')})`);
        break;
      case 'banished':
        lines.push(`    ${el(event)} is banished until next round`);
        break;
      case 'marker-taken':
      case 'marker-dropped':
      case 'marker-off':
        lines.push(`    ${el(event)} ${event.kind === 'marker-taken' ? 'takes' : event.kind === 'marker-dropped' ? 'drops' : 'carries off'} objective marker ${Number(event.marker) + 1}`);
        break;
      case 'soothsayer':
        lines.push(`  ${who(event)} foresees ${event.number} (Soothsayers)`);
        break;
      case 'soothsayer-used':
        lines.push(`    ${who(event)} declares the foreseen ${event.number}: ${event.result}`);
        break;
      case 'fodder-redirect':
        lines.push(`    critical Fodder: ${el(event)} must attack its own #${event.target} instead, at a Penalty`);
        break;
      case 'temptors':
        lines.push(`    ${who(event)} offers ${el(event)} a bonus die and takes one for later (Temptors)`);
        break;
      case 'temptors-free':
        lines.push(`    the tempted check failed: the next Action or Reaction of ${who(event)} this round costs 0 Momentum (Temptors)`);
        break;
      case 'round-end':
        lines.push(`  round ends (Momentum ${(event.momentum as number[]).join(' - ')})`);
        break;
      case 'end':
        lines.push(event.winner === 'draw' ? `Draw after ${event.round} rounds: ${event.reason}` : `${names[event.winner as number]} wins in round ${event.round}: ${event.reason}`);
        break;
      default:
        if (typeof event.element === 'number') lines.push(`    ${el(event)}: ${event.kind}`);
        else lines.push(`    ${who(event)} ${event.kind}`.trimEnd());
    }
  }
  return lines;
}
