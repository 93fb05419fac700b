import { Button, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { MembersOnlyChannelPanel_channel$key } from '../../../__generated__/MembersOnlyChannelPanel_channel.graphql';

/** Where the membership plans are offered (src/features/subscriptions). */
const MEMBERSHIP_PLANS_PATH = '/store/membership';

/**
 * In place of the messages and the composer of a members-only channel, for a fan without
 * the LIMITED_CHAT perk (or a visitor): what the channel is, and where to join.
 */
export function MembersOnlyChannelPanel({
  channel,
}: {
  channel: MembersOnlyChannelPanel_channel$key;
}) {
  const { name } = useFragment(channelFragment, channel);
  return (
    <Container size="sm" py="xl" style={{ flex: 1 }} data-testid="members-only-channel">
      <Stack gap="md" align="center" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="gold" aria-hidden>
          <span style={{ fontSize: 28 }}>🔒</span>
        </ThemeIcon>
        <Title order={2} size="h3">
          <FormattedMessage id="chat.membersOnly.title" values={{ name }} />
        </Title>
        <Text c="dimmed" maw={420}>
          <FormattedMessage id="chat.membersOnly.description" />
        </Text>
        <Button component={Link} to={MEMBERSHIP_PLANS_PATH} radius="xl" size="md">
          <FormattedMessage id="chat.membersOnly.plans" />
        </Button>
      </Stack>
    </Container>
  );
}

const channelFragment = graphql`
  fragment MembersOnlyChannelPanel_channel on Channel {
    name
  }
`;
