import { Button, Stack } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import type { ChapterList_story$key } from '../../../__generated__/ChapterList_story.graphql';
import { CHAPTERS_PAGE_SIZE } from '../storiesPageSize';
import { ChapterRow } from './ChapterRow';

/** A story's table of contents, in order. */
export function ChapterList({ story }: { story: ChapterList_story$key }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    chapterListFragment,
    story,
  );
  return (
    <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
      {data.chapters.edges.map(({ node }) => (
        <li key={node.id}>
          <ChapterRow storyId={data.storyId} chapter={node} />
        </li>
      ))}
      {hasNext && (
        <Button
          variant="subtle"
          loading={isLoadingNext}
          onClick={() => loadNext(CHAPTERS_PAGE_SIZE)}
        >
          <FormattedMessage id="stories.more" />
        </Button>
      )}
    </Stack>
  );
}

const chapterListFragment = graphql`
  fragment ChapterList_story on Story
  @refetchable(queryName: "ChapterListPaginationQuery")
  @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "String" }) {
    storyId
    chapters(first: $count, after: $cursor) @connection(key: "ChapterList_chapters") {
      edges {
        node {
          id
          ...ChapterRow_chapter
        }
      }
    }
  }
`;
