/**
 * The variants answering RR-017 and RR-019 (004_c41133d86b017ece.txt):
 * - `prepared` (Reputations › Prepared, VALUE box: "Is the terrain
 *   rearrangement ability alone sufficient for this Reputation? Are both
 *   player-specific options needed?"): full, rearrange-only, options-only;
 * - `inspiring` (Game Setup › Inspiring Terrain, "Feedback requested"): the
 *   Fury/Will bonus and the line-of-sight block, each removable on its own.
 * Setup is driven with scripted choices: every chance node takes its first
 * outcome (face 1: Kill Them All, sparse terrain, corner deployment) and every
 * decision its first legal action, so the arms differ only by the variant.
 */
import { describe, expect, it } from 'vitest';
import { Xoshiro128 } from '../../../src/rng/xoshiro128.ts';
import { CHANCE } from '../../../src/game/state.ts';
import { rattleAndRend } from '../../../src/systems/rattle-and-rend/index.ts';
import * as O from '../../../src/systems/rattle-and-rend/ops.ts';
import { lineOfSight } from '../../../src/systems/rattle-and-rend/board.ts';
import { defaultVariants, DEPLOYMENTS, INSPIRING, RR_VARIANTS, SCENARIOS, type RrVariants } from '../../../src/systems/rattle-and-rend/rules.ts';
import { SUCCESS } from '../../../src/systems/rattle-and-rend/check.ts';
import { D_ACTION, D_REACT, FURY, GUILE, REMOVED, WILL, type RrState } from '../../../src/systems/rattle-and-rend/state.ts';
import { toFirstAction } from './scripted.ts';

const preset = (id: string) => rattleAndRend.presets[id];
const start = (a: string, b: string, variants: Partial<RrVariants>): RrState =>
  rattleAndRend.newGame({ sides: [preset(a), preset(b)], variants: { ...defaultVariants(), ...variants }, chance: Xoshiro128.stream(1, 0), log: true }) as RrState;

interface SetupTrace {
  /** Each setup decision as "p<seat>: option | option ...". */
  decisions: string[];
  /** How many d20 (or coin) rolls setup made. */
  rolls: number;
  /** The terrain categories after setup (the setup event, written after deployment and Prepared's changes). */
  terrain: string[];
}

/** Plays setup with scripted choices (first chance outcome, first legal action) up to the setup event. */
function setup(a: string, b: string, variants: Partial<RrVariants>): SetupTrace {
  const s = start(a, b, variants);
  const trace: SetupTrace = { decisions: [], rolls: 0, terrain: [] };
  for (;;) {
    const event = s.events().find((e) => e.kind === 'setup');
    if (event) return { ...trace, terrain: (event as unknown as { terrain: string[] }).terrain };
    if (s.currentPlayer() === CHANCE) {
      trace.rolls++;
      s.apply(s.chanceOutcomes()[0].action);
    } else {
      const legal = s.legalActions();
      trace.decisions.push(`p${s.currentPlayer()}: ${legal.map((x) => s.describeAction(x)).join(' | ')}`);
      s.apply(legal[0]);
    }
  }
}

const inspiringCount = (t: SetupTrace) => t.terrain.filter((x) => x === 'inspiring').length;
const DENSITY_CHOICE = 'p0: sparse terrain | dense terrain';
const DEPLOYMENT_CHOICE = 'p1: corner deployment | side deployment | delayed deployment | close deployment | surrounded deployment';

describe('Prepared: which of its effects apply (RR-017; Reputations › Prepared)', () => {
  it('defaults to the full Reputation as printed, so the behaviour fixture is unchanged', () => {
    expect(RR_VARIANTS.prepared.default).toBe('full');
    expect(RR_VARIANTS.prepared.values[0]).toBe('full');
  });

  it('full: Prepared as Player A chooses the density ("IF PLAYER A") and turns two pieces Inspiring after deployment ("BOTH PLAYERS")', () => {
    const t = setup('dwarven-throng', 'vampire-court', { prepared: 'full' });
    expect(t.decisions).toContain(DENSITY_CHOICE);
    // The sparse layout is blocking, rough, inspiring, hazardous, rough: the nearest Hazardous and Rough pieces become Inspiring.
    expect(t.terrain).toEqual(['blocking', 'rough', 'inspiring', 'inspiring', 'inspiring']);
  });

  it('full: Prepared as Player B chooses the deployment and which edge Player A gets ("IF PLAYER B")', () => {
    const t = setup('vampire-court', 'dwarven-throng', { prepared: 'full' });
    expect(t.decisions).toContain(DEPLOYMENT_CHOICE);
    expect(t.decisions).toContain('p1: Player A at the bottom edge | Player A at the top edge');
    expect(inspiringCount(t)).toBe(3);
  });

  it('rearrange-only: no density or deployment choice (both are rolled), but the two terrain changes remain', () => {
    const asA = setup('dwarven-throng', 'vampire-court', { prepared: 'rearrange-only' });
    const asB = setup('vampire-court', 'dwarven-throng', { prepared: 'rearrange-only' });
    expect(asA.decisions).not.toContain(DENSITY_CHOICE);
    expect(asB.decisions).not.toContain(DEPLOYMENT_CHOICE);
    // The density (as A) and the deployment (as B) are rolled instead: one more roll than under full.
    expect(asA.rolls).toBe(setup('dwarven-throng', 'vampire-court', { prepared: 'full' }).rolls + 1);
    expect(asB.rolls).toBe(setup('vampire-court', 'dwarven-throng', { prepared: 'full' }).rolls + 1);
    expect(inspiringCount(asA)).toBe(3);
    expect(inspiringCount(asB)).toBe(3);
  });

  it('options-only: the density and deployment choices remain, but the terrain is left as placed', () => {
    const asA = setup('dwarven-throng', 'vampire-court', { prepared: 'options-only' });
    const asB = setup('vampire-court', 'dwarven-throng', { prepared: 'options-only' });
    expect(asA.decisions).toContain(DENSITY_CHOICE);
    expect(asB.decisions).toContain(DEPLOYMENT_CHOICE);
    expect(asA.terrain).toEqual(['blocking', 'rough', 'inspiring', 'hazardous', 'rough']);
    expect(inspiringCount(asB)).toBe(1);
  });

  it('a non-default reading survives serialisation, and a default one is left out of it (older saved states still load)', () => {
    const s = start('dwarven-throng', 'vampire-court', { prepared: 'options-only', inspiring: 'no-bonus' });
    const data = s.serialize();
    expect((data.variants as Record<string, string>).prepared).toBe('options-only');
    const back = rattleAndRend.deserialize(data) as RrState;
    expect([back.variants.prepared, back.variants.inspiring]).toEqual(['options-only', 'no-bonus']);
    const plain = start('dwarven-throng', 'vampire-court', {}).serialize();
    expect(Object.keys(plain.variants as object)).not.toContain('prepared');
    expect((rattleAndRend.deserialize(plain) as RrState).variants.prepared).toBe('full');
  });
});


/** Clears the board to two Fighters at the given spots and one Inspiring piece (x, y, radius). */
function twoFighters(s: RrState, at: [number, number, number, number], piece: [number, number, number]): [number, number] {
  const p = s.decider;
  const i = Array.from({ length: s.n }, (_, k) => k).find((k) => s.side[k] === p && s.type[k] === 2) as number;
  const e = Array.from({ length: s.n }, (_, k) => k).find((k) => s.side[k] === 1 - p && s.type[k] === 2) as number;
  for (let k = 0; k < s.n; k++) s.status[k] = k === i || k === e ? 0 : REMOVED;
  [s.x[i], s.y[i], s.x[e], s.y[e]] = at;
  s.nt = 1;
  [s.tx[0], s.ty[0], s.tr[0]] = piece;
  s.tt[0] = INSPIRING;
  s.cache = null;
  return [i, e];
}

/** A melee attack (Stand) by the first Fighters on the enemy Fighters, reactions declined; returns the Fury and Will dice. */
function meleeDice(inspiring: RrVariants['inspiring']): { fury: number; will: number } {
  const s = toFirstAction(start('dwarven-throng', 'vampire-court', { inspiring }));
  // Both Fighters stand on one Inspiring piece, in base contact (Game Setup › Inspiring Terrain: "within or in base-to-base contact").
  const [i, e] = twoFighters(s, [200, 180, 200, 221], [200, 200, 45]);
  s.apply(O.actionCode(O.AK_STAND, i, e, O.DEST_STAY));
  while (s.currentPlayer() !== CHANCE && s.decision === D_REACT) s.apply(0);
  if (s.checkKind === GUILE) s.apply(SUCCESS);
  expect(s.checkKind).toBe(FURY);
  const fury = s.checkDice;
  s.apply(SUCCESS);
  expect([s.checkKind, s.checkWho]).toEqual([WILL, e]);
  return { fury, will: s.checkDice };
}

describe('Inspiring Terrain: bonus and line of sight (RR-019; Game Setup › Inspiring Terrain)', () => {
  it('defaults to the rule as written', () => {
    expect(RR_VARIANTS.inspiring.values[0]).toBe('as-written');
    expect(RR_VARIANTS.inspiring.default).toBe('as-written');
  });

  it('as written, an attacker in it rolls its Fury check with a BONUS and a target in it its Will check with a BONUS; under no-bonus neither does', () => {
    const written = meleeDice('as-written');
    const plain = meleeDice('no-bonus');
    expect(written).toEqual({ fury: plain.fury + 1, will: plain.will + 1 });
    // no-los-block keeps the bonus.
    expect(meleeDice('no-los-block')).toEqual(written);
  });

  it('as written it blocks line of sight between two Elements outside it; under no-los-block it does not; under no-bonus it still does', () => {
    const sight = (inspiring: RrVariants['inspiring']) => {
      const s = toFirstAction(start('dwarven-throng', 'vampire-court', { inspiring }));
      const [i, e] = twoFighters(s, [200, 80, 200, 320], [200, 200, 40]);
      return lineOfSight(s, i, e);
    };
    expect(sight('as-written')).toBe(false);
    expect(sight('no-bonus')).toBe(false);
    expect(sight('no-los-block')).toBe(true);
  });
});

describe('Fixing the scenario or the deployment (toolkit settings, not rules: Step 1 and Steps 3-5)', () => {
  /** The scenario and deployment a game settles on, with a random chance stream and every decision's first option. */
  const settled = (variants: Partial<RrVariants>, seed: number): [string, string] => {
    const s = rattleAndRend.newGame({ sides: [preset('dwarven-throng'), preset('ghostly-host')], variants: { ...defaultVariants(), ...variants }, chance: Xoshiro128.stream(seed, 0), log: false }) as RrState;
    while (s.decision !== D_ACTION) {
      if (s.currentPlayer() === CHANCE) s.applyChance();
      else s.apply(s.legalActions()[0]);
    }
    return [SCENARIOS[s.scenario], DEPLOYMENTS[s.deployment]];
  };

  it('both default to the d20 rolls, so the behaviour fixture is unchanged; rolled games see every scenario and deployment', () => {
    expect([RR_VARIANTS.scenario.default, RR_VARIANTS.deployment.default]).toEqual(['rolled', 'rolled']);
    const seen = Array.from({ length: 80 }, (_, seed) => settled({}, seed));
    expect(new Set(seen.map(([scenario]) => scenario)).size).toBe(SCENARIOS.length);
    expect(new Set(seen.map(([, deployment]) => deployment)).size).toBe(DEPLOYMENTS.length);
  });

  it('a fixed scenario or deployment holds in every game, and the other is still rolled', () => {
    for (const scenario of SCENARIOS) {
      const games = Array.from({ length: 20 }, (_, seed) => settled({ scenario }, seed));
      expect(games.every(([got]) => got === scenario)).toBe(true);
      expect(new Set(games.map(([, deployment]) => deployment)).size).toBeGreaterThan(1);
    }
    for (const deployment of DEPLOYMENTS) {
      const games = Array.from({ length: 20 }, (_, seed) => settled({ deployment }, seed));
      expect(games.every(([, got]) => got === deployment)).toBe(true);
      expect(new Set(games.map(([scenario]) => scenario)).size).toBeGreaterThan(1);
    }
  });

  it("with a fixed deployment, Prepared's Player B no longer chooses the scheme but still chooses which edge Player A gets", () => {
    const t = setup('vampire-court', 'dwarven-throng', { deployment: 'side' });
    expect(t.decisions).not.toContain(DEPLOYMENT_CHOICE);
    expect(t.decisions).toContain('p1: Player A at the bottom edge | Player A at the top edge');
  });

  it('a fixed setting survives serialisation; the default is left out of it', () => {
    const s = start('dwarven-throng', 'vampire-court', { scenario: 'duel', deployment: 'surrounded' });
    const back = rattleAndRend.deserialize(s.serialize()) as RrState;
    expect([back.variants.scenario, back.variants.deployment]).toEqual(['duel', 'surrounded']);
    expect(Object.keys(start('dwarven-throng', 'vampire-court', {}).serialize().variants as object)).not.toContain('scenario');
  });
});
