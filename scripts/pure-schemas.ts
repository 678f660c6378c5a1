/**
 * Build plugin: marks the module-level zod schema definitions of `src/domain` as pure, so the
 * bundler drops those a bundle never uses. The worker uses the domain's rules but never parses
 * with its schemas, yet they (and all of zod, 26 kB gzip) were in it: a call such as
 * `z.object({...})` may have side effects as far as the bundler knows. Only calls in the
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

export function pureSchemas(): Plugin {
  return {
    name: 'front-desk:pure-schemas',
    transform(code, id) {
      if (!/\/src\/domain\/.*\.ts$/.test(id.split('?')[0] ?? '')) return null;
      const annotated = annotatePureSchemas(code, (source) => this.parse(source));
      // Comments are inserted within lines: the line mapping stays right, columns shift.
      return annotated === code ? null : { code: annotated, map: null };
    },
  };
}
