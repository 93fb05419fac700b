import { Button, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { EmptyState } from '../../shell/EmptyState';
import { POSTS_PAGE_SIZE } from '../postsPageSize';

interface PostListProps {
  /** The feed's post cards (each list renders its own, from its own fragment). */
  children: ReactNode[];
  hasNext: boolean;
  isLoadingNext: boolean;
  loadNext: (count: number) => void;
  empty: { title: ReactNode; description: ReactNode };
}

/** A feed's cards, its empty state, and "more" while the connection has a next page. */
export function PostList({ children, hasNext, isLoadingNext, loadNext, empty }: PostListProps) {
  if (children.length === 0)
    return <EmptyState title={empty.title} description={empty.description} />;
  return (
    <Stack gap="sm">
      {children}
      {hasNext && (
        <Button variant="subtle" loading={isLoadingNext} onClick={() => loadNext(POSTS_PAGE_SIZE)}>
          <FormattedMessage id="posts.more" />
        </Button>
      )}
    </Stack>
  );
}
