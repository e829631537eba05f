/**
 * Fast (002_f697cf6215cb147c.txt, Traits › Fast; JW-129), given by the illustrative side field `fast` (cards.ts
 * fastCard, fast.ts). Golden tests with scripted dice, one per effect:
 * - both chapters: "Models without the Fast trait declaring an Interception or Bombing Run on this model must make a
 *   Skill Test. If the Result is N, the intercepting or bombing model loses a Fuel. If the result is [D+], the
 *   intercepting or bombing model behaves normally." (lines ~2844 and ~3643);
 * - the first chapter only (fast-text=full): "When making an Skill roll for the Evasive trait, this model gains an
 *   additional +1F." and "This model increases the maximum Fuel expenditure for the Boost action to 3 Fuel".
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runMatch } from '../../../src/sim/match/runMatch.ts';
import { cardById, checkFleet, type FleetSide } from '../../../src/systems/jovian-wars/cards.ts';
import { jovianWars } from '../../../src/systems/jovian-wars/index.ts';
import type { JovianState, Option } from '../../../src/systems/jovian-wars/game.ts';
import { planFor } from '../../../src/systems/jovian-wars/jobs.ts';
import { GameInputError } from '../../../src/game/gameInputError.ts';
import { CHANCE } from '../../../src/game/state.ts';
import { Xoshiro128 } from '../../../src/rng/xoshiro128.ts';
import { makeAgent } from '../../../src/game/agents/agentSpec.ts';
import { agentContext } from '../../../src/game/matchSetup.ts';
import { playToEnd } from '../../../src/game/playGame.ts';
import { activate, answerOffer, CAP_TABLE, choose, D, N, start, table, unitOf } from './scripted.ts';

const CEGA = jovianWars.presets['cega-battle-group'] as FleetSide;
const JOVIAN = jovianWars.presets['jovian-strike-group'] as FleetSide;
const CAP = jovianWars.presets['cega-cap-patrol'] as FleetSide;
const fast = (side: FleetSide, spec: string): FleetSide => ({ ...side, fast: spec });

/** Events of a kind logged so far. */
const events = (s: JovianState, kind: string) => (s.log ?? []).filter((e) => e.kind === kind);

describe('Jovian Wars Fast (JW-129): the side field', () => {
  it('makes the first N listed models of each named card Fast: a derived card with the trait, nothing else changed', () => {
    const fleet = checkFleet(fast(JOVIAN, 'pathfinder x2, valiant'), 'side B');
    const ids = fleet.cards.map((c) => c.id);
    expect(ids.filter((id) => id === 'pathfinder~fast')).toHaveLength(2);
    expect(ids.filter((id) => id === 'pathfinder')).toHaveLength(3);
    expect(ids.indexOf('pathfinder~fast')).toBeLessThan(ids.indexOf('pathfinder'));
    expect(ids).toContain('valiant~fast');
    const card = fleet.cards.find((c) => c.id === 'pathfinder~fast')!;
    const plain = cardById('pathfinder')!;
    expect(card.name).toBe('Pathfinder (Fast)');
    expect(card.traits).toEqual([...plain.traits, 'fast']);
    expect({ ...card, id: plain.id, name: plain.name, traits: plain.traits }).toEqual(plain);
    expect(fleet.total).toBe(checkFleet(JOVIAN, 'side B').total);
    // Default sides are untouched: no derived card, no Fast in play.
    expect(checkFleet(JOVIAN, 'side B').cards.some((c) => c.id.includes('~'))).toBe(false);
    expect(start({}, [CEGA, JOVIAN], 3, false).fast).toBe(false);
    expect(start({}, [CEGA, fast(JOVIAN, 'pathfinder')], 3, false).fast).toBe(true);
  });

  it('refuses cards not in the list, more models than listed and bad text, in one line naming the field', () => {
    expect(() => checkFleet(fast(JOVIAN, 'uller'), 'side B')).toThrow(/^side B: field 'fast': the fleet lists no 'uller' in 'units'$/);
    expect(() => checkFleet(fast(JOVIAN, 'nonesuch'), 'side B')).toThrow(/field 'fast': the fleet lists no 'nonesuch'/);
    expect(() => checkFleet(fast(JOVIAN, 'pathfinder x6'), 'side B')).toThrow(/field 'fast': 'pathfinder x6' asks for 6 Fast 'pathfinder' but the fleet lists 5/);
    expect(() => checkFleet(fast(JOVIAN, 'pathfinder x3, pathfinder x3'), 'side B')).toThrow(/lists 2 more/);
    expect(() => checkFleet(fast(JOVIAN, 'pathfinder; valiant'), 'side B')).toThrow(GameInputError);
    expect(() => checkFleet(fast(JOVIAN, 'pathfinder x0'), 'side B')).toThrow(/asks for 0/);
  });

  it('a serialised game finds the derived cards again, a Renowned and Fast ship too', () => {
    const s = start({}, [{ ...CEGA, renowned: 'uller x2', fast: 'uller, cega-fighter-squadron' }, JOVIAN], 3, false);
    expect(s.units.some((u) => u.card === 'uller~renowned-2~fast')).toBe(true);
    const back = jovianWars.deserialize(s.serialize()) as JovianState;
    const uller = back.units.find((u) => u.card === 'uller~renowned-2~fast')!;
    expect(uller.def.skill).toBe(5);
    expect(uller.def.traits).toEqual(['reactive-armor:1', 'renowned:2', 'fast']);
    expect(back.fast).toBe(true);
    expect(back.serialize()).toEqual(s.serialize());
    expect(cardById('tengu~fast')!.traits).toContain('fast');
    expect(cardById('sentry-drone-squadron~fast')).toBeUndefined();
  });
});

/** A Jovian fighter (not Fast) 6" from the CEGA `target` card, every other model off the table; the fighter's Fuel set. */
function bombingTable(cegaFast: string, target: string, variants: Record<string, string> = {}, fuel = 4): { s: JovianState; fighter: JovianState['units'][number]; ship: JovianState['units'][number] } {
  const s = table({ [target]: [24, 20, 2], 'jovian-fighter-squadron': [24, 26, 6] }, variants, { sides: [fast(CEGA, cegaFast), JOVIAN] });
  const fighter = unitOf(s, 'jovian-fighter-squadron');
  fighter.fuel = fuel;
  return { s, fighter, ship: unitOf(s, target) };
}

/** The fighter declares a Bombing Run on the ship (no Boost: 6" is within its Speed). */
function bomb(s: JovianState, fighter: JovianState['units'][number], ship: JovianState['units'][number]): void {
  activate(s, fighter);
  choose(s, (o: Option) => o.kind === 'bomb' && o.target === ship.index && o.boost === 0);
}

describe('Jovian Wars Fast (JW-129): the Skill Test of a model declaring on a Fast model (both chapters)', () => {
  it('a Bombing Run on a Fast ship: the bomber rolls a Skill Test (its Skill 2) first; N costs it a Fuel, then the run goes ahead', () => {
    const { s, fighter, ship } = bombingTable('tengu', 'tengu~fast');
    bomb(s, fighter, ship);
    expect(s.currentPlayer()).toBe(CHANCE);
    expect(s.jobs[0]).toEqual({ kind: 'fast-test', unit: fighter.index, target: ship.index });
    expect(s.roll).toEqual({ base: 2, flex: 0, macro: 0 });
    s.apply(N);
    expect(fighter.fuel).toBe(3);
    expect(events(s, 'fast-test')).toEqual([{ kind: 'fast-test', unit: fighter.index, target: ship.index, result: 'N', fuelLost: true }]);
    // The declaration still goes ahead: the Bombing Run's exchange (after the Tengu's Point Defense autofire, scripted N).
    expect(s.exchange).toMatchObject({ kind: 'bombing', attacker: fighter.index, defender: ship.index });
    while (s.currentPlayer() === CHANCE) s.apply(N);
    expect(s.phase).toBe('commit');
    // The lost Fuel is gone from the bid: 0..3 offered, not 0..4.
    expect(Math.max(...s.options().map((o) => (o.kind === 'commit' ? o.bid : -1)))).toBe(3);
  });

  it('D+ "behaves normally": no Fuel lost (a Skill 2 pool tops out at D)', () => {
    for (const result of [D]) {
      const { s, fighter, ship } = bombingTable('tengu', 'tengu~fast');
      bomb(s, fighter, ship);
      s.apply(result);
      expect(fighter.fuel).toBe(4);
      expect(events(s, 'fast-test')[0]).toMatchObject({ fuelLost: false });
      expect(s.exchange).toMatchObject({ kind: 'bombing' });
    }
  });

  it('a model with no Fuel left loses nothing more on N, and its run still goes ahead', () => {
    const { s, fighter, ship } = bombingTable('tengu', 'tengu~fast', {}, 0);
    bomb(s, fighter, ship);
    s.apply(N);
    expect(fighter.fuel).toBe(0);
    expect(events(s, 'fast-test')[0]).toMatchObject({ result: 'N', fuelLost: false });
    expect(s.exchange).toMatchObject({ kind: 'bombing', attacker: fighter.index });
  });

  it('no test on a plain target, nor for a Fast declarer; the same under fast-text=interception-only', () => {
    const plain = bombingTable('', 'tengu');
    bomb(plain.s, plain.fighter, plain.ship);
    expect(plain.s.jobs.some((j) => j.kind === 'fast-test')).toBe(false);
    const both = table({ 'tengu~fast': [24, 20, 2], 'jovian-fighter-squadron~fast': [24, 26, 6] }, {}, { sides: [fast(CEGA, 'tengu'), fast(JOVIAN, 'jovian-fighter-squadron')] });
    bomb(both, unitOf(both, 'jovian-fighter-squadron~fast'), unitOf(both, 'tengu~fast'));
    expect(both.jobs.some((j) => j.kind === 'fast-test')).toBe(false);
    const second = bombingTable('tengu', 'tengu~fast', { 'fast-text': 'interception-only' });
    bomb(second.s, second.fighter, second.ship);
    expect(second.s.jobs[0]).toMatchObject({ kind: 'fast-test', unit: second.fighter.index });
  });

  it('an Interception (Dogfight) declared on a Fast squadron: the interceptor tests; a Combined Attack on a Fast ship does not', () => {
    const s = table({ 'cega-fighter-squadron~fast': [24, 20, 2], 'jovian-fighter-squadron': [24, 26, 6] }, {}, { sides: [fast(CEGA, 'cega-fighter-squadron'), JOVIAN] });
    const fighter = unitOf(s, 'jovian-fighter-squadron');
    const target = unitOf(s, 'cega-fighter-squadron~fast');
    activate(s, fighter);
    choose(s, (o) => o.kind === 'intercept' && o.target === target.index);
    expect(s.jobs[0]).toEqual({ kind: 'fast-test', unit: fighter.index, target: target.index });
    s.apply(N);
    expect(fighter.fuel).toBe(3);
    expect(s.exchange).toMatchObject({ kind: 'dogfight', attacker: fighter.index, defender: target.index });
    const c = bombingTable('tengu', 'tengu~fast');
    activate(c.s, c.fighter);
    choose(c.s, (o) => o.kind === 'combined' && o.target === c.ship.index);
    expect(c.s.jobs.some((j) => j.kind === 'fast-test')).toBe(false);
    expect(events(c.s, 'fast-test')).toEqual([]);
  });

  it("an escort's Reactive Interception of a Fast squadron: the escort tests (N: a Fuel), the Fast bomber does not (its target is plain)", () => {
    const s = table({ 'picket-cruiser': [24, 20, 2], 'cega-fighter-squadron': [24, 20, 2], 'jovian-fighter-squadron~fast': [24, 28, 6] }, {}, { ...CAP_TABLE, sides: [CAP, fast(JOVIAN, 'jovian-fighter-squadron')] });
    const ship = unitOf(s, 'picket-cruiser');
    const escort = unitOf(s, 'cega-fighter-squadron');
    escort.escort = ship.index;
    s.escorts = true;
    const fighter = unitOf(s, 'jovian-fighter-squadron~fast');
    activate(s, fighter);
    choose(s, (o) => o.kind === 'bomb' && o.target === ship.index);
    answerOffer(s, true);
    expect(s.exchange).toMatchObject({ kind: 'dogfight', attacker: fighter.index, defender: escort.index, reactive: true });
    expect(s.jobs[0]).toEqual({ kind: 'fast-test', unit: escort.index, target: fighter.index });
    const before = escort.fuel;
    s.apply(N);
    expect(escort.fuel).toBe(before - 1);
    expect(fighter.fuel).toBe(4);
    expect(events(s, 'fast-test')).toHaveLength(1);
  });
});

describe('Jovian Wars Fast (JW-129): the first chapter\'s Evasive and Boost lines (fast-text=full)', () => {
  /** The opposed Evasive Skill roll of the Tengu's Kinetic Cannon (turret) on the first Jovian fighter (Evasive, Fuel 4). */
  const evasiveRoll = (fastFighter: boolean, variants: Record<string, string> = {}, boosted = false) => {
    const card = fastFighter ? 'jovian-fighter-squadron~fast' : 'jovian-fighter-squadron';
    const s = table({ tengu: [24, 20, 2], [card]: [24, 26, 6] }, variants, { sides: [CEGA, fast(JOVIAN, fastFighter ? 'jovian-fighter-squadron' : '')] });
    const target = unitOf(s, card);
    target.boosted = boosted;
    return planFor(s, unitOf(s, 'tengu'), 1, target, 'activation').opposed;
  };

  it('"+1F" on the Skill roll for Evasive, on top of a Boost\'s; none under interception-only', () => {
    expect(evasiveRoll(false)).toEqual({ base: 2, flex: 0, macro: 0 });
    expect(evasiveRoll(true)).toEqual({ base: 2, flex: 1, macro: 0 });
    expect(evasiveRoll(false, {}, true)).toEqual({ base: 2, flex: 1, macro: 0 });
    expect(evasiveRoll(true, {}, true)).toEqual({ base: 2, flex: 2, macro: 0 });
    expect(evasiveRoll(true, { 'fast-text': 'interception-only' })).toEqual({ base: 2, flex: 0, macro: 0 });
    // traits-2 Evasive makes no Skill roll (a base cap instead): nothing for Fast to add.
    expect(evasiveRoll(true, { traits: 'traits-2' })).toBeNull();
  });

  /** A Pathfinder (Speed 8, Fuel 3) 16" from the Tengu: out of reach with two Boosts (8 + 6 = 14"), in reach with three (17"). */
  const boostTable = (fastPathfinder: boolean, variants: Record<string, string> = {}) => {
    const card = fastPathfinder ? 'pathfinder~fast' : 'pathfinder';
    const s = table({ tengu: [24, 10, 2], [card]: [24, 26, 6] }, variants, { sides: [CEGA, fast(JOVIAN, fastPathfinder ? 'pathfinder' : '')] });
    const p = unitOf(s, card);
    activate(s, p);
    return { s, p, ship: unitOf(s, 'tengu') };
  };

  it('Boost up to 3 Fuel: a Fast Pathfinder is offered the Bombing Run 16" away with Boost 3 and flies 17"; a plain one or interception-only is not', () => {
    const { s, p, ship } = boostTable(true);
    const run = s.options().filter((o) => o.kind === 'bomb' && o.target === ship.index) as { boost: number }[];
    expect(run.map((o) => o.boost)).toEqual([3]);
    choose(s, (o) => o.kind === 'bomb' && o.target === ship.index);
    expect(p.fuel).toBe(0);
    expect(p.boosted).toBe(true);
    expect(p.y).toBeCloseTo(11, 9);
    expect(s.jobs.some((j) => j.kind === 'fast-test')).toBe(false);
    for (const plain of [boostTable(false), boostTable(true, { 'fast-text': 'interception-only' })]) {
      expect(plain.s.options().some((o) => o.kind === 'bomb' && o.target === plain.ship.index)).toBe(false);
    }
  });

  // The heuristic's setting fast-boost (aiSettings.ts): 2 by default (it scores a run by its target, not its odds, so the
  // third Fuel bought runs that arrived with no Fuel for the bid or Evasive), 3 the player before. The default player
  // Boosts into no run at all (run-boost=none), so the Boost limit is tried with run-boost=any.
  const boostsOf3 = (spec: string) => {
    let boost3 = 0;
    let tests = 0;
    for (let seed = 1; seed <= 4; seed++) {
      const s = jovianWars.newGame({ sides: [fast(JOVIAN, 'pathfinder x5, jovian-fighter-squadron x3'), CEGA] as never, variants: start().variants as Record<string, string>, chance: Xoshiro128.stream(seed, 0), log: true }) as JovianState;
      const seats = [0, 1].map(() => ({ agent: makeAgent(spec, agentContext(jovianWars)), rng: Xoshiro128.stream(seed, 7) }));
      playToEnd(s, seats as never);
      boost3 += (s.log ?? []).filter((e) => (e.kind === 'bomb' || e.kind === 'intercept' || e.kind === 'approach' || e.kind === 'ram' || e.kind === 'land') && e.boost === 3).length;
      tests += events(s, 'fast-test').length;
    }
    return { boost3, tests };
  };

  it('the heuristic Boosts 3 with Fast squadrons in play only under fast-boost=3 (Jovian Strike Group with five Fast Pathfinders and three Fast fighters, seeds 1-4)', () => {
    const third = boostsOf3('heuristic:fast-boost=3,run-boost=any');
    expect(third.boost3).toBeGreaterThan(0);
    expect(third.tests).toBeGreaterThan(0);
    const plain = boostsOf3('heuristic');
    expect(plain.boost3).toBe(0);
    expect(boostsOf3('heuristic:run-boost=any').boost3).toBe(0);
    expect(plain.tests).toBeGreaterThan(0);
  }, 120_000);

  it('Boosting at most 2 plays the Fast squadrons clearly better than Boosting 3: against the CEGA Battle Group, 1,000 games each, the same seeds', async () => {
    const side = JSON.stringify(fast(JOVIAN, 'pathfinder x5, jovian-fighter-squadron x3'));
    const file = join(mkdtempSync(join(tmpdir(), 'jw-fast-')), 'fast.json');
    writeFileSync(file, side);
    const play = (agentA: string) => runMatch({ system: 'jovian-wars', a: file, b: 'preset:cega-battle-group', agentA, agentB: 'heuristic', games: 1000, seed: 1, workers: 1 });
    const two = await play('heuristic:run-boost=any');
    const three = await play('heuristic:run-boost=any,fast-boost=3');
    expect(two.ci[0]).toBeGreaterThan(three.ci[1]);
  }, 300_000);
});
