import { act, screen } from '@testing-library/react';
import { loadQuery } from 'react-relay';
import { createMockEnvironment, type MockResolvers } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderWithRelay } from '../../../tests/relay';
import CollectionPageQueryNode, {
  type CollectionPageQuery,
} from '../../__generated__/CollectionPageQuery.graphql';
import { CARDS_PAGE_SIZE } from './cardsPageSize';
import { CollectionView } from './CollectionPage';

const COLLECTION = 'Q2FyZENvbGxlY3Rpb246MQ==';

function renderCollection(resolvers: MockResolvers | null, locale: 'ja' | 'en' = 'ja') {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<CollectionPageQuery>(environment, CollectionPageQueryNode, {
    collectionId: COLLECTION,
    count: CARDS_PAGE_SIZE,
  });
  const rendered = renderWithRelay(<CollectionView queryRef={queryRef} />, {
    environment,
    locale,
  });
  if (resolvers) void rendered.resolveMostRecentOperation(resolvers);
  else void act(() => environment.mock.resolveMostRecentOperation({ data: { node: null } }));
  return rendered;
}

const cards = [
  { name: '目覚め', ownedCount: 2 },
  { name: '踊る人形', ownedCount: 0 },
  { name: 'つないだ手', ownedCount: 1 },
];

let entry = 0;
const collection: MockResolvers = {
  Node: () => ({ __typename: 'CardCollection', id: COLLECTION }),
  CardCollection: () => ({ id: COLLECTION, ownedCardCount: 2, cardCount: 3, completed: false }),
  User: () => ({ displayName: '花守' }),
  CollectableCardCategory: () => ({ name: '人形' }),
  CardCollectionEntryConnection: () => ({
    edges: cards.map(() => ({})),
    pageInfo: { hasNextPage: false },
  }),
  CardCollectionEntry: () => ({ ownedCount: cards[entry % cards.length].ownedCount }),
  CollectableCard: () => {
    const index = entry++ % cards.length;
    return { id: `card-${index}`, number: index + 1, name: cards[index].name, rarity: 'N' };
  },
};

describe('CollectionView (/mypage/collections/:collectionId)', () => {
  it('shows the progress N/M, held cards by name and the rest as silhouettes', async () => {
    renderCollection(collection);
    expect(await screen.findByRole('heading', { level: 1, name: '人形' })).toBeInTheDocument();
    expect(screen.getByText('花守さんのコレクション')).toBeInTheDocument();
    expect(screen.getByText('2 / 3枚')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'No.001 目覚め' })).toBeInTheDocument();
    expect(screen.getByText('2枚 所持')).toBeInTheDocument();
    // Not held yet: neither its name nor its picture is given away.
    expect(screen.getByRole('link', { name: 'No.002 ？？？' })).toBeInTheDocument();
    expect(screen.queryByText('踊る人形')).not.toBeInTheDocument();
  });

  it('reads a hidden or unknown collection as not found', async () => {
    renderCollection(null, 'en');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Collection not found' }),
    ).toBeInTheDocument();
  });
});
