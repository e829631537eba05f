/**
 * topLevelConst.ts: esbuild's top-level `var`s become `const` only where no
 * code writes them, and the bundle the pool threads import is such a bundle.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { restoreTopLevelConst } from '../../src/sim/topLevelConst.ts';
import { workerBundle } from '../../src/sim/workerBundle.ts';

const declarations = (code: string) => [...code.matchAll(/^(var|const) (\S+)/gm)].map((m) => `${m[1]} ${m[2]}`);

describe('restoreTopLevelConst', () => {
  it('makes a never-written top-level var const, destructured ones included', () => {
    const { code, converted } = restoreTopLevelConst('var A = 1;\nvar { x: B, y: C } = o;\nvar D = class {};\nfunction f() { return A + B + C; }\nexport { f };\n');
    expect(declarations(code)).toEqual(['const A', 'const {', 'const D']);
    expect(converted).toBe(3);
  });

  it('keeps var for every kind of write, in any scope, and for a declaration without an initialiser', () => {
    const source = [
      'var A = 1;',
      'var B = 1;',
      'var C = 1;',
      'var D = 1;',
      'var E = 1;',
      'var F;',
      'var G = 1, H;',
      'var { x: I } = o;',
      'function f() { A = 2; B++; --C; [D] = [3]; for (E of []) ; }',
      'function g() { let I = 0; ({ I } = { I: 1 }); return I + J; }',
      'F = 4;',
      'var J = 1;',
      'var J = 2;',
      'export { f, g };',
    ].join('\n');
    const { code, converted } = restoreTopLevelConst(source);
    expect(converted).toBe(0);
    expect(code).toBe(source);
  });

  it('leaves declarations inside functions alone and code it cannot parse unchanged', () => {
    expect(restoreTopLevelConst('function f() { var A = 1; return A; }\nvar B = 2;\n').code).toBe('function f() { var A = 1; return A; }\nconst B = 2;\n');
    expect(restoreTopLevelConst('var A = ;')).toEqual({ code: 'var A = ;', converted: 0 });
  });
});

describe('the worker bundle', () => {
  it('declares the games’ layout constants const (Exoshift’s unit layout, through its experiment)', async () => {
    const experiment = fileURLToPath(new URL('../../experiments/exoshift/round-cap.ts', import.meta.url));
    const bundle = await workerBundle(experiment);
    expect(bundle).not.toBeNull();
    const text = readFileSync(bundle!, 'utf8');
    expect(text).toMatch(/^const U_SIZE = /m);
    expect(text).not.toMatch(/^var U_SIZE = /m);
    // The transform is an input of the bundle, so editing it rebuilds the bundles it made.
    const manifest = JSON.parse(readFileSync(bundle!.replace(/\.mjs$/, '.json'), 'utf8')) as { inputs: Record<string, string> };
    expect(Object.keys(manifest.inputs)).toContain(fileURLToPath(new URL('../../src/sim/topLevelConst.ts', import.meta.url)));
  }, 120_000);
});
