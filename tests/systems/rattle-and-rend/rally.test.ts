/**
 * Rally (004_c41133d86b017ece.txt, Standard Reactions › Rally: "TRIGGER: An
 * ALLIED ELEMENT in line of sight makes a Will Check. REACTION EFFECT: Make a
 * GUILE CHECK. If successful, move up to 2pts of non-Ward ALLIED ELEMENTS
 * (this may be the Champion) also in line of sight of the original Element up
 * to their MOV value towards either it's location or the enemy which caused
 * the Will Check. CRITICAL SUCCESS: Move up to 5pts of ALLIED ELEMENTS.") as a
 * golden test on a scripted position: an ally the original Element cannot see
 * (a Blocking piece between them) does not move; one it sees does.
 */
import { describe, expect, it } from 'vitest';
import { Xoshiro128 } from '../../../src/rng/xoshiro128.ts';
import { CHANCE } from '../../../src/game/state.ts';
import { rattleAndRend } from '../../../src/systems/rattle-and-rend/index.ts';
import * as O from '../../../src/systems/rattle-and-rend/ops.ts';
import { BLOCKING, defaultVariants } from '../../../src/systems/rattle-and-rend/rules.ts';
import { CRITICAL, SUCCESS } from '../../../src/systems/rattle-and-rend/check.ts';
import { D_ACTION, D_REACT, GUILE, WILL, type RrState } from '../../../src/systems/rattle-and-rend/state.ts';
import { clearTo, toActionOf, toFirstAction } from './scripted.ts';

const FIGHTERS = 2;
const SHOOTERS = 3;

describe('Rattle and Rend: Rally moves only allies in line of sight of the original Element (Standard Reactions › Rally)', () => {
  it('critical: up to 5 points; the ally behind Blocking terrain stays, the Champion and the ally in sight move toward the attacker', () => {
    const sides = [rattleAndRend.presets['dwarven-throng'], rattleAndRend.presets['ogrekin-hunting-party']] as const;
    const s = toFirstAction(rattleAndRend.newGame({ sides, variants: defaultVariants(), chance: Xoshiro128.stream(1, 0), log: true }) as RrState);
    const q = 0; // the Dwarven Throng: Champion 0 (1 point), Fighters 1-4 (2 points each)
    const p = 1;
    const ofType = (side: number, type: number) => Array.from({ length: s.n }, (_, k) => k).filter((k) => s.side[k] === side && s.type[k] === type);
    const [t, hidden, seen] = ofType(q, FIGHTERS);
    const champion = 0;
    expect([s.points[champion], s.points[hidden], s.points[seen]]).toEqual([1, 2, 2]);
    const e = ofType(p, SHOOTERS)[0];
    clearTo(s, [
      [t, 200, 100],
      [e, 200, 141],
      [champion, 160, 60],
      [hidden, 340, 100],
      [seen, 60, 100],
    ]);
    // One Blocking piece between the original Element (t) and `hidden` only.
    s.nt = 1;
    [s.tx[0], s.ty[0], s.tr[0], s.tt[0]] = [270, 100, 25, BLOCKING];
    s.cache = null;
    s.momentum[p] = 5;
    s.momentum[q] = 5;
    toActionOf(s, p);
    expect([s.decision, s.decider]).toEqual([D_ACTION, p]);
    const stand = s.legalActions().find((code) => O.actionKind(code) === O.AK_STAND && O.actionActor(code) === e && O.actionArg(code) === t);
    expect(stand).toBeDefined();
    s.apply(stand as number);
    const before = { hidden: [s.x[hidden], s.y[hidden]], seen: [s.x[seen], s.y[seen]], champion: [s.x[champion], s.y[champion]] };
    let rallied = false;
    let guard = 0;
    while (!(s.decision === D_ACTION && s.currentPlayer() !== CHANCE) && guard++ < 100) {
      if (s.currentPlayer() === CHANCE) {
        // The attack lands, t holds on a critical Will check, the Rally's Guile check is critical.
        if (s.checkKind === WILL && s.checkWho === t) s.apply(CRITICAL);
        else if (s.checkKind === GUILE && s.checkWho === champion) s.apply(CRITICAL);
        else s.apply(SUCCESS);
      } else if (s.decision === D_REACT && s.decider === q) {
        const rally = s.legalActions().find((code) => code !== 0 && O.reactionKind(code) === O.RK_RALLY);
        if (rally !== undefined && !rallied) {
          rallied = true;
          s.apply(rally);
        } else s.apply(0);
      } else s.apply(0);
    }
    expect(rallied).toBe(true);
    expect(s.events().some((event) => event.kind === 'react' && String(event.reaction).includes('Rally'))).toBe(true);
    // The hidden ally stays where it was; the ally t sees and the Champion close on the attacker.
    expect([s.x[hidden], s.y[hidden]]).toEqual(before.hidden);
    const toward = (k: number, from: number[]) => Math.hypot(s.x[k] - s.x[e], s.y[k] - s.y[e]) < Math.hypot(from[0] - s.x[e], from[1] - s.y[e]) - 1;
    expect(toward(seen, before.seen)).toBe(true);
    expect(toward(champion, before.champion)).toBe(true);
  });
});
