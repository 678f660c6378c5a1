/**
 * Global setup of the end-to-end run: the server is bundled once (server-bundle.ts), and one
 * start of it migrates and seeds a data folder at the fixed clock; every file's server starts
 * from that bundle on a copy of that folder instead of doing either again.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, spawnFrontDesk, stopGracefully } from './server';
import { bundleServer } from './server-bundle';

export default async function setup(project: TestProject): Promise<() => void> {
  // Inside the project (.tmp/ is ignored by git), so the bundle's imports find node_modules.
  mkdirSync(resolve('.tmp'), { recursive: true });
  const bundleDir = mkdtempSync(resolve('.tmp', 'e2e-server-'));
  const bundle = await bundleServer(bundleDir);
  const dataDir = mkdtempSync(join(tmpdir(), 'front-desk-e2e-seeded-'));
  await stopGracefully(await spawnFrontDesk(await freePort(), dataDir, undefined, {}, bundle));
  project.provide('e2eSeededDataDir', dataDir);
  project.provide('e2eServerBundle', bundle);
  return () => {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(bundleDir, { recursive: true, force: true });
  };
}
