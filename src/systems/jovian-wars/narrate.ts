/**
 * A Jovian Wars game as a story a designer can follow: each Game Turn with
 * the Victory Points, each activation, move, attack result, damage, critical
 * and catastrophic roll, Bombing Runs and Dogfights with their revealed bids
 * and pools, Launches and Landings, and the result.
 */
import type { NarrativeContext } from '../../game/definition.ts';
import type { GameEvent } from '../../game/state.ts';
import { cardById } from './cards.ts';
import { RATING_NAMES } from './damage.ts';
import { ACTIONS } from './options.ts';

/** Hits that are not a weapon's: by the weapon index jobs.ts and ram.ts give them. */
const HIT_SOURCE: Record<number, string> = { [-1]: 'Point Defense: ', [-2]: 'explosion: ', [-3]: 'ram: ', [-4]: 'terrain: ', [-5]: 'sabotage: ' };

export function narrateJovian(events: readonly GameEvent[], { names }: NarrativeContext): string[] {
  const lines: string[] = [];
  let units: string[] = [];
  const unit = (i: unknown) => {
    const [side, card] = (units[Number(i)] ?? '?:?').split(':');
    return `${cardById(card)?.name ?? card}#${i} (${names[Number(side)] ?? side})`;
  };
  const vp = (v: unknown) => (Array.isArray(v) ? `${v[0]} - ${v[1]} VP` : '');
  for (const e of events) {
    switch (e.kind) {
      case 'start':
        units = (e.units as string[]).slice();
        lines.push(`Jovian Wars: ${names[0]} (${(e.tv as number[])[0]} TV) against ${names[1]} (${(e.tv as number[])[1]} TV), seven turns`);
        break;
      case 'terrain':
        lines.push(`Terrain: ${(e.pieces as string[]).join('; ')}`);
        break;
      case 'comet':
        lines.push(`  The Comet drifts ${e.inches}" to (${(e.body as number[]).join(', ')})${(e.pushed as number[]).length > 0 ? `, pushing ${(e.pushed as number[]).map(unit).join(', ')} aside` : ''}${(e.struck as number[]).length > 0 ? `; its Tail sweeps over ${(e.struck as number[]).map(unit).join(', ')}` : ''}`);
        break;
      case 'deploy':
        lines.push(`Turn ${e.turn} Deployment Phase: ${(e.units as number[]).map((i) => unit(i) + ((e.embarked as number[]).includes(i) ? ' (Embarked)' : '')).join(', ')} deploy from Reserve`);
        break;
      case 'turn':
        lines.push(`Turn ${e.turn} · ${vp(e.vp)}`);
        break;
      case 'activate':
        lines.push(`  ${unit(e.unit)} activates`);
        break;
      case 'move':
        lines.push(`    turns ${Number(e.turns) * 45} deg, moves ${Number(e.distance) < 0 ? `${-Number(e.distance)}" backward` : `${e.distance}"`} to (${e.x}, ${e.y})`);
        break;
      case 'action':
        lines.push(`    declares ${ACTIONS[Number(e.action)] ?? e.action}`);
        break;
      case 'action-test':
        lines.push(`    ${e.test} Skill Test: ${e.result}`);
        break;
      case 'repair-die':
        lines.push(`      repair d6 ${e.die}: ${e.success ? 'repaired' : 'fails'}`);
        break;
      case 'repaired':
        lines.push(`      ${unit(e.unit)} repairs ${e.weapon ?? e.trait ?? RATING_NAMES[Number(e.rating)]}`);
        break;
      case 'ram':
        lines.push(`    rams ${unit(e.target)}`);
        break;
      case 'rammed':
        lines.push(`      ${unit(e.unit)} is Destroyed by its ram`);
        break;
      case 'board':
        lines.push(`    boards ${unit(e.target)} with ${e.marines} Marines`);
        break;
      case 'boarded':
        lines.push(`      Point Defense kills ${e.lost}; ${e.boarders} Boarders aboard ${unit(e.unit)}`);
        break;
      case 'firefight':
        lines.push(`    firefight aboard ${unit(e.unit)}: Boarders (${e.boarding}) ${e.boarders}, Marines (${e.marines}) ${e.defenders}`);
        break;
      case 'firefight-result':
        lines.push(`      ${e.marines} Marines and ${e.boarders} Boarders left`);
        break;
      case 'captured':
        lines.push(`      ${unit(e.unit)} is Captured by ${names[Number(e.player)] ?? e.player} (${e.marines} Marines)`);
        break;
      case 'targeted':
        lines.push(`      ${unit(e.unit)} is Targeted:${e.level}`);
        break;
      case 'approach':
      case 'bomb':
      case 'intercept':
      case 'combined':
        lines.push(`    ${e.kind === 'bomb' ? 'Bombing Run on' : e.kind === 'intercept' ? 'intercepts' : e.kind === 'combined' ? 'Combined Attack on' : 'approaches'} ${unit(e.target)}${e.boost ? `, boosting ${e.boost}` : ''}`);
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
            ? `      ${HIT_SOURCE[Number(e.weapon)] ?? ''}${unit(e.target)} ${e.result}: ${e.damage} damage, ${e.left} Structure left${e.destroyed ? ' - Destroyed' : ''}`
            : `      ${HIT_SOURCE[Number(e.weapon)] ?? ''}${unit(e.target)} ${e.result}: ${e.structure} Structure, ${e.rating} Rating, ${e.criticals} critical; ${e.left} Structure left`,
        );
        break;
      case 'crippled':
        lines.push(`      ${unit(e.unit)} is Crippled`);
        break;
      case 'catastrophic':
        lines.push(`      ${unit(e.unit)} catastrophic roll ${e.die} -> ${e.total}: ${e.result === 'none' ? 'no effect' : e.result === 'dead' ? 'Dead' : 'Explodes'}`);
        break;
      case 'vectored':
        lines.push(`      ${unit(e.unit)} vectored to (${e.x}, ${e.y})`);
        break;
      case 'suppressed':
        lines.push(`    Suppressing Fire (${e.weapon}) on ${unit(e.target)}: Suppressed:${e.x}`);
        break;
      case 'trait-damage':
        lines.push(`      ${unit(e.unit)} ${e.trait} damaged (System Trait Damage): rating ${e.left}`);
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
      case 'launch':
        lines.push(`    launches from ${unit(e.carrier)} to (${e.x}, ${e.y})`);
        break;
      case 'land':
        lines.push(`    lands on ${unit(e.carrier)}: Embarked`);
        break;
      case 'disembarked':
        lines.push(`      ${unit(e.unit)} aboard ${unit(e.carrier)}: ${e.fate === 'withdrawn' ? 'Withdrawn with it' : e.fate === 'explode' ? 'lost in the explosion' : 'placed beside the wreck'}`);
        break;
      case 'drones':
        lines.push(`    launches ${unit(e.unit)} from its Drone Bay to (${e.x}, ${e.y})`);
        break;
      case 'commanded':
        lines.push(`      ${unit(e.unit)} is commanded`);
        break;
      case 'squadron-repaired':
        lines.push(`      ${unit(e.unit)} repaired aboard ${unit(e.carrier)}: ${e.result}, +${e.structure} Structure`);
        break;
      case 'escorting':
        lines.push(`    ${unit(e.unit)} Escorting ${unit(e.ship)} (Combat Air Patrol)`);
        break;
      case 'escort-ends':
        lines.push(`      ${unit(e.unit)} no longer Escorting ${unit(e.ship)}`);
        break;
      case 'reactive-intercept':
        lines.push(`      ${unit(e.unit)} intercepts ${unit(e.target)} at (${e.x}, ${e.y}): Reactive Interception${e.escorting ? ' from Escorting' : ''}`);
        break;
      case 'lets-pass':
        lines.push(`      ${unit(e.unit)} lets ${unit(e.target)} pass: no Reactive Interception`);
        break;
      case 'free-move':
        lines.push(`      ${unit(e.unit)} ${e.inches === 1 ? 'moves 1" directly away' : 'makes its free 4" move'} to (${e.x}, ${e.y})`);
        break;
      case 'fast-test':
        lines.push(`      ${unit(e.unit)} declares on Fast ${unit(e.target)}: Skill Test ${e.result}${e.fuelLost ? ', loses a Fuel' : ''}`);
        break;
      case 'formation':
        lines.push(`    ${unit(e.unit)} and ${unit(e.partner)} deploy in Formation`);
        break;
      case 'formation-ends':
        lines.push(`      ${unit(e.unit)} and ${unit(e.partner)} no longer in Formation`);
        break;
      case 'formation-damage':
        lines.push(`      damage allocated in Formation: ${unit(e.unit)} ${e.left} Structure left, ${unit(e.partner)} ${e.partnerLeft}`);
        break;
      case 'formation-withdraws':
        lines.push(`      ${unit(e.unit)} withdraws with ${unit(e.leader)} (Formation)`);
        break;
      case 'cloak-test':
        lines.push('      fails the Cloak skill test');
        break;
      case 'escape':
        lines.push(`    ${unit(e.unit)} runs for the escape edge (boost ${e.boost}) to (${e.x}, ${e.y})`);
        break;
      case 'water':
        lines.push(`  Water Raid: the Stationary Comet at (${(e.comet as number[]).join(', ')}); water ${(e.water as number[]).map((n, i) => (n > 0 ? `${unit(i)} ${n}` : '')).filter(Boolean).join(', ')}`);
        break;
      case 'mine':
        lines.push(`      ${unit(e.unit)} mines the Comet: ${e.result}, ${e.kept} water unit(s) aboard`);
        break;
      case 'first-attack':
        lines.push(`      ${names[Number(e.player)]} is the first to attack (turn ${e.turn})`);
        break;
      case 'end': {
        const w = Number(e.winner);
        const op = e.op as number[] | undefined;
        lines.push(`End after turn ${e.turn}: ${op ? `Objective Points ${op[0]} - ${op[1]}, ` : ''}${vp(e.vp)}; ${w < 0 ? 'a draw' : `${names[w]} wins`}`);
        break;
      }
    }
  }
  return lines;
}
