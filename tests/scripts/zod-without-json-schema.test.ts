import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { standIn } from '../../scripts/zod-without-json-schema';

const CORE = 'node_modules/zod/v4/core';
const REPLACED = ['json-schema-processors.js', 'to-json-schema.js'];

// zod's own files with the two modules replaced as the browser build replaces them.
const copy = mkdtempSync(join(tmpdir(), 'zod-stand-in-'));
cpSync('node_modules/zod/v4', join(copy, 'v4'), { recursive: true });
writeFileSync(join(copy, 'package.json'), '{ "type": "module" }');
for (const file of REPLACED) writeFileSync(join(copy, 'v4/core', file), standIn(readFileSync(join(CORE, file), 'utf8')));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

type Zod = typeof import('zod');
const loadZod = async (): Promise<Zod['z']> => ((await import(pathToFileURL(join(copy, 'v4/classic/index.js')).href)) satisfies Zod).z;

describe('zod without JSON Schema (browser build)', () => {
  it('exports every name of the modules it replaces', async () => {
    for (const file of REPLACED) {
      const original: object = await import(pathToFileURL(join(process.cwd(), CORE, file)).href);
      const replaced: object = await import(pathToFileURL(join(copy, 'v4/core', file)).href);
      expect(Object.keys(replaced).sort(), file).toEqual(Object.keys(original).sort());
    }
  });

  it('still builds, parses and refuses as zod does, and says so when JSON Schema is asked for', async () => {
    const z = await loadZod();
    const schema = z.object({ name: z.string().min(2).max(5), count: z.number().int().min(0), at: z.iso.date().optional() });
    expect(schema.parse({ name: 'Anna', count: 3 })).toEqual({ name: 'Anna', count: 3 });
    const refused = schema.safeParse({ name: 'A', count: -1 });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['name', 'count']);
    expect(schema['~standard'].validate({ name: 'Anna', count: 1 })).toEqual({ value: { name: 'Anna', count: 1 } });
    expect(() => schema.toJSONSchema()).toThrow(/left out of the browser build/);
  });
});
