import { Button, Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/** The frame of a list of topics: a labelled card of rows, and "more" while pages remain. */
export function TopicListFrame({
  label,
  children,
  hasNext,
  isLoadingNext,
  onLoadNext,
}: {
  label: string;
  children: ReactNode;
  hasNext: boolean;
  isLoadingNext: boolean;
  onLoadNext: () => void;
}) {
  return (
    <Stack gap="xs">
      <Paper component="nav" radius="lg" shadow="xs" p={4} aria-label={label}>
        <Stack component="ul" gap={0} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {children}
        </Stack>
      </Paper>
      {hasNext && (
        <Button variant="subtle" loading={isLoadingNext} onClick={onLoadNext}>
          <FormattedMessage id="posts.more" />
        </Button>
      )}
    </Stack>
  );
}
