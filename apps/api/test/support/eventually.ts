/**
 * Asks until the answer's status is `expected`, for changes that take effect within a bound of real time
 * (another process's sign-out, read within ACCESS_CACHE_TTL; a session's expiry). Fails past `withinMs`.
 */
export async function statusEventually(
  ask: () => Promise<Response>,
  expected: number,
  withinMs = 5000,
): Promise<void> {
  const deadline = Date.now() + withinMs;
  let status = 0;
  while (Date.now() < deadline) {
    const response = await ask();
    status = response.status;
    await response.arrayBuffer();
    if (status === expected) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`Still ${status} after ${withinMs} ms, expected ${expected}`);
}
