// The harness of the server tests: a garden server in process (yoga.fetch, no port)
// over a fresh database holding the demo tenant and a second tenant, with helpers to
// call GraphQL as a signed-out visitor or as a fan with an emulator ID token.
import { CURRENT_TERMS_VERSION } from '../../common/ageBands';
import type { RateLimitSettings } from '../access/rateLimits';
import { createGardenServer, type GardenServer } from '../app';
import type { OpenedDatabase } from '../db/database';
import { demoTenant } from '../db/demoTenant';
import { createTenant, type CreatedTenant } from '../db/tenants';
import { otherCards } from '../cards/otherCards';
import { otherEngagement } from '../engagement/otherEngagement';
import { otherArticles } from '../articles/otherArticles';
import { otherPages } from '../pages/otherPages';
import { otherQuestionnaires } from '../questionnaires/otherQuestionnaires';
import { otherReferrals } from '../referrals/otherReferrals';
import { otherSupporterRank } from '../supporterRank/otherSupporterRank';
import { otherStories } from '../stories/otherStories';
import { otherHomeSections } from '../homeSections/otherHomeSections';
import { otherPlayer } from '../player/otherPlayer';
import type { GardenPubSub } from '../pubsub/gardenPubSub';
import type { MediaStorage } from '../storage/mediaStorage';
import type { StreamLimits } from '../stream/streamLimits';
import { startTestAuth, TEST_PROJECT_ID, type TestAuth } from './testAuth';
import { openTestDatabase, type TestBackend } from './testDatabase';

export const OTHER_TENANT_ID = 'other';

export interface CallOptions {
  tenant?: string | null;
  /** A fan to sign in as (by name: each name is one Firebase account). */
  as?: string;
  /** A raw authorization header value instead. */
  authorization?: string;
  language?: 'ja' | 'en';
}

export interface GraphQLResponse<T = Record<string, unknown>> {
  status: number;
  data?: T;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

export interface TestGarden {
  server: GardenServer;
  database: OpenedDatabase;
  demo: CreatedTenant;
  other: CreatedTenant;
  auth: TestAuth;
  headers(options?: CallOptions): Promise<Record<string, string>>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  call<T = any>(
    query: string,
    variables?: Record<string, unknown>,
    options?: CallOptions,
  ): Promise<GraphQLResponse<T>>;
  join(uid: string, displayName?: string, tenant?: string): Promise<void>;
  close(): Promise<void>;
}

export async function createTestGarden(
  backend: TestBackend,
  options: {
    database?: OpenedDatabase;
    pubSub?: GardenPubSub;
    seed?: boolean;
    /** false: only the app's generated documents run, as under npm start. */
    allowUntrustedDocuments?: boolean;
    /** The rate limits; by default high enough for any test's burst of mutations. */
    rateLimits?: Partial<RateLimitSettings>;
    streamLimits?: Partial<StreamLimits>;
    /** Where uploads go; a temporary folder on the local disk by default. */
    mediaStorage?: MediaStorage;
    /** The largest operator video upload (a small one tests the cap cheaply). */
    maxVideoUploadBytes?: number;
  } = {},
): Promise<TestGarden> {
  const auth = await startTestAuth();
  const database = options.database ?? (await openTestDatabase(backend));
  const seed = options.seed ?? true;
  const demo = seed
    ? await createTenant(database.db, demoTenant)
    : emptyTenant(demoTenant.tenantId);
  const other = seed
    ? await createTenant(database.db, {
        tenantId: OTHER_TENANT_ID,
        name: { en: 'Another Garden' },
        description: { en: 'A second tenant, to prove isolation.' },
        channels: [
          {
            key: 'secret',
            name: { en: 'Secret' },
            description: { en: 'Only for the other garden.' },
          },
        ],
        fans: [{ key: 'stranger', authUid: 'other-fan', displayName: 'Stranger' }],
        messages: [{ channel: 'secret', fan: 'stranger', body: 'a message of the other garden' }],
        bannedWords: ['otherword'],
        posts: {
          categories: [{ key: 'secret', name: { en: 'Secret things' } }],
          topics: [
            {
              key: 'secret',
              category: 'secret',
              name: { en: 'Secret topic' },
              description: { en: 'Only for the other garden.' },
            },
          ],
          posts: [
            {
              fan: 'stranger',
              topic: 'secret',
              visibility: 'MEMBERS',
              body: 'a members-only post of the other garden',
              likes: [{ fan: 'stranger', count: 2 }],
              comments: [{ fan: 'stranger', body: 'a comment of the other garden' }],
            },
            {
              fan: 'stranger',
              visibility: 'PUBLIC',
              body: 'a public post of the other garden',
              comments: [{ fan: 'stranger', body: 'a public comment of the other garden' }],
            },
          ],
        },
        engagement: otherEngagement,
        cards: otherCards,
        memberships: {
          plans: [
            {
              name: { en: 'Other garden membership' },
              description: { en: 'A plan of the other garden.' },
              monthlyPrice: 300,
              perks: ['MEMBERS_ONLY_POSTS', 'MEMBERS_ONLY_VIDEOS'],
            },
          ],
        },
        pages: otherPages,
        articles: otherArticles,
        referrals: otherReferrals,
        supporterRank: otherSupporterRank,
        questionnaires: otherQuestionnaires,
        stories: otherStories,
        homeSections: otherHomeSections,
        player: otherPlayer,
        termsVersions: [
          {
            version: CURRENT_TERMS_VERSION,
            summary: { en: 'The other garden’s terms.' },
            publishedAt: new Date('2026-01-01T00:00:00Z'),
          },
        ],
      })
    : emptyTenant(OTHER_TENANT_ID);
  const quietLogger = { info() {}, debug() {}, warn() {}, error: console.error };
  const server = createGardenServer({
    db: database.db,
    pubSub: options.pubSub,
    firebaseProjectId: TEST_PROJECT_ID,
    corsOrigins: ['http://allowed.example'],
    logger: quietLogger,
    // Server tests send documents of their own, not only the app's generated ones.
    allowUntrustedDocuments: options.allowUntrustedDocuments ?? true,
    rateLimits: options.rateLimits ?? {
      mutationsPerFan: { points: 10_000, duration: 10 },
      messagesPerChannel: { points: 10_000, duration: 10 },
      uploadsPerFan: { points: 10_000, duration: 10 },
      // Every call of a test comes from one (unknown) address.
      signedOutMutationsPerAddress: { points: 10_000, duration: 10 },
      signUpCodesPerAddress: { points: 10_000, duration: 10 },
      signUpCodeChecksPerAddress: { points: 10_000, duration: 10 },
      wrongCampaignCodesPerAddress: { points: 10_000, duration: 10 },
    },
    streamLimits: options.streamLimits,
    mediaStorage: options.mediaStorage,
    maxVideoUploadBytes: options.maxVideoUploadBytes,
    // Tests run scheduled jobs and expiries themselves, with their own clock.
    backgroundWork: false,
  });

  const headers = async (call: CallOptions = {}) => {
    const result: Record<string, string> = {
      'content-type': 'application/json',
      accept: 'application/json',
    };
    const tenant = call.tenant === undefined ? demo.tenantId : call.tenant;
    if (tenant !== null) result.tenant = tenant;
    result.authorization =
      call.authorization ?? (call.as ? `Bearer ${await auth.tokenFor(call.as)}` : '');
    result['language-code'] = call.language ?? 'ja';
    return result;
  };

  const garden: TestGarden = {
    server,
    database,
    demo,
    other,
    auth,
    headers,
    async call(query, variables, call) {
      const response = await server.yoga.fetch('http://garden.test/graphql', {
        method: 'POST',
        headers: await headers(call),
        body: JSON.stringify({ query, variables }),
      });
      return { status: response.status, ...((await response.json()) as object) };
    },
    async join(uid, displayName = uid, tenant) {
      const result = await garden.call(
        `mutation Join($input: JoinCommunityInput!) { joinCommunity(input: $input) { __typename } }`,
        { input: { clientMutationId: `join-${uid}`, displayName } },
        { as: uid, tenant },
      );
      if (result.data?.joinCommunity?.__typename !== 'JoinCommunityPayload') {
        throw new Error(`join failed: ${JSON.stringify(result)}`);
      }
    },
    async close() {
      await server.close();
      await auth.close();
      if (!options.database) await database.close();
    },
  };
  return garden;
}

function emptyTenant(tenantId: string): CreatedTenant {
  return { tenantId, communityId: 0, channelIds: {}, userIds: {} };
}

export function userGlobalId(dbId: number): string {
  return Buffer.from(`User:${dbId}`).toString('base64');
}

export function channelGlobalId(dbId: number): string {
  return Buffer.from(`Channel:${dbId}`).toString('base64');
}
