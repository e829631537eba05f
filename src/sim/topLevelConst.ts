/**
 * Gives a bundle's top-level bindings back their `const`.
 *
 * esbuild emits every top-level `const` and `let` of a bundle as `var` (its FAQ,
 * "Top-level var": for lazy module initialisation and to avoid TDZ checks), and
 * there is no option to keep them. On Node 20's V8 that costs the games real
 * speed: an immutable module binding (a layout offset such as `U_SIZE`, a
 * module-local copy of a hot function) is folded into the optimised code as a
 * constant, a `var` is loaded and checked on every use. Measured on the pool
 * threads' bundle, heuristic games per CPU second, interleaved in one process
 * (scripts/gameRate.ts): Exoshift x1.4, Rattle and Rend x1.2, Jagged Shards,
 * Jovian Wars and Syndicate Protocol x1.07-1.09; the unbundled code under tsx
 * keeps its `const`s and was already that fast.
 *
 * Only a top-level `var` whose every declarator has an initialiser and whose
 * names are never written anywhere in the bundle (an assignment, `++`/`--`, a
 * destructuring or for-in/of target, in any scope: a local of the same name
 * counts too, which only keeps a `var` that could have been a `const`) becomes
 * `const` (a name declared by two top-level `var`s keeps both). A mistake could not change a result silently: writing a `const`
 * throws a TypeError, reading one before its declaration a ReferenceError, the
 * same errors the unbundled modules would throw. Code acorn cannot parse is
 * returned unchanged.
 */
import { parse } from 'acorn';

// acorn's node shapes, as far as this walk reads them.
interface AstNode {
  type: string;
  start: number;
  [key: string]: unknown;
}

/** `code` with every never-written top-level `var` declaration turned into `const`; `converted` counts the declarations. */
export function restoreTopLevelConst(code: string): { code: string; converted: number } {
  let program: AstNode;
  try {
    program = parse(code, { ecmaVersion: 'latest', sourceType: 'module' }) as unknown as AstNode;
  } catch {
    return { code, converted: 0 };
  }
  const written = new Set<string>();
  collectWrites(program, written);
  const declarations: AstNode[] = [];
  for (const statement of program.body as AstNode[]) {
    const declaration = statement.type === 'ExportNamedDeclaration' && statement.declaration ? (statement.declaration as AstNode) : statement;
    if (declaration.type === 'VariableDeclaration' && declaration.kind === 'var') declarations.push(declaration);
  }
  // A name declared twice by top-level `var`s (legal for `var`, never for `const`) keeps both as they are.
  const seen = new Set<string>();
  for (const declaration of declarations)
    for (const d of declaration.declarations as AstNode[])
      for (const name of patternNames(d.id as AstNode)) {
        if (seen.has(name)) written.add(name);
        seen.add(name);
      }
  const starts: number[] = [];
  for (const declaration of declarations) {
    const declarators = declaration.declarations as AstNode[];
    if (declarators.every((d) => d.init !== null && patternNames(d.id as AstNode).every((name) => !written.has(name)))) starts.push(declaration.start);
  }
  // One pass over the text (slicing the whole text per declaration copied a megabyte thousands of times).
  const pieces: string[] = [];
  let from = 0;
  for (const start of starts) {
    pieces.push(code.slice(from, start), 'const');
    from = start + 3; // past `var`
  }
  pieces.push(code.slice(from));
  return { code: pieces.join(''), converted: starts.length };
}

/** Every name written anywhere below `node` (any scope). */
function collectWrites(node: AstNode, written: Set<string>): void {
  switch (node.type) {
    case 'AssignmentExpression':
      for (const name of patternNames(node.left as AstNode)) written.add(name);
      break;
    case 'UpdateExpression':
      for (const name of patternNames(node.argument as AstNode)) written.add(name);
      break;
    case 'ForInStatement':
    case 'ForOfStatement':
      if ((node.left as AstNode).type !== 'VariableDeclaration') for (const name of patternNames(node.left as AstNode)) written.add(name);
      break;
  }
  for (const key in node) {
    const value = node[key];
    if (Array.isArray(value)) {
      for (const child of value) if (isNode(child)) collectWrites(child, written);
    } else if (isNode(value)) collectWrites(value, written);
  }
}

const isNode = (value: unknown): value is AstNode => typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string';

/** The names a binding or assignment pattern writes (a member expression writes none). */
function patternNames(pattern: AstNode | null): string[] {
  if (pattern === null) return [];
  switch (pattern.type) {
    case 'Identifier':
      return [pattern.name as string];
    case 'ObjectPattern':
      return (pattern.properties as AstNode[]).flatMap((p) => patternNames((p.type === 'RestElement' ? p.argument : p.value) as AstNode));
    case 'ArrayPattern':
      return (pattern.elements as (AstNode | null)[]).flatMap((e) => patternNames(e));
    case 'AssignmentPattern':
      return patternNames(pattern.left as AstNode);
    case 'RestElement':
      return patternNames(pattern.argument as AstNode);
    default:
      return [];
  }
}
