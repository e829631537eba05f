/**
 * The player's kept shots (aiShots.ts placedSlot) stay valid across shotVersions while the numbers Field.shotReads
 * lists for the pair, and Field.shotSigns, are unchanged (bench-syndicate-protocol, eleventh pass). That holds only if
 * the list names everything fillSetup reads besides what the memo key holds (spaces, spaces moved) and shotSigns (who
 * is alive; moving last round for an Assault Rifle). This test changes every other number of real fields, one at a
 * time, and checks fillSetup gives the same setup: a read missing from shotReads fails here rather than changing play
 * silently.
 */
import { describe, expect, it } from 'vitest';
import { Xoshiro128 } from '../../../src/rng/xoshiro128.ts';
import { makeAgent } from '../../../src/game/agents/agentSpec.ts';
import { agentContext } from '../../../src/game/matchSetup.ts';
import { SeatView } from '../../../src/game/agents/agent.ts';
import { CHANCE } from '../../../src/game/state.ts';
import { shot } from '../../../src/systems/syndicate-protocol/aiShots.ts';
import { Field, SHOT_READS_MAX } from '../../../src/systems/syndicate-protocol/field.ts';
import { syndicateProtocol } from '../../../src/systems/syndicate-protocol/index.ts';
import { defaultVariants } from '../../../src/systems/syndicate-protocol/rules.ts';
import type { SyndicateState } from '../../../src/systems/syndicate-protocol/state.ts';

/** The kept number: the shot's expected damage (a setup field no profile reads, such as moving last round without an Assault Rifle, may differ). */
const valueOf = (f: Field, attacker: number, target: number, from: number) => shot(f, attacker, target, from);

/** The field's named views into its data (unit and seat arrays), with where each starts. */
function viewsOf(f: Field): { name: string; at: number; length: number }[] {
  return Object.entries(f)
    .filter(([, v]) => v instanceof Int16Array && v.buffer === f.data.buffer && v !== f.data)
    .map(([name, v]) => ({ name, at: (v as Int16Array).byteOffset / 2, length: (v as Int16Array).length }));
}

/** Fields met at every 4th decision of heuristic games of three pairings (seeds 1-2). */
function fields(): Field[] {
  const out: Field[] = [];
  const presets = syndicateProtocol.presets;
  for (const [a, b] of [
    ['razor', 'lens'],
    ['glitch', 'velocity'],
    ['rampart', 'razor'],
  ] as const) {
    for (let seed = 1; seed <= 2; seed++) {
      const s = syndicateProtocol.newGame({ sides: [presets[a], presets[b]], variants: defaultVariants(), chance: Xoshiro128.stream(seed, 0), log: false }) as SyndicateState;
      const agents = [0, 1].map(() => makeAgent('heuristic', agentContext(syndicateProtocol)));
      const rng = Xoshiro128.stream(seed, 5);
      for (let step = 0; !s.isTerminal() && step < 2000; step++) {
        const p = s.currentPlayer();
        if (p === CHANCE) {
          s.applyChance();
          continue;
        }
        if (step % 4 === 0) {
          const copy = s.field.copy();
          out.push(copy);
        }
        s.apply(agents[p].act(new SeatView(s, p), rng));
      }
    }
  }
  return out;
}

describe('Field.shotReads names everything fillSetup reads besides the kept-shot key and shotSigns', () => {
  it('changing any other number of a real field leaves every shot\'s expected damage as it was', () => {
    const list = fields();
    expect(list.length).toBeGreaterThan(50);
    const reads = new Int32Array(SHOT_READS_MAX);
    let checked = 0;
    for (const f of list) {
      const views = viewsOf(f);
      const data = f.data;
      for (let attacker = 0; attacker < 6; attacker++) {
        if (!f.alive(attacker)) continue;
        for (let target = attacker < 3 ? 3 : 0; target < (attacker < 3 ? 6 : 3); target++) {
          if (!f.alive(target)) continue;
          const from = f.pos[attacker];
          const before = valueOf(f, attacker, target, from);
          const listed = new Set(reads.subarray(0, Field.shotReads(attacker, target, reads, 0)));
          const signs = f.shotSigns(attacker);
          for (const { name, at, length } of views) {
            // The key holds spaces and spaces moved; shotSigns who is alive and an Assault Rifle's moving last round.
            if (name === 'pos' || name === 'moved' || name === 'startPos') continue;
            for (let i = at; i < at + length; i++) {
              if (listed.has(i)) continue;
              const old = data[i];
              if (name === 'hp' && old <= 0) continue;
              data[i] = old + 1;
              let after: number | string;
              try {
                after = f.shotSigns(attacker) === signs ? valueOf(f, attacker, target, from) : before;
              } catch {
                after = 'threw';
              }
              data[i] = old;
              expect(after, `${name}[${i - at}] changed the shot of ${attacker} at ${target}`).toBe(before);
              checked++;
            }
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(10_000);
  }, 120_000);
});
