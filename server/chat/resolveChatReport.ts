// Mutation.resolveChatReport: a moderator closes a report by deleting the reported message
// (a tombstone for everyone), blocking the reported fan's account (operators only, as
// Mutation.blockMember), or dismissing it. The action and the report change in one
// transaction; a report already resolved stays as it was, so two moderators never act twice.
import { and, eq } from 'drizzle-orm';
import type { Resolvers } from '../__generated__/resolvers-types';
import { endBlockedAccountStreams, markAccountBlocked } from '../access/accountBlocking';
import { hasRole, MODERATOR_ROLES, OPERATOR_ROLES, requireRole } from '../community/roles';
import { users } from '../community/tables';
import { runIdempotently } from '../db/idempotency';
import { dbIdOf } from '../graphql/globalId';
import {
  clientMutationIdReused,
  invalidInput,
  notFound,
  permissionDenied,
  resolveResultType,
} from '../graphql/typedErrors';
import { publishChatMessageUpdated } from './chatMessageUpdated';
import { tombstoneMessage } from './deleteChatMessage';
import { chatMessages, chatReports } from './tables';

export const resolveChatReportResolvers: Resolvers = {
  Mutation: {
    resolveChatReport: async (_parent, { input }, context) => {
      const { t, db } = context;
      const refused = await requireRole(context, MODERATOR_ROLES);
      if (refused) return refused;
      const moderator = (await context.loaders.community.viewerUser())!;
      if (input.action === 'BLOCK_MEMBER' && !hasRole(moderator, OPERATOR_ROLES))
        return permissionDenied(t);
      const reportId = dbIdOf(input.reportId, 'ChatReport');
      const report =
        reportId === null ? null : await context.loaders.chat.reportById.load(reportId);
      if (!report) return notFound(t);
      if (input.action === 'HIDE_MESSAGE' && report.messageId === null)
        return invalidInput(t, 'action', 'INVALID_FORMAT');

      // What to tell live subscribers and streams once the transaction is done.
      let deletedMessageId: number | null = null;
      let blockedAuthUid: string | null = null;
      const result = await runIdempotently<never>(
        db,
        {
          actor: context.identity!.uid,
          mutation: 'resolveChatReport',
          clientMutationId: input.clientMutationId,
          input,
        },
        async (tx) => {
          // Claims the open report: a second moderator (or a racing call) finds it resolved.
          const claimed = await tx
            .update(
              chatReports,
              {
                status: 'RESOLVED',
                resolution: input.action,
                resolvedById: moderator.id,
                resolvedAt: new Date(),
              },
              and(eq(chatReports.id, report.id), eq(chatReports.status, 'OPEN')),
            )
            .returning({ id: chatReports.id });
          if (claimed.length === 0) return { done: true, resultRef: String(report.id) };
          if (input.action === 'HIDE_MESSAGE' && report.messageId !== null) {
            if (await tombstoneMessage(tx, report.messageId)) deletedMessageId = report.messageId;
          } else if (input.action === 'BLOCK_MEMBER') {
            const [target] = await tx.selectFields(
              { authUid: users.authUid },
              users,
              eq(users.id, report.reportedUserId),
            );
            if (target) {
              await markAccountBlocked(tx, target.authUid);
              blockedAuthUid = target.authUid;
            }
          }
          return { done: true, resultRef: String(report.id) };
        },
      );
      if ('reused' in result) return clientMutationIdReused(t);
      if ('refusal' in result) return result.refusal;

      if (deletedMessageId !== null) {
        // Read as a row, not through the moderator's loaders: the message may be in a
        // private channel the moderator is not in, and its members still need the tombstone.
        const [message] = await db.select(chatMessages, eq(chatMessages.id, deletedMessageId));
        if (message) publishChatMessageUpdated(context, message);
      }
      if (blockedAuthUid !== null) {
        endBlockedAccountStreams(context.pubSub, {
          tenantId: context.tenantId,
          authUid: blockedAuthUid,
        });
      }
      context.renewLoaders();
      const resolved = await context.loaders.chat.reportById.load(Number(result.resultRef));
      if (!resolved) throw new Error('A resolved report could not be read back');
      return {
        __typename: 'ResolveChatReportPayload',
        clientMutationId: input.clientMutationId,
        report: resolved,
      };
    },
  },
  ResolveChatReportResult: { __resolveType: resolveResultType },
};
