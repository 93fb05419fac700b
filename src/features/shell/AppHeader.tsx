import { Anchor, Button, Group, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link, NavLink } from 'react-router-dom';
import type { AppHeader_community$key } from '../../__generated__/AppHeader_community.graphql';
import type { AppHeader_viewer$key } from '../../__generated__/AppHeader_viewer.graphql';
import { useAuthState } from '../../state/auth';
import { useLoginModal } from '../../state/loginModal';
import { useSignOut } from '../auth/useSignOut';
import { InstallButton } from '../pwa/InstallButton';
import type { InstallHelper } from '../pwa/useInstallHelper';

interface AppHeaderProps {
  /** Null when the shell's data could not be fetched (offline). */
  community: AppHeader_community$key | null;
  viewer: AppHeader_viewer$key | null;
  /** False in the closed-community shell for visitors who are not members. */
  showNavigation?: boolean;
  installHelper: Pick<InstallHelper, 'canPrompt' | 'promptInstall'>;
}

export function AppHeader({
  community,
  viewer,
  showNavigation = true,
  installHelper,
}: AppHeaderProps) {
  const intl = useIntl();
  const garden = useFragment(
    graphql`
      fragment AppHeader_community on Community {
        name
      }
    `,
    community,
  );

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="lg" wrap="nowrap">
        <Anchor component={Link} to="/" fw={700} size="lg" underline="never" lineClamp={1}>
          {garden?.name ?? intl.formatMessage({ id: 'common.header.gardenFallback' })}
        </Anchor>
        {showNavigation && (
          <Group
            component="nav"
            aria-label={intl.formatMessage({ id: 'common.nav.label' })}
            gap="md"
            wrap="nowrap"
          >
            <Anchor component={NavLink} to="/" end size="sm" c="dark">
              {intl.formatMessage({ id: 'common.nav.home' })}
            </Anchor>
            <Anchor component={NavLink} to="/messages" size="sm" c="dark">
              {intl.formatMessage({ id: 'common.nav.messages' })}
            </Anchor>
          </Group>
        )}
      </Group>
      <Group gap="xs" wrap="nowrap">
        <InstallButton helper={installHelper} />
        <AccountActions viewer={viewer} />
      </Group>
    </Group>
  );
}

function AccountActions({ viewer }: { viewer: AppHeader_viewer$key | null }) {
  const intl = useIntl();
  const { status, user } = useAuthState();
  const { open } = useLoginModal();
  const signOut = useSignOut();
  const fan = useFragment(
    graphql`
      fragment AppHeader_viewer on Viewer {
        isSignedIn
        user {
          displayName
        }
        joinedCommunity {
          __typename
        }
      }
    `,
    viewer,
  );

  // While the sign-in service has not answered, show neither button: it would flicker.
  if (status === 'pendding') return null;

  if (status === 'not-logged-in') {
    return (
      <Button size="xs" onClick={() => open()}>
        {intl.formatMessage({ id: 'common.header.signIn' })}
      </Button>
    );
  }

  const name = fan?.user?.displayName ?? user?.email ?? '';
  // Unknown (offline): no join button rather than a wrong one.
  const hasJoined = !fan || !fan.isSignedIn || fan.joinedCommunity !== null;
  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm" lineClamp={1}>
        {intl.formatMessage({ id: 'common.header.signedInAs' }, { name })}
      </Text>
      {!hasJoined && (
        <Button size="xs" onClick={() => open()}>
          {intl.formatMessage({ id: 'common.header.join' })}
        </Button>
      )}
      {/* A failed sign-out restores the signed-in state; there is nothing more to show. */}
      <Button size="xs" variant="subtle" onClick={() => void signOut().catch(() => undefined)}>
        {intl.formatMessage({ id: 'common.header.signOut' })}
      </Button>
    </Group>
  );
}
