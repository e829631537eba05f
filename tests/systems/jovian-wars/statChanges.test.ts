/**
 * The `stats` variant's changes to the printed numbers (statChanges.ts): the named numbers of the named cards and
 * weapon lines change and nothing else does; a bad change is one line; the exact attack, a game's units (their rating
 * tracks, a Drone Bay's drones, Renowned and Fast cards, a hidden Q-Ship's civilian version) and a saved game read
 * the changed numbers, also after printed games have filled the caches.
 */
import { describe, expect, it } from 'vitest';
import { Xoshiro128 } from '../../../src/rng/xoshiro128.ts';
import { GameInputError } from '../../../src/game/gameInputError.ts';
import { runMatch } from '../../../src/sim/match/runMatch.ts';
import { summariseExact } from '../../../src/dice/summarise.ts';
import { attackValues, attackVariants } from '../../../src/systems/attackPipeline.ts';
import { jovianWarsAttack } from '../../../src/systems/jovian-wars/attack.ts';
import { CARDS, cardById, type CapitalCard, type FleetSide, type SquadronCard } from '../../../src/systems/jovian-wars/cards.ts';
import { STRUCTURE } from '../../../src/systems/jovian-wars/damage.ts';
import type { JovianState } from '../../../src/systems/jovian-wars/game.ts';
import { jovianWars } from '../../../src/systems/jovian-wars/index.ts';
import { defaultVariants } from '../../../src/systems/jovian-wars/rules.ts';
import { PRINTED, retrack, statCards } from '../../../src/systems/jovian-wars/statChanges.ts';
import { rating } from '../../../src/systems/jovian-wars/units.ts';

const CHANGES = 'printed:uller.structure=5, uller.armor-side=2,javelin.kinetic-cannon.ac=4,pathfinder.speed=9,appalachian.thrusters=1,cega-fighter-squadron.fire-control=3';
const preset = (id: string) => jovianWars.presets[id] as FleetSide;

const outcomes = (own: Record<string, unknown>, stats?: string) => {
  const compiled = jovianWarsAttack.compile(attackValues(jovianWarsAttack, { band: 'short', ...own }), attackVariants(jovianWarsAttack, stats ? { stats } : {}));
  return summariseExact(compiled.model, compiled.exact());
};

const game = (sides: [string, string], stats?: string, seed = 3) =>
  jovianWars.newGame({ sides: [preset(sides[0]), preset(sides[1])], variants: { ...defaultVariants(), ...(stats ? { stats } : {}) }, chance: Xoshiro128.stream(seed, 0), log: false }) as JovianState;

describe('the stats variant: the printed numbers with a designer’s changes', () => {
  it('printed (or absent) is data/cards.json itself', () => {
    for (const stats of [undefined, 'printed']) {
      const cards = statCards(stats);
      expect(cards).toBe(PRINTED);
      expect(cards.cards).toBe(CARDS);
      expect(cards.card('uller')).toBe(CARDS.get('uller'));
      expect(cards.card('uller~renowned-2')).toBe(cardById('uller~renowned-2'));
    }
  });

  it('a change sets exactly the named numbers; every other field, weapon line and card stays the printed object', () => {
    const cards = statCards(CHANGES);
    const uller = CARDS.get('uller') as CapitalCard;
    expect(cards.card('uller')).toEqual({ ...uller, structure: [5, 4, 3, 2, 1], armor: { ...uller.armor, side: 2 } });
    const javelin = CARDS.get('javelin')!;
    expect(cards.card('javelin')).toEqual({ ...javelin, weapons: [{ ...javelin.weapons[0], ac: 4 }, javelin.weapons[1]] });
    expect(cards.card('javelin')!.weapons[1]).toBe(javelin.weapons[1]);
    expect(cards.card('pathfinder')).toEqual({ ...CARDS.get('pathfinder'), speed: 9 });
    expect(cards.card('cega-fighter-squadron')).toEqual({ ...CARDS.get('cega-fighter-squadron'), fireControl: 3 });
    // A redundant box below the new top stays (Damage Types › Rating Damage): Thrusters 2, 1, 1 at 1 -> 1, 1.
    expect((cards.card('appalachian') as CapitalCard).thrusters).toEqual([1, 1]);
    for (const id of CARDS.keys()) if (!['uller', 'javelin', 'pathfinder', 'appalachian', 'cega-fighter-squadron'].includes(id)) expect(cards.card(id), id).toBe(CARDS.get(id));
    expect([...cards.cards.keys()]).toEqual([...CARDS.keys()]);
    // The printed cards themselves are untouched, and the value is made once.
    expect(uller.structure).toEqual([4, 3, 2, 1]);
    expect(javelin.weapons[0].ac).toBe(3);
    expect(statCards(CHANGES)).toBe(cards);
  });

  it('a rating track takes its new top box: boxes above dropped, one added per point above the printed top', () => {
    expect(retrack([4, 3, 2, 1], 5)).toEqual([5, 4, 3, 2, 1]);
    expect(retrack([4, 3, 2, 1], 2)).toEqual([2, 1]);
    expect(retrack([2, 1, 1], 3)).toEqual([3, 2, 1, 1]);
    expect(retrack([1, 1], 0)).toEqual([]);
    expect(retrack([], 2)).toEqual([2, 1]);
  });

  it('Renowned and Fast cards of a changed card are made from it; the printed ones stay printed', () => {
    const cards = statCards('printed:uller.skill=4,uller.structure=6');
    const renowned = cards.card('uller~renowned-2') as CapitalCard;
    expect([renowned.skill, renowned.structure[0], renowned.traits]).toEqual([6, 6, ['reactive-armor:1', 'renowned:2']]);
    expect(cards.card('uller~renowned-2~fast')).toMatchObject({ skill: 6, structure: [6, 5, 4, 3, 2, 1], traits: ['reactive-armor:1', 'renowned:2', 'fast'] });
    expect(cards.card('uller~renowned-2')).toBe(renowned);
    expect((cardById('uller~renowned-2') as CapitalCard).skill).toBe(5);
    expect((cardById('uller~renowned-2~fast') as CapitalCard).structure).toEqual([4, 3, 2, 1]);
  });

  it('a bad change is a one-line error naming it and what is allowed', () => {
    const cases: Array<[string, RegExp]> = [
      ['printed:nobody.speed=3', /unknown card 'nobody' in 'nobody\.speed=3'; allowed: uller, wyvern, tengu, .*, cega-q-ship-civilian$/],
      ['printed:uller.fuel=3', /'fuel' is not a number of a capital ship \('uller\.fuel=3'\); allowed: speed, fire-control, turns, skill, signature, armor-fore, armor-side, armor-aft, structure, defense, sensors, thrusters, marines$/],
      ['printed:pathfinder.turns=2', /'turns' is not a number of a squadron \('pathfinder\.turns=2'\); allowed: speed, fire-control, skill, signature, armor, sensors, structure, fuel$/],
      ['printed:uller.kinetic-cannon.range=3', /'range' is not a number of a weapon line \('uller\.kinetic-cannon\.range=3'\); allowed: ac, as, macro$/],
      ['printed:uller.mass-driver.ac=3', /'uller' has no weapon 'mass-driver' \('uller\.mass-driver\.ac=3'\); its weapons: as-missiles, ac-missiles, kinetic-cannon$/],
      ['printed:appalachian.drone-bay.ac=2', /'appalachian\.drone-bay' is a Drone Bay: it launches drones and rolls no attack/],
      ['printed:uller.tv=30', /'tv' is not a number of a capital ship/],
      ['printed:cega-q-ship-civilian.structure=4', /'cega-q-ship-civilian\.structure': a Q-Ship and its civilian version share one hull \(Traits › Q-Ship\), so their rating tracks stay as printed; allowed for it: speed, .*armor-aft$/],
      ['printed:uller.structure=0', /uller\.structure must be from 1 to 9; got 0$/],
      ['printed:javelin.kinetic-cannon.as=13', /javelin\.kinetic-cannon\.as must be from 0 to 12; got 13$/],
      ['printed:uller.speed=4,uller.speed=5', /uller\.speed is changed twice; give it once$/],
      ['printed:uller.speed=2.5', /cannot read 'uller\.speed=2\.5'; write CARD\.STAT=VALUE or CARD\.WEAPON\.STAT=VALUE with a whole number/],
      ['custom', /^--variant stats must be printed, or printed:CARD\.STAT=VALUE or CARD\.WEAPON\.STAT=VALUE,\.\.\. .*; got 'custom'$/],
    ];
    for (const [stats, message] of cases) {
      let thrown: unknown;
      try {
        statCards(stats);
      } catch (error) {
        thrown = error;
      }
      expect(thrown, stats).toBeInstanceOf(GameInputError);
      expect((thrown as Error).message, stats).toMatch(message);
      expect((thrown as Error).message, stats).not.toContain('\n');
    }
  });

  it('the exact attack reads the changed numbers: a card changed to another printed card’s numbers attacks and is hit exactly as that card', () => {
    // The Javelin's Kinetic Cannon (AS3) with AS 4 is the Godsfire's (AC3/AS4, the same arcs; both Skill 3, no traits).
    const godsfire = outcomes({ attacker: 'godsfire', weapon: 'kinetic-cannon', target: 'pathfinder' });
    expect(outcomes({ attacker: 'javelin', weapon: 'kinetic-cannon', target: 'pathfinder' }).means.meanDamage).not.toBeCloseTo(godsfire.means.meanDamage, 6);
    expect(outcomes({ attacker: 'javelin', weapon: 'kinetic-cannon', target: 'pathfinder' }, 'printed:javelin.kinetic-cannon.as=4')).toEqual(godsfire);
    // The Javelin as a target with the Godsfire's side Armor 1, Defense 3 and Sensors 2 is hit as the Godsfire is: Armor
    // in the pool, the rating tracks in the damage (the same Structure 3, Thrusters 2, Marines 1, Signature 6, no traits).
    const hit = (target: string, stats?: string) => outcomes({ attacker: 'tengu', weapon: 'beam-projector', target, arc: 'side' }, stats);
    expect(hit('javelin').means.meanDamage).not.toBeCloseTo(hit('godsfire').means.meanDamage, 6);
    expect(hit('javelin', 'printed:javelin.armor-side=1,javelin.defense=3,javelin.sensors=2')).toEqual(hit('godsfire'));
    // A bad change is the --variant option's error, one line.
    expect(() => outcomes({ attacker: 'javelin', weapon: 'kinetic-cannon', target: 'pathfinder' }, 'printed:javelin.kinetic-cannon.as=13')).toThrow(/^stats=printed:javelin\.kinetic-cannon\.as=13: javelin\.kinetic-cannon\.as must be from 0 to 12; got 13$/);
  });

  it("a game's units read the changed numbers after a printed game has been played: tracks, Structure, Fuel, drones", () => {
    const printed = game(['cega-battle-group', 'jovian-strike-group']);
    const stats = 'printed:uller.structure=6,pathfinder.structure=4,pathfinder.fuel=5';
    const changed = game(['cega-battle-group', 'jovian-strike-group'], stats);
    const first = (s: JovianState, card: string) => s.units.find((u) => u.card === card)!;
    expect(rating(first(printed, 'uller'), STRUCTURE)).toBe(4);
    expect(rating(first(changed, 'uller'), STRUCTURE)).toBe(6);
    expect(first(changed, 'uller').tracks[STRUCTURE]).toEqual([6, 5, 4, 3, 2, 1]);
    expect([first(changed, 'pathfinder').structure, first(changed, 'pathfinder').fuel]).toEqual([4, 5]);
    expect([first(printed, 'pathfinder').structure, first(printed, 'pathfinder').fuel]).toEqual([3, 3]);
    // A Drone Bay's drones are launched from the changed drone card (drones.ts stockDrones).
    const drones = (s: JovianState) => s.units.filter((u) => u.def.kind === 'drone').map((u) => (u.def as SquadronCard).structure);
    expect(drones(game(['cega-cap-patrol', 'jovian-strike-group']))).toEqual([1]);
    expect(drones(game(['cega-cap-patrol', 'jovian-strike-group'], 'printed:picket-drone-squadron.structure=2'))).toEqual([2]);
    // A Renowned ship of a changed card (cards.ts renownedCard from the changed Uller).
    const renowned = jovianWars.newGame({ sides: [{ ...preset('cega-battle-group'), renowned: 'uller x1' }, preset('jovian-strike-group')], variants: { ...defaultVariants(), stats }, chance: Xoshiro128.stream(3, 0), log: false }) as JovianState;
    expect(first(renowned, 'uller~renowned-1').tracks[STRUCTURE][0]).toBe(6);
    // A bad change stops the game before it starts, in one line.
    expect(() => game(['cega-battle-group', 'jovian-strike-group'], 'printed:uller.structure=10')).toThrow(/^--variant stats=printed:uller\.structure=10: uller\.structure must be from 1 to 9; got 10$/);
  });

  it("a game's attack plans read the changed weapon after printed games have filled the plan caches (jobs.ts planFor)", () => {
    const plan = (stats?: string) => {
      const s = game(['cega-battle-group', 'jovian-strike-group'], stats);
      const javelin = s.units.find((u) => u.card === 'javelin')!;
      const uller = s.units.find((u) => u.card === 'uller')!;
      // Inside the Uller's Signature, in its fore arc: Short Range, the Kinetic Cannon's AC against a capital ship.
      [javelin.x, javelin.y] = [uller.x, uller.y + (uller.y < 24 ? 4 : -4)];
      return s.plan(javelin, 0, uller, 'activation');
    };
    const printed = plan();
    const changed = plan('printed:javelin.kinetic-cannon.ac=4');
    expect(changed.refused).toBeNull();
    // AC 4 is one more Base die (Attack › Attack Modifier: the modifier is the same).
    expect(changed.poolParams).toEqual({ ...printed.poolParams, base: printed.poolParams.base + 1 });
    expect(plan()).toEqual(printed);
  });

  it('a hidden Q-Ship is believed to be its changed civilian version', () => {
    const s = game(['cega-q-ship-group', 'jovian-strike-group'], 'printed:cega-q-ship-civilian.speed=7');
    const believed = s.determinize(1, Xoshiro128.stream(1, 0)) as JovianState;
    const at = s.units.findIndex((u) => u.card === 'cega-q-ship');
    expect(believed.units[at].card).toBe('cega-q-ship-civilian');
    expect(believed.units[at].def.speed).toBe(7);
  });

  it('a saved game keeps its changes; a printed one saves no stats variant, and reads as printed', () => {
    const stats = 'printed:uller.structure=6,javelin.kinetic-cannon.ac=4';
    const s = game(['cega-battle-group', 'jovian-strike-group'], stats);
    const saved = s.serialize();
    expect((saved.variants as Record<string, string>).stats).toBe(stats);
    const back = jovianWars.deserialize(saved) as JovianState;
    expect(back.units.find((u) => u.card === 'uller')!.tracks[STRUCTURE]).toEqual([6, 5, 4, 3, 2, 1]);
    expect(back.units.find((u) => u.card === 'javelin')!.def.weapons[0].ac).toBe(4);
    const printed = game(['cega-battle-group', 'jovian-strike-group']).serialize();
    expect(Object.keys(printed.variants as object)).not.toContain('stats');
    expect((jovianWars.deserialize(printed) as JovianState).units.find((u) => u.card === 'uller')!.def).toBe(CARDS.get('uller'));
  });

  it('a change to the printed value plays the same games as printed; a real change plays other games', async () => {
    const match = (variants: string[]) => runMatch({ system: 'jovian-wars', a: 'preset:cega-skirmish-patrol', b: 'preset:jovian-skirmish-patrol', agentA: 'heuristic', agentB: 'heuristic', games: 4, seed: 5, workers: 1, variants });
    const played = (m: Awaited<ReturnType<typeof match>>) => ({ winsA: m.winsA, winsB: m.winsB, draws: m.draws, meanLength: m.meanLength, statistics: m.statistics });
    const printed = await match([]);
    const same = await match(['stats=printed:pathfinder.kinetic-cannon.as=3,pathfinder.speed=8']);
    const changed = await match(['stats=printed:pathfinder.kinetic-cannon.as=6']);
    expect(played(same)).toEqual(played(printed));
    expect(played(changed)).not.toEqual(played(printed));
  });
});
