// The mock server's state: the demo garden seeded into a @graphql-tools/mock
// MockStore (entities and their links), plus the few indexes a MockStore cannot
// answer by itself (message order per channel, who joined, translations).

import { createMockStore, type IMockStore, type Ref } from '@graphql-tools/mock';
import type { GraphQLSchema } from 'graphql';
import {
  buildChannel,
  buildCommunity,
  buildUser,
  mockCursor,
  mockDateTime,
  mockGlobalId,
} from './gardenBuilders';
import {
  MOCK_NOW,
  gardenChannels,
  gardenChatLines,
  gardenFans,
  type Localized,
  type MockLocale,
} from './gardenContent';
import { createGraphqlToolsMocks } from './resolvers';
import { createSeededRandom } from './seed';

export const DEFAULT_MOCK_SEED = 20261121;
const SEEDED_MESSAGE_COUNT = 36;

export interface MockMessage {
  key: string;
  /** Position in the whole garden, oldest first; the message's cursor. */
  sequence: number;
  channelKey: string;
  authorKey: string;
  createdAt: string;
  /** Both languages, for seeded lines only (what auto-translation can show). */
  translations?: Localized;
}

export class MockGarden {
  readonly store: IMockStore;
  readonly communityKey = mockGlobalId('Community', 1);
  readonly channelKeys: string[] = [];
  private readonly messages = new Map<string, MockMessage>();
  private readonly messageKeysByChannel = new Map<string, string[]>();
  private readonly localizedNames = new Map<string, { name: Localized; description: Localized }>();
  /** Signed-in identities (token uid) that joined, and the fan profile each got. */
  private readonly members = new Map<string, string>();
  private readonly joinedChannels = new Map<string, Set<string>>();
  /** Idempotency: the first result of each (viewer, mutation, clientMutationId). */
  private readonly mutationResults = new Map<string, unknown>();
  private userCount = 0;
  private messageCount = 0;

  constructor(schema: GraphQLSchema, seed = DEFAULT_MOCK_SEED) {
    this.store = createMockStore({
      schema,
      mocks: createGraphqlToolsMocks({ locale: 'ja' }),
      mockGenerationBehavior: 'deterministic',
    });
    this.seed(createSeededRandom(seed));
  }

  ref(typeName: string, key: string): Ref {
    return { $ref: { typeName, key } };
  }

  private seed(random: () => number) {
    const community = buildCommunity('ja');
    this.store.set('Community', this.communityKey, community);
    this.localizedNames.set(this.communityKey, {
      name: { ja: community.name, en: buildCommunity('en').name },
      description: { ja: community.description, en: buildCommunity('en').description },
    });

    gardenChannels.forEach((channel, offset) => {
      const { id, name, description } = buildChannel('ja', offset + 1);
      this.store.set('Channel', id, {
        id,
        name,
        description,
        community: this.ref('Community', this.communityKey),
      });
      this.localizedNames.set(id, channel);
      this.channelKeys.push(id);
      this.messageKeysByChannel.set(id, []);
    });

    const fanKeys = gardenFans.map(() => this.addUser(buildUser(this.userCount + 1)));

    for (let index = 1; index <= SEEDED_MESSAGE_COUNT; index += 1) {
      // Every channel gets a first message; after that, busier channels come first.
      const channelKey =
        index <= this.channelKeys.length
          ? this.channelKeys[index - 1]
          : this.channelKeys[Math.floor(random() ** 2 * this.channelKeys.length)];
      const authorKey = fanKeys[Math.floor(random() * fanKeys.length)];
      const line = gardenChatLines[(index - 1) % gardenChatLines.length];
      this.addMessage({
        channelKey,
        authorKey,
        body: line[line.original],
        createdAt: mockDateTime((SEEDED_MESSAGE_COUNT - index + 1) * 7),
        translations: { ja: line.ja, en: line.en },
        key: mockGlobalId('ChatMessage', index),
      });
    }
  }

  private addUser(fields: {
    id: string;
    displayName: string;
    avatarUrl: string | null;
    joinedAt: string;
  }): string {
    this.userCount += 1;
    this.store.set('User', fields.id, fields);
    return fields.id;
  }

  private addMessage(message: Omit<MockMessage, 'sequence'> & { body: string }): MockMessage {
    this.messageCount += 1;
    const stored: MockMessage = {
      key: message.key,
      sequence: this.messageCount,
      channelKey: message.channelKey,
      authorKey: message.authorKey,
      createdAt: message.createdAt,
      translations: message.translations,
    };
    this.store.set('ChatMessage', message.key, {
      id: message.key,
      body: message.body,
      createdAt: message.createdAt,
      author: this.ref('User', message.authorKey),
      channel: this.ref('Channel', message.channelKey),
    });
    this.messages.set(message.key, stored);
    this.messageKeysByChannel.get(message.channelKey)?.push(message.key);
    return stored;
  }

  localized(key: string, field: 'name' | 'description', locale: MockLocale): string | undefined {
    return this.localizedNames.get(key)?.[field][locale];
  }

  message(key: string): MockMessage | undefined {
    return this.messages.get(key);
  }

  messageCursor(message: MockMessage): string {
    return mockCursor('ChatMessage', message.sequence);
  }

  /** The channel's messages, oldest first. */
  channelMessages(channelKey: string): MockMessage[] {
    return (this.messageKeysByChannel.get(channelKey) ?? []).flatMap(
      (key) => this.messages.get(key) ?? [],
    );
  }

  isChannel(key: string): boolean {
    return this.messageKeysByChannel.has(key);
  }

  memberCount(): number {
    return gardenCommunityBaseMembers + this.members.size;
  }

  /** The fan profile of a signed-in identity, or null before joining. */
  memberUserKey(uid: string | null): string | null {
    return uid ? (this.members.get(uid) ?? null) : null;
  }

  hasJoinedChannel(uid: string | null, channelKey: string): boolean {
    return uid ? (this.joinedChannels.get(uid)?.has(channelKey) ?? false) : false;
  }

  /** Joins the garden and all its channels; joining again keeps the first profile. */
  join(uid: string, displayName: string): string {
    const existing = this.members.get(uid);
    if (existing) return existing;
    const key = mockGlobalId('User', this.userCount + 1);
    this.addUser({ id: key, displayName, avatarUrl: null, joinedAt: this.nextTimestamp() });
    this.members.set(uid, key);
    this.joinedChannels.set(uid, new Set(this.channelKeys));
    return key;
  }

  post(channelKey: string, authorKey: string, body: string): MockMessage {
    return this.addMessage({
      key: mockGlobalId('ChatMessage', this.messageCount + 1),
      channelKey,
      authorKey,
      body,
      createdAt: this.nextTimestamp(),
    });
  }

  /** Runs a mutation once per (uid, name, clientMutationId); a retry gets the first result. */
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

const gardenCommunityBaseMembers = buildCommunity('ja').memberCount;
