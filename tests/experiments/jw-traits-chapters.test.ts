/**
 * jw-traits-chapters (experiments/jovian-wars/traits-chapters.ts; JW-029..051): the answer names the traits as the
 * game's data does (not their ids), reads its fix order "X first, then Y, then Z", and writes no arrow the report
 * would escape.
 */
import { describe, expect, it } from 'vitest';
import experiment, { traitName } from '../../experiments/jovian-wars/traits-chapters.ts';
import { runToResult } from '../../src/sim/run.ts';

describe('jw-traits-chapters', () => {
  it('takes trait names from the game data', () => {
    expect(['cmm', 'ecm', 'td', 'energy-armor', 'ap'].map(traitName)).toEqual(['CMM', 'ECM', 'Target Designator', 'Energy Armor', 'AP']);
    expect(() => traitName('no-such-trait')).toThrow(/no name for trait 'no-such-trait'/);
  });

  it('a short run: the fix order by name, no ids, no arrow', async () => {
    const { result } = await runToResult({ experiment: 'jw-traits-chapters', trials: 2000, seed: 3, workers: 1 });
    const text = experiment.answer!(result);
    expect(text[0]).toContain('(traits-2 minus traits-1, exact, boxes marked): CMM first, then ECM, then Sniper;');
    expect(text[1]).toMatch(/^Ranked \(the change, then the damage from traits-1 to traits-2\): CMM \+0\.444 \(\+112%\), from 0\.398 to 0\.843 \(/);
    const all = text.join('\n');
    expect(all).not.toContain('->');
    expect(all).not.toMatch(/\b(cmm|ecm|td|snub|sniper|link|evasive|swarm|ap|energy-armor|reactive-armor) [+-]/);
    expect(all).toMatch(/Sampled check: \d+ of 24 arms' 95% intervals hold their exact damage/);
    expect(result.arms.find((a) => a.id === 'td-traits-1')!.label).toBe('Target Designator, traits-1');
  }, 60_000);
});
