import { describe, expect, it } from 'vitest';
import { foldForSearch, searchMatches } from './searchText';

describe('foldForSearch', () => {
  it('folds width, kana and case', () => {
    expect(foldForSearch('ｵｼｶﾂ')).toBe('おしかつ');
    expect(foldForSearch('オシカツ')).toBe('おしかつ');
    expect(foldForSearch('ＡＢＣ abc')).toBe('abc abc');
    expect(foldForSearch('推し活')).toBe('推し活');
  });
});

describe('searchMatches', () => {
  it('finds a Japanese substring without word boundaries', () => {
    expect(searchMatches('今日も推し活がんばる', '推し活')).toEqual([[3, 6]]);
  });

  it('maps kana and width variants back to the original text', () => {
    const text = 'マリオネットの糸、まりおねっと';
    expect(searchMatches(text, 'まりおねっと')).toEqual([
      [0, 6],
      [9, 15],
    ]);
    expect(searchMatches('ﾌﾟﾘﾝｾｽ', 'プリンセス')).toEqual([[0, 6]]);
  });

  it('finds nothing for an empty query', () => {
    expect(searchMatches('abc', '  '.trim())).toEqual([]);
  });
});
