/**
 * Rattle and Rend campaign play (004_c41133d86b017ece.txt, Campaign Play): a
 * Campaign Warband's roster size between games, exactly.
 *
 * - "Consequences Between Skirmishes": after each game both players roll a d20,
 *   the winner on WINNER (1-5 no change, 6-15 +1, 16-20 +2), the loser on LOSER
 *   (1-10 -1, 10-15 no change, 16-20 +1). A 10 sits in two loser rows (RR-059):
 *   both readings are named below.
 * - "The Campaign Warband": 12 points to start, at most 18 ("If a result would
 *   take your total ... over 18 points ... you simply ignore the result": the
 *   whole result, or only the excess? both readings), at least 9; below 9 it
 *   dissolves and "Players are encouraged to introduce a new warband", so the
 *   chain restarts that player at 12.
 * - "Before a Campaign Game": each player fields "a legal, 12-point roster from
 *   their larger Campaign Warband". A warband shrunk below 12 has none; the
 *   rulebook lets it keep playing (minimum 9), so the default reading fields
 *   everything it has (a 9-11 point warband: the side field `points`), the other
 *   fields both sides at the smaller one's points, which makes size irrelevant.
 * - "Escalation Campaigns": no tables; every player adds 1 point after each game.
 * - "Managing Roster Changes › Losing Points": remove a 1-point Element; with
 *   none, remove a 2-point Element and "may replace the gap" with a 1-point one
 *   (`shrinkElements`).
 *
 * The chain (`campaignChain`) is exact given the win probability of each pair of
 * roster sizes; the experiment rr-campaign measures that from games.
 */
import { CAMPAIGN_MAX_POINTS, CAMPAIGN_MIN_POINTS, WARBAND_POINTS } from './rules.ts';

/** A campaign reading: its values, the default first, and why it exists. */
export interface CampaignReading {
  readonly values: readonly string[];
  readonly default: string;
  readonly describe: string;
}

export const CAMPAIGN_READINGS = {
  'loser-ten': {
    values: ['crushing', 'mixed'],
    default: 'crushing',
    describe: "a loser's roll of 10 is a Crushing Defeat (its row is read first: 1-10) or Mixed Results (10-15) (RR-059)",
  },
  'over-cap': {
    values: ['ignore', 'clamp'],
    default: 'ignore',
    describe: 'a gain past 18 points is ignored entirely ("you simply ignore the result": 17 + 2 stays 17) or stops at 18',
  },
  'short-roster': {
    values: ['field-all', 'level'],
    default: 'field-all',
    describe: 'a Campaign Warband below 12 points fields all it has against a 12-point roster, or both sides field the smaller one\'s points (size never matters)',
  },
} as const satisfies Record<string, CampaignReading>;

export type CampaignReadingName = keyof typeof CAMPAIGN_READINGS;
export type CampaignReadings = { readonly [K in CampaignReadingName]: (typeof CAMPAIGN_READINGS)[K]['values'][number] };
export const DEFAULT_CAMPAIGN: CampaignReadings = { 'loser-ten': 'crushing', 'over-cap': 'ignore', 'short-roster': 'field-all' };

/** The roster change a d20 gives the winner ("WINNER": 1-5 no change, 6-15 +1, 16-20 +2). */
export function winnerChange(d20: number): number {
  return d20 <= 5 ? 0 : d20 <= 15 ? 1 : 2;
}

/** The roster change a d20 gives the loser ("LOSER": 1-10 -1, 10-15 no change, 16-20 +1; a 10 by the reading). */
export function loserChange(d20: number, ten: CampaignReadings['loser-ten']): number {
  if (d20 === 10) return ten === 'crushing' ? -1 : 0;
  return d20 <= 9 ? -1 : d20 <= 15 ? 0 : 1;
}

/** P(change) over the 20 faces, as a map from change (-1..2) to probability. */
export function changeOdds(won: boolean, ten: CampaignReadings['loser-ten']): Map<number, number> {
  const odds = new Map<number, number>();
  for (let d20 = 1; d20 <= 20; d20++) {
    const change = won ? winnerChange(d20) : loserChange(d20, ten);
    odds.set(change, (odds.get(change) ?? 0) + 1 / 20);
  }
  return odds;
}

/** The roster after a change, or CAMPAIGN_MIN_POINTS - 1 when it dissolves (below 9). */
export function applyChange(points: number, change: number, overCap: CampaignReadings['over-cap']): number {
  const next = points + change;
  if (next > CAMPAIGN_MAX_POINTS) return overCap === 'ignore' ? points : CAMPAIGN_MAX_POINTS;
  return Math.max(next, CAMPAIGN_MIN_POINTS - 1);
}

/** The points a Campaign Warband of `points` fields against one of `other` (Before a Campaign Game). */
export function fielded(points: number, other: number, shortRoster: CampaignReadings['short-roster']): number {
  const own = Math.min(points, WARBAND_POINTS);
  return shortRoster === 'level' ? Math.min(own, other, WARBAND_POINTS) : own;
}

const ONE_POINT = /^(champion|dregs|ward)\b/;
const TWO_POINT = /^(fighters|shooters|skirmishers)$/;
const CORE = /^(fighters|shooters|skirmishers)\b/;

/** Points of Fighters, Shooters and Skirmishers (an attached Champion not counted): at least 4 (Warband Creation). */
function corePoints(entries: readonly string[]): number {
  return entries.filter((e) => CORE.test(e)).length * 2;
}

/**
 * One point lost from a warband's Elements (Managing Roster Changes › Losing
 * Points): the last listed 1-point Element (a Champion, Dregs or Ward; an
 * attached Champion only when no other is left), else the last listed 2-point
 * Element that leaves at least 4 points of Fighters, Shooters or Skirmishers,
 * with Dregs filling "the gap in points" (a 1-point Element that needs no trait).
 * Null when the rule leaves no legal warband (every 2-point Element is core and
 * removing one leaves under 4 core points). Which Element goes is the player's
 * choice; last-listed is this toolkit's fixed policy.
 */
export function shrinkElements(elements: string): string | null {
  const entries = elements.split(',').map((e) => e.trim());
  for (let i = entries.length - 1; i >= 0; i--) {
    if (ONE_POINT.test(entries[i])) return [...entries.slice(0, i), ...entries.slice(i + 1)].join(', ');
  }
  for (let i = entries.length - 1; i >= 0; i--) {
    const [host, rider] = entries[i].split('+');
    if (rider !== undefined) return [...entries.slice(0, i), host.trim(), ...entries.slice(i + 1)].join(', ');
  }
  for (let i = entries.length - 1; i >= 0; i--) {
    if (!TWO_POINT.test(entries[i])) continue;
    const rest = [...entries.slice(0, i), ...entries.slice(i + 1)];
    if (corePoints(rest) >= 4) return [...rest, 'dregs'].join(', ');
  }
  return null;
}

/** A pair of Campaign Warbands after some games: chain state per (points of A, points of B, A has dissolved). */
export interface CampaignSnapshot {
  games: number;
  /** Mean roster of player A (players are alike, so of either). */
  meanPoints: number;
  /** P(A's warband has dissolved at least once by now). */
  dissolved: number;
  /** P(A's roster is at 18 now). */
  atCap: number;
  /** P(A's roster is below 12 now: it fields a short roster). */
  short: number;
  /** Mean |points of A - points of B|. */
  meanGap: number;
  /** P(|gap| >= 3 now). */
  wideGap: number;
}

const SIZES = CAMPAIGN_MAX_POINTS - CAMPAIGN_MIN_POINTS + 1;

/**
 * The exact chain of two Campaign Warbands starting at `start` points, game
 * by game: the first wins with winProb(a, b) (a draw counts half, as a score),
 * each rolls on its table, a warband below 9 dissolves and restarts at 12.
 * Snapshots after each of 1..games games.
 */
export function campaignChain(winProb: (a: number, b: number) => number, readings: CampaignReadings, games: number, start = WARBAND_POINTS): CampaignSnapshot[] {
  const at = (a: number, b: number, flag: number) => ((a - CAMPAIGN_MIN_POINTS) * SIZES + (b - CAMPAIGN_MIN_POINTS)) * 2 + flag;
  let p = new Float64Array(SIZES * SIZES * 2);
  p[at(start, start, 0)] = 1;
  const win = [...changeOdds(true, readings['loser-ten'])];
  const loss = [...changeOdds(false, readings['loser-ten'])];
  const settle = (points: number) => (points < CAMPAIGN_MIN_POINTS ? { points: WARBAND_POINTS, dissolved: 1 } : { points, dissolved: 0 });
  const snapshots: CampaignSnapshot[] = [];
  for (let g = 1; g <= games; g++) {
    const next = new Float64Array(p.length);
    for (let a = CAMPAIGN_MIN_POINTS; a <= CAMPAIGN_MAX_POINTS; a++) {
      for (let b = CAMPAIGN_MIN_POINTS; b <= CAMPAIGN_MAX_POINTS; b++) {
        for (let flag = 0; flag < 2; flag++) {
          const mass = p[at(a, b, flag)];
          if (mass === 0) continue;
          const pa = winProb(a, b);
          for (const [aWins, weight] of [[true, pa], [false, 1 - pa]] as const) {
            if (weight === 0) continue;
            for (const [da, qa] of aWins ? win : loss) {
              for (const [db, qb] of aWins ? loss : win) {
                const na = settle(applyChange(a, da, readings['over-cap']));
                const nb = settle(applyChange(b, db, readings['over-cap']));
                next[at(na.points, nb.points, flag | na.dissolved)] += mass * weight * qa * qb;
              }
            }
          }
        }
      }
    }
    p = next;
    const s: CampaignSnapshot = { games: g, meanPoints: 0, dissolved: 0, atCap: 0, short: 0, meanGap: 0, wideGap: 0 };
    for (let a = CAMPAIGN_MIN_POINTS; a <= CAMPAIGN_MAX_POINTS; a++) {
      for (let b = CAMPAIGN_MIN_POINTS; b <= CAMPAIGN_MAX_POINTS; b++) {
        for (let flag = 0; flag < 2; flag++) {
          const mass = p[at(a, b, flag)];
          s.meanPoints += mass * a;
          s.dissolved += mass * flag;
          if (a === CAMPAIGN_MAX_POINTS) s.atCap += mass;
          if (a < WARBAND_POINTS) s.short += mass;
          s.meanGap += mass * Math.abs(a - b);
          if (Math.abs(a - b) >= 3) s.wideGap += mass;
        }
      }
    }
    snapshots.push(s);
  }
  return snapshots;
}

/** "Escalation Campaigns": every player adds 1 point after each game, to 18; the roster after `games` games. */
export function escalationPoints(start: number, games: number): number {
  return Math.min(CAMPAIGN_MAX_POINTS, start + games);
}
