/**
 * A throwaway PostgreSQL cluster on loopback, as .ci/run starts one: initdb in a temporary
 * folder, trust auth, a free port, stopped and deleted at the end. When the server binaries are
 * not installed, `startPostgres` answers null and the bench says so instead of failing.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from '../../e2e/server';

export type Postgres = {
  version: string;
  /** A connection URL for a database of this cluster. */
  url: (database: string) => string;
  createDatabase: (name: string, template?: string) => Promise<void>;
  stop: () => void;
};

function pgBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(a) - Number(b));
  const newest = versions[versions.length - 1];
  return newest ? join(root, newest, 'bin') : null;
}

export async function startPostgres(): Promise<Postgres | null> {
  const bin = pgBin();
  if (!bin) return null;
  const dir = mkdtempSync(join(tmpdir(), 'front-desk-bench-pg-'));
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  // initdb refuses to run as root: run the cluster as the postgres system user then.
  const run = (command: string): void => {
    const res = asRoot ? spawnSync('su', ['postgres', '-s', '/bin/bash', '-c', command], { encoding: 'utf8' }) : spawnSync('bash', ['-c', command], { encoding: 'utf8' });
    if (res.status !== 0) throw new Error(`${command}\n${res.stdout}${res.stderr}`);
  };
  if (asRoot) {
    if (spawnSync('id', ['postgres']).status !== 0) execFileSync('useradd', ['--system', '--no-create-home', 'postgres']);
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  run(`${bin}/initdb -D ${dir}/data -U postgres --auth=trust -E UTF8 >/dev/null`);
  run(`${bin}/pg_ctl -D ${dir}/data -l ${dir}/log -w -o '-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c max_connections=200' start >/dev/null`);
  const url = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  const version = execFileSync(join(bin, 'postgres'), ['--version'], { encoding: 'utf8' }).trim();
  let stopped = false;
  return {
    version,
    url,
    createDatabase: async (name, template) => {
      const client = new pg.Client({ connectionString: url('postgres') });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
      } finally {
        await client.end();
      }
    },
    stop: () => {
      if (stopped) return;
      stopped = true;
      try {
        run(`${bin}/pg_ctl -D ${dir}/data -m fast stop >/dev/null`);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
