/**
 * Water Raid (`002_f697cf6215cb147c.txt`, Scenarios › Advanced Scenarios › Water Raid; JW-020, JW-064): set-up, the
 * Stationary Comet, the water at deployment, Mining the Comet (scripted dice), transfers, the capacity variant,
 * Surprise Attack, the Objective Points, and the heuristic's play (waterRaid.ts, waterRaidAi.ts).
 */
import { describe, expect, it } from 'vitest';
import { Xoshiro128 } from '../../../src/rng/xoshiro128.ts';
import { makeAgent } from '../../../src/game/agents/agentSpec.ts';
import { agentContext } from '../../../src/game/matchSetup.ts';
import { SeatView } from '../../../src/game/agents/agent.ts';
import { CHANCE } from '../../../src/game/state.ts';
import { finalCode } from '../../../src/systems/jovian-wars/attackPool.ts';
import { jovianWars } from '../../../src/systems/jovian-wars/index.ts';
import type { JovianState, Option } from '../../../src/systems/jovian-wars/game.ts';
import { COS, onTable, SIN } from '../../../src/systems/jovian-wars/geometry.ts';
import { queueComets } from '../../../src/systems/jovian-wars/comet.ts';
import { COMET_DEFENSE, landWater, launchWater, minedUnits, waterObjectivePoints, waterRoom, waterTally, WATER_TOTAL } from '../../../src/systems/jovian-wars/waterRaid.ts';
import type { OpposedVariant } from '../../../src/dice/d6opposed.ts';
import { highestMagnitude } from '../../../src/dice/setMagnitudes.ts';
import { activate, answerOffer, CARRIER_TABLE, choose, heuristicPick, N, start, table, unitOf, type TableSetup } from './scripted.ts';

/** The Jovian Strike Group attacks (seat 0), the CEGA Carrier Group (Lance exo-armor, a carrier) defends. */
const RAID = [jovianWars.presets['jovian-strike-group'], jovianWars.presets['cega-carrier-group']] as const;
const raid = (extra: Record<string, string> = {}, sides: readonly unknown[] = RAID) => start({ scenario: 'water-raid', ...extra }, sides);
const RAID_TABLE: TableSetup = { ...CARRIER_TABLE, sides: RAID };

/** A table with a Defender exo-armor squadron 7" from the Comet's centre, the Appalachian, and a far Alexander. */
function miningTable(extra: Record<string, string> = {}): JovianState {
  return table({ 'cega-exo-armor-squadron': [24, 38, 2], appalachian: [12, 42, 6], alexander: [24, 4, 2] }, { scenario: 'water-raid', ...extra }, RAID_TABLE);
}

const isMine = (o: Option): o is Option & { kind: 'mine' } => o.kind === 'mine';

describe('Water Raid: set-up', () => {
  it('Standard zones, Fleet Deployment, seat 0 the Attacker; the Stationary Comet in the Defender\'s zone, on no model', () => {
    const s = raid();
    expect([s.variants.zone, s.variants.deployment]).toEqual(['standard', 'fleet']);
    const sc = s.scenario!;
    expect(sc.kind).toBe('water-raid');
    expect(sc.attacker).toBe(0);
    const body = s.terrain[sc.comet];
    const tail = s.terrain[sc.comet + 1];
    expect([body.kind, tail.kind]).toEqual(['comet-body', 'comet-tail']);
    // The Defender (seat 1) deploys in the 12" strip at y = 36-48.
    expect(body.y).toBeGreaterThanOrEqual(36);
    for (const u of s.units) if (u.inPlay()) for (const t of [body, tail]) expect(Math.hypot(u.x - t.x, u.y - t.y)).toBeGreaterThan(t.r);
  });

  it('"the Defender must distribute 10 units of water": capital ships at most 5 each, carriers only after the others, fighters none', () => {
    const s = raid();
    const water = s.scenario!.water;
    expect(water.reduce((a, b) => a + b, 0)).toBe(WATER_TOTAL);
    for (const u of s.units) {
      if (u.side === 0) expect(water[u.index]).toBe(0);
      if (u.capital) expect(water[u.index]).toBeLessThanOrEqual(5);
      if (u.def.kind === 'fighter') expect(water[u.index]).toBe(0);
    }
    expect([water[unitOf(s, 'uller').index], water[unitOf(s, 'tengu').index], water[unitOf(s, 'appalachian').index]]).toEqual([5, 5, 0]);
    // Three capital ships without Hangers share it one unit at a time: 4, 3, 3.
    const jovian = raid({}, [RAID[1], RAID[0]]);
    expect(['alexander', 'valiant', 'javelin'].map((c) => jovian.scenario!.water[unitOf(jovian, c).index])).toEqual([4, 3, 3]);
  });

  it('the Comet is Stationary: no drift is queued for it, and it stands where it was placed at the end of a game', () => {
    const s = raid();
    const body = s.terrain[s.scenario!.comet];
    s.jobs.length = 0;
    queueComets(s);
    expect(s.jobs.some((j) => j.kind === 'comet')).toBe(false);
    // A scattered-comet table still drifts its own Comet, not the Defender's.
    const both = raid({ terrain: 'scattered-comet' });
    both.jobs.length = 0;
    queueComets(both);
    expect(both.jobs.filter((j) => j.kind === 'comet').length).toBe(1);
    const agent = makeAgent('heuristic', agentContext(jovianWars));
    const rng = Xoshiro128.stream(7, 1);
    while (!s.isTerminal()) {
      if (s.currentPlayer() === CHANCE) s.applyChance();
      else s.apply(agent.act(new SeatView(s, s.currentPlayer()), rng));
    }
    expect(s.terrain[s.scenario!.comet]).toEqual(body);
    expect(s.log!.some((e) => e.kind === 'comet')).toBe(false);
  });
});

describe('Water Raid: Mine the Comet', () => {
  it('offers a Lance Bombing action against the Comet (Boost to reach, bids 0..Fuel), to Defender exo-armor only', () => {
    const s = miningTable();
    const sq = unitOf(s, 'cega-exo-armor-squadron');
    activate(s, sq);
    const mines = s.options().filter(isMine);
    // 7" from the centre, the Body 1.5" and 0.5" off it: 5" of a Speed 8 move, no Boost; Fuel 3: bids 0-3.
    expect(mines.map((o) => [o.boost, o.bid])).toEqual([
      [0, 0],
      [0, 1],
      [0, 2],
      [0, 3],
    ]);
    // Not in the Introductory Scenario, and not for a squadron without a Lance (the fighters).
    const intro = table({ 'cega-exo-armor-squadron': [24, 38, 2], alexander: [24, 4, 2] }, {}, RAID_TABLE);
    activate(intro, unitOf(intro, 'cega-exo-armor-squadron'));
    expect(intro.options().some(isMine)).toBe(false);
    const fighters = table({ 'cega-fighter-squadron': [24, 38, 2], alexander: [24, 4, 2] }, { scenario: 'water-raid' }, RAID_TABLE);
    activate(fighters, unitOf(fighters, 'cega-fighter-squadron'));
    expect(fighters.options().some(isMine)).toBe(false);
    // Out of reach (Speed 8 + two Boosts = 14") nothing is offered.
    const far = table({ 'cega-exo-armor-squadron': [24, 20, 2], alexander: [24, 4, 2] }, { scenario: 'water-raid' }, RAID_TABLE);
    activate(far, unitOf(far, 'cega-exo-armor-squadron'));
    expect(far.options().some(isMine)).toBe(false);
  });

  it('the roll: Lance AC 3 + Skill 3 + bid, all Attack, against the Comet\'s Defense 4; D / T / Q+ mine 1 / 2 / 3, up to the squadron\'s room (3)', () => {
    // (Nine dice always make a set: an N is not an outcome of this roll, an N after the Comet's roll is: next test.)
    for (const [level, held, kept] of [
      [1, 0, 1],
      [2, 0, 2],
      [3, 0, 3],
      [3, 2, 1],
      [2, 3, 0],
    ] as const) {
      const s = miningTable();
      const sq = unitOf(s, 'cega-exo-armor-squadron');
      s.scenario!.water[sq.index] = held;
      activate(s, sq);
      choose(s, (o) => isMine(o) && o.bid === 1);
      // Into contact with the Body (0.5" off its 1.5" edge), the bid spent, the Lance used.
      const body = s.terrain[s.scenario!.comet];
      expect(Math.hypot(sq.x - body.x, sq.y - body.y)).toBeCloseTo(2, 5);
      expect(sq.fuel).toBe(2);
      expect((sq.used >> 1) & 1).toBe(1);
      expect(s.firedThisActivation).toBe(1);
      const job = s.jobs[0] as Extract<(typeof s.jobs)[number], { kind: 'mine' }>;
      expect(job.kind).toBe('mine');
      // The pool 3 + 3 + 1 = 7, then the +2 Bombing Attack Modifier: +1 Base, +1 Flex (Attack Modifier table).
      expect([job.plan.poolParams.base, job.plan.poolParams.flex]).toEqual([3 + 3 + 1 + 1, 1]);
      expect(job.plan.opposed).toEqual({ base: COMET_DEFENSE, flex: 0, macro: 0 });
      expect(s.currentPlayer()).toBe(CHANCE);
      // An outcome of the squadron's pool whose best set has this Magnitude (D 1, T 2, Q 3), then N for the Comet.
      s.apply(s.chanceOutcomes().find((o) => highestMagnitude(o.action) === level)!.action);
      expect(s.currentPlayer()).toBe(CHANCE);
      s.apply(N);
      expect(s.scenario!.water[sq.index]).toBe(held + kept);
      expect(s.scenario!.mined).toBe(kept);
      expect(s.scenario!.mines).toBe(1);
    }
  });

  it('the Comet\'s Defense roll diminishes the result through the engine\'s opposed roll (finalCode)', () => {
    const s = miningTable();
    const sq = unitOf(s, 'cega-exo-armor-squadron');
    activate(s, sq);
    choose(s, (o) => isMine(o) && o.bid === 0);
    const job = s.jobs[0] as Extract<(typeof s.jobs)[number], { kind: 'mine' }>;
    const t = s.chanceOutcomes().find((o) => highestMagnitude(o.action) === 2)!.action;
    s.apply(t);
    const d = s.chanceOutcomes().find((o) => highestMagnitude(o.action) === 1)!.action;
    s.apply(d);
    expect(s.scenario!.water[sq.index]).toBe(minedUnits(finalCode(job.plan, t, d, s.variants.opposed as OpposedVariant)));
    expect(s.scenario!.water[sq.index]).toBeLessThan(2);
  });
});

describe('Water Raid: a mining run intercepted', () => {
  it('passing within 3" of an Attacker squadron it is stopped there (Reactive Interception, flow.ts stoppedOnTheWay): a Dogfight, no bid spent, no Mining roll', () => {
    const s = table({ 'cega-exo-armor-squadron': [24, 38, 2], appalachian: [12, 42, 6], alexander: [24, 4, 2], 'jovian-fighter-squadron': [0, 0, 6] }, { scenario: 'water-raid' }, RAID_TABLE);
    const sq = unitOf(s, 'cega-exo-armor-squadron');
    const guard = unitOf(s, 'jovian-fighter-squadron');
    const body = s.terrain[s.scenario!.comet];
    // Beside the middle of the run, 1" off its line.
    const gap = Math.hypot(body.x - sq.x, body.y - sq.y);
    guard.x = (sq.x + body.x) / 2 - (body.y - sq.y) / gap;
    guard.y = (sq.y + body.y) / 2 + (body.x - sq.x) / gap;
    activate(s, sq);
    const fuel = sq.fuel;
    choose(s, (o) => isMine(o) && o.boost === 0 && o.bid === 1);
    answerOffer(s, true);
    expect(s.exchange).toMatchObject({ kind: 'dogfight', attacker: sq.index, defender: guard.index, reactive: true });
    // The interceptor flies into base contact with the stopped squadron.
    expect(Math.hypot(sq.x - guard.x, sq.y - guard.y)).toBeCloseTo(1, 9);
    expect(sq.fuel).toBe(fuel);
    expect(s.jobs.some((j) => j.kind === 'mine')).toBe(false);
    expect(s.scenario!.mines).toBe(0);
  });
});

describe('Water Raid: transfers and capacity (JW-064)', () => {
  it('Land gives the carrier all the squadron\'s water (unlimited), or what fits under five; Launch takes at most 3', () => {
    for (const [capacity, carrierAfter, squadronAfter] of [
      ['unlimited', 7, 0],
      ['five', 5, 2],
    ] as const) {
      const s = miningTable({ 'water-capacity': capacity });
      const sq = unitOf(s, 'cega-exo-armor-squadron');
      const carrier = unitOf(s, 'appalachian');
      const water = s.scenario!.water;
      water[carrier.index] = 4;
      water[sq.index] = 3;
      // The game's own Land (no roll): into contact, Embarked, the water transferred.
      Object.assign(sq, { x: 12, y: 38 });
      activate(s, sq);
      choose(s, (o) => o.kind === 'land' && o.target === carrier.index);
      expect(sq.status).toBe('embarked');
      expect([water[carrier.index], water[sq.index]]).toEqual([carrierAfter, squadronAfter]);
      expect(waterRoom(s, carrier)).toBe(capacity === 'five' ? 0 : Infinity);
      // Launch: "up to 3 water units from the Capital Ship", no more than the squadron's room.
      water[sq.index] = 0;
      expect(launchWater(s, sq, carrier, 10)).toBe(3);
      expect(water[sq.index]).toBe(3);
      expect(launchWater(s, sq, carrier, 1)).toBe(0);
    }
  });

  it('room: exo-armor 3 at any time, fighters none, capital ships unlimited or 5', () => {
    const s = raid({ 'water-capacity': 'five' });
    const sq = unitOf(s, 'cega-exo-armor-squadron');
    s.scenario!.water[sq.index] = 1;
    expect(waterRoom(s, sq)).toBe(2);
    expect(waterRoom(s, unitOf(s, 'cega-fighter-squadron'))).toBe(0);
    expect(waterRoom(s, unitOf(s, 'uller'))).toBe(0);
    expect(waterRoom(raid(), unitOf(raid(), 'uller'))).toBe(Infinity);
    // landWater moves nothing into a full ship.
    const uller = unitOf(s, 'uller');
    landWater(s, sq, uller);
    expect([s.scenario!.water[uller.index], s.scenario!.water[sq.index]]).toEqual([5, 1]);
  });
});

describe('Water Raid: Surprise Attack', () => {
  /** A Defender Uller 1" from its own edge, heading for it, the enemy far away; turn `turn`. */
  const edgeTable = (turn: number, who: 'uller' | 'alexander' = 'uller') => {
    const s = table({ uller: [24, 46, 2], alexander: [24, 4, 2] }, { scenario: 'water-raid' }, RAID_TABLE);
    s.turn = turn;
    s.cached = null;
    activate(s, unitOf(s, who));
    return s;
  };
  const endsOff = (s: JovianState, o: Option) => {
    if (o.kind !== 'move') return false;
    const u = s.units[s.active];
    const h = (u.heading + o.turns + 8) % 8;
    return !onTable(u.x + COS[h] * o.distance, u.y + SIN[h] * o.distance, s.table);
  };

  it('"The Defending Player may not withdraw Capital Ships until Turn 4": no Withdraw and no move off the table before; both from turn 4', () => {
    const early = edgeTable(3);
    expect(early.options().some((o) => o.kind === 'withdraw')).toBe(false);
    expect(early.options().some((o) => o.kind === 'move')).toBe(true);
    expect(early.options().some((o) => endsOff(early, o))).toBe(false);
    const late = edgeTable(4);
    expect(late.options().some((o) => o.kind === 'withdraw')).toBe(true);
    expect(late.options().some((o) => endsOff(late, o))).toBe(true);
    // The Attacker is not held back.
    expect(edgeTable(1, 'alexander').options().some((o) => o.kind === 'withdraw')).toBe(true);
  });
});

describe('Water Raid: Objective Points (JW-020)', () => {
  /** The Defender's three capital ships hold `loads`; `fates` set their status / structure / side. */
  function scored(loads: number[], fates: ((u: JovianState['units'][number]) => void)[], mined = 0): JovianState {
    const s = raid();
    const water = s.scenario!.water;
    water.fill(0);
    const ships = ['appalachian', 'uller', 'tengu'].map((c) => unitOf(s, c));
    ships.forEach((u, i) => {
      water[u.index] = loads[i];
      fates[i]?.(u);
    });
    if (mined > 0) water[unitOf(s, 'cega-exo-armor-squadron').index] += mined;
    return s;
  }
  const withdrawn = (u: JovianState['units'][number]) => (u.status = 'withdrawn');
  const destroyed = (u: JovianState['units'][number]) => (u.status = 'destroyed');
  const crippledOut = (u: JovianState['units'][number]) => Object.assign(u, { status: 'withdrawn', structure: 0 });
  const captured = (u: JovianState['units'][number]) => Object.assign(u, { status: 'withdrawn', side: 0 });
  const stays = () => undefined;

  it('10 Withdrawn on non-Crippled capital ships: the Defender 3 + 4, the Attacker nothing; 3 for the most Victory Points', () => {
    const s = scored([0, 5, 5], [stays, withdrawn, withdrawn]);
    expect(waterTally(s)).toMatchObject({ total: 10, withdrawn: 10 });
    expect(waterObjectivePoints(s, [0, 0])).toEqual([0, 7]);
    expect(waterObjectivePoints(s, [20, 10])).toEqual([3, 7]);
    expect(waterObjectivePoints(s, [20, 30])).toEqual([0, 10]);
    // Highest tier only: 4.
    expect(waterObjectivePoints(s, [0, 0], 'not-withdrawn', 'highest')).toEqual([0, 4]);
  });

  it('5 Withdrawn, 5 lost with a Destroyed ship: 3 each (prevented = every unit that did not Withdraw); the denied reading agrees', () => {
    const s = scored([0, 5, 5], [stays, withdrawn, destroyed]);
    expect(waterTally(s)).toMatchObject({ withdrawn: 5, lost: 5, denied: 5 });
    expect(waterObjectivePoints(s, [0, 0])).toEqual([3, 3]);
    expect(waterObjectivePoints(s, [0, 0], 'denied')).toEqual([3, 3]);
  });

  it('water never Withdrawn scores for the Attacker under not-withdrawn (3 + 4), not under denied', () => {
    const s = scored([0, 5, 5], [stays, stays, stays]);
    expect(waterObjectivePoints(s, [0, 0])).toEqual([7, 0]);
    expect(waterObjectivePoints(s, [0, 0], 'denied')).toEqual([0, 0]);
  });

  it('a Crippled ship\'s water does not count when it Withdraws; a Captured ship\'s counts for the captor (prevented)', () => {
    const s = scored([0, 6, 4], [stays, crippledOut, captured]);
    expect(waterTally(s)).toMatchObject({ withdrawn: 0, denied: 10 });
    expect(waterObjectivePoints(s, [0, 0])).toEqual([7, 0]);
    expect(waterObjectivePoints(s, [0, 0], 'denied')).toEqual([7, 0]);
  });

  it('mined water adds to the total: 10 Withdrawn and 3 more on a squadron leave 3 prevented (no line)', () => {
    const s = scored([0, 5, 5], [stays, withdrawn, withdrawn], 3);
    expect(waterTally(s)).toMatchObject({ total: 13, withdrawn: 10, other: 3 });
    expect(waterObjectivePoints(s, [0, 0])).toEqual([0, 7]);
    // The game's own scoring: the Objective Points then Victory Points decide (Victory Conditions).
    expect(s.objectivePoints()).toEqual(waterObjectivePoints(s, s.victoryPoints()));
  });
});

describe('Water Raid: the heuristic', () => {
  it('a Defender exo-armor squadron mines when a carrier has room; without a carrier it does not', () => {
    const s = miningTable();
    activate(s, unitOf(s, 'cega-exo-armor-squadron'));
    const pick = heuristicPick(s);
    expect(pick.kind).toBe('mine');
    // The CEGA Battle Group has no Hangers: mined water could never reach a capital ship.
    const bg = table({ 'cega-exo-armor-squadron': [24, 38, 2], uller: [12, 42, 6], alexander: [24, 4, 2] }, { scenario: 'water-raid' }, { sides: [RAID[0], jovianWars.presets['cega-battle-group']] });
    activate(bg, unitOf(bg, 'cega-exo-armor-squadron'));
    expect(bg.options().some(isMine)).toBe(true);
    expect(heuristicPick(bg).kind).not.toBe('mine');
  });

  it('a Defender capital ship carrying water Withdraws from turn 4; a squadron carrying water Lands on its carrier', () => {
    const s = table({ uller: [24, 40, 6], alexander: [24, 4, 2] }, { scenario: 'water-raid' }, RAID_TABLE);
    s.turn = 4;
    s.cached = null;
    activate(s, unitOf(s, 'uller'));
    expect(heuristicPick(s).kind).toBe('withdraw');
    const l = miningTable();
    const sq = unitOf(l, 'cega-exo-armor-squadron');
    l.scenario!.water[sq.index] = 2;
    Object.assign(sq, { x: 12, y: 36 });
    activate(l, sq);
    expect(heuristicPick(l).kind).toBe('land');
  });

  it('whole games end with legal play, the same seed gives the same game, and water is conserved', () => {
    const agent = makeAgent('heuristic', agentContext(jovianWars));
    const play = (capacity: string) => {
      const s = jovianWars.newGame({ sides: RAID as never, variants: { ...start().variants, scenario: 'water-raid', 'water-capacity': capacity }, chance: Xoshiro128.stream(4, 0), log: false }) as JovianState;
      const rng = Xoshiro128.stream(4, 1);
      while (!s.isTerminal()) {
        if (s.currentPlayer() === CHANCE) s.applyChance();
        else s.apply(agent.act(new SeatView(s, s.currentPlayer()), rng));
      }
      const t = waterTally(s);
      expect(t.total).toBe(WATER_TOTAL + s.scenario!.mined);
      expect(t.withdrawn + t.denied + t.other).toBe(t.total);
      if (capacity === 'five') for (const u of s.units) if (u.capital) expect(s.scenario!.water[u.index]).toBeLessThanOrEqual(5);
      return JSON.stringify(s.serialize());
    };
    for (const capacity of ['unlimited', 'five']) {
      const a = play(capacity);
      expect(play(capacity)).toBe(a);
      expect(JSON.parse(a).scenario.kind).toBe('water-raid');
    }
  });
});
