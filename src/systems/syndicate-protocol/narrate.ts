/**
 * A Syndicate Protocol game as a story: the map and the sides, then per round
 * the Priority and everyone's Health, the cards revealed, moves, card
 * effects, melee contests, attacks (dice, Hit Target, hits, damage) and
 * statuses, and the result.
 *
 * Example:
 *   Round 3 · Priority Lens (B) · HP Razor 20, Brick 12, Rex 10 | Lens 15, Glyph 9, Line 10
 *     reveal: Razor (A) plays Dash; Lens (B) plays Precision Shot
 *     Razor moves (12,2) -> (12,5) [Dash]
 *     Lens fires at Razor: 1 die on 2+, 1 hit, 4 damage -> 16 HP
 */
import type { NarrativeContext } from '../../game/definition.ts';
import type { GameEvent } from '../../game/state.ts';
import { space } from './state.ts';

const UNIT_NAMES = ['Operator A', 'Mercenary A1', 'Mercenary A2', 'Operator B', 'Mercenary B1', 'Mercenary B2'];

function mirror(units: readonly string[]): boolean {
  return units.slice(0, 3).some((name) => units.slice(3).includes(name));
}

export function narrateSyndicate(events: readonly GameEvent[], { names }: NarrativeContext): string[] {
  const lines: string[] = [];
  const unitNames = [...UNIT_NAMES];
  for (const event of events) {
    const who = (seat: unknown) => (typeof seat === 'number' ? names[seat] : '?');
    const name = typeof event.unit === 'number' ? unitNames[event.unit] : '';
    const target = typeof event.target === 'number' ? unitNames[event.target] : '';
    switch (event.kind) {
      case 'start':
        // In a mirror match both sides field the same names: each unit then carries its side's letter.
        (event.units as string[]).forEach((name, unit) => (unitNames[unit] = mirror(event.units as string[]) ? `${name} (${unit < 3 ? 'A' : 'B'})` : name));
        {
          const units = event.units as string[];
          lines.push(`Syndicate Protocol on the ${event.map} map: ${names[0]} fields ${units[0]}, ${units[1]} and ${units[2]}; ${names[1]} fields ${units[3]}, ${units[4]} and ${units[5]}`);
        }
        break;
      case 'rolloff':
        lines.push(`${who(event.winner)} wins the opening roll-off and takes Priority`);
        break;
      case 'round': {
        const hp = event.hp as number[];
        const side = (seat: number) => [0, 1, 2].map((k) => `${unitNames[seat * 3 + k]} ${Math.max(0, hp[seat * 3 + k])}`).join(', ');
        lines.push(`Round ${event.round} · Priority ${who(event.priority)} · HP ${side(0)} | ${side(1)}`);
        break;
      }
      case 'reveal': {
        const cards = event.cards as (string | null)[];
        lines.push(`  reveal: ${names[0]} plays ${cards[0] ?? 'no card'}; ${names[1]} plays ${cards[1] ?? 'no card'}`);
        break;
      }
      case 'move':
        lines.push(`  ${name} moves ${space(event.from as number)} -> ${space(event.to as number)} [${event.how}]`);
        break;
      case 'push':
        lines.push(`  ${name} is moved ${space(event.from as number)} -> ${space(event.to as number)} by ${event.source}`);
        break;
      case 'effect':
        lines.push(`  ${name} ${event.text}`);
        break;
      case 'status':
        lines.push(`  ${name} becomes ${event.status} (${event.source})`);
        break;
      case 'melee':
        lines.push(`  ${who(event.seat)}'s ${event.card}: contest ${event.result === 'win' ? 'won' : event.result === 'tie' ? 'tied' : 'lost'}`);
        break;
      case 'attack':
        lines.push(`  ${name} fires at ${target}: ${event.dice} ${event.dice === 1 ? 'die' : 'dice'} on ${event.hitTarget}+, ${event.hits} hit${event.hits === 1 ? '' : 's'}, ${event.damage} damage`);
        break;
      case 'damage':
        if (event.cause !== 'attack') lines.push(`  ${name} takes ${event.amount} (${event.cause}) -> ${event.hp} HP`);
        else lines.push(`    ${name} -> ${event.hp} HP`);
        break;
      case 'no-target':
        lines.push(`  ${name} has no target in range and sight`);
        break;
      case 'eliminated':
        lines.push(`  ${name} is eliminated`);
        break;
      case 'win':
        lines.push(`${who(event.seat)} wins in round ${event.round}`);
        break;
      case 'draw':
        lines.push(`Draw in round ${event.round}: ${event.reason}`);
        break;
    }
  }
  return lines;
}
