/**
 * Game setup ("Eight Game Setup"), the parts that are geometry rather than
 * choices: the terrain layouts Player B chooses from, the five deployment
 * zones, placing both warbands, and the Reputations' and Tactics' setup
 * effects. The rolls and choices themselves are chance nodes and decisions in
 * engine.ts.
 *
 * Simplified (README): terrain is one of three prepared layouts per density
 * (Player B chooses which: "place that terrain as they see fit"), pieces are
 * circles; each warband is placed automatically in a formation (melee
 * Elements in front, Shooters, Skirmishers, Champions and Wards behind), in
 * the rulebook's order (A half, B all, A the rest); Reputations and
 * Ambushers/Delayed choices follow fixed sensible rules.
 */
import * as boardModule from './board.ts';
import * as rulesModule from './rules.ts';
import * as stateModule from './state.ts';
import type { RrState } from './state.ts';
// Module-local copies: under tsx every imported binding is a getter call (scripts/bench-rattle-and-rend.ts).
const { hypot, nearestFreeSpot } = boardModule;
const { BAND_MM, BLOCKING, BOARD_MM, CHAMPION, DREGS, FIGHTERS, HAZARDOUS, HEAVY, INSPIRING, ROUGH, SHOOTERS, SKIRMISHERS, THEMES, WARD } = rulesModule;
const { CARRIED, F_COMPELLED, F_DUEL_TARGET, RESERVE, tacticBit } = stateModule;
const AMBUSHERS_BIT = tacticBit('ambushers');
const RIDERS_BIT = tacticBit('riders');

type Piece = readonly [number, number, number];
const SPARSE_LAYOUTS: readonly (readonly Piece[])[] = [
  [[100, 200, 40], [300, 200, 40], [200, 140, 35], [200, 260, 35], [60, 300, 30]],
  [[200, 200, 45], [90, 150, 35], [310, 250, 35], [150, 290, 30], [250, 110, 30]],
  [[130, 130, 40], [270, 270, 40], [270, 130, 35], [130, 270, 35], [200, 200, 25]],
];
const DENSE_LAYOUTS: readonly (readonly Piece[])[] = [
  [[80, 110, 40], [200, 110, 40], [320, 110, 40], [80, 200, 42], [200, 200, 42], [320, 200, 42], [80, 290, 40], [200, 290, 40], [320, 290, 40]],
  [[60, 130, 38], [160, 110, 38], [260, 130, 38], [360, 110, 38], [110, 200, 40], [210, 220, 40], [310, 200, 40], [150, 290, 38], [270, 290, 38]],
  [[200, 200, 50], ...Array.from({ length: 8 }, (_, k) => [200 + 130 * Math.cos((k * Math.PI) / 4), 200 + 130 * Math.sin((k * Math.PI) / 4), 36] as const)],
];
export const LAYOUT_COUNT = 3;
/** Terrain types by piece for each density (sparse: at least two types; dense: Blocking included). */
const SPARSE_TYPES = [BLOCKING, ROUGH, INSPIRING, HAZARDOUS, ROUGH];
const DENSE_TYPES = [BLOCKING, ROUGH, BLOCKING, HAZARDOUS, INSPIRING, ROUGH, BLOCKING, HAZARDOUS, ROUGH];

/**
 * Variant terrain-layouts=step-2: layouts built to Step 2's figures ("Sparse Terrain: ... approximately 20% of the
 * board"; "Dense Terrain: ... one type must be BLOCKING TERRAIN. Fill roughly 40% of the board ... so thick that in
 * some places a player must be forced to move through Rough or Hazardous terrain"). Pieces are [x, y, radius, type].
 * Sparse: the engine's sparse layouts with radii x1.27 (19.6-20.6% of the board, a 1 mm grid). Dense (39.7-41.4%):
 * 1 a ring of seven Rough and Hazardous pieces round the centre, 2 a half ring against the left edge, 3 one against
 * each side edge; each rings a pocket of open ground only reachable through Rough or Hazardous terrain, and leaves
 * ways round between the deployment zones (tests/systems/rattle-and-rend/terrainLayouts.test.ts;
 * rr-board-geometry measures both).
 */
type TypedPiece = readonly [number, number, number, number];
const STEP2_SPARSE: readonly (readonly TypedPiece[])[] = [
  [[100, 200, 51, BLOCKING], [300, 200, 51, ROUGH], [200, 140, 44, INSPIRING], [200, 260, 44, HAZARDOUS], [60, 300, 38, ROUGH]],
  [[200, 200, 57, BLOCKING], [90, 150, 44, ROUGH], [310, 250, 44, INSPIRING], [150, 290, 38, HAZARDOUS], [250, 110, 38, ROUGH]],
  [[130, 130, 51, BLOCKING], [270, 270, 51, ROUGH], [270, 130, 44, INSPIRING], [130, 270, 44, HAZARDOUS], [200, 200, 32, ROUGH]],
];
const STEP2_DENSE: readonly (readonly TypedPiece[])[] = [
  [
    [295, 200, 46, ROUGH], [259, 274, 46, HAZARDOUS], [179, 293, 46, ROUGH], [114, 241, 46, HAZARDOUS], [114, 159, 46, ROUGH], [179, 107, 46, HAZARDOUS], [259, 126, 46, ROUGH],
    [90, 90, 46, BLOCKING], [310, 310, 46, BLOCKING], [310, 90, 44, INSPIRING], [90, 310, 44, ROUGH],
  ],
  [
    [18, 97, 46, ROUGH], [80, 133, 46, HAZARDOUS], [105, 200, 46, ROUGH], [80, 267, 46, HAZARDOUS], [18, 303, 46, ROUGH],
    [235, 200, 58, BLOCKING], [330, 115, 50, ROUGH], [330, 285, 50, INSPIRING], [160, 105, 42, BLOCKING], [160, 295, 42, HAZARDOUS],
  ],
  [
    [22, 118, 44, HAZARDOUS], [77, 164, 44, ROUGH], [77, 236, 44, HAZARDOUS], [22, 282, 44, ROUGH],
    [378, 282, 44, ROUGH], [323, 236, 44, HAZARDOUS], [323, 164, 44, ROUGH], [378, 118, 44, HAZARDOUS],
    [200, 200, 60, BLOCKING], [200, 105, 44, INSPIRING], [200, 295, 44, BLOCKING],
  ],
];

/** The pieces of a prepared layout, [x, y, radius, type] (before a theme or King of the Hill changes them). */
export function layoutPieces(density: number, layout: number, layouts: 'lanes' | 'step-2'): readonly TypedPiece[] {
  if (layouts === 'step-2') return (density === 0 ? STEP2_SPARSE : STEP2_DENSE)[layout];
  const types = density === 0 ? SPARSE_TYPES : DENSE_TYPES;
  return (density === 0 ? SPARSE_LAYOUTS : DENSE_LAYOUTS)[layout].map(([x, y, r], k) => [x, y, r, types[k % types.length]] as const);
}

export function placeTerrain(s: RrState): void {
  const step2 = s.variants['terrain-layouts'] === 'step-2';
  const layout = layoutPieces(s.density, s.layout, s.variants['terrain-layouts']);
  s.nt = 0;
  layout.forEach(([x, y, r, printed], k) => {
    let type = printed;
    if (s.theme >= 0) {
      const theme: readonly number[] = THEMES[s.theme].types;
      // Themes replace the types; a dense board keeps Blocking where its theme has it. A Step 2 layout keeps each
      // piece's role: a type the theme has stays, a Rough or Hazardous piece (a pocket's ring) takes the theme's Rough
      // or Hazardous type, any other the theme's other type, so a theme never seals a pocket with Blocking.
      const forcing = (t: number) => t === ROUGH || t === HAZARDOUS;
      type = !step2 ? theme[k % 3] : theme.includes(printed) ? printed : (theme.find((t) => forcing(t) === forcing(printed)) ?? theme[k % 3]);
    }
    s.tx[s.nt] = x;
    s.ty[s.nt] = y;
    s.tr[s.nt] = r;
    s.tt[s.nt] = type;
    s.nt++;
  });
  if (s.scenario === 1) {
    // King of the Hill: one piece at the centre (its owner picks the category; Inspiring, so Elements can stand in it).
    for (let t = 0; t < s.nt; t++) {
      if (hypot(s.tx[t] - 200, s.ty[t] - 200) < 90) {
        s.tx[t] = s.tx[s.nt - 1];
        s.ty[t] = s.ty[s.nt - 1];
        s.tr[t] = s.tr[s.nt - 1];
        s.tt[t] = s.tt[s.nt - 1];
        s.nt--;
        t--;
      }
    }
    s.tx[s.nt] = 200;
    s.ty[s.nt] = 200;
    s.tr[s.nt] = 40;
    s.tt[s.nt] = INSPIRING;
    s.nt++;
  }
  if (s.scenario === 2) {
    // Capture the Flags: one marker at the centre, two within S of it.
    const xs = [200, 140, 260];
    for (let k = 0; k < 3; k++) {
      s.mx[k] = xs[k];
      s.my[k] = 200;
      s.mctrl[k] = -1;
    }
  } else {
    for (let k = 0; k < 3; k++) s.mctrl[k] = -2;
  }
  s.geometryWritten();
}

/**
 * The board's setup (OP_PLACE: placeTerrain, then deploy), kept whole. Both read only the state's typed arrays, seven
 * scalars (n, scenario, deployment, density, layout, theme, flip), the variants and the rosters, and write only typed
 * arrays and nt, with no roll and no log; and a match plays the same two warbands game after game (the benchmark
 * pairing meets about 150 setups: 5 scenarios x 5 deployments x 2 densities x 3 layouts). So a setup met before is
 * copied, every typed array's bytes at once (state.ts tablesFrom), instead of placed again: x1.07 heuristic and x1.08
 * random games per CPU second (bench-ab, tenth pass); deploy's sets, sorts and free-spot searches cost far more than
 * its profile share. The bytes before it are compared whole, so any difference in what the two read places the board
 * anew (tests/systems/rattle-and-rend/keptSetup.test.ts).
 */
interface KeptSetup {
  variants: RrState['variants'];
  rosters: RrState['rosters'];
  before: Int32Array;
  after: Int32Array;
  nt: number;
}
/** Kept setups by setupKey (a match meets up to 5 scenarios x 5 deployments x 2 densities x 3 layouts x 5 themes x 2 orientations). */
const KEPT_SETUPS = new Map<number, KeptSetup>();
const MAX_KEPT_SETUPS = 1024;

/** The seven scalars placeTerrain and deploy read, as one small integer (each well within its field). */
function setupKey(s: RrState): number {
  return ((((((s.scenario * 8 + s.deployment) * 4 + s.density) * 4 + s.layout) * 8 + s.theme + 1) * 2 + s.flip) * 32 + s.n);
}

/** placeTerrain and deploy, or their kept result when this state is as a kept setup found it. */
export function placeAndDeploy(s: RrState): void {
  const key = setupKey(s);
  const kept = KEPT_SETUPS.get(key);
  if (kept && kept.variants === s.variants && kept.rosters[0] === s.rosters[0] && kept.rosters[1] === s.rosters[1] && kept.before.length === s.tableWords() && s.tablesEqual(kept.before)) {
    s.tablesFrom(kept.after);
    s.nt = kept.nt;
    return;
  }
  const before = new Int32Array(s.tableWords());
  s.tablesInto(before);
  placeTerrain(s);
  deploy(s);
  const after = new Int32Array(before.length);
  s.tablesInto(after);
  if (KEPT_SETUPS.size >= MAX_KEPT_SETUPS) KEPT_SETUPS.clear();
  KEPT_SETUPS.set(key, { variants: s.variants, rosters: s.rosters, before, after, nt: s.nt });
}

/** The home y of a seat: Player A deploys at the bottom edge unless the arrangement is flipped. */
function homeBottom(s: RrState, p: number): boolean {
  return (p === 0) !== (s.flip === 1);
}

/** Slots of a deployment zone, front row first (toward the enemy), for seat p. */
export function zoneSlots(s: RrState, p: number, zone: number): Array<[number, number]> {
  const bottom = homeBottom(s, p);
  const fy = (y: number) => (bottom ? y : BOARD_MM - y);
  const slots: Array<[number, number]> = [];
  switch (s.deployment) {
    case 0: {
      // Corner: within M (160 mm) of opposing corners (A bottom-left, B top-right).
      const cx = bottom ? 0 : BOARD_MM;
      const cy = bottom ? 0 : BOARD_MM;
      for (const ring of [125, 75, 30]) {
        for (let k = 0; k < 5; k++) {
          const angle = ((k + 0.5) / 5) * (Math.PI / 2);
          const dx = Math.cos(angle) * ring;
          const dy = Math.sin(angle) * ring;
          slots.push([bottom ? cx + dx : cx - dx, bottom ? cy + dy : cy - dy]);
        }
      }
      break;
    }
    case 1:
    case 2:
      // Side (and Delayed): within S (80 mm) of a board edge.
      for (const y of [62, 24]) for (const x of [200, 140, 260, 80, 320, 30, 370]) slots.push([x, fy(y)]);
      break;
    case 3:
      // Close: within M of the centre on your half, not within S of an enemy: two rows 120-150 mm from the centre line.
      for (const y of [122, 80]) for (const x of [200, 145, 255, 90, 310]) slots.push([x, fy(y)]);
      break;
    default: {
      // Surrounded: four 100 mm strips, two per seat (alternating A B A B, or paired A A B B).
      const strips = s.variants.surrounded === 'alternating' ? (p === 0 ? [0, 2] : [1, 3]) : p === 0 ? [0, 1] : [2, 3];
      const strip = strips[zone % 2];
      for (const y of [90, 40, 140]) slots.push([strip * 100 + 30, fy(y)], [strip * 100 + 70, fy(y)]);
      break;
    }
  }
  return slots;
}

/** How many slots zoneSlots lists for the deployment (its four cases). */
function zoneSlotCount(deployment: number): number {
  return deployment === 0 ? 15 : deployment === 1 || deployment === 2 ? 14 : deployment === 3 ? 10 : 6;
}

/** The deployment's row and column values, in zoneSlots' loop order. */
const CORNER_RINGS = [125, 75, 30] as const;
const SIDE_YS = [62, 24] as const;
const SIDE_XS = [200, 140, 260, 80, 320, 30, 370] as const;
const CLOSE_YS = [122, 80] as const;
const CLOSE_XS = [200, 145, 255, 90, 310] as const;
const STRIP_YS = [90, 40, 140] as const;
const SLOT_XY = new Float64Array(2);

/**
 * zoneSlots(s, p, zone)[index] into SLOT_XY, computed alone with zoneSlots' own expressions (so the same doubles):
 * placing an Element built the whole list of up to 15 pairs (seventh pass: ~9 KB of a random game's allocation).
 */
function zoneSlotInto(s: RrState, p: number, zone: number, index: number): void {
  const bottom = homeBottom(s, p);
  switch (s.deployment) {
    case 0: {
      const cx = bottom ? 0 : BOARD_MM;
      const cy = bottom ? 0 : BOARD_MM;
      const ring = CORNER_RINGS[Math.floor(index / 5)];
      const k = index % 5;
      const angle = ((k + 0.5) / 5) * (Math.PI / 2);
      const dx = Math.cos(angle) * ring;
      const dy = Math.sin(angle) * ring;
      SLOT_XY[0] = bottom ? cx + dx : cx - dx;
      SLOT_XY[1] = bottom ? cy + dy : cy - dy;
      return;
    }
    case 1:
    case 2: {
      const y = SIDE_YS[Math.floor(index / 7)];
      SLOT_XY[0] = SIDE_XS[index % 7];
      SLOT_XY[1] = bottom ? y : BOARD_MM - y;
      return;
    }
    case 3: {
      const y = CLOSE_YS[Math.floor(index / 5)];
      SLOT_XY[0] = CLOSE_XS[index % 5];
      SLOT_XY[1] = bottom ? y : BOARD_MM - y;
      return;
    }
    default: {
      const strips = s.variants.surrounded === 'alternating' ? (p === 0 ? [0, 2] : [1, 3]) : p === 0 ? [0, 1] : [2, 3];
      const strip = strips[zone % 2];
      const y = STRIP_YS[Math.floor(index / 2)];
      SLOT_XY[0] = strip * 100 + (index % 2 === 0 ? 30 : 70);
      SLOT_XY[1] = bottom ? y : BOARD_MM - y;
    }
  }
}

function isFront(type: number): boolean {
  return type === HEAVY || type === FIGHTERS || type === DREGS;
}

/** Deployment anchors: the zone's centre (Battle Summons, Push to the Brink, Ressurectionists) and the edge entry point. */
function setAnchors(s: RrState): void {
  for (let p = 0; p < 2; p++) {
    const slots = zoneSlots(s, p, 0);
    let x = 0;
    let y = 0;
    for (const [sx, sy] of slots) {
      x += sx;
      y += sy;
    }
    s.anchorX[p] = x / slots.length;
    s.anchorY[p] = y / slots.length;
    s.edgeX[p] = s.deployment === 0 ? (homeBottom(s, p) ? 40 : BOARD_MM - 40) : s.anchorX[p];
    s.edgeY[p] = homeBottom(s, p) ? 21 : BOARD_MM - 21;
  }
}

/** Picks entities of seat p summing to about `target` points from `candidates` (cheapest first, never all of them). */
function choosePoints(s: RrState, candidates: number[], target: number, atLeast: number): number[] {
  const chosen: number[] = [];
  let sum = 0;
  for (const i of candidates) {
    if (sum >= target) break;
    if (sum + s.points[i] > Math.max(target, atLeast) + 1) continue;
    chosen.push(i);
    sum += s.points[i];
  }
  return sum >= atLeast ? chosen : [];
}

function elementsOf(s: RrState, p: number, filter: (i: number) => boolean): number[] {
  const out: number[] = [];
  for (let i = 0; i < s.n; i++) if (s.side[i] === p && filter(i)) out.push(i);
  return out;
}

/** Places both warbands and applies the setup effects; leaves everything ready for round 1. */
export function deploy(s: RrState): void {
  setAnchors(s);
  const aside = [new Set<number>(), new Set<number>()];
  for (let i = 0; i < s.n; i++) s.carrier[i] = -1;
  for (let p = 0; p < 2; p++) {
    const q = 1 - p;
    // Delayed Deployment: 5-7 points wait off the board until round 2.
    if (s.deployment === 2) {
      const pool = elementsOf(s, p, (i) => s.type[i] !== WARD).sort((a, b) => s.points[b] - s.points[a]);
      for (const i of choosePoints(s, pool, 6, 5)) {
        aside[p].add(i);
        s.reserve[i] = 1;
        s.reserveRound[i] = 2;
      }
    }
    // Ambushers: up to half the points set aside, to arrive anywhere not within S of an enemy (mobile Elements, 4 points).
    if (s.has(p, AMBUSHERS_BIT)) {
      const pool = elementsOf(s, p, (i) => !aside[p].has(i) && (s.type[i] === SKIRMISHERS || s.type[i] === SHOOTERS || s.type[i] === FIGHTERS));
      for (const i of choosePoints(s, pool, 4, 2)) {
        aside[p].add(i);
        s.reserve[i] = 2;
        s.reserveRound[i] = 1;
      }
    }
    // Frenzied (the enemy's Reputation): this seat holds back 1/3 of what it would deploy, cheapest non-Wards first.
    if (s.reputationIs(q, 'frenzied') && !(s.deployment === 2 && s.variants['frenzied-delayed'] === 'exclusive')) {
      const deployable = elementsOf(s, p, (i) => !aside[p].has(i));
      const points = deployable.reduce((sum, i) => sum + s.points[i], 0);
      const pool = deployable.filter((i) => s.type[i] !== WARD).sort((a, b) => s.points[a] - s.points[b]);
      for (const i of choosePoints(s, pool, Math.round(points / 3), 1)) {
        aside[p].add(i);
        s.reserve[i] = 1;
        s.reserveRound[i] = 1;
      }
    }
    // Keep at least one Element on the board.
    if (elementsOf(s, p, (i) => !aside[p].has(i)).length === 0) {
      const first = [...aside[p]][0];
      aside[p].delete(first);
      s.reserve[first] = 0;
    }
  }
  // Transports start loaded ("Elements may begin the game being transported"): a Transport (or every Heavy under Riders) carries up to 2 points (4 for a Transport under Riders).
  for (let p = 0; p < 2; p++) {
    for (let h = 0; h < s.n; h++) {
      if (s.side[h] !== p || s.type[h] !== HEAVY || aside[p].has(h)) continue;
      const transport = s.isHeavyTrait(h, 'transport');
      if (!transport && !s.has(p, RIDERS_BIT)) continue;
      let room = transport && s.has(p, RIDERS_BIT) ? 4 : 2;
      for (const i of elementsOf(s, p, (k) => !aside[p].has(k) && s.type[k] !== HEAVY && s.type[k] !== WARD && s.carrier[k] < 0 && s.status[k] === 0)) {
        if (s.points[i] > room) continue;
        if (s.type[i] !== CHAMPION && s.type[i] !== FIGHTERS) continue;
        s.carrier[i] = h;
        s.setStatus(i, CARRIED);
        room -= s.points[i];
        if (room <= 0) break;
      }
    }
  }
  // Compelled: 3-4 points start forward, outside the deployment zone, not within S of the enemy (placed after the zones).
  const forward = [new Set<number>(), new Set<number>()];
  for (let p = 0; p < 2; p++) {
    if (!s.reputationIs(p, 'compelled')) continue;
    const pool = elementsOf(s, p, (i) => !aside[p].has(i) && s.status[i] === 0 && s.type[i] !== WARD).sort((a, b) => s.points[b] - s.points[a]);
    for (const i of choosePoints(s, pool, 4, 3)) forward[p].add(i);
  }
  // Placement order ("Game Setup"): A half (5-7 points), B all, A the rest; Wary changes the first step's size.
  const order: Array<[number, number[]]> = [];
  const onBoard = (p: number) => elementsOf(s, p, (i) => !aside[p].has(i) && s.status[i] === 0 && !forward[p].has(i)).sort((a, b) => Number(isFront(s.type[b])) - Number(isFront(s.type[a])));
  const a = onBoard(0);
  const b = onBoard(1);
  const split = (list: number[], target: number) => {
    let sum = 0;
    let k = 0;
    while (k < list.length && sum < target) sum += s.points[list[k++]];
    return [list.slice(0, k), list.slice(k)];
  };
  const [aFirst, aRest] = split(a, s.reputationIs(0, 'wary') ? 3 : 6);
  const [bFirst, bRest] = s.reputationIs(1, 'wary') ? split(b, 8) : [b, []];
  order.push([0, aFirst], [1, bFirst], [0, aRest], [1, bRest]);
  const used = [0, 0];
  for (const [p, list] of order) {
    for (const i of list) {
      zoneSlotInto(s, p, used[p], Math.floor(used[p] / (s.deployment === 4 ? 2 : 1)) % zoneSlotCount(s.deployment));
      used[p]++;
      const spot = nearestFreeSpot(s, SLOT_XY[0], SLOT_XY[1], s.radius[i], i);
      s.place(i, spot.x, spot.y);
      s.setStatus(i, 0);
    }
  }
  for (let p = 0; p < 2; p++) {
    let k = 0;
    for (const i of forward[p]) {
      const y = homeBottom(s, p) ? 175 : BOARD_MM - 175;
      const spot = nearestFreeSpot(s, 120 + 160 * (k++ % 2), y, s.radius[i], i);
      s.place(i, spot.x, spot.y);
      s.flags[i] |= F_COMPELLED;
      pushOutOfShort(s, i);
    }
  }
  for (let i = 0; i < s.n; i++) {
    if (aside[s.side[i]].has(i)) s.setStatus(i, RESERVE);
    if (s.status[i] === CARRIED) {
      s.place(i, s.x[s.carrier[i]], s.y[s.carrier[i]]);
    }
  }
  // Devious, at the end of setup: up to 4 points of the enemy moved within M (or S) toward the Devious warband, never within S of it.
  for (let p = 0; p < 2; p++) {
    if (!s.reputationIs(p, 'devious')) continue;
    const q = 1 - p;
    const reach = BAND_MM[s.variants.devious === 'medium' ? 2 : 1];
    const victims = elementsOf(s, q, (i) => s.status[i] === 0).sort((x, y) => s.points[y] - s.points[x]);
    let budget = 4;
    for (const i of victims) {
      if (s.points[i] > budget) continue;
      budget -= s.points[i];
      const dx = s.anchorX[p] - s.x[i];
      const dy = s.anchorY[p] - s.y[i];
      const d = hypot(dx, dy) || 1;
      const spot = nearestFreeSpot(s, s.x[i] + (dx / d) * reach, s.y[i] + (dy / d) * reach, s.radius[i], i);
      s.place(i, spot.x, spot.y);
      pushOutOfShort(s, i);
      s.statDeviousMoved[q] |= 1 << i;
      if (budget <= 0) break;
    }
  }
  // Prepared, after deployment: up to two terrain changes each: the Hazardous piece nearest its own anchor becomes Inspiring, and so does the next Rough one
  // (Reputations › Prepared, BOTH PLAYERS; not under prepared=options-only, RR-017).
  for (let p = 0; p < 2; p++) {
    if (!s.preparedRearranges(p)) continue;
    let changes = 2;
    for (const type of [HAZARDOUS, ROUGH]) {
      let best = -1;
      for (let t = 0; t < s.nt; t++) {
        if (s.tt[t] !== type) continue;
        if (best < 0 || hypot(s.tx[t] - s.anchorX[p], s.ty[t] - s.anchorY[p]) < hypot(s.tx[best] - s.anchorX[p], s.ty[best] - s.anchorY[p])) best = t;
      }
      if (best >= 0 && changes > 0) {
        s.tt[best] = INSPIRING;
        s.geometryWritten();
        changes--;
      }
    }
  }
  // Duel: each seat marks 2 points of the other warband (not Dregs or Wards), the one nearest its own zone.
  if (s.scenario === 3) {
    for (let p = 0; p < 2; p++) {
      const q = 1 - p;
      const near = (i: number) => hypot(s.x[i] - s.anchorX[p], s.y[i] - s.anchorY[p]);
      const pool = elementsOf(s, q, (i) => s.type[i] !== DREGS && s.type[i] !== WARD);
      const two = pool.filter((i) => s.points[i] === 2).sort((x, y) => near(x) - near(y));
      const ones = pool.filter((i) => s.points[i] === 1);
      const chosen = two.length > 0 ? [two[0]] : ones.length >= 2 ? ones.slice(0, 2) : pool.sort((x, y) => s.points[x] - s.points[y]).slice(0, 1);
      for (const i of chosen) s.flags[i] |= F_DUEL_TARGET;
    }
  }
}

/** Moves i straight away from the nearest enemy until no enemy is within S (setup rules "not within S RANGE of an enemy"). */
export function pushOutOfShort(s: RrState, i: number): void {
  for (let tries = 0; tries < 8; tries++) {
    let nearest = -1;
    let best = Infinity;
    for (let k = 0; k < s.n; k++) {
      if (s.side[k] === s.side[i] || s.status[k] !== 0) continue;
      const d = hypot(s.x[k] - s.x[i], s.y[k] - s.y[i]);
      if (d < best) {
        best = d;
        nearest = k;
      }
    }
    if (nearest < 0 || best > BAND_MM[1] + 1) return;
    const dx = s.x[i] - s.x[nearest];
    const dy = s.y[i] - s.y[nearest];
    const d = hypot(dx, dy) || 1;
    const push = BAND_MM[1] + 4 - best;
    const spot = nearestFreeSpot(s, s.x[i] + (dx / d) * push, s.y[i] + (dy / d) * push, s.radius[i], i);
    s.place(i, spot.x, spot.y);
  }
}

/** Entry points of a reserve Element: three along its own edge, or for Ambushers three spots just beyond S of the nearest enemies. */
export function entryPoint(s: RrState, i: number, k: number): [number, number] {
  const p = s.side[i];
  if (s.reserve[i] === 2) {
    const enemies: number[] = [];
    for (let e = 0; e < s.n; e++) if (s.side[e] !== p && s.status[e] === 0) enemies.push(e);
    if (enemies.length > 0) {
      const e = enemies[k % enemies.length];
      const angle = (k * 2 * Math.PI) / 3 + 0.5;
      return [s.x[e] + Math.cos(angle) * (BAND_MM[1] + 6), s.y[e] + Math.sin(angle) * (BAND_MM[1] + 6)];
    }
  }
  const xs = [s.edgeX[p], 80, 320];
  return [xs[k], s.edgeY[p]];
}

export const ENTRY_POINTS = 3;
