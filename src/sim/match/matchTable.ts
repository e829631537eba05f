/**
 * A match summary as a table for a designer: results by who moved first, A's
 * win rate with its 95% interval and the games behind it, game length and the
 * game's statistics with their intervals.
 */
import type { Estimate, MatchSummary } from './runMatch.ts';
import { formatBand, groupThousands, shown, trimNumber } from '../../report/format.ts';
import { bandStatus, DEFAULT_WIN_RATE_BAND } from '../../report/verdict.ts';

const percent = (x: number) => `${shown(100 * x, 1)}%`;
const number = (x: number) => (Math.abs(x) >= 100 ? shown(x, 1) : shown(x, 2));

export function matchTable(summary: MatchSummary, band: readonly [number, number] = DEFAULT_WIN_RATE_BAND): string {
  const variants = Object.entries(summary.variants).map(([name, value]) => `${name}=${value}`).join(', ');
  const { aFirst, bFirst } = summary.bySeat;
  const row = (label: string, x: number, y: number) => `${label.padEnd(12)}${String(x).padStart(9)}${String(y).padStart(9)}${String(x + y).padStart(9)}`;
  const estimates: [string, Estimate][] = [['game length', summary.length], ...Object.values(summary.statistics).map((e) => [e.label, e] as [string, Estimate])];
  const width = Math.max(24, ...estimates.map(([label]) => label.length + 2));
  const lines = [
    `${summary.system} match: ${summary.a.name} (A, ${summary.agentA}) vs ${summary.b.name} (B, ${summary.agentB})`,
    `seed ${summary.seed}${variants ? `, ${variants}` : ''}; ${summary.games} games in ${summary.pairs} pairs, sides swapped within each pair`,
    ...(summary.dataNote ? [`data: ${summary.dataNote}`] : []),
    '',
    `${''.padEnd(12)}${'A first'.padStart(9)}${'B first'.padStart(9)}${'total'.padStart(9)}`,
    row('A wins', aFirst.winsA, bFirst.winsA),
    row('draws', aFirst.draws, bFirst.draws),
    row('B wins', aFirst.winsB, bFirst.winsB),
    '',
    `${'win rate A'.padEnd(width)}${percent(summary.winRateA).padStart(8)}  (${percent(summary.ci[0])} - ${percent(summary.ci[1])})  95%, ${summary.games} games, draws count half`,
    `verdict: ${matchVerdict(summary, band)}`,
    ...estimates.map(([label, e]) => `${label.padEnd(width)}${number(e.mean).padStart(8)}  (${number(e.ci[0])} - ${number(e.ci[1])})  ${e.unit}`),
    '',
    `${summary.games} games in ${summary.timing.seconds.toFixed(1)} s (${pace(summary.gamesPerSecond)}, ${summary.timing.workers} worker${summary.timing.workers === 1 ? '' : 's'})`,
    `reproduce: ${summary.command}`,
  ];
  return lines.join('\n');
}

/**
 * The win rate against a band (default 45-55%, report/verdict.ts; `--band`), judged on the interval over the pairs
 * (`pairedCi`: the two games of a pair share their dice, so they are not independent): a side is called too strong
 * or too weak only when that whole interval is outside the band, balanced only when it is inside.
 */
export function matchVerdict(summary: MatchSummary, [low, high]: readonly [number, number] = DEFAULT_WIN_RATE_BAND): string {
  const band = `the ${formatBand(low, high, true)} band`;
  const [lo, hi] = summary.pairedCi;
  const numbers = `A scores ${percent(summary.winRateA)} (${percent(lo)} - ${percent(hi)} over the ${groupThousands(summary.pairs)} pairs)`;
  const a = `A (${summary.a.name}, ${summary.agentA})`;
  const b = `B (${summary.b.name}, ${summary.agentB})`;
  switch (bandStatus([lo, hi], { metric: 'winRateA', low, high })) {
    case 'above':
      return `${a} is too strong against ${b} by ${band}: ${numbers}`;
    case 'below':
      return `${a} is too weak against ${b} by ${band}: ${numbers}`;
    case 'within':
      return `balanced by ${band}: ${numbers}, inside it`;
    case 'inconclusive': {
      const edges = [low, high].filter((edge) => lo <= edge && edge <= hi);
      const distance = Math.min(...edges.map((edge) => Math.abs(summary.winRateA - edge)));
      const halfWidth = (hi - lo) / 2;
      // The interval narrows as 1/sqrt(games): clearing the nearest edge at distance d takes games * (halfWidth / d)^2.
      const settle = distance > 0 && halfWidth > 0 ? `; about ${groupThousands(2 * Math.ceil((summary.games * (halfWidth / distance) ** 2) / 2))} games in all would settle it if the estimate holds` : '';
      return `not settled by ${band}: ${numbers} crosses ${edges.map((edge) => `${trimNumber(100 * edge)}%`).join(' and ')}${settle}`;
    }
  }
}

/** Games per second, or seconds a game when under one a second (a search agent's match: never "0 games/s"). */
export function pace(gamesPerSecond: number): string {
  return gamesPerSecond >= 1 || gamesPerSecond <= 0 ? `${Math.round(gamesPerSecond)} games/s` : `${(1 / gamesPerSecond).toFixed(1)} s a game`;
}
