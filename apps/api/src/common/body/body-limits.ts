import { Messages } from '@parley/contracts';

/** Bounds on every JSON body's shape, checked on the raw text before it is parsed or validated. */
export const BodyLimits = {
  /** Objects and lists inside each other; the deepest real body (scenario analysis) nests 5. */
  maxDepth: 16,
  /**
   * Keys in all; the largest real body is an imported case file of 12 issues × 10 options with every score
   * and level filled in: 2,118 keys (16 per option, 15 per issue, 18 around them).
   */
  maxKeys: 4_000,
  /** List elements in all (each list is also bounded by its route's largest list); the import holds 132. */
  maxListItems: 4_000,
} as const;

export interface ShapeLimits {
  maxDepth: number;
  maxKeys: number;
  /** Elements of all lists together. */
  maxListItems: number;
  /** Elements of any one list: the route's largest list (route-body-limits.ts). */
  maxListLength: number;
}

export type BodyShapeProblem = 'depth' | 'keys' | 'items' | 'list' | null;

const WHITESPACE = new Set([0x20, 0x09, 0x0a, 0x0d]);

/**
 * One pass over the raw JSON bytes, counting nesting, keys and list elements outside strings: linear and
 * allocation-free (a fixed stack as deep as the depth limit), so a hostile body costs a few milliseconds, and
 * the parser, class-transformer and the validators never see one too deep, too wide or with a list longer than
 * the route accepts. Malformed text passes through here and is refused by JSON.parse.
 */
export function bodyShapeProblem(
  body: string | Uint8Array,
  limits: ShapeLimits = { ...BodyLimits, maxListLength: BodyLimits.maxListItems },
): BodyShapeProblem {
  // The bytes as sent: JSON's structure is ASCII, and no byte of a multi-byte UTF-8 character is below 0x80,
  // so a body is refused before it is decoded at all.
  const text = typeof body === 'string' ? Buffer.from(body) : body;
  // Per open container: its elements so far if a list, -1 if an object.
  const counts = new Int32Array(limits.maxDepth + 1);
  let depth = 0;
  let keys = 0;
  let items = 0;
  let inString = false;
  /** Just inside a `[`: the next character that is not white space starts the first element, or ends an empty list. */
  let listOpened = false;
  for (let i = 0; i < text.length; i++) {
    if (inString) {
      // To the string's closing quote in native code (a long text is most of a large body): the next quote
      // not escaped by an odd number of backslashes before it.
      let end = text.indexOf(0x22, i);
      while (end > 0) {
        let slashes = 0;
        while (text[end - 1 - slashes] === 0x5c) slashes++;
        if (slashes % 2 === 0) break;
        end = text.indexOf(0x22, end + 1);
      }
      if (end < 0) return null;
      i = end;
      inString = false;
      continue;
    }
    const c = text[i]!;
    if (listOpened && !WHITESPACE.has(c)) {
      listOpened = false;
      if (c !== 0x5d) {
        counts[depth] = 1;
        if (++items > limits.maxListItems) return 'items';
        if (limits.maxListLength < 1) return 'list';
      }
    }
    if (c === 0x22) {
      inString = true;
    } else if (c === 0x7b || c === 0x5b) {
      if (++depth > limits.maxDepth) return 'depth';
      counts[depth] = c === 0x5b ? 0 : -1;
      listOpened = c === 0x5b;
    } else if (c === 0x7d || c === 0x5d) {
      if (depth > 0) depth--;
    } else if (c === 0x2c) {
      if (depth > 0 && counts[depth]! >= 0) {
        if (++items > limits.maxListItems) return 'items';
        if (++counts[depth]! > limits.maxListLength) return 'list';
      }
    } else if (c === 0x3a && ++keys > limits.maxKeys) {
      return 'keys';
    }
  }
  return null;
}

/** A NUL character (PostgreSQL cannot store it) or half of a surrogate pair (not text at all). */
// eslint-disable-next-line no-control-regex -- finding the NUL character is this expression's purpose
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export interface BodyValueProblem {
  path: string;
  message: string;
}

/**
 * Walks a parsed body for what no route accepts: text PostgreSQL cannot store, and a list directly inside a
 * list (every list in the API holds objects, text or numbers). Answers the first problem with its field path.
 */
export function bodyValueProblem(value: unknown, path = ''): BodyValueProblem | null {
  const label = path || 'The body';
  if (typeof value === 'string') {
    return UNSTORABLE.test(value)
      ? { path: path || 'body', message: `${label} contains characters that are not allowed` }
      : null;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      const itemPath = path ? `${path}.${i}` : String(i);
      if (Array.isArray(item)) return { path: itemPath, message: `${itemPath} must not be a list` };
      const found = bodyValueProblem(item, itemPath);
      if (found) return found;
    }
    return null;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      const itemPath = path ? `${path}.${key}` : key;
      if (UNSTORABLE.test(key))
        return { path: 'body', message: 'A field name contains characters that are not allowed' };
      // No body has these fields; class-transformer would drop them silently rather than call them unknown.
      if (PROTOTYPE_KEYS.has(key)) return { path: itemPath, message: Messages.unknownField(itemPath) };
      const found = bodyValueProblem(item, itemPath);
      if (found) return found;
    }
  }
  return null;
}
