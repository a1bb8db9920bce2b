import { describe, expect, it } from 'vitest';
import { directionOf, formattingLocale, isLocale, matchLocale, resolveLocale } from './locales';

describe('locales', () => {
  it("takes the browser's first language the app speaks, by its primary subtag, English otherwise", () => {
    expect(matchLocale(['fr-FR', 'es-MX', 'ja'])).toBe('es');
    expect(matchLocale(['ar_EG'])).toBe('ar');
    expect(matchLocale(['JA-jp'])).toBe('ja');
    expect(matchLocale(['de', 'fr'])).toBe('en');
    expect(matchLocale([])).toBe('en');
  });

  it('follows a choice, and the browser when the choice is Automatic', () => {
    expect(resolveLocale('ja', ['es'])).toBe('ja');
    expect(resolveLocale('auto', ['es-AR'])).toBe('es');
  });

  it('formats dates by the browser variant of the language shown', () => {
    expect(formattingLocale('es', ['es-MX', 'en'])).toBe('es-MX');
    expect(formattingLocale('en', ['es-MX', 'en-GB'])).toBe('en-GB');
    expect(formattingLocale('ja', ['es-MX'])).toBe('ja');
  });

  it('mirrors Arabic only, and knows its four languages', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(['en', 'es', 'ja'].map((l) => directionOf(l as 'en'))).toEqual(['ltr', 'ltr', 'ltr']);
    expect(isLocale('es')).toBe(true);
    expect(isLocale('fr')).toBe(false);
    expect(isLocale(null)).toBe(false);
  });
});
