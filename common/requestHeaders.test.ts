import { describe, expect, it } from 'vitest';
import { autoTranslationOf, languageOf, tenantOf } from './requestHeaders';

/** Header names are case-insensitive, as in a fetch Request. */
function headers(values: Record<string, string>) {
  const lower = new Map(Object.entries(values).map(([name, value]) => [name.toLowerCase(), value]));
  return { get: (name: string) => lower.get(name.toLowerCase()) ?? null };
}

describe('request headers', () => {
  it('read Language-Code, defaulting to ja', () => {
    expect(languageOf(headers({ 'Language-Code': 'en' }))).toBe('en');
    expect(languageOf(headers({ 'language-code': ' EN-us ' }))).toBe('en');
    expect(languageOf(headers({ 'Language-Code': 'ja' }))).toBe('ja');
    expect(languageOf(headers({ 'Language-Code': 'fr' }))).toBe('ja');
    expect(languageOf(headers({}))).toBe('ja');
  });

  it('read Auto-Translation as on only for "true"', () => {
    expect(autoTranslationOf(headers({ 'Auto-Translation': 'true' }))).toBe(true);
    expect(autoTranslationOf(headers({ 'auto-translation': ' TRUE ' }))).toBe(true);
    expect(autoTranslationOf(headers({ 'Auto-Translation': 'yes' }))).toBe(false);
    expect(autoTranslationOf(headers({}))).toBe(false);
  });

  it('read the tenant, blank meaning none', () => {
    expect(tenantOf(headers({ tenant: ' demo ' }))).toBe('demo');
    expect(tenantOf(headers({ tenant: '  ' }))).toBeUndefined();
    expect(tenantOf(headers({}))).toBeUndefined();
  });
});
