// Notifications: the VAPID public key, a member's settings (all on), storing and forgetting
// a browser's subscription, the switches, and the typed errors (visitor, malformed
// subscription, a test push with no browser) — the same on the real server and the mock.
// No push is sent here: the real server would try to reach the push service.
import { expect } from 'vitest';
import { defineContract } from './contractServer';
import { joinAs } from './documents';

const SETTINGS = /* GraphQL */ `
  query ContractNotificationSettings {
    webPushPublicKey
    viewer {
      notificationSettings {
        directMessages
        repliesAndReactions
        officialPosts
        eventsAndSchedules
        pushSubscriptionCount
      }
    }
  }
`;

const SUBSCRIBE = /* GraphQL */ `
  mutation ContractSubscribeToPush($input: SubscribeToPushInput!) {
    subscribeToPush(input: $input) {
      __typename
      ... on SubscribeToPushPayload {
        notificationSettings {
          pushSubscriptionCount
        }
      }
      ... on InvalidInputError {
        field
        reason
      }
      ... on Error {
        message
      }
    }
  }
`;

const UNSUBSCRIBE = /* GraphQL */ `
  mutation ContractUnsubscribeFromPush($input: UnsubscribeFromPushInput!) {
    unsubscribeFromPush(input: $input) {
      __typename
      ... on UnsubscribeFromPushPayload {
        notificationSettings {
          pushSubscriptionCount
        }
      }
    }
  }
`;

const PREFERENCES = /* GraphQL */ `
  mutation ContractSetNotificationPreferences($input: SetNotificationPreferencesInput!) {
    setNotificationPreferences(input: $input) {
      __typename
      ... on SetNotificationPreferencesPayload {
        notificationSettings {
          directMessages
          repliesAndReactions
          officialPosts
          eventsAndSchedules
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const TEST = /* GraphQL */ `
  mutation ContractSendTestNotification($input: SendTestNotificationInput!) {
    sendTestNotification(input: $input) {
      __typename
      ... on Error {
        message
      }
    }
  }
`;

// A browser's subscription: an https push service, a P-256 point and a 16-byte secret.
const subscription = {
  endpoint: 'https://push.example/send/contract-device',
  p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url'),
  auth: Buffer.alloc(16, 9).toString('base64url'),
};

export default defineContract('notifications', [
  {
    name: 'gives everyone the VAPID key, and a visitor no settings and no subscription',
    async run(server) {
      const visitor = await server.call(SETTINGS, {}, { language: 'en' });
      const key = Buffer.from(visitor.data?.webPushPublicKey, 'base64url');
      expect(key).toHaveLength(65);
      expect(key[0]).toBe(4);
      expect(visitor.data?.viewer.notificationSettings).toBeNull();
      const refused = await server.call(
        SUBSCRIBE,
        { input: { clientMutationId: 'contract-push-visitor', ...subscription } },
        { language: 'en' },
      );
      expect(refused.data?.subscribeToPush.__typename).toBe('ShouldBeLoggedInOrSignedUpError');
    },
  },
  {
    name: 'stores, switches and forgets a member’s browser, with typed errors',
    async run(server) {
      await joinAs(server, 'contract-notified');
      const as = { as: 'contract-notified', language: 'en' as const };
      const initial = await server.call(SETTINGS, {}, as);
      expect(initial.data?.viewer.notificationSettings).toEqual({
        directMessages: true,
        repliesAndReactions: true,
        officialPosts: true,
        eventsAndSchedules: true,
        pushSubscriptionCount: 0,
      });
      const noBrowser = await server.call(
        TEST,
        { input: { clientMutationId: 'contract-test-push' } },
        as,
      );
      expect(noBrowser.data?.sendTestNotification).toEqual({
        __typename: 'NoPushSubscriptionError',
        message: 'No device of yours receives notifications yet. Turn on notifications first.',
      });
      const badEndpoint = await server.call(
        SUBSCRIBE,
        {
          input: {
            clientMutationId: 'contract-push-bad',
            ...subscription,
            endpoint: 'ftp://push.example/x',
          },
        },
        as,
      );
      expect(badEndpoint.data?.subscribeToPush).toMatchObject({
        __typename: 'InvalidInputError',
        field: 'endpoint',
        reason: 'INVALID_FORMAT',
      });
      const badKey = await server.call(
        SUBSCRIBE,
        { input: { clientMutationId: 'contract-push-key', ...subscription, p256dh: 'AAAA' } },
        as,
      );
      expect(badKey.data?.subscribeToPush).toMatchObject({ field: 'p256dh' });
      const stored = await server.call(
        SUBSCRIBE,
        { input: { clientMutationId: 'contract-push', ...subscription } },
        as,
      );
      expect(stored.data?.subscribeToPush).toEqual({
        __typename: 'SubscribeToPushPayload',
        notificationSettings: { pushSubscriptionCount: 1 },
      });
      const switched = await server.call(
        PREFERENCES,
        { input: { clientMutationId: 'contract-prefs', officialPosts: false } },
        as,
      );
      expect(switched.data?.setNotificationPreferences).toEqual({
        __typename: 'SetNotificationPreferencesPayload',
        notificationSettings: {
          directMessages: true,
          repliesAndReactions: true,
          officialPosts: false,
          eventsAndSchedules: true,
        },
      });
      const forgotten = await server.call(
        UNSUBSCRIBE,
        { input: { clientMutationId: 'contract-unpush', endpoint: subscription.endpoint } },
        as,
      );
      expect(forgotten.data?.unsubscribeFromPush).toEqual({
        __typename: 'UnsubscribeFromPushPayload',
        notificationSettings: { pushSubscriptionCount: 0 },
      });
    },
  },
]);
