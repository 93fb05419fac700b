// The tenancy probe: walks every table of every feature (server/features.ts) and every
// registered node type with two tenants, and proves that the tenant scope reads,
// updates, deletes and inserts only its own tenant's rows, and that node/nodes and the
// node loaders never answer with another tenant's object. A new feature's tables and
// node types are probed without a change here; seed them for both tenants below.
import { eq, getTableColumns, getTableName, sql } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { tenantScope, type TenantScope, type TenantTable } from '../db/tenantScope';
import { garden as features } from '../features';
import { dbIdOf, encodeGlobalId } from '../graphql/globalId';
import { messageTranslations } from '../translation/tables';
import { findCommunity } from '../seo/tenantCommunity';
import { createTestGarden, OTHER_TENANT_ID, type TestGarden } from '../testing/testGarden';
import { testBackends } from '../testing/testDatabase';
import { avatarUploads, fanProfiles, follows } from '../accounts/tables';
import { users } from '../community/tables';
import { writeActivityRows } from '../engagement/probeRows';
import { writeSupporterRankRows } from '../supporterRank/probeRows';
import { signUpCodes } from '../onboarding/tables';
import { seedDrawsInBothTenants } from '../draws/drawsTestSetup';
import { grantFreeCoins } from '../coins/ledger';
import { seedStoreProbeRows } from '../store/testing/storeProbeRows';
import { seedMembershipProbeRows } from '../subscriptions/testing/membershipProbeRows';
import {
  informationArticles,
  informationFavorites,
  informationReads,
  officialSchedules,
} from '../information/tables';
import { notificationPreferences, pushSubscriptions } from '../notifications/tables';
import { oauthClients, oidcRecords, partnerSignInLinks } from '../oidc/tables';
import { scheduleJob } from './scheduledJobs';
import { banners, gardenPages, shareLinks } from '../pages/tables';
import { postDrafts, postImages, posts, timelinePreferences } from '../posts/tables';

type Row = Record<string, unknown>;

const tables = Object.values(features.tables);
const tenantTables = tables.filter((table): table is TenantTable => 'tenantId' in table);

/** Parents before children, by their foreign keys. */
function parentsFirst(list: TenantTable[]): TenantTable[] {
  const ordered: TenantTable[] = [];
  const visit = (table: TenantTable) => {
    if (ordered.includes(table)) return;
    for (const key of getTableConfig(table).foreignKeys) {
      const parent = key.reference().foreignTable;
      if (parent !== table && list.includes(parent as TenantTable)) visit(parent as TenantTable);
    }
    ordered.push(table);
  };
  list.forEach(visit);
  return ordered;
}

async function rowsOf(db: Database, table: PgTable): Promise<Row[]> {
  return (await db.select().from(table)) as Row[];
}

/**
 * Every row of every tenant table, by table, as JSON: to prove that nothing changed. Rows
 * are sorted: a table's physical order may change (an update moves a row) while its rows
 * stay the same.
 */
async function snapshot(db: Database, tenantId: string): Promise<string> {
  const all: Record<string, string[]> = {};
  for (const table of tenantTables) {
    all[getTableName(table)] = (await rowsOf(db, table))
      .filter((row) => row.tenantId === tenantId)
      .map((row) => JSON.stringify(row))
      .sort();
  }
  return JSON.stringify(all);
}

class Rollback extends Error {}

async function idOf(scope: TenantScope, authUid: string): Promise<number> {
  const [row] = await scope.selectFields({ id: users.id }, users, eq(users.authUid, authUid));
  if (!row) throw new Error(`No fan ${authUid} to probe with`);
  return row.id;
}

describe.each(testBackends)('tenancy probe (%s)', (backend) => {
  let garden: TestGarden;
  const tenantPairs = [
    ['demo', OTHER_TENANT_ID],
    [OTHER_TENANT_ID, 'demo'],
  ] as const;

  beforeAll(async () => {
    garden = await createTestGarden(backend);
    // Rows of both tenants in every table: fans joining writes receipts and members.
    await garden.join('probe-fan', 'Probe');
    await garden.join('probe-fan', 'Probe', OTHER_TENANT_ID);
    const other = tenantScope(garden.database.db, OTHER_TENANT_ID);
    const preview = { title: { en: 'Other' }, description: { en: 'Other' }, imageUrl: null };
    await other.insert(shareLinks, { urlId: 'other-link', ...preview });
    await other.insert(gardenPages, { slug: 'other-lp', ...preview });
    await other.insert(banners, {
      sectionId: 'home',
      title: { en: 'Other' },
      alt: { en: 'Other' },
      imageUrl: '/images/other.png',
      imageWidth: 10,
      imageHeight: 10,
      href: '/',
      startsAt: new Date(0),
    });
    // A reaction and a read position in each tenant, through the chat's mutations.
    const newestMessages = [
      ['demo', garden.demo.channelIds.lobby],
      [OTHER_TENANT_ID, garden.other.channelIds.secret],
    ] as const;
    for (const [tenant, channelId] of newestMessages) {
      const page = await garden.call(
        `query($id: ID!) { node(id: $id) { ... on Channel { messages(last: 1) { edges { node { id author { id } } } } } } }`,
        { id: encodeGlobalId('Channel', channelId) },
        { tenant },
      );
      const messageId = page.data.node.messages.edges[0].node.id;
      const authorId = page.data.node.messages.edges[0].node.author.id;
      // The chat's safety tools: a report, a block, a mute, a mute word and a hidden message.
      const safety = await garden.call(
        `mutation($report: ReportChatMessageInput!, $block: SetUserBlockedInput!,
            $mute: SetUserMutedInput!, $word: AddMuteWordInput!, $hide: SetMessageHiddenInput!) {
          reportChatMessage(input: $report) { __typename }
          setUserBlocked(input: $block) { __typename }
          setUserMuted(input: $mute) { __typename }
          addMuteWord(input: $word) { __typename }
          setMessageHidden(input: $hide) { __typename } }`,
        {
          report: { clientMutationId: 'probe-report', messageId, reason: 'SPAM' },
          block: { clientMutationId: 'probe-block', userId: authorId, blocked: true },
          mute: { clientMutationId: 'probe-mute', userId: authorId, muted: true },
          word: { clientMutationId: 'probe-word', word: 'probe' },
          hide: { clientMutationId: 'probe-hide', messageId, hidden: true },
        },
        { as: 'probe-fan', tenant },
      );
      expect(
        Object.values(safety.data ?? {}).map(
          (result) => (result as { __typename: string }).__typename,
        ),
      ).toEqual([
        'ReportPayload',
        'SetUserBlockedPayload',
        'SetUserMutedPayload',
        'AddMuteWordPayload',
        'SetMessageHiddenPayload',
      ]);
      // A kept translation of the message (server/translation).
      await tenantScope(garden.database.db, tenant).insert(messageTranslations, {
        messageId: dbIdOf(messageId, 'ChatMessage')!,
        targetLanguage: 'en',
        sourceLanguage: 'ja',
        text: 'probe',
        sourceHash: 'probe',
      });
      const marked = await garden.call(
        `mutation($react: SetChatMessageReactionInput!, $read: MarkChannelReadInput!) {
          setChatMessageReaction(input: $react) { __typename }
          markChannelRead(input: $read) { __typename } }`,
        {
          react: { clientMutationId: 'probe-react', messageId, emoji: '🌹', reacted: true },
          read: { clientMutationId: 'probe-read', messageId },
        },
        { as: 'probe-fan', tenant },
      );
      expect(marked.data).toEqual({
        setChatMessageReaction: { __typename: 'SetChatMessageReactionPayload' },
        markChannelRead: { __typename: 'MarkChannelReadPayload' },
      });
    }
    // Referrals: an invite code used, a campaign code redeemed and a wrong one, in each garden.
    for (const [tenant, friendCode] of [
      ['demo', 'KURN3K28'],
      [OTHER_TENANT_ID, 'STRNGR23'],
    ] as const) {
      const page = await garden.call(
        `{ community { campaignCodePage(pageId: "winter-2026") { id } } }`,
        {},
        { tenant },
      );
      const campaignCodePageId = page.data.community.campaignCodePage.id;
      const codes = await garden.call(
        `mutation($invite: RedeemReferralCodeInput!, $right: RedeemCampaignCodeInput!,
            $wrong: RedeemCampaignCodeInput!) {
          redeemReferralCode(input: $invite) { __typename }
          right: redeemCampaignCode(input: $right) { __typename }
          wrong: redeemCampaignCode(input: $wrong) { __typename } }`,
        {
          invite: { clientMutationId: 'probe-invite', code: friendCode },
          right: {
            clientMutationId: 'probe-campaign',
            campaignCodePageId,
            code: tenant === 'demo' ? 'MOONLIT2026' : 'OTHERGARDEN',
          },
          wrong: { clientMutationId: 'probe-wrong', campaignCodePageId, code: 'WRONGCODE' },
        },
        { as: 'probe-fan', tenant },
      );
      expect(codes.data).toEqual({
        redeemReferralCode: { __typename: 'RedeemReferralCodePayload' },
        right: { __typename: 'RedeemCampaignCodePayload' },
        wrong: { __typename: 'CampaignCodeError' },
      });
    }
    // Accounts: a bio and a follow in the other garden, an avatar upload in each.
    const [stranger, prober] = [garden.other.userIds.stranger, await idOf(other, 'probe-fan')];
    await other.insert(fanProfiles, { userId: stranger, bio: 'other bio' });
    await other.insert(follows, { followerId: prober, followeeId: stranger });
    for (const tenantId of ['demo', OTHER_TENANT_ID]) {
      await tenantScope(garden.database.db, tenantId).insert(avatarUploads, {
        authUid: 'probe-fan',
        storageKey: `${tenantId}/avatars/00000000-0000-0000-0000-000000000000.webp`,
      });
      // Coins (a grant writes a movement, its entries, a wallet and a lot) and a scheduled job.
      const scope = tenantScope(garden.database.db, tenantId);
      const fan = await idOf(scope, 'probe-fan');
      await scope.transaction(async (tx) => {
        await grantFreeCoins(tx, { userId: fan, amount: 10, reference: 'probe', label: {} });
        await scheduleJob(tx, { kind: 'probe', key: 'probe', runAt: new Date(0) });
        // Information: an article read and starred by the fan, and an event.
        const [article] = await tx
          .insert(informationArticles, {
            category: 'NEWS',
            title: { en: 'probe' },
            body: { en: ['probe'] },
            publishedAt: new Date(0),
          })
          .returning({ id: informationArticles.id });
        await tx.insert(informationReads, { articleId: article.id, userId: fan });
        await tx.insert(informationFavorites, { articleId: article.id, userId: fan });
        await tx.insert(officialSchedules, {
          title: { en: 'probe' },
          description: { en: 'probe' },
          startsAt: new Date(0),
          endsAt: new Date(1),
        });
      });
    }
    // Posts: a draft of the probing fan with an image, and an image on a post.
    for (const [index, tenantId] of ['demo', OTHER_TENANT_ID].entries()) {
      const scope = tenantScope(garden.database.db, tenantId);
      const fan = await idOf(scope, 'probe-fan');
      const [post] = await scope.select(posts).limit(1);
      const [draft] = await scope
        .insert(postDrafts, { authorId: fan, body: 'probe', visibility: 'PUBLIC' })
        .returning({ id: postDrafts.id });
      const image = { uploaderId: fan, width: 10, height: 10 };
      await scope.insert(postImages, [
        {
          ...image,
          draftId: draft.id,
          storageKey: `${tenantId}/posts/0000000${index}-0000-0000-0000-000000000000.webp`,
        },
        { ...image, postId: post.id, publicPath: '/images/probe.webp' },
      ]);
    }
    // Onboarding: a mailed sign-up code and the probing fan's timeline preferences.
    for (const tenantId of ['demo', OTHER_TENANT_ID]) {
      const scope = tenantScope(garden.database.db, tenantId);
      const now = new Date();
      await scope.insert(signUpCodes, {
        email: `probe@${tenantId}.example`,
        codeHash: 'probe',
        expiresAt: now,
        sentAt: now,
      });
      await scope.insert(timelinePreferences, {
        userId: await idOf(scope, 'probe-fan'),
        showTopicPosts: false,
      });
    }
    // Engagement: the activity log, mission progress and rewards, check-in, votes.
    for (const tenantId of ['demo', OTHER_TENANT_ID]) {
      const scope = tenantScope(garden.database.db, tenantId);
      await writeActivityRows(scope, await idOf(scope, 'probe-fan'));
      // Supporter rank: a final standing in the tenant's season.
      await writeSupporterRankRows(scope, await idOf(scope, 'probe-fan'));
    }
    // The store: a basket, a paid checkout and its order, owned by the probing fan.
    for (const tenantId of ['demo', OTHER_TENANT_ID]) {
      const scope = tenantScope(garden.database.db, tenantId);
      await seedStoreProbeRows(scope, await idOf(scope, 'probe-fan'));
      // Memberships: a plan, the probing fan's membership and its invoice.
      await seedMembershipProbeRows(scope, await idOf(scope, 'probe-fan'));
    }
    await seedDrawsInBothTenants(garden);
    // Notifications: a browser's push subscription and the switches of the probing fan.
    for (const tenantId of ['demo', OTHER_TENANT_ID]) {
      const scope = tenantScope(garden.database.db, tenantId);
      const fan = await idOf(scope, 'probe-fan');
      await scope.insert(pushSubscriptions, {
        userId: fan,
        endpoint: `https://push.example/${tenantId}`,
        p256dh: 'probe',
        auth: 'probe',
      });
      await scope.insert(notificationPreferences, { userId: fan, officialPosts: false });
      // Sign in with Garden: a partner app, one of the provider's records, a sign-in link.
      await scope.insert(oauthClients, {
        clientId: 'probe-client',
        secretHash: null,
        redirectUris: ['https://partner.example/callback'],
        scopes: ['openid'],
        name: { en: 'Probe app' },
      });
      await scope.insert(oidcRecords, { model: 'Grant', id: 'probe-grant', payload: {} });
      await scope.insert(partnerSignInLinks, {
        clientId: 'probe-client',
        partnerUserId: 'probe-player',
        tokenHash: `probe-${tenantId}`,
        expiresAt: new Date('2030-01-01T00:00:00Z'),
      });
    }
  });
  afterAll(() => garden?.close());

  it('gives every table but tenants a tenant_id column', () => {
    const without = tables
      .filter((table) => !('tenantId' in table))
      .map((table) => getTableName(table));
    expect(without).toEqual(['tenants']);
    for (const table of tenantTables) {
      const column = getTableColumns(table).tenantId;
      expect(column.name).toBe('tenant_id');
      expect(column.notNull).toBe(true);
    }
  });

  it('has rows of both tenants in every table, so that the probe means something', async () => {
    for (const table of tenantTables) {
      const rows = await rowsOf(garden.database.db, table);
      for (const tenantId of ['demo', OTHER_TENANT_ID]) {
        expect(
          rows.some((row) => row.tenantId === tenantId),
          `${getTableName(table)} has no row of ${tenantId}: seed one in this probe`,
        ).toBe(true);
      }
    }
  });

  it.each(tenantPairs)('reads only %s’s rows from every table', async (tenantId) => {
    const { db } = garden.database;
    for (const table of tenantTables) {
      const own = (await rowsOf(db, table)).filter((row) => row.tenantId === tenantId);
      const scoped = (await tenantScope(db, tenantId).select(table)) as Row[];
      expect(scoped.length, getTableName(table)).toBe(own.length);
      expect(scoped.every((row) => row.tenantId === tenantId)).toBe(true);
      expect(await tenantScope(db, tenantId).count(table)).toBe(own.length);
    }
  });

  it.each(tenantPairs)('updates only %s’s rows of every table', async (tenantId, otherId) => {
    const { db } = garden.database;
    const before = await snapshot(db, otherId);
    for (const table of tenantTables) {
      const [key, column] = Object.entries(getTableColumns(table)).find(
        ([name]) => name !== 'tenantId',
      )!;
      // Sets a column to itself: touches rows without changing them, and returns them.
      const touched = (await tenantScope(db, tenantId)
        .update(table, { [key]: sql`${column}` })
        .returning()) as Row[];
      const own = (await rowsOf(db, table)).filter((row) => row.tenantId === tenantId);
      expect(touched.length, getTableName(table)).toBe(own.length);
      expect(touched.every((row) => row.tenantId === tenantId)).toBe(true);
    }
    expect(() => tenantScope(db, tenantId).update(tenantTables[0], { tenantId: otherId })).toThrow(
      'never moves',
    );
    expect(await snapshot(db, otherId)).toBe(before);
  });

  it.each(tenantPairs)(
    'deletes and inserts only %s’s rows of every table',
    async (tenantId, otherId) => {
      const { db } = garden.database;
      const otherBefore = await snapshot(db, otherId);
      const ownBefore = await snapshot(db, tenantId);
      const ordered = parentsFirst(tenantTables);
      await expect(
        db.transaction(async (tx) => {
          const scope = tenantScope(tx, tenantId);
          const deleted = new Map<TenantTable, Row[]>();
          for (const table of [...ordered].reverse()) {
            const rows = (await scope.delete(table).returning()) as Row[];
            expect(rows.length, getTableName(table)).toBeGreaterThan(0);
            expect(rows.every((row) => row.tenantId === tenantId)).toBe(true);
            deleted.set(table, rows);
          }
          expect(await snapshot(tx, otherId)).toBe(otherBefore);
          for (const table of ordered) {
            // Values naming the other tenant still land in the scope's tenant.
            const values = deleted.get(table)!.map((row) => ({ ...row, tenantId: otherId }));
            const inserted = (await scope.insert(table, values).returning()) as Row[];
            expect(inserted.every((row) => row.tenantId === tenantId)).toBe(true);
          }
          expect(await snapshot(tx, otherId)).toBe(otherBefore);
          expect(await snapshot(tx, tenantId)).toBe(ownBefore);
          throw new Rollback();
        }),
      ).rejects.toBeInstanceOf(Rollback);
      expect(await snapshot(db, otherId)).toBe(otherBefore);
    },
  );

  /** Every global id of every registered node type up to the largest id in any table. */
  async function everyGlobalId(): Promise<{ type: string; id: string }[]> {
    let largest = 0;
    for (const table of tenantTables) {
      for (const row of await rowsOf(garden.database.db, table)) {
        if (typeof row.id === 'number') largest = Math.max(largest, row.id);
      }
    }
    return features.nodeRegistry.typeNames.flatMap((type) =>
      Array.from({ length: largest }, (_, index) => ({
        type,
        id: encodeGlobalId(type, index + 1),
      })),
    );
  }

  /** Each tenant finds its own objects of every type, and no id is found by both. */
  function expectDisjoint(
    ids: { type: string; id: string }[],
    found: Record<string, (string | null)[]>,
  ) {
    const [first, second] = Object.values(found);
    ids.forEach(({ id }, index) => {
      expect(first[index] !== null && second[index] !== null, `${id} found in both`).toBe(false);
    });
    for (const [tenantId, answers] of Object.entries(found)) {
      for (const type of features.nodeRegistry.typeNames) {
        const typed = ids.flatMap((entry, index) =>
          entry.type === type && answers[index] !== null ? [answers[index]] : [],
        );
        expect(typed.length, `${tenantId} finds no ${type}`).toBeGreaterThan(0);
        expect(typed.every((typename) => typename === type)).toBe(true);
      }
    }
  }

  it('resolves no node of another tenant through node/nodes, for every node type', async () => {
    const ids = await everyGlobalId();
    const found: Record<string, (string | null)[]> = {};
    for (const tenant of ['demo', OTHER_TENANT_ID]) {
      found[tenant] = [];
      // nodes(ids:) takes at most 100 ids (the API's list limit): ask in chunks.
      for (let start = 0; start < ids.length; start += 100) {
        const result = await garden.call(
          'query($ids: [ID!]!) { nodes(ids: $ids) { __typename } }',
          { ids: ids.slice(start, start + 100).map(({ id }) => id) },
          // As the probing fan: owner-only types (a basket line, an order) load for their owner.
          { tenant, as: 'probe-fan' },
        );
        expect(result.errors).toBeUndefined();
        found[tenant].push(
          ...result.data.nodes.map((node: { __typename: string } | null) =>
            node ? node.__typename : null,
          ),
        );
      }
      const single = await garden.call(
        'query($id: ID!) { node(id: $id) { __typename } }',
        { id: ids[found[tenant].findIndex((answer) => answer !== null)].id },
        { tenant: tenant === 'demo' ? OTHER_TENANT_ID : 'demo', as: 'probe-fan' },
      );
      expect(single.data.node).toBeNull();
    }
    expectDisjoint(ids, found);
  });

  it('loads no row of another tenant through the node loaders', async () => {
    const ids = await everyGlobalId();
    const found: Record<string, (string | null)[]> = {};
    for (const tenantId of ['demo', OTHER_TENANT_ID]) {
      const community = await findCommunity(garden.database.db, tenantId);
      if (!community) throw new Error(`No garden of ${tenantId}`);
      const loaders = features.createLoaders({
        db: tenantScope(garden.database.db, tenantId),
        tenantId,
        community,
        identity: { uid: 'probe-fan' },
      });
      const finder = features.nodeRegistry.forRequest(loaders);
      const rows = await Promise.all(ids.map(({ id }) => finder.find(id)));
      found[tenantId] = rows.map((row, index) => {
        if (!row) return null;
        expect((row as Row).tenantId).toBe(tenantId);
        return ids[index].type;
      });
    }
    expectDisjoint(ids, found);
  });
});
