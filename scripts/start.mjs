// `npm start`: build the PWA when the sources are newer than dist/, then run the server
// (migrate, seed demo data on an empty database, serve dist/ and /api) in this process.
import { existsSync, statSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { register } from 'tsx/esm/api';

const root = new URL('..', import.meta.url).pathname;
const inputs = ['src', 'sw', 'public', 'index.html', 'vite.config.ts', 'lingui.config.ts', 'package.json'];

function newest(path) {
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'server') continue; // server code does not change the bundle
    max = Math.max(max, newest(join(path, entry)));
  }
  return max;
}

const builtAt = existsSync(join(root, 'dist/index.html')) ? statSync(join(root, 'dist/index.html')).mtimeMs : 0;
const sourcesAt = Math.max(...inputs.map((p) => newest(join(root, p))));
if (process.env.SKIP_BUILD !== '1' && sourcesAt > builtAt) {
  console.log('Building the app (sources changed since the last build)…');
  const res = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (res.status !== 0) process.exit(res.status ?? 1);
}

register();
await import('../src/server/main.ts');
