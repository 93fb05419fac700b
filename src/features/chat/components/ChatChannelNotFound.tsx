import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';

/** Shown for a channel id that names nothing in this garden. */
export function ChatChannelNotFound() {
  return (
    <Container size="sm" py="xl">
      <Stack gap="sm" align="center">
        <Title order={1} size="h3">
          <FormattedMessage id="chat.channel.notFound.title" />
        </Title>
        <Text c="dimmed">
          <FormattedMessage id="chat.channel.notFound.description" />
        </Text>
        <Anchor component={Link} to="/messages">
          <FormattedMessage id="chat.channel.back" />
        </Anchor>
      </Stack>
    </Container>
  );
}
