// Reports and the moderators' queue: a fan reports a message or a fan once (a retry with
// the same clientMutationId replays, a second report is refused with a typed error), the
// report keeps a snapshot of what was reported, only its reporter and moderators read it,
// and moderators resolve it by deleting the message, blocking the fan (operators only) or
// dismissing it, exactly once even when two moderators act at the same moment.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../community/tables';
import { DEMO_OPERATOR_UID } from '../db/demoTenant';
import { testBackends } from '../testing/testDatabase';
import { createTestGarden, type TestGarden } from '../testing/testGarden';
import { chatReports } from './tables';

const REPORT_MESSAGE = `mutation ReportMessage($input: ReportChatMessageInput!) {
  reportChatMessage(input: $input) {
    __typename
    ... on ReportPayload { report { id reason note status snapshotBody snapshotAuthorName reporter { id } } }
    ... on InvalidInputError { field reason limit }
    ... on Error { message }
  }
}`;
const REPORT_USER = `mutation ReportUser($input: ReportUserInput!) {
  reportUser(input: $input) {
    __typename
    ... on ReportPayload { report { id snapshotBody snapshotAuthorName reportedUser { displayName } } }
    ... on Error { message }
  }
}`;
const POST = `mutation Post($input: PostChatMessageInput!) {
  postChatMessage(input: $input) {
    ... on PostChatMessagePayload { messageEdge { node { id } } }
  }
}`;
const EDIT = `mutation Edit($input: EditChatMessageInput!) {
  editChatMessage(input: $input) { __typename }
}`;
const QUEUE = `query Queue($status: ChatReportStatus) {
  chatReportQueue {
    __typename
    ... on ChatReportQueue {
      openCount
      reports(status: $status, first: 50) {
        edges { node { id reason snapshotBody resolution reporter { displayName } reportedMessage { isDeleted } } }
      }
    }
    ... on Error { message }
  }
}`;
const RESOLVE = `mutation Resolve($input: ResolveChatReportInput!) {
  resolveChatReport(input: $input) {
    __typename
    ... on ResolveChatReportPayload { report { status resolution } }
    ... on Error { message }
  }
}`;
const MINE = `{ viewer { chatReports(first: 10) { edges { node { id reason status reporter { id } } } } } }`;
const NODE = `query Node($id: ID!) { node(id: $id) { id ... on ChatReport { snapshotBody } } }`;
const SET_ROLE = `mutation SetRole($input: SetMemberRoleInput!) {
  setMemberRole(input: $input) { __typename }
}`;

let counter = 0;
const nextId = () => `r-${(counter += 1)}`;

describe.each(testBackends)('reports (%s)', (backend) => {
  let garden: TestGarden;
  let channelId: string;
  const userIds: Record<string, string> = {};

  async function post(as: string, body: string): Promise<string> {
    const result = await garden.call(
      POST,
      { input: { clientMutationId: nextId(), channelId, body } },
      { as },
    );
    return result.data.postChatMessage.messageEdge.node.id;
  }
  async function reportMessage(as: string, messageId: string, extra: Record<string, unknown> = {}) {
    const input = { clientMutationId: nextId(), messageId, reason: 'HARASSMENT', ...extra };
    return (await garden.call(REPORT_MESSAGE, { input }, { as })).data.reportChatMessage;
  }
  async function resolve(
    as: string,
    reportId: string,
    action: string,
    clientMutationId = nextId(),
  ) {
    const input = { clientMutationId, reportId, action };
    return (await garden.call(RESOLVE, { input }, { as })).data.resolveChatReport;
  }

  beforeAll(async () => {
    garden = await createTestGarden(backend);
    for (const name of ['mei', 'taro', 'yuki', 'mod']) {
      await garden.join(name, name.toUpperCase());
      const me = await garden.call('{ viewer { user { id } } }', {}, { as: name });
      userIds[name] = me.data.viewer.user.id;
    }
    const role = await garden.call(
      SET_ROLE,
      { input: { clientMutationId: 'make-mod', userId: userIds.mod, role: 'MODERATOR' } },
      { as: DEMO_OPERATOR_UID },
    );
    expect(role.data.setMemberRole.__typename).toBe('SetMemberRolePayload');
    const channels = await garden.call(
      `{ community { channels(first: 1) { edges { node { id } } } } }`,
    );
    channelId = channels.data.community.channels.edges[0].node.id;
  });
  afterAll(() => garden?.close());

  it('gives the demo garden’s moderators a queue to start with, oldest first', async () => {
    const queue = await garden.call(QUEUE, {}, { as: 'mod' });
    const seeded = queue.data.chatReportQueue.reports.edges
      .map((edge: { node: { reason: string; snapshotBody: string | null } }) => edge.node)
      .slice(0, 3);
    expect(seeded).toEqual([
      expect.objectContaining({
        reason: 'SPOILER',
        snapshotBody: '最後のシーン、王子が人形の手を取ったところで泣きました…',
        reporter: { displayName: 'Alex' },
      }),
      expect.objectContaining({ reason: 'SPAM', reporter: { displayName: '花守' } }),
      // A report of a fan keeps no message.
      expect.objectContaining({ reason: 'IMPERSONATION', snapshotBody: null }),
    ]);
  });

  it('files a report once, with a snapshot that survives an edit; a retry replays it', async () => {
    const messageId = await post('taro', 'ひどい言葉');
    const input = {
      clientMutationId: 'report-once',
      messageId,
      reason: 'HARASSMENT',
      note: '  何度も同じことを書いています  ',
    };
    const [first, retry] = await Promise.all([
      garden.call(REPORT_MESSAGE, { input }, { as: 'mei' }),
      garden.call(REPORT_MESSAGE, { input }, { as: 'mei' }),
    ]);
    expect(first.data.reportChatMessage).toEqual(retry.data.reportChatMessage);
    expect(first.data.reportChatMessage).toMatchObject({
      __typename: 'ReportPayload',
      report: {
        reason: 'HARASSMENT',
        note: '何度も同じことを書いています',
        status: 'OPEN',
        snapshotBody: 'ひどい言葉',
        snapshotAuthorName: 'TARO',
        // The reporter never sees their own name attached: only moderators do.
        reporter: null,
      },
    });
    await garden.call(
      EDIT,
      { input: { clientMutationId: nextId(), messageId, body: 'ふつうの言葉' } },
      { as: 'taro' },
    );
    const queue = await garden.call(QUEUE, {}, { as: 'mod' });
    const filed = queue.data.chatReportQueue.reports.edges.map(
      (edge: { node: unknown }) => edge.node,
    );
    expect(filed).toContainEqual(
      expect.objectContaining({ snapshotBody: 'ひどい言葉', reporter: { displayName: 'MEI' } }),
    );

    // A second report of the same message by the same fan, even with another reason.
    const again = await reportMessage('mei', messageId, { reason: 'SPAM' });
    expect(again).toEqual({
      __typename: 'AlreadyReportedError',
      message: 'この内容はすでに通報済みです。運営が確認するまでお待ちください。',
    });
    // One report of that message (the demo garden seeds reports of its own).
    const count = await garden.database.db.$count(
      chatReports,
      eq(chatReports.snapshotBody, 'ひどい言葉'),
    );
    expect(count).toBe(1);
  });

  it('refuses bad input with typed errors and writes nothing', async () => {
    const messageId = await post('taro', 'もうひとつ');
    const before = await garden.database.db.$count(chatReports);
    expect(await reportMessage('taro', messageId)).toMatchObject({ __typename: 'NotFoundError' });
    expect(await reportMessage('mei', 'Q2hhdE1lc3NhZ2U6OTk5OTk=')).toMatchObject({
      __typename: 'NotFoundError',
    });
    expect(await reportMessage('mei', messageId, { note: 'あ'.repeat(501) })).toMatchObject({
      __typename: 'InvalidInputError',
      field: 'note',
      reason: 'TOO_LONG',
      limit: 500,
    });
    const signedOut = await garden.call(REPORT_MESSAGE, {
      input: { clientMutationId: nextId(), messageId, reason: 'SPAM' },
    });
    expect(signedOut.data.reportChatMessage.__typename).toBe('ShouldBeLoggedInOrSignedUpError');
    const self = await garden.call(
      REPORT_USER,
      { input: { clientMutationId: nextId(), userId: userIds.mei, reason: 'SPAM' } },
      { as: 'mei' },
    );
    expect(self.data.reportUser.__typename).toBe('NotFoundError');
    const en = await garden.call(
      REPORT_MESSAGE,
      { input: { clientMutationId: nextId(), messageId: 'nope', reason: 'SPAM' } },
      { as: 'mei', language: 'en' },
    );
    expect(en.data.reportChatMessage.message).toMatch(/not/i);
    expect(await garden.database.db.$count(chatReports)).toBe(before);
  });

  it('lets only the reporter and moderators read a report, in every tenant only its own', async () => {
    const messageId = await post('taro', '読まれる？');
    const filed = await reportMessage('yuki', messageId);
    const reportId = filed.report.id;
    const mine = await garden.call(MINE, {}, { as: 'yuki' });
    expect(
      mine.data.viewer.chatReports.edges.map((e: { node: { id: string } }) => e.node.id),
    ).toContain(reportId);
    expect((await garden.call(NODE, { id: reportId }, { as: 'yuki' })).data.node).toMatchObject({
      snapshotBody: '読まれる？',
    });
    // The reported fan and a bystander learn nothing, through node or their own list.
    for (const who of ['taro', 'mei', undefined]) {
      expect((await garden.call(NODE, { id: reportId }, { as: who })).data.node).toBeNull();
    }
    const taros = await garden.call(MINE, {}, { as: 'taro' });
    expect(taros.data.viewer.chatReports.edges).toEqual([]);
    // The queue refuses fans; the other garden's operator sees none of these reports.
    const refused = await garden.call(QUEUE, {}, { as: 'mei' });
    expect(refused.data.chatReportQueue.__typename).toBe('PermissionDeniedError');
    const signedOut = await garden.call(QUEUE, {});
    expect(signedOut.data.chatReportQueue.__typename).toBe('ShouldBeLoggedInOrSignedUpError');
    await garden.join('other-op', 'OTHER OP', garden.other.tenantId);
    await garden.database.db
      .update(users)
      .set({ role: 'OPERATOR' })
      .where(eq(users.authUid, 'other-op'));
    const otherQueue = await garden.call(
      QUEUE,
      {},
      { as: 'other-op', tenant: garden.other.tenantId },
    );
    expect(otherQueue.data.chatReportQueue).toMatchObject({ openCount: 0, reports: { edges: [] } });
    const otherNode = await garden.call(
      NODE,
      { id: reportId },
      { as: 'other-op', tenant: garden.other.tenantId },
    );
    expect(otherNode.data.node).toBeNull();
    const otherResolve = await garden.call(
      RESOLVE,
      { input: { clientMutationId: nextId(), reportId, action: 'DISMISS' } },
      { as: 'other-op', tenant: garden.other.tenantId },
    );
    expect(otherResolve.data.resolveChatReport.__typename).toBe('NotFoundError');
  });

  it('resolves once: hiding deletes the message for everyone, racing moderators act once', async () => {
    const messageId = await post('taro', '消されるべき発言');
    const { report } = await reportMessage('mei', messageId);
    expect((await resolve('mei', report.id, 'HIDE_MESSAGE')).__typename).toBe(
      'PermissionDeniedError',
    );
    const [a, b] = await Promise.all([
      resolve('mod', report.id, 'HIDE_MESSAGE', 'hide-1'),
      resolve('mod', report.id, 'HIDE_MESSAGE', 'hide-1'),
    ]);
    expect(a).toEqual(b);
    expect(a).toEqual({
      __typename: 'ResolveChatReportPayload',
      report: { status: 'RESOLVED', resolution: 'HIDE_MESSAGE' },
    });
    // Another moderator's later "dismiss" leaves it as it was resolved.
    expect(await resolve(DEMO_OPERATOR_UID, report.id, 'DISMISS')).toMatchObject({
      report: { status: 'RESOLVED', resolution: 'HIDE_MESSAGE' },
    });
    const read = await garden.call(
      `query M($id: ID!) { node(id: $id) { ... on ChatMessage { isDeleted body } } }`,
      { id: messageId },
      { as: 'yuki' },
    );
    expect(read.data.node).toEqual({ isDeleted: true, body: '' });
    const resolved = await garden.call(QUEUE, { status: 'RESOLVED' }, { as: 'mod' });
    expect(resolved.data.chatReportQueue.reports.edges[0].node).toMatchObject({
      id: report.id,
      resolution: 'HIDE_MESSAGE',
      snapshotBody: '消されるべき発言',
    });
  });

  it('blocks the reported fan for operators only; a report of a fan cannot hide a message', async () => {
    await garden.join('troll', 'TROLL');
    const troll = await garden.call('{ viewer { user { id } } }', {}, { as: 'troll' });
    const filed = await garden.call(
      REPORT_USER,
      {
        input: { clientMutationId: nextId(), userId: troll.data.viewer.user.id, reason: 'SPAM' },
      },
      { as: 'mei' },
    );
    expect(filed.data.reportUser).toMatchObject({
      report: {
        snapshotBody: null,
        snapshotAuthorName: 'TROLL',
        reportedUser: { displayName: 'TROLL' },
      },
    });
    const reportId = filed.data.reportUser.report.id;
    expect((await resolve('mod', reportId, 'HIDE_MESSAGE')).__typename).toBe('InvalidInputError');
    expect((await resolve('mod', reportId, 'BLOCK_MEMBER')).__typename).toBe(
      'PermissionDeniedError',
    );
    expect(await resolve(DEMO_OPERATOR_UID, reportId, 'BLOCK_MEMBER')).toMatchObject({
      report: { status: 'RESOLVED', resolution: 'BLOCK_MEMBER' },
    });
    const [row] = await garden.database.db
      .select({ blockedAt: users.blockedAt })
      .from(users)
      .where(eq(users.authUid, 'troll'));
    expect(row?.blockedAt).toBeInstanceOf(Date);

    const dismissed = await garden.call(
      REPORT_USER,
      { input: { clientMutationId: nextId(), userId: userIds.taro, reason: 'OTHER' } },
      { as: 'yuki' },
    );
    expect(await resolve('mod', dismissed.data.reportUser.report.id, 'DISMISS')).toMatchObject({
      report: { status: 'RESOLVED', resolution: 'DISMISS' },
    });
    const [taro] = await garden.database.db
      .select({ blockedAt: users.blockedAt })
      .from(users)
      .where(eq(users.authUid, 'taro'));
    expect(taro?.blockedAt).toBeNull();
  });
});
