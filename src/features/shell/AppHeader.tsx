import { Anchor, Button, Group, Image, Menu, Text, UnstyledButton } from '@mantine/core';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { AppHeader_community$key } from '../../__generated__/AppHeader_community.graphql';
import type { AppHeader_viewer$key } from '../../__generated__/AppHeader_viewer.graphql';
import { pickSiteMetadata } from '../../../common/siteMetadata';
import { FanAvatar } from '../../design/FanAvatar';
import { useConfirm } from '../../design/useConfirm';
import { useAppConfig } from '../../platform/AppConfigProvider';
import { useAuthState } from '../../state/auth';
import { useLoginModal } from '../../state/loginModal';
import { useSignOut } from '../auth/useSignOut';
import { InstallButton } from '../pwa/InstallButton';
import type { InstallHelper } from '../pwa/useInstallHelper';
import { NavigationIcon } from './navigation/NavigationIcon';
import { rememberedGardenName, rememberGardenName } from './rememberedGardenName';

interface AppHeaderProps {
  /** Null when the shell's data could not be fetched (offline). */
  community: AppHeader_community$key | null;
  viewer: AppHeader_viewer$key | null;
  installHelper: Pick<InstallHelper, 'canPrompt' | 'promptInstall'>;
}

/** The compact top bar: the garden's crest and name, then the fan's account. */
export function AppHeader({ community, viewer, installHelper }: AppHeaderProps) {
  const intl = useIntl();
  // Without the community (offline, or refused): the name from the page's config, or the
  // one last shown online (the service worker's cached shell carries no config).
  const config = useAppConfig();
  const garden = useFragment(
    graphql`
      fragment AppHeader_community on Community {
        name
      }
    `,
    community,
  );
  const name = garden?.name;
  useEffect(() => {
    if (name) rememberGardenName(intl.locale, name);
  }, [intl.locale, name]);

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
      <Anchor
        component={Link}
        to="/"
        underline="never"
        c="var(--mantine-color-text)"
        style={{ display: 'flex', alignItems: 'center', gap: 10, minWidth: 0, minHeight: 44 }}
      >
        <Image src="/images/garden/crest.svg" alt="" w={32} h={32} style={{ flex: 'none' }} />
        {/* A long name (English on a phone) takes two lines rather than losing its end. */}
        <Text
          component="span"
          fw={800}
          size="md"
          lh={1.2}
          className="garden-palt garden-phrase"
          lineClamp={2}
        >
          {garden?.name ??
            (pickSiteMetadata(config.siteMetadata ?? {}, intl.locale).title ||
              rememberedGardenName(intl.locale) ||
              intl.formatMessage({ id: 'common.header.gardenFallback' }))}
        </Text>
      </Anchor>
      <Group gap="xs" wrap="nowrap" style={{ flex: 'none' }}>
        <Group visibleFrom="sm">
          <InstallButton helper={installHelper} />
        </Group>
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
  const confirm = useConfirm();
  const fan = useFragment(
    graphql`
      fragment AppHeader_viewer on Viewer {
        isSignedIn
        user {
          id
          displayName
          avatarUrl
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

  const signInLabel = intl.formatMessage({ id: 'common.header.signIn' });
  if (status === 'not-logged-in') {
    return (
      // The short label on phones leaves room for the garden's name.
      <Button size="sm" h={44} onClick={() => open()} aria-label={signInLabel}>
        <Text span inherit hiddenFrom="sm">
          {intl.formatMessage({ id: 'common.header.signInShort' })}
        </Text>
        <Text span inherit visibleFrom="sm">
          {signInLabel}
        </Text>
      </Button>
    );
  }

  const name = fan?.user?.displayName ?? user?.email ?? '';
  // Unknown (offline): no join button rather than a wrong one.
  const hasJoined = !fan || !fan.isSignedIn || fan.joinedCommunity !== null;
  const askSignOut = () =>
    confirm({
      titleId: 'common.signOut.title',
      bodyId: 'common.signOut.body',
      confirmId: 'common.header.signOut',
      // A failed sign-out restores the signed-in state; there is nothing more to show.
      onConfirm: () => void signOut().catch(() => undefined),
    });
  return (
    <Group gap="xs" wrap="nowrap">
      {!hasJoined && (
        <Button size="sm" h={44} onClick={() => open()}>
          {intl.formatMessage({ id: 'common.header.join' })}
        </Button>
      )}
      <Menu position="bottom-end" width={240} radius="md" shadow="lg">
        <Menu.Target>
          <UnstyledButton
            aria-label={intl.formatMessage({ id: 'common.header.accountMenu' }, { name })}
            style={{ width: 44, height: 44, borderRadius: '50%', display: 'grid' }}
          >
            <FanAvatar
              src={fan?.user?.avatarUrl}
              seed={fan?.user?.id ?? user?.uid ?? name}
              size={36}
              style={{ placeSelf: 'center' }}
            />
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>
            <Text size="sm" fw={700} c="var(--mantine-color-text)" truncate="end">
              {intl.formatMessage({ id: 'common.header.signedInAs' }, { name })}
            </Text>
          </Menu.Label>
          <Menu.Item
            component={Link}
            to="/settings/language"
            leftSection={<NavigationIcon name="language" size={18} />}
            mih={44}
          >
            {intl.formatMessage({ id: 'common.footer.language' })}
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item
            leftSection={<NavigationIcon name="signOut" size={18} />}
            onClick={askSignOut}
            mih={44}
          >
            {intl.formatMessage({ id: 'common.header.signOut' })}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
