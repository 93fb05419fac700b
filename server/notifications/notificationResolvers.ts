// The notifications feature's fields and mutations: the VAPID public key, the viewer's
// settings, storing and forgetting push subscriptions, the category switches and the test
// push. Every mutation is idempotent by nature and by clientMutationId.
import { and, eq } from 'drizzle-orm';
import type { Resolvers } from '../__generated__/resolvers-types';
import type { UserRow } from '../community/tables';
import type { GraphQLContext } from '../context';
import { runIdempotently } from '../db/idempotency';
import { pickLocalized } from '../graphql/language';
import {
  clientMutationIdReused,
  invalidInput,
  resolveResultType,
  shouldBeLoggedInOrSignedUp,
  type InvalidInputResult,
  type ShouldBeLoggedInOrSignedUpResult,
} from '../graphql/typedErrors';
import { mutationReceipts } from '../platform/tables';
import { readSettings } from './notificationSettings';
import {
  isAcceptableEndpoint,
  isAuthSecret,
  isP256PublicKey,
  MAX_ENDPOINT_LENGTH,
  sendPushes,
} from './pushDelivery';
import { pushText } from './pushText';
import { notificationPreferences, pushSubscriptions } from './tables';
import { vapidKeys } from './vapidKeys';

interface NoPushSubscriptionResult {
  __typename: 'NoPushSubscriptionError';
  message: string;
}

async function viewerOrRefusal(
  context: GraphQLContext,
): Promise<{ viewer: UserRow } | { error: ShouldBeLoggedInOrSignedUpResult }> {
  const viewer = await context.loaders.community.viewerUser();
  return viewer && context.identity ? { viewer } : { error: shouldBeLoggedInOrSignedUp(context.t) };
}

function checkSubscription(
  context: GraphQLContext,
  input: { endpoint: string; p256dh?: string; auth?: string },
): InvalidInputResult | null {
  const { t } = context;
  if (!input.endpoint) return invalidInput(t, 'endpoint', 'REQUIRED');
  if (input.endpoint.length > MAX_ENDPOINT_LENGTH)
    return invalidInput(t, 'endpoint', 'TOO_LONG', MAX_ENDPOINT_LENGTH);
  if (!isAcceptableEndpoint(input.endpoint)) return invalidInput(t, 'endpoint', 'INVALID_FORMAT');
  if (input.p256dh !== undefined && !isP256PublicKey(input.p256dh))
    return invalidInput(t, 'p256dh', 'INVALID_FORMAT');
  if (input.auth !== undefined && !isAuthSecret(input.auth))
    return invalidInput(t, 'auth', 'INVALID_FORMAT');
  return null;
}

export const notificationResolvers: Resolvers = {
  Query: {
    webPushPublicKey: () => vapidKeys().publicKey,
  },
  Viewer: {
    notificationSettings: async (_viewer, _args, context) => {
      const viewer = await context.loaders.community.viewerUser();
      return viewer ? readSettings(context.db, viewer.id) : null;
    },
  },
  Mutation: {
    subscribeToPush: async (_parent, { input }, context) => {
      const found = await viewerOrRefusal(context);
      if ('error' in found) return found.error;
      const invalid = checkSubscription(context, input);
      if (invalid) return invalid;
      const { viewer } = found;
      const result = await runIdempotently<never>(
        context.db,
        {
          actor: context.identity!.uid,
          mutation: 'subscribeToPush',
          clientMutationId: input.clientMutationId,
          input,
        },
        async (tx) => {
          // One browser is one subscription: subscribed again (new keys, or another fan
          // signed in on it), the row follows.
          const values = {
            userId: viewer.id,
            p256dh: input.p256dh,
            auth: input.auth,
            language: context.language,
          };
          await tx
            .insert(pushSubscriptions, { endpoint: input.endpoint, ...values })
            .onConflictDoUpdate({
              target: [pushSubscriptions.tenantId, pushSubscriptions.endpoint],
              set: values,
            });
          return { done: true, resultRef: input.endpoint.slice(0, 200) };
        },
      );
      if ('reused' in result) return clientMutationIdReused(context.t);
      return {
        __typename: 'SubscribeToPushPayload',
        clientMutationId: input.clientMutationId,
        notificationSettings: await readSettings(context.db, viewer.id),
      };
    },

    unsubscribeFromPush: async (_parent, { input }, context) => {
      const found = await viewerOrRefusal(context);
      if ('error' in found) return found.error;
      if (!input.endpoint) return invalidInput(context.t, 'endpoint', 'REQUIRED');
      if (input.endpoint.length > MAX_ENDPOINT_LENGTH)
        return invalidInput(context.t, 'endpoint', 'TOO_LONG', MAX_ENDPOINT_LENGTH);
      if (!isAcceptableEndpoint(input.endpoint))
        return invalidInput(context.t, 'endpoint', 'INVALID_FORMAT');
      const { viewer } = found;
      const result = await runIdempotently<never>(
        context.db,
        {
          actor: context.identity!.uid,
          mutation: 'unsubscribeFromPush',
          clientMutationId: input.clientMutationId,
          input,
        },
        async (tx) => {
          await tx.delete(
            pushSubscriptions,
            and(
              eq(pushSubscriptions.endpoint, input.endpoint),
              eq(pushSubscriptions.userId, viewer.id),
            ),
          );
          return { done: true, resultRef: 'forgotten' };
        },
      );
      if ('reused' in result) return clientMutationIdReused(context.t);
      return {
        __typename: 'UnsubscribeFromPushPayload',
        clientMutationId: input.clientMutationId,
        notificationSettings: await readSettings(context.db, viewer.id),
      };
    },

    setNotificationPreferences: async (_parent, { input }, context) => {
      const found = await viewerOrRefusal(context);
      if ('error' in found) return found.error;
      const { viewer } = found;
      const changes = {
        ...(input.directMessages != null && { directMessages: input.directMessages }),
        ...(input.repliesAndReactions != null && {
          repliesAndReactions: input.repliesAndReactions,
        }),
        ...(input.officialPosts != null && { officialPosts: input.officialPosts }),
        ...(input.eventsAndSchedules != null && { eventsAndSchedules: input.eventsAndSchedules }),
      };
      const result = await runIdempotently<never>(
        context.db,
        {
          actor: context.identity!.uid,
          mutation: 'setNotificationPreferences',
          clientMutationId: input.clientMutationId,
          input,
        },
        async (tx) => {
          if (Object.keys(changes).length > 0)
            await tx
              .insert(notificationPreferences, { userId: viewer.id, ...changes })
              .onConflictDoUpdate({
                target: [notificationPreferences.tenantId, notificationPreferences.userId],
                set: { ...changes, updatedAt: new Date() },
              });
          return { done: true, resultRef: 'saved' };
        },
      );
      if ('reused' in result) return clientMutationIdReused(context.t);
      return {
        __typename: 'SetNotificationPreferencesPayload',
        clientMutationId: input.clientMutationId,
        notificationSettings: await readSettings(context.db, viewer.id),
      };
    },

    sendTestNotification: async (_parent, { input }, context) => {
      const found = await viewerOrRefusal(context);
      if ('error' in found) return found.error;
      const { viewer } = found;
      const receipt = {
        actor: context.identity!.uid,
        mutation: 'sendTestNotification',
        clientMutationId: input.clientMutationId,
      };
      // The receipt first, so that a retry replays instead of pushing again.
      const result = await runIdempotently<NoPushSubscriptionResult>(
        context.db,
        { ...receipt, input },
        async (tx) => {
          if ((await tx.count(pushSubscriptions, eq(pushSubscriptions.userId, viewer.id))) === 0)
            return {
              done: false,
              refusal: {
                __typename: 'NoPushSubscriptionError',
                message: context.t('errors.noPushSubscription'),
              },
            };
          return { done: true, resultRef: 'sending' };
        },
      );
      if ('reused' in result) return clientMutationIdReused(context.t);
      if ('refusal' in result) return result.refusal;
      let outcome = { delivered: 0, removed: 0 };
      if (result.replayed) {
        try {
          outcome = { ...outcome, ...(JSON.parse(result.resultRef) as typeof outcome) };
        } catch {
          // Still sending: the first call answers with the counts.
        }
      } else {
        // Outside any transaction: the push services may take their time.
        const subscriptions = await context.db.select(
          pushSubscriptions,
          eq(pushSubscriptions.userId, viewer.id),
        );
        const garden = pickLocalized(context.community.name, context.language);
        outcome = await sendPushes(context.db, subscriptions, (subscription) => ({
          title: pushText(subscription.language, 'notifications.push.testTitle'),
          body: pushText(subscription.language, 'notifications.push.testBody', { garden }),
          url: '/settings/notification',
          tag: 'test',
          category: 'TEST',
        }));
        await context.db.update(
          mutationReceipts,
          {
            resultRef: JSON.stringify({ delivered: outcome.delivered, removed: outcome.removed }),
          },
          and(
            eq(mutationReceipts.actor, receipt.actor),
            eq(mutationReceipts.mutation, receipt.mutation),
            eq(mutationReceipts.clientMutationId, receipt.clientMutationId),
          ),
        );
      }
      return {
        __typename: 'SendTestNotificationPayload',
        clientMutationId: input.clientMutationId,
        deliveredCount: outcome.delivered,
        removedCount: outcome.removed,
        notificationSettings: await readSettings(context.db, viewer.id),
      };
    },
  },
  SubscribeToPushResult: { __resolveType: resolveResultType },
  UnsubscribeFromPushResult: { __resolveType: resolveResultType },
  SetNotificationPreferencesResult: { __resolveType: resolveResultType },
  SendTestNotificationResult: { __resolveType: resolveResultType },
};
