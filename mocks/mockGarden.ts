// The mock server's state: the demo garden seeded into a @graphql-tools/mock MockStore
// (entities and their links, built by mocks/gardenBuilders.ts), plus what a MockStore
// cannot hold: the order of each channel's messages, who joined, and idempotent retries.

import { createMockStore, type IMockStore, type Ref } from '@graphql-tools/mock';
import type { GraphQLSchema } from 'graphql';
import {
  buildChannel,
  buildChatLine,
  buildCommunity,
  buildUser,
  mockDateTime,
  mockGlobalId,
} from './gardenBuilders';
import { MOCK_NOW, gardenChannels, gardenFans, type MockLocale } from './gardenContent';
import { createGraphqlToolsMocks } from './resolvers';
import { createSeededRandom, seededShuffle } from './seed';

export const DEFAULT_MOCK_SEED = 20261121;
/** More than three of the chat view's pages (30 messages each) in every channel. */
export const SEEDED_MESSAGES_PER_CHANNEL = 96;

/** A typed error refusing a message (in the fan's language), or null. */
export type PostRule = (channelKey: string, authorKey: string, language: MockLocale) => unknown;
/** Whether a fan (null: signed out) may read a channel's messages; every rule must agree. */
export type ReadRule = (channelKey: string, userKey: string | null) => boolean;

export class MockGarden {
  readonly store: IMockStore;
  readonly communityKey = mockGlobalId('Community', 1);
  readonly channelKeys: string[] = [];
  /** Message keys per channel, oldest first. */
  private readonly channelMessageKeys = new Map<string, string[]>();
  /** Signed-in identities (token uid) that joined, and the fan profile each got. */
  private readonly members = new Map<string, string>();
  /** Idempotency: the first result of each (viewer, mutation, clientMutationId). */
  private readonly mutationResults = new Map<string, unknown>();
  private userCount = 0;
  private readonly userKeys = new Set<string>();
  /** The clientMutationId each posted (not seeded) message was sent with. */
  private readonly messageClientMutationIds = new Map<string, string>();
  private messageCount = 0;
  /** Private channels (direct messages, groups): their members and each one's status. */
  private readonly privateChannelMembers = new Map<string, Map<string, 'ACTIVE' | 'REQUESTED'>>();
  /** Features' rules on who may post where (postRefusal), in the order they were added. */
  private readonly postRules: PostRule[] = [];
  /** Features' rules on who may read a channel's messages (members-only channels). */
  private readonly readRules: ReadRule[] = [];
  /** Features that count fans' posts (the missions' mock, as the server's activity log). */
  private readonly postListeners: ((channelKey: string, authorKey: string) => void)[] = [];
  /** A fan's perks now: the memberships' mock answers (answerPerks, mocks/subscriptions.ts). */
  private perksOf: (userKey: string) => readonly string[] = () => [];

  constructor(schema: GraphQLSchema, seed = DEFAULT_MOCK_SEED) {
    this.store = createMockStore({
      schema,
      mocks: createGraphqlToolsMocks({ locale: 'ja' }),
      mockGenerationBehavior: 'deterministic',
    });
    this.seed(seed);
  }

  ref(typeName: string, key: string): Ref {
    return { $ref: { typeName, key } };
  }

  private seed(seed: number) {
    const random = createSeededRandom(seed);
    this.store.set('Community', this.communityKey, buildCommunity('ja'));
    gardenChannels.forEach((_channel, offset) => {
      const channel = buildChannel('ja', offset + 1);
      this.store.set('Channel', channel.id, {
        ...channel,
        community: this.ref('Community', this.communityKey),
      });
      this.channelKeys.push(channel.id);
      this.channelMessageKeys.set(channel.id, []);
    });
    const fanKeys = gardenFans.map(() => this.addUser(buildUser(this.userCount + 1)));
    const fansWriting = (language: MockLocale) =>
      fanKeys.filter((_key, index) => gardenFans[index].writes === language);

    const total = SEEDED_MESSAGES_PER_CHANNEL;
    this.channelKeys.forEach((channelKey, offset) => {
      // Half of each channel in each language, in a seeded order, so no line repeats.
      const languages = seededShuffle(
        Array.from({ length: total }, (_, n): MockLocale => (n % 2 === 0 ? 'ja' : 'en')),
        random,
      );
      const said = { ja: 0, en: 0 };
      languages.forEach((language, n) => {
        said[language] += 1;
        const authors = fansWriting(language);
        this.addMessage({
          channelKey,
          authorKey: authors[Math.floor(random() * authors.length)],
          body: buildChatLine(offset + 1, language, said[language], seed),
          // Channels interleave in time; the newest message is a few minutes old.
          createdAt: mockDateTime(((total - n) * this.channelKeys.length - offset) * 3),
        });
      });
    });
  }

  private addUser(fields: {
    id: string;
    displayName: string;
    avatarUrl: string | null;
    joinedAt: string;
    role: string;
  }): string {
    this.userCount += 1;
    this.userKeys.add(fields.id);
    this.store.set('User', fields.id, fields);
    return fields.id;
  }

  private addMessage(message: {
    channelKey: string;
    authorKey: string;
    body: string;
    createdAt: string;
    clientMutationId?: string;
  }): string {
    this.messageCount += 1;
    const key = mockGlobalId('ChatMessage', this.messageCount);
    this.store.set('ChatMessage', key, {
      id: key,
      body: message.body,
      createdAt: message.createdAt,
      author: this.ref('User', message.authorKey),
      channel: this.ref('Channel', message.channelKey),
      // Set, so that the MockStore does not make up a quote, an edit or a deletion.
      replyTo: null,
      editedAt: null,
      isDeleted: false,
    });
    this.channelMessageKeys.get(message.channelKey)?.push(key);
    if (message.clientMutationId) this.messageClientMutationIds.set(key, message.clientMutationId);
    return key;
  }

  /** The channel's message keys, oldest first. */
  channelMessages(channelKey: string): string[] {
    return this.channelMessageKeys.get(channelKey) ?? [];
  }

  isChannel(key: string): boolean {
    return this.channelMessageKeys.has(key);
  }

  /**
   * Adds a rule postChatMessage checks before writing (the server's checks live in several
   * features: a private channel's request rule, blocks between fans).
   */
  addPostRule(rule: PostRule): void {
    this.postRules.push(rule);
  }

  /** Adds a rule on who reads a channel's messages (messages, lastMessage, unread counts). */
  addReadRule(rule: ReadRule): void {
    this.readRules.push(rule);
  }

  /** Whether the fan (null: signed out) may read the channel's messages. */
  mayReadMessages(channelKey: string, userKey: string | null): boolean {
    return this.readRules.every((rule) => rule(channelKey, userKey));
  }

  /** Hears of each message a fan posts (after it is stored). */
  onPosted(listener: (channelKey: string, authorKey: string) => void): void {
    this.postListeners.push(listener);
  }

  /** Sets who answers what perks a fan has (the memberships' mock, as hasPerk on the server). */
  answerPerks(perksOf: (userKey: string) => readonly string[]): void {
    this.perksOf = perksOf;
  }

  /** Whether the fan (null: signed out) has the perk now. */
  hasPerk(userKey: string | null, perk: string): boolean {
    return userKey !== null && this.perksOf(userKey).includes(perk);
  }

  /** The first refusal of a message to this channel by this fan, or null when it may go out. */
  postRefusal(channelKey: string, authorKey: string, language: MockLocale): unknown {
    for (const rule of this.postRules) {
      const refusal = rule(channelKey, authorKey, language);
      if (refusal) return refusal;
    }
    return null;
  }

  /** A channel the identity may see: any public one; a private one only as a member. */
  isVisibleChannel(key: string, uid: string | null): boolean {
    if (!this.isChannel(key)) return false;
    const members = this.privateChannelMembers.get(key);
    if (!members) return true;
    const userKey = this.memberUserKey(uid);
    return userKey !== null && members.has(userKey);
  }

  /** A private channel's members (a live map: mutations change it); undefined when public. */
  privateMembers(key: string): Map<string, 'ACTIVE' | 'REQUESTED'> | undefined {
    return this.privateChannelMembers.get(key);
  }

  /** Every private channel's key, oldest first. */
  privateChannelKeys(): string[] {
    return [...this.privateChannelMembers.keys()];
  }

  /** A new private channel (not listed with the garden's channels). */
  addPrivateChannel(members: Map<string, 'ACTIVE' | 'REQUESTED'>): string {
    const key = mockGlobalId('Channel', 1000 + this.privateChannelMembers.size + 1);
    this.store.set('Channel', key, {
      id: key,
      name: '',
      description: '',
      viewerHasJoined: false,
      community: this.ref('Community', this.communityKey),
      lastMessage: null,
    });
    this.channelMessageKeys.set(key, []);
    this.privateChannelMembers.set(key, members);
    return key;
  }

  /** 1-based, the index its builder was called with. */
  channelIndex(key: string): number {
    return this.channelKeys.indexOf(key) + 1;
  }

  memberCount(): number {
    return buildCommunity('ja').memberCount + this.members.size;
  }

  /** The clientMutationId a message was posted with; null for seeded messages. */
  clientMutationIdOf(messageKey: string): string | null {
    return this.messageClientMutationIds.get(messageKey) ?? null;
  }

  /** Whether a global id names a fan of the mock garden. */
  isUser(key: string): boolean {
    return this.userKeys.has(key);
  }

  /** The fan profile of a signed-in identity, or null before joining. */
  memberUserKey(uid: string | null): string | null {
    return uid ? (this.members.get(uid) ?? null) : null;
  }

  /** The identity leaves the garden for good (deleteAccount): their profile stays, unlinked. */
  removeMember(uid: string): void {
    this.members.delete(uid);
  }

  /** Joins the garden and all its channels; joining again keeps the first profile. */
  join(uid: string, displayName: string): string {
    const existing = this.members.get(uid);
    if (existing) return existing;
    const key = mockGlobalId('User', this.userCount + 1);
    this.addUser({
      id: key,
      displayName,
      avatarUrl: null,
      joinedAt: this.nextTimestamp(),
      role: 'MEMBER',
    });
    this.members.set(uid, key);
    return key;
  }

  post(channelKey: string, authorKey: string, body: string, clientMutationId: string): string {
    const key = this.addMessage({
      channelKey,
      authorKey,
      body,
      clientMutationId,
      createdAt: this.nextTimestamp(),
    });
    for (const listener of this.postListeners) listener(channelKey, authorKey);
    return key;
  }

  /** Runs a mutation once per (uid, name, clientMutationId); a retry gets the first result. */
  /** Whether this call was already made (a retry replays its first result). */
  isReplay(uid: string, mutation: string, clientMutationId: string): boolean {
    return this.mutationResults.has(JSON.stringify([uid, mutation, clientMutationId]));
  }

  once<T>(uid: string, mutation: string, clientMutationId: string, run: () => T): T {
    const key = JSON.stringify([uid, mutation, clientMutationId]);
    if (!this.mutationResults.has(key)) this.mutationResults.set(key, run());
    return this.mutationResults.get(key) as T;
  }

  /** Now, but never before the newest seeded message (the seeds sit near MOCK_NOW). */
  private nextTimestamp(): string {
    return new Date(Math.max(Date.now(), MOCK_NOW + this.messageCount * 1000)).toISOString();
  }
}
