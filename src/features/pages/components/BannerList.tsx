import { Button, Stack } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import type { BannerList_community$key } from '../../../__generated__/BannerList_community.graphql';
import { EmptyState } from '../../shell/EmptyState';
import { BANNERS_PAGE_SIZE } from '../bannersPageSize';
import { BannerCard } from './BannerCard';

/** The banners shown now, of one section or of all, in their order; more on demand. */
export function BannerList({ community }: { community: BannerList_community$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment(
    graphql`
      fragment BannerList_community on Community
      @refetchable(queryName: "BannerListPaginationQuery")
      @argumentDefinitions(
        sectionId: { type: "String" }
        count: { type: "Int!" }
        cursor: { type: "String" }
      ) {
        banners(sectionId: $sectionId, first: $count, after: $cursor)
          @connection(key: "BannerList_banners", filters: ["sectionId"]) {
          edges {
            node {
              id
              ...BannerCard_banner
            }
          }
        }
      }
    `,
    community,
  );
  const edges = data.banners.edges;
  if (edges.length === 0)
    return <EmptyState title={<FormattedMessage id="pages.banners.empty" />} />;
  return (
    <Stack gap="md">
      {edges.map((edge, index) => (
        <BannerCard key={edge.node.id} banner={edge.node} eager={index === 0} />
      ))}
      {hasNext && (
        <Button
          variant="default"
          loading={isLoadingNext}
          onClick={() => loadNext(BANNERS_PAGE_SIZE)}
        >
          <FormattedMessage id="pages.banners.more" />
        </Button>
      )}
    </Stack>
  );
}
