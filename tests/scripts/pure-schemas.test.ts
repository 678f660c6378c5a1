import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { annotatePureSchemas } from '../../scripts/pure-schemas';

const parse = (code: string) => parseAst(code);

describe('pure schema annotations', () => {
  it('marks every call of a top-level schema, chains and arguments included', () => {
    const code = "import { z } from 'zod';\nexport const a = z.object({ id: z.string().min(1), k: z.enum(Object.values(K)) });\nconst b = a.extend({ x: z.uuid() });\n";
    const out = annotatePureSchemas(code, parse);
    expect(out).toContain('export const a = /* @__PURE__ */ z.object({ id: /* @__PURE__ */ z.string().min(1), k: /* @__PURE__ */ z.enum(/* @__PURE__ */ Object.values(K)) });');
    expect(out).toContain('const b = /* @__PURE__ */ a.extend({ x: /* @__PURE__ */ z.uuid() });');
  });

  it('leaves calls inside functions and declarations without zod alone', () => {
    const code = "import { z } from 'zod';\nconst s = z.string().superRefine((v, ctx) => { ctx.addIssue({ code: 'custom', message: v }); });\nconst n = compute(1);\nexport function f() { return z.string().parse('x'); }\n";
    const out = annotatePureSchemas(code, parse);
    expect(out).toContain('const s = /* @__PURE__ */ z.string().superRefine((v, ctx) => { ctx.addIssue(');
    expect(out).toContain('const n = compute(1);');
    expect(out).toContain("export function f() { return z.string().parse('x'); }");
  });

  it('marks the calls of a schema built with the builders of src/domain/schemas', () => {
    const code = "import { text, wallDateTime as wall } from '../schemas/text';\nconst code = text({ max: 9 }).refine(check);\nexport const at = wall();\nconst other = make();\n";
    const out = annotatePureSchemas(code, parse);
    expect(out).toContain('const code = /* @__PURE__ */ text({ max: 9 }).refine(check);');
    expect(out).toContain('export const at = /* @__PURE__ */ wall();');
    expect(out).toContain('const other = make();');
  });

  it('returns code without zod unchanged', () => {
    const code = 'export const x = make();\n';
    expect(annotatePureSchemas(code, parse)).toBe(code);
  });
});
