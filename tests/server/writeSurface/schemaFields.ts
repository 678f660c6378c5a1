import type { z } from '../../../src/domain/schemas/zod';
import type { Json } from './hostile';

/** A field's place in a request part: keys, and 0 for "an element of this list". */
export type FieldPath = readonly (string | number)[];

type Def = { type: string; shape?: Record<string, z.ZodMiniType>; element?: z.ZodMiniType; innerType?: z.ZodMiniType; in?: z.ZodMiniType; out?: z.ZodMiniType; options?: readonly z.ZodMiniType[]; left?: z.ZodMiniType; right?: z.ZodMiniType };

function defOf(schema: z.ZodMiniType): Def {
  return schema._zod.def as unknown as Def;
}

/** Every field a schema names, nested objects and list elements included (read from zod's definitions). */
export function schemaPaths(schema: z.ZodMiniType, prefix: FieldPath = [], depth = 0): FieldPath[] {
  if (depth > 8) return [];
  const def = defOf(schema);
  const inner = def.innerType ?? (def.type === 'pipe' ? def.in : undefined);
  if (inner) return schemaPaths(inner, prefix, depth + 1);
  if (def.type === 'object' && def.shape) {
    return Object.entries(def.shape).flatMap(([key, child]) => [[...prefix, key], ...schemaPaths(child, [...prefix, key], depth + 1)]);
  }
  if (def.type === 'array' && def.element) return schemaPaths(def.element, [...prefix, 0], depth + 1);
  if (def.type === 'union' && def.options) return def.options.flatMap((o) => schemaPaths(o, prefix, depth + 1));
  if (def.type === 'intersection' && def.left && def.right) return [...schemaPaths(def.left, prefix, depth + 1), ...schemaPaths(def.right, prefix, depth + 1)];
  return [];
}

/** Every leaf and branch of a JSON value, lists by their first element. */
export function valuePaths(value: Json, prefix: FieldPath = []): FieldPath[] {
  if (Array.isArray(value)) {
    const [first] = value;
    return first === undefined ? [] : [[...prefix, 0], ...valuePaths(first, [...prefix, 0])];
  }
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => [[...prefix, key], ...valuePaths(child, [...prefix, key])]);
  }
  return [];
}

/** Both lists, each path once. */
export function fieldPaths(schema: z.ZodMiniType | undefined, example: Json): FieldPath[] {
  const seen = new Map<string, FieldPath>();
  for (const path of [...(schema ? schemaPaths(schema) : []), ...valuePaths(example)]) seen.set(JSON.stringify(path), path);
  return [...seen.values()];
}

function clone(value: Json): Json {
  return structuredClone(value);
}

/** A copy of `root` with `value` at `path` (objects and lists made on the way), or the field removed when `value` is undefined. */
export function withValue(root: Json, path: FieldPath, value: Json | undefined): Json {
  if (path.length === 0) return value ?? null;
  const copy = clone(root);
  let node: Json = copy;
  for (const [i, key] of path.entries()) {
    const last = i === path.length - 1;
    if (Array.isArray(node) && typeof key === 'number') {
      if (last) {
        if (value === undefined) node.splice(key, 1);
        else node[key] = value;
        return copy;
      }
      node[key] ??= typeof path[i + 1] === 'number' ? [] : {};
      node = node[key] ?? null;
    } else if (node !== null && typeof node === 'object' && !Array.isArray(node)) {
      const field = String(key);
      if (last) {
        if (value === undefined) delete node[field];
        else node[field] = value;
        return copy;
      }
      const next = node[field];
      if (next === undefined || next === null || typeof next !== 'object') node[field] = typeof path[i + 1] === 'number' ? [] : {};
      node = node[field] ?? null;
    } else {
      // A path through a value that is not a container: the request keeps its shape.
      return copy;
    }
  }
  return copy;
}
