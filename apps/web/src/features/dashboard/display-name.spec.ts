import { describe, expect, it } from 'vitest';
import { displayName } from './display-name';

describe('displayName', () => {
  it('prefers the first name', () => {
    expect(displayName({ firstName: 'Ada', email: 'ada.lovelace@example.com' })).toBe('Ada');
  });

  it('falls back to the part of the e-mail before the @', () => {
    expect(displayName({ firstName: null, email: 'ada.lovelace@example.com' })).toBe('ada.lovelace');
    expect(displayName({ firstName: '  ', email: 'grace@example.com' })).toBe('grace');
  });

  it('is empty when there is neither', () => {
    expect(displayName({ firstName: null, email: null })).toBe('');
  });
});
