import { Button, Stack } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Environment, Network, RecordSource, Store } from 'relay-runtime';
import { FanAvatar } from '../../design/FanAvatar';
import { useConfirm } from '../../design/useConfirm';
import type { GardenRelayEnvironment } from '../../relay/environment';
import { GardenRelayProvider } from '../../relay/GardenRelayProvider';
import type { StreamStatus } from '../../relay/stream';
import { ConnectionBanner } from './ConnectionBanner';
import { EmptyState } from './EmptyState';
import { navigationFromRoutes } from './navigation/navigation';
import { SideNav } from './navigation/SideNav';
import { TabBar } from './navigation/TabBar';
import { NavigationItemsContext } from './navigation/useNavigationItems';
import { NotFoundPage } from './NotFoundPage';
import { PageSkeleton } from './Skeletons';

// The shell's shared pieces. The navigation is read from a route table as in the app.
const navigation = navigationFromRoutes([
  {
    index: true,
    handle: {
      navigation: { section: 'tabs', label: { id: 'common.nav.home' }, icon: 'home', order: 10 },
    },
  },
  {
    path: 'messages',
    handle: {
      navigation: {
        section: 'tabs',
        label: { id: 'common.nav.messages' },
        icon: 'messages',
        order: 20,
      },
    },
  },
  {
    path: 'settings/language',
    handle: {
      navigation: {
        section: 'more',
        label: { id: 'common.nav.language' },
        icon: 'language',
        order: 90,
      },
    },
  },
]);

function streamIn(status: StreamStatus): GardenRelayEnvironment {
  return {
    environment: new Environment({
      network: Network.create(() => ({ data: {} })),
      store: new Store(new RecordSource()),
    }),
    onStreamReconnected: () => () => undefined,
    streamStatus: () => status,
    onStreamStatus: () => () => undefined,
    retryStream: () => undefined,
    renewStream: () => undefined,
    dispose: () => undefined,
  };
}

const meta: Meta = { title: 'Shell/Pieces' };
export default meta;

export const TabBarStory: StoryObj = {
  name: 'Tab bar (phone)',
  render: () => (
    <NavigationItemsContext.Provider value={navigation}>
      <TabBar privacyChoicesUrl="/privacy-choices" />
    </NavigationItemsContext.Provider>
  ),
};

export const SideNavigation: StoryObj = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  render: () => (
    <NavigationItemsContext.Provider value={navigation}>
      <div style={{ width: 248, height: 600, display: 'flex' }}>
        <SideNav privacyChoicesUrl="/privacy-choices" />
      </div>
    </NavigationItemsContext.Provider>
  ),
};

const banner = (status: StreamStatus, offline = false): StoryObj => ({
  render: () => (
    <GardenRelayProvider value={streamIn(status)}>
      <ConnectionBanner offline={offline} />
    </GardenRelayProvider>
  ),
});
export const Reconnecting = banner('reconnecting');
export const Paused = banner('paused');
export const Offline = banner('live', true);

export const Empty: StoryObj = {
  render: () => (
    <EmptyState
      title="まだ何もありません"
      description="最初のひとことを待っています。"
      action={<Button>チャンネルを見る</Button>}
    />
  ),
};

export const NotFound: StoryObj = { render: () => <NotFoundPage /> };

export const Skeleton: StoryObj = { render: () => <PageSkeleton /> };

export const Avatars: StoryObj = {
  render: () => (
    <Stack p="md" style={{ flexDirection: 'row' }}>
      {['VXNlcjox', 'VXNlcjoy', 'VXNlcjoz', 'VXNlcjo0', 'VXNlcjo1'].map((seed) => (
        <FanAvatar key={seed} seed={seed} size={48} />
      ))}
      <FanAvatar seed="uploaded" src="/mock/avatar-1.svg" size={48} />
    </Stack>
  ),
};

function ConfirmDemo() {
  const confirm = useConfirm();
  return (
    <Button
      m="md"
      onClick={() =>
        confirm({
          titleId: 'common.signOut.title',
          bodyId: 'common.signOut.body',
          confirmId: 'common.header.signOut',
          onConfirm: () => undefined,
        })
      }
    >
      confirm
    </Button>
  );
}
export const ConfirmModal: StoryObj = { render: () => <ConfirmDemo /> };
