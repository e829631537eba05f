/**
 * Side files (src/game/sideSchema.ts): an empty string is allowed exactly
 * where it is the field's documented default. Jovian Wars' `renowned` and
 * `fast` default to '' (none), and `{"renowned": ""}` was once refused with
 * "must be a string of at most 60 characters, got """; a field with no such
 * default asks for a non-empty string, and says so.
 */
import { describe, expect, it } from 'vitest';
import { checkSide } from '../../src/game/sideSchema.ts';
import { GameInputError } from '../../src/game/gameInputError.ts';
import { jovianWars } from '../../src/systems/jovian-wars/index.ts';

const preset = jovianWars.presets['cega-battle-group'];

describe('side file strings', () => {
  it("takes '' for Jovian Wars' renowned and fast, whose default is ''", () => {
    const side = checkSide(jovianWars.sideSchema, { ...preset, renowned: '', fast: '' }, 'cega.json');
    expect(side).toMatchObject({ renowned: '', fast: '' });
  });

  it("refuses '' for a field without that default, saying a non-empty string", () => {
    const check = () => checkSide(jovianWars.sideSchema, { ...preset, name: '  ' }, 'cega.json');
    expect(check).toThrow(GameInputError);
    expect(check).toThrow(`cega.json: field 'name' must be a non-empty string of at most 60 characters, got "  "`);
  });

  it("says '' is allowed where it is", () => {
    expect(() => checkSide(jovianWars.sideSchema, { ...preset, renowned: 7 }, 'cega.json')).toThrow(`cega.json: field 'renowned' must be a string ('' for none) of at most 60 characters, got 7`);
  });
});
