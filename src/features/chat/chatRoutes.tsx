import { loadQuery } from 'react-relay';
import { defineMessages } from 'react-intl';
import type { RouteObject } from 'react-router-dom';
import type { IEnvironment } from 'relay-runtime';
import type { GardenRouteHandle } from '../shell/navigation/navigation';
import ChatChannelPageQueryNode, {
  type ChatChannelPageQuery,
} from '../../__generated__/ChatChannelPageQuery.graphql';
import DirectMessagePageQueryNode, {
  type DirectMessagePageQuery,
} from '../../__generated__/DirectMessagePageQuery.graphql';
import SafetySettingsPageQueryNode, {
  type SafetySettingsPageQuery,
} from '../../__generated__/SafetySettingsPageQuery.graphql';
import SupportPageQueryNode, {
  type SupportPageQuery,
} from '../../__generated__/SupportPageQuery.graphql';
import MessagesPageQueryNode, {
  type MessagesPageQuery,
} from '../../__generated__/MessagesPageQuery.graphql';

const messages = defineMessages({ tab: { id: 'common.nav.messages' } });

/**
 * The chat routes. Each loader starts its page's query while the page's code loads
 * (lazy), so neither waits for the other; the page reads the query with usePreloadedQuery.
 * store-and-network: a channel visited before shows at once, then refreshes.
 */
export function chatRoutes(environment: IEnvironment): RouteObject[] {
  return [
    {
      path: 'messages',
      handle: {
        navigation: {
          section: 'tabs',
          label: messages.tab,
          icon: 'messages',
          order: 20,
        },
      } satisfies GardenRouteHandle,
      loader: () =>
        loadQuery<MessagesPageQuery>(
          environment,
          MessagesPageQueryNode,
          {},
          { fetchPolicy: 'store-and-network' },
        ),
      lazy: async () => {
        const { MessagesPage } = await import('./MessagesPage');
        return { Component: MessagesPage };
      },
    },
    {
      path: 'messages/chat/:channelId',
      handle: { immersive: true } satisfies GardenRouteHandle,
      loader: ({ params }) =>
        loadQuery<ChatChannelPageQuery>(
          environment,
          ChatChannelPageQueryNode,
          { channelId: params.channelId ?? '' },
          { fetchPolicy: 'store-and-network' },
        ),
      lazy: async () => {
        const { ChatChannelPage } = await import('./ChatChannelPage');
        return { Component: ChatChannelPage };
      },
    },
    {
      path: 'messages/direct-messages/:privateChannelId',
      handle: { immersive: true } satisfies GardenRouteHandle,
      loader: ({ params }) =>
        loadQuery<DirectMessagePageQuery>(
          environment,
          DirectMessagePageQueryNode,
          { channelId: params.privateChannelId ?? '' },
          // A private channel changes while away (requests, members): always ask the server.
          { fetchPolicy: 'store-and-network' },
        ),
      lazy: async () => {
        const { DirectMessagePage } = await import('./DirectMessagePage');
        return { Component: DirectMessagePage };
      },
    },
    {
      path: 'support',
      loader: () =>
        loadQuery<SupportPageQuery>(
          environment,
          SupportPageQueryNode,
          {},
          // A report's status changes on the moderators' side: always ask the server.
          { fetchPolicy: 'network-only' },
        ),
      lazy: async () => {
        const { SupportPage } = await import('./SupportPage');
        return { Component: SupportPage };
      },
    },
    // The fan's safety tools: /settings/management and its four lists (spec §2).
    ...['settings/management', 'settings/management/:section'].map((path) => ({
      path,
      loader: () =>
        loadQuery<SafetySettingsPageQuery>(
          environment,
          SafetySettingsPageQueryNode,
          {},
          // Lists the fan changes elsewhere (a block from a message): always ask the server.
          { fetchPolicy: 'network-only' },
        ),
      lazy: async () => {
        const { SafetySettingsPage } = await import('./SafetySettingsPage');
        return { Component: SafetySettingsPage };
      },
    })),
  ];
}
