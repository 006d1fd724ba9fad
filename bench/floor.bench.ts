import { expect, it } from 'vitest';
import { measureFloor } from './floor.js';

it('the browser and the stack before any of Parley, in headless Chromium', async () => {
  const lines = await measureFloor();
  for (const line of lines) expect(line.navigationToDrawnMs).toBeGreaterThan(0);
});
