// The labels referral and campaign rewards carry into the fan's coin history, in both
// languages, from the feature's catalogue (locales/<lang>/referrals.json).
import en from '../../locales/en/referrals.json';
import ja from '../../locales/ja/referrals.json';
import type { LocalizedText } from '../platform/tables';

export function ledgerLabel(
  key: 'referrals.ledger.invited' | 'referrals.ledger.joined' | 'referrals.ledger.campaign',
  values: { name?: LocalizedText } = {},
): LocalizedText {
  const fill = (text: string, language: 'ja' | 'en') =>
    text.replace('{name}', values.name?.[language] ?? values.name?.ja ?? values.name?.en ?? '');
  return { ja: fill(ja[key], 'ja'), en: fill(en[key], 'en') };
}
