// Creating a tenant with its garden, channels, fans, first messages and banned words.
import { fanProfiles, follows, termsVersions } from '../accounts/tables';
import type { CommunityRole } from '../__generated__/resolvers-types';
import { channelMembers, channels, chatReactions } from '../chat/tables';
import { users } from '../community/tables';
import {
  bannedWords,
  communities,
  type LocalizedText,
  type StoredSiteMetadata,
} from '../platform/tables';
import { appendChatMessage } from '../chat/appendChatMessage';
import { seedChatReports, type ChatReportSeed } from '../chat/seedChatReports';
import { seedEngagement, type EngagementSeed } from '../engagement/seedEngagement';
import { seedCards, type CardsSeed } from '../cards/seedCards';
import { createMachine, type MachineDefinition } from '../draws/createMachine';
import { seedPages, type PagesSeed } from '../pages/seedPages';
import { seedPosts, type PostsSeed } from '../posts/seedPosts';
import { seedQuestionnaires, type QuestionnairesSeed } from '../questionnaires/seedQuestionnaires';
import { seedReferrals, type ReferralsSeed } from '../referrals/seedReferrals';
import { seedSupporterRank, type SupporterRankSeed } from '../supporterRank/seedSupporterRank';
import { seedStories, type StoriesSeed } from '../stories/seedStories';
import { seedHomeSections, type HomeSectionSeed } from '../homeSections/seedHomeSections';
import { seedPlayer, type PlayerSeed } from '../player/seedPlayer';
import {
  seedDeliveryAddresses,
  type DeliveryAddressSeed,
} from '../store/addresses/seedDeliveryAddresses';
import {
  seedPaymentMethods,
  type PaymentMethodSeed,
} from '../store/paymentMethods/seedPaymentMethods';
import { seedPrizeDraws, type PrizeDrawSeed } from '../draws/demoPrizeDraws';
import { seedPrizeDeliveries, type PrizeDeliverySeed } from '../draws/seedPrizeDeliveries';
import { seedStore, type StoreSeed } from '../store/seedStore';
import { seedInformation, type InformationSeed } from '../information/seedInformation';
import { seedArticles, type ArticlesSeed } from '../articles/seedArticles';
import { seedMemberships, type MembershipSeed } from '../subscriptions/seedMemberships';
import { seedOAuthClients, type OAuthClientSeed } from '../oidc/demoOAuthClients';
import type { Database } from './database';
import { createTenantScope } from './tenantScope';
import { validTenantSettings, type TenantAppSettings } from './tenantSettings';

export interface TenantDefinition extends TenantAppSettings {
  tenantId: string;
  name: LocalizedText;
  description: LocalizedText;
  bannerUrl?: string | null;
  channels: {
    key: string;
    name: LocalizedText;
    description: LocalizedText;
    isOpen?: boolean;
    /** Read and posted in only with the LIMITED_CHAT perk (server/chat/membersOnlyChannels.ts). */
    membersOnly?: boolean;
  }[];
  fans?: {
    key: string;
    authUid: string;
    displayName: string;
    avatarUrl?: string | null;
    /** MEMBER when absent. */
    role?: CommunityRole;
    bio?: string;
  }[];
  /** Who follows whom, as [follower, followee] fan keys. */
  follows?: [string, string][];
  /**
   * Oldest first; each names its channel and fan by key, and may reply to an earlier
   * message of the list (its index) and carry fans' reactions.
   */
  messages?: {
    channel: string;
    fan: string;
    body: string;
    replyTo?: number;
    reactions?: { fan: string; emoji: string }[];
  }[];
  /** Fans' reports of those messages (by index) or of fans, for the moderators' queue. */
  chatReports?: readonly ChatReportSeed[];
  bannedWords?: string[];
  siteMetadata?: StoredSiteMetadata;
  blockedIpRanges?: string[];
  /** Landing pages, free pages, share links and banners (server/pages). */
  pages?: PagesSeed;
  /** Topics and first posts (server/posts). */
  posts?: PostsSeed;
  /** Referral rewards, invite codes and campaign code pages (server/referrals). */
  referrals?: ReferralsSeed;
  /** Supporter seasons and the fans' activity in them (server/supporterRank). */
  supporterRank?: SupporterRankSeed;
  /** Questionnaires and fans' answers (server/questionnaires). */
  questionnaires?: QuestionnairesSeed;
  /** Stories and their chapters (server/stories; after the store: view passes are its items). */
  stories?: StoriesSeed;
  /** The home screen's sections, in order (server/homeSections; after posts: topics by name). */
  homeSections?: readonly HomeSectionSeed[];
  /** Playlists, their videos and fans' positions (server/player). */
  player?: PlayerSeed;
  /** Missions, check-in, voting events and badges (server/engagement). */
  engagement?: EngagementSeed;
  /** The store's legal settings, sections and items (server/store). */
  store?: StoreSeed;
  /** Fans' address books (after `fans`: each names a fan by key). */
  deliveryAddresses?: readonly DeliveryAddressSeed[];
  /** Saved cards at the local test provider (settings/store/payment-method). */
  paymentMethods?: readonly PaymentMethodSeed[];
  /** Treasure machines (server/draws). */
  draws?: MachineDefinition[];
  /** Fans' real-goods prizes and their deliveries, drawn on the first machine (server/draws). */
  prizeDeliveries?: readonly PrizeDeliverySeed[];
  /** Prize draws (懸賞) and the entries of closed ones (after store: server/draws). */
  prizeDraws?: readonly PrizeDrawSeed[];
  /** News articles and the official schedule (server/information). */
  information?: InformationSeed;
  /** Feature articles (server/articles). */
  articles?: ArticlesSeed;
  /** Monthly membership plans (server/subscriptions). */
  memberships?: MembershipSeed;
  /** Collectable cards, a card machine and fans' first copies (server/cards). */
  cards?: CardsSeed;
  /** Published versions of the terms of use (server/accounts/terms.ts). */
  termsVersions?: readonly { version: string; summary: LocalizedText; publishedAt: Date }[];
  /** Partner apps that sign fans in with the garden (server/oidc). */
  oauthClients?: readonly OAuthClientSeed[];
}

export interface CreatedTenant {
  tenantId: string;
  communityId: number;
  channelIds: Record<string, number>;
  userIds: Record<string, number>;
}

export class TenantExistsError extends Error {
  constructor(tenantId: string) {
    super(`The tenant ${tenantId} exists already`);
  }
}

/** Creates a tenant; a TenantExistsError when it exists (also when two processes race). */
export async function createTenant(
  db: Database,
  definition: TenantDefinition,
): Promise<CreatedTenant> {
  // Checked before the transaction: an invalid theme or flag never leaves half a tenant.
  const settings = validTenantSettings(definition);
  const { tenantId } = definition;
  const created = await createTenantScope(db, tenantId, async (tx) => {
    const [community] = await tx
      .insert(communities, {
        name: definition.name,
        description: definition.description,
        bannerUrl: definition.bannerUrl ?? null,
        siteMetadata: definition.siteMetadata ?? {},
        blockedIpRanges: definition.blockedIpRanges ?? [],
        ...settings,
      })
      .returning({ id: communities.id });

    const channelIds: Record<string, number> = {};
    for (const [position, channel] of definition.channels.entries()) {
      const [row] = await tx
        .insert(channels, {
          name: channel.name,
          description: channel.description,
          position,
          isOpen: channel.isOpen ?? true,
          membersOnly: channel.membersOnly ?? false,
        })
        .returning({ id: channels.id });
      channelIds[channel.key] = row.id;
    }

    const userIds: Record<string, number> = {};
    for (const fan of definition.fans ?? []) {
      const [row] = await tx
        .insert(users, {
          authUid: fan.authUid,
          displayName: fan.displayName,
          avatarUrl: fan.avatarUrl ?? null,
          role: fan.role ?? 'MEMBER',
        })
        .returning({ id: users.id });
      userIds[fan.key] = row.id;
      if (fan.bio) await tx.insert(fanProfiles, { userId: row.id, bio: fan.bio });
      const open = definition.channels.filter((channel) => channel.isOpen ?? true);
      if (open.length > 0) {
        await tx.insert(
          channelMembers,
          open.map((channel) => ({
            channelId: channelIds[channel.key],
            userId: row.id,
          })),
        );
      }
    }

    for (const [follower, followee] of definition.follows ?? []) {
      await tx.insert(follows, { followerId: userIds[follower], followeeId: userIds[followee] });
    }

    // Spread the first messages over the last hour so they read like a conversation.
    const messages = definition.messages ?? [];
    const start = Date.now() - 60 * 60 * 1000;
    const messageIds: number[] = [];
    for (const [index, message] of messages.entries()) {
      const row = await appendChatMessage(tx, {
        channelId: channelIds[message.channel],
        authorId: userIds[message.fan],
        body: message.body,
        replyToId: message.replyTo === undefined ? null : messageIds[message.replyTo],
        createdAt: new Date(start + index * 60 * 1000),
      });
      messageIds.push(row.id);
      for (const reaction of message.reactions ?? []) {
        await tx.insert(chatReactions, {
          messageId: row.id,
          userId: userIds[reaction.fan],
          emoji: reaction.emoji,
        });
      }
    }

    if (definition.chatReports) {
      await seedChatReports(tx, definition.chatReports, {
        userIds,
        displayNames: Object.fromEntries(
          (definition.fans ?? []).map((fan) => [fan.key, fan.displayName]),
        ),
        messages: messages.map((message, index) => ({ ...message, id: messageIds[index] })),
      });
    }

    if (definition.bannedWords?.length) {
      await tx.insert(
        bannedWords,
        definition.bannedWords.map((word) => ({ word })),
      );
    }
    if (definition.pages) await seedPages(tx, definition.pages);
    if (definition.posts) await seedPosts(tx, definition.posts, userIds);
    if (definition.store) await seedStore(tx, definition.store);
    if (definition.deliveryAddresses)
      await seedDeliveryAddresses(tx, definition.deliveryAddresses, userIds);
    if (definition.paymentMethods) await seedPaymentMethods(tx, definition.paymentMethods, userIds);
    const machines = [];
    for (const machine of definition.draws ?? []) machines.push(await createMachine(tx, machine));
    if (definition.prizeDeliveries && machines[0])
      await seedPrizeDeliveries(tx, definition.prizeDeliveries, machines[0], userIds);
    if (definition.prizeDraws) await seedPrizeDraws(tx, definition.prizeDraws, userIds);
    if (definition.information) await seedInformation(tx, definition.information);
    if (definition.articles) await seedArticles(tx, definition.articles);
    if (definition.memberships) await seedMemberships(tx, definition.memberships);
    // Cards after the machines above (their ids are part of fans' links), engagement after the
    // cards (its rewards name seeded cards).
    const cardIds = definition.cards ? await seedCards(tx, definition.cards, userIds) : {};
    if (definition.engagement) await seedEngagement(tx, definition.engagement, userIds, cardIds);
    if (definition.referrals) await seedReferrals(tx, definition.referrals, userIds);
    if (definition.supporterRank) await seedSupporterRank(tx, definition.supporterRank, userIds);
    if (definition.questionnaires) await seedQuestionnaires(tx, definition.questionnaires, userIds);
    if (definition.stories) await seedStories(tx, definition.stories);
    if (definition.homeSections) await seedHomeSections(tx, definition.homeSections);
    if (definition.player) await seedPlayer(tx, definition.player, userIds);
    if (definition.oauthClients) await seedOAuthClients(tx, definition.oauthClients);
    if (definition.termsVersions?.length)
      await tx.insert(termsVersions, [...definition.termsVersions]);
    return { tenantId, communityId: community.id, channelIds, userIds };
  });
  if (!created) throw new TenantExistsError(tenantId);
  return created;
}
