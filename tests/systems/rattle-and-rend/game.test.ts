/**
 * Rattle and Rend as a full game: the shared contract, the rulebook's rules
 * as golden tests with scripted checks (a chance node is set with
 * apply(fail | success | critical)), a randomised run over every Tactic, Bond,
 * Reputation, scenario and deployment, the heuristic against random, and the
 * search agent.
 */
import { describe, expect, it } from 'vitest';
import { Xoshiro128 } from '../../../src/rng/xoshiro128.ts';
import { CHANCE } from '../../../src/game/state.ts';
import { makeAgent } from '../../../src/game/agents/agentSpec.ts';
import { SeatView } from '../../../src/game/agents/agent.ts';
import { agentContext } from '../../../src/game/matchSetup.ts';
import { runMatch } from '../../../src/sim/match/runMatch.ts';
import { rattleAndRend } from '../../../src/systems/rattle-and-rend/index.ts';
import * as O from '../../../src/systems/rattle-and-rend/ops.ts';
import { BONDS, defaultVariants, DEPLOYMENTS, REPUTATIONS, SCENARIOS, TACTICS, type RrVariants } from '../../../src/systems/rattle-and-rend/rules.ts';
import { CRITICAL, FAIL, SUCCESS } from '../../../src/systems/rattle-and-rend/check.ts';
import { D_ACTION, D_COUNTER, D_DENY, D_REACT, REMOVED, WILL, FURY, GUILE, type RrState } from '../../../src/systems/rattle-and-rend/state.ts';
import type { RrSide } from '../../../src/systems/rattle-and-rend/warband.ts';
import { gameContract } from '../../game/contract.ts';
import { randomisedSides, toFirstAction } from './scripted.ts';

gameContract(rattleAndRend, { playouts: 4, secretActions: true });

const preset = (id: string) => rattleAndRend.presets[id];

function start(a: string, b: string, seed = 1, variants: Partial<RrVariants> = {}): RrState {
  return rattleAndRend.newGame({ sides: [preset(a), preset(b)], variants: { ...defaultVariants(), ...variants }, chance: Xoshiro128.stream(seed, 0), log: true });
}


/** Clears the board to two Elements at the given spots: every other Element is removed, terrain taken away. */
function duel(s: RrState, i: number, e: number, at: [number, number, number, number]): void {
  for (let k = 0; k < s.n; k++) if (k !== i && k !== e) s.status[k] = REMOVED;
  s.status[i] = 0;
  s.status[e] = 0;
  s.nt = 0;
  [s.x[i], s.y[i], s.x[e], s.y[e]] = at;
  s.cache = null;
}

const first = (s: RrState, p: number, type: number) => Array.from({ length: s.n }, (_, k) => k).find((k) => s.side[k] === p && s.type[k] === type) as number;
const FIGHTERS = 2;
const DREGS = 5;

/** Declines reactions, and passes the Guile check the Ghostly Host's Fearsome (Nightmares) demands before an attack. */
function skipReactions(s: RrState): void {
  while (s.currentPlayer() !== CHANCE && s.decision === D_REACT) s.apply(0);
  if (s.currentPlayer() === CHANCE && s.checkKind === GUILE) {
    expect(s.checkStat).toBe(13);
    s.apply(SUCCESS);
  }
}

describe('Rattle and Rend rules with scripted checks', () => {
  it('a Charge moves into contact and attacks with a PENALTY: one d20 for Fury (Standard Actions › Charge; Melee Attacks)', () => {
    const s = toFirstAction(start('dwarven-throng', 'ghostly-host'));
    const p = s.decider;
    const i = first(s, p, FIGHTERS);
    const e = first(s, 1 - p, FIGHTERS);
    duel(s, i, e, [100, 100, 100, 160]);
    const code = O.actionCode(O.AK_CHARGE, i, e, O.DEST_TOWARD + e);
    expect(s.legalActions()).toContain(code);
    s.apply(code);
    skipReactions(s);
    expect(Math.hypot(s.x[i] - s.x[e], s.y[i] - s.y[e])).toBeLessThanOrEqual(41);
    expect([s.currentPlayer(), s.checkKind, s.checkStat, s.checkDice]).toEqual([CHANCE, FURY, 9, 1]);
    s.apply(SUCCESS);
    // A simple success: the target's Will check on 2d20 (Ghostly Host Fighters, Will 10+).
    expect([s.checkKind, s.checkWho, s.checkStat, s.checkDice]).toEqual([WILL, e, 10, 2]);
    s.apply(FAIL);
    expect(s.status[e]).toBe(REMOVED);
    expect(s.events().some((event) => event.kind === 'removed' && event.element === e)).toBe(true);
  });

  it('a critical Fury check forces the Will check at a PENALTY (Attacks: "CRITICAL SUCCESS")', () => {
    const s = toFirstAction(start('dwarven-throng', 'ghostly-host'));
    const p = s.decider;
    const i = first(s, p, FIGHTERS);
    const e = first(s, 1 - p, DREGS) ?? first(s, 1 - p, FIGHTERS);
    duel(s, i, e, [100, 100, 100, 141]);
    s.apply(O.actionCode(O.AK_STAND, i, e, O.DEST_STAY));
    skipReactions(s);
    expect(s.checkDice).toBe(2);
    s.apply(CRITICAL);
    expect([s.checkKind, s.checkDice]).toEqual([WILL, 1]);
    expect(s.chanceOutcomes().map((o) => o.action)).toEqual([FAIL, SUCCESS]);
  });

  it('a reaction declared (1), denied (1) and counter-spent (1) still resolves (How Reactions Work)', () => {
    const s = toFirstAction(start('dwarven-throng', 'dwarven-throng'));
    const p = s.decider;
    const i = first(s, p, FIGHTERS);
    const e = first(s, 1 - p, FIGHTERS);
    duel(s, i, e, [100, 100, 100, 141]);
    s.momentum[0] = 6;
    s.momentum[1] = 6;
    s.apply(O.actionCode(O.AK_STAND, i, e, O.DEST_STAY));
    expect(s.momentum[p]).toBe(5);
    expect(s.decision).toBe(D_REACT);
    const retaliate = s.legalActions().find((code) => code !== 0 && O.reactionKind(code) === O.RK_RETALIATE) as number;
    expect(retaliate).toBeDefined();
    s.apply(retaliate);
    expect([s.decision, s.decider, s.momentum[1 - p]]).toEqual([D_DENY, p, 5]);
    s.apply(1);
    expect([s.decision, s.decider, s.momentum[p]]).toEqual([D_COUNTER, 1 - p, 4]);
    s.apply(1);
    expect(s.momentum[1 - p]).toBe(4);
    // Both Fury checks come first (attacker, then the retaliating Fighters), then the Will checks.
    expect([s.checkKind, s.checkWho]).toEqual([FURY, i]);
    s.apply(SUCCESS);
    expect([s.checkKind, s.checkWho]).toEqual([FURY, e]);
    s.apply(SUCCESS);
    expect(s.checkKind).toBe(WILL);
    expect(s.events().some((event) => event.kind === 'counter')).toBe(true);
  });

  it('no Element takes back-to-back actions, except under Last Man Standing (Ten Actions)', () => {
    const s = toFirstAction(start('dwarven-throng', 'ghostly-host'));
    const p = s.decider;
    const i = first(s, p, FIGHTERS);
    const j = Array.from({ length: s.n }, (_, k) => k).find((k) => k !== i && s.side[k] === p && s.type[k] === FIGHTERS) as number;
    const e = first(s, 1 - p, FIGHTERS);
    duel(s, i, e, [100, 100, 300, 300]);
    s.status[j] = 0;
    s.x[j] = 200;
    s.y[j] = 60;
    s.lastActor[p] = i;
    s.cache = null;
    expect(s.legalActions().some((code) => code !== 0 && O.actionActor(code) === i && O.actionKind(code) !== O.AK_TACTITIANS)).toBe(false);
    s.status[j] = REMOVED;
    s.cache = null;
    expect(s.legalActions().some((code) => code !== 0 && O.actionActor(code) === i)).toBe(true);
  });

  it('Morale: after a round that leaves a warband at 6 Total Momentum or less, every Element tests Will (Warband Morale)', () => {
    const s = toFirstAction(start('dwarven-throng', 'ogrekin-hunting-party'));
    const q = 1 - s.decider;
    let points = 12;
    for (let k = 0; k < s.n && points > 6; k++) {
      if (s.side[k] !== q) continue;
      s.status[k] = REMOVED;
      points -= s.points[k];
    }
    s.cache = null;
    s.apply(O.PASS);
    if (s.decision === D_ACTION) s.apply(O.PASS);
    const morale = s.events().find((event) => event.kind === 'morale');
    expect(morale).toMatchObject({ player: q, penalty: false });
    expect([s.currentPlayer(), s.checkKind]).toEqual([CHANCE, WILL]);
    expect(s.side[s.checkWho]).toBe(q);
  });

  it('Fellowship regains 1 Momentum on a successful Will check; Bloodlust regains the points of an enemy removed by its attack (Bonds)', () => {
    const s = toFirstAction(start('ogrekin-hunting-party', 'dwarven-throng'));
    const p = s.decider;
    const i = first(s, p, FIGHTERS);
    const e = first(s, 1 - p, FIGHTERS);
    duel(s, i, e, [100, 100, 100, 141]);
    s.momentum[0] = 4;
    s.momentum[1] = 4;
    s.total[0] = 12;
    s.total[1] = 12;
    const attackerBond = s.rosters[p].bond;
    s.apply(O.actionCode(O.AK_STAND, i, e, O.DEST_STAY));
    while (s.currentPlayer() !== CHANCE) s.apply(0);
    s.apply(SUCCESS);
    const before = [s.momentum[0], s.momentum[1]];
    s.apply(s.chanceOutcomes()[0].action === FAIL ? FAIL : FAIL);
    const gain = s.momentum[p] - before[p];
    if (attackerBond === 'bloodlust') expect(gain).toBe(s.points[e]);
    else expect(s.rosters[1 - p].bond === 'bloodlust' ? 0 : gain).toBe(0);
    const t = toFirstAction(start('ogrekin-hunting-party', 'dwarven-throng', 2));
    const ap = t.decider;
    const ai = first(t, ap, FIGHTERS);
    const ae = first(t, 1 - ap, FIGHTERS);
    duel(t, ai, ae, [100, 100, 100, 141]);
    t.momentum[0] = 3;
    t.momentum[1] = 3;
    t.total[0] = 12;
    t.total[1] = 12;
    t.apply(O.actionCode(O.AK_STAND, ai, ae, O.DEST_STAY));
    while (t.currentPlayer() !== CHANCE) t.apply(0);
    t.apply(SUCCESS);
    const defender = 1 - ap;
    const was = t.momentum[defender];
    t.apply(SUCCESS);
    expect(t.momentum[defender] - was).toBe(t.rosters[defender].bond === 'fellowship' ? 1 : 0);
  });

  it('Retinue regains 2 Momentum for a critical action within S of the Focus, 1 in its line of sight beyond S, none for the Focus itself (Bonds › Retinue)', () => {
    const retinue = { ...preset('dwarven-throng'), bond: 'retinue', focus: 0 } as RrSide;
    const regained = (fighterAt: [number, number], actorIsFocus = false): number => {
      const s = rattleAndRend.newGame({ sides: [retinue, retinue], variants: defaultVariants(), chance: Xoshiro128.stream(3, 0), log: true });
      toFirstAction(s);
      const p = s.decider;
      const focus = s.focus[p];
      const i = actorIsFocus ? focus : first(s, p, FIGHTERS);
      const e = first(s, 1 - p, FIGHTERS);
      duel(s, i, e, [fighterAt[0], fighterAt[1], fighterAt[0], fighterAt[1] + 31]);
      if (!actorIsFocus) {
        s.status[focus] = 0;
        [s.x[focus], s.y[focus]] = [100, 40];
      }
      s.momentum[p] = 4;
      s.total[p] = 12;
      s.apply(O.actionCode(O.AK_STAND, i, e, O.DEST_STAY));
      skipReactions(s);
      expect([s.currentPlayer(), s.checkKind, s.checkWho]).toEqual([CHANCE, FURY, i]);
      const before = s.momentum[p];
      s.apply(CRITICAL);
      return s.momentum[p] - before;
    };
    expect(regained([100, 100])).toBe(2);
    expect(regained([100, 230])).toBe(1);
    expect(regained([100, 100], true)).toBe(0);
  });

  it('a warband breaking the building rules is refused in one line naming the field (Three Warband Creation)', () => {
    const bad = (elements: string, extra: Partial<RrSide> = {}) => () =>
      rattleAndRend.newGame({ sides: [{ ...preset('dwarven-throng'), elements, ...extra } as RrSide, preset('ghostly-host')], variants: defaultVariants(), chance: Xoshiro128.stream(1, 0), log: false });
    expect(bad('fighters, fighters, fighters, fighters, fighters, dregs, dregs, dregs')).toThrow(/field 'elements': the Elements cost 13 points; a warband spends 12/);
    expect(bad('heavy(colossal), heavy(flyer), heavy(transport), champion(scheming-plot), dregs, dregs')).toThrow(/only 0 points of Fighters, Shooters or Skirmishers/);
    expect(bad('champion, fighters, fighters, fighters, fighters, heavy(transport)')).toThrow(/field 'elements': champion needs a trait in brackets, e\.g\. champion\(/);
    expect(bad('fighters, fighters, fighters, fighters, fighters, dregs, dregs', { tactic2: 'death-defiers' })).toThrow(/field 'tactic2': must differ/);
    expect(() =>
      rattleAndRend.newGame({ sides: [preset('vampire-court'), preset('ghostly-host')], variants: { ...defaultVariants(), 'attached-champion': 'two-elements' }, chance: Xoshiro128.stream(1, 0), log: false }),
    ).toThrow(/9 Elements .*attached-champion=two-elements/);
  });
});


describe('a randomised run over every Tactic, Bond, Reputation, scenario and deployment', () => {
  it('plays random games to the end with legal actions all the way and chance outcomes summing to 1', () => {
    const sides = randomisedSides();
    const seen = { tactics: new Set<string>(), bonds: new Set<string>(), reputations: new Set<string>(), scenarios: new Set<string>(), deployments: new Set<string>() };
    for (let g = 0; g < 80; g++) {
      const a = sides[g % sides.length];
      const b = sides[(g * 7 + 3) % sides.length];
      const s = rattleAndRend.newGame({ sides: [a, b], variants: defaultVariants(), chance: Xoshiro128.stream(g, 0), log: false });
      const rng = Xoshiro128.stream(g, 1);
      let steps = 0;
      while (!s.isTerminal()) {
        expect(++steps).toBeLessThan(50_000);
        const legal = s.legalActions();
        expect(legal.length).toBeGreaterThan(0);
        if (s.currentPlayer() === CHANCE) {
          expect(s.chanceOutcomes().reduce((sum, o) => sum + o.probability, 0)).toBeCloseTo(1, 12);
          s.applyChance();
        } else s.apply(legal[rng.nextBelow(legal.length)]);
      }
      for (const side of [a, b]) {
        seen.tactics.add(side.tactic1).add(side.tactic2);
        seen.bonds.add(side.bond);
        seen.reputations.add(side.reputation);
      }
      seen.scenarios.add(SCENARIOS[s.scenario]);
      seen.deployments.add(DEPLOYMENTS[s.deployment]);
    }
    expect(seen.tactics.size).toBe(TACTICS.length);
    expect(seen.bonds.size).toBe(BONDS.length);
    expect(seen.reputations.size).toBe(REPUTATIONS.length);
    expect(seen.scenarios.size).toBe(SCENARIOS.length);
    expect(seen.deployments.size).toBe(DEPLOYMENTS.length);
  });
});

describe('Rattle and Rend players', () => {
  // Every pairing of the four example warbands: the heuristic plays A, a random player B (sides swapped), 1,000 games
  // each: since the Soothsayers also flip an enemy's Will check, the Ogrekin beat a random Vampire Court about 83% of
  // the time, which 240 games could not place above 80%.
  const WARBANDS = ['dwarven-throng', 'ghostly-host', 'ogrekin-hunting-party', 'vampire-court'];
  for (const a of WARBANDS) {
    for (const b of WARBANDS) {
      it(`the heuristic ${a} beats a random ${b} with a 95% win-rate interval entirely above 80%`, async () => {
        const summary = await runMatch({ system: 'rattle-and-rend', a: `preset:${a}`, b: `preset:${b}`, agentA: 'heuristic', agentB: 'random', games: 1000, seed: 5, workers: 1 });
        expect(summary.ci[0]).toBeGreaterThan(0.8);
      });
    }
  }

  it('the search agent (MCTS with determinization) chooses a legal action from a real position', () => {
    const s = toFirstAction(start('dwarven-throng', 'ghostly-host', 4));
    const agent = makeAgent('mcts:iterations=20', agentContext(rattleAndRend));
    const action = agent.act(new SeatView(s, s.decider), Xoshiro128.stream(9, 0));
    expect(s.legalActions()).toContain(action);
  });
});
