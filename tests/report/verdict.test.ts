import { describe, expect, it } from 'vitest';
import { formatEstimate, formatMean, formatShareEstimate, formatPointsDifference, formatProportion, formatRating, groupThousands, shown } from '../../src/report/format.ts';
import { bandStatus, DEFAULT_WIN_RATE_BAND, resolveBands, verdicts } from '../../src/report/verdict.ts';
import type { ExperimentResult } from '../../src/sim/result.ts';
import { factionWinRateResult, jovianPoolResult, mean, proportion } from './fixtures.ts';

/** A win-rate result with one arm per (label, wins, games). */
function winRates(arms: [string, number, number][], bands = [{ metric: 'win', low: 0.45, high: 0.55 }]): ExperimentResult {
  const result = factionWinRateResult();
  result.arms = arms.map(([label, wins, n]) => ({ id: label.toLowerCase(), label, params: {}, trials: n, metrics: { win: proportion('Win rate', wins, n) } }));
  result.bands = bands;
  return result;
}

describe('numbers in sentences', () => {
  it('groups thousands with commas', () => {
    expect(groupThousands(4000)).toBe('4,000');
    expect(groupThousands(1234567)).toBe('1,234,567');
    expect(groupThousands(999)).toBe('999');
  });

  it('prints a proportion with its interval and trial count at the precision the interval supports', () => {
    expect(formatProportion(0.61, [0.58, 0.64], 4000, 'paired games')).toBe('61% (58-64%, 4,000 paired games)');
    expect(formatProportion(0.612, [0.6095, 0.6145], 400000, 'trials')).toBe('61.2% (61.0-61.5%, 400,000 trials)');
  });

  it('never prints an interval end that is not 1/2 or a 45-55% band edge as one (a verdict turns on which side it lies)', () => {
    // ex-second-strength printed "0.55 (0.50 to 0.60, 384 games) (clearly ahead)" for a lower end of 0.502.
    expect(formatMean(0.55, [0.502, 0.598], 384, 'points per game', 'games')).toBe('0.550 points per game (0.502 to 0.598, 384 games)');
    expect(formatEstimate(0.484, [0.4712, 0.4968])).toBe('0.484 (0.471 to 0.497)');
    expect(formatEstimate(0.57, [0.5503, 0.5897])).toBe('0.5700 (0.5503 to 0.5897)');
    expect(formatProportion(0.52, [0.4996, 0.54], 2000, 'games')).toBe('52.00% (49.96-54.00%, 2,000 games)');
    // Nor the estimate as an end it is not: a score of 0.9995 read "1.000 (0.997 to 1.000)", as if no game was lost.
    expect(formatMean(0.9995, [0.9971, 1], 2000, 'points per game', 'games')).toBe('0.9995 points per game (0.9971 to 1.0000, 2,000 games)');
    expect(formatProportion(0.9995, [0.9972, 1], 2000, 'games')).toBe('99.95% (99.72-100.00%, 2,000 games)');
    expect(formatEstimate(1, [0.997, 1])).toBe('1.000 (0.997 to 1.000)');
    // An end that is exactly on the edge, or nowhere near one, keeps the width's decimals.
    expect(formatEstimate(0.6, [0.5, 0.7])).toBe('0.6 (0.5 to 0.7)');
    expect(formatEstimate(0.5, [0.5 - 0.05, 0.5 + 0.05])).toBe('0.50 (0.45 to 0.55)');
    expect(formatEstimate(0.7, [0.66, 0.74])).toBe('0.70 (0.66 to 0.74)');
  });

  it('prints a mean and a difference in percentage points with signs', () => {
    expect(formatMean(1.45, [1.415, 1.485], 4000, 'damage points per attack', 'trials')).toBe('1.45 damage points per attack (1.42 to 1.49, 4,000 trials)');
    expect(formatPointsDifference(0.061, [0.03, 0.092], 4000, 'paired games')).toBe('+6.1 pp (+3.0 to +9.2 pp, 4,000 paired games)');
  });

  it('signs a mean whose interval spans 0, and a rating against the field, so neither reads as a range of sizes', () => {
    // rr-skill-gap's luck check printed "-0.02 successes (-0.11 to 0.08, ...)".
    expect(formatMean(-0.02, [-0.11, 0.08], 27648, 'successes', 'games')).toBe('-0.02 successes (-0.11 to +0.08, 27,648 games)');
    expect(formatMean(0.03, [-0.0004, 0.06], 1000, 'VP', 'games')).toBe('+0.03 VP (-0.0004 to +0.06, 1,000 games)');
    // The same numbers without the trial count, for a list that gives it once (jw-game-length printed "49 activations").
    expect(formatEstimate(48.6, [48.04, 49.21])).toBe('48.6 (48.0 to 49.2)');
    expect(formatEstimate(-0.02, [-0.11, 0.08])).toBe('-0.02 (-0.11 to +0.08)');
    expect(formatEstimate(3, [-Infinity, Infinity])).toBe('3.00 (no interval)');
    // A share likewise: formatProportion's numbers without the count (rr-pivotal-rolls printed "about 23% of that").
    expect(formatShareEstimate(0.2, [0.16, 0.25])).toBe('20% (16-25%)');
    expect(formatShareEstimate(0.2, [0.16, 0.25])).toBe(formatProportion(0.2, [0.16, 0.25], 100, 'games').replace(', 100 games', ''));
    expect(formatShareEstimate(0.2, [NaN, NaN])).toBe('20.0% (no interval)');
    // An interval on one side of 0 keeps the plain form.
    expect(formatMean(-2, [-4, -0.3], 2000, 'VP', 'pairs')).toBe('-2 VP (-4 to -0.3, 2,000 pairs)');
    // A percentage carries "%" on every number, with no space: "30% (28% to 32%, ...)".
    expect(formatMean(30, [28, 32], 1500, '%', 'pairs')).toBe('30% (28% to 32%, 1,500 pairs)');
    expect(formatMean(29, [27.4, 30.2], 1500, '% of paths', 'pairs')).toBe('29% of paths (27% to 30%, 1,500 pairs)');
    // sp-operator-tiers printed "Glitch +16 (0 to 32)" for a rating clearly above the field.
    expect(formatRating(16.2, [0.31, 32.4])).toBe('+16 (+0.3 to +32)');
    expect(formatRating(3.4, [-13.2, 20.1])).toBe('+3 (-13 to +20)');
    expect(formatRating(-0.2, [-9, 8.6])).toBe('0 (-9 to +9)');
  });

  it('never prints a share or a mean that is not 0 as 0, and keeps a true 0 as it is', () => {
    // 10 in 524,288 (0.0019%, Wilson 0.0010-0.0035%): two decimals of percent would print "0.00% (0.00-0.00%)".
    expect(formatProportion(10 / 524288, [0.0000103607, 0.0000351129], 524288, 'builds')).toBe('0.002% (0.001-0.004%, 524,288 builds)');
    // None in 524,288: the estimate is 0, the upper end is not (a share never seen can still happen).
    expect(formatProportion(0, [0, 0.0000073], 524288, 'builds')).toBe('0.00% (0.00-0.001%, 524,288 builds)');
    expect(formatMean(0.0004, [0, 0.0011], 4000, 'per game', 'games')).toBe('0.0004 per game (0.0000 to 0.0011, 4,000 games)');
    expect(shown(0, 2)).toBe('0.00');
    expect(shown(-0.004, 1)).toBe('-0.004');
    expect(shown(3e-12, 2)).toBe('0.00');
  });

  it('says so when there is no estimate (nothing counted) or no interval (one value), never NaN or Infinity', () => {
    expect(formatMean(NaN, [NaN, NaN], 0, 'reaction windows', 'markers carried off')).toBe('no estimate (0 markers carried off)');
    expect(formatMean(3, [-Infinity, Infinity], 1, 'reaction windows', 'markers carried off')).toBe('3.00 reaction windows (no interval from 1 markers carried off)');
    expect(formatProportion(NaN, [0, 1], 0, 'markers')).toBe('no estimate (0 markers)');
    expect(formatPointsDifference(0.5, [-Infinity, Infinity], 1, 'pairs')).toBe('+50.0 pp (no interval from 1 pairs)');
  });
});

describe('band verdicts', () => {
  it('calls an arm too strong only when its whole interval is above the band', () => {
    // 2,440 wins in 4,000 games: 61.0%, Wilson interval 59.48-62.50%
    const { bandVerdicts } = verdicts(winRates([['Resurrectionists', 2440, 4000]]));
    expect(bandVerdicts[0].status).toBe('above');
    expect(bandVerdicts[0].sentence).toBe('Resurrectionists wins 61% (59-63%, 4,000 games): too strong by the 45-55% band');
  });

  it('calls an arm too weak when its whole interval is below the band', () => {
    const { bandVerdicts } = verdicts(winRates([['AR-12 Vanguard', 1620, 4000]]));
    expect(bandVerdicts[0].status).toBe('below');
    expect(bandVerdicts[0].sentence).toBe('AR-12 Vanguard wins 41% (39-42%, 4,000 games): too weak by the 45-55% band');
  });

  it('calls an arm balanced only when its whole interval lies inside the band', () => {
    const { bandVerdicts } = verdicts(winRates([['Fighters', 2010, 4000]]));
    expect(bandVerdicts[0].status).toBe('within');
    expect(bandVerdicts[0].sentence).toContain('balanced by the 45-55% band');
  });

  it('is inconclusive when the interval crosses the edge of the band, even if the estimate is outside it', () => {
    // 57 wins in 100 games: 57%, interval about 47-66%, which crosses the 55% edge
    const { bandVerdicts, headline } = verdicts(winRates([['Resurrectionists', 57, 100]]));
    expect(bandVerdicts[0].status).toBe('inconclusive');
    expect(bandVerdicts[0].sentence).toMatch(/^inconclusive: Resurrectionists wins 57% \(47-66%, 100 games\), and the interval crosses the 55% edge of the 45-55% band; about 2,269 games in all would settle it if the estimate holds$/);
    expect(headline[0]).toMatch(/^inconclusive:/);
    expect(headline.join(' ')).not.toMatch(/too strong/);
  });

  it('names both edges when a wide interval spans the whole band', () => {
    const { bandVerdicts } = verdicts(winRates([['Fighters', 5, 10]]));
    expect(bandVerdicts[0].sentence).toContain('crosses the 45% and 55% edges');
  });

  it('treats band edges as part of the check: touching the edge is not yet outside', () => {
    expect(bandStatus([0.55, 0.6], { metric: 'win', low: 0.45, high: 0.55 })).toBe('inconclusive');
    expect(bandStatus([0.5501, 0.6], { metric: 'win', low: 0.45, high: 0.55 })).toBe('above');
    expect(bandStatus([0.45, 0.55], { metric: 'win', low: 0.45, high: 0.55 })).toBe('within');
  });

  it('applies the default 45-55% band to a win rate that has no band, and a band given as an option replaces the result’s', () => {
    const result = winRates([['Resurrectionists', 2440, 4000]], []);
    expect(resolveBands(result)).toEqual([{ metric: 'win', low: DEFAULT_WIN_RATE_BAND[0], high: DEFAULT_WIN_RATE_BAND[1] }]);
    const wide = verdicts(result, { bands: [{ metric: 'win', low: 0.35, high: 0.65 }] });
    expect(wide.bandVerdicts[0].status).toBe('within');
    expect(wide.bandVerdicts[0].sentence).toContain('the 35-65% band');
    expect(verdicts(result, { winRateBand: null }).bandVerdicts).toHaveLength(0);
  });

  it('puts out-of-band arms first in the headline', () => {
    const { headline } = verdicts(factionWinRateResult());
    expect(headline[0]).toMatch(/^Resurrectionists wins 61% \(.*4,000 paired games\): too strong by the 45-55% band$/);
    expect(headline[1]).toMatch(/^AR-12 Vanguard wins .*too weak/);
  });
});

describe('differences against the baseline', () => {
  it('calls a difference significant only when its interval excludes 0', () => {
    const { differenceVerdicts, headline } = verdicts(jovianPoolResult());
    const kill = differenceVerdicts.filter((v) => v.metric === 'kill');
    expect(kill.map((v) => [v.armId, v.status])).toEqual([
      ['reroll-blanks', 'higher'],
      ['plus-one-die', 'higher'],
      ['exploding-sixes', 'no-difference'],
    ]);
    const sixes = kill.find((v) => v.armId === 'exploding-sixes')!;
    expect(sixes.sentence).toBe('Exploding sixes vs Standard pool: Quad-damage chance +0.5 pp (-0.7 to +1.7 pp, 4,000 paired trials): no clear difference, the interval includes 0');
    expect(headline[0]).toContain('significantly higher');
  });

  it("counts a win rate in games and a score (win 1, draw 1/2) in trials: a match experiment's trial is a pair of games", () => {
    const result = factionWinRateResult();
    result.bands = [{ metric: 'scoreA', low: 0.45, high: 0.55 }];
    result.arms.forEach((arm) => {
      arm.metrics = { ...arm.metrics, scoreA: mean("A's score (win 1, draw 1/2)", 'points per game', 0.6, 0.45, arm.trials) };
      if (arm.vsBaseline) arm.vsBaseline = { ...arm.vsBaseline, scoreA: { diff: 0.1, ci: [0.08, 0.12], paired: true } };
    });
    const { bandVerdicts, differenceVerdicts } = verdicts(result);
    expect(bandVerdicts.find((v) => v.metric === 'scoreA')!.sentence).toContain('4,000 paired trials');
    expect(differenceVerdicts.find((v) => v.metric === 'scoreA')!.sentence).toContain('4,000 paired trials');
    expect(differenceVerdicts.find((v) => v.metric === 'win')!.sentence).toContain('4,000 paired games');
  });

  it('names the arm a grid arm was compared with when it is not the experiment baseline', () => {
    const result = jovianPoolResult();
    result.arms[2].baselineArm = 'reroll-blanks';
    const verdict = verdicts(result).differenceVerdicts.find((v) => v.armId === 'plus-one-die' && v.metric === 'damage')!;
    expect(verdict.sentence).toMatch(/^Plus one die vs Re-roll blanks: Mean damage/);
  });

  it('says there is no verdict when the result has neither a band nor a baseline comparison', () => {
    const result = jovianPoolResult();
    for (const arm of result.arms) delete arm.vsBaseline;
    expect(verdicts(result).headline[0]).toMatch(/^No verdict/);
  });
});
