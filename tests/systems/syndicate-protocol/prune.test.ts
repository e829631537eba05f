/**
 * The heuristic's `prune` setting (aiCards.ts SP_HEURISTIC_OPTIONS, aiMercenaries.ts bestMercSpace). The default,
 * `off`, is the player the behaviour fixture records (behaviour.test.ts). `prune=on` values in full only a Mercenary's
 * first and 3 most promising candidate spaces: x1.06 heuristic games per second and as strong against the default
 * player, but its Mercenaries deal a smaller share of the damage (README, Heuristic settings), so it is not the default.
 * Here: it is a different player on the fixture's own games, and it still beats random play clearly.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runMatch } from '../../../src/sim/match/runMatch.ts';
import { PAIRINGS, playRecorded, SEEDS } from './fixtures/behaviourGames.ts';

const recorded = JSON.parse(readFileSync(fileURLToPath(new URL('./fixtures/behaviour.json', import.meta.url)), 'utf8')) as Record<string, { hash: string }[]>;

describe('heuristic:prune=on', () => {
  it('plays differently from the default player on the behaviour fixture games', () => {
    let differ = 0;
    let games = 0;
    for (const pairing of PAIRINGS.filter((p) => p.agent.includes('heuristic'))) {
      const on = { ...pairing, agent: pairing.agent.map((a) => (a === 'heuristic' ? 'heuristic:prune=on' : a)) as [string, string] };
      for (let seed = 1; seed <= SEEDS; seed++, games++) if (playRecorded(on, seed).hash !== recorded[pairing.name][seed - 1].hash) differ++;
    }
    // Measured: 60 of the 60 heuristic games differ.
    expect(games).toBeGreaterThan(0);
    expect(differ).toBeGreaterThan(games / 2);
  }, 120_000);

  it('beats random play clearly in the Lens mirror: 120 games, sides swapped, 95% interval entirely above 80%', async () => {
    const summary = await runMatch({ system: 'syndicate-protocol', a: 'preset:lens', b: 'preset:lens', agentA: 'heuristic:prune=on', agentB: 'random', games: 120, seed: 11, workers: 1 });
    expect(summary.ci[0]).toBeGreaterThan(0.8);
  }, 60_000);
});
