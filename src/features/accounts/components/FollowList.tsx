import { Button, Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { FOLLOWS_PAGE_SIZE } from '../../../../common/limits';
import { EmptyState } from '../../shell/EmptyState';

/** The frame both follow lists share: the fans (as list items), "more", or the empty state. */
export function FollowList({
  children,
  isEmpty,
  empty,
  hasNext,
  isLoadingNext,
  loadNext,
}: {
  children: ReactNode;
  isEmpty: boolean;
  empty: ReactNode;
  hasNext: boolean;
  isLoadingNext: boolean;
  loadNext(count: number): void;
}) {
  if (isEmpty) return <EmptyState title={empty} />;
  return (
    <Stack gap="xs">
      <Paper radius="lg" shadow="xs" p={4}>
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>{children}</ul>
      </Paper>
      {hasNext && (
        <Button
          variant="subtle"
          loading={isLoadingNext}
          onClick={() => loadNext(FOLLOWS_PAGE_SIZE)}
        >
          <FormattedMessage id="accounts.followList.more" />
        </Button>
      )}
    </Stack>
  );
}
