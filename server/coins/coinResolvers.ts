// The fan's coins (balance, history) and the operators' coin tools (bulk grant, the
// Payment Services Act report).
import { and, asc, desc, eq, gt, lt } from 'drizzle-orm';
import type { Resolvers } from '../__generated__/resolvers-types';
import { OPERATOR_ROLES, requireRole } from '../community/roles';
import { checkPageSize, decodeCursor, emptyPage, encodeCursor, pageOf } from '../graphql/cursor';
import { encodeGlobalId } from '../graphql/globalId';
import { pickLocalized } from '../graphql/language';
import { invalidInput, resolveResultType } from '../graphql/typedErrors';
import { coinBalance } from './ledger';
import {
  endOfBaseDate,
  NOTIFICATION_THRESHOLD_YEN,
  parseBaseDate,
  prepaidBalanceAt,
} from './prepaidReport';
import { coinMovements, freeCoinLots } from './tables';

const DEFAULT_HISTORY_PAGE = 20;
export const MAX_HISTORY_PAGE = 50;

export const coinResolvers: Resolvers = {
  Viewer: {
    coinBalance: async (_viewer, _args, context) => {
      const user = await context.loaders.community.viewerUser();
      if (!user) return null;
      const now = new Date();
      const { paid, free } = await coinBalance(context.db, user.id);
      const [next] = await context.db
        .select(
          freeCoinLots,
          and(
            eq(freeCoinLots.userId, user.id),
            gt(freeCoinLots.remaining, 0),
            gt(freeCoinLots.expiresAt, now),
          ),
        )
        .orderBy(asc(freeCoinLots.expiresAt))
        .limit(1);
      const nextFreeExpiry = next
        ? {
            expiresAt: next.expiresAt,
            amount: (
              await context.db.select(
                freeCoinLots,
                and(
                  eq(freeCoinLots.userId, user.id),
                  gt(freeCoinLots.remaining, 0),
                  eq(freeCoinLots.expiresAt, next.expiresAt),
                ),
              )
            ).reduce((sum, lot) => sum + lot.remaining, 0),
          }
        : null;
      return { paid, free, total: paid + free, nextFreeExpiry };
    },
    coinHistory: async (_viewer, args, context) => {
      const { t, db } = context;
      const size = checkPageSize(t, args.first ?? DEFAULT_HISTORY_PAGE, MAX_HISTORY_PAGE);
      const beforeId = args.after ? decodeCursor(t, 'coinMovementId', args.after) : null;
      const user = await context.loaders.community.viewerUser();
      if (!user) return emptyPage();
      const rows = await db
        .select(
          coinMovements,
          and(
            eq(coinMovements.userId, user.id),
            beforeId !== null ? lt(coinMovements.id, beforeId) : undefined,
          ),
        )
        .orderBy(desc(coinMovements.id))
        .limit(size + 1);
      return pageOf(
        rows,
        size,
        (node) => encodeCursor('coinMovementId', node.id),
        beforeId !== null,
      );
    },
  },
  CoinMovement: {
    id: (movement) => encodeGlobalId('CoinMovement', movement.id),
    kind: (movement) => movement.kind,
    label: (movement, _args, context) => pickLocalized(movement.label, context.language),
    paidChange: (movement) => movement.paidChange,
    freeChange: (movement) => movement.freeChange,
    createdAt: (movement) => movement.createdAt,
  },
  Query: {
    prepaidBalanceReport: async (_parent, { baseDate }, context) => {
      const refused = await requireRole(context, OPERATOR_ROLES);
      if (refused) return refused;
      const parsed = parseBaseDate(baseDate);
      if (!parsed) return invalidInput(context.t, 'baseDate', 'INVALID_FORMAT');
      const figures = await prepaidBalanceAt(context.db, endOfBaseDate(parsed));
      return {
        __typename: 'PrepaidBalanceReport',
        baseDate,
        notificationThresholdYen: NOTIFICATION_THRESHOLD_YEN,
        ...figures,
      };
    },
  },
  PrepaidBalanceReportResult: { __resolveType: resolveResultType },
};
