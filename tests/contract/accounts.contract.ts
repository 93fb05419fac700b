// Profiles and follows: a fan's profile fields, following and unfollowing with every
// typed error, both follow lists as connections, and editing one's own profile.
import { expect } from 'vitest';
import { MAX_BIO_LENGTH } from '../../common/limits';
import type { ContractServer } from './contractServer';
import { defineContract } from './contractServer';
import { joinAs } from './documents';

const PROFILE = /* GraphQL */ `
  query ContractProfile($id: ID!, $first: Int, $after: String) {
    node(id: $id) {
      id
      ... on User {
        displayName
        bio
        joinedAt
        followerCount
        followingCount
        viewerIsFollowing
        isViewer
        followers(first: $first, after: $after) {
          edges {
            cursor
            node {
              id
              displayName
            }
          }
          pageInfo {
            hasNextPage
            endCursor
          }
        }
      }
    }
  }
`;

const VIEWER_ID = /* GraphQL */ `
  query ContractViewerId {
    viewer {
      user {
        id
        followingCount
      }
    }
  }
`;

const FOLLOW = /* GraphQL */ `
  mutation ContractFollow($input: FollowUserInput!) {
    followUser(input: $input) {
      __typename
      ... on FollowUserPayload {
        clientMutationId
        user {
          id
          followerCount
          viewerIsFollowing
        }
        viewerUser {
          followingCount
        }
      }
      ... on Error {
        message
      }
      ... on InvalidInputError {
        field
      }
    }
  }
`;

const UNFOLLOW = /* GraphQL */ `
  mutation ContractUnfollow($input: UnfollowUserInput!) {
    unfollowUser(input: $input) {
      __typename
      ... on UnfollowUserPayload {
        user {
          followerCount
          viewerIsFollowing
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const UPDATE_PROFILE = /* GraphQL */ `
  mutation ContractUpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      __typename
      ... on UpdateProfilePayload {
        clientMutationId
        user {
          displayName
          bio
        }
      }
      ... on Error {
        message
      }
      ... on InvalidInputError {
        field
        reason
        limit
      }
      ... on TextModerationError {
        field
      }
    }
  }
`;

const SET_COUNTRY = /* GraphQL */ `
  mutation ContractSetCountry($input: SetCountryOfResidenceInput!) {
    setCountryOfResidence(input: $input) {
      __typename
      ... on SetCountryOfResidencePayload {
        viewer {
          countryOfResidence
        }
      }
      ... on Error {
        message
      }
      ... on InvalidInputError {
        field
        reason
      }
    }
  }
`;

const TERMS = /* GraphQL */ `
  query ContractTerms {
    termsVersion
    currentTerms {
      version
      summary
      publishedAt
    }
    viewer {
      termsAgreementRequired
    }
  }
`;

const AGREE = /* GraphQL */ `
  mutation ContractAgree($input: AgreeToTermsInput!) {
    agreeToTerms(input: $input) {
      __typename
      ... on AgreeToTermsPayload {
        viewer {
          needsTermsAgreement
          termsAgreementRequired
        }
      }
      ... on InvalidInputError {
        field
      }
    }
  }
`;

const PUBLISH = /* GraphQL */ `
  mutation ContractPublishTerms($input: PublishTermsVersionInput!) {
    publishTermsVersion(input: $input) {
      __typename
      ... on Error {
        message
      }
    }
  }
`;

const DELETE_ACCOUNT = /* GraphQL */ `
  mutation ContractDeleteAccount($input: DeleteAccountInput!) {
    deleteAccount(input: $input) {
      __typename
      ... on DeleteAccountPayload {
        clientMutationId
      }
      ... on InvalidInputError {
        field
      }
    }
  }
`;

const USER_NAME = /* GraphQL */ `
  query ContractUserName($id: ID!) {
    node(id: $id) {
      ... on User {
        displayName
        avatarUrl
        bio
      }
    }
  }
`;

async function memberId(server: ContractServer, fan: string): Promise<string> {
  await joinAs(server, fan);
  const result = await server.call(VIEWER_ID, {}, { as: fan });
  const id = result.data?.viewer.user?.id;
  expect(id, JSON.stringify(result)).toBeTypeOf('string');
  return id as string;
}

async function follow(server: ContractServer, fan: string, userId: string, id = `f-${fan}`) {
  const result = await server.call(
    FOLLOW,
    { input: { clientMutationId: id, userId } },
    { as: fan },
  );
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return result.data.followUser;
}

const AGREED_JOIN = /* GraphQL */ `
  mutation ContractAgreedJoin($input: JoinCommunityInput!) {
    joinCommunity(input: $input) {
      __typename
      ... on Error {
        message
      }
      ... on AgeRestrictionError {
        minimumAge
      }
    }
  }
`;

const AGE = /* GraphQL */ `
  query ContractAge {
    termsVersion
    viewer {
      ageBand
      needsTermsAgreement
      monthlySpendingCap
      monthSpend
    }
  }
`;

/** The date of birth of someone `years` old today. */
function bornYearsAgo(years: number): string {
  const day = new Date(Date.now() - 24 * 60 * 60 * 1000);
  day.setUTCFullYear(day.getUTCFullYear() - years);
  return day.toISOString().slice(0, 10);
}

export default defineContract('accounts', [
  {
    name: 'joins with a date of birth and the current terms; under 13 is refused',
    async run(server) {
      const { data } = await server.call(AGE);
      const termsVersion = data.termsVersion as string;
      expect(termsVersion).toMatch(/^\d{4}-\d{2}$/);
      const join = (fan: string, years: number) =>
        server.call(
          AGREED_JOIN,
          {
            input: {
              clientMutationId: `age-${fan}`,
              displayName: fan,
              dateOfBirth: bornYearsAgo(years),
              acceptedTermsVersion: termsVersion,
            },
          },
          { as: fan, language: 'en' },
        );
      expect((await join('age-twelve', 12)).data.joinCommunity).toEqual({
        __typename: 'AgeRestrictionError',
        message: 'The garden is for fans aged 13 and over.',
        minimumAge: 13,
      });
      expect((await join('age-fifteen', 15)).data.joinCommunity.__typename).toBe(
        'JoinCommunityPayload',
      );
      const viewer = await server.call(AGE, {}, { as: 'age-fifteen' });
      expect(viewer.data.viewer).toEqual({
        ageBand: 'AGE_13_15',
        needsTermsAgreement: false,
        monthlySpendingCap: 5000,
        monthSpend: 0,
      });
    },
  },
  {
    name: 'shows a fan’s profile with bio, counts and whether the viewer follows them',
    async run(server) {
      const star = await memberId(server, 'profile-star');
      const fan = await memberId(server, 'profile-fan');
      expect(await follow(server, 'profile-fan', star)).toMatchObject({
        __typename: 'FollowUserPayload',
        user: { id: star, followerCount: 1, viewerIsFollowing: true },
        viewerUser: { followingCount: 1 },
      });
      const asFan = await server.call(PROFILE, { id: star }, { as: 'profile-fan' });
      expect(asFan.errors).toBeUndefined();
      expect(asFan.data.node).toMatchObject({
        id: star,
        displayName: 'profile-star',
        bio: '',
        joinedAt: expect.any(String),
        followerCount: 1,
        followingCount: 0,
        viewerIsFollowing: true,
        isViewer: false,
      });
      expect(
        asFan.data.node.followers.edges.map((edge: { node: { id: string } }) => edge.node.id),
      ).toEqual([fan]);
      const asStar = await server.call(PROFILE, { id: star }, { as: 'profile-star' });
      expect(asStar.data.node).toMatchObject({ isViewer: true, viewerIsFollowing: false });
      const signedOut = await server.call(PROFILE, { id: star });
      expect(signedOut.data.node).toMatchObject({ viewerIsFollowing: false, isViewer: false });
    },
  },
  {
    name: 'pages the followers newest first with first/after, no fan twice',
    async run(server) {
      const star = await memberId(server, 'paged-star');
      const older = await memberId(server, 'paged-older');
      const newer = await memberId(server, 'paged-newer');
      await follow(server, 'paged-older', star);
      await follow(server, 'paged-newer', star);
      const first = await server.call(PROFILE, { id: star, first: 1 });
      const page1 = first.data.node.followers;
      expect(page1.edges.map((edge: { node: { id: string } }) => edge.node.id)).toEqual([newer]);
      expect(page1.pageInfo).toEqual({ hasNextPage: true, endCursor: page1.edges[0].cursor });
      const second = await server.call(PROFILE, {
        id: star,
        first: 1,
        after: page1.pageInfo.endCursor,
      });
      const page2 = second.data.node.followers;
      expect(page2.edges.map((edge: { node: { id: string } }) => edge.node.id)).toEqual([older]);
      expect(page2.pageInfo.hasNextPage).toBe(false);
      const tooMany = await server.call(PROFILE, { id: star, first: 101 });
      expect(tooMany.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    },
  },
  {
    name: 'follows and unfollows idempotently',
    async run(server) {
      const star = await memberId(server, 'idem-star');
      await memberId(server, 'idem-fan');
      await follow(server, 'idem-fan', star, 'idem-1');
      const again = await follow(server, 'idem-fan', star, 'idem-2');
      expect(again.user).toMatchObject({ followerCount: 1, viewerIsFollowing: true });
      const unfollow = async (clientMutationId: string) =>
        (
          await server.call(
            UNFOLLOW,
            { input: { clientMutationId, userId: star } },
            { as: 'idem-fan' },
          )
        ).data.unfollowUser;
      expect(await unfollow('idem-3')).toEqual({
        __typename: 'UnfollowUserPayload',
        user: { followerCount: 0, viewerIsFollowing: false },
      });
      expect((await unfollow('idem-4')).user).toEqual({
        followerCount: 0,
        viewerIsFollowing: false,
      });
    },
  },
  {
    name: 'refuses following when signed out, an unknown fan and oneself, with typed errors',
    async run(server) {
      const me = await memberId(server, 'refused-fan');
      const call = (userId: string, as?: string) =>
        server.call(
          FOLLOW,
          { input: { clientMutationId: `r-${userId}`.slice(0, 60), userId } },
          { as, language: 'en' },
        );
      expect((await call(me)).data.followUser).toEqual({
        __typename: 'ShouldBeLoggedInOrSignedUpError',
        message: 'Please sign in and join the garden to do this.',
      });
      expect((await call(server.fixtures.foreignChannelId, 'refused-fan')).data.followUser).toEqual(
        {
          __typename: 'NotFoundError',
          message: 'It could not be found in this garden.',
        },
      );
      expect((await call(me, 'refused-fan')).data.followUser).toEqual({
        __typename: 'InvalidInputError',
        message: 'You cannot follow yourself.',
        field: 'userId',
      });
    },
  },
  {
    name: 'edits one’s own name and bio, refusing a long bio and banned words',
    async run(server) {
      await joinAs(server, 'editing-fan');
      const update = async (
        clientMutationId: string,
        displayName: string,
        bio: string,
        as?: string,
      ) =>
        (
          await server.call(
            UPDATE_PROFILE,
            { input: { clientMutationId, displayName, bio } },
            { as, language: 'en' },
          )
        ).data.updateProfile;
      expect(
        await update('e1', 'Rose Keeper', 'Prince fan since episode 1.', 'editing-fan'),
      ).toEqual({
        __typename: 'UpdateProfilePayload',
        clientMutationId: 'e1',
        user: { displayName: 'Rose Keeper', bio: 'Prince fan since episode 1.' },
      });
      expect(
        await update('e2', 'Rose Keeper', 'x'.repeat(MAX_BIO_LENGTH + 1), 'editing-fan'),
      ).toEqual({
        __typename: 'InvalidInputError',
        message: `a bio must be at most ${MAX_BIO_LENGTH} characters.`,
        field: 'bio',
        reason: 'TOO_LONG',
        limit: MAX_BIO_LENGTH,
      });
      expect(
        await update('e3', 'Rose Keeper', `I love ${server.fixtures.bannedWord}`, 'editing-fan'),
      ).toMatchObject({
        __typename: 'TextModerationError',
        field: 'bio',
      });
      expect((await update('e4', 'Anyone', ''))?.__typename).toBe(
        'ShouldBeLoggedInOrSignedUpError',
      );
    },
  },
  {
    name: 'sets the country of residence from the list, refusing other codes and visitors',
    async run(server) {
      await joinAs(server, 'country-fan');
      const set = async (clientMutationId: string, countryCode: string, as?: string) =>
        (
          await server.call(
            SET_COUNTRY,
            { input: { clientMutationId, countryCode } },
            { as, language: 'en' },
          )
        ).data.setCountryOfResidence;
      expect(await set('c1', 'ca', 'country-fan')).toEqual({
        __typename: 'SetCountryOfResidencePayload',
        viewer: { countryOfResidence: 'CA' },
      });
      expect(await set('c2', 'ZZ', 'country-fan')).toEqual({
        __typename: 'InvalidInputError',
        message: 'Country of residence is not in a valid format.',
        field: 'countryCode',
        reason: 'INVALID_FORMAT',
      });
      expect((await set('c3', 'JP'))?.__typename).toBe('ShouldBeLoggedInOrSignedUpError');
    },
  },
  {
    name: 'shows the current terms, records agreeing to them and refuses fans publishing',
    async run(server) {
      await joinAs(server, 'terms-fan');
      const { data } = await server.call(TERMS, {}, { as: 'terms-fan', language: 'en' });
      expect(data).toEqual({
        termsVersion: data.currentTerms.version,
        currentTerms: {
          version: expect.stringMatching(/^\d{4}-\d{2}$/),
          summary: expect.any(String),
          publishedAt: expect.any(String),
        },
        viewer: { termsAgreementRequired: false },
      });
      const agree = async (clientMutationId: string, termsVersion: string) =>
        (
          await server.call(
            AGREE,
            { input: { clientMutationId, termsVersion } },
            { as: 'terms-fan' },
          )
        ).data.agreeToTerms;
      expect(await agree('t1', '2001-01')).toEqual({
        __typename: 'InvalidInputError',
        field: 'termsVersion',
      });
      expect(await agree('t2', data.termsVersion)).toEqual({
        __typename: 'AgreeToTermsPayload',
        viewer: { needsTermsAgreement: false, termsAgreementRequired: false },
      });
      const publish = (as?: string) =>
        server.call(
          PUBLISH,
          {
            input: {
              clientMutationId: 'p1',
              version: '2099-01',
              summaryJa: '変更',
              summaryEn: 'Changes',
            },
          },
          { as, language: 'en' },
        );
      expect((await publish('terms-fan')).data.publishTermsVersion).toEqual({
        __typename: 'PermissionDeniedError',
        message: "Only the garden's operators can do this.",
      });
      expect((await publish()).data.publishTermsVersion.__typename).toBe(
        'ShouldBeLoggedInOrSignedUpError',
      );
    },
  },
  {
    name: 'deletes an account once confirmed; the fan then shows as a deleted user',
    async run(server) {
      const id = await memberId(server, 'leaving-fan');
      const remove = async (clientMutationId: string, confirmed: boolean) =>
        (
          await server.call(
            DELETE_ACCOUNT,
            { input: { clientMutationId, confirmed } },
            { as: 'leaving-fan' },
          )
        ).data.deleteAccount;
      expect(await remove('d1', false)).toEqual({
        __typename: 'InvalidInputError',
        field: 'confirmed',
      });
      expect(await remove('d2', true)).toEqual({
        __typename: 'DeleteAccountPayload',
        clientMutationId: 'd2',
      });
      expect(await remove('d2', true)).toEqual({
        __typename: 'DeleteAccountPayload',
        clientMutationId: 'd2',
      });
      for (const [language, displayName] of [
        ['ja', '退会したユーザー'],
        ['en', 'Deleted user'],
      ] as const) {
        const read = await server.call(USER_NAME, { id }, { language });
        expect(read.data.node).toEqual({ displayName, avatarUrl: null, bio: '' });
      }
      const viewer = await server.call(VIEWER_ID, {}, { as: 'leaving-fan' });
      expect(viewer.data.viewer.user).toBeNull();
    },
  },
]);
