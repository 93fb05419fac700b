// The notifications page's mutations. Each resolves with the server's typed error message
// (null when it went through) so the page shows it; the answers update the viewer's
// NotificationSettings in the store by its id.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useNotificationMutationsPreferencesMutation as PreferencesMutation } from '../../__generated__/useNotificationMutationsPreferencesMutation.graphql';
import type { useNotificationMutationsSubscribeMutation as SubscribeMutation } from '../../__generated__/useNotificationMutationsSubscribeMutation.graphql';
import type { useNotificationMutationsTestMutation as TestMutation } from '../../__generated__/useNotificationMutationsTestMutation.graphql';
import type { useNotificationMutationsUnsubscribeMutation as UnsubscribeMutation } from '../../__generated__/useNotificationMutationsUnsubscribeMutation.graphql';
import { newClientMutationId } from '../../relay/clientMutationId';
import type { BrowserSubscription } from './webPush';

export type CategorySwitch =
  'directMessages' | 'repliesAndReactions' | 'officialPosts' | 'eventsAndSchedules';

/** The outcome of a mutation: null when done, else the server's message ('' for a network failure). */
type Refusal = string | null;

function refusalOf(result: { __typename: string; message?: string }, done: string): Refusal {
  if (result.__typename === done) return null;
  return result.message ?? '';
}

export function useSubscribeToPush(): (subscription: BrowserSubscription) => Promise<Refusal> {
  const [commit] = useMutation<SubscribeMutation>(graphql`
    mutation useNotificationMutationsSubscribeMutation($input: SubscribeToPushInput!) {
      subscribeToPush(input: $input) {
        __typename
        ... on SubscribeToPushPayload {
          notificationSettings {
            id
            pushSubscriptionCount
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  return useCallback(
    (subscription) =>
      new Promise((resolve) => {
        commit({
          variables: { input: { clientMutationId: newClientMutationId(), ...subscription } },
          onCompleted: ({ subscribeToPush }) =>
            resolve(refusalOf(subscribeToPush, 'SubscribeToPushPayload')),
          onError: () => resolve(''),
        });
      }),
    [commit],
  );
}

export function useUnsubscribeFromPush(): (endpoint: string) => Promise<Refusal> {
  const [commit] = useMutation<UnsubscribeMutation>(graphql`
    mutation useNotificationMutationsUnsubscribeMutation($input: UnsubscribeFromPushInput!) {
      unsubscribeFromPush(input: $input) {
        __typename
        ... on UnsubscribeFromPushPayload {
          notificationSettings {
            id
            pushSubscriptionCount
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  return useCallback(
    (endpoint) =>
      new Promise((resolve) => {
        commit({
          variables: { input: { clientMutationId: newClientMutationId(), endpoint } },
          onCompleted: ({ unsubscribeFromPush }) =>
            resolve(refusalOf(unsubscribeFromPush, 'UnsubscribeFromPushPayload')),
          onError: () => resolve(''),
        });
      }),
    [commit],
  );
}

/** Flips one category at once (optimistically); a refusal puts it back. */
export function useSetNotificationPreference(): (
  settingsId: string,
  category: CategorySwitch,
  on: boolean,
) => Promise<Refusal> {
  const [commit] = useMutation<PreferencesMutation>(graphql`
    mutation useNotificationMutationsPreferencesMutation($input: SetNotificationPreferencesInput!) {
      setNotificationPreferences(input: $input) {
        __typename
        ... on SetNotificationPreferencesPayload {
          notificationSettings {
            id
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
  `);
  return useCallback(
    (settingsId, category, on) =>
      new Promise((resolve) => {
        commit({
          variables: { input: { clientMutationId: newClientMutationId(), [category]: on } },
          optimisticUpdater: (store) => store.get(settingsId)?.setValue(on, category),
          onCompleted: ({ setNotificationPreferences }) =>
            resolve(refusalOf(setNotificationPreferences, 'SetNotificationPreferencesPayload')),
          onError: () => resolve(''),
        });
      }),
    [commit],
  );
}

export type TestOutcome = { delivered: number } | { refusal: string };

export function useSendTestNotification(): () => Promise<TestOutcome> {
  const [commit] = useMutation<TestMutation>(graphql`
    mutation useNotificationMutationsTestMutation($input: SendTestNotificationInput!) {
      sendTestNotification(input: $input) {
        __typename
        ... on SendTestNotificationPayload {
          deliveredCount
          notificationSettings {
            id
            pushSubscriptionCount
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  return useCallback(
    () =>
      new Promise((resolve) => {
        commit({
          variables: { input: { clientMutationId: newClientMutationId() } },
          onCompleted: ({ sendTestNotification: result }) =>
            resolve(
              result.__typename === 'SendTestNotificationPayload'
                ? { delivered: result.deliveredCount ?? 0 }
                : { refusal: result.message ?? '' },
            ),
          onError: () => resolve({ refusal: '' }),
        });
      }),
    [commit],
  );
}
