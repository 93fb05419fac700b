// The request language and localised text: ja by default, en as the alternate; text
// falls back to English, then to the first entry written.
import { describe, expect, it } from 'vitest';
import { parseLanguage, pickLocalized } from './language';

describe('request language', () => {
  it('reads Language-Code, defaulting to ja', () => {
    expect(parseLanguage('en')).toBe('en');
    expect(parseLanguage(' EN-us ')).toBe('en');
    expect(parseLanguage('ja')).toBe('ja');
    expect(parseLanguage('fr')).toBe('ja');
    expect(parseLanguage(null)).toBe('ja');
  });

  it('picks the request language, then English, then the first entry', () => {
    expect(pickLocalized({ ja: '雑談', en: 'Lobby' }, 'ja')).toBe('雑談');
    expect(pickLocalized({ ja: '雑談', en: 'Lobby' }, 'en')).toBe('Lobby');
    expect(pickLocalized({ en: 'Lobby' }, 'ja')).toBe('Lobby');
    expect(pickLocalized({ ja: '雑談' }, 'en')).toBe('雑談');
    expect(pickLocalized({}, 'en')).toBe('');
  });
});
