import { describe, expect, it } from 'vitest';
import { localeFromQuery } from './languageParameter';

const query = (values: Record<string, string>) => ({ get: (name: string) => values[name] ?? null });

describe('the ?hl= page language', () => {
  it('is ja or en, nothing else', () => {
    expect(localeFromQuery(query({ hl: 'en' }))).toBe('en');
    expect(localeFromQuery(query({ hl: 'ja' }))).toBe('ja');
    expect(localeFromQuery(query({ hl: 'fr' }))).toBeUndefined();
    expect(localeFromQuery(query({ lang: 'en' }))).toBeUndefined();
  });
});
