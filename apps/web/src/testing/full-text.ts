import type { MatcherFunction } from '@testing-library/react';

/**
 * A `getByText` matcher for a sentence whose words are split across elements (a term explained by a Concept
 * is a button inside it): the smallest element whose whole text matches, normalised for white space.
 */
export function fullText(expected: string | RegExp): MatcherFunction {
  const matches = (text: string | null | undefined) => {
    const normal = (text ?? '').replace(/\s+/g, ' ').trim();
    return typeof expected === 'string' ? normal === expected : expected.test(normal);
  };
  return (_content, element) =>
    element !== null &&
    matches(element.textContent) &&
    !Array.from(element.children).some((child) => matches(child.textContent));
}
