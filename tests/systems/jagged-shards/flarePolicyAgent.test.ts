/**
 * Issue 8: the Warp Flare spending policy (front-load, paced, hoard; JS-012) is
 * an agent parameter, `heuristic:flares=...`, overriding the side's flarePolicy.
 */
import { describe, expect, it } from 'vitest';
import { runMatch } from '../../../src/sim/match/runMatch.ts';
import { GameInputError } from '../../../src/game/gameInputError.ts';

const match = (agentA: string) =>
  runMatch({ system: 'jagged-shards', a: 'preset:colonial-strike-force', b: 'preset:martian-warband', agentA, agentB: 'heuristic', games: 40, seed: 4, workers: 1 });

describe('the Warp Flare policy as an agent parameter', () => {
  it('changes when the heuristic spends its flares: front-load spends more by round 5 than hoard, on the same seeds', async () => {
    const frontLoad = await match('heuristic:flares=front-load');
    const hoard = await match('heuristic:flares=hoard');
    expect(frontLoad.agentA).toBe('heuristic:flares=front-load');
    expect(frontLoad.statistics.warpFlaresSpentA.mean).not.toBe(hoard.statistics.warpFlaresSpentA.mean);
  });

  it('rejects an unknown policy or key in one line listing the allowed ones', async () => {
    await expect(match('heuristic:flares=yolo')).rejects.toThrow(GameInputError);
    await expect(match('heuristic:flares=yolo')).rejects.toThrow(/flares must be one of paced, front-load, hoard; got 'yolo'/);
    await expect(match('heuristic:bluff=yes')).rejects.toThrow(/unknown key 'bluff'; keys: flares=paced\|front-load\|hoard/);
  });
});
