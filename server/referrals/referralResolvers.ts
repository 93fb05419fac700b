// Invite codes: the viewer's own code (created the first time it is read), the garden's
// rewards, and Mutation.redeemReferralCode: a fan uses one friend's code, once; both get the
// garden's free coins in the same transaction as the redemption, and the inviter's
// "referral code used" activity is logged with it.
import { and, eq } from 'drizzle-orm';
import type { Resolvers } from '../__generated__/resolvers-types';
import { grantFreeCoins } from '../coins/ledger';
import { users } from '../community/tables';
import { runIdempotently } from '../db/idempotency';
import type { TenantScope } from '../db/tenantScope';
import { emitActivity } from '../engagement/activityLog';
import {
  clientMutationIdReused,
  invalidInput,
  resolveResultType,
  shouldBeLoggedInOrSignedUp,
} from '../graphql/typedErrors';
import { ledgerLabel } from './ledgerLabels';
import { inviteCodeError, type InviteCodeResult } from './referralErrors';
import {
  DEFAULT_REFERRAL_REWARDS,
  isInviteCodeShape,
  MAX_CODE_INPUT_LENGTH,
  normalizeCode,
  randomCode,
} from './rules';
import {
  referralCodes,
  referralRedemptions,
  referralSettings,
  type ViewerReferralRow,
} from './tables';

/** The fan's invite code, created on first use (a code already taken is drawn again). */
export async function ensureReferralCode(
  db: TenantScope,
  userId: number,
): Promise<ViewerReferralRow> {
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const [existing] = await db.select(referralCodes, eq(referralCodes.userId, userId));
    if (existing) return existing;
    await db.insert(referralCodes, { userId, code: randomCode() }).onConflictDoNothing();
  }
  throw new Error(`No free invite code for fan ${userId}`);
}

async function programIn(tx: TenantScope) {
  const [row] = await tx.select(referralSettings);
  return row ?? DEFAULT_REFERRAL_REWARDS;
}

export const referralResolvers: Resolvers = {
  Query: {
    referralProgram: (_parent, _args, context) => context.loaders.referrals.program(),
  },
  Viewer: {
    referral: async (_viewer, _args, context) => {
      const viewer = await context.loaders.community.viewerUser();
      return viewer ? ensureReferralCode(context.db, viewer.id) : null;
    },
  },
  ViewerReferral: {
    code: (row) => row.code,
    sharePath: (row) => `/onboarding/referral-code?code=${row.code}`,
    invitedCount: (row, _args, context) => context.loaders.referrals.invitedCount.load(row.userId),
    hasUsedCode: async (row, _args, context) =>
      (await context.loaders.referrals.inviterOf.load(row.userId)) !== null,
    invitedBy: async (row, _args, context) => {
      const inviterId = await context.loaders.referrals.inviterOf.load(row.userId);
      return inviterId === null ? null : context.loaders.community.userById.load(inviterId);
    },
  },
  Mutation: {
    redeemReferralCode: async (_parent, { input }, context) => {
      const { t, identity, db } = context;
      const viewer = await context.loaders.community.viewerUser();
      if (!identity || !viewer) return shouldBeLoggedInOrSignedUp(t);
      if (input.code.length > MAX_CODE_INPUT_LENGTH)
        return invalidInput(t, 'code', 'TOO_LONG', MAX_CODE_INPUT_LENGTH);
      const code = normalizeCode(input.code);
      if (!code) return invalidInput(t, 'code', 'REQUIRED');
      if (!isInviteCodeShape(code)) return inviteCodeError(t, 'INVALID');
      const result = await runIdempotently<InviteCodeResult>(
        db,
        {
          actor: identity.uid,
          mutation: 'redeemReferralCode',
          clientMutationId: input.clientMutationId,
          input,
        },
        async (tx) => {
          const [owner] = await tx.select(referralCodes, eq(referralCodes.code, code));
          if (!owner) return { done: false, refusal: inviteCodeError(t, 'NOT_FOUND') };
          if (owner.userId === viewer.id)
            return { done: false, refusal: inviteCodeError(t, 'INVALID') };
          const linked = await tx.count(
            referralRedemptions,
            and(
              eq(referralRedemptions.inviterId, viewer.id),
              eq(referralRedemptions.inviteeId, owner.userId),
            ),
          );
          if (linked > 0) return { done: false, refusal: inviteCodeError(t, 'ALREADY_INVITED') };
          const program = await programIn(tx);
          // The unique index on the invitee makes the use once: a second use, even racing
          // this one, finds the row and changes nothing.
          const [redemption] = await tx
            .insert(referralRedemptions, {
              inviterId: owner.userId,
              inviteeId: viewer.id,
              inviterCoins: program.inviterCoins,
              inviteeCoins: program.inviteeCoins,
            })
            .onConflictDoNothing()
            .returning();
          if (!redemption) return { done: false, refusal: inviteCodeError(t, 'ALREADY_USED') };
          const [inviter] = await tx.select(users, eq(users.id, owner.userId));
          if (program.inviteeCoins > 0)
            await grantFreeCoins(tx, {
              userId: viewer.id,
              amount: program.inviteeCoins,
              reference: `referral:${redemption.id}:invitee`,
              label: ledgerLabel('referrals.ledger.joined', {
                name: { ja: inviter?.displayName, en: inviter?.displayName },
              }),
            });
          if (program.inviterCoins > 0)
            await grantFreeCoins(tx, {
              userId: owner.userId,
              amount: program.inviterCoins,
              reference: `referral:${redemption.id}:inviter`,
              label: ledgerLabel('referrals.ledger.invited', {
                name: { ja: viewer.displayName, en: viewer.displayName },
              }),
            });
          await emitActivity(tx, {
            userId: owner.userId,
            kind: 'REFERRAL_CODE',
            sourceKey: `referral:${redemption.id}`,
          });
          return { done: true, resultRef: String(redemption.id) };
        },
      );
      if ('reused' in result) return clientMutationIdReused(t);
      if ('refusal' in result) return result.refusal;
      context.renewLoaders();
      const [redemption] = await context.db.select(
        referralRedemptions,
        eq(referralRedemptions.id, Number(result.resultRef)),
      );
      const inviter = await context.loaders.community.userById.load(redemption.inviterId);
      if (!inviter) throw new Error('The inviter of a redemption is missing');
      return {
        __typename: 'RedeemReferralCodePayload',
        clientMutationId: input.clientMutationId,
        rewardCoins: redemption.inviteeCoins,
        inviter,
        viewer: {},
      };
    },
  },
  RedeemReferralCodeResult: { __resolveType: resolveResultType },
};
