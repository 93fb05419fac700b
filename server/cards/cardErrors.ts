// The typed error of collectable cards (schema/cards.graphql), in the request language.
import type { Translate } from '../graphql/translate';

export interface CardEditionExhaustedResult {
  __typename: 'CardEditionExhaustedError';
  message: string;
  editionSize: number;
  remaining: number;
}

export function cardEditionExhausted(
  t: Translate,
  editionSize: number,
  remaining: number,
): CardEditionExhaustedResult {
  return {
    __typename: 'CardEditionExhaustedError',
    message: t('errors.cards.editionExhausted', { editionSize, remaining }),
    editionSize,
    remaining,
  };
}
