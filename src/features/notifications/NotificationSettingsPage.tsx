import {
  Alert,
  Button,
  Container,
  Divider,
  Paper,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { NotificationSettingsPage_settings$key } from '../../__generated__/NotificationSettingsPage_settings.graphql';
import type { NotificationSettingsPageQuery } from '../../__generated__/NotificationSettingsPageQuery.graphql';
import { usePageQueryRef } from '../../routing/routeQueries';
import { usePageMetadata } from '../shell/DocumentMetadata';
import {
  type CategorySwitch,
  useSendTestNotification,
  useSetNotificationPreference,
  useSubscribeToPush,
  useUnsubscribeFromPush,
} from './useNotificationMutations';
import {
  currentSubscription,
  describeSubscription,
  readDeviceState,
  subscribeThisDevice,
  unsubscribeThisDevice,
  type PushDeviceState,
} from './webPush';

const m = defineMessages({
  title: { id: 'notifications.title' },
  description: { id: 'notifications.description' },
  deviceTitle: { id: 'notifications.device.title' },
  on: { id: 'notifications.device.on' },
  off: { id: 'notifications.device.off' },
  enable: { id: 'notifications.device.enable' },
  disable: { id: 'notifications.device.disable' },
  unsupported: { id: 'notifications.device.unsupported' },
  denied: { id: 'notifications.device.denied' },
  failed: { id: 'notifications.device.failed' },
  count: { id: 'notifications.device.count' },
  categoriesTitle: { id: 'notifications.categories.title' },
  saveFailed: { id: 'notifications.categories.saveFailed' },
  testTitle: { id: 'notifications.test.title' },
  testHint: { id: 'notifications.test.hint' },
  send: { id: 'notifications.test.send' },
  sent: { id: 'notifications.test.sent' },
  notDelivered: { id: 'notifications.test.notDelivered' },
  signedOut: { id: 'notifications.signedOut' },
  directMessages: { id: 'notifications.categories.directMessages' },
  directMessagesHint: { id: 'notifications.categories.directMessagesHint' },
  repliesAndReactions: { id: 'notifications.categories.repliesAndReactions' },
  repliesAndReactionsHint: { id: 'notifications.categories.repliesAndReactionsHint' },
  officialPosts: { id: 'notifications.categories.officialPosts' },
  officialPostsHint: { id: 'notifications.categories.officialPostsHint' },
  eventsAndSchedules: { id: 'notifications.categories.eventsAndSchedules' },
  eventsAndSchedulesHint: { id: 'notifications.categories.eventsAndSchedulesHint' },
});

const categories: { key: CategorySwitch; label: typeof m.title; hint: typeof m.title }[] = [
  { key: 'directMessages', label: m.directMessages, hint: m.directMessagesHint },
  { key: 'repliesAndReactions', label: m.repliesAndReactions, hint: m.repliesAndReactionsHint },
  { key: 'officialPosts', label: m.officialPosts, hint: m.officialPostsHint },
  { key: 'eventsAndSchedules', label: m.eventsAndSchedules, hint: m.eventsAndSchedulesHint },
];

export const notificationSettingsPageQuery = graphql`
  query NotificationSettingsPageQuery {
    webPushPublicKey
    viewer {
      notificationSettings {
        ...NotificationSettingsPage_settings
      }
    }
  }
`;

/** /settings/notification: Web Push on this device, the categories, and a test push. */
export function NotificationSettingsPage() {
  return <NotificationSettingsView queryRef={usePageQueryRef<NotificationSettingsPageQuery>()} />;
}

export function NotificationSettingsView({
  queryRef,
}: {
  queryRef: PreloadedQuery<NotificationSettingsPageQuery>;
}) {
  const intl = useIntl();
  const data = usePreloadedQuery<NotificationSettingsPageQuery>(
    notificationSettingsPageQuery,
    queryRef,
  );
  const title = intl.formatMessage(m.title);
  usePageMetadata(title);
  const settings = data.viewer.notificationSettings;
  return (
    <Container size="sm" py="md">
      <Stack gap="lg">
        <div>
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            <FormattedMessage {...m.description} />
          </Text>
        </div>
        {settings ? (
          <NotificationSettingsForm settings={settings} publicKey={data.webPushPublicKey} />
        ) : (
          <Alert variant="light" radius="lg">
            <FormattedMessage {...m.signedOut} />
          </Alert>
        )}
      </Stack>
    </Container>
  );
}

function NotificationSettingsForm({
  settings: settingsKey,
  publicKey,
}: {
  settings: NotificationSettingsPage_settings$key;
  publicKey: string;
}) {
  const settings = useFragment(
    graphql`
      fragment NotificationSettingsPage_settings on NotificationSettings {
        id
        directMessages
        repliesAndReactions
        officialPosts
        eventsAndSchedules
        pushSubscriptionCount
      }
    `,
    settingsKey,
  );
  return (
    <>
      <DeviceSection publicKey={publicKey} deviceCount={settings.pushSubscriptionCount} />
      <CategorySection settings={settings} />
      <TestSection deviceCount={settings.pushSubscriptionCount} />
    </>
  );
}

function Section({ title, children }: { title: React.ReactNode; children: React.ReactNode }) {
  return (
    <Stack gap="xs" component="section">
      <Text size="sm" fw={600} c="dimmed" component="h2" m={0}>
        {title}
      </Text>
      <Paper radius="lg" shadow="xs" p="md">
        {children}
      </Paper>
    </Stack>
  );
}

function DeviceSection({ publicKey, deviceCount }: { publicKey: string; deviceCount: number }) {
  const subscribe = useSubscribeToPush();
  const unsubscribe = useUnsubscribeFromPush();
  // Known only in the browser, after hydration: the server renders "unknown".
  const [state, setState] = useState<PushDeviceState>('unknown');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void (async () => {
      const next = await readDeviceState().catch(() => 'unsupported' as const);
      if (!live) return;
      setState(next);
      // The server may not know this browser (another fan signed in on it before): tell it.
      if (next === 'on') {
        const existing = await currentSubscription();
        if (existing && live) await subscribe(describeSubscription(existing));
      }
    })();
    return () => {
      live = false;
    };
  }, [subscribe]);

  const turnOn = useCallback(async () => {
    setBusy(true);
    setError(null);
    try {
      const result = await subscribeThisDevice(publicKey);
      if (result === 'denied' || result === 'unsupported') {
        setState(result);
        return;
      }
      const refusal = await subscribe(result);
      if (refusal !== null) setError(refusal);
      else setState('on');
    } catch {
      setError('');
    } finally {
      setBusy(false);
    }
  }, [publicKey, subscribe]);

  const turnOff = useCallback(async () => {
    setBusy(true);
    setError(null);
    try {
      const endpoint = await unsubscribeThisDevice();
      if (endpoint) {
        const refusal = await unsubscribe(endpoint);
        if (refusal !== null) setError(refusal);
      }
      setState('off');
    } catch {
      setError('');
    } finally {
      setBusy(false);
    }
  }, [unsubscribe]);

  return (
    <Section title={<FormattedMessage {...m.deviceTitle} />}>
      <Stack gap="sm">
        {state === 'unsupported' || state === 'denied' ? (
          <Alert variant="light" color="yellow" radius="md">
            <FormattedMessage {...(state === 'denied' ? m.denied : m.unsupported)} />
          </Alert>
        ) : (
          <Text size="sm" data-testid="push-device-state" data-state={state}>
            {state === 'on' ? <FormattedMessage {...m.on} /> : null}
            {state === 'off' ? <FormattedMessage {...m.off} /> : null}
          </Text>
        )}
        {state === 'on' ? (
          <Button variant="default" radius="xl" loading={busy} onClick={() => void turnOff()}>
            <FormattedMessage {...m.disable} />
          </Button>
        ) : (
          <Button
            radius="xl"
            loading={busy}
            disabled={state !== 'off'}
            onClick={() => void turnOn()}
          >
            <FormattedMessage {...m.enable} />
          </Button>
        )}
        {error !== null ? (
          <Text size="sm" c="red" role="alert">
            {error || <FormattedMessage {...m.failed} />}
          </Text>
        ) : null}
        {deviceCount > 0 ? (
          <Text size="xs" c="dimmed">
            <FormattedMessage {...m.count} values={{ count: deviceCount }} />
          </Text>
        ) : null}
      </Stack>
    </Section>
  );
}

function CategorySection({
  settings,
}: {
  settings: { id: string } & Record<CategorySwitch, boolean>;
}) {
  const intl = useIntl();
  const setPreference = useSetNotificationPreference();
  const [error, setError] = useState<string | null>(null);
  const change = async (key: CategorySwitch, on: boolean) => {
    setError(null);
    const refusal = await setPreference(settings.id, key, on);
    if (refusal !== null) setError(refusal || intl.formatMessage(m.saveFailed));
  };
  return (
    <Section title={<FormattedMessage {...m.categoriesTitle} />}>
      <Stack gap={0}>
        {categories.map((category, index) => (
          <div key={category.key}>
            {index > 0 ? <Divider my="sm" /> : null}
            <Switch
              size="md"
              labelPosition="left"
              checked={settings[category.key]}
              onChange={(event) => void change(category.key, event.currentTarget.checked)}
              label={<FormattedMessage {...category.label} />}
              description={<FormattedMessage {...category.hint} />}
              styles={{ body: { justifyContent: 'space-between' }, labelWrapper: { flex: 1 } }}
            />
          </div>
        ))}
        {error ? (
          <Text size="sm" c="red" role="alert" mt="sm">
            {error}
          </Text>
        ) : null}
      </Stack>
    </Section>
  );
}

function TestSection({ deviceCount }: { deviceCount: number }) {
  const sendTest = useSendTestNotification();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: React.ReactNode } | null>(null);
  const send = async () => {
    setBusy(true);
    setOutcome(null);
    const result = await sendTest();
    setBusy(false);
    if ('refusal' in result)
      setOutcome({ ok: false, text: result.refusal || <FormattedMessage {...m.notDelivered} /> });
    else if (result.delivered === 0)
      setOutcome({ ok: false, text: <FormattedMessage {...m.notDelivered} /> });
    else setOutcome({ ok: true, text: <FormattedMessage {...m.sent} /> });
  };
  return (
    <Section title={<FormattedMessage {...m.testTitle} />}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          <FormattedMessage {...m.testHint} />
        </Text>
        <Button
          variant="light"
          radius="xl"
          loading={busy}
          disabled={deviceCount === 0}
          onClick={() => void send()}
        >
          <FormattedMessage {...m.send} />
        </Button>
        {outcome ? (
          <Text size="sm" c={outcome.ok ? 'teal' : 'red'} role="status">
            {outcome.text}
          </Text>
        ) : null}
      </Stack>
    </Section>
  );
}
