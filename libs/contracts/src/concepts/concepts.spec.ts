import { describe, expect, it } from 'vitest';
import { CONCEPT_GROUPS, CONCEPTS, conceptSentence, type ConceptKey } from './concepts.js';

describe('CONCEPTS', () => {
  it('lists every concept in exactly one group of the help', () => {
    const listed = CONCEPT_GROUPS.flatMap((group) => group.keys);
    expect([...listed].sort()).toEqual(Object.keys(CONCEPTS).sort());
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('explains each concept in one short sentence or two, without repeating a name', () => {
    const names = Object.values(CONCEPTS).map((concept) => concept.name);
    expect(new Set(names).size).toBe(names.length);
    for (const [key, { name, text }] of Object.entries(CONCEPTS)) {
      expect(text, key).toMatch(/^[A-Z%].*\.$/);
      expect(text.length, key).toBeLessThanOrEqual(170);
      expect(name.length, key).toBeLessThanOrEqual(45);
    }
  });

  it('writes the name and the line as one sentence, as the issue words it', () => {
    expect(conceptSentence('nash')).toBe(
      'Balanced deal (Nash point): the package that makes both sides’ gains over walking away largest together (the product of the two gains).',
    );
    // A line that starts with a symbol or an abbreviation keeps it.
    const keys = Object.keys(CONCEPTS) as ConceptKey[];
    for (const key of keys) expect(conceptSentence(key).startsWith(`${CONCEPTS[key].name}: `)).toBe(true);
  });

  it('says the thresholds the scoring library uses', () => {
    expect(CONCEPTS.contested.text).toContain('neither 1.5 times the other');
    expect(CONCEPTS.yourAdvantage.text).toContain('at least 1.5 times what it gains them');
    expect(CONCEPTS.importance.text).toContain('from 0 to 250 points');
    expect(CONCEPTS.suggestedPoints.text).toContain('from 25 to 250');
  });
});
