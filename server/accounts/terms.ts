// Versioned terms of use: operators publish a version (publishTermsVersion), fans agree to
// it (agreeToTerms), and until they do every other mutation of theirs answers
// TermsAgreementRequiredError (termsAgreementRequired, called by the mutation guard in
// server/graphql/mutationGuards.ts). A garden that published none uses the built-in
// version (common/ageBands.ts) and asks no one again.
import { desc, eq } from 'drizzle-orm';
import { CURRENT_TERMS_VERSION } from '../../common/ageBands';
import type { Resolvers } from '../__generated__/resolvers-types';
import { OPERATOR_ROLES, requireRole } from '../community/roles';
import type { GraphQLContext } from '../context';
import { createOnce } from '../db/createOnce';
import { runIdempotently } from '../db/idempotency';
import type { TenantScope } from '../db/tenantScope';
import { checkTextLength } from '../graphql/textLength';
import { cleanText } from '../graphql/textRules';
import {
  clientMutationIdReused,
  invalidInput,
  resolveResultType,
  shouldBeLoggedInOrSignedUp,
} from '../graphql/typedErrors';
import { fanProfiles, termsVersions, type TermsVersionRow } from './tables';

export const MAX_TERMS_VERSION_LENGTH = 32;
export const MAX_TERMS_SUMMARY_LENGTH = 1000;

/** Mutations a fan may send while they have not agreed to the current terms. */
export const TERMS_GATE_EXEMPT: ReadonlySet<string> = new Set([
  'agreeToTerms',
  'deleteAccount',
  'joinCommunity',
  'publishTermsVersion',
  // A fan can always stop notifications to their device.
  'unsubscribeFromPush',
  // A fan can always decline a partner app's sign-in.
  'denyOAuthAuthorization',
  // Signing up comes before agreeing (the terms are the step after the password).
  'requestSignUpCode',
  'confirmSignUpCode',
  'verifySignUpEmail',
  // A partner's sign-in link signs in a fan who has not joined (or agreed) yet.
  'redeemPartnerSignInLink',
]);

/** The newest published version of the tenant's terms, or null. */
export async function latestTerms(db: TenantScope): Promise<TermsVersionRow | null> {
  const [row] = await db
    .select(termsVersions)
    .orderBy(desc(termsVersions.publishedAt), desc(termsVersions.id))
    .limit(1);
  return row ?? null;
}

export async function currentTermsVersion(context: GraphQLContext): Promise<string> {
  return (await context.loaders.accounts.latestTerms())?.version ?? CURRENT_TERMS_VERSION;
}

export interface TermsAgreementRequiredResult {
  __typename: 'TermsAgreementRequiredError';
  message: string;
  termsVersion: string;
}

/**
 * The typed error when the viewer (a member) has not agreed to a version published after
 * they last agreed (or joined: the join form shows the current terms); else null.
 */
export async function termsAgreementRequired(
  context: GraphQLContext,
): Promise<TermsAgreementRequiredResult | null> {
  const latest = await context.loaders.accounts.latestTerms();
  if (!latest) return null;
  const viewer = await context.loaders.community.viewerUser();
  if (!viewer) return null;
  const profile = await context.loaders.accounts.viewerProfile();
  if (profile?.termsVersion === latest.version) return null;
  const agreedOrJoined = profile?.termsAcceptedAt ?? viewer.joinedAt;
  if (agreedOrJoined >= latest.publishedAt) return null;
  return {
    __typename: 'TermsAgreementRequiredError',
    message: context.t('errors.termsAgreementRequired'),
    termsVersion: latest.version,
  };
}

export const termsResolvers: Resolvers = {
  Query: {
    currentTerms: (_parent, _args, context) => context.loaders.accounts.latestTerms(),
  },
  Viewer: {
    termsAgreementRequired: async (_viewer, _args, context) =>
      (await termsAgreementRequired(context)) !== null,
  },
  TermsVersion: {
    version: (terms) => terms.version,
    summary: (terms, _args, context) =>
      terms.summary[context.language] ?? terms.summary.ja ?? terms.summary.en ?? '',
    publishedAt: (terms) => terms.publishedAt,
  },
  Mutation: {
    agreeToTerms: async (_parent, { input }, context) => {
      const { t, identity, db } = context;
      const viewer = await context.loaders.community.viewerUser();
      if (!identity || !viewer) return shouldBeLoggedInOrSignedUp(t);
      // Only the current version: agreeing to an old form is asked again.
      if (input.termsVersion !== (await currentTermsVersion(context)))
        return invalidInput(t, 'termsVersion', 'INVALID_FORMAT');
      const result = await runIdempotently(
        db,
        {
          actor: identity.uid,
          mutation: 'agreeToTerms',
          clientMutationId: input.clientMutationId,
          input,
        },
        async (tx) => {
          const terms = { termsVersion: input.termsVersion, termsAcceptedAt: new Date() };
          await tx
            .insert(fanProfiles, { userId: viewer.id, ...terms })
            .onConflictDoUpdate({ target: [fanProfiles.tenantId, fanProfiles.userId], set: terms });
          return { done: true, resultRef: String(viewer.id) };
        },
      );
      if ('reused' in result) return clientMutationIdReused(t);
      context.renewLoaders();
      return {
        __typename: 'AgreeToTermsPayload',
        clientMutationId: input.clientMutationId,
        viewer: {},
      };
    },
    publishTermsVersion: async (_parent, { input }, context) => {
      const refused = await requireRole(context, OPERATOR_ROLES);
      if (refused) return refused;
      const { t } = context;
      const version = cleanText(input.version, 'name');
      const versionError = checkTextLength(t, 'version', version, MAX_TERMS_VERSION_LENGTH);
      if (versionError) return versionError;
      const summaryJa = cleanText(input.summaryJa, 'body');
      const jaError = checkTextLength(t, 'summaryJa', summaryJa, MAX_TERMS_SUMMARY_LENGTH);
      if (jaError) return jaError;
      const summaryEn = cleanText(input.summaryEn, 'body');
      const enError = checkTextLength(t, 'summaryEn', summaryEn, MAX_TERMS_SUMMARY_LENGTH);
      if (enError) return enError;
      const created = await createOnce(context, 'publishTermsVersion', input, async (tx) => {
        const [existing] = await tx.select(termsVersions, eq(termsVersions.version, version));
        if (existing)
          return {
            refusal: {
              ...invalidInput(t, 'version', 'INVALID_FORMAT'),
              message: t('errors.termsVersionExists'),
            },
          };
        const [row] = await tx
          .insert(termsVersions, { version, summary: { ja: summaryJa, en: summaryEn } })
          .returning({ id: termsVersions.id });
        return row.id;
      });
      if ('error' in created) return created.error;
      const terms = await context.loaders.accounts.termsVersionById.load(created.id);
      if (!terms) throw new Error('The published terms could not be read back');
      return {
        __typename: 'PublishTermsVersionPayload',
        clientMutationId: input.clientMutationId,
        terms,
      };
    },
  },
  AgreeToTermsResult: { __resolveType: resolveResultType },
  PublishTermsVersionResult: { __resolveType: resolveResultType },
};
