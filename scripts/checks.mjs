// `npm test`'s first step: the type checks and the lint side by side. One after the other they
// left a core idle (each is mostly one thread); a failure of either fails the step, and each
// prints its own output whole once it has ended, so the two never interleave.
import { spawn } from 'node:child_process';

const steps = [
  ['typecheck', ['run', 'typecheck']],
  ['lint', ['run', 'lint']],
];

function run([name, args]) {
  return new Promise((resolve) => {
    const child = spawn('npm', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      process.stdout.write(Buffer.concat(output));
      if (code !== 0) process.stderr.write(`${name} failed (exit ${code})\n`);
      resolve(code === 0);
    });
  });
}

const passed = await Promise.all(steps.map(run));
process.exit(passed.every(Boolean) ? 0 : 1);
