/**
 * reports/CATALOGUE.md (src/report/catalogue.ts): the catalogue's rows are read
 * with their group, an item is answered only by what names it, and the page
 * counts per system and group without the editorial items.
 */
import { describe, expect, it } from 'vitest';
import { catalogueMarkdown, citedIds, parseCatalogue, type Citations } from '../../src/report/catalogue.ts';

const TEXT = `## RR — Rattle and Rend
### RR (a) Explicit playtest questions / feedback requests — 2 items
| ID | Seed | Section | Exact quote | What a simulation measures | Scope |
|---|---|---|---|---|---|
| RR-002 | 004.txt | Tactics | “Is it too powerful?” | Win rate with and without it. | Game |
| RR-004 | 004.txt | Intro | “Send feedback.” | Meta. | n/a |
### RR (d) Dice mechanics and probability-relevant constants — 1 item
| ID | Seed | Section | Exact quote | What a simulation measures | Scope |
|---|---|---|---|---|---|
| RR-089 | 004.txt | Gameplay › Attacks | “SUCCESS: The target makes a WILL CHECK.” | Pipeline: P(Fury)·P(Will fail\\|2d20). | Pipeline |
`;

describe('the catalogue page', () => {
  it('reads every item row under its group, an escaped pipe inside the measure included', () => {
    const items = parseCatalogue(TEXT);
    expect(items.map((item) => [item.id, item.group, item.scope])).toEqual([
      ['RR-002', 'a', 'Game'],
      ['RR-004', 'a', 'n/a'],
      ['RR-089', 'd', 'Pipeline'],
    ]);
    expect(items[2].measure).toBe('Pipeline: P(Fury)·P(Will fail|2d20).');
    expect(items[2].section).toBe('Gameplay › Attacks');
  });

  it('finds item ids in a description, once each', () => {
    expect(citedIds('Tactics (RR-002; also RR-002 and EX-043), not RR-2 or XX-123')).toEqual(['RR-002', 'EX-043']);
  });

  it('lists what names each item, "not yet" where nothing does, and counts without the editorial items', () => {
    const citations: Citations = {
      reports: new Map([['RR-002', [{ folder: 'rattle-and-rend/rr-resurrectionists', id: 'rr-resurrectionists' }]]]),
      variants: new Map([['RR-002', ['rattle-and-rend `resurrectionists`']]]),
      kernels: new Map(),
    };
    const page = catalogueMarkdown(parseCatalogue(TEXT), citations, { RR: 'Rattle and Rend' }, 'questions.md');
    expect(page).toContain('| RR-002 | Tactics | Game | Win rate with and without it. | [rr-resurrectionists](rattle-and-rend/rr-resurrectionists/report.html), variant rattle-and-rend `resurrectionists` |');
    expect(page).toContain('| RR-004 | Intro | n/a | Meta. | nothing to simulate (editorial) |');
    expect(page).toContain('| RR-089 | Gameplay › Attacks | Pipeline | Pipeline: P(Fury)·P(Will fail\\|2d20). | **not yet** |');
    expect(page).toContain('| Rattle and Rend | 1 of 1 | 0 of 0 | 0 of 0 | 0 of 1 |');
  });
});

describe('the catalogue lists of the kernels and attack pipelines', () => {
  // Whether each id is in the catalogue is checked where the catalogue is at hand: scripts/catalogue.ts names unknown ids.
  it('name well-formed items of their own rulebook, once each', async () => {
    const { KERNELS } = await import('../../src/dice/registry.ts');
    const { ATTACKS } = await import('../../src/systems/attacks.ts');
    const prefix: Record<string, string> = { 'Jagged Shards': 'JS', Exoshift: 'EX', 'Jovian Wars': 'JW', 'Syndicate Protocol': 'SP', 'Rattle and Rend': 'RR' };
    const bySystem: Record<string, string> = { 'jagged-shards': 'JS', exoshift: 'EX', 'jovian-wars': 'JW', 'syndicate-protocol': 'SP', 'rattle-and-rend': 'RR' };
    const listed: [string, readonly string[], string][] = [
      ...Object.entries(KERNELS).map(([name, kernel]): [string, readonly string[], string] => [name, kernel.catalogue ?? [], prefix[kernel.summary.split(':')[0]]]),
      ...Object.entries(ATTACKS).map(([system, pipeline]): [string, readonly string[], string] => [system, pipeline.catalogue ?? [], bySystem[system]]),
    ];
    expect(listed.filter(([, list]) => list.length > 0).length).toBeGreaterThanOrEqual(12);
    for (const [name, list, own] of listed) {
      expect(own, name).toMatch(/^(JS|EX|JW|SP|RR)$/);
      expect(new Set(list).size, name).toBe(list.length);
      for (const id of list) expect(id, name).toMatch(new RegExp(`^${own}-\\d{3}$`));
    }
  });
});
