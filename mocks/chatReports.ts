// The mock of reports and the moderators' queue (server/chat: reportChatMessage,
// reportUser, resolveChatReport, Query.chatReportQueue, Viewer.chatReports), with the
// server's rules: once per fan and thing reported, a snapshot of what was reported, only
// the reporter and moderators read a report, BLOCK_MEMBER for operators only.
import type { Ref } from '@graphql-tools/mock';
import { MAX_REPORT_NOTE_LENGTH } from '../common/limits';
import { errorMessage } from './errorMessages';
import {
  buildInvalidInputError,
  buildNotFoundError,
  buildPermissionDeniedError,
  mockCursor,
  mockDateTime,
  payloadBuilders,
  shouldSignUp,
} from './gardenBuilders';
import type { MockLocale } from './gardenContent';
import type { MockContext } from './mockContext';
import type { MockFeature } from './mockFeature';
import { paginate, type PageArgs } from './mockPagination';

interface MockReport {
  id: string;
  reporterKey: string;
  targetKey: string;
  reason: string;
  note: string | null;
  createdAt: string;
  status: 'OPEN' | 'RESOLVED';
  resolution: string | null;
  resolvedAt: string | null;
  snapshotBody: string | null;
  snapshotAuthorName: string;
  reportedUserKey: string;
  messageKey: string | null;
}

interface ReportInput {
  clientMutationId: string;
  reason: string;
  note?: string | null;
}

const notFound = (language: MockLocale) => ({
  __typename: 'NotFoundError',
  ...buildNotFoundError(language),
});
const permissionDenied = (language: MockLocale) => ({
  __typename: 'PermissionDeniedError',
  ...buildPermissionDeniedError(language),
});

const chatReportsResolvers: MockFeature['resolvers'] = (garden) => {
  const { store } = garden;
  const reports: MockReport[] = [];
  const roleOf = (key: string | null) => (key ? String(store.get('User', key, 'role')) : null);
  const isModerator = (key: string | null) => ['OPERATOR', 'MODERATOR'].includes(roleOf(key) ?? '');
  const readable = (report: MockReport, viewerKey: string | null) =>
    viewerKey !== null && (report.reporterKey === viewerKey || isModerator(viewerKey));
  const toNode = (report: MockReport, viewerKey: string | null) => ({
    __typename: 'ChatReport',
    ...report,
    reportedUser: garden.ref('User', report.reportedUserKey),
    reportedMessage: report.messageKey ? garden.ref('ChatMessage', report.messageKey) : null,
    reporter: isModerator(viewerKey) ? garden.ref('User', report.reporterKey) : null,
  });
  const page = (list: MockReport[], args: PageArgs, context: MockContext) => {
    const viewerKey = garden.memberUserKey(context.viewerUid);
    const result = paginate(list, (report) => mockCursor('ChatReport', report.id), args, {
      locale: context.language,
      max: 50,
      defaultPage: { first: 20 },
    });
    return {
      ...result,
      edges: result.edges.map((edge) => ({ ...edge, node: toNode(edge.node, viewerKey) })),
    };
  };

  /** Files the report once per reporter and thing, or says why not. */
  const file = (
    context: MockContext,
    input: ReportInput,
    target: (
      viewerKey: string,
    ) => Omit<
      MockReport,
      | 'id'
      | 'reporterKey'
      | 'reason'
      | 'note'
      | 'createdAt'
      | 'status'
      | 'resolution'
      | 'resolvedAt'
    > | null,
  ) => {
    const viewerKey = garden.memberUserKey(context.viewerUid);
    if (!context.viewerUid || !viewerKey) return shouldSignUp(context.language);
    const note = input.note?.trim() || null;
    if (note && [...note].length > MAX_REPORT_NOTE_LENGTH)
      return {
        __typename: 'InvalidInputError',
        ...buildInvalidInputError(context.language, 'note', 'TOO_LONG', MAX_REPORT_NOTE_LENGTH),
      };
    const found = target(viewerKey);
    if (!found) return notFound(context.language);
    const existing = reports.find(
      (report) => report.reporterKey === viewerKey && report.targetKey === found.targetKey,
    );
    if (existing)
      return {
        __typename: 'AlreadyReportedError',
        message: errorMessage(context.language, 'errors.alreadyReported'),
      };
    const report: MockReport = {
      ...found,
      id: `ChatReport:${reports.length + 1}`,
      reporterKey: viewerKey,
      reason: input.reason,
      note,
      // Fixed times after the seeds, so two fresh mock servers answer alike.
      createdAt: mockDateTime(-(reports.length + 1)),
      status: 'OPEN',
      resolution: null,
      resolvedAt: null,
    };
    reports.push(report);
    return {
      __typename: 'ReportPayload',
      clientMutationId: input.clientMutationId,
      report: toNode(report, viewerKey),
    };
  };

  return {
    Query: {
      chatReportQueue: (_root, _args, context: MockContext) => {
        const viewerKey = garden.memberUserKey(context.viewerUid);
        if (!context.viewerUid || !viewerKey) return shouldSignUp(context.language);
        if (!isModerator(viewerKey)) return permissionDenied(context.language);
        return { __typename: 'ChatReportQueue' };
      },
    },
    ChatReportQueue: {
      reports: (_queue, args: PageArgs & { status?: string }, context: MockContext) => {
        const status = args.status ?? 'OPEN';
        const list = reports.filter((report) => report.status === status);
        return page(status === 'OPEN' ? list : [...list].reverse(), args, context);
      },
      openCount: () => reports.filter((report) => report.status === 'OPEN').length,
    },
    Viewer: {
      chatReports: (_viewer, args: PageArgs, context: MockContext) => {
        const viewerKey = garden.memberUserKey(context.viewerUid);
        const mine = reports.filter((report) => report.reporterKey === viewerKey);
        return page([...mine].reverse(), args, context);
      },
    },
    Mutation: {
      reportChatMessage: (
        _root,
        { input }: { input: ReportInput & { messageId: string } },
        context: MockContext,
      ) =>
        file(context, input, (viewerKey) => {
          if (!store.has('ChatMessage', input.messageId)) return null;
          if (store.get('ChatMessage', input.messageId, 'isDeleted') === true) return null;
          const author = (store.get('ChatMessage', input.messageId, 'author') as Ref).$ref.key;
          if (author === viewerKey) return null;
          return {
            targetKey: `message:${input.messageId}`,
            reportedUserKey: author,
            messageKey: input.messageId,
            snapshotBody: String(store.get('ChatMessage', input.messageId, 'body')),
            snapshotAuthorName: String(store.get('User', author, 'displayName')),
          };
        }),
      reportUser: (
        _root,
        { input }: { input: ReportInput & { userId: string } },
        context: MockContext,
      ) =>
        file(context, input, (viewerKey) => {
          if (!garden.isUser(input.userId) || input.userId === viewerKey) return null;
          return {
            targetKey: `user:${input.userId}`,
            reportedUserKey: input.userId,
            messageKey: null,
            snapshotBody: null,
            snapshotAuthorName: String(store.get('User', input.userId, 'displayName')),
          };
        }),
      resolveChatReport: (
        _root,
        { input }: { input: { clientMutationId: string; reportId: string; action: string } },
        context: MockContext,
      ) => {
        const viewerKey = garden.memberUserKey(context.viewerUid);
        if (!context.viewerUid || !viewerKey) return shouldSignUp(context.language);
        if (!isModerator(viewerKey)) return permissionDenied(context.language);
        if (input.action === 'BLOCK_MEMBER' && roleOf(viewerKey) !== 'OPERATOR')
          return permissionDenied(context.language);
        const report = reports.find((candidate) => candidate.id === input.reportId);
        if (!report || !readable(report, viewerKey)) return notFound(context.language);
        if (input.action === 'HIDE_MESSAGE' && !report.messageKey)
          return {
            __typename: 'InvalidInputError',
            ...buildInvalidInputError(context.language, 'action', 'INVALID_FORMAT'),
          };
        if (report.status === 'OPEN') {
          report.status = 'RESOLVED';
          report.resolution = input.action;
          report.resolvedAt = mockDateTime(-(reports.length + 1));
          if (input.action === 'HIDE_MESSAGE' && report.messageKey)
            store.set('ChatMessage', report.messageKey, { isDeleted: true, body: '' });
        }
        return {
          __typename: 'ResolveChatReportPayload',
          clientMutationId: input.clientMutationId,
          report: toNode(report, viewerKey),
        };
      },
    },
  };
};

export const chatReportsMock: MockFeature = {
  builders: (locale) => ({
    ...payloadBuilders('ReportPayload', 'ResolveChatReportPayload'),
    ChatReport: (index) => ({
      id: `ChatReport:${index}`,
      reason: 'HARASSMENT',
      note:
        locale === 'ja' ? '同じ言葉を何度も書き込んでいます' : 'They keep posting the same insult',
      status: 'OPEN',
      resolution: null,
      resolvedAt: null,
      snapshotBody: locale === 'ja' ? 'ネタバレを大声で書き込みます' : 'Posting the ending in caps',
      snapshotAuthorName: locale === 'ja' ? '夜更かしの薔薇' : 'Night Rose',
    }),
    ChatReportEdge: (index) => ({ cursor: mockCursor('ChatReport', index) }),
    ChatReportQueue: () => ({ openCount: 1 }),
    AlreadyReportedError: () => ({ message: errorMessage(locale, 'errors.alreadyReported') }),
  }),
  resolvers: chatReportsResolvers,
};
