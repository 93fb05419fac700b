import { Container, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { StepMissionPageQuery } from '../../__generated__/StepMissionPageQuery.graphql';
import { usePageMetadata } from '../shell/DocumentMetadata';
import { StepTrack } from './components/StepTrack';
import { usePageQueryRef } from '../../routing/routeQueries';

/** /step-mission. The route's loader has already started the query. */
export function StepMissionPage() {
  return <StepMissionView queryRef={usePageQueryRef<StepMissionPageQuery>()} />;
}

export function StepMissionView({ queryRef }: { queryRef: PreloadedQuery<StepMissionPageQuery> }) {
  const intl = useIntl();
  const { stepMission } = usePreloadedQuery<StepMissionPageQuery>(stepMissionPageQuery, queryRef);
  const title = intl.formatMessage({ id: 'engagement.steps.title' });
  usePageMetadata(title);
  return (
    <Container size="sm" py="md">
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text c="dimmed" size="sm">
            <FormattedMessage id="engagement.steps.description" />
          </Text>
        </div>
        <StepTrack track={stepMission} />
      </Stack>
    </Container>
  );
}

const stepMissionPageQuery = graphql`
  query StepMissionPageQuery {
    stepMission {
      ...StepTrack_track
    }
  }
`;
