// Mutation.deleteAccount: a fan leaves this garden for good. In one transaction their
// personal data here is erased (profile, follows, address book, reading and muting
// settings, e-mail and postal addresses on kept records), their content stays as a
// "deleted user" (the users row keeps its id, loses its name, avatar and sign-in link), and
// the records the law requires (orders, payments, coin ledgers, draws) stay, pointing at
// that anonymous row. After the commit their Firebase sign-in account is deleted unless
// another garden still uses it.
import { and, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import type { Resolvers } from '../__generated__/resolvers-types';
import {
  channelReadPositions,
  hiddenMessages,
  muteWords,
  userBlocks,
  userMutes,
} from '../chat/tables';
import { users, type UserRow } from '../community/tables';
import { cardShowcaseEntries } from '../cards/tables';
import { runIdempotently } from '../db/idempotency';
import type { TenantScope } from '../db/tenantScope';
import { treasurePrizeDeliveries } from '../draws/tables';
import { activityEvents } from '../engagement/tables';
import {
  clientMutationIdReused,
  invalidInput,
  resolveResultType,
  shouldBeLoggedInOrSignedUp,
  type ShouldBeLoggedInOrSignedUpResult,
} from '../graphql/typedErrors';
import { informationFavorites, informationReads } from '../information/tables';
import { mutationReceipts } from '../platform/tables';
import { campaignCodeFailures, referralCodes } from '../referrals/tables';
import { postDrafts, postImages } from '../posts/tables';
import {
  basketLines,
  checkoutSessions,
  checkoutShipments,
  deliveryAddresses,
  orders,
  savedPaymentMethods,
  storeMailOutbox,
} from '../store/tables';
import { queueStoredFileDeletions } from '../storage/storedFileDeletions';
import { requireRecentLogin } from './recentLogin';
import { avatarUploads, fanProfiles, follows } from './tables';

/** The sign-in uid of a deleted fan's row: never a Firebase uid, unique per row. */
export const DELETED_AUTH_UID_PREFIX = 'deleted:';

export function isDeletedUser(user: Pick<UserRow, 'authUid'>): boolean {
  return user.authUid.startsWith(DELETED_AUTH_UID_PREFIX);
}

const ERASED_ADDRESS = {
  recipientName: '',
  postalCode: '',
  prefecture: '',
  city: '',
  street: '',
  building: '',
  phone: '',
};

/**
 * Erases the fan's personal data in the scope's garden and anonymises their row. Queues the
 * files that were only theirs (their avatars, images of posts never posted) for deletion
 * and answers their keys, for the caller to delete once the transaction has committed.
 */
export async function eraseFan(tx: TenantScope, user: UserRow): Promise<string[]> {
  const userId = user.id;
  // What only described the fan, or their wishes: gone.
  await tx.delete(fanProfiles, eq(fanProfiles.userId, userId));
  await tx.delete(follows, or(eq(follows.followerId, userId), eq(follows.followeeId, userId)));
  const avatars = await tx
    .delete(avatarUploads, eq(avatarUploads.authUid, user.authUid))
    .returning({ storageKey: avatarUploads.storageKey });
  // Post images never posted (their drafts' too) were theirs alone: taken before the drafts,
  // whose deletion would take their images without answering their files.
  const unposted = await tx
    .delete(postImages, and(eq(postImages.uploaderId, userId), isNull(postImages.postId)))
    .returning({ storageKey: postImages.storageKey });
  await tx.delete(postDrafts, eq(postDrafts.authorId, userId));
  const storedFiles = [...avatars, ...unposted].flatMap(({ storageKey }) =>
    storageKey ? [storageKey] : [],
  );
  await queueStoredFileDeletions(tx, storedFiles, 'ACCOUNT_DELETED');
  await tx.delete(deliveryAddresses, eq(deliveryAddresses.userId, userId));
  await tx.delete(savedPaymentMethods, eq(savedPaymentMethods.userId, userId));
  await tx.delete(basketLines, eq(basketLines.userId, userId));
  // The gallery was their choice to show; the cards themselves stay with the draw records.
  await tx.delete(cardShowcaseEntries, eq(cardShowcaseEntries.userId, userId));
  await tx.delete(channelReadPositions, eq(channelReadPositions.userId, userId));
  await tx.delete(
    userBlocks,
    or(eq(userBlocks.blockerId, userId), eq(userBlocks.blockedId, userId)),
  );
  await tx.delete(userMutes, or(eq(userMutes.muterId, userId), eq(userMutes.mutedId, userId)));
  await tx.delete(muteWords, eq(muteWords.userId, userId));
  await tx.delete(hiddenMessages, eq(hiddenMessages.userId, userId));
  await tx.delete(informationReads, eq(informationReads.userId, userId));
  await tx.delete(informationFavorites, eq(informationFavorites.userId, userId));
  await tx.delete(activityEvents, eq(activityEvents.userId, userId));
  // A deleted fan's invite code can no longer be used; who invited whom stays with the
  // coin ledger's rewards, pointing at the anonymous row.
  await tx.delete(referralCodes, eq(referralCodes.userId, userId));
  await tx.delete(campaignCodeFailures, eq(campaignCodeFailures.userId, userId));
  // Kept records, without the personal data they carried.
  await tx.update(checkoutSessions, { contactEmail: null }, eq(checkoutSessions.userId, userId));
  await tx.update(checkoutShipments, ERASED_ADDRESS, eq(checkoutShipments.userId, userId));
  await tx.update(
    treasurePrizeDeliveries,
    { ...ERASED_ADDRESS, contactEmail: null },
    eq(treasurePrizeDeliveries.userId, userId),
  );
  const orderIds = (
    await tx.selectFields({ id: orders.id }, orders, eq(orders.userId, userId))
  ).map((row) => row.id);
  const deliveryIds = (
    await tx.selectFields(
      { id: treasurePrizeDeliveries.id },
      treasurePrizeDeliveries,
      eq(treasurePrizeDeliveries.userId, userId),
    )
  ).map((row) => row.id);
  if (orderIds.length > 0 || deliveryIds.length > 0)
    await tx.update(
      storeMailOutbox,
      { toAddress: '' },
      or(
        orderIds.length > 0 ? inArray(storeMailOutbox.orderId, orderIds) : undefined,
        deliveryIds.length > 0 ? inArray(storeMailOutbox.prizeDeliveryId, deliveryIds) : undefined,
      ),
    );
  // Receipts name the fan's uid; the deletion's own stays so that a retry gets its result.
  await tx.delete(
    mutationReceipts,
    and(eq(mutationReceipts.actor, user.authUid), ne(mutationReceipts.mutation, 'deleteAccount')),
  );
  // The row stays (messages, orders and ledgers point at it) as an anonymous "deleted user".
  await tx.update(
    users,
    {
      authUid: `${DELETED_AUTH_UID_PREFIX}${userId}`,
      displayName: '',
      avatarUrl: null,
      role: 'MEMBER',
    },
    eq(users.id, userId),
  );
  return storedFiles;
}

export const deleteAccountResolvers: Resolvers = {
  Mutation: {
    deleteAccount: async (_parent, { input }, context) => {
      const { t, identity, db } = context;
      if (!identity) return shouldBeLoggedInOrSignedUp(t);
      if (!input.confirmed) return invalidInput(t, 'confirmed', 'REQUIRED');
      const stale = requireRecentLogin(t, identity);
      if (stale) return stale;
      const viewer = await context.loaders.community.viewerUser();
      let storedFiles: string[] = [];
      const result = await runIdempotently<ShouldBeLoggedInOrSignedUpResult>(
        db,
        {
          actor: identity.uid,
          mutation: 'deleteAccount',
          clientMutationId: input.clientMutationId,
          input,
        },
        async (tx) => {
          // A fan who is not (or no longer) a member: nothing of theirs to delete here.
          if (!viewer) return { done: false, refusal: shouldBeLoggedInOrSignedUp(t) };
          storedFiles = await eraseFan(tx, viewer);
          const elsewhere = await tx.countInOtherTenants(users, eq(users.authUid, identity.uid));
          return { done: true, resultRef: elsewhere > 0 ? 'kept' : 'deleted' };
        },
      );
      if ('reused' in result) return clientMutationIdReused(t);
      if ('refusal' in result) return result.refusal;
      // Only on the call that erased the rows: their keys are forgotten afterwards.
      await context.deleteForgottenFiles(storedFiles);
      const signInAccountDeleted = result.resultRef === 'deleted';
      // Also on a replay: a first call may have committed and then failed to reach Firebase.
      if (signInAccountDeleted) await context.deleteSignInAccount(identity.uid);
      context.renewLoaders();
      return {
        __typename: 'DeleteAccountPayload',
        clientMutationId: input.clientMutationId,
        signInAccountDeleted,
      };
    },
  },
  DeleteAccountResult: { __resolveType: resolveResultType },
};
