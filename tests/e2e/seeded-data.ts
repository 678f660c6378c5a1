/**
 * Global setup of the end-to-end run: one server start migrates and seeds a data folder at the
 * fixed clock, and every file's server starts from a copy of it instead of doing it again.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, spawnFrontDesk, stopGracefully } from './server';

export default async function setup(project: TestProject): Promise<() => void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'front-desk-e2e-seeded-'));
  await stopGracefully(await spawnFrontDesk(await freePort(), dataDir));
  project.provide('e2eSeededDataDir', dataDir);
  return () => rmSync(dataDir, { recursive: true, force: true });
}
