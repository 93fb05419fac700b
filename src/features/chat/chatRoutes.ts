import { defineMessages } from 'react-intl';
import type { ChatChannelPageQuery } from '../../__generated__/ChatChannelPageQuery.graphql';
import type { DirectMessagePageQuery } from '../../__generated__/DirectMessagePageQuery.graphql';
import type { SafetySettingsPageQuery } from '../../__generated__/SafetySettingsPageQuery.graphql';
import type { MessagesPageQuery } from '../../__generated__/MessagesPageQuery.graphql';
import { CHAT_PAGE_SIZE } from '../../state/chatList';
import type { SupportPageQuery } from '../../__generated__/SupportPageQuery.graphql';
import { linkedMessageId } from './messageLink';
import type { ModerationPageQuery } from '../../__generated__/ModerationPageQuery.graphql';
import { REPORT_QUEUE_PAGE_SIZE } from './components/moderation/reportQueuePageSize';
import { featureRoutes, pageQuery, type PageRoute } from '../../routing/routeDeclaration';

const messages = defineMessages({ tab: { id: 'common.nav.messages' } });

// Lists the fan changes elsewhere (a block from a message): always ask the server.
const safetySettings: Omit<PageRoute, 'path'> = {
  page: 'SafetySettingsPage',
  namespaces: ['settings', 'chat'],
  query: pageQuery<SafetySettingsPageQuery>(
    () => import('../../__generated__/SafetySettingsPageQuery.graphql'),
    undefined,
    'network-only',
  ),
};

/** The chat: the channel list, a channel, a direct message and the fan's safety tools. */
export const chatRoutes = featureRoutes('chat', [
  {
    path: 'messages',
    page: 'MessagesPage',
    sitemap: 'page',
    query: pageQuery<MessagesPageQuery>(
      () => import('../../__generated__/MessagesPageQuery.graphql'),
    ),
    handle: {
      navigation: {
        section: 'tabs',
        label: messages.tab,
        icon: 'messages',
        order: 20,
        badge: 'unreadPrivateChannels',
      },
    },
  },
  {
    path: 'messages/chat/:channelId',
    page: 'ChatChannelPage',
    sitemap: 'public-channels',
    query: pageQuery<ChatChannelPageQuery>(
      () => import('../../__generated__/ChatChannelPageQuery.graphql'),
      (params, url) => ({
        channelId: params.channelId ?? '',
        messageCount: CHAT_PAGE_SIZE,
        targetMessageId: linkedMessageId(url),
      }),
    ),
    handle: { immersive: true },
  },
  {
    path: 'messages/direct-messages/:privateChannelId',
    page: 'DirectMessagePage',
    // A private channel changes while away (requests, members): store-and-network asks again.
    query: pageQuery<DirectMessagePageQuery>(
      () => import('../../__generated__/DirectMessagePageQuery.graphql'),
      (params, url) => ({
        channelId: params.privateChannelId ?? '',
        messageCount: CHAT_PAGE_SIZE,
        targetMessageId: linkedMessageId(url),
      }),
    ),
    handle: { immersive: true },
  },
  {
    path: 'support',
    page: 'SupportPage',
    // A report's status changes on the moderators' side: always ask the server.
    query: pageQuery<SupportPageQuery>(
      () => import('../../__generated__/SupportPageQuery.graphql'),
      undefined,
      'network-only',
    ),
  },
  {
    // Moderators and operators only: the server refuses anyone else the queue, and the
    // page then says it is for moderators. Always asked again: reports come in all the time.
    path: 'moderation/reports',
    page: 'ModerationPage',
    query: pageQuery<ModerationPageQuery>(
      () => import('../../__generated__/ModerationPageQuery.graphql'),
      () => ({ count: REPORT_QUEUE_PAGE_SIZE }),
      'network-only',
    ),
  },
  // The fan's safety tools: /settings/management and its four lists (spec §2).
  { path: 'settings/management', ...safetySettings },
  { path: 'settings/management/:section', ...safetySettings },
]);
