/**
 * A Pig game as a story: one header per turn with the score, then each roll,
 * the bust or the hold, and the result.
 *
 * Example:
 *   Pig to 100: Standard (A) moves first against Head Start (B); start 0 - 10
 *   Turn 1 · Standard (A) · 0 - 10
 *     rolls 4 -> turn total 4
 *     holds 4 -> 4 - 10
 */
import type { NarrativeContext } from '../definition.ts';
import type { GameEvent } from '../state.ts';

const score = (scores: unknown): string => (Array.isArray(scores) ? `${scores[0]} - ${scores[1]}` : '?');

export function narratePig(events: readonly GameEvent[], { names }: NarrativeContext): string[] {
  const lines: string[] = [];
  let scores: unknown = [0, 0];
  let turn = 0;
  for (const event of events) {
    const who = typeof event.player === 'number' ? names[event.player] : '';
    if (typeof event.turn === 'number' && event.turn !== turn && event.kind !== 'draw') {
      turn = event.turn;
      lines.push(`Turn ${turn} · ${who} · ${score(scores)}`);
    }
    switch (event.kind) {
      case 'start':
        scores = event.scores;
        lines.push(`Pig to ${event.target}: ${names[0]} moves first against ${names[1]}; start ${score(scores)}`);
        break;
      case 'roll':
        lines.push(`  rolls ${event.die} -> turn total ${event.turnTotal}`);
        break;
      case 'bust':
        lines.push(`  rolls 1: bust, loses ${event.lost}`);
        break;
      case 'hold':
        scores = event.scores;
        lines.push(`  holds ${event.banked} -> ${score(scores)}`);
        break;
      case 'win':
        lines.push(`${who} wins ${score(event.scores)} after ${event.turn} turns`);
        break;
      case 'draw':
        lines.push(`Draw at the turn limit (${event.turn} turns), ${score(event.scores)}`);
        break;
    }
  }
  return lines;
}
