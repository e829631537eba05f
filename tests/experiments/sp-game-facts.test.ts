/**
 * sp-game-facts (experiments/syndicate-protocol/game-facts.ts; SP-072, SP-074,
 * SP-082, SP-088, SP-089, SP-091..SP-095): one game read from hand-made events
 * (every count worked by hand; the deciding round left out; what it cannot
 * read throws), where the Attack sub-phase begins, the sentences on made-up
 * results, the arms and their lanes, the watched game against the match
 * runner's, and a short real run whose counts must agree with each other.
 */
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../src/game/state.ts';
import { findGame } from '../../src/game/registry.ts';
import { Xoshiro128 } from '../../src/rng/xoshiro128.ts';
import { playPairTrial } from '../../src/sim/match/pairTrial.ts';
import type { ArmResult, ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import { runToResult } from '../../src/sim/run.ts';
import { buildLoadout, type SyndicateSide } from '../../src/systems/syndicate-protocol/loadout.ts';
import type { SyndicateState } from '../../src/systems/syndicate-protocol/state.ts';
import { prepareMatch } from '../../src/game/matchSetup.ts';
import { dealStreams, resetTo } from '../../src/game/playGame.ts';
import {
  answer,
  ARMS,
  COUNTS,
  ENCUMBERED,
  ENCUMBERED_ARM,
  factsTrial,
  laneOf,
  MOVE_GROUPS,
  noMovementOdds,
  opensAttacks,
  PAIRINGS,
  playWatched,
  RATIOS,
  readGame,
  ROLES,
  sideStart,
  type Facts,
  type PlanView,
  type SideStart,
} from '../../experiments/syndicate-protocol/game-facts.ts';

/** A space by column and row, both from 0 (board.ts: y * 24 + x). */
const at = (x: number, y: number) => y * 24 + x;

const START: SideStart = {
  seat: 0,
  // A's Operator, Runner, Spotter; B's Operator and Mercenaries, as deployed (rows 1 and 22).
  pos: [at(11, 1), at(8, 1), at(14, 1), at(12, 22), at(15, 22), at(9, 22)],
  hazards: [at(14, 3)],
  roles: ['runner', 'spotter'],
  movePenalty: 0,
};

const move = (round: number, unit: number, from: number, to: number, how: string): GameEvent => ({ kind: 'move', round, unit, name: '', from, to, how });
const effect = (round: number, seat: number, text: string): GameEvent => ({ kind: 'effect', round, seat, unit: seat * 3, text });

/** Four rounds, worked by hand in the test below; round 4 ends the game before Reload. */
const GAME: GameEvent[] = [
  { kind: 'start', map: 'generated', sides: ['A', 'B'], operators: ['Lens', 'Razor'], units: [] },
  { kind: 'rolloff', winner: 0 },
  // Round 1: A dashes 2 spaces; its Runner moves 3, its Spotter 2 onto the Hazard; B's Mercenary 5 comes next to A's Operator.
  { kind: 'round', round: 1, priority: 0, hp: [] },
  { kind: 'reveal', round: 1, cards: ['Dash', 'Precision Shot'] },
  move(1, 0, at(11, 1), at(11, 3), 'Dash'),
  effect(1, 1, 'resolves Precision Shot'),
  move(1, 1, at(8, 1), at(8, 4), 'Mercenary movement'),
  move(1, 2, at(14, 1), at(14, 3), 'Mercenary movement'),
  { kind: 'damage', round: 1, unit: 2, name: '', amount: 1, cause: 'Hazard', hp: 9 },
  move(1, 5, at(9, 22), at(12, 4), 'Mercenary movement'),
  { kind: 'no-target', round: 1, unit: 0, name: 'Lens' },
  { kind: 'attack', round: 1, unit: 3, name: '', target: 0, targetName: '', dice: 4, hitTarget: 4, hits: 2, damage: 2 },
  { kind: 'damage', round: 1, unit: 0, name: '', amount: 2, cause: 'attack', hp: 15 },
  { kind: 'reload', round: 1, hp: [] },
  // Round 2: A's Displacement Pulse finds Mercenary 5 adjacent but pushes nothing; B's Velocity Shove wins and pushes A's Operator.
  { kind: 'round', round: 2, priority: 1, hp: [] },
  { kind: 'reveal', round: 2, cards: ['Displacement Pulse', 'Velocity Shove'] },
  effect(2, 0, 'resolves Displacement Pulse'),
  { kind: 'melee', round: 2, seat: 1, card: 'Velocity Shove', result: 'win' },
  { kind: 'push', round: 2, unit: 0, name: '', from: at(11, 3), to: at(11, 2), source: 'Velocity Shove' },
  { kind: 'no-target', round: 2, unit: 3, name: 'Razor' },
  { kind: 'attack', round: 2, unit: 0, name: '', target: 3, targetName: '', dice: 1, hitTarget: 4, hits: 0, damage: 0 },
  { kind: 'reload', round: 2, hp: [] },
  // Round 3: B's Suppressing Fire attacks in the Tactics sub-phase (not the Attack sub-phase); then A's Runner moves 3, out of synergy range.
  { kind: 'round', round: 3, priority: 0, hp: [] },
  { kind: 'reveal', round: 3, cards: ['Precision Shot', 'Suppressing Fire'] },
  effect(3, 0, 'resolves Precision Shot'),
  effect(3, 1, 'resolves Suppressing Fire'),
  { kind: 'attack', round: 3, unit: 3, name: '', target: 0, targetName: '', dice: 2, hitTarget: 4, hits: 1, damage: 1 },
  { kind: 'damage', round: 3, unit: 0, name: '', amount: 1, cause: 'attack', hp: 14 },
  move(3, 1, at(8, 4), at(5, 4), 'Mercenary movement'),
  { kind: 'no-target', round: 3, unit: 0, name: 'Lens' },
  { kind: 'attack', round: 3, unit: 3, name: '', target: 0, targetName: '', dice: 4, hitTarget: 5, hits: 0, damage: 0 },
  { kind: 'reload', round: 3, hp: [] },
  // Round 4, the deciding round: never reaches Reload, so none of its per-round counts.
  { kind: 'round', round: 4, priority: 1, hp: [] },
  { kind: 'reveal', round: 4, cards: ['Advance', 'Dash'] },
  move(4, 0, at(11, 2), at(11, 4), 'Advance'),
  { kind: 'win', round: 4, seat: 0 },
];

const PLANS: PlanView[] = [
  { seat: 0, round: 1, hand: 5, movement: 2, other: 3, noCard: false },
  { seat: 1, round: 1, hand: 5, movement: 0, other: 0, noCard: true },
  { seat: 0, round: 2, hand: 5, movement: 0, other: 5, noCard: false },
  { seat: 0, round: 3, hand: 6, movement: 1, other: 0, noCard: false },
  { seat: 0, round: 4, hand: 5, movement: 1, other: 1, noCard: false },
];

describe('sp-game-facts: one game read', () => {
  it('counts the side read and the whole game from hand-made events, leaving the deciding round out of the per-round counts', () => {
    const f = readGame(GAME, START, PLANS);
    // SP-072: seat 0's four decisions only.
    expect([f.plans, f.handCards, f.handOver5, f.noMovement, f.noOther, f.noCard]).toEqual([4, 21, 1, 1, 1, 0]);
    // SP-074: three complete rounds: Dash, a Utility card, a Maneuver card; A's Operator moved only in round 1 (a Push is not its move).
    expect([f.rounds, f.playMovement, f.playManeuver, f.playUtility, f.playMelee, f.otherRounds]).toEqual([3, 1, 1, 1, 0, 2]);
    expect([f.still, f.otherMoved, f.movementStill, f.opSpaces, f.zeroAllowance]).toEqual([2, 0, 0, 2, 0]);
    // SP-091.
    expect([f.move_dash, f.spaces_dash, f.movementSpaces, f.move_advance]).toEqual([1, 2, 2, 0]);
    // SP-088: Runner 3, 0, 3 spaces (full twice); Spotter 2, 0, 0 (full once).
    expect([f.mercRounds_runner, f.mercSpaces_runner, f.mercFull_runner]).toEqual([3, 6, 2]);
    expect([f.mercRounds_spotter, f.mercSpaces_spotter, f.mercFull_spotter, f.mercRounds_enforcer]).toEqual([3, 2, 1, 0]);
    // SP-089, where the units stand as the attacks begin: round 1 both within 4 (3 and 3 spaces), round 2 both (3, 3),
    // round 3 the Runner 6 away. Trailing (Mercenary minus Operator spaces to B's Operator): -1 + 0, -2 - 1, -2 - 1.
    expect([f.mercRounds, f.synergy, f.trail]).toEqual([6, 5, -7]);
    // SP-082 and SP-095: two non-Movement cards resolved, one of them an attack card whose Operator found no target.
    expect([f.cardPlays, f.taxedPlays, f.taxHP, f.operatorLoss, f.statusBlocked]).toEqual([2, 0, 0, 3, 0]);
    expect([f.attackCardPlays, f.attackCardUsed, f.defenceCardPlays]).toEqual([1, 0, 0]);
    // SP-092-094: the whole game.
    expect([f.startGap, f.firstAttack, f.firstOpAttack, f.firstWound, f.noAttack]).toEqual([21, 1, 1, 1, 0]);
    expect([f.hazardCells, f.hazardEntries, f.hazardEntriesOp, f.hazardDamage]).toEqual([1, 1, 0, 1]);
    expect([f.pushes, f.pushAttempts, f.pushBlocked, f.teleports]).toEqual([1, 2, 1, 0]);
  });

  it("reads the other seat's side from the same events", () => {
    const f = readGame(GAME, { ...START, seat: 1, roles: ['spotter', 'spotter'] }, PLANS);
    expect([f.plans, f.noCard]).toEqual([1, 1]);
    // B: Precision Shot (its Operator fired in round 1), Velocity Shove, Suppressing Fire (its own attack: not an attack card here).
    expect([f.rounds, f.playManeuver, f.playMelee, f.attackCardPlays, f.attackCardUsed]).toEqual([3, 2, 1, 1, 1]);
    // A melee card without a step, and Precision Shot: B's Operator never moves.
    expect([f.still, f.operatorLoss, f.mercRounds_spotter]).toEqual([3, 0, 6]);
  });

  it('counts a Movement card its armour leaves no spaces, and the Encumbered tax', () => {
    const events: GameEvent[] = [
      { kind: 'round', round: 1, priority: 0, hp: [] },
      { kind: 'reveal', round: 1, cards: ['Advance', null] },
      { kind: 'no-target', round: 1, unit: 0, name: '' },
      { kind: 'reload', round: 1, hp: [] },
      { kind: 'round', round: 2, priority: 1, hp: [] },
      { kind: 'reveal', round: 2, cards: ['Sonic Pulse', null] },
      { kind: 'damage', round: 2, unit: 0, name: '', amount: 1, cause: 'Encumbered', hp: 16 },
      effect(2, 0, 'resolves Sonic Pulse'),
      move(2, 0, at(11, 1), at(11, 2), 'Sonic Pulse'),
      { kind: 'no-target', round: 2, unit: 0, name: '' },
      { kind: 'reload', round: 2, hp: [] },
    ];
    const f = readGame(events, { ...START, movePenalty: -2 }, []);
    expect([f.playMovement, f.movementStill, f.zeroAllowance, f.otherMoved]).toEqual([1, 1, 1, 1]);
    expect([f.cardPlays, f.taxedPlays, f.taxHP, f.operatorLoss]).toEqual([1, 1, 1, 1]);
    // No attack at all: the first-attack rounds count the round after the last.
    expect([f.noAttack, f.firstAttack, f.firstWound]).toEqual([1, 3, 3]);
  });

  it('does not count a Push whose target the contest felled first', () => {
    const events: GameEvent[] = [
      { kind: 'round', round: 1, priority: 0, hp: [] },
      { kind: 'reveal', round: 1, cards: ['Dash', 'Signal Scramble'] },
      { kind: 'melee', round: 1, seat: 1, card: 'Signal Scramble', result: 'win' },
      { kind: 'damage', round: 1, unit: 0, name: '', amount: 1, cause: 'Signal Scramble', hp: 0 },
      { kind: 'eliminated', round: 1, unit: 0, name: '' },
      { kind: 'win', round: 1, seat: 1 },
    ];
    const f = readGame(events, START, []);
    expect([f.pushAttempts, f.pushBlocked, f.rounds]).toEqual([0, 0, 0]);
  });

  it('throws on what it cannot read', () => {
    const round = (...events: GameEvent[]): GameEvent[] => [{ kind: 'round', round: 1, priority: 0, hp: [] }, { kind: 'reveal', round: 1, cards: ['Dash', 'Dash'] }, ...events];
    expect(() => readGame(round({ kind: 'reload', round: 1, hp: [] }), START, [])).toThrow(/without an Attack sub-phase/);
    expect(() => readGame(round(effect(1, 1, 'resolves Shock Grenade')), START, [])).toThrow(/Shock Grenade's Push attempts are not read/);
    expect(() => readGame(round({ kind: 'push', round: 1, unit: 0, name: '', from: 1, to: 2, source: 'Knockback' }), START, [])).toThrow(/does not know/);
    expect(() => readGame([{ kind: 'round', round: 1, priority: 0, hp: [] }, { kind: 'reveal', round: 1, cards: ['Teleport Pad', null] }], START, [])).toThrow(/no card named/);
  });

  it('opens the Attack sub-phase on the first Operator attack step, not on Suppressing Fire in the Tactics sub-phase', () => {
    const attack: GameEvent = { kind: 'attack', round: 1, unit: 3, target: 0 };
    expect(opensAttacks(attack, effect(1, 1, 'resolves Suppressing Fire'))).toBe(false);
    expect(opensAttacks(attack, effect(1, 0, 'resolves Suppressing Fire'))).toBe(true);
    expect(opensAttacks(attack, undefined)).toBe(true);
    expect(opensAttacks({ kind: 'no-target', round: 1, unit: 0 }, undefined)).toBe(true);
    expect(opensAttacks(effect(1, 0, 'fires at a Decoy'), undefined)).toBe(true);
    expect(opensAttacks(move(1, 1, 0, 1, 'Ghost Relay'), undefined)).toBe(true);
    expect(opensAttacks(move(1, 1, 0, 1, 'Mercenary movement'), undefined)).toBe(false);
  });
});

describe('sp-game-facts: the arms', () => {
  it('plays every ordered pairing with a Light side (no Composite pair, no mirror) and the Encumbered arm, each on its own lane', () => {
    expect(PAIRINGS).toHaveLength(14);
    for (const [a, b] of PAIRINGS) expect(a !== b && (['lens', 'velocity'].includes(a) || ['lens', 'velocity'].includes(b))).toBe(true);
    expect(ARMS.map((arm) => laneOf(arm.params))).toEqual(ARMS.map((_, k) => k));
  });

  it('makes the Encumbered loadout legal and Encumbered, where the Velocity preset in the same armour is refused (2.4)', () => {
    expect(buildLoadout(ENCUMBERED, {}, 'test').encumbered).toBe(true);
    const preset = findGame('syndicate-protocol').presets.velocity as SyndicateSide;
    expect(() => buildLoadout({ ...preset, armor: 'composite-armor-rig' }, {}, 'test')).toThrow(/Encumbered/);
  });

  it('a dealt hand of 5 from 20 Movement cards in 40 lacks them with probability C(20,5)/C(40,5)', () => {
    expect(noMovementOdds(20)).toBeCloseTo(15504 / 658008, 12);
  });

  it("reads each Operator's first attack in the round the engine's own statistic has it (SP-014's firstShotRound)", () => {
    const game = findGame('syndicate-protocol');
    for (const arm of [ARMS[0], ARMS[ARMS.length - 2]]) {
      const match = prepareMatch(arm.params);
      for (let g = 0; g < 3; g++) {
        dealStreams(Xoshiro128.stream(21, g), match.words);
        const state = game.newGame({ sides: [arm.params.sideA, arm.params.sideB], variants: arm.params.variants, chance: resetTo(match.chance, match.words, 0), log: true }) as SyndicateState;
        const played = playWatched(state, [
          { agent: match.agentA, rng: resetTo(match.rngA, match.words, 4) },
          { agent: match.agentB, rng: resetTo(match.rngB, match.words, 8) },
        ]);
        const facts = readGame(state.events(), sideStart(state, 0, played), played.plans);
        expect(facts.firstOpAttack, `${arm.id} game ${g}`).toBe(game.statistics.firstShotRound.perGame(state, 0));
        expect(facts.plans, `${arm.id} game ${g}`).toBe(state.round);
      }
    }
  }, 60_000);

  it('watches the same pair the match runner plays (lane 0 skips nothing)', () => {
    const params = ARMS[0].params;
    const watched = factsTrial(params, Xoshiro128.stream(9, 0));
    const plain = playPairTrial(params, Xoshiro128.stream(9, 0));
    expect([watched.pair, watched.scoreA, watched.length, watched.capped]).toEqual([plain.pair, plain.scoreA, plain.length, plain.capped]);
  }, 60_000);
});

/** A made-up result: every pair of every arm gives these per-game counts (so every interval is as narrow as it gets). */
function madeUp(counts: (arm: string) => Partial<Facts>, score: [number, number, number]): ExperimentResult {
  const metric = (mean: number, ci: [number, number] = [mean, mean]): MeanMetric => ({ kind: 'mean', label: '', unit: '', n: 50, mean, sd: 0, ci });
  const arms = ARMS.map((spec) => {
    const c = { ...Object.fromEntries(COUNTS.map((k) => [k, 0])), ...counts(spec.id) } as Facts;
    const metrics: Record<string, MeanMetric> = Object.fromEntries(COUNTS.map((k) => [k, metric(c[k])]));
    for (const [ratio, { hits, of }] of Object.entries(RATIOS)) metrics[`${ratio}Sum`] = metric(c[hits] + c[of]);
    metrics.scoreA = metric(score[0], [score[1], score[2]]);
    metrics.capped = metric(0.25);
    return { id: spec.id, label: spec.label!, params: {}, trials: 50, metrics } as unknown as ArmResult;
  });
  return { arms } as unknown as ExperimentResult;
}

const TYPICAL: Partial<Facts> = {
  plans: 40, handCards: 200, noMovement: 10, rounds: 38, playMovement: 20, playManeuver: 10, playUtility: 8, otherRounds: 18, still: 19, opSpaces: 19,
  movementStill: 10, otherMoved: 9, move_dash: 5, spaces_dash: 10, move_advance: 15, spaces_advance: 15, movementSpaces: 25,
  mercRounds: 76, synergy: 57, mercRounds_spotter: 76, mercSpaces_spotter: 38, mercFull_spotter: 19,
  startGap: 21, hazardCells: 2, firstAttack: 6, firstOpAttack: 15, firstWound: 8, operatorLoss: 9,
};

describe('sp-game-facts: the sentences', () => {
  it('one line per item and a closing line, with the shares and means worked from the counts', () => {
    const lines = answer(madeUp(() => TYPICAL, [0.3, 0.25, 0.35]));
    expect(lines).toHaveLength(11);
    expect(lines.map((line) => line.slice(0, 6))).toEqual(['SP-072', 'SP-074', 'SP-082', 'SP-088', 'SP-089', 'SP-091', 'SP-092', 'SP-093', 'SP-094', 'SP-095', lines[10].slice(0, 6)]);
    // 10 of 40 decisions without a Movement card; 5 cards a decision; 19 of 38 rounds still; 57 of 76 Mercenary-rounds in range.
    expect(lines[0]).toMatch(/no Movement card at 25\.0% \(24\.\d-25\.\d%, 56,000 planning decisions\)/);
    expect(lines[0]).toMatch(/It holds 5\.00 cards/);
    expect(lines[1]).toMatch(/does not move at all in 50\.0%/);
    expect(lines[4]).toMatch(/within 4 spaces of its Operator in 75\.0%/);
    expect(lines[6]).toMatch(/21 spaces apart in every game/);
    expect(lines[6]).toMatch(/round 6\.00? /);
    // Nothing counted: "none", never a share of nothing.
    expect(lines[8]).toMatch(/none in 1,500 games/);
    expect(lines[2]).toMatch(/scores 0\.300 \(0\.250 to 0\.350, 100 games\) against the Velocity preset, clearly below 1\/2/);
    expect(lines[10]).toMatch(/^1,500 games: the 14 ordered pairings/);
  });

  it('calls a score or a trailing distance clear only when its interval says so', () => {
    const trailing = (arm: string) => ({ ...TYPICAL, trail: arm.startsWith('lens-') ? 76 : arm.startsWith('razor-') ? -38 : 0 });
    const lines = answer(madeUp(trailing, [0.48, 0.4, 0.56]));
    expect(lines[2]).toMatch(/not clearly different from 1\/2/);
    expect(lines[4]).toMatch(/clearly behind their Operator for Lens, clearly ahead of it for Razor\./);
    expect(lines[4]).toMatch(/Lens 1\.00 spaces/);
  });
});

describe('sp-game-facts: verdicts only from intervals', () => {
  it('bounds how often the allowance limits a Mercenary by the full-allowance share, and says "rarely" only below 10%', () => {
    // 19 of 76 Spotter-rounds end the full 2 spaces away: 25%, not rare.
    const common = answer(madeUp(() => TYPICAL, [0.3, 0.25, 0.35]))[3];
    expect(common).toMatch(/the allowance limits a Spotter's move in at most 25\.0% \([\d.]+-[\d.]+%, [\d,]+ Mercenary-rounds\) of its rounds, the highest of the roles' bounds: that is not rare/);
    expect(common).not.toContain('rarely');
    // 2 of 76: 2.6%, under the 10% cutoff.
    const rare = answer(madeUp(() => ({ ...TYPICAL, mercFull_spotter: 2 }), [0.3, 0.25, 0.35]))[3];
    expect(rare).toContain('the allowance rarely limits a Mercenary (under 10% for every role)');
  });

  it("gives side A's Operator's loss per game with its interval and games", () => {
    expect(answer(madeUp(() => TYPICAL, [0.3, 0.25, 0.35]))[7]).toContain("side A's Operator alone loses 9.00 HP per game (9.00 to 9.00, 1,500 games) to everything");
  });
});

describe('sp-game-facts: a short run', () => {
  it('plays every arm and its counts agree with each other', async () => {
    const { result } = await runToResult({ experiment: 'sp-game-facts', trials: 2, seed: 5, workers: 1 });
    expect(result.arms.map((arm) => arm.id)).toEqual(ARMS.map((arm) => arm.id));
    for (const arm of result.arms) {
      const m = (id: string) => (arm.metrics[id] as MeanMetric).mean;
      const sum = (ids: string[]) => ids.reduce((s, id) => s + m(id), 0);
      const close = (a: number, b: number) => expect(a, arm.id).toBeCloseTo(b, 9);
      // Rounds: a Movement card or not; still = stayed with a Movement card + did not move without one.
      close(m('rounds'), m('playMovement') + m('otherRounds'));
      expect(m('playManeuver') + m('playUtility') + m('playMelee'), arm.id).toBeLessThanOrEqual(m('otherRounds') + 1e-9);
      close(m('still'), m('movementStill') + m('otherRounds') - m('otherMoved'));
      close(sum(MOVE_GROUPS.map((g) => `move_${g}`)), m('playMovement'));
      close(sum(MOVE_GROUPS.map((g) => `spaces_${g}`)), m('movementSpaces'));
      close(sum(ROLES.map((r) => `mercRounds_${r}`)), m('mercRounds'));
      expect(m('synergy'), arm.id).toBeLessThanOrEqual(m('mercRounds') + 1e-9);
      // A decision every round (the deciding one too), never fewer than 5 cards in hand, never more rounds than the game.
      expect(m('plans'), arm.id).toBeGreaterThanOrEqual(m('rounds'));
      expect(m('handCards'), arm.id).toBeGreaterThanOrEqual(5 * m('plans') - 1e-9);
      expect(m('rounds'), arm.id).toBeLessThanOrEqual(m('length') + 1e-9);
      // Every Push is a successful attempt; Hazards deal at most 1 an entry; 21 spaces between deployed Operators.
      close(m('pushes'), m('pushAttempts') - m('pushBlocked'));
      expect(m('hazardDamage'), arm.id).toBeLessThanOrEqual(m('hazardEntries') + 1e-9);
      close(m('startGap'), 21);
      // Only the Encumbered side pays the tax, 1 HP a card: counted over the whole game, the taxed cards over complete
      // rounds, so at most one more HP than cards a game (the deciding round's).
      if (arm.id !== ENCUMBERED_ARM) close(m('taxHP'), 0);
      expect(m('taxHP'), arm.id).toBeGreaterThanOrEqual(m('taxedPlays') - 1e-9);
      expect(m('taxHP'), arm.id).toBeLessThanOrEqual(m('taxedPlays') + 1 + 1e-9);
    }
    expect(answer(result)).toHaveLength(11);
  }, 120_000);
});
