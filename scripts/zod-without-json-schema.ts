/**
 * Build plugin (the browser's bundle only): zod's classic schemas carry their conversion to JSON
 * Schema (`toJSONSchema()`, `~standard.jsonSchema`), about a fifth of zod, which every first load
 * downloaded and the app never calls (the server, which runs zod from node_modules, is not built
 * here). The two modules are replaced by ones exporting the same names: a conversion throws at
 * once with this file's name instead of answering wrongly. The `~standard` getter builds its
 * `jsonSchema` methods without calling them, so those factories still return a function.
 */
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const REPLACED = /[\\/]zod[\\/]v4[\\/]core[\\/](?:json-schema-processors|to-json-schema)\.js$/;
/** Called when a schema is built or its `~standard` is read, not when JSON Schema is asked for. */
const FACTORIES = new Set(['createToJSONSchemaMethod', 'createStandardJSONSchemaMethod']);

function exportedNames(code: string): string[] {
  const declared = [...code.matchAll(/^export (?:const|function|let) (\w+)/gm)].map((m) => m[1] ?? '');
  const renamed = [...code.matchAll(/^export \{([^}]*)\}/gm)].flatMap((m) =>
    (m[1] ?? '').split(',').map((part) => part.trim().split(/\s+as\s+/).pop() ?? ''),
  );
  return [...declared, ...renamed].filter((name) => name !== '');
}

/** The module that stands in for one of the two, given the original's code. */
export function standIn(original: string): string {
  const lines = ["function unavailable() { throw new Error('JSON Schema is left out of the browser build (scripts/zod-without-json-schema.ts)'); }"];
  for (const name of exportedNames(original)) {
    lines.push(FACTORIES.has(name) ? `export const ${name} = () => unavailable;` : `export const ${name} = unavailable;`);
  }
  return `${lines.join('\n')}\n`;
}

export function zodWithoutJsonSchema(): Plugin {
  return {
    name: 'zod-without-json-schema',
    apply: 'build',
    load(id) {
      return REPLACED.test(id) ? standIn(readFileSync(id, 'utf8')) : null;
    },
  };
}
