import { act, screen, within } from '@testing-library/react';
import { loadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator, type MockResolvers } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderWithRelay } from '../../../tests/relay';
import GalleryEditPageQueryNode, {
  type GalleryEditPageQuery,
} from '../../__generated__/GalleryEditPageQuery.graphql';
import { OWNED_CARDS_PAGE_SIZE } from './cardsPageSize';
import { GalleryEditView } from './GalleryEditPage';

const card = (id: string, name: string, rarity = 'N') => ({
  id,
  name,
  rarity,
  imageUrl: `/images/cards/${id}.svg`,
});
const moon = card('puppet-moon', '三日月の窓辺', 'R');
const tea = card('puppet-tea', 'はじめてのお茶会');
const cloak = card('prince-cloak', '深紅のマント', 'R');

function renderGallery(resolvers: MockResolvers, locale: 'ja' | 'en' = 'ja') {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<GalleryEditPageQuery>(environment, GalleryEditPageQueryNode, {
    count: OWNED_CARDS_PAGE_SIZE,
  });
  const rendered = renderWithRelay(<GalleryEditView queryRef={queryRef} />, {
    environment,
    locale,
  });
  void rendered.resolveMostRecentOperation(resolvers);
  return rendered;
}

// The generator asks for the gallery's cards first, then the owned ones, in order.
function owning(showcase: (typeof moon)[], owned: (typeof moon)[]): MockResolvers {
  const cards = [...showcase, ...owned];
  let next = 0;
  return {
    User: () => ({ id: 'VXNlcjox', cardShowcase: showcase.map(() => ({})) }),
    CollectableCard: () => cards[next++ % cards.length],
    CollectableCardConnection: () => ({
      edges: owned.map(() => ({})),
      pageInfo: { hasNextPage: false },
    }),
  };
}

const owner = () => owning([moon, tea], [cloak, moon, tea]);

const chosenNames = () =>
  within(screen.getByRole('region', { name: '飾るカード' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('GalleryEditView (/mypage/gallery/edit)', () => {
  it('arranges the chosen cards with buttons and saves the whole gallery in order', async () => {
    const page = renderGallery(owner());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'ギャラリーを編集' }),
    ).toBeVisible();
    expect(chosenNames()).toEqual([
      expect.stringContaining('三日月の窓辺'),
      expect.stringContaining('はじめてのお茶会'),
    ]);
    const save = screen.getByRole('button', { name: 'ギャラリーを保存' });
    expect(save).toBeDisabled();

    // The first card cannot move earlier; moving it later keeps the focus on it.
    expect(screen.getByRole('button', { name: '「三日月の窓辺」を前へ' })).toBeDisabled();
    await page.user.click(screen.getByRole('button', { name: '「三日月の窓辺」を後ろへ' }));
    expect(chosenNames()).toEqual([
      expect.stringContaining('はじめてのお茶会'),
      expect.stringContaining('三日月の窓辺'),
    ]);
    expect(screen.getByRole('button', { name: '「三日月の窓辺」を前へ' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('「三日月の窓辺」を2番目に移動しました');

    // Picking from the owned cards adds at the end; a chosen card reads as pressed.
    const owned = within(screen.getByRole('region', { name: 'お持ちのカード' }));
    await page.user.click(owned.getByRole('button', { name: /深紅のマント/ }));
    expect(owned.getByRole('button', { name: /深紅のマント/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.user.click(screen.getByRole('button', { name: '「はじめてのお茶会」を外す' }));
    expect(chosenNames()).toEqual([
      expect.stringContaining('三日月の窓辺'),
      expect.stringContaining('深紅のマント'),
    ]);

    await page.user.click(save);
    const operation = page.environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('useSetCardShowcaseMutation');
    expect(operation.request.variables.input.cardIds).toEqual(['puppet-moon', 'prince-cloak']);
    await act(async () => {
      page.environment.mock.resolve(
        operation,
        MockPayloadGenerator.generate(operation, {
          ...owning([moon, cloak], []),
          Mutation: () => ({
            setCardShowcase: {
              __typename: 'SetCardShowcasePayload',
              user: { id: 'VXNlcjox' },
            },
          }),
        }),
      );
    });
    expect(screen.getByText('保存しました。')).toBeVisible();
    expect(screen.getByRole('link', { name: 'プロフィールで見る' })).toHaveAttribute(
      'href',
      '/profile/VXNlcjox',
    );
  });

  it('shows the server’s refusal as it is worded', async () => {
    const page = renderGallery(owner(), 'en');
    await page.user.click(
      await screen.findByRole('button', { name: 'Take “三日月の窓辺” off show' }),
    );
    await page.user.click(screen.getByRole('button', { name: 'Save gallery' }));
    const operation = page.environment.mock.getMostRecentOperation();
    await act(async () => {
      page.environment.mock.resolve(
        operation,
        MockPayloadGenerator.generate(operation, {
          Mutation: () => ({
            setCardShowcase: {
              __typename: 'CardNotOwnedError',
              message: 'Only cards you own can go in your gallery. Nothing was saved.',
            },
          }),
        }),
      );
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Only cards you own can go in your gallery.',
    );
  });

  it('tells a fan without cards where to get them', async () => {
    renderGallery(owning([], []), 'en');
    expect(await screen.findByRole('heading', { name: 'No cards to show yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'See treasure machines' })).toHaveAttribute(
      'href',
      '/probability-treasure-machine',
    );
    expect(screen.queryByRole('button', { name: 'Save gallery' })).not.toBeInTheDocument();
  });
});
