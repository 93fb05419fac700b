import { Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  graphql,
  usePaginationFragment,
  usePreloadedQuery,
  type PreloadedQuery,
} from 'react-relay';
import type { QuestionnairesPageQuery } from '../../__generated__/QuestionnairesPageQuery.graphql';
import { usePageQueryRef } from '../../routing/routeQueries';
import { CoinBalanceChip } from '../engagement/components/CoinBalanceChip';
import { usePageMetadata } from '../shell/DocumentMetadata';
import { EmptyState } from '../shell/EmptyState';
import { QuestionnaireCard } from './components/QuestionnaireCard';
import type { QuestionnairesPage_community$key } from '../../__generated__/QuestionnairesPage_community.graphql';
import { QUESTIONNAIRES_PAGE_SIZE } from './questionnairesPageSize';

/** /questionnaires. The route's loader has already started the query. */
export function QuestionnairesPage() {
  return <QuestionnairesView queryRef={usePageQueryRef<QuestionnairesPageQuery>()} />;
}

/** The garden's questionnaires: open ones first with their reward and deadline. */
export function QuestionnairesView({
  queryRef,
}: {
  queryRef: PreloadedQuery<QuestionnairesPageQuery>;
}) {
  const intl = useIntl();
  const query = usePreloadedQuery<QuestionnairesPageQuery>(questionnairesPageQuery, queryRef);
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    questionnairesFragment,
    query.community as QuestionnairesPage_community$key,
  );
  usePageMetadata(intl.formatMessage({ id: 'questionnaires.title' }));
  const edges = data.questionnaires.edges;
  return (
    <Container size="md" py="md">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={4}>
            <Title order={1} size="h2">
              <FormattedMessage id="questionnaires.title" />
            </Title>
            <Text c="dimmed" size="sm" maw={560}>
              <FormattedMessage id="questionnaires.lead" />
            </Text>
          </Stack>
          <CoinBalanceChip viewer={query.viewer} />
        </Group>
        {edges.length === 0 ? (
          <EmptyState title={<FormattedMessage id="questionnaires.empty" />} />
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {edges.map(({ node }) => (
              <QuestionnaireCard key={node.id} questionnaire={node} />
            ))}
          </SimpleGrid>
        )}
        {hasNext && (
          <Button
            variant="subtle"
            loading={isLoadingNext}
            onClick={() => loadNext(QUESTIONNAIRES_PAGE_SIZE)}
          >
            <FormattedMessage id="questionnaires.more" />
          </Button>
        )}
      </Stack>
    </Container>
  );
}

const questionnairesPageQuery = graphql`
  query QuestionnairesPageQuery($count: Int!) {
    community {
      ...QuestionnairesPage_community @arguments(count: $count)
    }
    viewer {
      ...CoinBalanceChip_viewer
    }
  }
`;

const questionnairesFragment = graphql`
  fragment QuestionnairesPage_community on Community
  @refetchable(queryName: "QuestionnairesPagePaginationQuery")
  @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "String" }) {
    questionnaires(first: $count, after: $cursor)
      @connection(key: "QuestionnairesPage_questionnaires") {
      edges {
        node {
          id
          ...QuestionnaireCard_questionnaire
        }
      }
    }
  }
`;
