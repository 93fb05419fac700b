// Builders of the mock garden's objects, one per GraphQL type. Each takes a 1-based
// index (and the language) and returns only the type's own scalar fields, so the
// relay-test-utils adapter and the @graphql-tools/mock adapter can both fill in the
// nested objects their own way.

import type { ShippingAddressField } from '../common/delivery/shippingAddress';
import { toGlobalId } from 'graphql-relay';
import {
  MOCK_NOW,
  MOCK_TENANT_ID,
  gardenChannels,
  gardenCommunity,
  gardenFans,
  gardenReactionEmoji,
  gardenFollows,
  type MockLocale,
} from './gardenContent';
import { errorMessage } from './errorMessages';
import { createSeededRandom, hashSeed, seededShuffle, seededUuid } from './seed';

const MINUTE = 60_000;

function pick<T>(list: readonly T[], index: number): T {
  return list[(((index - 1) % list.length) + list.length) % list.length];
}

/** The global id of the index-th mock object of a type: base64("Type:uuid"). */
export function mockGlobalId(typeName: string, index: number): string {
  return toGlobalId(typeName, seededUuid(`${typeName}:${index}`));
}

export function mockDateTime(minutesBeforeNow: number): string {
  return new Date(MOCK_NOW - minutesBeforeNow * MINUTE).toISOString();
}

/** Opaque cursors, distinct per position (an index, or the key of the object). */
export function mockCursor(typeName: string, index: number | string): string {
  return btoa(`cursor:${typeName}:${index}`);
}

export function buildCommunity(locale: MockLocale, index = 1) {
  return {
    id: mockGlobalId('Community', index),
    tenantId: MOCK_TENANT_ID,
    name: gardenCommunity.name[locale],
    description: gardenCommunity.description[locale],
    bannerUrl: gardenCommunity.bannerUrl,
    memberCount: gardenCommunity.memberCount,
    // The demo garden's shipped theme (server/db/demoTenant.ts).
    theme: { colorMode: 'LIGHT', accentTheme: 'CRIMSON', greyScale: 'PLUM' },
  };
}

export function buildChannel(locale: MockLocale, index: number) {
  const channel = pick(gardenChannels, index);
  return {
    id: mockGlobalId('Channel', index),
    name: channel.name[locale],
    description: channel.description[locale],
    // Visitors have joined the first channels only, so both states show up.
    viewerHasJoined: index <= 2,
    isPrivate: false,
    viewerMembershipStatus: index <= 2 ? 'ACTIVE' : null,
    viewerCanPost: index <= 2,
    // The mock garden's channels are open to every fan (an operator may limit one to members).
    isMembersOnly: false,
    viewerCanRead: true,
    otherMembers: [],
    lastActivityAt: mockDateTime(index * 11),
  };
}

export function buildUser(index: number) {
  const fan = pick(gardenFans, index);
  const fanIndex = ((index - 1) % gardenFans.length) + 1;
  return {
    id: mockGlobalId('User', index),
    displayName: fan.displayName,
    avatarUrl: fan.avatarUrl,
    bio: fan.bio,
    followerCount: gardenFollows.filter(([, followee]) => followee === fanIndex).length,
    followingCount: gardenFollows.filter(([follower]) => follower === fanIndex).length,
    viewerIsFollowing: false,
    isViewer: false,
    viewerHasBlocked: false,
    viewerHasMuted: false,
    // Fans joined a few days apart, the first one earliest.
    joinedAt: mockDateTime((gardenFans.length - ((index - 1) % gardenFans.length)) * 60 * 24 * 3),
    role: 'MEMBER',
  };
}

/**
 * The n-th (1-based) line fans writing `language` say in the channel-th channel: one of
 * the channel's topics with one of its remarks, each pair once before any repeats, in an
 * order fixed by the seed.
 */
export function buildChatLine(channel: number, language: MockLocale, n: number, seed = 0): string {
  const { topics, remarks } = pick(gardenChannels, channel).talk[language];
  const count = topics.length * remarks.length;
  const pairs = Array.from({ length: count }, (_, index) => index);
  const order = seededShuffle(
    pairs,
    createSeededRandom(hashSeed(`${seed}:${channel}:${language}`)),
  );
  const pair = order[(n - 1) % count];
  const topic = topics[Math.floor(pair / remarks.length)];
  const remark = remarks[pair % remarks.length];
  return language === 'ja' ? `${topic}${remark}` : `${topic} — ${remark}`;
}

/**
 * A chat message of the first channel; a higher index is a newer message (7 minutes
 * apart), matching the schema's oldest-first order. Fans write in Japanese and English
 * by turns, and the text stays as written (there is no translation).
 */
export function buildChatMessage(index: number) {
  return {
    id: mockGlobalId('ChatMessage', index),
    body: buildChatLine(1, index % 2 === 1 ? 'ja' : 'en', Math.ceil(index / 2)),
    createdAt: mockDateTime(Math.max(0, 200 - index) * 7),
    viewerIsAuthor: false,
    viewerClientMutationId: null,
    isDeleted: false,
    viewerVisibility: 'VISIBLE',
    editedAt: null,
    viewerCanEdit: false,
    viewerCanDelete: false,
    // The mock garden translates nothing (mocks/translation.ts).
    translation: null,
  };
}

/**
 * The index-th reaction of a message: the garden's favourite emoji, fewer fans per
 * emoji further down the list; the viewer has reacted with the first.
 */
export function buildChatMessageReaction(index: number) {
  return {
    emoji: pick(gardenReactionEmoji, index),
    count: Math.max(1, 6 - index),
    viewerHasReacted: index === 1,
  };
}

export function buildViewer(isSignedIn: boolean) {
  // A fan of the mock garden has agreed to its terms (the shell would send them to agree)
  // and has read every direct message (tests that show a badge say how many).
  return { isSignedIn, termsAgreementRequired: false, unreadPrivateChannelCount: 0 };
}

/** A single page: no cursors to continue from. Tests needing more pages override it. */
export function buildLastPageInfo() {
  return { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null };
}

export function buildShouldBeLoggedInOrSignedUpError(locale: MockLocale) {
  return { message: errorMessage(locale, 'errors.shouldBeLoggedInOrSignedUp') };
}

export function buildTextModerationError(locale: MockLocale, field: InputField = 'body') {
  return { message: errorMessage(locale, 'errors.textModeration'), field };
}

/** A fan over the mutation rate limit; the server's figure for the wait is 10 s at most. */
export function buildRateLimitedError(locale: MockLocale, retryAfterSeconds = 10) {
  return {
    message: errorMessage(locale, 'errors.rateLimited', { seconds: retryAfterSeconds }),
    retryAfterSeconds,
  };
}

export type InputField =
  | 'quantity'
  | 'token'
  | 'body'
  | 'displayName'
  | 'bio'
  | 'userId'
  | 'dateOfBirth'
  | 'acceptedTermsVersion'
  | 'emoji'
  | 'word'
  | 'userIds'
  | 'amount'
  | 'expiresInDays'
  | 'baseDate'
  | 'endsAt'
  | 'note'
  | 'action'
  | 'endpoint'
  | 'p256dh'
  | 'auth'
  | 'countryCode'
  | 'confirmed'
  | 'termsVersion'
  | 'version'
  | 'summaryJa'
  | 'summaryEn'
  | 'card'
  | 'expiry'
  | 'savedPaymentMethodId'
  | 'monthlyPrice'
  | 'taxRatePercent'
  | 'nameJa'
  | 'nameEn'
  | 'descriptionJa'
  | 'descriptionEn'
  | 'href'
  | 'slug'
  | 'redirectUris'
  | 'seconds'
  | 'trackingNumber'
  | ShippingAddressField;
export type InvalidInputReason = 'REQUIRED' | 'TOO_LONG' | 'INVALID_FORMAT';

const reasonMessageKeys = {
  REQUIRED: 'errors.invalidInput.required',
  TOO_LONG: 'errors.invalidInput.tooLong',
  INVALID_FORMAT: 'errors.invalidInput.invalidFormat',
} as const;

/** Same rule as the server: REQUIRED carries limit 1, TOO_LONG the maximum length. */
export function buildInvalidInputError(
  locale: MockLocale,
  field: InputField = 'body',
  reason: InvalidInputReason = 'REQUIRED',
  limit: number | null = reason === 'REQUIRED' ? 1 : null,
) {
  const message = errorMessage(locale, reasonMessageKeys[reason], {
    field: errorMessage(locale, `errors.field.${field}`),
    limit: limit ?? '',
  });
  return { message, field, reason, limit };
}

export function buildNotFoundError(locale: MockLocale) {
  return { message: errorMessage(locale, 'errors.notFound') };
}

export function buildPermissionDeniedError(locale: MockLocale) {
  return { message: errorMessage(locale, 'errors.permissionDenied') };
}

/** The typed error every members-only action answers a visitor with. */
export function shouldSignUp(locale: MockLocale) {
  return {
    __typename: 'ShouldBeLoggedInOrSignedUpError',
    ...buildShouldBeLoggedInOrSignedUpError(locale),
  };
}

/** Builders of mutation payloads whose only data is the clientMutationId, by type name. */
export function payloadBuilders(
  ...typeNames: string[]
): Record<string, (index: number) => unknown> {
  return Object.fromEntries(
    typeNames.map((name) => [
      name,
      (index: number) => ({ clientMutationId: `mock-client-mutation-${index}` }),
    ]),
  );
}

/** Builders of connection edges, by edge type name and the type of their nodes. */
export function edgeBuilders(
  edges: Record<string, string>,
): Record<string, (index: number) => unknown> {
  return Object.fromEntries(
    Object.entries(edges).map(([edge, node]) => [
      edge,
      (index: number) => ({ cursor: mockCursor(node, index) }),
    ]),
  );
}
