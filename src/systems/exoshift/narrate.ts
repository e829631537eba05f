/**
 * An Exoshift game as a story: a header per round with CP and VP, the bids
 * and initiative, each action with its cost, shots with hits, casualty
 * rolls, morale, objectives, and the result.
 */
import type { NarrativeContext } from '../../game/definition.ts';
import type { GameEvent } from '../../game/state.ts';

/** Hunker Down's and Rest's options (layout.ts HUNKER_MOVE, HUNKER_SNAP, REST_MOVE). */
const option = (verb: unknown, param: number): string =>
  verb === 'hunker down' ? (param === 1 ? ' after a 2" move' : param >= 32 ? ' after a snap fire' : '') : verb === 'rest' && param === 1 ? ' after a 1" move' : '';

const pair = (value: unknown): string => (Array.isArray(value) ? `${value[0]} - ${value[1]}` : '?');

export function narrateExoshift(events: readonly GameEvent[], { names }: NarrativeContext, unitNames: readonly string[]): string[] {
  const lines: string[] = [];
  const unit = (u: unknown) => (typeof u === 'number' ? (unitNames[u] ?? `unit ${u}`) : '?');
  for (const e of events) {
    switch (e.kind) {
      case 'start':
        lines.push(`Exoshift, ${e.mission}: ${names[0]} against ${names[1]}`);
        break;
      case 'round':
        lines.push(`Round ${e.round}`);
        break;
      case 'cp':
        lines.push(`  CP ${pair(e.cp)}`);
        break;
      case 'initiative':
        lines.push(`  bids ${pair(e.bids)}, initiative d10 ${pair(e.dice)} -> ${pair(e.totals)}${e.winner === -1 ? ': tie, reroll' : `: ${names[e.winner as number]} wins`}`);
        break;
      case 'order':
        lines.push(`  ${names[e.first as number]} goes first`);
        break;
      case 'action':
        lines.push(`  ${unit(e.unit)}: ${e.verb}${option(e.verb, Number(e.param))}${Number(e.cost) > 0 ? ` (${e.cost} CP)` : ' (free)'}`);
        break;
      case 'reroll':
        lines.push(`    ${unit(e.unit)} rerolls its Morale test under ${unit(e.leader)} (1 CP)`);
        break;
      case 'recon':
        lines.push(`  ${unit(e.unit)} makes its Recon Deployment move to (${Number(e.x).toFixed(1)}, ${Number(e.y).toFixed(1)})`);
        break;
      case 'declare':
        lines.push(`  ${unit(e.unit)}: second weapons declared at ${unit(e.target)}`);
        break;
      case 'shoot':
        lines.push(`    ${e.action} at ${unit(e.target)}: ${e.shots} shot${e.shots === 1 ? '' : 's'}, aim ${e.aim}, ${e.hits} hit${e.hits === 1 ? '' : 's'}${Number(e.indirect) > 0 ? ' (indirect)' : ''}`);
        break;
      case 'casualty':
        lines.push(`    ${unit(e.unit)} casualty roll ${e.die}${Number(e.modifier) >= 0 ? '+' : ''}${e.modifier}: ${e.result}`);
        break;
      case 'removed':
        lines.push(`    ${unit(e.unit)} is ${e.status}`);
        break;
      case 'rout-test':
        lines.push(`    ${unit(e.unit)} Rout Test ${e.die} vs ${e.target}: ${e.pass ? 'holds' : 'fails'}`);
        break;
      case 'routed':
        lines.push(`    ${unit(e.unit)} is Routed`);
        break;
      case 'rout-choice':
        lines.push(`    ${unit(e.unit)}: ${e.paid ? '1 CP paid to pass the stay-put test' : 'tests Quality to stay put'}`);
        break;
      case 'arrival':
        lines.push(`  ${unit(e.unit)} in Reserve: arrival test ${e.die} vs ${e.arrival}: ${e.pass ? 'On Ready' : 'not yet'}`);
        break;
      case 'boost':
        lines.push(`  ${unit(e.unit)}: 1 CP, arrival number ${e.arrival}`);
        break;
      case 'arrive':
        lines.push(`    ${unit(e.unit)} moves onto the table`);
        break;
      case 'rally':
        lines.push(`  ${unit(e.unit)} rallies`);
        break;
      case 'secure':
        lines.push(`    secures control point ${Number(e.objective) + 1}: ${e.die} ${e.pass ? 'passes' : 'fails'}`);
        break;
      case 'token-picked':
      case 'token-locked':
      case 'token-secured':
        lines.push(`    ${unit(e.unit)} ${String(e.kind).slice(6)} token ${Number(e.objective) + 1}`);
        break;
      case 'assault':
        lines.push(`    assaults ${unit(e.target)}`);
        break;
      case 'assault-morale':
        lines.push(`    ${unit(e.unit)} Morale ${e.die} vs ${e.target}: ${e.pass ? 'holds' : 'gives ground'}`);
        break;
      case 'teamwork':
        lines.push(`    Teamwork test ${e.die}: ${e.pass ? 'another unit of its type may take a Secondary action for 1 CP' : 'fails'}`);
        break;
      case 'shared-responsibility':
        lines.push(`    Shared Responsibility: ${unit(e.tester)} tests ${e.die}: ${e.pass ? `takes up ${unit(e.unit)}'s place and is removed instead; ${unit(e.unit)} is Stunned` : 'fails'}`);
        break;
      case 'recover':
        lines.push(`    removes ${e.removed} Disruption`);
        break;
      case 'revive':
      case 'treat':
        lines.push(`    ${e.kind}s ${unit(e.friend)}: ${e.pass ? 'success' : 'fails'}`);
        break;
      case 'steady':
        lines.push(`    steadies ${unit(e.friend)} (Medical Test ${e.die}): ${e.pass ? 'no longer Unnerved' : 'fails'}`);
        break;
      case 'stabilise':
        lines.push(`    stabilises ${unit(e.friend)} (Medical Test ${e.die}): ${e.pass ? 'success, off the table' : 'fails'}`);
        break;
      case 'pass':
        lines.push(`  ${names[e.player as number]} passes (${e.cost} CP)`);
        break;
      case 'forfeit':
        lines.push(`  ${names[e.player as number]} cannot act or pay to pass: forfeits ${e.cp} CP`);
        break;
      case 'round-end':
        lines.push(`  end of round ${e.round}: VP ${pair(e.vp)}${e.total ? `, less casualties ${pair(e.total)}` : ''}`);
        break;
      case 'end':
        lines.push((e.winner === 2 ? `Draw (${e.reason}), VP ${pair(e.vp)}` : `${names[e.winner as number]} wins (${e.reason}) in round ${e.round}, VP ${pair(e.vp)}`) + (e.total ? `, less casualties ${pair(e.total)}` : ''));
        break;
    }
  }
  return lines;
}
