import { describe, expect, it } from 'vitest';
import { isLanguage, pickBrowserLanguage } from '../../src/features/i18n/language-pick';

describe('browser language', () => {
  it('picks the first supported base language', () => {
    expect(pickBrowserLanguage(['de-DE', 'fr-CA', 'en'])).toBe('fr');
    expect(pickBrowserLanguage(['vi'])).toBe('vi');
    expect(pickBrowserLanguage(['de', 'ja'])).toBe('en');
    expect(pickBrowserLanguage([])).toBe('en');
  });

  it('recognises only our three languages', () => {
    expect(isLanguage('fr')).toBe(true);
    expect(isLanguage('de')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });
});
