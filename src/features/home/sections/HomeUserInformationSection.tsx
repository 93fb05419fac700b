import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { HomeUserInformationSection_section$key } from '../../../__generated__/HomeUserInformationSection_section.graphql';
import { FanAvatar } from '../../../design/FanAvatar';
import { useLoginModal } from '../../../state/loginModal';

/** The viewer's own card: who they are and their coins, or an invitation to join. */
export function HomeUserInformationSection({
  section,
}: {
  section: HomeUserInformationSection_section$key;
}) {
  const { open: openLogin } = useLoginModal();
  const data = useFragment(
    graphql`
      fragment HomeUserInformationSection_section on HomeUserInformationSection {
        id
        title
        viewer {
          isSignedIn
          user {
            id
            displayName
            avatarUrl
          }
          coinBalance {
            total
          }
        }
      }
    `,
    section,
  );
  const headingId = `you-${data.id}`;
  const { user, coinBalance } = data.viewer;
  return (
    <Card component="section" aria-labelledby={headingId} radius="lg" shadow="xs" padding="md">
      {user ? (
        <Group gap="md" wrap="nowrap">
          <FanAvatar src={user.avatarUrl} seed={user.id} size={52} />
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Title order={2} size="h4" id={headingId} lineClamp={1}>
              <FormattedMessage id="home.user.welcomeBack" values={{ name: user.displayName }} />
            </Title>
            {coinBalance && (
              <Text size="sm" c="dimmed">
                <FormattedMessage
                  id="home.user.coins"
                  values={{ count: <FormattedNumber value={coinBalance.total} /> }}
                />
              </Text>
            )}
          </Stack>
          <Button component={Link} to="/mypage" variant="light" radius="xl" size="sm">
            <FormattedMessage id="home.user.myPage" />
          </Button>
        </Group>
      ) : (
        <Stack gap="xs" align="flex-start">
          <Title order={2} size="h4" id={headingId}>
            {data.title ?? <FormattedMessage id="home.user.inviteTitle" />}
          </Title>
          <Text size="sm" c="dimmed">
            <FormattedMessage id="home.user.inviteBody" />
          </Text>
          {!data.viewer.isSignedIn && (
            <Button radius="xl" onClick={() => openLogin({ step: 'signup', redirectPath: '/' })}>
              <FormattedMessage id="home.user.join" />
            </Button>
          )}
        </Stack>
      )}
    </Card>
  );
}
