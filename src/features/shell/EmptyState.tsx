import { Image, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * What every empty list shows: the garden's illustration, one line that says why it is
 * empty, and at most one action.
 */
export function EmptyState({
  title,
  description,
  action,
  illustration = '/images/empty/quiet-garden.svg',
  headingOrder = 2,
}: {
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  illustration?: string;
  /** The title's heading level: 1 where the empty state is the whole page. */
  headingOrder?: 1 | 2 | 3;
}) {
  return (
    <Stack align="center" gap="xs" py="xl" px="md" ta="center">
      <Image src={illustration} alt="" w={160} h={112} fit="contain" />
      <Title order={headingOrder} size="h3">
        {title}
      </Title>
      {description && (
        <Text size="sm" c="dimmed" maw={360}>
          {description}
        </Text>
      )}
      {action}
    </Stack>
  );
}
