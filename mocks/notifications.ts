// The mock of the notifications feature (server/notifications): the VAPID public key, each
// mock member's category switches and browsers, and the typed errors of the server. No push
// is ever sent: the test notification counts the member's browsers as delivered.
import { buildInvalidInputError, shouldSignUp } from './gardenBuilders';
import { errorMessage } from './errorMessages';
import type { MockContext } from './mockContext';
import type { MockFeature } from './mockFeature';

/** A fixed P-256 public key (base64url), as the real server's VAPID key looks. */
const MOCK_WEB_PUSH_PUBLIC_KEY =
  'BAnAyfNEHYsH89OmEwLivNQ8APNdtR5X8PpjryfySPCSLQJgJ-nn0up9IIj0w1lj2KxqU52EFrGmyVhJVDX-HJE';

type Switches = {
  directMessages: boolean;
  repliesAndReactions: boolean;
  officialPosts: boolean;
  eventsAndSchedules: boolean;
};
const SWITCHES = [
  'directMessages',
  'repliesAndReactions',
  'officialPosts',
  'eventsAndSchedules',
] as const;

function isAcceptableEndpoint(endpoint: string): boolean {
  try {
    return new URL(endpoint).protocol === 'https:' && endpoint.length <= 2048;
  } catch {
    return false;
  }
}

/** How many bytes a base64url text holds (-1 when it is not base64url). */
function base64urlLength(value: string): number {
  const text = value.replace(/=+$/, '');
  return /^[A-Za-z0-9_-]+$/.test(text) ? Math.floor((text.length * 3) / 4) : -1;
}

const notificationResolvers: MockFeature['resolvers'] = (garden) => {
  const switches = new Map<string, Switches>();
  const browsers = new Map<string, Set<string>>();
  const settingsOf = (member: string) => ({
    id: btoa(`NotificationSettings:${member}`),
    directMessages: true,
    repliesAndReactions: true,
    officialPosts: true,
    eventsAndSchedules: true,
    ...switches.get(member),
    pushSubscriptionCount: browsers.get(member)?.size ?? 0,
  });
  const invalid = (
    context: MockContext,
    field: 'endpoint' | 'p256dh' | 'auth',
    reason: 'REQUIRED' | 'INVALID_FORMAT',
  ) => ({
    __typename: 'InvalidInputError',
    ...buildInvalidInputError(context.language, field, reason, reason === 'REQUIRED' ? 1 : null),
  });
  const payload = (typename: string, clientMutationId: string, member: string) => ({
    __typename: typename,
    clientMutationId,
    notificationSettings: settingsOf(member),
  });

  return {
    Query: {
      webPushPublicKey: () => MOCK_WEB_PUSH_PUBLIC_KEY,
    },
    Viewer: {
      notificationSettings: (_viewer: unknown, _args: unknown, { viewerUid }: MockContext) => {
        const member = garden.memberUserKey(viewerUid);
        return member ? settingsOf(member) : null;
      },
    },
    Mutation: {
      subscribeToPush: (
        _root: unknown,
        {
          input,
        }: { input: { clientMutationId: string; endpoint: string; p256dh: string; auth: string } },
        context: MockContext,
      ) => {
        const member = garden.memberUserKey(context.viewerUid);
        if (!member) return shouldSignUp(context.language);
        if (!input.endpoint) return invalid(context, 'endpoint', 'REQUIRED');
        if (!isAcceptableEndpoint(input.endpoint))
          return invalid(context, 'endpoint', 'INVALID_FORMAT');
        if (base64urlLength(input.p256dh) !== 65)
          return invalid(context, 'p256dh', 'INVALID_FORMAT');
        if (base64urlLength(input.auth) !== 16) return invalid(context, 'auth', 'INVALID_FORMAT');
        for (const endpoints of browsers.values()) endpoints.delete(input.endpoint);
        browsers.set(member, (browsers.get(member) ?? new Set()).add(input.endpoint));
        return payload('SubscribeToPushPayload', input.clientMutationId, member);
      },
      unsubscribeFromPush: (
        _root: unknown,
        { input }: { input: { clientMutationId: string; endpoint: string } },
        context: MockContext,
      ) => {
        const member = garden.memberUserKey(context.viewerUid);
        if (!member) return shouldSignUp(context.language);
        if (!input.endpoint) return invalid(context, 'endpoint', 'REQUIRED');
        browsers.get(member)?.delete(input.endpoint);
        return payload('UnsubscribeFromPushPayload', input.clientMutationId, member);
      },
      setNotificationPreferences: (
        _root: unknown,
        { input }: { input: { clientMutationId: string } & Partial<Switches> },
        context: MockContext,
      ) => {
        const member = garden.memberUserKey(context.viewerUid);
        if (!member) return shouldSignUp(context.language);
        const next = { ...settingsOf(member) };
        for (const key of SWITCHES) if (typeof input[key] === 'boolean') next[key] = input[key];
        const { pushSubscriptionCount: _count, ...saved } = next;
        switches.set(member, saved);
        return payload('SetNotificationPreferencesPayload', input.clientMutationId, member);
      },
      sendTestNotification: (
        _root: unknown,
        { input }: { input: { clientMutationId: string } },
        context: MockContext,
      ) => {
        const member = garden.memberUserKey(context.viewerUid);
        if (!member) return shouldSignUp(context.language);
        const count = browsers.get(member)?.size ?? 0;
        if (count === 0)
          return {
            __typename: 'NoPushSubscriptionError',
            message: errorMessage(context.language, 'errors.noPushSubscription'),
          };
        return {
          ...payload('SendTestNotificationPayload', input.clientMutationId, member),
          deliveredCount: count,
          removedCount: 0,
        };
      },
    },
  };
};

export const notificationsMock: MockFeature = {
  builders: (locale) => ({
    NoPushSubscriptionError: () => ({ message: errorMessage(locale, 'errors.noPushSubscription') }),
    SubscribeToPushPayload: (index) => ({ clientMutationId: `mock-client-mutation-${index}` }),
    UnsubscribeFromPushPayload: (index) => ({ clientMutationId: `mock-client-mutation-${index}` }),
    SetNotificationPreferencesPayload: (index) => ({
      clientMutationId: `mock-client-mutation-${index}`,
    }),
    NotificationSettings: (index) => ({
      id: btoa(`NotificationSettings:${index}`),
      directMessages: true,
      repliesAndReactions: true,
      officialPosts: false,
      eventsAndSchedules: true,
      pushSubscriptionCount: 1,
    }),
    SendTestNotificationPayload: (index) => ({
      clientMutationId: `mock-client-mutation-${index}`,
      deliveredCount: 1,
      removedCount: 0,
    }),
  }),
  resolvers: notificationResolvers,
};
