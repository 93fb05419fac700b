import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { FeedTabs } from './FeedTabs';

/** A feed page's title, what it shows, and the tabs between the feeds. */
export function FeedHeader({ title, description }: { title: ReactNode; description: ReactNode }) {
  return (
    <Stack gap="sm">
      <div>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed" size="sm">
          {description}
        </Text>
      </div>
      <FeedTabs />
    </Stack>
  );
}
