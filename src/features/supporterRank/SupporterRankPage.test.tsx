import { act, screen, within } from '@testing-library/react';
import { loadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { buildSupporterSeason, buildSupporterStanding } from '../../../mocks/supporterRank';
import { renderWithRelay } from '../../../tests/relay';
import SupporterRankPageQueryNode, {
  type SupporterRankPageQuery,
} from '../../__generated__/SupporterRankPageQuery.graphql';
import { SupporterRankView } from './SupporterRankPage';

const entry = (
  index: number,
  fields: { points: number; position: number; name: string | null; isViewer?: boolean },
) => ({
  cursor: `c${index}`,
  node: {
    id: `entry-${index}`,
    position: fields.position,
    points: fields.points,
    anonymous: fields.name === null,
    isViewer: fields.isViewer ?? false,
    rank: null,
    user:
      fields.name === null
        ? null
        : { id: `user-${index}`, displayName: fields.name, avatarUrl: null },
  },
});

function renderSeasonPage(
  locale: 'ja' | 'en',
  standing: { points: number; position: number | null },
) {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<SupporterRankPageQuery>(environment, SupporterRankPageQueryNode, {
    seasonId: null,
    first: 20,
  });
  const rendered = renderWithRelay(<SupporterRankView queryRef={queryRef} />, {
    environment,
    locale,
  });
  return {
    ...rendered,
    resolvePage: () => {
      const season = buildSupporterSeason(locale);
      const own = buildSupporterStanding(locale, standing.points, standing.position);
      const edges = [
        entry(1, { points: 560, position: 1, name: 'くろねこ' }),
        entry(2, { points: 300, position: 2, name: '花守' }),
        entry(3, { points: 120, position: 3, name: null }),
        entry(4, { points: 65, position: 4, name: '新しいファン', isViewer: true }),
      ];
      // The mock garden builds every object of these types; a type's resolver wins over what
      // its parent holds, so the season's tiers, the fan's ranks and the rows come in order.
      let tier = 0;
      let edge = 0;
      let row = 0;
      let rule = 0;
      return rendered.resolveMostRecentOperation({
        Viewer: () => ({ joinedCommunity: { __typename: 'Community' } }),
        SupporterSeason: () => ({ ...season, supporterCount: 4 }),
        SupporterStanding: () => own,
        SupporterRank: (context) =>
          context.path?.includes('viewerStanding')
            ? context.name === 'nextRank'
              ? own.nextRank
              : own.rank
            : season.ranks[tier++ % season.ranks.length],
        SupporterLeaderboardEdge: () => edges[edge++ % edges.length],
        SupporterPointRule: () => season.pointRules[rule++ % season.pointRules.length],
        SupporterLeaderboardEntry: () => edges[row++ % edges.length].node,
        SupporterLeaderboardConnection: () => ({
          edges,
          pageInfo: {
            hasNextPage: false,
            endCursor: 'c4',
            hasPreviousPage: false,
            startCursor: 'c1',
          },
        }),
      });
    },
  };
}

describe('supporter rank page', () => {
  it('shows the fan’s rank, progress to the next and their place, and the leaderboard', async () => {
    const page = renderSeasonPage('ja', { points: 65, position: 4 });
    await page.resolvePage();
    expect(screen.getByRole('heading', { level: 1, name: '2026 冬シーズン' })).toBeInTheDocument();
    expect(screen.getByTestId('viewer-rank')).toHaveTextContent('ブロンズ');
    expect(screen.getByTestId('viewer-points')).toHaveTextContent('65');
    expect(screen.getByTestId('next-rank')).toHaveTextContent('あと85 ptでシルバー');
    expect(screen.getByTestId('viewer-position')).toHaveTextContent('4位（4人中）');
    const rows = screen.getAllByTestId('leaderboard-entry');
    expect(rows.map((row) => within(row).getByTestId('entry-name').textContent)).toEqual([
      // Named fans come from the mock garden's users; the anonymous one never has a name.
      '薔薇の番人',
      'Midnight Marionette',
      '匿名のサポーター',
      'ルカあなた',
    ]);
    expect(rows[3]).toHaveAttribute('data-viewer', 'true');
    expect(screen.getByTestId('spending-rule')).toHaveTextContent('100円ごとに1 pt');
    expect(
      screen.getAllByTestId('rank-tier').map((tier) => tier.getAttribute('data-held')),
    ).toEqual([null, null, null, 'true']);
  });

  it('hides the fan’s name when they switch it off, and says the top rank is reached', async () => {
    const page = renderSeasonPage('en', { points: 1200, position: 1 });
    await page.resolvePage();
    expect(screen.getByTestId('viewer-rank')).toHaveTextContent('Platinum');
    expect(screen.getByTestId('next-rank')).toHaveTextContent('You reached the top rank!');
    await page.user.click(screen.getByRole('switch', { name: /Hide my name on the leaderboard/ }));
    const operation = page.environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('useSetSupporterLeaderboardVisibilityMutation');
    expect(operation.request.variables.input).toMatchObject({ hidden: true });
    await act(async () => {
      page.environment.mock.resolve(
        operation,
        MockPayloadGenerator.generate(operation, {
          Mutation: () => ({
            setSupporterLeaderboardVisibility: {
              __typename: 'SetSupporterLeaderboardVisibilityPayload',
              season: {
                id: buildSupporterSeason('en').id,
                viewerStanding: {
                  id: buildSupporterStanding('en', 1200, 1).id,
                  hiddenFromLeaderboard: true,
                },
                leaderboard: {
                  edges: [{ node: { id: 'entry-4', isViewer: true, anonymous: true, user: null } }],
                },
              },
            },
          }),
        }),
      );
    });
    expect(screen.getByRole('switch', { name: /Hide my name/ })).toBeChecked();
    const own = screen.getAllByTestId('leaderboard-entry')[3];
    expect(within(own).getByTestId('entry-name')).toHaveTextContent('Anonymous supporterYou');
  });
});
