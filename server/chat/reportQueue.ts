// The reports' reading side: ChatReport's fields, the fan's own reports (Viewer.chatReports)
// and the moderators' queue (Query.chatReportQueue). A report is readable by its reporter
// and by moderators only; who reported shows to moderators only.
import { asc, desc, eq } from 'drizzle-orm';
import { MAX_REPORT_PAGE } from '../../common/limits';
import type { Resolvers } from '../__generated__/resolvers-types';
import { isModerator, MODERATOR_ROLES, requireRole } from '../community/roles';
import { toGlobalId } from '../graphql/globalId';
import { resolveResultType } from '../graphql/typedErrors';
import { readOffsetPage } from './offsetPage';
import { chatReports } from './tables';

const PAGE_SIZES = { default: 20, max: MAX_REPORT_PAGE };

export const reportQueueResolvers: Resolvers = {
  ChatReport: {
    id: (report) => toGlobalId('ChatReport', report.id),
    reason: (report) => report.reason,
    note: (report) => report.note,
    createdAt: (report) => report.createdAt,
    status: (report) => report.status,
    resolution: (report) => report.resolution,
    resolvedAt: (report) => report.resolvedAt,
    snapshotBody: (report) => report.snapshotBody,
    snapshotAuthorName: (report) => report.snapshotAuthorName,
    reportedUser: (report, _args, context) =>
      context.loaders.community.userById.load(report.reportedUserId),
    // Through the viewer's message loader: a message of a private channel the viewer is not
    // in stays unreadable (the snapshot says what it was).
    reportedMessage: (report, _args, context) =>
      report.messageId === null ? null : context.loaders.chat.messageById.load(report.messageId),
    reporter: async (report, _args, context) =>
      isModerator(await context.loaders.community.viewerUser())
        ? context.loaders.community.userById.load(report.reporterId)
        : null,
  },
  Viewer: {
    chatReports: async (_viewer, args, context) => {
      const viewer = await context.loaders.community.viewerUser();
      return readOffsetPage(context, args, PAGE_SIZES, async (limit, offset) =>
        viewer
          ? context.db
              .select(chatReports, eq(chatReports.reporterId, viewer.id))
              .orderBy(desc(chatReports.createdAt), desc(chatReports.id))
              .limit(limit)
              .offset(offset)
          : [],
      );
    },
  },
  Query: {
    chatReportQueue: async (_parent, _args, context) =>
      (await requireRole(context, MODERATOR_ROLES)) ?? { __typename: 'ChatReportQueue' as const },
  },
  ChatReportQueue: {
    reports: async (_queue, { status, ...page }, context) => {
      const wanted = status ?? 'OPEN';
      return readOffsetPage(context, page, PAGE_SIZES, async (limit, offset) =>
        context.db
          .select(chatReports, eq(chatReports.status, wanted))
          // Open: the oldest first, as a queue is worked; resolved: the latest first.
          .orderBy(
            ...(wanted === 'OPEN'
              ? [asc(chatReports.createdAt), asc(chatReports.id)]
              : [desc(chatReports.resolvedAt), desc(chatReports.id)]),
          )
          .limit(limit)
          .offset(offset),
      );
    },
    openCount: (_queue, _args, context) =>
      context.db.count(chatReports, eq(chatReports.status, 'OPEN')),
  },
  ChatReportQueueResult: { __resolveType: resolveResultType },
};
