// The mock of accounts (server/accounts/): fans' bios, who follows whom, the follow lists
// as connections, followUser / unfollowUser and updateProfile, with the server's rules.
// The seeded fans (gardenFans) follow each other as gardenFollows says.
import type { Ref } from '@graphql-tools/mock';
import { fromGlobalId } from 'graphql-relay';
import {
  ageBandOf,
  ageOn,
  CURRENT_TERMS_VERSION,
  MINIMUM_JOIN_AGE,
  MONTHLY_SPENDING_CAPS,
  parseDateOfBirth,
} from '../common/ageBands';
import { isResidenceCountry } from '../common/countries';
import { MAX_BIO_LENGTH, MAX_DISPLAY_NAME_LENGTH, MAX_FOLLOWS_PER_PAGE } from '../common/limits';
import { errorMessage } from './errorMessages';
import {
  buildInvalidInputError,
  buildNotFoundError,
  buildPermissionDeniedError,
  buildTextModerationError,
  mockCursor,
  mockGlobalId,
  shouldSignUp,
} from './gardenBuilders';
import { gardenFans, gardenFollows, type MockLocale } from './gardenContent';
import type { MockContext } from './mockContext';
import type { MockFeature } from './mockFeature';
import type { MockGarden } from './mockGarden';
import { paginate, type PageArgs } from './mockPagination';
import { checkText, isBanned } from './mockServerResolvers';

interface FollowInput {
  clientMutationId: string;
  userId: string;
}

interface ProfileInput {
  clientMutationId: string;
  displayName: string;
  bio: string;
  avatarUploadId?: string | null;
}

/** The server's bio rule: may be empty, at most MAX_BIO_LENGTH characters, moderated. */
function checkBio(language: MockLocale, bio: string) {
  if ([...bio].length > MAX_BIO_LENGTH)
    return {
      __typename: 'InvalidInputError',
      ...buildInvalidInputError(language, 'bio', 'TOO_LONG', MAX_BIO_LENGTH),
    };
  if (isBanned(bio))
    return { __typename: 'TextModerationError', ...buildTextModerationError(language, 'bio') };
  return null;
}

export interface JoinAgreementsInput {
  dateOfBirth?: string | null;
  acceptedTermsVersion?: string | null;
}

/** The terms the mock garden published (as the demo garden does). */
export function buildTermsVersion(locale: MockLocale) {
  return {
    version: CURRENT_TERMS_VERSION,
    summary:
      locale === 'ja'
        ? '有料コインの払い戻し、未成年の方の月ごとの利用上限、退会時のデータの扱いを定めました。'
        : 'Sets out refunds of paid coins, monthly spending caps for minors, and what happens to your data when you leave.',
    publishedAt: '2026-10-31T15:00:00.000Z',
  };
}

/** What each fan agreed to at joining, per mock garden (by the fan's uid). */
const agreementsByGarden = new WeakMap<MockGarden, Map<string, JoinAgreementsInput>>();

function agreementsOf(garden: MockGarden): Map<string, JoinAgreementsInput> {
  let agreements = agreementsByGarden.get(garden);
  if (!agreements) agreementsByGarden.set(garden, (agreements = new Map()));
  return agreements;
}

/** The server's checks of a join's date of birth and terms (server/accounts/joinAgreements.ts). */
export function joinAgreementsRefusal(language: MockLocale, input: JoinAgreementsInput) {
  if (input.dateOfBirth != null) {
    const birth = parseDateOfBirth(input.dateOfBirth);
    if (!birth || birth > new Date())
      return {
        __typename: 'InvalidInputError',
        ...buildInvalidInputError(language, 'dateOfBirth', 'INVALID_FORMAT'),
      };
    if (ageBandOf(ageOn(birth, new Date())) === 'UNDER_13')
      return {
        __typename: 'AgeRestrictionError',
        message: errorMessage(language, 'errors.ageRestriction', { age: MINIMUM_JOIN_AGE }),
        minimumAge: MINIMUM_JOIN_AGE,
      };
  }
  if (input.acceptedTermsVersion != null && input.acceptedTermsVersion !== CURRENT_TERMS_VERSION)
    return {
      __typename: 'InvalidInputError',
      ...buildInvalidInputError(language, 'acceptedTermsVersion', 'INVALID_FORMAT'),
    };
  return null;
}

/** Records a join's agreements; the first date of birth stays. */
export function recordJoinAgreements(garden: MockGarden, uid: string, input: JoinAgreementsInput) {
  const agreements = agreementsOf(garden);
  const known = agreements.get(uid) ?? {};
  agreements.set(uid, {
    dateOfBirth: known.dateOfBirth ?? input.dateOfBirth ?? null,
    acceptedTermsVersion: input.acceptedTermsVersion ?? known.acceptedTermsVersion ?? null,
  });
}

const accountsResolvers: MockFeature['resolvers'] = (garden: MockGarden) => {
  const viewerAgreements = ({ viewerUid }: MockContext) =>
    garden.memberUserKey(viewerUid) ? (agreementsOf(garden).get(viewerUid!) ?? {}) : null;
  const viewerBand = (context: MockContext) => {
    const birth = parseDateOfBirth(viewerAgreements(context)?.dateOfBirth ?? '');
    return birth ? ageBandOf(ageOn(birth, new Date())) : null;
  };
  // The seeded fans are the first users the garden adds, so their keys are known.
  const seededKey = (fanIndex: number) => mockGlobalId('User', fanIndex);
  /** [follower, followee] user keys, oldest first; the lists read newest first. */
  let follows: [string, string][] = gardenFollows.map(([a, b]) => [seededKey(a), seededKey(b)]);
  const bios = new Map(gardenFans.map((fan, offset) => [seededKey(offset + 1), fan.bio]));
  const countries = new Map<string, string>();
  /** User keys of fans who deleted their account: shown as a deleted user. */
  const deletedUsers = new Set<string>();

  const followsOf = (userKey: string, side: 'followers' | 'following') =>
    follows
      .filter(([follower, followee]) => (side === 'followers' ? followee : follower) === userKey)
      .map(([follower, followee]) => (side === 'followers' ? follower : followee))
      .reverse();
  const isFollowing = (follower: string, followee: string) =>
    follows.some(([a, b]) => a === follower && b === followee);

  const followPage = (
    userKey: string,
    side: 'followers' | 'following',
    args: PageArgs,
    context: MockContext,
  ) => {
    const page = paginate(
      followsOf(userKey, side),
      (key) => mockCursor('Follow', `${side}:${userKey}:${key}`),
      { first: args.first, after: args.after },
      { locale: context.language, max: MAX_FOLLOWS_PER_PAGE, defaultPage: { first: 20 } },
    );
    return {
      ...page,
      edges: page.edges.map((edge) => ({ ...edge, node: garden.ref('User', edge.node) })),
    };
  };

  const changeFollow = (
    mutation: 'followUser' | 'unfollowUser',
    input: FollowInput,
    { viewerUid, language }: MockContext,
  ) => {
    const viewerKey = garden.memberUserKey(viewerUid);
    if (!viewerUid || !viewerKey) return shouldSignUp(language);
    if (fromGlobalId(input.userId).type !== 'User' || !garden.isUser(input.userId))
      return { __typename: 'NotFoundError', ...buildNotFoundError(language) };
    if (input.userId === viewerKey)
      return {
        __typename: 'InvalidInputError',
        ...buildInvalidInputError(language, 'userId', 'INVALID_FORMAT'),
        message: errorMessage(language, 'errors.cannotFollowYourself'),
      };
    garden.once(viewerUid, mutation, input.clientMutationId, () => {
      const already = isFollowing(viewerKey, input.userId);
      if (mutation === 'followUser' && !already) follows.push([viewerKey, input.userId]);
      if (mutation === 'unfollowUser')
        follows = follows.filter(([a, b]) => a !== viewerKey || b !== input.userId);
    });
    return {
      __typename: mutation === 'followUser' ? 'FollowUserPayload' : 'UnfollowUserPayload',
      clientMutationId: input.clientMutationId,
      user: garden.ref('User', input.userId),
      viewerUser: garden.ref('User', viewerKey),
    };
  };

  return {
    Query: {
      termsVersion: () => CURRENT_TERMS_VERSION,
      currentTerms: (_root, _args, context: MockContext) => buildTermsVersion(context.language),
    },
    Viewer: {
      ageBand: (_viewer, _args, context: MockContext) => viewerBand(context),
      dateOfBirth: (_viewer, _args, context: MockContext) =>
        viewerAgreements(context)?.dateOfBirth ?? null,
      needsTermsAgreement: (_viewer, _args, context: MockContext) => {
        const agreements = viewerAgreements(context);
        return agreements !== null && agreements.acceptedTermsVersion !== CURRENT_TERMS_VERSION;
      },
      monthlySpendingCap: (_viewer, _args, context: MockContext) => {
        const band = viewerBand(context);
        return band ? MONTHLY_SPENDING_CAPS[band] : null;
      },
      monthSpend: () => 0,
      countryOfResidence: (_viewer, _args, { viewerUid }: MockContext) => {
        const key = garden.memberUserKey(viewerUid);
        return key ? (countries.get(key) ?? null) : null;
      },
      // The mock garden publishes no newer terms than those its fans joined with.
      termsAgreementRequired: () => false,
    },
    User: {
      displayName: (parent: Ref, _args, context: MockContext) =>
        deletedUsers.has(parent.$ref.key)
          ? errorMessage(context.language, 'errors.deletedUser')
          : garden.store.get('User', parent.$ref.key, 'displayName'),
      bio: (parent: Ref) => bios.get(parent.$ref.key) ?? '',
      followerCount: (parent: Ref) => followsOf(parent.$ref.key, 'followers').length,
      followingCount: (parent: Ref) => followsOf(parent.$ref.key, 'following').length,
      viewerIsFollowing: (parent: Ref, _args, { viewerUid }: MockContext) => {
        const viewerKey = garden.memberUserKey(viewerUid);
        return viewerKey !== null && isFollowing(viewerKey, parent.$ref.key);
      },
      isViewer: (parent: Ref, _args, { viewerUid }: MockContext) =>
        garden.memberUserKey(viewerUid) === parent.$ref.key,
      followers: (parent: Ref, args: PageArgs, context: MockContext) =>
        followPage(parent.$ref.key, 'followers', args, context),
      following: (parent: Ref, args: PageArgs, context: MockContext) =>
        followPage(parent.$ref.key, 'following', args, context),
    },
    Mutation: {
      setCountryOfResidence: (
        _root,
        { input }: { input: { clientMutationId: string; countryCode: string } },
        { viewerUid, language }: MockContext,
      ) => {
        const key = garden.memberUserKey(viewerUid);
        if (!viewerUid || !key) return shouldSignUp(language);
        const code = input.countryCode.trim().toUpperCase();
        if (!isResidenceCountry(code))
          return {
            __typename: 'InvalidInputError',
            ...buildInvalidInputError(language, 'countryCode', 'INVALID_FORMAT'),
          };
        garden.once(viewerUid, 'setCountryOfResidence', input.clientMutationId, () =>
          countries.set(key, code),
        );
        return {
          __typename: 'SetCountryOfResidencePayload',
          clientMutationId: input.clientMutationId,
          viewer: {},
        };
      },
      agreeToTerms: (
        _root,
        { input }: { input: { clientMutationId: string; termsVersion: string } },
        { viewerUid, language }: MockContext,
      ) => {
        if (!viewerUid || !garden.memberUserKey(viewerUid)) return shouldSignUp(language);
        if (input.termsVersion !== CURRENT_TERMS_VERSION)
          return {
            __typename: 'InvalidInputError',
            ...buildInvalidInputError(language, 'termsVersion', 'INVALID_FORMAT'),
          };
        garden.once(viewerUid, 'agreeToTerms', input.clientMutationId, () =>
          recordJoinAgreements(garden, viewerUid, { acceptedTermsVersion: input.termsVersion }),
        );
        return {
          __typename: 'AgreeToTermsPayload',
          clientMutationId: input.clientMutationId,
          viewer: {},
        };
      },
      // The mock's fans are members only: publishing is refused as it is to the server's.
      publishTermsVersion: (_root, _args, { viewerUid, language }: MockContext) =>
        !viewerUid || !garden.memberUserKey(viewerUid)
          ? shouldSignUp(language)
          : { __typename: 'PermissionDeniedError', ...buildPermissionDeniedError(language) },
      deleteAccount: (
        _root,
        { input }: { input: { clientMutationId: string; confirmed: boolean } },
        { viewerUid, language }: MockContext,
      ) => {
        if (!viewerUid) return shouldSignUp(language);
        if (!input.confirmed)
          return {
            __typename: 'InvalidInputError',
            ...buildInvalidInputError(language, 'confirmed', 'REQUIRED'),
          };
        const replayed = garden.isReplay(viewerUid, 'deleteAccount', input.clientMutationId);
        const key = garden.memberUserKey(viewerUid);
        if (!key && !replayed) return shouldSignUp(language);
        garden.once(viewerUid, 'deleteAccount', input.clientMutationId, () => {
          if (!key) return;
          deletedUsers.add(key);
          bios.delete(key);
          countries.delete(key);
          follows = follows.filter(([a, b]) => a !== key && b !== key);
          garden.store.set('User', key, 'avatarUrl', null);
          garden.removeMember(viewerUid);
        });
        return {
          __typename: 'DeleteAccountPayload',
          clientMutationId: input.clientMutationId,
          // The mock's fans belong to no other garden.
          signInAccountDeleted: true,
        };
      },
      followUser: (_root, { input }: { input: FollowInput }, context: MockContext) =>
        changeFollow('followUser', input, context),
      unfollowUser: (_root, { input }: { input: FollowInput }, context: MockContext) =>
        changeFollow('unfollowUser', input, context),
      updateProfile: (
        _root,
        { input }: { input: ProfileInput },
        { viewerUid, language }: MockContext,
      ) => {
        const userKey = garden.memberUserKey(viewerUid);
        if (!viewerUid || !userKey) return shouldSignUp(language);
        const displayName = input.displayName.trim();
        const bio = input.bio.trim();
        const refusal =
          checkText(language, 'displayName', displayName, MAX_DISPLAY_NAME_LENGTH) ??
          checkBio(language, bio);
        if (refusal) return refusal;
        // The mock server has no upload endpoint, so no upload id names an image here.
        if (input.avatarUploadId)
          return {
            __typename: 'NotFoundError',
            message: errorMessage(language, 'errors.upload.notFound'),
          };
        garden.once(viewerUid, 'updateProfile', input.clientMutationId, () => {
          garden.store.set('User', userKey, 'displayName', displayName);
          bios.set(userKey, bio);
        });
        return {
          __typename: 'UpdateProfilePayload',
          clientMutationId: input.clientMutationId,
          user: garden.ref('User', userKey),
        };
      },
    },
  };
};

export const accountsMock: MockFeature = {
  builders: (locale) => ({
    AgeRestrictionError: () => ({
      message: errorMessage(locale, 'errors.ageRestriction', { age: MINIMUM_JOIN_AGE }),
      minimumAge: MINIMUM_JOIN_AGE,
    }),
    UserEdge: (index) => ({ cursor: mockCursor('Follow', index) }),
    FollowUserPayload: (index) => ({ clientMutationId: `mock-client-mutation-${index}` }),
    UnfollowUserPayload: (index) => ({ clientMutationId: `mock-client-mutation-${index}` }),
    UpdateProfilePayload: (index) => ({ clientMutationId: `mock-client-mutation-${index}` }),
    SetCountryOfResidencePayload: (index) => ({
      clientMutationId: `mock-client-mutation-${index}`,
    }),
    AgreeToTermsPayload: (index) => ({ clientMutationId: `mock-client-mutation-${index}` }),
    PublishTermsVersionPayload: (index) => ({ clientMutationId: `mock-client-mutation-${index}` }),
    DeleteAccountPayload: (index) => ({
      clientMutationId: `mock-client-mutation-${index}`,
      signInAccountDeleted: true,
    }),
    TermsVersion: () => buildTermsVersion(locale),
    RequiresRecentLoginError: () => ({
      message: errorMessage(locale, 'errors.requiresRecentLogin'),
      maxAgeSeconds: 300,
    }),
    TermsAgreementRequiredError: () => ({
      message: errorMessage(locale, 'errors.termsAgreementRequired'),
      termsVersion: CURRENT_TERMS_VERSION,
    }),
  }),
  resolvers: accountsResolvers,
};
