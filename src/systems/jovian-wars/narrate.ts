/**
 * A Jovian Wars game as a story a designer can follow: each Game Turn with
 * the Victory Points, each activation, move, attack result, damage, critical
 * and catastrophic roll, Bombing Runs and Dogfights with their revealed bids
 * and pools, and the result.
 */
import type { NarrativeContext } from '../../game/definition.ts';
import type { GameEvent } from '../../game/state.ts';
import { CARDS } from './cards.ts';

export function narrateJovian(events: readonly GameEvent[], { names }: NarrativeContext): string[] {
  const lines: string[] = [];
  let units: string[] = [];
  const unit = (i: unknown) => {
    const [side, card] = (units[Number(i)] ?? '?:?').split(':');
    return `${CARDS.get(card)?.name ?? card}#${i} (${names[Number(side)] ?? side})`;
  };
  const vp = (v: unknown) => (Array.isArray(v) ? `${v[0]} - ${v[1]} VP` : '');
  for (const e of events) {
    switch (e.kind) {
      case 'start':
        units = (e.units as string[]).slice();
        lines.push(`Jovian Wars: ${names[0]} (${(e.tv as number[])[0]} TV) against ${names[1]} (${(e.tv as number[])[1]} TV), seven turns`);
        break;
      case 'turn':
        lines.push(`Turn ${e.turn} · ${vp(e.vp)}`);
        break;
      case 'activate':
        lines.push(`  ${unit(e.unit)} activates`);
        break;
      case 'move':
        lines.push(`    turns ${Number(e.turns) * 45} deg, moves ${e.distance}" to (${e.x}, ${e.y})`);
        break;
      case 'approach':
      case 'bomb':
      case 'intercept':
        lines.push(`    ${e.kind === 'bomb' ? 'Bombing Run on' : e.kind === 'intercept' ? 'intercepts' : 'approaches'} ${unit(e.target)}${e.boost ? `, boosting ${e.boost}` : ''}`);
        break;
      case 'commit':
        lines.push('    commits in secret');
        break;
      case 'reveal':
        lines.push(`    reveal: bids ${(e.bids as number[]).join(' / ')}, attack/defense pools ${(e.pools as number[][]).map((p) => p.join('/')).join(' vs ')}`);
        break;
      case 'fire':
        lines.push(`    fires ${e.weapon} at ${unit(e.target)}`);
        break;
      case 'hit':
        lines.push(
          e.damage !== undefined
            ? `      ${unit(e.target)} ${e.result}: ${e.damage} damage, ${e.left} Structure left${e.destroyed ? ' - Destroyed' : ''}`
            : `      ${unit(e.target)} ${e.result}: ${e.structure} Structure, ${e.rating} Rating, ${e.criticals} critical; ${e.left} Structure left`,
        );
        break;
      case 'crippled':
        lines.push(`      ${unit(e.unit)} is Crippled`);
        break;
      case 'catastrophic':
        lines.push(`      ${unit(e.unit)} catastrophic roll ${e.die} -> ${e.total}: ${e.result === 'none' ? 'no effect' : e.result === 'dead' ? 'Dead' : 'Explodes'}`);
        break;
      case 'weapon-damage':
        lines.push(`      ${unit(e.unit)} ${e.weapon} critical ${e.die}: ${e.damaged ? 'damaged' : 'holds'}`);
        break;
      case 'withdraw':
        lines.push(`    withdraw test ${e.roll}: ${e.success ? 'Withdrawn' : 'fails'}`);
        break;
      case 'left-table':
        lines.push(`    ${unit(e.unit)} leaves the table: Withdrawn`);
        break;
      case 'cloak-test':
        lines.push('      fails the Cloak skill test');
        break;
      case 'end': {
        const w = Number(e.winner);
        lines.push(`End after turn ${e.turn}: ${vp(e.vp)}; ${w < 0 ? 'a draw' : `${names[w]} wins`}`);
        break;
      }
    }
  }
  return lines;
}
