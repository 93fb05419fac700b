import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageMetadata } from '../shell/DocumentMetadata';

/** A page that only says something: a heading, a text and optional actions. */
export function MessagePage({
  title,
  body,
  children,
}: {
  title: string;
  body: string;
  children?: ReactNode;
}) {
  usePageMetadata(title, body);
  return (
    <Stack gap="md" align="flex-start" py="md">
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text>{body}</Text>
      {children}
    </Stack>
  );
}
