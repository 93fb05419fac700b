// Operators grant free coins to chosen fans (a campaign, an apology): every fan's grant
// and the receipt commit together, so a retry grants nothing twice and a refusal grants
// nothing at all.
import type { Resolvers } from '../__generated__/resolvers-types';
import { OPERATOR_ROLES, requireRole } from '../community/roles';
import { runIdempotently } from '../db/idempotency';
import { dbIdOf } from '../graphql/globalId';
import {
  clientMutationIdReused,
  invalidInput,
  notFound,
  resolveResultType,
} from '../graphql/typedErrors';
import { checkLocalizedText } from '../graphql/localizedText';
import { DAY_MS, FREE_COIN_LIFETIME_DAYS } from './coinRules';
import { grantFreeCoins } from './ledger';

export const MAX_GRANT_RECIPIENTS = 100;
export const MAX_GRANT_AMOUNT = 100_000;
export const MAX_GRANT_LIFETIME_DAYS = 365;
const MAX_LABEL_LENGTH = 40;

export const grantFreeCoinsResolvers: Resolvers = {
  Mutation: {
    grantFreeCoins: async (_parent, { input }, context) => {
      const refused = await requireRole(context, OPERATOR_ROLES);
      if (refused) return refused;
      const { t, db } = context;
      if (input.userIds.length === 0 || input.userIds.length > MAX_GRANT_RECIPIENTS)
        return invalidInput(t, 'userIds', 'INVALID_FORMAT', MAX_GRANT_RECIPIENTS);
      if (!Number.isInteger(input.amount) || input.amount < 1 || input.amount > MAX_GRANT_AMOUNT)
        return invalidInput(t, 'amount', 'INVALID_FORMAT', MAX_GRANT_AMOUNT);
      const days = input.expiresInDays ?? FREE_COIN_LIFETIME_DAYS;
      if (!Number.isInteger(days) || days < 1 || days > MAX_GRANT_LIFETIME_DAYS)
        return invalidInput(t, 'expiresInDays', 'INVALID_FORMAT', MAX_GRANT_LIFETIME_DAYS);
      const label = await checkLocalizedText(t, db, {
        ja: { field: 'labelJa', value: input.labelJa },
        en: { field: 'labelEn', value: input.labelEn },
        max: MAX_LABEL_LENGTH,
        kind: 'name',
      });
      if ('error' in label) return label.error;
      const userIds = [...new Set(input.userIds.map((id) => dbIdOf(id, 'User')))];
      if (userIds.some((id) => id === null)) return notFound(t);
      const fans = await Promise.all(
        userIds.map((id) => context.loaders.community.userById.load(id!)),
      );
      if (fans.some((fan) => !fan)) return notFound(t);

      const actor = context.identity!.uid;
      const expiresAt = new Date(Date.now() + days * DAY_MS);
      const result = await runIdempotently<never>(
        db,
        { actor, mutation: 'grantFreeCoins', clientMutationId: input.clientMutationId, input },
        async (tx) => {
          for (const fan of fans) {
            await grantFreeCoins(tx, {
              userId: fan!.id,
              amount: input.amount,
              reference: `operator-grant:${actor}:${input.clientMutationId}:${fan!.id}`,
              label: label.text,
              expiresAt,
            });
          }
          return { done: true, resultRef: String(fans.length) };
        },
      );
      if ('reused' in result) return clientMutationIdReused(t);
      if ('refusal' in result) return result.refusal;
      return {
        __typename: 'GrantFreeCoinsPayload',
        clientMutationId: input.clientMutationId,
        grantedCount: Number(result.resultRef),
      };
    },
  },
  GrantFreeCoinsResult: { __resolveType: resolveResultType },
};
