/**
 * The readings and statistics added for the attacker-advantage and terrain
 * questions (issue 11): starting Warp Flares (Ch. 8 Starting Warp Flares),
 * Round 1 initiative (Ch. 5 Round 1 Initiative, Ch. 10 Insertion Failure),
 * one terrain coverage per battle (Ch. 4 Terrain), the attacker's result and
 * the activations until the first attack (JS-007). Dice are scripted with
 * `apply(roll)` at each chance node.
 */
import { describe, expect, it } from 'vitest';
import { Xoshiro128 } from '../../../src/rng/xoshiro128.ts';
import { CHANCE } from '../../../src/game/state.ts';
import { STEAL_ATTEMPT, STEAL_DECLINE } from '../../../src/systems/jagged-shards/actions.ts';
import { coverageRange, generateTerrain, GRID } from '../../../src/systems/jagged-shards/board.ts';
import { jaggedShards } from '../../../src/systems/jagged-shards/index.ts';
import { JaggedState, PHASE } from '../../../src/systems/jagged-shards/jaggedState.ts';
import { JAGGED_VARIANTS, readVariants, recordedVariants } from '../../../src/systems/jagged-shards/rules.ts';
import { updateObjectives } from '../../../src/systems/jagged-shards/rounds.ts';
import type { JaggedSide } from '../../../src/systems/jagged-shards/setup.ts';

const COLONIAL = jaggedShards.presets['colonial-strike-force'] as JaggedSide;
const MARTIAN = jaggedShards.presets['martian-warband'] as JaggedSide;

function battle(variants: Record<string, string> = {}, seed = 11, log = true): JaggedState {
  return jaggedShards.newGame({ sides: [COLONIAL, MARTIAN], variants, chance: Xoshiro128.stream(seed, 0), log });
}

/** Plays a battle to the end with uniformly random decisions and dice from one stream. */
function playRandomly(s: JaggedState, seed: number): JaggedState {
  const rng = Xoshiro128.stream(seed, 1);
  while (!s.isTerminal()) {
    if (s.currentPlayer() === CHANCE) s.applyChance();
    else {
      const actions = s.legalActions();
      s.apply(actions[rng.nextBelow(actions.length)]);
    }
  }
  return s;
}

const statistic = (id: string, s: JaggedState) => jaggedShards.statistics[id].perGame(s, 0);

describe('starting Warp Flares (variant start-flares, Ch. 8 Starting Warp Flares)', () => {
  it('the attacker begins with 3 and the defender with 2 by default, as printed, each capped at its starting total', () => {
    const s = battle();
    expect([s.flares[0], s.flares[1], s.flareCap[0], s.flareCap[1]]).toEqual([3, 2, 3, 2]);
  });

  it('2-2 and 3-3 equalise them, caps included', () => {
    for (const [reading, flares] of [
      ['2-2', 2],
      ['3-3', 3],
    ] as const) {
      const s = battle({ 'start-flares': reading });
      expect([s.flares[0], s.flares[1], s.flareCap[0], s.flareCap[1]], reading).toEqual([flares, flares, flares, flares]);
    }
  });

  it('a failed insertion still costs the attacker 1 Warp Flare under 2-2 (Ch. 8: "immediately lose 1 Warp Flare"): 38 + FR 21 < 60', () => {
    const s = battle({ 'start-flares': '2-2' });
    s.apply(38);
    expect([s.insertionFailed, s.flares[0], s.flares[1]]).toEqual([1, 1, 2]);
  });
});

describe('Round 1 initiative (variant round-1-initiative, Ch. 5 Round 1 Initiative)', () => {
  it('by default the attacker holds it and the defender is offered the 66+ steal after insertion', () => {
    const s = battle();
    s.apply(90);
    expect([s.phase, s.currentPlayer()]).toEqual([PHASE.steal, 1]);
    expect(s.legalActions()).toEqual([STEAL_ATTEMPT, STEAL_DECLINE]);
  });

  it('attacker-always: no steal is offered and the attacker picks the first unit, with or without an insertion roll', () => {
    const s = battle({ 'round-1-initiative': 'attacker-always' });
    s.apply(90);
    expect([s.phase, s.initiative, s.picker, s.currentPlayer()]).toEqual([PHASE.pick, 0, 0, 0]);
    const noInsertion = battle({ 'round-1-initiative': 'attacker-always', insertion: 'campaign-only' });
    expect([noInsertion.phase, noInsertion.initiative, noInsertion.round]).toEqual([PHASE.pick, 0, 1]);
  });

  it('rolled: both roll D100 in Round 1 as from Round 2 and the higher goes first (Ch. 5 Initiative After Round 1)', () => {
    for (const [rollA, rollB, holder] of [
      [30, 70, 1],
      [70, 30, 0],
    ]) {
      const s = battle({ 'round-1-initiative': 'rolled' });
      s.apply(90);
      expect([s.phase, s.currentPlayer(), s.round]).toEqual([PHASE.initiativeRollA, CHANCE, 1]);
      s.apply(rollA);
      s.apply(rollB);
      expect([s.initiative, s.picker, s.phase, s.stolen]).toEqual([holder, holder, PHASE.pick, 0]);
    }
  });

  it('rolled: a Round 1 tie is rolled again by default, and stays with the attacker under initiative-tie=keep-previous', () => {
    const again = battle({ 'round-1-initiative': 'rolled' });
    again.apply(90);
    again.apply(50);
    again.apply(50);
    expect(again.phase).toBe(PHASE.initiativeRollA);
    const kept = battle({ 'round-1-initiative': 'rolled', 'initiative-tie': 'keep-previous' });
    kept.apply(90);
    kept.apply(50);
    kept.apply(50);
    expect([kept.initiative, kept.phase]).toEqual([0, PHASE.pick]);
  });

  it('a failed insertion that costs initiative (insertion-failure=flare-and-initiative) hands it to the defender whatever the Round 1 reading', () => {
    for (const reading of JAGGED_VARIANTS['round-1-initiative'].values) {
      const s = battle({ 'round-1-initiative': reading, 'insertion-failure': 'flare-and-initiative' });
      s.apply(38);
      expect([s.initiative, s.picker, s.phase], reading).toEqual([1, 1, PHASE.pick]);
    }
  });
});

describe('terrain coverage (variant terrain, Ch. 4 Terrain)', () => {
  it('each single coverage 10-60% covers the nearest whole number of the 144 squares, on every one of 100 seeds', () => {
    for (const percent of [10, 20, 30, 40, 50, 60]) {
      const want = Math.round((GRID * GRID * percent) / 100);
      for (let seed = 0; seed < 100; seed++) {
        const cells = generateTerrain(Xoshiro128.stream(seed, 0), coverageRange(String(percent)));
        const covered = cells.reduce((n, kind) => n + (kind === 0 ? 0 : 1), 0);
        expect(Math.abs(covered - want), `${percent}% seed ${seed}`).toBe(0);
        // Within one square of the asked share: 0.7 percentage points.
        expect(Math.abs((100 * covered) / (GRID * GRID) - percent)).toBeLessThan(100 / (GRID * GRID));
      }
    }
  });

  it('the bands still draw a coverage inside their range', () => {
    for (const band of ['10-20', '25-40', '45-60']) {
      const [lo, hi] = coverageRange(band);
      for (let seed = 0; seed < 50; seed++) {
        const cells = generateTerrain(Xoshiro128.stream(seed, 0), [lo, hi]);
        const percent = (100 * cells.reduce((n, kind) => n + (kind === 0 ? 0 : 1), 0)) / (GRID * GRID);
        expect(percent, `${band} seed ${seed}`).toBeGreaterThanOrEqual(lo);
        expect(percent, `${band} seed ${seed}`).toBeLessThanOrEqual(hi);
      }
    }
  });

  it("a battle's start event reports the coverage it was asked for (terrain=50: 72 of 144 squares, 50%)", () => {
    const s = battle({ terrain: '50' });
    expect(s.events()[0]).toMatchObject({ kind: 'start', terrainPercent: 50 });
  });
});

describe('the attacker-advantage and JS-007 statistics', () => {
  it("attackerScore is the attacker's (seat 0's) result, whichever seat side A had", () => {
    const s = battle({}, 3, false);
    for (const [winner, score] of [
      [0, 1],
      [2, 0.5],
      [1, 0],
    ]) {
      s.winner = winner;
      expect(jaggedShards.statistics.attackerScore.perGame(s, 0)).toBe(score);
      expect(jaggedShards.statistics.attackerScore.perGame(s, 1)).toBe(score);
    }
  });

  it('activationsToFirstEngagement is the number of the activation in which the first attack is declared, by the event log of 30 random battles', () => {
    for (let seed = 0; seed < 30; seed++) {
      const s = playRandomly(battle({}, seed), seed);
      const events = s.events();
      const firstAttack = events.findIndex((e) => e.kind === 'attack');
      const activations = events.slice(0, firstAttack < 0 ? events.length : firstAttack).filter((e) => e.kind === 'activate').length;
      expect(statistic('activationsToFirstEngagement', s), `seed ${seed}`).toBe(firstAttack < 0 ? s.activationCount : activations);
      if (firstAttack >= 0) expect(s.firstEngagement).toBe(activations);
    }
  });

  it('the first engagement survives serialisation and clones', () => {
    const s = playRandomly(battle({}, 5), 5);
    expect(s.firstEngagement).toBeGreaterThan(0);
    expect(JaggedState.deserialize(s.serialize()).firstEngagement).toBe(s.firstEngagement);
    expect(s.clone().firstEngagement).toBe(s.firstEngagement);
  });
});

describe('recorded readings', () => {
  it('a state lists start-flares and round-1-initiative only when they are not at their default, and a non-default reading round-trips', () => {
    const plain = battle().serialize().variants as Record<string, string>;
    expect(Object.keys(plain)).not.toContain('start-flares');
    expect(Object.keys(plain)).not.toContain('round-1-initiative');
    const s = battle({ 'start-flares': '3-3', 'round-1-initiative': 'rolled' });
    const back = JaggedState.deserialize(s.serialize());
    expect(back.setup.rules.names).toMatchObject({ 'start-flares': '3-3', 'round-1-initiative': 'rolled' });
    expect([back.flares[1], back.phase]).toEqual([3, PHASE.insertionRoll]);
  });
});

describe('objective banking and Warp Flare recovery (JS-027 objective-banking, JS-028 objective-flares; Ch. 8 Warp Flare Recovery, Ch. 9 Objective Value, Ch. 11 Objective Summary)', () => {
  /** A battle with only the first unit of each side in play, seat 0's on the objective at (12, 36), seat 1's far away. */
  function twoUnits(variants: Record<string, string>) {
    const s = battle({ 'objective-scoring': 'first-capture', ...variants });
    const { roster } = s.setup;
    const [a, b] = roster.first;
    for (let u = 0; u < roster.count; u++) s.inPlay[u] = u === a || u === b ? 1 : 0;
    const place = (u: number, x: number, y: number) => ((s.x[u] = x), (s.y[u] = y));
    place(a, 12, 36);
    place(b, 46, 46);
    s.flares[0] = 0;
    s.flares[1] = 0;
    return { s, a, b, place };
  }

  it('each-player (default): seat 1 flipping the objective seat 0 took first banks its 5 Victory Value and recovers its 1 Warp Flare; first-only: it recovers the Warp Flare but banks nothing', () => {
    for (const [reading, banked] of [
      ['each-player', 5],
      ['first-only', 0],
    ] as const) {
      const { s, a, b, place } = twoUnits({ 'objective-banking': reading });
      updateObjectives(s);
      expect([s.owner[1], s.vvThisRound[0], s.flares[0]], reading).toEqual([0, 5, 1]);
      place(a, 0, 0);
      place(b, 12, 36);
      updateObjectives(s);
      expect([s.owner[1], s.vvThisRound[1], s.flares[1]], reading).toEqual([1, banked, 1]);
      // Seat 0 taking it back banks nothing under either reading: its first capture is spent (Ch. 8 "once per player").
      place(b, 46, 46);
      place(a, 12, 36);
      updateObjectives(s);
      expect([s.owner[1], s.vvThisRound[0], s.flares[0]], reading).toEqual([0, 5, 1]);
    }
  });

  it('every (default): all three objectives refund their listed Warp Flares; centre-only: only the centre one (2 as a Major Objective), so a capture of (12, 36) recovers nothing', () => {
    expect(battle().setup.objectives.map((o) => o.warpFlares)).toEqual([1, 1, 1]);
    expect(battle({ 'objective-flares': 'centre-only' }).setup.objectives.map((o) => o.warpFlares)).toEqual([1, 0, 0]);
    expect(battle({ 'objective-flares': 'centre-only', objectives: 'major-centre' }).setup.objectives.map((o) => o.warpFlares)).toEqual([2, 0, 0]);
    const { s } = twoUnits({ 'objective-flares': 'centre-only', 'objective-scoring': 'every-round' });
    updateObjectives(s);
    expect([s.owner[1], s.flares[0]]).toEqual([0, 0]);
  });

  it('the new readings are recorded only when not at their default', () => {
    expect(Object.keys(recordedVariants(readVariants({})))).not.toContain('wound-model');
    expect(recordedVariants(readVariants({ 'objective-banking': 'first-only', 'objective-flares': 'centre-only', 'wound-model': 'class' }))).toMatchObject({ 'objective-banking': 'first-only', 'objective-flares': 'centre-only', 'wound-model': 'class' });
  });
});
