/**
 * Formation (002_f697cf6215cb147c.txt: Traits › Formation) on the illustrative `cega-wing-group`
 * fleet (four CEGA Wing Fighter Squadrons with the Formation trait; formation.ts).
 */
import { describe, expect, it } from 'vitest';
import { CHANCE } from '../../../src/game/state.ts';
import { runMatch } from '../../../src/sim/match/runMatch.ts';
import { jovianWars } from '../../../src/systems/jovian-wars/index.ts';
import type { JovianState } from '../../../src/systems/jovian-wars/game.ts';
import { narrateJovian } from '../../../src/systems/jovian-wars/narrate.ts';
import { Xoshiro128 } from '../../../src/rng/xoshiro128.ts';
import { BATTLE, choose, D, select, start, T, table, unitOf } from './scripted.ts';

const WING = [jovianWars.presets['cega-wing-group'], jovianWars.presets['jovian-strike-group']] as const;
const WING_CARD = 'cega-wing-fighter-squadron';

/** Wing squadrons 0 and 1 (one formation) at (24, 20) facing up the table, a Pathfinder at (24, 26): 6" away. */
function duel(variants: Record<string, string> = {}): { state: JovianState; lead: ReturnType<typeof unitOf>; partner: ReturnType<typeof unitOf>; pathfinder: ReturnType<typeof unitOf> } {
  const state = table({ [`${WING_CARD}#0`]: [24, 20, 2], [`${WING_CARD}#1`]: [24, 20, 2], pathfinder: [24, 26, 6] }, variants, { sides: WING });
  return { state, lead: unitOf(state, WING_CARD, 0), partner: unitOf(state, WING_CARD, 1), pathfinder: unitOf(state, 'pathfinder') };
}

/**
 * The Pathfinder (side 1) holds and fires its Kinetic Cannon at `target`; the roll is scripted with `outcome`.
 * The Wings are out of Fuel, so their native Evasive has no effect (Traits › Evasive) and the attack is one roll.
 */
function pathfinderFires(state: JovianState, target: number, outcome: number): void {
  for (const u of state.units) if (u.card === WING_CARD) u.fuel = 0;
  select(state, unitOf(state, 'pathfinder'));
  if (state.phase === 'action') choose(state, (o) => o.kind === 'action' && o.action === 0);
  choose(state, (o) => o.kind === 'hold');
  choose(state, (o) => o.kind === 'fire' && o.weapon === 0 && o.target === target);
  expect(state.currentPlayer()).toBe(CHANCE);
  state.apply(outcome);
}

describe('Jovian Wars Formation (Traits › Formation)', () => {
  it('deploys the four Wing squadrons as two formations in fleet order, each partner on its leader\'s spot and without an activation of its own', () => {
    const s = start({}, WING);
    const wings = s.units.filter((u) => u.card === WING_CARD);
    expect(wings.map((u) => u.formation)).toEqual([wings[1].index, wings[0].index, wings[3].index, wings[2].index]);
    expect([wings[1].x, wings[1].y, wings[1].heading]).toEqual([wings[0].x, wings[0].y, wings[0].heading]);
    expect(wings.map((u) => u.activated)).toEqual([false, true, false, true]);
    const selectable = s.options().filter((o) => o.kind === 'select').map((o) => (o as { unit: number }).unit);
    expect(selectable).toContain(wings[0].index);
    expect(selectable).not.toContain(wings[1].index);
    expect(s.formations).toBe(true);
  });

  it('fields no formation in the shipped fleets without the trait (default games unchanged)', () => {
    const s = start({}, BATTLE);
    expect(s.units.some((u) => u.formation >= 0)).toBe(false);
    expect(s.formations).toBe(false);
  });

  it('doubles the weapons and gives them Link: traits-1 Link is +1 Attack Modifier per further linked weapon, so one more Base die (+1 -> +1B); traits-2 rolls twice', () => {
    for (const link of ['traits-1', 'traits-2'] as const) {
      const { state, lead, partner, pathfinder } = duel({ 'trait-link': link });
      const formed = state.plan(lead, 0, pathfinder, 'activation');
      lead.formation = -1;
      partner.formation = -1;
      const alone = state.plan(lead, 0, pathfinder, 'activation');
      expect(alone.poolParams.flex).toBe(0);
      expect(alone.poolParams.macro).toBe(0);
      if (link === 'traits-1') {
        expect(formed.poolParams).toEqual({ ...alone.poolParams, base: alone.poolParams.base + 1 });
      } else {
        expect(formed.poolParams).toEqual(alone.poolParams);
        expect(formed.rolls).toBe(2);
        expect(alone.rolls).toBe(1);
      }
    }
  });

  it('rolls the doubled pool when the leader fires: one more Base die than the same squadron alone (scripted)', () => {
    const { state, lead, pathfinder } = duel();
    const alone = (() => {
      const s2 = duel().state;
      const l2 = unitOf(s2, WING_CARD, 0);
      s2.units[l2.formation].formation = -1;
      l2.formation = -1;
      return s2.plan(l2, 0, unitOf(s2, 'pathfinder'), 'activation').poolParams.base;
    })();
    select(state, lead);
    if (state.phase === 'action') choose(state, (o) => o.kind === 'action' && o.action === 0);
    choose(state, (o) => o.kind === 'hold');
    choose(state, (o) => o.kind === 'fire' && o.weapon === 0 && o.target === pathfinder.index);
    expect(state.currentPlayer()).toBe(CHANCE);
    expect(state.roll !== null && state.roll !== 'd6' && state.roll.base).toBe(alone + 1);
  });

  it('lets the defender spread the damage: a T (2 Structure) on the leader leaves both Wings at 1, where alone it would destroy the squadron', () => {
    const { state, lead, partner } = duel();
    pathfinderFires(state, lead.index, T);
    expect([lead.structure, partner.structure]).toEqual([1, 1]);
    expect([lead.status, partner.status]).toEqual(['active', 'active']);
    expect(lead.formation).toBe(partner.index);
    const alone = duel();
    alone.lead.formation = -1;
    alone.partner.formation = -1;
    pathfinderFires(alone.state, alone.lead.index, T);
    expect(alone.lead.status).toBe('destroyed');
  });

  it('a T (2 Structure) on a partner already at 1: the first point to the leader (2 left), the second to the attacked partner (tie), which is Destroyed; the leader flies on alone', () => {
    const { state, lead, partner } = duel();
    partner.structure = 1;
    pathfinderFires(state, partner.index, T);
    expect([lead.structure, partner.structure]).toEqual([1, 0]);
    expect(partner.status).toBe('destroyed');
    expect([lead.formation, partner.formation]).toEqual([-1, -1]);
    // Without its partner the leader's weapons are single again.
    const p = unitOf(state, 'pathfinder');
    expect(state.plan(lead, 0, p, 'activation').rolls).toBe(1);
    const lines = narrateJovian(state.events(), { names: ['CEGA', 'Jovian'] } as never).join('\n');
    expect(lines).toContain('damage allocated in Formation');
    expect(lines).toContain('no longer in Formation');
  });

  it('a D (1 Structure) goes to the one attacked when both are whole (ties: the target)', () => {
    const { state, lead, partner } = duel();
    pathfinderFires(state, partner.index, D);
    expect([lead.structure, partner.structure]).toEqual([2, 1]);
  });

  it('moves the partner with its leader and shares the Boost (the same movement and Actions)', () => {
    const { state, lead, partner, pathfinder } = duel();
    pathfinder.x = 24;
    pathfinder.y = 44;
    select(state, lead);
    if (state.phase === 'action') choose(state, (o) => o.kind === 'action' && o.action === 0);
    choose(state, (o) => o.kind === 'approach' && o.target === pathfinder.index && o.boost === 1);
    expect([partner.x, partner.y]).toEqual([lead.x, lead.y]);
    expect(lead.y).toBeGreaterThan(20);
    expect(lead.fuel).toBe(3);
    expect(partner.fuel).toBe(lead.fuel);
  });

  it('a leader that Withdraws (Skill Test D) takes its partner with it: both Withdrawn', () => {
    const { state, lead, partner } = duel();
    select(state, lead);
    if (state.phase === 'action') choose(state, (o) => o.kind === 'action' && o.action === 0);
    choose(state, (o) => o.kind === 'withdraw');
    state.apply(D);
    while (state.phase === 'attack' && state.currentPlayer() !== CHANCE) choose(state, (o) => o.kind === 'end');
    expect([lead.status, partner.status]).toEqual(['withdrawn', 'withdrawn']);
    expect([lead.formation, partner.formation]).toEqual([-1, -1]);
  });

  it('survives serialisation: the formation fields round-trip', () => {
    const s = start({}, WING);
    const back = jovianWars.deserialize(s.serialize()) as JovianState;
    expect(back.units.map((u) => u.formation)).toEqual(s.units.map((u) => u.formation));
    expect(back.formations).toBe(true);
  });

  it('random games with the Wing Group end with legal actions to the end, formations stay paired, a mid-game state round-trips, and the same seed gives the same log (randomised run)', () => {
    const play = (seed: number) => {
      const s = start({}, seed % 2 ? WING : [WING[1], WING[0]], seed);
      const rng = Xoshiro128.stream(seed, 9);
      let guard = 0;
      let checked = false;
      while (!s.isTerminal() && guard++ < 5000) {
        if (!checked && s.turn === 3) {
          const copy = jovianWars.deserialize(JSON.parse(JSON.stringify(s.serialize()))) as JovianState;
          expect(copy.serialize()).toEqual(s.serialize());
          checked = true;
        }
        if (s.currentPlayer() === CHANCE) s.applyChance();
        else {
          const a = s.legalActions();
          expect(a.length).toBeGreaterThan(0);
          s.apply(a[rng.nextBelow(a.length)]);
        }
        for (const u of s.units) if (u.formation >= 0) expect(s.units[u.formation].formation).toBe(u.index);
      }
      expect(s.isTerminal()).toBe(true);
      return s;
    };
    const kinds = new Set<string>();
    for (let seed = 1; seed <= 6; seed++) for (const e of play(seed).events()) kinds.add(String(e.kind));
    expect([...kinds].filter((k) => k.startsWith('formation')).sort()).toEqual(['formation', 'formation-damage', 'formation-ends']);
    expect(JSON.stringify(play(2).events())).toBe(JSON.stringify(play(2).events()));
  });

  it('the heuristic player with the Wing Group beats random (95% interval entirely above 0.8)', async () => {
    const summary = await runMatch({ system: 'jovian-wars', a: 'preset:cega-wing-group', b: 'preset:jovian-strike-group', agentA: 'heuristic', agentB: 'random', games: 100, seed: 7, workers: 1 });
    expect(summary.ci[0]).toBeGreaterThan(0.8);
  }, 60_000);
});
