/**
 * Golden tests with scripted dice for the two triggered-ability conditions
 * of Ch. 8 Triggered Abilities the engine had left out ("destroying enemy
 * units", "objective interactions"), and for two contradictions as named
 * variants: whether a failed insertion also costs Round 1 initiative (JS-032,
 * Ch. 10 Insertion Failure) and how a battle tied on Round Victories ends
 * (JS-020, Ch. 5 Winning the Battle). 000_9659637e2373f14e.txt throughout.
 */
import { describe, expect, it } from 'vitest';
import { Xoshiro128 } from '../../../src/rng/xoshiro128.ts';
import { ACTIVATE, ATTACK, DECLINE, HOLD, MOVE, NO_ATTACK, STEAL_DECLINE, USE } from '../../../src/systems/jagged-shards/actions.ts';
import { jaggedShards } from '../../../src/systems/jagged-shards/index.ts';
import { PHASE, type JaggedState } from '../../../src/systems/jagged-shards/jaggedState.ts';
import type { JaggedSide } from '../../../src/systems/jagged-shards/setup.ts';

const HUMANS: JaggedSide = { name: 'Humans', faction: 'human-colonies', units: 'colonial-rifle-squad, containment-operative', flarePolicy: 'paced' };
const SURVEY: JaggedSide = { name: 'Survey', faction: 'human-colonies', units: 'colonial-survey-team, colonial-rifle-squad', flarePolicy: 'paced' };
const MARTIANS: JaggedSide = { name: 'Martians', faction: 'martian-order', units: 'order-adept-cohort, fracture-raptor-pack', flarePolicy: 'paced' };
const STALKERS: JaggedSide = { name: 'Stalkers', faction: 'martian-order', units: 'shard-stalker-brood, order-adept-cohort', flarePolicy: 'paced' };

/** A battle on an open board, insertion rolled (90 unless given), no steal: seat 0 picks first in Round 1. */
function battle(sides: [JaggedSide, JaggedSide], variants: Record<string, string> = {}, insertion = 90): JaggedState {
  const s = jaggedShards.newGame({ sides, variants, chance: Xoshiro128.stream(11, 0), log: true });
  s.setup.terrain.fill(0);
  s.invalidate();
  if (s.phase === PHASE.insertionRoll) s.apply(insertion);
  if (s.phase === PHASE.steal) s.apply(STEAL_DECLINE);
  return s;
}

function place(s: JaggedState, u: number, x: number, y: number): void {
  s.x[u] = x;
  s.y[u] = y;
  s.invalidate();
}

const lastEvent = (s: JaggedState, kind: string) => [...s.events()].reverse().find((e) => e.kind === kind);

describe('Triggered Abilities on "destroying enemy units" (Ch. 8; Shard Stalker Brood, Feeding Renewal: 1 Warp Flare, recover 2 wounds)', () => {
  /** Humans 0 rifle squad, 1 operative; Stalkers 2 brood, 3 adept cohort. The brood (1 wound left) bites the rifle squad (1 wound left) in base contact. */
  function bite(roll: number): JaggedState {
    const s = battle([HUMANS, STALKERS]);
    place(s, 0, 10, 10);
    place(s, 1, 2, 2);
    place(s, 2, 10.5, 10);
    place(s, 3, 46, 46);
    s.wounds[0] = 1;
    s.wounds[2] = 1;
    s.apply(ACTIVATE + 1);
    if (s.phase === PHASE.ability) s.apply(4);
    s.apply(HOLD);
    if (s.phase === PHASE.attack) s.apply(NO_ATTACK);
    s.apply(ACTIVATE + 2);
    s.apply(HOLD);
    s.apply(ATTACK + 0 * 8 + 0);
    // Crystal Maw: base SR 35 in melee, open ground, no modifiers.
    expect(s.sr).toBe(35);
    s.apply(roll);
    return s;
  }

  it('destroying the target lets its player spend 1 Warp Flare to recover 2 wounds (never above the track)', () => {
    const s = bite(80);
    expect(s.inPlay[0]).toBe(0);
    expect([s.phase, s.currentPlayer()]).toEqual([PHASE.predation, 1]);
    expect(s.legalActions()).toEqual([USE, DECLINE]);
    s.apply(USE);
    expect([s.flares[1], s.wounds[2]]).toEqual([1, 3]);
    expect(lastEvent(s, 'trigger')).toMatchObject({ unit: 'Shard Stalker Brood', ability: 'Feeding Renewal', healed: 2, wounds: 3, flares: 1 });
    expect(s.phase).toBe(PHASE.pick);
  });

  it('declining keeps the Warp Flare and the wounds; a miss triggers nothing', () => {
    const declined = bite(80);
    declined.apply(DECLINE);
    expect([declined.flares[1], declined.wounds[2], declined.phase]).toEqual([2, 1, PHASE.pick]);
    const missed = bite(20);
    expect(missed.phase).toBe(PHASE.reroll);
    missed.apply(DECLINE);
    expect([missed.inPlay[0], missed.phase]).toEqual([1, PHASE.pick]);
  });

  it('is not offered without the Warp Flares to pay for it', () => {
    const s = battle([HUMANS, STALKERS]);
    s.flares[1] = 0;
    place(s, 0, 10, 10);
    place(s, 1, 2, 2);
    place(s, 2, 10.5, 10);
    s.wounds[0] = 1;
    s.apply(ACTIVATE + 1);
    if (s.phase === PHASE.ability) s.apply(4);
    s.apply(HOLD);
    if (s.phase === PHASE.attack) s.apply(NO_ATTACK);
    s.apply(ACTIVATE + 2);
    s.apply(HOLD);
    s.apply(ATTACK);
    s.apply(80);
    expect([s.inPlay[0], s.phase]).toEqual([0, PHASE.pick]);
  });
});

describe('Triggered Abilities on "objective interactions" (Ch. 8; Colonial Survey Team, Beacon Uplink: 1 Warp Flare, SR -15 this activation)', () => {
  /** Survey 0 survey team, 1 rifle squad; Martians 2 adept cohort (10" from the centre objective), 3 raptor pack far away. The team moves onto the centre objective. */
  function capture(owned = false): JaggedState {
    const s = battle([SURVEY, MARTIANS]);
    place(s, 0, 22, 22);
    place(s, 1, 2, 2);
    place(s, 2, 24, 34);
    place(s, 3, 46, 46);
    if (owned) s.owner[0] = 0;
    s.apply(ACTIVATE + 0);
    s.apply(MOVE + 0 * 2);
    expect([s.x[0], s.y[0], s.owner[0]]).toEqual([24, 24, 0]);
    return s;
  }

  it("capturing an objective by the unit's own move lets its player spend 1 Warp Flare: the attack that follows is 15 easier", () => {
    const s = capture();
    expect([s.phase, s.currentPlayer()]).toEqual([PHASE.uplink, 0]);
    s.apply(USE);
    expect(s.flares[0]).toBe(2);
    expect(s.phase).toBe(PHASE.attack);
    s.apply(ATTACK + 2 * 8 + 0);
    // Survey Carbine medium 50 + 5 (Crystalline Integration) - 15 (Beacon Uplink) = 40.
    expect(s.sr).toBe(40);
    expect(lastEvent(s, 'trigger')).toMatchObject({ unit: 'Colonial Survey Team', ability: 'Beacon Uplink', flares: 2 });
  });

  it('declined, the attack is at the plain SR 55', () => {
    const s = capture();
    s.apply(DECLINE);
    s.apply(ATTACK + 2 * 8 + 0);
    expect([s.sr, s.flares[0]]).toEqual([55, 3]);
  });

  it('moving onto an objective the player already holds is no capture, and triggers nothing', () => {
    const s = capture(true);
    expect(s.phase).toBe(PHASE.attack);
  });
});

describe('JS-032, Ch. 10 Insertion Failure: does a failed insertion also cost initiative? (variant insertion-failure)', () => {
  const colonial = jaggedShards.presets['colonial-strike-force'];
  const martian = jaggedShards.presets['martian-warband'];
  const start = (variants: Record<string, string>, roll: number) => {
    const s = jaggedShards.newGame({ sides: [colonial, martian], variants, chance: Xoshiro128.stream(11, 0), log: true });
    s.apply(roll);
    return s;
  };

  it('by default (flare) it costs 1 Warp Flare only: the attacker keeps Round 1 initiative and the defender may still try to steal it', () => {
    const s = start({}, 38);
    expect([s.insertionFailed, s.flares[0], s.initiative, s.phase]).toEqual([1, 2, 0, PHASE.steal]);
  });

  it('under flare-and-initiative, 38 + 21 < 60 costs 1 Warp Flare and Round 1 initiative: the defender picks first, with no steal to make', () => {
    const s = start({ 'insertion-failure': 'flare-and-initiative' }, 38);
    expect([s.insertionFailed, s.flares[0], s.initiative, s.picker, s.phase, s.currentPlayer()]).toEqual([1, 2, 1, 1, PHASE.pick, 1]);
    expect(lastEvent(s, 'insertion')).toMatchObject({ success: false, flares: 2, initiative: 1 });
    expect(jaggedShards.narrate(s.events(), { names: ['Colonies (A)', 'Order (B)'] })).toContain(
      'Insertion: Colonies (A) rolls 38 + FR 21 = 59 vs Position Value 60: failure, loses 1 Warp Flare (2 left) and Round 1 initiative',
    );
  });

  it('under flare-and-initiative a successful insertion (39 + 21 = 60) changes nothing', () => {
    const s = start({ 'insertion-failure': 'flare-and-initiative' }, 39);
    expect([s.insertionFailed, s.flares[0], s.initiative, s.phase]).toEqual([0, 3, 0, PHASE.steal]);
  });
});

describe('JS-020, Ch. 5 Winning the Battle: a battle tied on Round Victories (variant battle-tiebreak)', () => {
  /** Round 5 of a battle with the Round Victories so far and each side's round totals of Rounds 1-4; every unit holds; seat 1 holds the centre objective in Round 5 when `defenderHolds`. */
  function roundFive(variants: Record<string, string>, roundVictories: [number, number], defenderHolds: boolean): JaggedState {
    const s = battle([HUMANS, MARTIANS], variants);
    s.round = 5;
    s.roundVictories.set(roundVictories);
    // Rounds 1-4: A scored 10 objective value + 3 FR, B 5 + 9.
    s.objectiveScore.set([10, 5]);
    s.frDestroyed.set([3, 9]);
    if (defenderHolds) s.owner.set([1, -1, -1]);
    for (const u of [0, 2, 1, 3]) {
      s.apply(ACTIVATE + u);
      if (s.phase === PHASE.ability) s.apply(4);
      s.apply(HOLD);
      if (s.phase === PHASE.attack) s.apply(NO_ATTACK);
    }
    expect(s.isTerminal()).toBe(true);
    return s;
  }

  it('by default (draw) 2 - 2 is a draw, whatever the points', () => {
    const s = roundFive({}, [2, 2], false);
    expect(s.returns()).toEqual([0, 0]);
    expect(lastEvent(s, 'battle')).toEqual({ kind: 'battle', seat: -1, roundVictories: [2, 2] });
  });

  it('under total-points the higher sum of round totals wins: A 10 + 3 = 13, B 5 + 9 = 14 -> B', () => {
    const s = roundFive({ 'battle-tiebreak': 'total-points' }, [2, 2], false);
    expect(s.returns()).toEqual([-1, 1]);
    expect(lastEvent(s, 'battle')).toMatchObject({ seat: 1, roundVictories: [2, 2], tiebreak: 'total-points', points: [13, 14] });
    expect(jaggedShards.narrate(s.events(), { names: ['Humans (A)', 'Martians (B)'] }).at(-1)).toBe('Martians (B) wins on the tie-break, total points 13 - 14 (round victories 2 - 2)');
  });

  it('under final-round the winner of Round 5 wins a 2 - 2 battle; a tied Round 5 leaves it a draw', () => {
    const won = roundFive({ 'battle-tiebreak': 'final-round' }, [2, 1], true);
    expect(lastEvent(won, 'round-victory')).toMatchObject({ round: 5, totals: [0, 5], seat: 1, roundVictories: [2, 2] });
    expect(won.returns()).toEqual([-1, 1]);
    expect(lastEvent(won, 'battle')).toMatchObject({ seat: 1, tiebreak: 'final-round', finalRound: 1 });
    const tied = roundFive({ 'battle-tiebreak': 'final-round' }, [2, 2], false);
    expect(tied.returns()).toEqual([0, 0]);
    expect(lastEvent(tied, 'battle')).toMatchObject({ seat: -1, tiebreak: 'final-round', finalRound: -1 });
  });

  it('a battle won on Round Victories is never decided by the tie-break', () => {
    const s = roundFive({ 'battle-tiebreak': 'total-points' }, [3, 1], false);
    expect(s.returns()).toEqual([1, -1]);
    expect(lastEvent(s, 'battle')).toEqual({ kind: 'battle', seat: 0, roundVictories: [3, 1] });
  });
});
