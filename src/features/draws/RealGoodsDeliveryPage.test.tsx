import { act, screen } from '@testing-library/react';
import { loadQuery } from 'react-relay';
import { createMockEnvironment, type MockResolvers } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderWithRelay } from '../../../tests/relay';
import RealGoodsDeliveryPageQueryNode, {
  type RealGoodsDeliveryPageQuery,
} from '../../__generated__/RealGoodsDeliveryPageQuery.graphql';
import { RealGoodsDeliveryView } from './RealGoodsDeliveryPage';

const sticker = { id: 'prize-1', name: '三日月 ステッカー', rankCode: 'C', imageUrl: '/s.svg' };
const postcard = { id: 'prize-2', name: 'お茶会 ポストカード', rankCode: 'A', imageUrl: '/p.svg' };

function renderDelivery(delivery: Record<string, unknown> | null, locale: 'ja' | 'en' = 'ja') {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<RealGoodsDeliveryPageQuery>(
    environment,
    RealGoodsDeliveryPageQueryNode,
    { deliveryId: 'delivery-1' },
  );
  const rendered = renderWithRelay(<RealGoodsDeliveryView queryRef={queryRef} />, {
    environment,
    locale,
  });
  if (!delivery) {
    // Another fan's delivery, or none: the server answers no node.
    act(() => environment.mock.resolveMostRecentOperation({ data: { node: null } }));
    return rendered;
  }
  let prize = 0;
  const prizes = [sticker, sticker, postcard];
  const resolvers: MockResolvers = {
    Node: () => ({ __typename: 'RealGoodsDelivery' }),
    RealGoodsDelivery: () => ({ ...delivery, pulls: [{}, {}, {}], prizeDrawEntries: [] }),
    TreasureMachinePrize: () => prizes[prize++ % prizes.length],
  };
  void rendered.resolveMostRecentOperation(resolvers);
  return rendered;
}

describe('RealGoodsDeliveryView (/store/prize/delivery/:id)', () => {
  it('shows a shipped parcel: every step ticked, the carrier and tracking number, one line per prize', async () => {
    renderDelivery({
      status: 'SHIPPED',
      requestedAt: '2026-11-11T03:00:00.000Z',
      shippedAt: '2026-11-19T03:00:00.000Z',
      carrier: 'YAMATO',
      trackingNumber: '432100005678',
    });
    expect(await screen.findByRole('heading', { level: 1, name: '配送状況' })).toBeInTheDocument();
    expect(screen.getAllByText('発送済み')).toHaveLength(2);
    expect(screen.getByTestId('tracking')).toHaveTextContent(
      'ヤマト運輸 お問い合わせ伝票番号 4321-0000-5678',
    );
    expect(screen.getByText('三日月 ステッカー')).toBeInTheDocument();
    expect(screen.getByText('× 2')).toBeInTheDocument();
    expect(screen.getByText('× 1')).toBeInTheDocument();
    expect(screen.getByText('お届けする景品（3個）')).toBeInTheDocument();
  });

  it('shows a parcel being packed without a tracking number, in English', async () => {
    renderDelivery(
      {
        status: 'REQUESTED',
        requestedAt: '2026-11-22T03:00:00.000Z',
        shippedAt: null,
        carrier: null,
        trackingNumber: null,
      },
      'en',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Delivery status' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Preparing')).toHaveLength(2);
    expect(screen.queryByTestId('tracking')).toBeNull();
    expect(screen.getByText('We will e-mail you when it ships.')).toBeInTheDocument();
  });

  it('says so when the delivery is not the fan’s (no node)', async () => {
    renderDelivery(null);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'この配送は見つかりません' }),
    ).toBeInTheDocument();
  });
});
