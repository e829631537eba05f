/**
 * The Jagged Shards battle rules (000_9659637e2373f14e.txt) as golden tests
 * with scripted dice: every d100 is set with `apply(roll)` at its chance
 * node, positions are placed by hand on an open board where a rule needs it.
 */
import { describe, expect, it } from 'vitest';
import { Xoshiro128 } from '../../../src/rng/xoshiro128.ts';
import { CHANCE } from '../../../src/game/state.ts';
import { ACTIVATE, ATTACK, DECLINE, DEST_UNIT, HOLD, MOVE, NO_ATTACK, PASS, REINFORCE, STEAL_ATTEMPT, STEAL_DECLINE, USE, ABILITY } from '../../../src/systems/jagged-shards/actions.ts';
import { DIFFICULT, ELEVATED, generateTerrain, GRID, HEAVY_COVER, inDeploymentZone, LIGHT_COVER, heavyCoverMask, lineOfSight, moveToward, moveTowardPair, REINFORCEMENT_POINTS, sightBetweenCells } from '../../../src/systems/jagged-shards/board.ts';
import { jaggedShards } from '../../../src/systems/jagged-shards/index.ts';
import { JaggedState, PHASE } from '../../../src/systems/jagged-shards/jaggedState.ts';
import { scoreRound, updateObjectives } from '../../../src/systems/jagged-shards/rounds.ts';
import type { JaggedSide } from '../../../src/systems/jagged-shards/setup.ts';

const HUMANS: JaggedSide = { name: 'Humans', faction: 'human-colonies', units: 'colonial-rifle-squad, containment-operative', flarePolicy: 'paced' };
const MARTIANS: JaggedSide = { name: 'Martians', faction: 'martian-order', units: 'order-adept-cohort, fracture-raptor-pack', flarePolicy: 'paced' };
// Unit indices: 0 rifle squad, 1 operative (seat 0, attacker); 2 adept cohort, 3 raptor pack (seat 1, defender).

function battle(variants: Record<string, string> = {}, sides: [JaggedSide, JaggedSide] = [HUMANS, MARTIANS]): JaggedState {
  const s = jaggedShards.newGame({ sides, variants, chance: Xoshiro128.stream(11, 0), log: true });
  s.setup.terrain.fill(0);
  s.invalidate();
  return s;
}

/** Insertion roll (when on), no steal: seat 0 picks first in Round 1. */
function toRoundOne(s: JaggedState, insertion = 90): JaggedState {
  if (s.phase === PHASE.insertionRoll) s.apply(insertion);
  s.apply(STEAL_DECLINE);
  return s;
}

function place(s: JaggedState, u: number, x: number, y: number): void {
  s.x[u] = x;
  s.y[u] = y;
  s.invalidate();
}

/** Activates unit u, holds, and returns with the attack step next (or the activation over). */
function activateAndHold(s: JaggedState, u: number): void {
  s.apply(ACTIVATE + u);
  if (s.phase === PHASE.ability) s.apply(4);
  s.apply(HOLD);
}

const lastEvent = (s: JaggedState, kind: string) => [...s.events()].reverse().find((e) => e.kind === kind);

describe('Round Victory (Ch. 5 Round Victory and its EXAMPLE, Ch. 9)', () => {
  it('end of round 3: Human Colonies 10 objectives + 4 FR = 14 beat Martian Order 5 + 6 = 11 and gain 1 Round Victory', () => {
    const s = toRoundOne(battle());
    s.round = 3;
    // Two objectives held by the Colonies, one by the Order, nobody in range of them (no contest).
    s.owner.set([0, 0, 1]);
    s.frThisRound.set([4, 6]);
    scoreRound(s);
    expect(lastEvent(s, 'round-victory')).toMatchObject({ round: 3, objectives: [10, 5], forceRating: [4, 6], totals: [14, 11], seat: 0, roundVictories: [1, 0] });
    expect(jaggedShards.narrate(s.events(), { names: ['Human Colonies (A)', 'Martian Order (B)'] }).at(-1)).toBe(
      'End of round 3: A 10 + 4 = 14, B 5 + 6 = 11 -> Human Colonies (A); round victories 1 - 0',
    );
  });

  it('equal totals award no Round Victory (Ch. 5 Tied Rounds)', () => {
    const s = toRoundOne(battle());
    s.owner.set([0, 1, -1]);
    scoreRound(s);
    expect(lastEvent(s, 'round-victory')).toMatchObject({ totals: [5, 5], seat: -1, roundVictories: [0, 0] });
    expect(s.tiedRounds).toBe(1);
  });

  it('a contested objective is worth nothing while an enemy is in control range (Ch. 9 Contested Objectives)', () => {
    const s = toRoundOne(battle());
    s.owner.set([0, -1, -1]);
    place(s, 2, 24, 25);
    scoreRound(s);
    expect(lastEvent(s, 'round-victory')).toMatchObject({ objectives: [0, 0] });
  });

  it('Force Rating counts only in the round the unit was destroyed (Ch. 9 Force Rating Scoring), and objectives score every round while held by default (JS-026)', () => {
    const s = toRoundOne(battle());
    place(s, 0, 24, 24);
    place(s, 1, 2, 2);
    place(s, 2, 30, 24);
    place(s, 3, 46, 46);
    s.owner.set([0, -1, -1]);
    s.frThisRound.set([3, 0]);
    // Finish round 1: every unit activates and holds.
    for (const u of [0, 2, 1, 3]) {
      activateAndHold(s, u);
      if (s.phase === PHASE.attack) s.apply(NO_ATTACK);
    }
    expect(lastEvent(s, 'round-victory')).toMatchObject({ round: 1, objectives: [5, 0], forceRating: [3, 0] });
    expect(s.frThisRound[0]).toBe(0);
    expect(s.phase).toBe(PHASE.initiativeRollA);
  });
});

describe('Insertion and initiative (Ch. 10 Insertion, Ch. 5 Initiative)', () => {
  it('insertion succeeds when D100 + attacker FR >= Position Value: 39 + 21 = 60 succeeds, 38 fails and costs 1 Warp Flare', () => {
    const colonial = jaggedShards.presets['colonial-strike-force'];
    const martian = jaggedShards.presets['martian-warband'];
    const ok = battle({}, [colonial, martian]);
    ok.apply(39);
    expect([ok.insertionFailed, ok.flares[0], ok.phase]).toEqual([0, 3, PHASE.steal]);
    const failed = battle({}, [colonial, martian]);
    failed.apply(38);
    expect([failed.insertionFailed, failed.flares[0], failed.flareCap[0]]).toEqual([1, 2, 3]);
    const capped = battle({ 'flare-cap': 'after-insertion' }, [colonial, martian]);
    capped.apply(38);
    expect(capped.flareCap[0]).toBe(2);
  });

  it('standard battles skip insertion under insertion=campaign-only (JS-031)', () => {
    expect(battle({ insertion: 'campaign-only' }).phase).toBe(PHASE.steal);
  });

  it('the attacker has Round 1 initiative; the defender steals it on 66+, not on 65 (Ch. 5 Round 1 Initiative)', () => {
    for (const [roll, holder] of [
      [66, 1],
      [65, 0],
    ]) {
      const s = battle();
      s.apply(90);
      expect(s.currentPlayer()).toBe(1);
      s.apply(STEAL_ATTEMPT);
      expect(s.currentPlayer()).toBe(CHANCE);
      s.apply(roll);
      expect([s.initiative, s.picker, s.phase]).toEqual([holder, holder, PHASE.pick]);
    }
  });

  it('from Round 2 both roll a D100 and the higher has initiative; a tie is rolled again by default (JS-037)', () => {
    const s = toRoundOne(battle());
    for (const u of [0, 2, 1, 3]) {
      activateAndHold(s, u);
      if (s.phase === PHASE.attack) s.apply(NO_ATTACK);
    }
    expect(s.round).toBe(2);
    s.apply(50);
    s.apply(50);
    expect(s.phase).toBe(PHASE.initiativeRollA);
    s.apply(40);
    s.apply(70);
    expect([s.initiative, s.picker]).toEqual([1, 1]);
  });

  it('ties keep the last holder under initiative-tie=keep-previous, and go to the defender under initiative-tie=defender', () => {
    for (const [tie, holder] of [
      ['keep-previous', 0],
      ['defender', 1],
    ] as const) {
      const s = toRoundOne(battle({ 'initiative-tie': tie }));
      for (const u of [0, 2, 1, 3]) {
        activateAndHold(s, u);
        if (s.phase === PHASE.attack) s.apply(NO_ATTACK);
      }
      s.apply(50);
      s.apply(50);
      expect(s.initiative).toBe(holder);
    }
  });

  it('players alternate activations; a player with none left lets the other finish (Ch. 5 Activation Order)', () => {
    const s = toRoundOne(battle());
    expect(s.legalActions()).toEqual([ACTIVATE, ACTIVATE + 1]);
    activateAndHold(s, 0);
    if (s.phase === PHASE.attack) s.apply(NO_ATTACK);
    expect(s.currentPlayer()).toBe(1);
    expect(s.legalActions()).toEqual([ACTIVATE + 2, ACTIVATE + 3]);
  });
});

describe('Attacks (Ch. 7 Attack Resolution, Ch. 3 Critical Results, Ch. 8 Rerolls)', () => {
  /** Rifle squad (unit 0) 10" from the adept cohort (unit 2) on open ground: Pulse Rifle medium 45 - 5 (Battlefield Discipline) + 5 (Crystalline Integration) = SR 45. */
  function shot(variants: Record<string, string> = {}): JaggedState {
    const s = toRoundOne(battle(variants));
    place(s, 0, 10, 10);
    place(s, 1, 2, 2);
    place(s, 2, 20, 10);
    place(s, 3, 46, 46);
    activateAndHold(s, 0);
    expect(s.phase).toBe(PHASE.attack);
    s.apply(ATTACK + 2 * 8 + 0);
    expect(s.sr).toBe(45);
    return s;
  }

  it('a roll equal to the SR hits: Wound Class 1 vs durability 1 inflicts 1 wound', () => {
    const s = shot();
    s.apply(45);
    expect(s.wounds[2]).toBe(2);
    expect(lastEvent(s, 'hit')).toMatchObject({ woundClass: 1, wounds: 1 });
  });

  it('a critical success (96-100) raises the Wound Class by 1: 2 wounds', () => {
    const s = shot();
    s.apply(96);
    expect(lastEvent(s, 'hit')).toMatchObject({ woundClass: 2, wounds: 2 });
    expect(s.wounds[2]).toBe(1);
  });

  it('a plain fail may be rerolled once for 1 Warp Flare; the reroll stands as it falls', () => {
    const s = shot();
    s.apply(44);
    expect(s.phase).toBe(PHASE.reroll);
    expect(s.currentPlayer()).toBe(0);
    s.apply(USE);
    expect(s.flares[0]).toBe(2);
    s.apply(30);
    expect(s.phase).not.toBe(PHASE.reroll);
    expect(s.wounds[2]).toBe(3);
  });

  it('critical failures (01-05) and critical successes are never rerolled, whatever the SR', () => {
    const s = shot();
    s.apply(5);
    expect(s.phase).not.toBe(PHASE.reroll);
    expect(s.wounds[2]).toBe(3);
    expect(s.flares[0]).toBe(3);
  });

  it('reroll-cost=2 charges 2 Warp Flares (JS-035), and with too few the roll stands', () => {
    const s = shot({ 'reroll-cost': '2' });
    s.apply(44);
    s.apply(USE);
    expect(s.flares[0]).toBe(1);
    const poor = shot({ 'reroll-cost': '2' });
    poor.flares[0] = 1;
    poor.apply(44);
    expect(poor.phase).not.toBe(PHASE.reroll);
  });

  it('light and heavy cover add 10 and 20 to the SR; elevated attackers get -10 against lower targets (Ch. 4, Ch. 7)', () => {
    for (const [ground, attackerGround, sr] of [
      [LIGHT_COVER, 0, 55],
      [HEAVY_COVER, 0, 65],
      [0, ELEVATED, 35],
      [ELEVATED, ELEVATED, 45],
    ]) {
      const s = toRoundOne(battle());
      place(s, 0, 10, 10);
      place(s, 2, 20, 10);
      place(s, 3, 46, 46);
      s.setup.terrain[2 * GRID + 5] = ground;
      s.setup.terrain[2 * GRID + 2] = attackerGround;
      activateAndHold(s, 0);
      s.apply(ATTACK + 2 * 8);
      expect(s.sr).toBe(sr);
    }
  });

  it('destroying a unit scores its Force Rating for the attacker this round (Ch. 3 Force Rating)', () => {
    const s = shot();
    s.wounds[2] = 1;
    s.apply(80);
    expect([s.inPlay[2], s.frThisRound[0], s.frDestroyed[0]]).toEqual([0, 3, 3]);
    expect(lastEvent(s, 'destroyed')).toMatchObject({ unit: 'Order Adept Cohort', forceRating: 3 });
  });

  it('Line of Sight: heavy cover between the units blocks a ranged attack', () => {
    const s = toRoundOne(battle());
    place(s, 0, 10, 10);
    place(s, 2, 26, 10);
    place(s, 3, 46, 46);
    s.setup.terrain[2 * GRID + 4] = HEAVY_COVER;
    s.invalidate();
    activateAndHold(s, 0);
    expect(s.phase).toBe(PHASE.pick);
    expect(lineOfSight(s.setup.terrain, 10, 10, 26, 10)).toBe(false);
    expect(lineOfSight(s.setup.terrain, 10, 30, 26, 30)).toBe(true);
  });

  it('a unit that Rushes may not attack (rush-attack=no), but may under rush-attack=yes', () => {
    for (const [rule, phase] of [
      ['no', PHASE.pick],
      ['yes', PHASE.attack],
    ] as const) {
      const s = toRoundOne(battle({ 'rush-attack': rule }));
      place(s, 0, 10, 10);
      place(s, 2, 30, 10);
      s.apply(ACTIVATE);
      s.apply(MOVE + (DEST_UNIT + 2) * 2 + 1);
      expect(s.phase).toBe(phase);
    }
  });
});

describe('Warp Flares and abilities (Ch. 8)', () => {
  it('the attacker starts with 3 Warp Flares, the defender with 2', () => {
    const s = toRoundOne(battle());
    expect([s.flares[0], s.flares[1]]).toEqual([3, 2]);
  });

  it('a grenade replaces the attack and costs 2 Warp Flares on declaration', () => {
    const s = toRoundOne(battle());
    place(s, 1, 10, 10);
    place(s, 2, 16, 10);
    s.apply(ACTIVATE + 1);
    s.apply(4);
    s.apply(HOLD);
    const grenade = s.legalActions().find((a) => a >= ATTACK && ((a - ATTACK) & 7) === 1);
    expect(grenade).toBe(ATTACK + 2 * 8 + 1);
    s.apply(grenade!);
    expect(s.flares[0]).toBe(1);
  });

  it('an activated ability that rolls a critical failure cannot be used in the following round (Ch. 3 Critical Failure)', () => {
    const s = toRoundOne(battle());
    s.apply(ACTIVATE + 1);
    expect(s.phase).toBe(PHASE.ability);
    s.apply(ABILITY + 1); // Target Designation, 1 Warp Flare, activation roll SR 25.
    expect(s.flares[0]).toBe(2);
    s.apply(3);
    expect(s.locked[1 * 8 + 1]).toBe(2);
    expect(lastEvent(s, 'lockout')).toMatchObject({ ability: 'Target Designation', round: 2 });
  });

  it('a successful Target Designation lowers the SR of the attack that follows by 20', () => {
    const s = toRoundOne(battle());
    place(s, 1, 10, 10);
    place(s, 2, 30, 10);
    s.apply(ACTIVATE + 1);
    s.apply(ABILITY + 1);
    s.apply(60);
    s.apply(HOLD);
    s.apply(ATTACK + 2 * 8);
    // Marksman Rifle long 40 + 5 (Crystalline Integration) - 20.
    expect(s.sr).toBe(25);
  });

  it('crit-lockout=all-abilities also locks a grenade whose attack roll was a critical failure (JS-025)', () => {
    for (const [rule, locked] of [
      ['activated-only', 0],
      ['all-abilities', 2],
    ] as const) {
      const s = toRoundOne(battle({ 'crit-lockout': rule }));
      place(s, 1, 10, 10);
      place(s, 2, 16, 10);
      s.apply(ACTIVATE + 1);
      s.apply(4);
      s.apply(HOLD);
      s.apply(ATTACK + 2 * 8 + 1);
      s.apply(2);
      expect(s.locked[1 * 8 + 0]).toBe(locked);
    }
  });

  it("a player's first capture of an objective recovers 1 Warp Flare, never above the starting total, once per player (Ch. 8 Warp Flare Recovery)", () => {
    const s = toRoundOne(battle());
    s.flares[0] = 2;
    place(s, 0, 22, 22);
    s.apply(ACTIVATE);
    s.apply(MOVE + 0 * 2);
    expect([s.owner[0], s.flares[0]]).toEqual([0, 3]);
    // At the cap the next first capture recovers nothing.
    const full = toRoundOne(battle());
    place(full, 0, 22, 22);
    full.apply(ACTIVATE);
    full.apply(MOVE);
    expect([full.owner[0], full.flares[0]]).toEqual([0, 3]);
    expect(lastEvent(full, 'capture')).toMatchObject({ first: true, recovered: 0 });
  });

  it('reinforcements: none in Round 1; from Round 2 a destroyed unit returns for 2 Warp Flares at a legal point, counts as its activation and may not attack or Rush', () => {
    const s = toRoundOne(battle());
    s.inPlay[0] = 0;
    s.wounds[0] = 0;
    s.invalidate();
    expect(s.legalActions().some((a) => a >= REINFORCE)).toBe(false);
    // Round 2, the attacker to pick.
    s.round = 2;
    s.invalidate();
    const options = s.legalActions().filter((a) => a >= REINFORCE);
    expect(options.length).toBeGreaterThan(0);
    for (const option of options) {
      const [px, py] = REINFORCEMENT_POINTS[(option - REINFORCE) % 64];
      // Within 8" of an edge, outside and 8" from the enemy zone, 8" from objectives and enemy units.
      expect(Math.min(px, py, 48 - px, 48 - py)).toBeLessThanOrEqual(8);
      expect(inDeploymentZone(1, px, py)).toBe(false);
      expect(Math.hypot(px - 24, py - 24)).toBeGreaterThanOrEqual(8);
      for (const u of [2, 3]) expect(Math.hypot(px - s.x[u], py - s.y[u])).toBeGreaterThanOrEqual(8);
    }
    s.apply(options[0]);
    expect([s.inPlay[0], s.returned[0], s.activated[0], s.flares[0], s.wounds[0]]).toEqual([1, 1, 1, 1, 3]);
    expect(s.phase).toBe(PHASE.move);
    expect(s.legalActions().every((a) => a === HOLD || ((a - MOVE) & 1) === 0)).toBe(true);
    s.apply(HOLD);
    expect(s.phase).not.toBe(PHASE.attack);
    // Each destroyed unit may return once per battle.
    s.inPlay[0] = 0;
    s.activated[0] = 0;
    s.flares[0] = 3;
    s.picker = 0;
    s.phase = PHASE.pick;
    s.invalidate();
    expect(s.legalActions().some((a) => a >= REINFORCE)).toBe(false);
  });

  it('a player with only reinforcements left may pass instead', () => {
    const s = toRoundOne(battle());
    s.round = 2;
    s.inPlay[0] = 0;
    s.activated[1] = 1;
    s.invalidate();
    expect(s.legalActions()).toContain(PASS);
  });
});

describe('Objectives (Ch. 4 Objectives, Ch. 9 Objective Control)', () => {
  it('control is captured by proximity and stays after the unit leaves (sticky)', () => {
    const s = toRoundOne(battle());
    place(s, 0, 22, 22);
    s.apply(ACTIVATE);
    s.apply(MOVE);
    expect(s.owner[0]).toBe(0);
    place(s, 0, 10, 10);
    updateObjectives(s);
    expect(s.owner[0]).toBe(0);
  });

  it('an enemy entering control range contests it: value suspended by default, control lost under contested=ends-control (JS-041)', () => {
    for (const [rule, owner] of [
      ['suspends', 0],
      ['ends-control', -1],
    ] as const) {
      const s = toRoundOne(battle({ contested: rule }));
      place(s, 0, 24, 24);
      s.owner[0] = 0;
      place(s, 3, 27, 27);
      activateAndHold(s, 0);
      if (s.phase === PHASE.attack) s.apply(NO_ATTACK);
      s.apply(ACTIVATE + 3);
      s.apply(MOVE + 0 * 2);
      expect(s.owner[0]).toBe(owner);
    }
  });

  it('objective-scoring=first-capture scores the 5 Victory Value once, in the round of first capture (JS-026)', () => {
    const s = toRoundOne(battle({ 'objective-scoring': 'first-capture' }));
    place(s, 0, 22, 22);
    s.apply(ACTIVATE);
    s.apply(MOVE);
    if (s.phase === PHASE.attack) s.apply(NO_ATTACK);
    for (const u of [2, 1, 3]) {
      activateAndHold(s, u);
      if (s.phase === PHASE.attack) s.apply(NO_ATTACK);
    }
    expect(lastEvent(s, 'round-victory')).toMatchObject({ round: 1, objectives: [5, 0] });
    scoreRound(s);
    expect(lastEvent(s, 'round-victory')).toMatchObject({ objectives: [0, 0] });
  });
});

describe('Battlefield (Ch. 4, Ch. 6)', () => {
  it('units deploy in 12" zones at opposite corners', () => {
    const s = battle();
    for (const u of [0, 1]) expect(inDeploymentZone(0, s.x[u], s.y[u])).toBe(true);
    for (const u of [2, 3]) expect(inDeploymentZone(1, s.x[u], s.y[u])).toBe(true);
  });

  it('the seeded generator covers 25-40% of the battlefield by default, and the same seed gives the same board', () => {
    for (let seed = 0; seed < 50; seed++) {
      const cells = generateTerrain(Xoshiro128.stream(seed, 0), [25, 40]);
      const covered = cells.filter((c) => c !== 0).length / cells.length;
      expect(covered).toBeGreaterThanOrEqual(0.25 - 1e-9);
      expect(covered).toBeLessThanOrEqual(0.4 + 1e-9);
      expect(generateTerrain(Xoshiro128.stream(seed, 0), [25, 40])).toEqual(cells);
    }
  });

  it('difficult terrain doubles the cost of each inch by default, or halves the whole move (JS-023)', () => {
    const terrain = new Uint8Array(GRID * GRID);
    for (let y = 0; y < GRID; y++) terrain[y * GRID + 2] = DIFFICULT; // x 8-12"
    const end = { x: 0, y: 0 };
    // 6" from x = 4: 4" of open ground to x = 8, then 2" of movement buys 1" of difficult terrain.
    moveToward(terrain, 4, 2, 40, 2, 0, 6, false, false, end);
    expect(end.x).toBeCloseTo(9, 9);
    moveToward(terrain, 4, 2, 40, 2, 0, 6, true, false, end);
    expect(end.x).toBeCloseTo(7, 9);
    moveToward(terrain, 4, 2, 40, 2, 0, 6, false, true, end);
    expect(end.x).toBeCloseTo(10, 9);
  });

  it('a move and a Rush walked together (moveTowardPair, the heuristic) end exactly where two separate moves end, under every difficult-terrain reading', () => {
    const rng = Xoshiro128.stream(21, 0);
    const terrain = generateTerrain(rng, [45, 60]);
    const one = { x: 0, y: 0 };
    const two = { x: 0, y: 0 };
    const a = { x: 0, y: 0 };
    const b = { x: 0, y: 0 };
    for (let i = 0; i < 3000; i++) {
      const [x, y, tx, ty] = [rng.nextFloat() * 48, rng.nextFloat() * 48, rng.nextFloat() * 48, rng.nextFloat() * 48];
      const stopShort = i % 3 === 0 ? 0.999 : 0;
      const allowance = 1 + rng.nextBelow(10);
      const rush = allowance + rng.nextBelow(6);
      const halved = i % 4 === 1;
      const ignore = i % 7 === 2;
      moveToward(terrain, x, y, tx, ty, stopShort, allowance, halved, ignore, one);
      moveToward(terrain, x, y, tx, ty, stopShort, rush, halved, ignore, two);
      moveTowardPair(terrain, x, y, tx, ty, stopShort, allowance, rush, halved, ignore, a, b);
      expect([a.x, a.y, b.x, b.y]).toEqual([one.x, one.y, two.x, two.y]);
    }
  });

  it('Line of Sight from the precomputed squares-crossed masks agrees with tracing the line between square centres, for every pair on random boards', () => {
    const rng = Xoshiro128.stream(22, 0);
    const centre = (cell: number) => [(cell % GRID) * 4 + 2, Math.floor(cell / GRID) * 4 + 2] as const;
    for (let board = 0; board < 4; board++) {
      const terrain = generateTerrain(rng, [45, 60]);
      const heavy = heavyCoverMask(terrain);
      for (let a = 0; a < GRID * GRID; a++) {
        for (let b = a; b < GRID * GRID; b++) {
          const [ax, ay] = centre(a);
          const [bx, by] = centre(b);
          const traced = lineOfSight(terrain, ax, ay, bx, by);
          if (sightBetweenCells(heavy, a, b) !== traced || sightBetweenCells(heavy, b, a) !== traced) throw new Error(`squares ${a}, ${b} on board ${board}`);
        }
      }
    }
  });

  it('a state handed back with JaggedState.release is reused by the next clone, which is an exact copy', () => {
    const s = toRoundOne(battle());
    const first = s.clone();
    JaggedState.release(first);
    s.x[0] = 17.5;
    const second = s.clone();
    expect(second).toBe(first);
    expect({ ...second.serialize(), chance: null }).toEqual({ ...s.serialize(), chance: null, events: null });
    expect(second.chance.state()).toEqual(s.chance.state());
  });

  it('a battle lasts five rounds and the most Round Victories wins; equal is a draw (Ch. 9 Battle Victory)', () => {
    const s = toRoundOne(battle());
    s.round = 5;
    s.roundVictories.set([2, 2]);
    s.owner.set([0, -1, -1]);
    for (const u of [0, 2, 1, 3]) {
      activateAndHold(s, u);
      if (s.phase === PHASE.attack) s.apply(NO_ATTACK);
    }
    expect(s.isTerminal()).toBe(true);
    expect(s.returns()).toEqual([1, -1]);
    const drawn = toRoundOne(battle());
    drawn.round = 5;
    drawn.roundVictories.set([2, 2]);
    for (const u of [0, 2, 1, 3]) {
      activateAndHold(drawn, u);
      if (drawn.phase === PHASE.attack) drawn.apply(NO_ATTACK);
    }
    expect(drawn.returns()).toEqual([0, 0]);
    expect(lastEvent(drawn, 'battle')).toMatchObject({ seat: -1 });
  });

  it('lists all 100 faces at every roll, each with probability 1/100', () => {
    const s = battle();
    expect(s.currentPlayer()).toBe(CHANCE);
    expect(s.chanceOutcomes()).toHaveLength(100);
    expect(s.chanceOutcomes().every((o) => o.probability === 0.01)).toBe(true);
    expect(() => s.apply(0)).toThrow(/not a d100 roll/);
    s.apply(50);
    expect(() => s.apply(42)).toThrow(/illegal action/);
    expect(DECLINE).not.toBe(USE);
  });
});
