// The labels rewards carry into the fan's coin history, in both languages, from the feature's
// catalogue (locales/<lang>/engagement.json).
import en from '../../locales/en/engagement.json';
import ja from '../../locales/ja/engagement.json';
import type { LocalizedText } from '../platform/tables';

type LabelKey =
  | 'engagement.ledger.mission'
  | 'engagement.ledger.step'
  | 'engagement.ledger.present'
  | 'engagement.ledger.store'
  | 'engagement.ledger.share'
  | 'engagement.ledger.vote';

/** `{title}` filled with the source's own title in each language. */
export function rewardLabel(key: LabelKey, title: LocalizedText): LocalizedText {
  return {
    ja: ja[key].replace('{title}', title.ja ?? title.en ?? ''),
    en: en[key].replace('{title}', title.en ?? title.ja ?? ''),
  };
}
