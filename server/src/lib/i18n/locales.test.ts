import { describe, expect, it } from 'vitest';
import { localeFromAcceptLanguage } from './locales.js';

describe('the one Accept-Language parser', () => {
  it('takes the first language we write by q, then order, by primary subtag', () => {
    expect(localeFromAcceptLanguage('es-MX,es;q=0.9,en;q=0.8')).toBe('es');
    expect(localeFromAcceptLanguage('fr-FR, en;q=0.5, ja;q=0.7')).toBe('ja');
    expect(localeFromAcceptLanguage('ar-EG, en;q=0.5')).toBe('ar');
    expect(localeFromAcceptLanguage('JA-jp')).toBe('ja');
    expect(localeFromAcceptLanguage('ar_EG')).toBe('ar');
  });

  it('leaves out refused, unknown and wildcard languages, and gives none for no header', () => {
    expect(localeFromAcceptLanguage('es;q=0, en;q=0.1')).toBe('en');
    expect(localeFromAcceptLanguage('de, *')).toBeUndefined();
    expect(localeFromAcceptLanguage('')).toBeUndefined();
    expect(localeFromAcceptLanguage(undefined)).toBeUndefined();
  });
});
