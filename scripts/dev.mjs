#!/usr/bin/env node
// Development with live reload: the web app on Vite (http://localhost:5173, /api proxied) and the API
// recompiled by tsc and restarted by node --watch on port 3000. Sign-in returns to Vite's origin.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

const WEB_URL = 'http://localhost:5173';
const children = [];
const run = (cmd, args, env = {}, cwd = process.cwd()) => {
  const child = spawn(cmd, args, { stdio: 'inherit', cwd, env: { ...process.env, ...env } });
  children.push(child);
  child.on('exit', (code) => {
    if (code !== null && code !== 0) shutdown(code);
  });
  return child;
};
function shutdown(code = 0) {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => shutdown());
process.on('SIGTERM', () => shutdown());

const libs = spawnSync(
  'npx',
  ['nx', 'run-many', '-t', 'build', '--projects=@parley/contracts,@parley/scoring'],
  {
    stdio: 'inherit',
  },
);
if (libs.status !== 0) process.exit(libs.status ?? 1);

run('npx', ['tsc', '-p', 'apps/api/tsconfig.app.json', '--watch', '--preserveWatchOutput']);
while (!existsSync('apps/api/dist/main.js')) await sleep(300);
run(process.execPath, ['--watch-path=apps/api/dist', 'apps/api/dist/main.js'], { APP_URL: WEB_URL });
run('npx', ['vite', '--port', '5173', '--strictPort'], {}, 'apps/web');
console.log(`\nParley (development): ${WEB_URL}\n`);
