/**
 * The second-strength checks shared by js-, ex-, jw- and sp-second-strength
 * (src/sim/match/strengths.ts): a verdict read at each agent
 * strength holds, flips, is clear at one strength only (and then either
 * clearly weaker there or just short of games), or is clear at none.
 */
import { describe, expect, it } from 'vitest';
import { agreement, armsAtStrengths, checkAtStrengths, pairedReading, scoreAgainstEven, strengthSummary, tally } from '../../src/sim/match/strengths.ts';
import type { ArmResult, ExperimentResult } from '../../src/sim/result.ts';

const STRENGTHS = [{ id: 'heuristic' }, { id: 'greedy', agent: 'greedy:rolls=4' }];

function arm(id: string, score: [number, number, number], diff?: [number, number, number]): ArmResult {
  return {
    id,
    label: id.replace(/@.*$/, ''),
    params: {},
    trials: 100,
    metrics: { scoreA: { kind: 'mean', label: 'score', unit: 'points', n: 100, mean: score[0], sd: 0.3, ci: [score[1], score[2]] } },
    ...(diff ? { vsBaseline: { scoreA: { diff: diff[0], ci: [diff[1], diff[2]], paired: true } } } : {}),
  };
}

const result = (arms: ArmResult[]) => ({ arms }) as unknown as ExperimentResult;

describe('agreement of one verdict across strengths', () => {
  it('holds when every strength gives the same clear verdict', () => {
    expect(agreement(['higher', 'higher'])).toBe('holds');
  });

  it('flips when two strengths give different clear verdicts', () => {
    expect(agreement(['higher', 'lower'])).toBe('FLIPS');
  });

  it('is clear at one strength only when another decides nothing', () => {
    expect(agreement(['higher', ''])).toBe('clear at one strength only');
  });

  it('is unclear when no strength decides', () => {
    expect(agreement(['', ''])).toBe('unclear at every strength');
  });
});

describe('checkAtStrengths', () => {
  it('reads the plain arm at the first strength and arm@id at the others', () => {
    const r = result([arm('mirror', [0.6, 0.55, 0.65]), arm('mirror@greedy', [0.4, 0.35, 0.45])]);
    const [check] = checkAtStrengths(r, STRENGTHS, ['mirror'], scoreAgainstEven());
    expect(check.outcome).toBe('FLIPS');
    expect(check.line).toMatch(/^mirror: heuristic 0\.60 .*\(A ahead\), greedy 0\.40 .*\(B ahead\): FLIPS$/);
  });

  it('says a strength is clearly weaker when its interval excludes the clear estimate', () => {
    // Heuristic +0.30 (clear); greedy 0.00 with an interval of -0.10 to +0.10, which excludes +0.30.
    const r = result([arm('reading', [0.5, 0.4, 0.6], [0.3, 0.2, 0.4]), arm('reading@greedy', [0.5, 0.4, 0.6], [0, -0.1, 0.1])]);
    const [check] = checkAtStrengths(r, STRENGTHS, ['reading'], pairedReading('scoreA', 'points'));
    expect(check.outcome).toBe('clear at one strength only');
    expect(check.line).toContain('clearly weaker with greedy');
  });

  it('does not call a strength weaker when the intervals overlap, even if one excludes the other estimate', () => {
    // Heuristic +0.30 (+0.20 to +0.40); greedy +0.10 (-0.05 to +0.25): 0.30 lies outside greedy's interval, yet the
    // difference's interval at any correlation (half-widths added, 0.20 +/- 0.25) holds 0.
    const r = result([arm('reading', [0.5, 0.4, 0.6], [0.3, 0.2, 0.4]), arm('reading@greedy', [0.5, 0.4, 0.6], [0.1, -0.05, 0.25])]);
    const [check] = checkAtStrengths(r, STRENGTHS, ['reading'], pairedReading('scoreA', 'points'));
    expect(check.line).toContain('more games may settle it');
    expect(check.line).not.toContain('clearly weaker');
  });

  it('says more games may settle it when the unclear interval still holds the clear estimate', () => {
    const r = result([arm('reading', [0.5, 0.4, 0.6], [0.3, 0.2, 0.4]), arm('reading@greedy', [0.5, 0.4, 0.6], [0.2, -0.1, 0.5])]);
    const [check] = checkAtStrengths(r, STRENGTHS, ['reading'], pairedReading('scoreA', 'points'));
    expect(check.line).toContain('more games may settle it');
  });

  it('fails loudly when an arm is missing at a strength', () => {
    expect(() => checkAtStrengths(result([arm('mirror', [0.5, 0.4, 0.6])]), STRENGTHS, ['mirror'], scoreAgainstEven())).toThrow(/mirror@greedy/);
  });
});

describe('tally', () => {
  it('counts outcomes in order of first appearance', () => {
    expect(tally(['holds', 'FLIPS', 'holds'])).toBe('2 holds, 1 FLIPS');
  });
});

describe('armsAtStrengths', () => {
  it('finds the plain arm for the first strength and arm@id for the others, in strength order', () => {
    const r = result([arm('mirror@greedy', [0.4, 0.35, 0.45]), arm('mirror', [0.6, 0.55, 0.65])]);
    expect(armsAtStrengths(r, STRENGTHS, 'mirror').map((a) => a.id)).toEqual(['mirror', 'mirror@greedy']);
  });
});

describe('strengthSummary', () => {
  it('counts the verdicts and names the groups that hold, flip or are clear at one strength only', () => {
    const checks = (...outcomes: string[]) => outcomes.map((outcome) => ({ line: '', outcome }));
    const line = strengthSummary({ id: 'greedy', label: 'the greedy player' }, [
      ['heavy units', checks('holds', 'holds')],
      ['terrain', checks('FLIPS', 'unclear at every strength')],
      ['readings', checks('clear at one strength only')],
    ], 1);
    expect(line).toBe(
      'Replayed with the greedy player on both sides, 5 verdicts: 2 holds, 1 FLIPS, 1 unclear at every strength, 1 clear at one strength only; ' +
        'the same at both strengths: heavy units (2 of 2); FLIPPING (the verdict depends on who plays: do not act on it alone): terrain (1 of 2); ' +
        'clear at one strength only: readings (1 of 1) (1 pair of games per arm at each strength, the same seeds).',
    );
  });
});
