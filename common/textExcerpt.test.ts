import { describe, expect, it } from 'vitest';
import { excerpt } from './textExcerpt';

describe('excerpt', () => {
  it('folds whitespace into one line and keeps a short text whole', () => {
    expect(excerpt('  王子と\n人形の\tお茶会  ')).toBe('王子と 人形の お茶会');
  });

  it('cuts at the limit on whole characters, with an ellipsis', () => {
    expect(excerpt('😀'.repeat(10), 5)).toBe('😀😀😀😀…');
    expect(excerpt('abcdef', 6)).toBe('abcdef');
    expect(excerpt('abcdefg', 6)).toBe('abcde…');
  });
});
