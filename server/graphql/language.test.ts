// Localised text falls back to English, then to the first entry written. (The request
// language itself: common/requestHeaders.test.ts.)
import { describe, expect, it } from 'vitest';
import { pickLocalized } from './language';

describe('localised text', () => {
  it('picks the request language, then English, then the first entry', () => {
    expect(pickLocalized({ ja: '雑談', en: 'Lobby' }, 'ja')).toBe('雑談');
    expect(pickLocalized({ ja: '雑談', en: 'Lobby' }, 'en')).toBe('Lobby');
    expect(pickLocalized({ en: 'Lobby' }, 'ja')).toBe('Lobby');
    expect(pickLocalized({ ja: '雑談' }, 'en')).toBe('雑談');
    expect(pickLocalized({}, 'en')).toBe('');
  });
});
