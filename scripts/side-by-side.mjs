#!/usr/bin/env node
// Runs each argument as a shell command, all at once, and fails when any of them fails. Each command's output is
// held back and printed whole when it ends, so two commands' lines never interleave. `npm run lint` uses it for
// its single-threaded checks, which otherwise left one of the machine's two cores idle (docs/performance.md,
// "The test suite's time").
import { spawn } from 'node:child_process';

const commands = process.argv.slice(2);
if (commands.length === 0) {
  console.error('usage: node scripts/side-by-side.mjs "<command>" "<command>" …');
  process.exit(2);
}

/** @param {string} command */
function run(command) {
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    /** @type {Buffer[]} */
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${String(error)}\n`)));
    child.on('close', (code, signal) => {
      process.stdout.write(`\n> ${command}\n${Buffer.concat(output).toString()}`);
      if (code !== 0) process.stdout.write(`> failed (${signal ?? `exit ${code}`}): ${command}\n`);
      resolve(code === 0);
    });
  });
}

const passed = await Promise.all(commands.map(run));
// exitCode, not exit(): what was written to a pipe is still flushed.
process.exitCode = passed.every(Boolean) ? 0 : 1;
