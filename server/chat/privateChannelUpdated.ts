// Subscription.privateChannelUpdated: the viewer's private channels as they change (a
// message, a request, a member coming or going), on the viewer's own topic. Each event
// is read through the viewer's fresh loaders, so a channel they have left is skipped.
import { createGraphQLError, filter, pipe } from 'graphql-yoga';
import type { Resolvers } from '../__generated__/resolvers-types';
import { untilAccountBlocked } from '../access/accountBlocking';
import type { GraphQLContext } from '../context';
import { fanTopic, type PrivateChannelUpdatedPayload } from './privateChannelAccess';

export const privateChannelUpdatedResolvers: Resolvers = {
  Subscription: {
    privateChannelUpdated: {
      subscribe: async (_parent, _args, context) => {
        const viewer = await context.loaders.community.viewerUser();
        if (!viewer) {
          throw createGraphQLError(context.t('errors.shouldBeLoggedInOrSignedUp'), {
            extensions: { code: 'UNAUTHENTICATED' },
          });
        }
        return untilAccountBlocked(
          context,
          pipe(
            context.pubSub.subscribe(
              'privateChannelUpdated',
              fanTopic(context.tenantId, viewer.id),
            ),
            filter(async (payload: PrivateChannelUpdatedPayload) => {
              context.renewLoaders();
              return (await context.loaders.chat.channelById.load(payload.channelId)) !== null;
            }),
          ),
        );
      },
      resolve: async (
        payload: PrivateChannelUpdatedPayload,
        _args: unknown,
        context: GraphQLContext,
      ) => {
        if (payload.tenantId !== context.tenantId)
          throw createGraphQLError('An event of another garden');
        const channel = await context.loaders.chat.channelById.load(payload.channelId);
        if (!channel) throw createGraphQLError(context.t('errors.notFound'));
        return { channel, viewer: {} };
      },
    },
  },
};
