import { existsSync } from 'node:fs';
import { getPriority } from 'node:os';
import { describe, expect, it } from 'vitest';
import { machineBusySeconds, NODE_FLAGS, runSuite, STEPS, withNodeFlags } from '../scripts/suite.mjs';

/** `npm test`'s runner (scripts/suite.mjs), on small shell steps. */
describe('the suite runner', () => {
  const quiet = { cores: 2, log: () => undefined, print: () => undefined };

  it('starts a step once what it needs has passed, and skips what needs a failed step', async () => {
    const { state } = await runSuite(
      [
        { name: 'build', run: 'sleep 0.2' },
        { name: 'broken', run: 'exit 3' },
        { name: 'after-build', run: 'true', needs: ['build'] },
        { name: 'after-broken', run: 'true', needs: ['broken'] },
        { name: 'after-that', run: 'true', needs: ['after-broken'] },
      ],
      quiet,
    );
    expect(Object.fromEntries([...state].map(([name, e]) => [name, e.status]))).toEqual({
      build: 'passed',
      broken: 'failed',
      'after-build': 'passed',
      'after-broken': 'skipped',
      'after-that': 'skipped',
    });
    expect(state.get('after-build')!.start!).toBeGreaterThanOrEqual(state.get('build')!.end!);
  });

  it('starts a step that comes after others once they have ended, passed or not', async () => {
    const { state } = await runSuite(
      [
        { name: 'first', run: 'sleep 0.2; exit 1' },
        { name: 'then', run: 'true', after: ['first'] },
      ],
      quiet,
    );
    expect(state.get('then')!.status).toBe('passed');
    expect(state.get('then')!.start!).toBeGreaterThanOrEqual(state.get('first')!.end!);
  });

  it('runs background steps under nice and no more of them than the cores, foreground steps at once', async () => {
    // Relative to this process's own niceness: `npm test` runs this suite itself in the background.
    const own = getPriority();
    const lower = Math.min(19, own + 10);
    const { state } = await runSuite(
      [
        { name: 'fg', run: `test "$(nice)" = ${own} && sleep 0.3` },
        { name: 'bg1', run: `test "$(nice)" = ${lower} && sleep 0.3`, cores: 1 },
        { name: 'bg2', run: `test "$(nice)" = ${lower} && sleep 0.3`, cores: 1 },
        { name: 'bg3', run: `test "$(nice)" = ${lower}`, cores: 1 },
      ],
      quiet,
    );
    for (const name of ['fg', 'bg1', 'bg2', 'bg3']) expect(state.get(name)!.status).toBe('passed');
    // Where the kernel schedules sessions as groups (Linux's autogroup), each step is a session of its own: the
    // background's group is lowered too (nice 10), the foreground's is not, else a niceness ranks a step only
    // among its own processes.
    if (existsSync('/proc/self/autogroup')) {
      const { state: groups } = await runSuite(
        [
          { name: 'fg', run: "grep -q ' nice 0$' /proc/self/autogroup" },
          { name: 'bg', run: "grep -q ' nice 10$' /proc/self/autogroup", cores: 1 },
        ],
        quiet,
      );
      expect(groups.get('fg')!.status).toBe('passed');
      expect(groups.get('bg')!.status).toBe('passed');
    }
    // Two cores: the third background step waits for one of the first two.
    const firstEnd = Math.min(state.get('bg1')!.end!, state.get('bg2')!.end!);
    expect(state.get('bg3')!.start!).toBeGreaterThanOrEqual(firstEnd);
    expect(state.get('fg')!.start!).toBeLessThan(state.get('bg1')!.end!);
  });

  it("counts a step's CPU seconds with its children's, also when it fails", async () => {
    const { state } = await runSuite(
      // Busy until it has used 0.4 s of CPU, however loaded the machine.
      [{ name: 'busy', run: 'node -e "while (process.cpuUsage().user < 400000);"; exit 1' }],
      quiet,
    );
    expect(state.get('busy')!.status).toBe('failed');
    expect(state.get('busy')!.cpu!).toBeGreaterThan(0.3);
  });

  it.runIf(existsSync('/proc/stat'))(
    "counts the machine's busy core-seconds, which a step's own CPU seconds can miss",
    () => {
      const before = machineBusySeconds();
      const started = process.cpuUsage();
      while (process.cpuUsage(started).user < 300_000);
      expect(machineBusySeconds() - before).toBeGreaterThanOrEqual(0.25);
    },
  );

  it("gives every step's Node.js processes the suite's V8 flags, keeping a flag the caller set", async () => {
    let printed = '';
    const { state } = await runSuite([{ name: 'node', run: 'node -p process.env.NODE_OPTIONS' }], {
      ...quiet,
      print: (text) => (printed += text),
    });
    expect(state.get('node')!.status).toBe('passed');
    for (const flag of NODE_FLAGS) expect(printed.split(/\s+/)).toContain(flag);
    expect(withNodeFlags(undefined)).toBe(NODE_FLAGS.join(' '));
    expect(withNodeFlags('--max-semi-space-size=16 --enable-source-maps')).toBe(
      '--max-semi-space-size=16 --enable-source-maps --v8-pool-size=1',
    );
  });

  it('holds every test and check: each project, lint and the journeys', () => {
    const names = STEPS.map((s) => s.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'build',
        'test:api',
        'test:e2e',
        'test:web',
        'test:scoring',
        'test:contracts',
        'lint:web',
        'lint:projects',
        'lint:workspace',
      ]),
    );
    // Nothing needs a step that is not there.
    for (const step of STEPS) {
      for (const need of [...(step.needs ?? []), ...(step.after ?? [])]) expect(names).toContain(need);
    }
  });
});
