/**
 * Syndicate Protocol's data and battlefield: the printed catalogue (5
 * Operators, 10 Mercenaries, 21 example weapons, 3 armors, every card), bad
 * data and bad decks refused in one line naming file, field and rule (7.1,
 * 2.4, 2.9), Line of Sight (4.3, 11.2), and the section 11 terrain generator.
 */
import { describe, expect, it } from 'vitest';
import { Xoshiro128 } from '../../../src/rng/xoshiro128.ts';
import { GameInputError } from '../../../src/game/gameInputError.ts';
import { Board, cellAt, cellX, cellY, distance, MoveMasks, nearestCover, reachable, type MoveRules } from '../../../src/systems/syndicate-protocol/board.ts';
import { ARMOR_LIST, CARD_LIST, cardsUnder, cardTable, MERCENARY_LIST, OPERATOR_LIST, OPERATORS, parseCards, parseWeapons, WEAPON_LIST } from '../../../src/systems/syndicate-protocol/data.ts';
import { syndicateProtocol } from '../../../src/systems/syndicate-protocol/index.ts';
import { buildLoadout, parseDeck, type SyndicateSide } from '../../../src/systems/syndicate-protocol/loadout.ts';
import { DENSITY, fillDeadZonesOf, generatedMap, generateMap } from '../../../src/systems/syndicate-protocol/mapGenerator.ts';
import { MAPS } from '../../../src/systems/syndicate-protocol/maps.ts';
import { defaultVariants } from '../../../src/systems/syndicate-protocol/rules.ts';
import type { SyndicateState } from '../../../src/systems/syndicate-protocol/state.ts';

const variants = defaultVariants();
const razor = syndicateProtocol.presets.razor as SyndicateSide;

describe('the printed catalogue', () => {
  it('holds the 5 Operators of 8.5 with their statlines, 10 Mercenaries, 21 example weapons and 3 armors', () => {
    expect(OPERATOR_LIST.map((o) => `${o.id} ${o.acc}/${o.dod}/${o.hp}/${o.ld}`)).toEqual(['razor 3/3/20/2', 'lens 5/3/17/1', 'glitch 2/3/18/2', 'velocity 3/4/17/1', 'rampart 2/1/20/3']);
    expect(MERCENARY_LIST).toHaveLength(10);
    expect(WEAPON_LIST).toHaveLength(21);
    expect(ARMOR_LIST.map((a) => `${a.id} ${a.arm}/${a.load}/${a.dodge}/${a.move}`)).toEqual(['light-tactical-vest 1/1/0/0', 'composite-armor-rig 2/2/0/-1', 'bulwark-exo-shell 3/3/-1/-2']);
    expect(CARD_LIST.length).toBeGreaterThanOrEqual(60);
    expect(new Set(WEAPON_LIST.map((w) => w.trait.id)).size).toBe(21);
  });

  it('uses the id rule: printed names lower-cased, other characters one hyphen', () => {
    const id = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
    for (const item of [...OPERATOR_LIST, ...MERCENARY_LIST, ...WEAPON_LIST, ...ARMOR_LIST, ...CARD_LIST]) expect(item.id).toBe(id(item.name));
  });

  it('reads cards printed twice by the card-text variant (Appendix A vs section 7)', () => {
    const appendix = cardsUnder({ ...variants, 'card-text': 'appendix-a' });
    const section7 = cardsUnder({ ...variants, 'card-text': 'section-7' });
    const byId = (list: typeof appendix, id: string) => list.find((c) => c.id === id);
    expect(byId(appendix, 'quick-draw')?.type).toBe('maneuver');
    expect(byId(section7, 'quick-draw')?.type).toBe('movement');
    expect(byId(appendix, 'flashbang')?.colour).toBe('system-corporation');
    expect(byId(section7, 'flashbang')?.colour).toBe('verge-industries');
  });

  it('gives the catalogue of the readings asked for when one variants object changes in place (cardsUnder keeps its last answer)', () => {
    const changing: Record<string, string> = { ...variants, 'card-text': 'appendix-a' };
    const appendix = cardsUnder(changing);
    changing['round-cap'] = '30';
    expect(cardsUnder(changing)).toBe(appendix);
    changing['card-text'] = 'section-7';
    const section7 = cardsUnder(changing);
    expect(section7).not.toBe(appendix);
    expect(section7.find((c) => c.id === 'quick-draw')?.type).toBe('movement');
    expect(cardsUnder({ ...variants, 'card-text': 'section-7', 'melee-text': 'section-7.7' })).not.toBe(section7);
    changing['card-text'] = 'appendix-a';
    expect(cardsUnder(changing)).toBe(appendix);
  });

  it('looks cards and Mercenaries up in plain arrays holding the same objects as the frozen ones (cardTable, Field.merc)', () => {
    // The engine and the player index these plain copies (a frozen array's keyed loads are not inlined); the catalogue
    // and the loadouts shown stay frozen.
    for (const readings of [variants, { ...variants, 'card-text': 'section-7' }]) {
      const cards = cardsUnder(readings);
      const table = cardTable(cards);
      expect(Object.isFrozen(cards)).toBe(true);
      expect(Object.isFrozen(table)).toBe(false);
      expect(cardTable(cards)).toBe(table);
      expect(table).toHaveLength(cards.length);
      cards.forEach((card, c) => expect(table[c]).toBe(card));
    }
    for (const [a, b] of [['lens', 'razor'], ['glitch', 'rampart'], ['velocity', 'lens']] as const) {
      const state = syndicateProtocol.newGame({ sides: [syndicateProtocol.presets[a], syndicateProtocol.presets[b]], variants, chance: Xoshiro128.stream(1, 0), log: false }) as unknown as {
        field: { merc(unit: number): unknown; loadout(unit: number): { mercenaries: readonly unknown[] } };
        observation(player: number): { field: { merc(unit: number): unknown; loadout(unit: number): { mercenaries: readonly unknown[] } } };
      };
      for (const field of [state.field, state.observation(0).field]) {
        for (let unit = 0; unit < 6; unit++) expect(field.merc(unit)).toBe(field.loadout(unit).mercenaries[(unit % 3) - 1]);
      }
    }
  });

  it('refuses bad data in one line naming the file, the entry, the field and what is allowed', () => {
    expect(() => parseWeapons({ weapons: [{ id: 'x', name: 'X', category: 'laser', range: 3, rof: 1, trait: { id: 'corrosion', name: 'C', text: 't' } }] })).toThrow(
      "syndicate-protocol data/weapons.json: entry 'x' field 'category' must be one of pistol, smg, shotgun, assault-rifle, sniper-rifle, heavy, exotic, got \"laser\"",
    );
    expect(() => parseCards({ cards: [{ id: 'Bad Id', name: 'B' }] })).toThrow(/entry 'Bad Id' field 'id' must be an id/);
    expect(() => parseCards({ cards: [{ id: 'a', name: 'A', type: 'movement', colour: 'universal', section: '7', text: 't' }, { id: 'a', name: 'A', type: 'movement', colour: 'universal', section: '7', text: 't' }] })).toThrow(/id 'a' appears twice/);
  });
});

describe('loadouts and decks (7.1, 2.4, 2.9)', () => {
  it('accepts every preset under every variant reading', () => {
    for (const [id, side] of Object.entries(syndicateProtocol.presets)) {
      for (const [name, spec] of Object.entries(syndicateProtocol.variants)) {
        for (const value of spec.values) expect(() => buildLoadout(side as SyndicateSide, { ...variants, [name]: value }, id)).not.toThrow();
      }
    }
  });

  it.each([
    [{ deck: 'dash*4, advance*4' }, /deck has 8 cards; a Tactics deck has exactly 40 \(7\.1\)/],
    [{ deck: razor.deck.replace('dash*4', 'dash*5').replace('slide*4', 'slide*3') }, /deck has 5 copies of 'dash'; at most 4 \(7\.1\)/],
    [{ deck: razor.deck.replace('vault-breaker*4', 'grenade*2, combat-rush*2') }, /deck has 16 Movement cards; at least 17/],
    [{ deck: razor.deck.replace('grenade*2', 'smoke-screen*2') }, /deck card 'smoke-screen' is system-corporation; razor is force-alliance/],
    [{ deck: razor.deck.replace('grenade*2', 'teleport*2') }, /deck names unknown card 'teleport'/],
    [{ deck: 'dash x4' }, /deck entry 'dash x4' must be 'card-id' or 'card-id\*copies'/],
    [{ mercenary1: 'slip' }, /mercenary1 'slip' is verge-industries, razor is force-alliance; allowed: brick, rex/],
    [{ mercenary2: 'brick' }, /mercenary1 and mercenary2 are both 'brick'/],
    [{ armor: 'bulwark-exo-shell' }, /razor is Encumbered \(bulwark-exo-shell Load 3 > LD 2\) and cannot play Advanced Movement cards such as 'vault-breaker' \(2\.4\)/],
  ])('refuses %j in one line', (change, message) => {
    expect(() => buildLoadout({ ...razor, ...change } as SyndicateSide, variants, 'razor.json')).toThrow(GameInputError);
    expect(() => buildLoadout({ ...razor, ...change } as SyndicateSide, variants, 'razor.json')).toThrow(message);
  });

  it('counts 20 Movement cards under deck-movement=20 and lifts colour rules under their variants', () => {
    const seventeen = razor.deck.replace('slide*4', 'slide*1').replace('grenade*2', 'grenade*4').replace('concussive-slam*1', 'concussive-slam*2');
    expect(() => buildLoadout({ ...razor, deck: seventeen }, variants, 'r')).not.toThrow();
    expect(() => buildLoadout({ ...razor, deck: seventeen }, { ...variants, 'deck-movement': '20' }, 'r')).toThrow(/at least 20/);
    expect(() => buildLoadout({ ...razor, deck: razor.deck.replace('grenade*2', 'smoke-screen*2') }, { ...variants, 'colour-restriction': 'advanced-movement-only' }, 'r')).not.toThrow();
    expect(() => buildLoadout({ ...razor, mercenary1: 'slip' }, { ...variants, 'mercenary-colour': 'any' }, 'r')).not.toThrow();
  });

  it('parses card*copies lists', () => {
    expect([...parseDeck('dash*4, advance, advance*2', 'x')]).toEqual([['dash', 4], ['advance', 3]]);
  });
});

describe('the battlefield (section 11)', () => {
  const open = Board.fromRows(Array.from({ length: 24 }, () => '.'.repeat(24)), 'open', 'test');
  const walled = Board.fromRows(Array.from({ length: 24 }, (_, y) => (y === 5 ? '..........H.............' : y === 6 ? '..........l.............' : '.'.repeat(24))), 'walled', 'test');

  it('measures range in spaces with diagonal steps counting 1 (4.4)', () => {
    expect(distance(cellAt(0, 0), cellAt(3, 7))).toBe(7);
  });

  it('blocks LoS by Heavy Cover and Impassable between the spaces, never by the end spaces or Light Cover (4.3, 11.2)', () => {
    expect(walled.clearLine(cellAt(10, 2), cellAt(10, 9), null)).toBe(false);
    expect(walled.clearLine(cellAt(10, 5), cellAt(10, 9), null)).toBe(true);
    expect(walled.clearLine(cellAt(10, 9), cellAt(10, 6), null)).toBe(true);
    expect(walled.clearLine(cellAt(9, 2), cellAt(11, 9), null)).toBe(false);
    expect(open.clearLine(cellAt(0, 0), cellAt(23, 23), null)).toBe(true);
  });

  it('is symmetric: A sees B exactly when B sees A', () => {
    const board = generateMap(Xoshiro128.stream(4, 0), 'percent');
    const rng = Xoshiro128.stream(5, 0);
    for (let i = 0; i < 2000; i++) {
      const a = rng.nextBelow(576);
      const b = rng.nextBelow(576);
      expect(walledOrFresh(board).clearLine(a, b, null)).toBe(walledOrFresh(board).clearLine(b, a, null));
    }
  });

  it('keeps one LoS answer per pair of spaces, asked from either end (board.ts SIGHT: a triangle of unordered pairs)', () => {
    // The truth walked afresh per pair (another map in use clears the kept answers), then every pair asked in turn on one
    // map, from both ends, twice: a kept answer read for another pair, or from the wrong end, fails this.
    const board = generateMap(Xoshiro128.stream(6, 0), 'percent');
    const fresh = Board.fromText(board.text, 'fresh');
    const other = Board.fromText(board.text, 'other');
    const rng = Xoshiro128.stream(7, 0);
    const pairs: [number, number, boolean][] = [];
    let blocked = 0;
    for (let i = 0; i < 3000; i++) {
      const a = rng.nextBelow(576);
      const b = rng.nextBelow(576);
      other.clearLine(0, 1, null);
      const clear = fresh.clearLine(a, b, null);
      if (!clear) blocked++;
      pairs.push([a, b, clear]);
    }
    expect(blocked).toBeGreaterThan(300);
    for (let round = 0; round < 2; round++) {
      for (const [a, b, clear] of pairs) {
        expect(board.clearLine(a, b, null)).toBe(clear);
        expect(board.clearLine(b, a, null)).toBe(clear);
      }
    }
  });

  it('walks each line as the supercover walk by step counts did (board.ts walkLine, seventeenth pass)', () => {
    // The walk before the seventeenth pass, word for word: the decision number recomputed from the step counts each step.
    const oracle = (a: number, b: number, grid: Uint8Array, level: number): boolean => {
      let x = cellX(a);
      let y = cellY(a);
      const x1 = cellX(b);
      const y1 = cellY(b);
      const nx = Math.abs(x1 - x);
      const ny = Math.abs(y1 - y);
      const sx = x1 > x ? 1 : -1;
      const sy = y1 > y ? 1 : -1;
      let ix = 0;
      let iy = 0;
      while (ix < nx || iy < ny) {
        const decision = (1 + 2 * ix) * ny - (1 + 2 * iy) * nx;
        if (decision === 0) {
          const sideA = grid[cellAt(x + sx, y)] >= level && !(x + sx === x1 && y === y1);
          const sideB = grid[cellAt(x, y + sy)] >= level && !(x === x1 && y + sy === y1);
          if (sideA && sideB) return false;
          x += sx;
          y += sy;
          ix++;
          iy++;
        } else if (decision < 0) {
          x += sx;
          ix++;
        } else {
          y += sy;
          iy++;
        }
        if ((x !== x1 || y !== y1) && grid[cellAt(x, y)] >= level) return false;
      }
      return true;
    };
    // Temporary blockers (`extra`, level 1) on the open map are walked at every ask, never kept: random grids of 5-60%,
    // every third pair on a diagonal (exact corners at every step) and every tenth a space with itself.
    const rng = Xoshiro128.stream(8, 0);
    const extra = new Uint8Array(576);
    let blocked = 0;
    let corners = 0;
    for (let grid = 0; grid < 40; grid++) {
      const share = 5 + rng.nextBelow(56);
      for (let cell = 0; cell < 576; cell++) extra[cell] = rng.nextBelow(100) < share ? 1 : 0;
      for (let i = 0; i < 500; i++) {
        const a = rng.nextBelow(576);
        let b = rng.nextBelow(576);
        if (i % 3 === 0) {
          const d = rng.nextBelow(24);
          const x = cellX(a) + (rng.nextBelow(2) === 0 ? d : -d);
          const y = cellY(a) + (rng.nextBelow(2) === 0 ? d : -d);
          if (x >= 0 && x < 24 && y >= 0 && y < 24) b = cellAt(x, y);
        }
        if (i % 10 === 0) b = a;
        const clear = oracle(a, b, extra, 1);
        if (!clear) blocked++;
        if (Math.abs(cellX(a) - cellX(b)) === Math.abs(cellY(a) - cellY(b)) && a !== b) corners++;
        expect(open.clearLine(a, b, extra)).toBe(clear);
      }
    }
    expect(blocked).toBeGreaterThan(5000);
    expect(corners).toBeGreaterThan(2000);
    // The printed terrain (Heavy Cover and Impassable, level TERRAIN.heavy), each pair walked afresh on a new copy's cache.
    for (let map = 0; map < 4; map++) {
      const board = generateMap(Xoshiro128.stream(9, map), map % 2 === 0 ? 'percent' : 'count');
      const terrain = Uint8Array.from(board.terrain);
      for (let i = 0; i < 400; i++) {
        const a = rng.nextBelow(576);
        const b = rng.nextBelow(576);
        expect(Board.fromText(board.text, 'fresh').clearLine(a, b, null)).toBe(oracle(a, b, terrain, 2));
      }
    }
  });

  it('refuses a malformed map in one line', () => {
    expect(() => Board.fromRows(['...'], 'bad', 'data/maps/bad.json')).toThrow("data/maps/bad.json: field 'rows' must be 24 strings of 24 characters (11.1)");
    expect(() => Board.fromRows(Array.from({ length: 24 }, () => 'Z'.repeat(24)), 'bad', 'data/maps/bad.json')).toThrow(/row 0 has 'Z'; allowed: \. l H # c B T x/);
  });

  it('ships hand-authored maps that are point-symmetric and open in the deployment zones', () => {
    expect([...MAPS.keys()]).toEqual(['example-balanced-layout', 'open-streets']);
    for (const board of MAPS.values()) {
      for (let cell = 0; cell < 576; cell++) expect(board.terrain[cell]).toBe(board.terrain[575 - cell]);
      for (let x = 0; x < 24; x++) for (const y of [0, 1, 22, 23]) expect(board.passable(cellAt(x, y))).toBe(true);
    }
  });

  it.each(Object.keys(DENSITY) as (keyof typeof DENSITY)[])('generates %s-density maps: symmetric, densities of 11.3, Heavy groups of at most 4, 2+ clear lanes, no dead zones', (density) => {
    for (let seed = 0; seed < 25; seed++) {
      const board = generateMap(Xoshiro128.stream(seed, 3), density);
      const counts = [0, 0, 0, 0];
      for (let cell = 0; cell < 576; cell++) {
        counts[board.terrain[cell]]++;
        expect(board.terrain[cell]).toBe(board.terrain[575 - cell]);
      }
      const ranges = DENSITY[density];
      expect(counts[1]).toBeGreaterThanOrEqual(ranges.light[0] - 12);
      expect(counts[1]).toBeLessThanOrEqual(ranges.light[1] + 1);
      expect(counts[2]).toBeLessThanOrEqual(ranges.heavy[1] + 1);
      expect(counts[2]).toBeGreaterThanOrEqual(Math.min(ranges.heavy[0], 8) - 2);
      expect(counts[3]).toBeGreaterThanOrEqual(ranges.impassable[0] - 1);
      const grid = board.text.split('');
      for (let cell = 0; cell < 576; cell++) if ('HB'.includes(grid[cell])) expect(heavyClusterSize(grid, cell)).toBeLessThanOrEqual(4);
      let lanes = 0;
      for (let x = 0; x < 24; x++) if (Array.from({ length: 24 }, (_, y) => board.terrain[cellAt(x, y)]).every((t) => t === 0)) lanes++;
      expect(lanes).toBeGreaterThanOrEqual(2);
      expect(reachableFromZones(board)).toBe(Array.from(board.terrain).filter((t) => t !== 3).length);
    }
  });

  it('sweeps the LoS blockers for SP-020: none, then more Heavy Cover and Impassable at each step, Light Cover as under percent', () => {
    const levels = ['blocking-0', 'blocking-0.5', 'percent', 'blocking-1.5'] as const;
    const totals = levels.map((density) => {
      const counts = [0, 0, 0, 0];
      for (let seed = 0; seed < 40; seed++) for (const t of generateMap(Xoshiro128.stream(seed, 6), density).terrain) counts[t]++;
      return counts;
    });
    expect(totals[0][2] + totals[0][3]).toBe(0);
    for (let i = 1; i < levels.length; i++) {
      expect(totals[i][2]).toBeGreaterThan(totals[i - 1][2]);
      expect(totals[i][3]).toBeGreaterThan(totals[i - 1][3]);
    }
    // Light Cover within 5% of percent's at every level (the same Light range; 40 maps).
    for (const counts of totals) expect(Math.abs(counts[1] / totals[2][1] - 1)).toBeLessThan(0.05);
  });

  it('fills exactly the open pockets no king walk from row 0 or row 23 reaches (the row-mask flood against a space-by-space one)', () => {
    const rng = Xoshiro128.stream(5, 1);
    let filled = 0;
    for (let t = 0; t < 400; t++) {
      // 10-60% walls: many pockets, runs and diagonal squeezes, unlike a generated map's few.
      const walls = 10 + rng.nextBelow(50);
      const grid = new Uint8Array(576);
      for (let cell = 0; cell < 576; cell++) grid[cell] = rng.nextBelow(100) < walls ? 35 : 46;
      const seen = new Uint8Array(576);
      const stack: number[] = [];
      for (let x = 0; x < 24; x++) for (const y of [0, 23]) if (grid[cellAt(x, y)] !== 35 && seen[cellAt(x, y)] === 0) (seen[cellAt(x, y)] = 1), stack.push(cellAt(x, y));
      while (stack.length > 0) {
        const cell = stack.pop()!;
        for (let dy = -1; dy <= 1; dy++) {
          for (let dx = -1; dx <= 1; dx++) {
            const x = cellX(cell) + dx;
            const y = cellY(cell) + dy;
            if (x < 0 || y < 0 || x > 23 || y > 23 || seen[cellAt(x, y)] === 1 || grid[cellAt(x, y)] === 35) continue;
            seen[cellAt(x, y)] = 1;
            stack.push(cellAt(x, y));
          }
        }
      }
      const expected = grid.map((code, cell) => (seen[cell] === 0 ? 35 : code));
      filled += expected.filter((code, cell) => code !== grid[cell]).length;
      fillDeadZonesOf(grid);
      expect(Array.from(grid)).toEqual(Array.from(expected));
    }
    expect(filled).toBeGreaterThan(1000);
  });

  it('draws the same map from the same seed and another from another', () => {
    expect(generateMap(Xoshiro128.stream(9, 0), 'percent').text).toBe(generateMap(Xoshiro128.stream(9, 0), 'percent').text);
    expect(generateMap(Xoshiro128.stream(9, 0), 'percent').text).not.toBe(generateMap(Xoshiro128.stream(10, 0), 'percent').text);
  });

  it('gives the map just drawn again for the same stream state (a match pair), leaving the stream where drawing it would', () => {
    const first = Xoshiro128.stream(12, 0);
    const again = Xoshiro128.stream(12, 0);
    const fresh = Xoshiro128.stream(12, 0);
    const board = generatedMap(first, 'percent');
    expect(generatedMap(again, 'percent')).toBe(board);
    expect(board.text).toBe(generateMap(fresh, 'percent').text);
    expect(again.state()).toEqual(fresh.state());
    expect(first.state()).toEqual(fresh.state());
    expect(generatedMap(Xoshiro128.stream(12, 0), 'count').text).toBe(generateMap(Xoshiro128.stream(12, 0), 'count').text);
    expect(generatedMap(Xoshiro128.stream(13, 0), 'percent')).not.toBe(board);
  });

  it('lists the spaces a move reaches (3.2, 9.5) in the order and with the flags of a plain breadth-first walk, units near or far', () => {
    const rng = Xoshiro128.stream(21, 0);
    const out = new Int16Array(400);
    const flags = new Uint8Array(400);
    for (let trial = 0; trial < 600; trial++) {
      const board = trial % 3 === 0 ? MAPS.get('example-balanced-layout')! : generateMap(Xoshiro128.stream(trial % 7, 1), 'percent');
      const enemy = new Uint8Array(576);
      const occupied = new Uint8Array(576);
      let from = rng.nextBelow(576);
      while (!board.passable(from)) from = rng.nextBelow(576);
      // Some units right beside the mover (enemies that block a path), some far (the kept walks serve those).
      for (let u = 0; u < 5; u++) {
        const near = rng.nextBelow(2) === 0;
        const x = near ? Math.min(23, Math.max(0, cellX(from) + rng.nextBelow(5) - 2)) : rng.nextBelow(24);
        const y = near ? Math.min(23, Math.max(0, cellY(from) + rng.nextBelow(5) - 2)) : rng.nextBelow(24);
        const cell = cellAt(x, y);
        if (cell === from) continue;
        occupied[cell] = 1;
        if (u >= 2) enemy[cell] = 1;
      }
      const rules: MoveRules = { steps: 1 + rng.nextBelow(4), straight: false, obstacles: rng.nextBelow(4) === 0 ? 1 : 0, throughEnemy: rng.nextBelow(5) === 0 };
      const count = reachable(board, from, rules, enemy, occupied, out, flags);
      const expected = plainWalk(board, from, rules, enemy, occupied);
      expect({ trial, cells: Array.from(out.subarray(0, count)), flags: Array.from(flags.subarray(0, count)) }).toEqual({ trial, ...expected });
    }
  });

  it('finds the nearest passable space with cover by rings as the distance to every space does (board.ts nearestCover)', () => {
    // Every space of the printed maps and of generated maps of each density, and a map with no cover at all: a ring
    // skipped, or an end of a middle row missed, fails it.
    const boards = [...MAPS.values(), ...(Object.keys(DENSITY) as (keyof typeof DENSITY)[]).map((density, k) => generateMap(Xoshiro128.stream(30 + k, 1), density)), Board.fromText('.'.repeat(576), 'open')];
    for (const board of boards) {
      for (let at = 0; at < 576; at++) {
        let nearest = 24;
        for (let c = 0; c < 576; c++) if (board.cover(c) > 0 && board.passable(c)) nearest = Math.min(nearest, distance(at, c));
        if (nearestCover(board, at) !== nearest) expect({ map: board.id, at, found: nearestCover(board, at) }).toEqual({ map: board.id, at, found: nearest });
      }
    }
  });

  it('fills the movement masks as a fresh pair would, clearing only what the last fill marked (board.ts MoveMasks)', () => {
    // One pair of masks filled again and again from fields with units and Kinetic Barriers here and there, some
    // Mercenaries eliminated (-1) or at 0 Health: each fill must equal a fresh pair's (a stale mark fails it).
    const presets = syndicateProtocol.presets as Record<string, SyndicateSide>;
    const s = syndicateProtocol.newGame({ sides: [presets.lens, presets.razor], variants: defaultVariants(), chance: Xoshiro128.stream(4, 0), log: false }) as SyndicateState;
    const f = s.field;
    const rng = Xoshiro128.stream(22, 0);
    const masks = new MoveMasks();
    for (let trial = 0; trial < 400; trial++) {
      for (let u = 0; u < 6; u++) {
        f.pos[u] = u % 3 !== 0 && rng.nextBelow(6) === 0 ? -1 : rng.nextBelow(576);
        f.hp[u] = rng.nextBelow(5) === 0 ? 0 : 1 + rng.nextBelow(8);
      }
      for (let seat = 0; seat < 2; seat++) f.barrier[seat] = rng.nextBelow(3) === 0 ? rng.nextBelow(576) : -1;
      const seat = rng.nextBelow(2);
      const fresh = new MoveMasks();
      f.fillMasks(seat, fresh);
      f.fillMasks(seat, masks);
      expect({ trial, enemy: Array.from(masks.enemy), occupied: Array.from(masks.occupied) }).toEqual({ trial, enemy: Array.from(fresh.enemy), occupied: Array.from(fresh.occupied) });
    }
  });

  it('rates Operators as printed (8.5): Lens is the most accurate, Rampart the hardest to move', () => {
    expect(OPERATORS.get('lens')?.acc).toBe(5);
    expect(OPERATORS.get('rampart')?.ld).toBe(3);
  });
});

/** An independent oracle for section 11's "no clusters of more than 4 Heavy Cover": the touching (8-neighbour) H/B group of `start`, by a plain search. */
function heavyClusterSize(grid: readonly string[], start: number): number {
  const seen = new Set([start]);
  const todo = [start];
  while (todo.length > 0) {
    const cell = todo.pop()!;
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        const x = cellX(cell) + dx;
        const y = cellY(cell) + dy;
        if (x < 0 || y < 0 || x >= 24 || y >= 24) continue;
        const next = cellAt(x, y);
        if (!seen.has(next) && 'HB'.includes(grid[next])) {
          seen.add(next);
          todo.push(next);
        }
      }
    }
  }
  return seen.size;
}

/**
 * An oracle for reachable (not straight): a breadth-first walk over (space, path state) written plainly with a Set, then
 * each queued space listed once in queue order (not the start, not occupied, not Impassable), keeping the path that
 * crossed cover without spending the allowances. Diagonal steps between two Impassable spaces are not allowed.
 */
function plainWalk(board: Board, from: number, rules: MoveRules, enemy: Uint8Array, occupied: Uint8Array): { cells: number[]; flags: number[] } {
  const seen = new Set([`${from}:0`]);
  let layer: [number, number][] = [[from, 0]];
  const queued: [number, number][] = [];
  for (let depth = 0; depth < rules.steps; depth++) {
    const next: [number, number][] = [];
    for (const [cell, state] of layer) {
      for (const [dx, dy] of [[1, 0], [1, 1], [0, 1], [-1, 1], [-1, 0], [-1, -1], [0, -1], [1, -1]]) {
        const x = cellX(cell) + dx;
        const y = cellY(cell) + dy;
        if (x < 0 || y < 0 || x > 23 || y > 23) continue;
        if (dx !== 0 && dy !== 0 && !board.passable(cellAt(x, cellY(cell))) && !board.passable(cellAt(cellX(cell), y))) continue;
        const to = cellAt(x, y);
        let s = state;
        if (!board.passable(to)) {
          if (rules.obstacles === 0 || (s & 2) !== 0) continue;
          s |= 2;
        }
        if (enemy[to] === 1) {
          if (!rules.throughEnemy || (s & 4) !== 0) continue;
          s |= 4;
        }
        if (board.cover(to) > 0) s |= 1;
        if (seen.has(`${to}:${s}`)) continue;
        seen.add(`${to}:${s}`);
        next.push([to, s]);
        queued.push([to, s]);
      }
    }
    layer = next;
  }
  const cost = (s: number) => ((s & 2) !== 0 ? 2 : 0) + ((s & 4) !== 0 ? 2 : 0) - (s & 1);
  const cells = [from];
  const flags = [0];
  for (const [cell, s] of queued) {
    if (cell === from || occupied[cell] !== 0 || !board.passable(cell)) continue;
    const at = cells.indexOf(cell);
    if (at < 0) {
      cells.push(cell);
      flags.push(s);
    } else if (cost(s) < cost(flags[at])) flags[at] = s;
  }
  return { cells, flags };
}

function walledOrFresh(board: Board): Board {
  return board;
}

function reachableFromZones(board: Board): number {
  const seen = new Set<number>();
  const stack: number[] = [];
  for (let x = 0; x < 24; x++) for (const y of [0, 23]) if (board.passable(cellAt(x, y))) stack.push(cellAt(x, y));
  for (const cell of stack) seen.add(cell);
  while (stack.length > 0) {
    const cell = stack.pop() as number;
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        const x = cellX(cell) + dx;
        const y = cellY(cell) + dy;
        if (x < 0 || y < 0 || x > 23 || y > 23) continue;
        const next = cellAt(x, y);
        if (board.passable(next) && !seen.has(next)) {
          seen.add(next);
          stack.push(next);
        }
      }
    }
  }
  return seen.size;
}
