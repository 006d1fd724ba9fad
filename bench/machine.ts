import { cpus, totalmem } from 'node:os';

/** What every benchmark's first JSON line says of the machine it ran on. */
export function machine(): { machine: string; cores: number; memoryGb: number; node: string } {
  return {
    machine: cpus()[0]?.model ?? 'unknown',
    cores: cpus().length,
    memoryGb: Math.round(totalmem() / 2 ** 30),
    node: process.version,
  };
}
