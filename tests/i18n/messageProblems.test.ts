import { describe, expect, it } from 'vitest';
import { findMessageProblems } from './messageProblems';

const files = {
  ja: {
    common: { 'common.home': 'ホーム', 'common.only': 'だけ' },
    chat: { 'chat.send': '送信', 'common.lost': '迷子' },
  },
  en: { common: { 'common.home': 'Home' }, chat: { 'chat.send': 'Send', 'chat.extra': 'Extra' } },
};

describe('i18n message check', () => {
  it('passes when every used id is in both languages', () => {
    const clean = {
      ja: { common: { 'common.home': 'ホーム' } },
      en: { common: { 'common.home': 'Home' } },
    };
    expect(findMessageProblems(['common.home'], clean)).toEqual([]);
  });

  it('finds ids used but missing, ids in one language only, and ids in the wrong file', () => {
    const problems = findMessageProblems(['common.home', 'chat.send', 'chat.missing'], files);
    expect(problems).toEqual(
      expect.arrayContaining([
        { kind: 'missing', id: 'chat.missing', detail: 'used in the code, missing in ja' },
        { kind: 'missing', id: 'chat.missing', detail: 'used in the code, missing in en' },
        { kind: 'one-language', id: 'common.only', detail: 'only in ja' },
        { kind: 'one-language', id: 'chat.extra', detail: 'only in en' },
        { kind: 'wrong-namespace', id: 'common.lost', detail: 'in ja/chat.json' },
      ]),
    );
    expect(problems.filter((problem) => problem.id === 'common.home')).toEqual([]);
  });
});
