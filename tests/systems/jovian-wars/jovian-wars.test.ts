/**
 * Jovian Wars (002_f697cf6215cb147c.txt): the rulebook's worked examples as
 * golden tests, the exact attack pipeline against hand-worked values, the
 * dice kernels and its own sampler, fleet construction, the game contract,
 * the heuristic player against random and the command lines the issue names.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { Xoshiro128 } from '../../../src/rng/xoshiro128.ts';
import { SetSolver } from '../../../src/dice/setSolver.ts';
import { d6opposed } from '../../../src/dice/d6opposed.ts';
import { escalate, describeCode, withLevel } from '../../../src/dice/setMagnitudes.ts';
import { summariseExact as summarise } from '../../../src/dice/summarise.ts';
import { gameContract } from '../../game/contract.ts';
import { runMatch } from '../../../src/sim/match/runMatch.ts';
import { jovianWars } from '../../../src/systems/jovian-wars/index.ts';
import { jovianWarsAttack } from '../../../src/systems/jovian-wars/attack.ts';
import { exactPool, finalCode, planAttack, rollPool, situation, swarmDiminish } from '../../../src/systems/jovian-wars/attackPool.ts';
import { CARDS, checkFleet, type CapitalCard, type Weapon } from '../../../src/systems/jovian-wars/cards.ts';
import { damageCapital, newTally, tableOf, DEFENSE, SENSORS, STRUCTURE, THRUSTERS } from '../../../src/systems/jovian-wars/damage.ts';
import { catastrophicResult, defaultVariants, modifierEffect } from '../../../src/systems/jovian-wars/rules.ts';
import { JovianState } from '../../../src/systems/jovian-wars/game.ts';
import { makeAgent } from '../../../src/game/agents/agentSpec.ts';
import { agentContext } from '../../../src/game/matchSetup.ts';
import { SeatView } from '../../../src/game/agents/agent.ts';
import { attack } from '../../../src/cli/attack.ts';

const BIN = fileURLToPath(new URL('../../../src/cli/bin.mjs', import.meta.url));
const code = (...sets: [number, number][]) => sets.reduce((c, [face, level]) => withLevel(c, face, level), 0);
const D = 1;
const T = 2;
const Q = 3;
const variants = defaultVariants();
const tracks = (card: CapitalCard, marked = [0, 0, 0, 0, 0]) => ({ tracks: [card.structure, card.defense, card.sensors, card.thrusters, card.marines], marked: Int8Array.from(marked) });
const capital = (id: string) => CARDS.get(id) as CapitalCard;

describe('Dice System › Macro Pool, Negative Macro Pool in the game (JW-061, variant negative-macro)', () => {
  it('a plan at net -1 carries the any-die reading, and the game\'s roll agrees with the exact pool (3B -1M: N 210/216, D 6/216)', () => {
    const weapon: Weapon = { id: 'kinetic-cannon', name: 'Kinetic Cannon', type: 'kinetic', arc: ['F'], ac: 3, as: 2, macro: 0, traits: [], count: 1 };
    const at = (chosen: Record<string, string>) => planAttack(situation(weapon, { targetIsCapital: true, armor: 0, band: 'optimum', arc: 'fore', modifier: -1 }), { ...defaultVariants(), ...chosen });
    expect(at({}).poolParams).toEqual({ base: 3, flex: 0, macro: -1 });
    const plan = at({ 'negative-macro': 'any-die' });
    expect(plan.poolParams).toEqual({ base: 3, flex: 0, macro: -1, negative: 'any-die' });
    expect(Array.from(exactPool(plan.poolParams)).filter((p) => p > 0).map((p) => p * 216)).toEqual([210, 1, 1, 1, 1, 1, 1].map((n) => expect.closeTo(n, 9)));
    const rng = Xoshiro128.stream(7, 0);
    let sets = 0;
    for (let i = 0; i < 21_600; i++) if (rollPool(plan.poolParams, rng) !== 0) sets++;
    // 600 expected (6/216); the 99.9% band of a binomial(21600, 1/36) is about 600 +/- 80.
    expect(Math.abs(sets - 600)).toBeLessThan(80);
  });
});

describe('Jovian Wars dice and attack modifiers (Dice System, Attack › Attack Modifier)', () => {
  it('maps a net modifier to pools: -3 -> -3M, 0 -> nothing, +1 -> +1B, +2 -> +1B +1F, +4 -> +1B +1F +2M', () => {
    expect(modifierEffect(-3)).toEqual({ base: 0, flex: 0, macro: -3 });
    expect(modifierEffect(0)).toEqual({ base: 0, flex: 0, macro: 0 });
    expect(modifierEffect(1)).toEqual({ base: 1, flex: 0, macro: 0 });
    expect(modifierEffect(2)).toEqual({ base: 1, flex: 1, macro: 0 });
    expect(modifierEffect(4)).toEqual({ base: 1, flex: 1, macro: 2 });
  });

  it("keeps Dave's [D4] from 4,4,5,6 with one flex die, and [D6] over [D4] from 4,4,6,6 (Flex Pool examples)", () => {
    const solver = new SetSolver();
    const none = new Int32Array(6);
    expect(describeCode(solver.solve([0, 0, 0, 2, 1, 1], 0, none, 0, 3, 0))).toBe('[D4]');
    expect(describeCode(solver.solve([0, 0, 0, 2, 0, 2], 0, none, 0, 3, 0))).toBe('[D6]');
  });

  it('raises [D4] to [T4] with a macro 4 and to [Q4] with two, and lowers it to N with a negative macro 4 (Macro Pool examples)', () => {
    const solver = new SetSolver();
    expect(describeCode(solver.solve([0, 0, 0, 2, 0, 1], 0, [0, 0, 0, 1, 0, 1], 0, 3, 1))).toBe('[T4]');
    expect(describeCode(solver.solve([0, 0, 0, 2, 0, 1], 0, [0, 0, 0, 2, 0, 0], 0, 3, 1))).toBe('[Q4]');
    expect(describeCode(solver.solve([0, 0, 0, 2, 0, 1], 0, [0, 0, 0, 1, 0, 1], 0, 3, -1))).toBe('[]');
  });

  it("escalates Dave's Nuke [D2] to [T2] (Escalate example)", () => {
    const nuke: Weapon = { id: 'nuke', name: 'Nuke', type: 'missile', missile: 'nuke', arc: ['T'], ac: 3, as: 3, macro: 0, traits: [], count: 1 };
    const plan = planAttack(situation(nuke, { missileDefense: 0 }), variants);
    expect(plan.escalate).toBe(1);
    expect(describeCode(finalCode(plan, code([2, D]), 0, 'steps'))).toBe('[T2]');
  });

  it("diminishes Dave's Swarm [T4] to [D4] and never below D (Diminish example)", () => {
    expect(describeCode(swarmDiminish(code([4, T])))).toBe('[D4]');
    expect(describeCode(swarmDiminish(code([4, D])))).toBe('[D4]');
    expect(describeCode(swarmDiminish(code([4, Q])))).toBe('[T4]');
  });

  it('counts [D2, D5] as [T2, T5] for an escalating ram, and a side-arc ram adds +1B: Valiant rolls 5d6 (Action › Ram example)', () => {
    expect(describeCode(escalate(code([2, D], [5, D])))).toBe('[T5, T2]');
    expect(4 + modifierEffect(1).base).toBe(5);
  });
});

const massDriver: Weapon = { id: 'md', name: 'Mass Driver', type: 'mass-driver', arc: ['F'], ac: 2, as: 3, macro: 0, traits: [], count: 1 };

describe('Jovian Wars damage (Damage, Weapons › Particle Cannon)', () => {
  it('a Particle Cannon [T3] on an Appalachian: 1 Structure, 1 Critical Hit, and its Sensors (both redundant 1s)', () => {
    const ship = tracks(capital('appalachian'));
    const tally = newTally();
    damageCapital(ship, code([3, T]), 'particle', tally);
    expect([tally.structure, tally.criticals, ship.marked[SENSORS]]).toEqual([1, 1, 2]);
  });

  it('a Particle Cannon [D3] marks both redundant Sensors boxes; [D6] marks only the Thrusters "2", a later [D6] both 1s', () => {
    const ship = tracks(capital('appalachian'));
    damageCapital(ship, code([3, D]), 'particle', newTally());
    expect(ship.marked[SENSORS]).toBe(2);
    damageCapital(ship, code([6, D]), 'particle', newTally());
    expect(ship.marked[THRUSTERS]).toBe(1);
    damageCapital(ship, code([6, D]), 'particle', newTally());
    expect(ship.marked[THRUSTERS]).toBe(3);
  });

  it('a damaged Tengu (Defense 4, Sensors 3, Thrusters 1) hit by [D5, D6] loses its last Thrusters box and spills the second hit to Defense or Sensors', () => {
    const ship = tracks(capital('tengu'), [0, 0, 0, 1, 0]);
    const tally = newTally();
    damageCapital(ship, code([5, D], [6, D]), 'standard', tally);
    expect(ship.marked[THRUSTERS]).toBe(2);
    expect(tally.rating).toBe(2);
    expect(ship.marked[DEFENSE] + ship.marked[SENSORS]).toBe(1);
  });

  it('a Mass Driver [D5, D6] on that Tengu (Thrusters 1 left): spills (default) marks the last box and spills the second; critical-at-zero (JW-089) takes "OR 1 Critical Hit" for the second', () => {
    const spill = tracks(capital('tengu'), [0, 0, 0, 1, 0]);
    const spillTally = newTally();
    damageCapital(spill, code([5, D], [6, D]), tableOf(massDriver, {}), spillTally);
    expect([spill.marked[THRUSTERS], spill.marked[DEFENSE] + spill.marked[SENSORS], spillTally.criticals]).toEqual([2, 1, 0]);
    const critical = tracks(capital('tengu'), [0, 0, 0, 1, 0]);
    const criticalTally = newTally();
    damageCapital(critical, code([5, D], [6, D]), tableOf(massDriver, { 'mass-driver-d': 'critical-at-zero' }), criticalTally);
    // [D5] marks the Thrusters' last box (a rating not yet at 0); [D6] finds Thrusters at 0: one Critical Hit, no spill.
    expect([critical.marked[THRUSTERS], critical.marked[DEFENSE] + critical.marked[SENSORS], criticalTally.criticals]).toEqual([2, 0, 1]);
  });

  it('an Uller at 0 Structure with Defense and Thrusters at 0 that rolls a 5 is Dead (5 + 2 = 7) (Catastrophic Damage example)', () => {
    expect(catastrophicResult(5, 2)).toBe('dead');
    expect(catastrophicResult(5, 0)).toBe('none');
    expect(catastrophicResult(6, 2)).toBe('explode');
  });

  it('resolves a Mass Driver [T] as 1 Rating and 1 Critical with no Structure (Mass Driver table)', () => {
    const ship = tracks(capital('uller'));
    const tally = newTally();
    damageCapital(ship, code([2, T]), 'mass-driver', tally);
    expect([tally.structure, tally.rating, tally.criticals, ship.marked[STRUCTURE]]).toEqual([0, 1, 1, 0]);
  });
});

function compile(values: Record<string, unknown>, chosen: Record<string, string> = {}) {
  const withDefaults = { arc: 'fore', range: -1, modifier: 0, linked: 0, support: 0, evading: false, 'evade-fuel': false, 'station-keeping': false, secondary: false, designated: false, ac: 3, as: 2, ma: 0, 'weapon-trait': [], ...values };
  return jovianWarsAttack.compile(withDefaults as never, { ...variants, ...chosen });
}

describe('Jovian Wars attack pipeline (playtest attack jovian-wars)', () => {
  it("Javelin's Kinetic Cannon on an Uller's side: Armor 1 + Reactive 1, side +1 -> net -1 -> 3B -1M, P(N) = 5/9 + 5/12 x 1/6 = 0.625", () => {
    const c = compile({ attacker: 'javelin', weapon: 'kinetic-cannon', target: 'uller', arc: 'side', range: 10 });
    expect(c.params.pool).toBe('3B 0F -1M');
    const dist = c.exact();
    expect(dist[0]).toBeCloseTo(5 / 9 + (5 / 12) * (1 / 6), 12);
  });

  it('an Uller missile attack on Pathfinders is the d6opposed kernel: 4B against Skill 3', () => {
    const c = compile({ attacker: 'uller', weapon: 'as-missiles', target: 'pathfinder', range: 8 });
    const kernel = d6opposed.exact({ base: 4, flex: 0, macro: 0, vsBase: 3, vsFlex: 0, vsMacro: 0, variant: 'steps' });
    const mine = c.exact();
    for (let i = 0; i < kernel.length; i++) expect(mine[i]).toBeCloseTo(kernel[i], 12);
  });

  it('the two Traits chapters give different Energy Armor against a Spinal Laser (X vs 1), the same at X = 1', () => {
    const one = summarise(compile({ attacker: 'alexander', weapon: 'spinal-laser', target: 'alexander' }).model, compile({ attacker: 'alexander', weapon: 'spinal-laser', target: 'alexander' }).exact());
    const two = summarise(compile({ attacker: 'alexander', weapon: 'spinal-laser', target: 'alexander' }, { traits: 'traits-2' }).model, compile({ attacker: 'alexander', weapon: 'spinal-laser', target: 'alexander' }, { traits: 'traits-2' }).exact());
    expect(one.means.meanDamage).toBeCloseTo(two.means.meanDamage, 12);
  });

  it('ECM under the modifier table, traits-1 (diminish) and traits-2 (flex removal) gives three different damages against a Shan-Yu', () => {
    const mean = (ecm: string) => {
      const c = compile({ attacker: 'javelin', weapon: 'kinetic-cannon', target: 'shan-yu', band: 'short', arc: 'aft', modifier: 2 }, { 'trait-ecm': ecm });
      return summarise(c.model, c.exact()).means.meanDamage;
    };
    const [a, b, t] = [mean('traits-1'), mean('traits-2'), mean('table')];
    expect(new Set([a.toFixed(6), b.toFixed(6), t.toFixed(6)]).size).toBe(3);
  });

  it.each([
    [{ attacker: 'tengu', weapon: 'beam-projector', target: 'valiant', band: 'short' }],
    [{ attacker: 'uller', weapon: 'ac-missiles', target: 'valiant', range: 10, support: 1 }],
    [{ attacker: 'wyvern', weapon: 'mass-driver', target: 'javelin', arc: 'aft', band: 'short' }],
    [{ attacker: 'pathfinder', weapon: 'kinetic-cannon', target: 'syreen', band: 'short', evading: true }],
  ])('agrees with its own sampler within 4.5 standard errors on every outcome (%o)', (values) => {
    const c = compile(values);
    const exact = summarise(c.model, c.exact());
    const n = 120_000;
    const out = new Uint16Array(n);
    c.sampler().sample(Xoshiro128.stream(11, 0), out, n);
    const counts = new Float64Array(4);
    for (let i = 0; i < n; i++) counts[c.model.outcomeOf[out[i]]]++;
    ['N', 'D', 'T', 'Q'].forEach((key, k) => {
      const p = exact.outcomes[key];
      expect(Math.abs(counts[k] / n - p)).toBeLessThanOrEqual(4.5 * Math.sqrt((p * (1 - p)) / n) + 1e-9);
    });
  });

  it('refuses a gun at Long Range without Sniper, naming the option', () => {
    expect(() => compile({ attacker: 'javelin', weapon: 'kinetic-cannon', target: 'uller', range: 30 })).toThrow(/Long Range/);
  });

  it('fires a gun at Long Range with --long-shot: the Javelin\'s Kinetic Cannon on an Uller\'s side at 30" is 3B -4M (Long -3, side +1, Armor 1 + Reactive 1) (Capital Ship Special Actions › Long Shot)', () => {
    expect(compile({ attacker: 'javelin', weapon: 'kinetic-cannon', target: 'uller', arc: 'side', range: 30, 'long-shot': true }).params.pool).toBe('3B 0F -4M');
  });

  it('answers the issue command line with one JSON object: outcomes N/D/T/Q and meanDamage', () => {
    const result = attack(jovianWarsAttack, { attacker: 'javelin', weapon: 'kinetic-cannon', target: 'uller', arc: 'side', range: '10', exact: true });
    expect(Object.keys((result as { outcomes: object }).outcomes)).toEqual(['N', 'D', 'T', 'Q']);
    expect((result as { means: { meanDamage: number } }).means?.meanDamage ?? (result as { meanDamage: number }).meanDamage).toBeCloseTo(0.375, 9);
  });

  it('--variant stats=printed:CARD.WEAPON.STAT=VALUE changes a printed number from the command line, and a bad change is one line and exit 2', () => {
    const playtest = (...args: string[]) => spawnSync(process.execPath, [BIN, 'attack', 'jovian-wars', '--target', 'pathfinder', '--band', 'short', '--weapon', 'kinetic-cannon', '--exact', '--json', ...args], { encoding: 'utf8', timeout: 120_000 });
    const changed = playtest('--attacker', 'javelin', '--variant', 'stats=printed:javelin.kinetic-cannon.as=4');
    expect(changed.stderr).toBe('');
    // The Javelin's Kinetic Cannon at AS 4 is the Godsfire's (AC3/AS4, the same arcs; both Skill 3, no traits).
    expect(JSON.parse(changed.stdout).outcomes).toEqual(JSON.parse(playtest('--attacker', 'godsfire').stdout).outcomes);
    expect(JSON.parse(changed.stdout).outcomes).not.toEqual(JSON.parse(playtest('--attacker', 'javelin').stdout).outcomes);
    const wrong = playtest('--attacker', 'javelin', '--variant', 'stats=printed:javelin.kinetic-cannon.as=13');
    expect(wrong.status).toBe(2);
    expect(wrong.stderr.trim().split('\n')).toHaveLength(1);
    expect(wrong.stderr).toContain('stats=printed:javelin.kinetic-cannon.as=13: javelin.kinetic-cannon.as must be from 0 to 12; got 13');
  });
});

describe('Jovian Wars fleets (Fleet)', () => {
  const side = (units: string, tv = 250, faction = 'cega') => ({ name: 'Test', faction, tv, units });

  it('accepts every preset', () => {
    for (const [id, preset] of Object.entries(jovianWars.presets)) expect(checkFleet(preset, id).total).toBeLessThanOrEqual(preset.tv);
  });

  it('refuses fleets over the level, short of 25% squadrons or capitals, over a Unit Cap, or of another faction', () => {
    expect(() => checkFleet(side('uller, wyvern, tengu, appalachian, cega-exo-armor-squadron x4'), 'f')).toThrow(/more than its level/);
    expect(() => checkFleet(side('uller, wyvern, tengu, cega-fighter-squadron'), 'f')).toThrow(/on squadrons/);
    expect(() => checkFleet(side('tengu, cega-exo-armor-squadron x4, cega-fighter-squadron x4'), 'f')).toThrow(/on capital ships/);
    expect(() => checkFleet(side('uller, tengu, cega-fighter-squadron x6'), 'f')).toThrow(/Unit Cap of 4/);
    expect(() => checkFleet(side('uller, pathfinder x3'), 'f')).toThrow(/jovian card in a cega fleet/);
  });

  it('shares a Q-Ship\'s Unit Cap with its civilian version (Traits › Q-Ship: "the total does not exceed 3")', () => {
    // UC 3 each at 250 TV; the squadrons keep the 25% minimum, the TV stays within 250.
    const squadrons = 'cega-fighter-squadron x4, cega-exo-armor-squadron x2';
    expect(checkFleet(side(`cega-q-ship x2, cega-q-ship-civilian, ${squadrons}`), 'f').cards.length).toBe(9);
    expect(checkFleet(side(`cega-q-ship, cega-q-ship-civilian x2, ${squadrons}`), 'f').cards.length).toBe(9);
    expect(() => checkFleet(side(`cega-q-ship x2, cega-q-ship-civilian x2, ${squadrons}`), 'f')).toThrow(
      /2 x 'cega-q-ship' and 2 x 'cega-q-ship-civilian' exceed their shared Unit Cap of 3 at 250 TV/,
    );
    expect(() => checkFleet(side(`cega-q-ship, cega-q-ship-civilian x3, ${squadrons}`), 'f')).toThrow(/shared Unit Cap of 3/);
  });

  it('holds the Ryu (UC 4) to 4 at 250 TV, as the Unit Cap example says ("a max of 4 ... at Skirmish or Engagement")', () => {
    const fleet = (n: number) => side(`shan-yu, godsfire, ryu x${n}, syreen x2`, 250, 'venus');
    expect(checkFleet(fleet(4), 'f').cards.filter((c) => c.id === 'ryu')).toHaveLength(4);
    expect(() => checkFleet(fleet(5), 'f')).toThrow(/5 x 'ryu' exceeds its Unit Cap of 4 at 250 TV/);
  });

  it('lets UC 4 reach 8 at 500 TV per 250 points, 10 under the example reading', () => {
    const fleet = side('uller x2, wyvern x2, tengu x2, cega-fighter-squadron x9, cega-exo-armor-squadron x2', 500);
    expect(() => checkFleet(fleet, 'f')).toThrow(/Unit Cap of 8/);
    expect(checkFleet(fleet, 'f', 'example').cards.length).toBe(17);
  });
});

gameContract(jovianWars, { playouts: 1, secretActions: true });

describe('Jovian Wars game', () => {
  const start = (seed = 1) => jovianWars.newGame({ sides: [jovianWars.presets['cega-battle-group'], jovianWars.presets['jovian-strike-group']], variants, chance: Xoshiro128.stream(seed, 0), log: true }) as JovianState;

  it('deploys both fleets in their 12" zones, capital ships facing the enemy, and starts turn 1 with seat 0 to choose a model', () => {
    const state = start();
    for (const u of state.units) expect(u.side === 0 ? u.y <= 12 : u.y >= 36).toBe(true);
    expect(state.units.filter((u) => u.card === 'uller')[0].heading).toBe(2);
    expect([state.turn, state.currentPlayer(), state.phase]).toEqual([1, 0, 'select']);
  });

  it('offers a capital ship maneuvers bounded by Speed -/+ Thrusters and min(Turns, Thrusters) turns', () => {
    const state = start();
    const uller = state.units.find((u) => u.card === 'uller')!;
    state.apply(state.options().findIndex((o) => o.kind === 'select' && o.unit === uller.index));
    state.apply(state.options().findIndex((o) => o.kind === 'action' && o.action === 0));
    const moves = state.options().filter((o) => o.kind === 'move') as { turns: number; distance: number }[];
    expect(new Set(moves.map((m) => m.distance))).toEqual(new Set([1, 3, 5]));
    expect(new Set(moves.map((m) => m.turns))).toEqual(new Set([-1, 0, 1]));
  });

  it('plays seven turns at most and records activations, attack windows, dice, opposed rolls and decisions', () => {
    const state = start(4);
    const rng = Xoshiro128.stream(4, 1);
    while (!state.isTerminal()) {
      if (state.currentPlayer() < 0) state.applyChance();
      else state.apply(state.legalActions()[rng.nextBelow(state.legalActions().length)]);
    }
    expect(state.turn).toBeLessThanOrEqual(7);
    expect(state.stats.activations[0] + state.stats.activations[1]).toBeGreaterThan(10);
    expect(state.stats.diceRolled).toBeGreaterThan(state.stats.rolls);
    expect(state.stats.decisions[0]).toBeGreaterThan(0);
    expect(jovianWars.narrate(state.events(), { names: ['A', 'B'] }).at(-1)).toMatch(/^End after turn/);
  });

  it('the heuristic beats random with a 95% interval above 80%', async () => {
    const summary = await runMatch({ system: 'jovian-wars', a: 'preset:cega-battle-group', b: 'preset:jovian-strike-group', agentA: 'heuristic', agentB: 'random', games: 100, seed: 5, workers: 1 });
    expect(summary.ci[0]).toBeGreaterThan(0.8);
    expect(summary.statistics.decisions.mean).toBeGreaterThan(0);
  }, 60_000);

  it('the search agent plays a move', () => {
    const state = start(2);
    const agent = makeAgent('mcts:iterations=8', agentContext(jovianWars));
    const action = agent.act(new SeatView(state, 0), Xoshiro128.stream(2, 2));
    expect(state.legalActions()).toContain(action);
  });

  it('a Bombing Run is two secret commits: the defender cannot see the bomber\'s bid and split', () => {
    const state = start(9);
    const rng = Xoshiro128.stream(9, 1);
    let seen = false;
    while (!state.isTerminal() && !seen) {
      if (state.currentPlayer() < 0) state.applyChance();
      else if (state.phase === 'commit' && state.exchange?.first !== null) {
        seen = true;
        const defender = state.currentPlayer();
        expect(state.observation(defender).exchange?.yours).toBeNull();
      } else {
        const bomb = state.options().findIndex((o) => o.kind === 'bomb' || o.kind === 'intercept');
        state.apply(bomb >= 0 ? bomb : state.legalActions()[rng.nextBelow(state.legalActions().length)]);
      }
    }
    expect(seen).toBe(true);
  });
});
