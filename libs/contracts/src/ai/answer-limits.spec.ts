import { describe, expect, it } from 'vitest';
import {
  AiAnswerLimits,
  insightsWithinLimits,
  scenarioReadingWithinLimits,
  textWithin,
  textsWithin,
} from './answer-limits.js';

describe('textWithin', () => {
  it('keeps a text that fits, trimmed', () => {
    expect(textWithin('  Lead with rent.  ', 16)).toBe('Lead with rent.');
    expect(textWithin('Lead with rent.', 15)).toBe('Lead with rent.');
  });

  it('cuts a longer text at the last whole word that fits, before "…"', () => {
    // 'Lead with rent, then' is 20 characters; 11 leave room for 10 and the ellipsis: 'Lead with' (9).
    expect(textWithin('Lead with rent, then term.', 11)).toBe('Lead with…');
    // A comma before the cut goes with it.
    expect(textWithin('Lead with rent, then term.', 16)).toBe('Lead with rent…');
  });

  it('cuts inside a word only when the first word alone is too long', () => {
    expect(textWithin('Supercalifragilistic', 6)).toBe('Super…');
  });

  it('never exceeds the limit, whatever the text', () => {
    const words = ['a', 'bb', 'ccc', 'dddd', ' ', '  ', ',', '—', 'eeeeeeeeeeeee'];
    for (let seed = 1; seed <= 500; seed++) {
      let text = '';
      for (let k = 0; k < (seed % 40) + 1; k++) text += `${words[(seed * 7 + k * 13) % words.length]} `;
      const max = (seed % 25) + 2;
      const cut = textWithin(text, max);
      expect(cut.length).toBeLessThanOrEqual(max);
      if (text.trim().length <= max) expect(cut).toBe(text.trim());
      else expect(cut.endsWith('…')).toBe(true);
    }
  });
});

describe('textsWithin', () => {
  it('drops blank texts, keeps the first `count` and cuts each', () => {
    expect(textsWithin([' ', 'one two three', 'four', 'five'], 2, 8)).toEqual(['one two…', 'four']);
  });
});

describe('answers held to the limits', () => {
  it('cuts 10,000 strengths to 8 and a 200,000-character summary to 800', () => {
    const insights = insightsWithinLimits({
      keyRecommendation: 'Trade deposit for term. '.repeat(100),
      strengths: Array.from({ length: 10_000 }, (_, i) => `Strength ${i}`),
      risks: ['x '.repeat(1000)],
    });
    expect(insights.strengths).toHaveLength(AiAnswerLimits.insightItems);
    expect(insights.keyRecommendation.length).toBeLessThanOrEqual(AiAnswerLimits.keyRecommendation);
    expect(insights.keyRecommendation).toMatch(/^Trade deposit for term\. .*…$/);
    expect(insights.risks[0]!.length).toBeLessThanOrEqual(AiAnswerLimits.insightItem);

    const reading = scenarioReadingWithinLimits({
      summary: 'Many packages. '.repeat(14_000),
      suggestions: Array.from({ length: 50 }, () => 'Offer it.'),
    });
    expect(reading.summary.length).toBeLessThanOrEqual(AiAnswerLimits.summary);
    expect(reading.summary.length).toBeGreaterThan(AiAnswerLimits.summary - 20);
    expect(reading.suggestions).toHaveLength(AiAnswerLimits.suggestions);
  });
});
