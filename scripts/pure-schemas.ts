/**
 * Build plugin: marks the module-level zod schema definitions of `src/domain` as pure, so the
 * bundler drops those a bundle never uses. The worker uses the domain's rules but never parses
 * with its schemas, yet they (and all of zod, 26 kB gzip) were in it, and the page's first load
 * carried every schema of the modules it reaches: a call such as `x.check(...)` may have side
 * effects as far as the bundler knows (zod/mini marks only its own functions). Only calls in the
 * initialiser of a top-level declaration that uses `z.` are marked, never calls inside a
 * function (a refinement's `ctx.addIssue(...)` must stay), and an annotation only lets the
 * bundler drop a result nobody reads.
 */
import type { Plugin } from 'vite';

type AstNode = { type: string; start: number; end: number };

function isNode(value: unknown): value is AstNode {
  return typeof value === 'object' && value !== null && 'type' in value && typeof value.type === 'string' && 'start' in value && typeof value.start === 'number';
}

function children(node: AstNode): AstNode[] {
  const out: AstNode[] = [];
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) out.push(...value.filter(isNode));
    else if (isNode(value)) out.push(value);
  }
  return out;
}

const FUNCTIONS = new Set(['ArrowFunctionExpression', 'FunctionExpression', 'FunctionDeclaration', 'ClassExpression', 'ClassBody']);

/** Where each call of an initialiser starts, functions' bodies left out. */
function callStarts(node: AstNode, into: Set<number>): void {
  if (FUNCTIONS.has(node.type)) return;
  if (node.type === 'CallExpression' || node.type === 'NewExpression') into.add(node.start);
  for (const child of children(node)) callStarts(child, into);
}

/** The initialisers of a program's top-level `const`/`let` (exported or not). */
function topLevelInits(program: AstNode): AstNode[] {
  const inits: AstNode[] = [];
  for (const statement of children(program)) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? children(statement).find((c) => c.type === 'VariableDeclaration') : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of children(declaration)) {
      if (declarator.type !== 'VariableDeclarator') continue;
      const init = 'init' in declarator ? declarator.init : null;
      if (isNode(init)) inits.push(init);
    }
  }
  return inits;
}

const PURE = '/* @__PURE__ */ ';
const USES_ZOD = /\bz\.[A-Za-z]+\s*\(/;
// The schema builders of src/domain/schemas (text(), calendarDate(), ...) build zod schemas too.
const BUILDER_IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"][^'"]*\/schemas\/[^'"]*['"]/g;

/** What marks an initialiser as a schema: a `z.` call, or a call of a builder this module imports. */
function schemaCallPattern(code: string): RegExp {
  const builders = [...code.matchAll(BUILDER_IMPORT)].flatMap((m) =>
    (m[1] ?? '')
      .split(',')
      .map((name) => name.trim().split(/\s+as\s+/).pop() ?? '')
      .filter((name) => /^[A-Za-z_$][\w$]*$/.test(name) && name !== 'type'),
  );
  return builders.length === 0 ? USES_ZOD : new RegExp(`${USES_ZOD.source}|\\b(?:${builders.join('|')})\\s*\\(`);
}

/** `code` with every call of a zod-using top-level initialiser annotated as pure. */
export function annotatePureSchemas(code: string, parse: (code: string) => unknown): string {
  const uses = schemaCallPattern(code);
  if (!uses.test(code)) return code;
  const program = parse(code);
  if (!isNode(program)) return code;
  const starts = new Set<number>();
  for (const init of topLevelInits(program)) {
    if (uses.test(code.slice(init.start, init.end))) callStarts(init, starts);
  }
  let out = code;
  // From the end, so earlier offsets stay valid.
  for (const at of [...starts].sort((a, b) => b - a)) out = out.slice(0, at) + PURE + out.slice(at);
  return out;
}

/** src/domain/schemas/zod.ts: the zod every schema is built with, set to English. */
const ZOD_ENTRY = /\/src\/domain\/schemas\/zod\.ts$/;

export function pureSchemas(options: { parsesNothing?: boolean } = {}): Plugin {
  return {
    name: 'front-desk:pure-schemas',
    transform(code, id) {
      const path = id.split('?')[0] ?? '';
      // Its one side effect, zod's English words, matters only where a schema parses. It only
      // re-exports, so the bundler counts it unused even where its `z` is: only a bundle that
      // never parses (the worker's) may leave it out, locale and all.
      if (options.parsesNothing && ZOD_ENTRY.test(path)) return { code, map: null, moduleSideEffects: false };
      if (!/\/src\/domain\/.*\.ts$/.test(path)) return null;
      const annotated = annotatePureSchemas(code, (source) => this.parse(source));
      // Comments are inserted within lines: the line mapping stays right, columns shift.
      return annotated === code ? null : { code: annotated, map: null };
    },
  };
}
