// Table-driven: what a garden's banned word (or a fan's mute word) catches, and what it
// must not. Each row is [word, text].
import { describe, expect, it } from 'vitest';
import { containsAnyWord, normaliseForMatching } from './textMatching';

const caught: [string, string][] = [
  ['ばか', 'ばか'],
  ['ばか', 'バカ'],
  ['ばか', 'ﾊﾞｶ'],
  ['ばか', 'ば.か'],
  ['ばか', 'ば か'],
  ['ばか', 'ば　か'],
  ['ばか', 'ばーか'],
  ['ばか', 'バーカ'],
  ['ばか', 'ﾊﾞｰｶ'],
  ['ばか', 'ば・か'],
  ['ばか', 'ば、か'],
  ['ばか', 'ば_か'],
  ['ばか', 'ば*か'],
  ['ばか', 'ば\u200bか'],
  ['ばか', 'ばかかか'],
  ['ばか', 'ばばばか'],
  ['ばか', 'お前ばかだな'],
  ['ばか', 'ﾊﾞ ｶ!'],
  ['ばか', 'バ〜カ'],
  ['ばか', 'ば♪か'],
  ['バカ', 'ばか'],
  ['ﾊﾞｶ', 'バカ'],
  ['あほ', 'ア ホ'],
  ['あほ', 'ｱﾎ'],
  ['あほ', 'あ-ほ'],
  ['spam', 'SPAM'],
  ['spam', 'Ｓｐａｍ'],
  ['spam', 's.p.a.m'],
  ['spam', 's p a m'],
  ['spam', 'sppaam'],
  ['ネタバレ', 'ねたばれ注意'],
  ['ネタバレ', 'ﾈﾀﾊﾞﾚ'],
  ['ネタバレ', 'ネ・タ・バ・レ'],
  ['死ね', '死 ね'],
  ['死ね', '死ーね'],
];

const notCaught: [string, string][] = [
  ['ばか', 'はか'],
  ['ばか', 'ぱか'],
  ['ばか', 'かば'],
  ['ばか', 'ばらか'],
  ['ばか', 'ば'],
  ['ばか', 'か'],
  ['ばか', 'おはようございます'],
  ['ばか', '墓参り'],
  ['ばか', 'ばっちり'],
  ['ばか', 'はかせ'],
  ['あほ', 'あお'],
  ['あほ', 'ほあ'],
  ['あほ', 'あさひ'],
  ['spam', 'spa'],
  ['spam', 'pams'],
  ['spam', 'sp an'],
  ['spam', 'scam'],
  ['spam', 'span'],
  ['ネタバレ', 'ネタ'],
  ['ネタバレ', 'バレた'],
  ['ネタバレ', 'ねたばし'],
  ['死ね', '死んだ'],
  ['死ね', 'しね'],
  ['死ね', '死亡'],
  ['きもい', 'きもち'],
  ['きもい', 'きのこ'],
  ['うざい', 'うさぎ'],
  ['うざい', 'うざ'],
  ['くず', 'くつ'],
  ['くず', 'ぐず'],
  ['ごみ', 'こみ'],
  ['ごみ', 'ごま'],
];

describe('normaliseForMatching', () => {
  it.each(caught)('%s catches %s', (word, text) => {
    expect(containsAnyWord(text, [normaliseForMatching(word)])).toBe(true);
  });

  it.each(notCaught)('%s does not catch %s', (word, text) => {
    expect(containsAnyWord(text, [normaliseForMatching(word)])).toBe(false);
  });

  it('has 30 or more cases each way', () => {
    expect(caught.length).toBeGreaterThanOrEqual(30);
    expect(notCaught.length).toBeGreaterThanOrEqual(30);
  });

  it('folds width, kana and case to one form', () => {
    expect(normaliseForMatching('ﾊﾞｶ')).toBe('ばか');
    expect(normaliseForMatching('Ｂａｋａ')).toBe('baka');
  });
});
