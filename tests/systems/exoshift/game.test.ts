/**
 * Exoshift as a full game: the shared contract, the heuristic player against
 * random, the search agent, the narrative and the command lines the issue
 * names.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SeatView } from '../../../src/game/agents/agent.ts';
import { makeAgent } from '../../../src/game/agents/agentSpec.ts';
import { agentContext } from '../../../src/game/matchSetup.ts';
import { playOne } from '../../../src/game/playOne.ts';
import { CHANCE } from '../../../src/game/state.ts';
import { Xoshiro128 } from '../../../src/rng/xoshiro128.ts';
import { runMatch } from '../../../src/sim/match/runMatch.ts';
import { exoshift } from '../../../src/systems/exoshift/index.ts';
import type { ExoshiftState } from '../../../src/systems/exoshift/state.ts';
import { gameContract } from '../../game/contract.ts';

// Two random playouts per variant setting (three before the Unit Traits round added six settings; the traits' own
// randomised run, on a force that carries them, is in unitTraits.test.ts), to keep the folder's time.
gameContract(exoshift, { playouts: 2, secretActions: true });

const BIN = fileURLToPath(new URL('../../../src/cli/bin.mjs', import.meta.url));

describe('Exoshift players', () => {
  it('the heuristic beats random in Control Points: 95% interval entirely above 80%', async () => {
    const summary = await runMatch({ system: 'exoshift', a: 'preset:sol-line-patrol', b: 'preset:sol-fire-support', agentA: 'heuristic', agentB: 'random', games: 120, seed: 3, workers: 1 });
    expect(summary.ci[0]).toBeGreaterThan(0.8);
  }, 60_000);

  it('the heuristic beats random in Objective Grab: 95% interval entirely above 80%', async () => {
    const summary = await runMatch({ system: 'exoshift', a: 'preset:sol-raiders', b: 'preset:sol-garrison', agentA: 'heuristic', agentB: 'random', games: 120, seed: 4, workers: 1, variants: ['mission=objective-grab'] });
    expect(summary.ci[0]).toBeGreaterThan(0.8);
  }, 60_000);

  it('the search agent (mcts) plays legal moves on it', () => {
    const state = exoshift.newGame({ sides: [exoshift.presets['sol-line-patrol'], exoshift.presets['sol-fire-support']], variants: {}, chance: Xoshiro128.stream(2, 0), log: false }) as ExoshiftState;
    const agent = makeAgent('mcts:iterations=20', agentContext(exoshift));
    const rng = Xoshiro128.stream(2, 1);
    for (let decisions = 0; decisions < 6 && !state.isTerminal(); ) {
      if (state.currentPlayer() === CHANCE) {
        state.applyChance();
        continue;
      }
      const action = agent.act(new SeatView(state, state.currentPlayer()), rng);
      expect(state.legalActions()).toContain(action);
      state.apply(action);
      decisions++;
    }
  }, 30_000);
});

describe('the story of a battle', () => {
  it('narrates rounds, CP, bids and initiative, actions with their cost, shots, casualty rolls and the result', () => {
    const game = playOne({ system: 'exoshift', a: 'preset:sol-line-patrol', b: 'preset:sol-fire-support', agentA: 'heuristic', agentB: 'heuristic', seed: 5 });
    expect(game.lines[0]).toBe('Exoshift, control-points: Sol Line Patrol (A) against Sol Fire Support (B)');
    expect(game.lines[1]).toBe('Round 1');
    expect(game.lines).toContain('  CP 4 - 4');
    expect(game.lines.some((l) => /^ {2}bids \d+ - \d+, initiative d10 \d+ - \d+ -> \d+ - \d+: .* wins$/.test(l))).toBe(true);
    expect(game.lines.some((l) => /^ {2}Sol .* [AB]\d: [a-z ()]+ \((free|\d CP)\)$/.test(l))).toBe(true);
    expect(game.lines.some((l) => / casualty roll \d+[+-]\d+: (unhurt|stunned|downed|wounded|incapacitated|destroyed)$/.test(l))).toBe(true);
    expect(game.lines.at(-1)).toMatch(/wins \((victory points|annihilation|round limit)\) in round \d+, VP \d+ - \d+$|^Draw/);
  });
});

describe('command lines', () => {
  it('playtest attack exoshift ... --exact --json gives the baseline P(damage) 0.56', () => {
    const run = spawnSync(process.execPath, [BIN, 'attack', 'exoshift', '--attacker', 'sol-line-infantry', '--weapon', 'igi-87-impulse-gun', '--target', 'sol-line-infantry', '--aim', '2', '--cover', 'none', '--range', 'short', '--exact', '--json'], { encoding: 'utf8' });
    expect(run.status).toBe(0);
    const result = JSON.parse(run.stdout);
    expect(result.pDamage).toBeCloseTo(0.56, 12);
    expect(Object.keys(result.outcomes)).toContain('destroyed');
  }, 30_000);

  it('playtest match exoshift with two presets and heuristic agents prints one JSON summary', () => {
    const run = spawnSync(process.execPath, [BIN, 'match', 'exoshift', '--a', 'preset:sol-line-patrol', '--b', 'preset:sol-fire-support', '--agent-a', 'heuristic', '--agent-b', 'heuristic', '--games', '20', '--seed', '2', '--workers', '1', '--json'], { encoding: 'utf8' });
    expect(run.status).toBe(0);
    const summary = JSON.parse(run.stdout);
    expect(summary).toMatchObject({ system: 'exoshift', games: 20 });
    expect(summary.winsA + summary.winsB + summary.draws).toBe(20);
  }, 60_000);

  it('--variant stats=printed:ID.STAT=VALUE changes a printed number, and a bad change is one line and exit 2', () => {
    const shot = (...extra: string[]) => spawnSync(process.execPath, [BIN, 'attack', 'exoshift', '--attacker', 'sol-line-infantry', '--target', 'sol-line-infantry', '--aim', '2', '--exact', '--json', ...extra], { encoding: 'utf8' });
    const changed = shot('--variant', 'stats=printed:sol-line-infantry.def=6');
    expect(changed.stderr).toBe('');
    // DEF 6 against Power 2 saves on 4 or less: 0.8 to hit x 0.6 unsaved (0.56 as printed).
    expect(JSON.parse(changed.stdout).pDamage).toBeCloseTo(0.48, 12);
    const wrong = spawnSync(process.execPath, [BIN, 'match', 'exoshift', '--a', 'preset:sol-line-patrol', '--b', 'preset:sol-fire-support', '--games', '4', '--variant', 'stats=printed:sol-line-infantry.hea=0'], { encoding: 'utf8' });
    expect(wrong.status).toBe(2);
    expect(wrong.stderr.trim().split('\n')).toHaveLength(1);
    expect(wrong.stderr).toContain('--variant stats=printed:sol-line-infantry.hea=0: sol-line-infantry.hea must be from 1 to 10; got 0');
  }, 30_000);

  it('a bad variant value is one line naming the allowed values', () => {
    const run = spawnSync(process.execPath, [BIN, 'game', 'exoshift', '--a', 'preset:sol-line-patrol', '--variant', 'cover=shields'], { encoding: 'utf8' });
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/--variant cover must be one of defense, combat, both/);
  }, 30_000);
});
