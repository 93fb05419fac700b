import { Button, Chip, Group, Paper, Stack } from '@mantine/core';
import { useTransition } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import type { InformationCategory } from '../../../__generated__/InformationListItem_article.graphql';
import type { InformationList_community$key } from '../../../__generated__/InformationList_community.graphql';
import { EmptyState } from '../../shell/EmptyState';
import { INFORMATION_PAGE_SIZE } from '../informationPageSize';
import { categoryMessages } from './CategoryBadge';
import { InformationListItem } from './InformationListItem';

const categories: InformationCategory[] = ['NEWS', 'EVENT', 'GOODS', 'MAINTENANCE'];

/** The garden's articles, pinned first, filtered by category chips. */
export function InformationList({ community }: { community: InformationList_community$key }) {
  const [isPending, startTransition] = useTransition();
  const { data, hasNext, loadNext, isLoadingNext, refetch } = usePaginationFragment(
    graphql`
      fragment InformationList_community on Community
      @refetchable(queryName: "InformationListPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 20 }
        cursor: { type: "String" }
        category: { type: "InformationCategory" }
      ) {
        information(category: $category, first: $count, after: $cursor)
          @connection(key: "InformationList_information") {
          edges {
            node {
              id
              ...InformationListItem_article
            }
          }
        }
      }
    `,
    community,
  );
  // The list stays on screen (dimmed) while the chosen category's first page loads.
  const filterBy = (category: string) =>
    startTransition(() => {
      refetch(
        { category: (category || null) as InformationCategory | null },
        { fetchPolicy: 'store-or-network' },
      );
    });
  return (
    <Stack gap="sm">
      <Chip.Group onChange={(value) => filterBy(value as string)} defaultValue="">
        <Group gap="xs">
          <Chip value="" size="sm">
            <FormattedMessage id="information.category.all" />
          </Chip>
          {categories.map((category) => (
            <Chip key={category} value={category} size="sm">
              <FormattedMessage {...categoryMessages[category as keyof typeof categoryMessages]} />
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {data.information.edges.length === 0 ? (
        <EmptyState
          title={<FormattedMessage id="information.empty" />}
          description={<FormattedMessage id="information.emptyHint" />}
        />
      ) : (
        <Paper radius="lg" withBorder p={4} style={{ opacity: isPending ? 0.6 : 1 }}>
          {data.information.edges.map((edge) => (
            <InformationListItem key={edge.node.id} article={edge.node} />
          ))}
        </Paper>
      )}
      {hasNext && (
        <Button
          variant="subtle"
          loading={isLoadingNext}
          onClick={() => loadNext(INFORMATION_PAGE_SIZE)}
        >
          <FormattedMessage id="information.more" />
        </Button>
      )}
    </Stack>
  );
}
