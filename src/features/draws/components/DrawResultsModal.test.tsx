import { act, fireEvent, screen } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRelay } from '../../../../tests/relay';
import type { DrawResultsModalTestQuery } from '../../../__generated__/DrawResultsModalTestQuery.graphql';
import { DrawResultsModal } from './DrawResultsModal';

function Harness() {
  const data = useLazyLoadQuery<DrawResultsModalTestQuery>(
    graphql`
      query DrawResultsModalTestQuery @relay_test_operation {
        node(id: "draw-1") {
          ... on TreasureDraw @alias(as: "draw") {
            ...DrawResultsModal_draw
          }
        }
      }
    `,
    {},
  );
  return data.node?.draw ? <DrawResultsModal draw={data.node.draw} onClose={() => {}} /> : null;
}

const prizes = ['Castle key charm', 'Rose garden B2 tapestry', 'Demon Prince acrylic stand'];

async function renderDraw() {
  let pull = 0;
  let prize = 0;
  const rendered = renderWithRelay(<Harness />);
  await act(() =>
    rendered.resolveMostRecentOperation({
      Node: () => ({ __typename: 'TreasureDraw', id: 'draw-1' }),
      // Three pulls; each pull and its prize are generated in order.
      TreasureDraw: () => ({ id: 'draw-1', pulls: [{}, {}, {}] }),
      TreasurePull: () => {
        pull += 1;
        return { id: `pull-${pull}`, isPity: pull === 3, isDuplicate: pull === 2 };
      },
      TreasureMachinePrize: () => {
        prize += 1;
        return {
          name: prizes[prize - 1],
          rankCode: ['B', 'A', 'S'][prize - 1],
          imageUrl: '/images/draws/prize.svg',
        };
      },
    }),
  );
  return rendered;
}

describe('DrawResultsModal', () => {
  // Time moves only when the test says so, however slow the machine.
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('turns the prizes over one by one, and Skip shows them all at once', async () => {
    await renderDraw();
    expect(screen.queryAllByTestId('revealed-prize')).toHaveLength(0);
    await act(async () => {
      vi.advanceTimersByTime(500);
    });
    expect(screen.getAllByTestId('revealed-prize')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'スキップ' }));
    expect(screen.getAllByTestId('revealed-prize')).toHaveLength(3);
    // Once all are shown: the list of what was won, with pity and duplicates marked.
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText('天井')).toBeVisible();
    expect(screen.getByText('ダブり')).toBeVisible();
    expect(screen.getByRole('link', { name: 'ガチャ履歴' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'スキップ' })).toBeNull();
    // Rendering a Mantine modal takes seconds on a busy machine: a generous limit, not a
    // speed target.
  }, 30_000);

  it('shows everything at once for a fan who prefers reduced motion', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: query.includes('reduce'),
      media: query,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      onchange: null,
      dispatchEvent: () => false,
    })) as typeof window.matchMedia;
    try {
      await renderDraw();
      expect(screen.queryByRole('button', { name: 'スキップ' })).toBeNull();
      expect(screen.getAllByTestId('revealed-prize')).toHaveLength(3);
    } finally {
      window.matchMedia = matchMedia;
    }
  }, 30_000);
});
