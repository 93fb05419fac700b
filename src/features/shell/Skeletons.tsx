import { Group, Skeleton, Stack } from '@mantine/core';

/** Rows shaped like the channel list: icon, name, a line of the newest message. */
export function ChannelListSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <Stack gap="xs" aria-hidden>
      {Array.from({ length: rows }, (_, index) => (
        <Group key={index} gap="sm" wrap="nowrap" p="sm">
          <Skeleton height={48} width={48} radius="md" />
          <Stack gap={8} style={{ flex: 1 }}>
            <Skeleton height={14} width="40%" />
            <Skeleton height={12} width="85%" />
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}

/** Bubbles shaped like a conversation, alternating sides. */
export function MessageListSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <Stack gap="md" p="sm" aria-hidden>
      {Array.from({ length: rows }, (_, index) => {
        const own = index % 3 === 2;
        return (
          <Group key={index} gap="xs" wrap="nowrap" justify={own ? 'flex-end' : 'flex-start'}>
            {!own && <Skeleton height={36} circle />}
            <Skeleton height={40} width={`${45 + ((index * 17) % 30)}%`} radius="lg" />
          </Group>
        );
      })}
    </Stack>
  );
}

/** A page heading and a few blocks: the shape of a page whose content is not known yet. */
export function PageSkeleton() {
  return (
    <Stack gap="md" maw={720} mx="auto" aria-hidden>
      <Skeleton height={28} width="45%" />
      <Skeleton height={14} width="70%" />
      <Skeleton height={160} radius="lg" />
      <ChannelListSkeleton rows={3} />
    </Stack>
  );
}
