// Mutation.reportChatMessage and Mutation.reportUser: a fan tells the garden's moderators
// about a message or a fan, once per thing reported. The report keeps a snapshot of what
// was reported (text, author name) so later edits or deletions hide nothing.
import { MAX_REPORT_NOTE_LENGTH } from '../../common/limits';
import type { Resolvers } from '../__generated__/resolvers-types';
import type { UserRow } from '../community/tables';
import type { GraphQLContext } from '../context';
import { runIdempotently } from '../db/idempotency';
import { dbIdOf } from '../graphql/globalId';
import { cleanText, isBlank } from '../graphql/textRules';
import {
  clientMutationIdReused,
  invalidInput,
  notFound,
  shouldBeLoggedInOrSignedUp,
  resolveResultType,
  type InvalidInputResult,
} from '../graphql/typedErrors';
import type { Translate } from '../graphql/translate';
import { findMessage } from './messageAccess';
import { chatReports, type ChatReportReason } from './tables';

interface AlreadyReportedResult {
  __typename: 'AlreadyReportedError';
  message: string;
}

function alreadyReported(t: Translate): AlreadyReportedResult {
  return { __typename: 'AlreadyReportedError', message: t('errors.alreadyReported') };
}

/** The note as stored (null when empty), or the typed error of a note too long. */
function cleanNote(
  t: Translate,
  raw: string | null | undefined,
): string | null | InvalidInputResult {
  if (raw == null) return null;
  const note = cleanText(raw, 'body');
  if (isBlank(note)) return null;
  if ([...note].length > MAX_REPORT_NOTE_LENGTH)
    return invalidInput(t, 'note', 'TOO_LONG', MAX_REPORT_NOTE_LENGTH);
  return note;
}

interface ReportTarget {
  reportedUser: UserRow;
  messageId: number | null;
  snapshotBody: string | null;
  targetKey: string;
}

interface ReportInput {
  clientMutationId: string;
  reason: ChatReportReason;
  note?: string | null;
}

/** Writes the report once (a retry replays it; a second report of the same thing is refused). */
async function fileReport(
  context: GraphQLContext,
  mutation: 'reportChatMessage' | 'reportUser',
  input: ReportInput & Record<string, unknown>,
  findTarget: (reporter: UserRow) => Promise<ReportTarget | null>,
) {
  const { t, identity, db } = context;
  const reporter = await context.loaders.community.viewerUser();
  if (!identity || !reporter) return shouldBeLoggedInOrSignedUp(t);
  const note = cleanNote(t, input.note);
  if (note !== null && typeof note === 'object') return note;
  const target = await findTarget(reporter);
  if (!target) return notFound(t);

  const result = await runIdempotently<AlreadyReportedResult>(
    db,
    { actor: identity.uid, mutation, clientMutationId: input.clientMutationId, input },
    async (tx) => {
      // The unique (reporter, target) index settles two reports racing: one row, one refusal.
      const [row] = await tx
        .insert(chatReports, {
          reporterId: reporter.id,
          reportedUserId: target.reportedUser.id,
          messageId: target.messageId,
          targetKey: target.targetKey,
          reason: input.reason,
          note,
          snapshotBody: target.snapshotBody,
          snapshotAuthorName: target.reportedUser.displayName,
        })
        .onConflictDoNothing()
        .returning({ id: chatReports.id });
      if (!row) return { done: false, refusal: alreadyReported(t) };
      return { done: true, resultRef: String(row.id) };
    },
  );
  if ('reused' in result) return clientMutationIdReused(t);
  if ('refusal' in result) return result.refusal;
  context.renewLoaders();
  const report = await context.loaders.chat.reportById.load(Number(result.resultRef));
  if (!report) throw new Error('A filed report could not be read back');
  return { __typename: 'ReportPayload' as const, clientMutationId: input.clientMutationId, report };
}

export const reportChatResolvers: Resolvers = {
  Mutation: {
    reportChatMessage: async (_parent, { input }, context) =>
      fileReport(context, 'reportChatMessage', input, async (reporter) => {
        // Only a message the fan can read (so never one of a private channel they are not in).
        const message = await findMessage(context, input.messageId);
        if (!message || message.deletedAt || message.authorId === reporter.id) return null;
        const author = await context.loaders.community.userById.load(message.authorId);
        if (!author) return null;
        return {
          reportedUser: author,
          messageId: message.id,
          snapshotBody: message.body,
          targetKey: `message:${message.id}`,
        };
      }),
    reportUser: async (_parent, { input }, context) =>
      fileReport(context, 'reportUser', input, async (reporter) => {
        const userId = dbIdOf(input.userId, 'User');
        const user = userId === null ? null : await context.loaders.community.userById.load(userId);
        if (!user || user.id === reporter.id) return null;
        return {
          reportedUser: user,
          messageId: null,
          snapshotBody: null,
          targetKey: `user:${user.id}`,
        };
      }),
  },
  ReportChatMessageResult: { __resolveType: resolveResultType },
  ReportUserResult: { __resolveType: resolveResultType },
};
