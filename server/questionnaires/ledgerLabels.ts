// The label a questionnaire's reward carries into the fan's coin history, in both languages,
// from the feature's catalogue (locales/<lang>/questionnaires.json).
import en from '../../locales/en/questionnaires.json';
import ja from '../../locales/ja/questionnaires.json';
import type { LocalizedText } from '../platform/tables';

export function rewardLabel(title: LocalizedText): LocalizedText {
  const fill = (text: string, language: 'ja' | 'en') =>
    text.replace('{name}', title[language] ?? title.ja ?? title.en ?? '');
  return {
    ja: fill(ja['questionnaires.ledger.reward'], 'ja'),
    en: fill(en['questionnaires.ledger.reward'], 'en'),
  };
}
