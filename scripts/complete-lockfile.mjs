#!/usr/bin/env node
// The registry mirror these machines use lacks some platform builds (for example @swc/core-darwin-arm64 at the
// version we lock), so `npm install` here leaves them out of package-lock.json and `npm ci` then refuses the
// lock as "not in sync" — on every machine. This adds the missing optional platform entries (version, os, cpu,
// libc) without download addresses: npm skips them on other platforms and resolves them where they apply.
// Run it after any `npm install` that changes the lock: node scripts/complete-lockfile.mjs
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;

/** os/cpu/libc from a platform package's name, e.g. @nx/nx-linux-arm64-musl. */
function platformOf(name) {
  const match =
    /-(darwin|linux|win32|freebsd|android|openbsd|openharmony|sunos|aix)-(x64|arm64|arm|ia32|ppc64|s390x|riscv64|loong64)(?:-(gnu|musl|gnueabihf|musleabihf|msvc|eabi))?$/.exec(
      name,
    );
  if (!match) return null;
  const [, os, cpu, abi] = match;
  const platform = { os: [os], cpu: [cpu] };
  if (os === 'linux' && (abi === 'musl' || abi === 'musleabihf')) platform.libc = ['musl'];
  if (os === 'linux' && (abi === 'gnu' || abi === 'gnueabihf')) platform.libc = ['glibc'];
  return platform;
}

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  if (!path.startsWith('node_modules/') || !entry.optionalDependencies) continue;
  for (const [name, version] of Object.entries(entry.optionalDependencies)) {
    const key = `node_modules/${name}`;
    if (packages[key] || packages[`${path}/node_modules/${name}`]) continue;
    const platform = platformOf(name);
    if (!platform || !/^\d+\.\d+\.\d+$/.test(version)) continue;
    packages[key] = { version, optional: true, ...platform };
    added++;
  }
}

const sorted = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
lock.packages = sorted;
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: added ${added} platform entr${added === 1 ? 'y' : 'ies'}`);
