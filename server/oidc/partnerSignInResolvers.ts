// Mutation.redeemPartnerSignInLink: the /partner-sign-in page uses a partner app's link and
// gets the Firebase custom token that signs the browser in as that partner's user.
import type { PartnerSignInLinkRefusal, Resolvers } from '../__generated__/resolvers-types';
import { pickLocalized } from '../graphql/language';
import type { Translate } from '../graphql/translate';
import { invalidInput, resolveResultType } from '../graphql/typedErrors';
import { partnerUid, redeemPartnerSignInLink } from './partnerSignIn';

const refusalMessages = {
  UNKNOWN: 'errors.partnerSignIn.unknown',
  EXPIRED: 'errors.partnerSignIn.expired',
  USED: 'errors.partnerSignIn.used',
} as const;

function linkRefused(t: Translate, reason: PartnerSignInLinkRefusal) {
  return {
    __typename: 'PartnerSignInLinkError' as const,
    message: t(refusalMessages[reason]),
    reason,
  };
}

export const partnerSignInResolvers: Resolvers = {
  Mutation: {
    redeemPartnerSignInLink: async (_parent, { input }, context) => {
      const { t, db, tenantId } = context;
      const token = input.token.trim();
      if (!token) return invalidInput(t, 'token', 'REQUIRED', 1);
      // Tokens are 43 characters: anything much longer is not one.
      if (token.length > 128) return linkRefused(t, 'UNKNOWN');
      const link = await redeemPartnerSignInLink(db, token, input.clientMutationId);
      if ('refused' in link) return linkRefused(t, link.refused);
      const customToken = await context.createCustomToken(
        partnerUid(tenantId, link.clientId, link.partnerUserId),
        { partnerClientId: link.clientId, partnerUserId: link.partnerUserId, tenant: tenantId },
      );
      return {
        __typename: 'RedeemPartnerSignInLinkPayload',
        clientMutationId: input.clientMutationId,
        customToken,
        partnerName: pickLocalized(link.clientName, context.language),
      };
    },
  },
  RedeemPartnerSignInLinkResult: { __resolveType: resolveResultType },
};
