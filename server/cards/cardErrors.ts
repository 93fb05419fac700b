// The typed errors of collectable cards (schema/cards.graphql), in the request language.
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

export interface CardNotOwnedResult {
  __typename: 'CardNotOwnedError';
  message: string;
  cardId: string;
}

export function cardNotOwned(t: Translate, cardId: string): CardNotOwnedResult {
  return { __typename: 'CardNotOwnedError', message: t('errors.cards.notOwned'), cardId };
}

export interface CardShowcaseTooLargeResult {
  __typename: 'CardShowcaseTooLargeError';
  message: string;
  limit: number;
}

export function cardShowcaseTooLarge(t: Translate, limit: number): CardShowcaseTooLargeResult {
  return {
    __typename: 'CardShowcaseTooLargeError',
    message: t('errors.cards.showcaseTooLarge', { limit }),
    limit,
  };
}

export interface CardShowcaseDuplicateResult {
  __typename: 'CardShowcaseDuplicateError';
  message: string;
  cardId: string;
}

export function cardShowcaseDuplicate(t: Translate, cardId: string): CardShowcaseDuplicateResult {
  return {
    __typename: 'CardShowcaseDuplicateError',
    message: t('errors.cards.showcaseDuplicate'),
    cardId,
  };
}
