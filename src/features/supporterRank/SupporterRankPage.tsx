import { Anchor, Button, Container, Stack } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import type { SupporterRankPageQuery } from '../../__generated__/SupporterRankPageQuery.graphql';
import { usePageQueryRef } from '../../routing/routeQueries';
import { useNotFoundStatus } from '../../serverRendering/pageStatus';
import { useRequireMember } from '../auth/useRequireMember';
import { EmptyState } from '../shell/EmptyState';
import { usePageMetadata } from '../shell/DocumentMetadata';
import { PointRules } from './components/PointRules';
import { RankLadder } from './components/RankLadder';
import { SeasonHeader } from './components/SeasonHeader';
import { StandingCard } from './components/StandingCard';
import { SupporterLeaderboard } from './components/SupporterLeaderboard';

/** /supporter-rank/{season_id} (or /supporter-rank/current). */
export function SupporterRankPage() {
  return <SupporterRankView queryRef={usePageQueryRef<SupporterRankPageQuery>()} />;
}

/** A supporter season like a game's season page: the fan's rank, the ranks, the leaderboard. */
export function SupporterRankView({
  queryRef,
}: {
  queryRef: PreloadedQuery<SupporterRankPageQuery>;
}) {
  const intl = useIntl();
  const data = usePreloadedQuery<SupporterRankPageQuery>(supporterRankPageQuery, queryRef);
  const season = data.supporterSeason;
  usePageMetadata(season?.title ?? intl.formatMessage({ id: 'supporterRank.title' }));
  useNotFoundStatus(!season);
  const requireMember = useRequireMember();
  const joined = data.viewer.joinedCommunity != null;
  if (!season) {
    return (
      <Container size="sm" py="md">
        <EmptyState
          headingOrder={1}
          title={<FormattedMessage id="supporterRank.notFound" />}
          action={
            <Anchor component={Link} to="/missions">
              <FormattedMessage id="supporterRank.toMissions" />
            </Anchor>
          }
        />
      </Container>
    );
  }
  return (
    <Container size="sm" py="md">
      <Stack gap="lg">
        <SeasonHeader season={season} />
        <StandingCard season={season} signedIn={joined} />
        {!joined && (
          <Button color="crimson" radius="xl" onClick={() => requireMember()}>
            <FormattedMessage id="supporterRank.joinToRank" />
          </Button>
        )}
        <SupporterLeaderboard season={season} />
        <RankLadder season={season} />
        <PointRules season={season} />
        <Anchor component={Link} to="/missions" fw={600} ta="center">
          <FormattedMessage id="supporterRank.toMissions" />
        </Anchor>
      </Stack>
    </Container>
  );
}

const supporterRankPageQuery = graphql`
  query SupporterRankPageQuery($seasonId: ID, $first: Int!) {
    viewer {
      joinedCommunity {
        __typename
      }
    }
    supporterSeason(id: $seasonId) {
      title
      ...SeasonHeader_season
      ...StandingCard_season
      ...SupporterLeaderboard_season @arguments(first: $first)
      ...RankLadder_season
      ...PointRules_season
    }
  }
`;
