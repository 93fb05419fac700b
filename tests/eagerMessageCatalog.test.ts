import { describe, expect, it } from 'vitest';
import { messagesFor } from './eagerMessageCatalog';

describe('locale messages', () => {
  it('has the same keys in Japanese and English', () => {
    const ja = Object.keys(messagesFor('ja')).sort();
    const en = Object.keys(messagesFor('en')).sort();
    expect(ja.length).toBeGreaterThan(0);
    expect(en).toEqual(ja);
  });
});
