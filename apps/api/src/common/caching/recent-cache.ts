/** A reading taken from the cache before a value is looked up: see `RecentCache.set`. */
export type CacheTicket = number;

/**
 * Values read from the database recently, trusted for `ttlMs` after they were read and then read again. A
 * change made in this process deletes its key at once; one made in another process is seen within `ttlMs`.
 * `ttlMs` 0 keeps nothing. At most `maxEntries` are kept, the oldest dropped first.
 *
 * A lookup that was under way while a key was deleted may have read the value from before the change: `set`
 * with the ticket taken before the lookup keeps the value only when nothing was deleted since.
 */
export class RecentCache<K, V> {
  private readonly entries = new Map<K, { value: V; until: number }>();
  private deletions = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
    private readonly now: () => number = () => performance.now(),
  ) {}

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until > this.now()) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  ticket(): CacheTicket {
    return this.deletions;
  }

  set(key: K, value: V, ticket: CacheTicket): void {
    if (this.ttlMs <= 0 || ticket !== this.deletions) return;
    this.entries.delete(key);
    this.entries.set(key, { value, until: this.now() + this.ttlMs });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }

  delete(key: K): void {
    this.deletions++;
    this.entries.delete(key);
  }

  clear(): void {
    this.deletions++;
    this.entries.clear();
  }
}
