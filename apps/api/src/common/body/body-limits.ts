import { Messages } from '@parley/contracts';

/** Bounds on a JSON body's shape, checked on the raw text before it is parsed or validated. */
export const BodyLimits = {
  /** Objects and lists inside each other; the deepest real body (scenario analysis) nests 5. */
  maxDepth: 16,
  /**
   * Keys in all; the largest real body is an imported case file of 12 issues × 10 options with every score
   * and level filled in: 2,118 keys (16 per option, 15 per issue, 18 around them).
   */
  maxKeys: 4_000,
} as const;

export type BodyShapeProblem = 'depth' | 'keys' | null;

/**
 * One pass over the raw JSON text, counting nesting and keys outside strings: linear and allocation-free,
 * so a hostile body costs milliseconds, and the parser and validators never see one too deep or too wide.
 * Malformed text passes through here and is refused by JSON.parse.
 */
export function bodyShapeProblem(
  text: string,
  limits: { maxDepth: number; maxKeys: number } = BodyLimits,
): BodyShapeProblem {
  let depth = 0;
  let keys = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x7b || c === 0x5b) {
      if (++depth > limits.maxDepth) return 'depth';
    } else if (c === 0x7d || c === 0x5d) {
      depth--;
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
