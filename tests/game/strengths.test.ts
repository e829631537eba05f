/**
 * Game-level verdicts checked at two agent strengths (issue 11): the same
 * arms are played again with another agent on both sides, on the same seeds,
 * and the answer says which verdicts hold at every strength and which flip.
 */
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runToResult } from '../../src/sim/run.ts';
import { writeReport } from '../../src/report/writeReport.ts';
import { atStrengths, STRENGTH, strengthAgreement } from '../../src/sim/match/strengths.ts';
import type { ExperimentResult } from '../../src/sim/result.ts';
import { parseResult } from '../../src/report/readResult.ts';
import type { MatchArm } from '../../src/sim/match/matchExperiment.ts';

const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}.ts`, import.meta.url));

describe('verdicts at two agent strengths', () => {
  it('copies every arm per strength with the agent replaced, the baseline kept within its strength and the strength in coords', () => {
    const params = { system: 'pig', sideA: { name: 'a', start: 0 }, sideB: { name: 'b', start: 0 }, agentA: 'greedy', agentB: 'heuristic', variants: {} };
    const arms: MatchArm[] = [
      { id: 'base', params },
      { id: 'other', params, baseline: 'base' },
    ];
    const copied = atStrengths(arms, [{ id: 'own' }, { id: 'rnd', agent: 'random' }]);
    expect(copied.map((arm) => [arm.id, arm.baseline ?? null, arm.params.agentA, arm.params.agentB, arm.coords!.strength])).toEqual([
      ['base', null, 'greedy', 'heuristic', 'own'],
      ['other', 'base', 'greedy', 'heuristic', 'own'],
      ['base@rnd', null, 'random', 'random', 'rnd'],
      ['other@rnd', 'base@rnd', 'random', 'random', 'rnd'],
    ]);
    expect(() => atStrengths(arms, [{ id: 'x' }, { id: 'x', agent: 'random' }])).toThrow(/ids must differ/);
    // A slow strength can play a share of the pairs, on the first seeds.
    expect(atStrengths(arms, [{ id: 'own' }, { id: 'rnd', agent: 'random', share: 0.25 }]).map((arm) => arm.share)).toEqual([undefined, undefined, 0.25, 0.25]);
  });

  it("a sensitivity table says the target's effect on game length holds at both strengths, and its effect on A's score does not", async () => {
    const { result } = await runToResult({ experiment: fixture('pigSensitivityStrengths'), seed: 2, workers: 1 });
    expect(result.arms.map((arm) => arm.id)).toEqual(['defaults', 'target-50', 'target-30', 'target-20', 'defaults@random', 'target-50@random', 'target-30@random', 'target-20@random']);
    expect(result.arms[5].baselineArm).toBe('defaults@random');
    const answer = result.answer!.join('\n');
    expect(answer).toMatch(/^With greedy-vs-random: Readings that clearly change game length/m);
    expect(answer).toMatch(/^With random: Readings that clearly change game length, largest first \(paired against the defaults, 200 games each, 95% intervals\): target=20 -/m);
    expect(answer).toContain('3 of 3 readings (game length) give the same verdict at every strength');
    // With random on both sides A's score does not depend on the target; with greedy it shrinks as the target falls.
    expect(answer).toMatch(/readings \(A's score\) give the same verdict at every strength \(2 of them unclear at every strength\); clear at one strength only \(more games may settle it\) for target=20 \(lower with greedy-vs-random, unclear with random\)/);

    // A chart's `where` survives result.json, and a malformed one is named.
    expect(parseResult(JSON.stringify(result), 'r.json').charts[2].where).toEqual({ strength: 'random' });
    const bad = { ...result, charts: [{ ...result.charts[0], where: { strength: [1] } }] };
    expect(() => parseResult(JSON.stringify(bad), 'r.json')).toThrow(/charts\[0\]\.where\.strength/);

    const dir = mkdtempSync(join(tmpdir(), 'playtest-strengths-'));
    await writeReport(result, dir, { png: false });
    // Two forest charts per strength.
    expect(readdirSync(dir).filter((f) => f.endsWith('.svg')).sort()).toEqual(['chart-1-forest-length.svg', 'chart-2-forest-scorea.svg', 'chart-3-forest-length.svg', 'chart-4-forest-scorea.svg']);
  });

  it('a tournament ranks each strength and names the entrants whose place changes', async () => {
    const { result } = await runToResult({ experiment: fixture('pigTournamentStrengths'), seed: 3, workers: 1 });
    expect(result.arms).toHaveLength(6);
    const answer = result.answer!;
    expect(answer[0]).toMatch(/^With as-entered: Ranking by Bradley-Terry rating/);
    expect(answer.some((line) => /^With all-random: Ranking/.test(line))).toBe(true);
    // Hold-at-20 is clearly above the field as entered; played at random it is just another random player.
    expect(answer[answer.length - 1]).toMatch(/The verdict changes with the player's strength for .*hold-at-20 \(above with as-entered, (level|below) with all-random\)/);
  });
});

describe('strengthAgreement', () => {
  const arm = (id: string, strength: string, diff: number, ci: [number, number]) => ({ id, label: id.replace(/@.*/, ''), params: {}, trials: 100, metrics: {}, coords: { [STRENGTH]: strength }, vsBaseline: { scoreA: { diff, ci, paired: true } } });
  it('tells a real disagreement between strengths (intervals apart) from a verdict one strength cannot yet settle', () => {
    const result = {
      arms: [
        // rr-rules-greedy's RR-021: +0.36 (+0.30 to +0.42) with the heuristic, -0.02 (-0.03 to +0.003) with greedy.
        arm('plot', 'heuristic', 0.36, [0.3, 0.42]),
        arm('plot@greedy', 'greedy', -0.02, [-0.03, 0.003]),
        // Clear with one, unclear but overlapping with the other.
        arm('small', 'heuristic', 0.05, [0.01, 0.09]),
        arm('small@greedy', 'greedy', 0.02, [-0.05, 0.09]),
        arm('none', 'heuristic', 0, [-0.02, 0.02]),
        arm('none@greedy', 'greedy', 0, [-0.05, 0.05]),
      ],
    } as unknown as ExperimentResult;
    const line = strengthAgreement(result, 'scoreA', 'swaps');
    expect(line).toContain('1 of 3 swaps give the same verdict at every strength (1 of them unclear at every strength)');
    expect(line).toContain('the strengths disagree (clear at one, and the other\'s interval does not overlap it, so more games would not make them agree) for plot (higher with heuristic, unclear with greedy)');
    expect(line).toContain('clear at one strength only (more games may settle it) for small (higher with heuristic, unclear with greedy)');
  });
});
