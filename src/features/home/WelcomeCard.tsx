import { Button, Card, Image, Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { WelcomeCard_community$key } from '../../__generated__/WelcomeCard_community.graphql';

/** The garden's welcome: banner, name, description, how many fans, and the way to the chat. */
export function WelcomeCard({ community }: { community: WelcomeCard_community$key }) {
  const intl = useIntl();
  const garden = useFragment(
    graphql`
      fragment WelcomeCard_community on Community {
        name
        description
        bannerUrl
        memberCount
      }
    `,
    community,
  );

  return (
    <Card withBorder padding="lg">
      {garden.bannerUrl && (
        <Card.Section>
          {/* Decorative: the garden's name follows as the heading. */}
          <Image src={garden.bannerUrl} alt="" h={180} />
        </Card.Section>
      )}
      <Stack gap="sm" mt={garden.bannerUrl ? 'md' : 0}>
        <Title order={1} size="h2">
          {garden.name}
        </Title>
        <Text style={{ whiteSpace: 'pre-line' }}>{garden.description}</Text>
        <Text size="sm" c="dimmed">
          {intl.formatMessage({ id: 'common.home.memberCount' }, { count: garden.memberCount })}
        </Text>
        <Button component={Link} to="/messages" style={{ alignSelf: 'flex-start' }}>
          {intl.formatMessage({ id: 'common.home.toChannels' })}
        </Button>
      </Stack>
    </Card>
  );
}
