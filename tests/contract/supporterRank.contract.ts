// Supporter rank: the current season with its ranks and a leaderboard whose anonymous fan has
// no user, a member's standing and their choice to appear anonymously (with its refusals),
// and the operators' seasons refused to a member — the same on the real server and the mock.
import { expect } from 'vitest';
import { defineContract } from './contractServer';
import { joinAs } from './documents';

const SEASON = /* GraphQL */ `
  query ContractSupporterSeason($id: ID) {
    supporterSeason(id: $id) {
      id
      title
      phase
      countsSpending
      yenPerSpendingPoint
      ranks {
        key
        name
        threshold
        rewards {
          kind
          amount
        }
      }
      pointRules {
        kind
        points
      }
      viewerStanding {
        points
        position
        progress
        hiddenFromLeaderboard
        rank {
          key
        }
        nextRank {
          key
        }
      }
      leaderboard(first: 100) {
        edges {
          node {
            position
            points
            anonymous
            isViewer
            user {
              displayName
            }
          }
        }
        pageInfo {
          hasNextPage
        }
      }
    }
  }
`;

const SET_VISIBILITY = /* GraphQL */ `
  mutation ContractSetSupporterLeaderboardVisibility(
    $input: SetSupporterLeaderboardVisibilityInput!
  ) {
    setSupporterLeaderboardVisibility(input: $input) {
      __typename
      ... on SetSupporterLeaderboardVisibilityPayload {
        season {
          viewerStanding {
            hiddenFromLeaderboard
          }
          leaderboard(first: 100) {
            edges {
              node {
                anonymous
                isViewer
                user {
                  displayName
                }
              }
            }
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const UPDATE_SEASON = /* GraphQL */ `
  mutation ContractUpdateSupporterSeason($input: UpdateSupporterSeasonInput!) {
    updateSupporterSeason(input: $input) {
      __typename
      ... on Error {
        message
      }
    }
  }
`;

interface Entry {
  position: number;
  points: number;
  anonymous: boolean;
  isViewer: boolean;
  user: { displayName: string } | null;
}

export default defineContract('supporterRank', [
  {
    name: 'shows the current season, its ranks and a leaderboard with an anonymous fan',
    async run(server) {
      const result = await server.call(SEASON, {}, { language: 'en' });
      const season = result.data?.supporterSeason;
      expect(season).toMatchObject({
        title: 'Winter Season 2026',
        phase: 'OPEN',
        countsSpending: true,
        yenPerSpendingPoint: 100,
        viewerStanding: {
          points: 0,
          position: null,
          progress: 0,
          hiddenFromLeaderboard: false,
          rank: null,
          nextRank: { key: 'bronze' },
        },
      });
      expect(
        season.ranks.map((rank: { name: string; threshold: number }) => [
          rank.name,
          rank.threshold,
        ]),
      ).toEqual([
        ['Bronze', 30],
        ['Silver', 150],
        ['Gold', 400],
        ['Platinum', 1000],
      ]);
      expect(season.pointRules[0]).toEqual({ kind: 'COMMUNITY_REGISTRATION', points: 50 });
      const entries: Entry[] = season.leaderboard.edges.map((edge: { node: Entry }) => edge.node);
      // Other cases' fans earn points on the same server: the seeded standings are among
      // them, and the board stays ordered.
      expect(entries[0].position).toBe(1);
      for (const [index, entry] of entries.entries())
        if (index > 0) {
          expect(entry.points).toBeLessThanOrEqual(entries[index - 1].points);
          expect(entry.position).toBeGreaterThanOrEqual(entries[index - 1].position);
        }
      expect(entries.map((entry) => entry.points)).toEqual(expect.arrayContaining([560, 300]));
      const anonymous = entries.filter((entry) => entry.anonymous);
      expect(anonymous.length).toBeGreaterThan(0);
      for (const entry of anonymous) expect(entry.user).toBeNull();
      expect(entries.every((entry) => !entry.isViewer)).toBe(true);
    },
  },
  {
    name: 'lets a member appear anonymously, and refuses a visitor and an unknown season',
    async run(server) {
      await joinAs(server, 'contract-supporter');
      const before = await server.call(SEASON, {}, { as: 'contract-supporter', language: 'en' });
      const season = before.data?.supporterSeason;
      expect(season.viewerStanding).toMatchObject({ points: 50, rank: { key: 'bronze' } });
      // The board is the top 100: with many fans tied on their joining points (other cases
      // join fans on the same server), a newcomer may be past the cut, and then it is full.
      const own = season.leaderboard.edges.find((edge: { node: Entry }) => edge.node.isViewer);
      if (own) {
        expect(own.node).toMatchObject({
          anonymous: false,
          user: { displayName: 'contract-supporter' },
        });
      } else {
        expect(season.leaderboard.edges).toHaveLength(100);
      }
      const set = (input: Record<string, unknown>, as?: string) =>
        server.call(SET_VISIBILITY, { input }, { as, language: 'en' });
      const hidden = await set(
        { clientMutationId: 'hide-1', seasonId: season.id, hidden: true },
        'contract-supporter',
      );
      const payload = hidden.data?.setSupporterLeaderboardVisibility;
      expect(payload.__typename).toBe('SetSupporterLeaderboardVisibilityPayload');
      expect(payload.season.viewerStanding.hiddenFromLeaderboard).toBe(true);
      // Hidden: the name is nowhere on the board; the fan's own row, when on it, is anonymous.
      expect(JSON.stringify(payload.season.leaderboard)).not.toContain('contract-supporter');
      const mine = payload.season.leaderboard.edges.find(
        (edge: { node: Entry }) => edge.node.isViewer,
      );
      if (own) expect(mine.node).toEqual({ anonymous: true, isViewer: true, user: null });
      expect(
        (await set({ clientMutationId: 'hide-2', seasonId: season.id, hidden: true })).data
          ?.setSupporterLeaderboardVisibility.__typename,
      ).toBe('ShouldBeLoggedInOrSignedUpError');
      expect(
        (
          await set(
            {
              clientMutationId: 'hide-3',
              seasonId: 'U3VwcG9ydGVyU2Vhc29uOjk5OTk5OQ==',
              hidden: true,
            },
            'contract-supporter',
          )
        ).data?.setSupporterLeaderboardVisibility.__typename,
      ).toBe('NotFoundError');
    },
  },
  {
    name: 'refuses the operators’ season changes to a member',
    async run(server) {
      await joinAs(server, 'contract-season-member');
      const seasonId = (await server.call(SEASON)).data?.supporterSeason.id;
      const result = await server.call(
        UPDATE_SEASON,
        {
          input: {
            clientMutationId: 'season-edit-1',
            seasonId,
            titleJa: '春',
            titleEn: 'Spring',
            descriptionJa: '説明',
            descriptionEn: 'About',
            firstDay: '2027-03-01',
            lastDay: '2027-05-31',
            countsSpending: false,
            ranks: [
              { key: 'bronze', nameJa: 'ブロンズ', nameEn: 'Bronze', threshold: 10, rewards: [] },
            ],
          },
        },
        { as: 'contract-season-member', language: 'en' },
      );
      expect(result.data?.updateSupporterSeason).toEqual({
        __typename: 'PermissionDeniedError',
        message: "Only the garden's operators can do this.",
      });
    },
  },
]);
