import { describe, expect, it } from 'vitest';
import { foldForSearch, queryGrams, searchGrams, searchMatches } from './searchText';

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

describe('searchGrams', () => {
  it('holds every character and every adjacent pair once', () => {
    expect(searchGrams('推し活推し').sort()).toEqual(
      ['推', 'し', '活', '推し', 'し活', '活推'].sort(),
    );
    expect(searchGrams('')).toEqual([]);
    expect(searchGrams('a')).toEqual(['a']);
    expect(searchGrams('ab')).toEqual(['a', 'b', 'ab']);
  });

  it('keeps an emoji whole (a surrogate pair is one character)', () => {
    const grams = searchGrams('推😀し');
    expect(grams.sort()).toEqual(['推', '😀', 'し', '推😀', '😀し'].sort());
  });

  it('mixes scripts and spaces as plain characters', () => {
    expect(searchGrams(foldForSearch('ＦＡＮ art')).sort()).toEqual(
      ['f', 'a', 'n', ' ', 'r', 't', 'fa', 'an', 'n ', ' a', 'ar', 'rt'].sort(),
    );
  });
});

describe('queryGrams', () => {
  it('asks for the pairs of a query, or its one character', () => {
    expect(queryGrams('推し活')).toEqual(['推し', 'し活']);
    expect(queryGrams('推')).toEqual(['推']);
    expect(queryGrams('😀')).toEqual(['😀']);
    expect(queryGrams('ああああ')).toEqual(['ああ']);
    expect(queryGrams('')).toEqual([]);
  });

  it('asks only for grams that searchGrams stores for a text containing the query', () => {
    const text = foldForSearch('今日も推し活がんばる😀！');
    for (const query of ['推し活', 'る😀', '😀', '今', 'がんばる😀！']) {
      expect(searchGrams(text)).toEqual(expect.arrayContaining(queryGrams(foldForSearch(query))));
    }
  });
});
