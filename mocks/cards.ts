// The mock of the collectable cards (server/cards): the demo garden's catalogue (the same
// demoCards the server seeds), a mock member's empty collections, their choice to show
// them and their gallery (empty: they own no card, so every card is refused as not owned,
// as the server does), and the server's typed errors for the operators' mutations.
import type { Ref } from '@graphql-tools/mock';
import { MAX_CARD_GRANT, MAX_CARD_SHOWCASE } from '../common/cards/limits';
import { demoCards } from '../server/cards/demoCards';
import type { CardSeed } from '../server/cards/seedCards';
import { errorMessage } from './errorMessages';
import {
  buildNotFoundError,
  buildPermissionDeniedError,
  edgeBuilders,
  mockCursor,
  mockGlobalId,
  payloadBuilders,
  shouldSignUp,
} from './gardenBuilders';
import type { MockLocale } from './gardenContent';
import type { MockContext } from './mockContext';
import type { MockFeature } from './mockFeature';
import type { MockGarden } from './mockGarden';
import { paginate, type PageArgs } from './mockPagination';

const MAX_PER_PAGE = 60;
const seed = demoCards();
const groups = seed.groups;
const categories = groups.flatMap((group, g) =>
  group.categories.map((category) => ({ ...category, group: g })),
);
const cards = categories.flatMap((category, c) =>
  category.cards.map((card, n) => ({ ...card, category: c, number: n + 1 })),
);

const groupId = (g: number) => mockGlobalId('CollectableCardCategoryGroup', g + 1);
const categoryId = (c: number) => mockGlobalId('CollectableCardCategory', c + 1);
const cardId = (k: number) => mockGlobalId('CollectableCard', k + 1);
const pick = (text: Partial<Record<MockLocale, string>>, locale: MockLocale) =>
  text[locale] ?? text.ja ?? '';

export function buildCollectableCardCategoryGroup(locale: MockLocale, index: number) {
  const group = groups[(index - 1) % groups.length];
  return {
    id: groupId((index - 1) % groups.length),
    name: pick(group.name, locale),
    description: pick(group.description, locale),
    imageUrl: group.imageUrl,
  };
}

export function buildCollectableCardCategory(locale: MockLocale, index: number) {
  const c = (index - 1) % categories.length;
  const category = categories[c];
  return {
    id: categoryId(c),
    name: pick(category.name, locale),
    description: pick(category.description, locale),
    imageUrl: category.imageUrl,
    cardCount: category.cards.length,
    viewerCollection: null,
  };
}

export function buildCollectableCard(locale: MockLocale, index: number) {
  const k = (index - 1) % cards.length;
  const card: CardSeed & { number: number } = cards[k];
  return {
    id: cardId(k),
    number: card.number,
    name: pick(card.name, locale),
    text: pick(card.text, locale),
    rarity: card.rarity,
    imageUrl: card.imageUrl,
    editionSize: card.editionSize ?? null,
    issuedCount: 0,
    viewerOwnedCount: 0,
    viewerSerialNumbers: [],
  };
}

const cardsResolvers: MockFeature['resolvers'] = (garden: MockGarden) => {
  groups.forEach((_group, g) => garden.store.set('CollectableCardCategoryGroup', groupId(g), {}));
  categories.forEach((_category, c) =>
    garden.store.set('CollectableCardCategory', categoryId(c), {}),
  );
  cards.forEach((_card, k) => garden.store.set('CollectableCard', cardId(k), {}));
  /** Mock members who show their (empty) collections. */
  const shown = new Set<string>();

  const page = <T>(typeName: string, items: T[], args: PageArgs, language: MockLocale) =>
    paginate(
      items.map((_item, index) => index),
      (index) => mockCursor(typeName, index),
      args,
      { locale: language, max: MAX_PER_PAGE, defaultPage: { first: 20 } },
    );
  const refs = <T>(
    typeName: string,
    items: T[],
    toKey: (item: T) => string,
    args: PageArgs,
    language: MockLocale,
  ) => {
    const result = page(typeName, items, args, language);
    return {
      ...result,
      edges: result.edges.map((edge) => ({
        ...edge,
        node: garden.ref(typeName, toKey(items[edge.node])),
      })),
    };
  };
  const indexOf = (typeName: string, parent: Ref, count: number) =>
    Array.from({ length: count }, (_v, i) => mockGlobalId(typeName, i + 1)).indexOf(
      parent.$ref.key,
    ) + 1;
  const field =
    <T extends Record<string, unknown>>(
      typeName: string,
      count: number,
      build: (locale: MockLocale, index: number) => T,
      name: keyof T,
    ) =>
    (parent: Ref, _args: unknown, { language }: MockContext) =>
      build(language, indexOf(typeName, parent, count))[name];
  const fields = <T extends Record<string, unknown>>(
    typeName: string,
    count: number,
    build: (locale: MockLocale, index: number) => T,
    names: (keyof T)[],
  ) => Object.fromEntries(names.map((name) => [name, field(typeName, count, build, name)]));

  const operatorRefusal = (context: MockContext) => {
    const key = garden.memberUserKey(context.viewerUid);
    if (!key) return shouldSignUp(context.language);
    return garden.store.get('User', key, 'role') === 'OPERATOR'
      ? null
      : { __typename: 'PermissionDeniedError', ...buildPermissionDeniedError(context.language) };
  };
  const notFound = (language: MockLocale) => ({
    __typename: 'NotFoundError',
    ...buildNotFoundError(language),
  });
  const operatorOnly =
    (check?: (input: Record<string, unknown>, language: MockLocale) => unknown) =>
    (_root: unknown, { input }: { input: Record<string, unknown> }, context: MockContext) =>
      operatorRefusal(context) ?? check?.(input, context.language) ?? notFound(context.language);

  return {
    Query: {
      collectableCardCategoryGroups: (_root: unknown, args: PageArgs, { language }: MockContext) =>
        refs(
          'CollectableCardCategoryGroup',
          groups,
          (g) => groupId(groups.indexOf(g)),
          args,
          language,
        ),
    },
    CollectableCardCategoryGroup: {
      ...fields('CollectableCardCategoryGroup', groups.length, buildCollectableCardCategoryGroup, [
        'name',
        'description',
        'imageUrl',
      ]),
      categories: (parent: Ref, args: PageArgs, { language }: MockContext) => {
        const g = indexOf('CollectableCardCategoryGroup', parent, groups.length) - 1;
        const own = categories.filter((category) => category.group === g);
        return refs(
          'CollectableCardCategory',
          own,
          (category) => categoryId(categories.indexOf(category)),
          args,
          language,
        );
      },
    },
    CollectableCardCategory: {
      ...fields('CollectableCardCategory', categories.length, buildCollectableCardCategory, [
        'name',
        'description',
        'imageUrl',
        'cardCount',
      ]),
      group: (parent: Ref) =>
        garden.ref(
          'CollectableCardCategoryGroup',
          groupId(
            categories[indexOf('CollectableCardCategory', parent, categories.length) - 1].group,
          ),
        ),
      cards: (parent: Ref, args: PageArgs, { language }: MockContext) => {
        const c = indexOf('CollectableCardCategory', parent, categories.length) - 1;
        const own = cards.filter((card) => card.category === c);
        return refs('CollectableCard', own, (card) => cardId(cards.indexOf(card)), args, language);
      },
      // A mock member owns no cards yet: no collection.
      viewerCollection: () => null,
    },
    CollectableCard: {
      ...fields('CollectableCard', cards.length, buildCollectableCard, [
        'number',
        'name',
        'text',
        'rarity',
        'imageUrl',
        'editionSize',
        'issuedCount',
        'viewerOwnedCount',
        'viewerSerialNumbers',
      ]),
      category: (parent: Ref) =>
        garden.ref(
          'CollectableCardCategory',
          categoryId(cards[indexOf('CollectableCard', parent, cards.length) - 1].category),
        ),
    },
    TreasureMachinePrize: {
      // The mock's machines give goods and coins, never cards.
      card: () => null,
    },
    User: {
      cardCollections: (_parent: Ref, args: PageArgs, { language }: MockContext) =>
        refs('CardCollection', [] as string[], (key) => key, args, language),
      // A mock member holds no card: nothing to show, nothing to choose from.
      cardShowcase: () => [],
      ownedCards: (_parent: Ref, args: PageArgs, { language }: MockContext) =>
        refs('CollectableCard', [] as string[], (key) => key, args, language),
      showsCardCollections: (parent: Ref) => shown.has(parent.$ref.key),
    },
    Mutation: {
      setCardCollectionsShown: (
        _root: unknown,
        { input }: { input: { clientMutationId: string; shown: boolean } },
        context: MockContext,
      ) => {
        const key = garden.memberUserKey(context.viewerUid);
        if (!key) return shouldSignUp(context.language);
        if (input.shown) shown.add(key);
        else shown.delete(key);
        return {
          __typename: 'SetCardCollectionsShownPayload',
          clientMutationId: input.clientMutationId,
          user: garden.ref('User', key),
        };
      },
      setCardShowcase: (
        _root: unknown,
        { input }: { input: { clientMutationId: string; cardIds: string[] } },
        context: MockContext,
      ) => {
        const key = garden.memberUserKey(context.viewerUid);
        if (!key) return shouldSignUp(context.language);
        const refusal = showcaseRefusal(input.cardIds, context.language);
        if (refusal) return refusal;
        return {
          __typename: 'SetCardShowcasePayload',
          clientMutationId: input.clientMutationId,
          user: garden.ref('User', key),
        };
      },
      createCollectableCardCategoryGroup: operatorOnly(),
      createCollectableCardCategory: operatorOnly(),
      createCollectableCard: operatorOnly(),
      grantCollectableCards: operatorOnly((input, language) =>
        typeof input.count === 'number' && (input.count < 1 || input.count > MAX_CARD_GRANT)
          ? {
              __typename: 'InvalidInputError',
              message: errorMessage(language, 'errors.invalidInput.invalidFormat', {
                field: errorMessage(language, 'errors.field.input'),
                limit: MAX_CARD_GRANT,
              }),
              field: 'count',
              reason: 'INVALID_FORMAT',
              limit: MAX_CARD_GRANT,
            }
          : null,
      ),
    },
  };
};

/** The server's refusals of a gallery, in its order: too many, a duplicate, a card not held. */
function showcaseRefusal(cardIds: string[], locale: MockLocale) {
  if (cardIds.length > MAX_CARD_SHOWCASE)
    return { __typename: 'CardShowcaseTooLargeError', ...buildShowcaseTooLarge(locale) };
  const duplicate = cardIds.find((id, index) => cardIds.indexOf(id) !== index);
  if (duplicate)
    return {
      __typename: 'CardShowcaseDuplicateError',
      ...buildShowcaseDuplicate(locale, duplicate),
    };
  return cardIds.length
    ? { __typename: 'CardNotOwnedError', ...buildNotOwned(locale, cardIds[0]) }
    : null;
}

const buildNotOwned = (locale: MockLocale, id = cardId(0)) => ({
  message: errorMessage(locale, 'errors.cards.notOwned'),
  cardId: id,
});
const buildShowcaseDuplicate = (locale: MockLocale, id = cardId(0)) => ({
  message: errorMessage(locale, 'errors.cards.showcaseDuplicate'),
  cardId: id,
});
const buildShowcaseTooLarge = (locale: MockLocale) => ({
  message: errorMessage(locale, 'errors.cards.showcaseTooLarge', { limit: MAX_CARD_SHOWCASE }),
  limit: MAX_CARD_SHOWCASE,
});

export const cardsMock: MockFeature = {
  builders: (locale) => ({
    CollectableCardCategoryGroup: (index) => buildCollectableCardCategoryGroup(locale, index),
    CollectableCardCategory: (index) => buildCollectableCardCategory(locale, index),
    CollectableCard: (index) => buildCollectableCard(locale, index),
    CardCollection: (index) => ({
      id: mockGlobalId('CardCollection', index),
      ownedCardCount: index % 6,
      cardCount: 6,
      completed: false,
      startedAt: new Date(Date.UTC(2026, 10, 1)).toISOString(),
    }),
    CardCollectionEntry: (index) => ({ ownedCount: index % 3 }),
    CardEditionExhaustedError: () => ({
      message: errorMessage(locale, 'errors.cards.editionExhausted', {
        editionSize: 100,
        remaining: 0,
      }),
      editionSize: 100,
      remaining: 0,
    }),
    CardNotOwnedError: () => buildNotOwned(locale),
    CardShowcaseDuplicateError: () => buildShowcaseDuplicate(locale),
    CardShowcaseTooLargeError: () => buildShowcaseTooLarge(locale),
    ...edgeBuilders({
      CollectableCardCategoryGroupEdge: 'CollectableCardCategoryGroup',
      CollectableCardCategoryEdge: 'CollectableCardCategory',
      CollectableCardEdge: 'CollectableCard',
      CardCollectionEdge: 'CardCollection',
      CardCollectionEntryEdge: 'CardCollectionEntry',
    }),
    ...payloadBuilders(
      'SetCardCollectionsShownPayload',
      'SetCardShowcasePayload',
      'CreateCollectableCardCategoryGroupPayload',
      'CreateCollectableCardCategoryPayload',
      'CreateCollectableCardPayload',
      'GrantCollectableCardsPayload',
    ),
  }),
  resolvers: cardsResolvers,
};
