// The supporter rank feature's typed errors (schema/supporterRank.graphql), messages in the
// request language from locales/<lang>/errors.json.
import type { Translate } from '../graphql/translate';

export interface SupporterSeasonEndedResult {
  __typename: 'SupporterSeasonEndedError';
  message: string;
}

export function supporterSeasonEnded(t: Translate): SupporterSeasonEndedResult {
  return { __typename: 'SupporterSeasonEndedError', message: t('errors.supporterSeasonEnded') };
}
