// Onboarding: a sign-up code mailed for an address, a wrong code refused with the tries
// left, a new code held back by the cooldown, a malformed address refused, a visitor
// refused the verification; and the timeline preferences of a member — the same on the
// real server and the mock.
import { expect } from 'vitest';
import { defineContract } from './contractServer';
import { joinAs } from './documents';

const REQUEST = /* GraphQL */ `
  mutation ContractRequestSignUpCode($input: RequestSignUpCodeInput!) {
    requestSignUpCode(input: $input) {
      __typename
      ... on RequestSignUpCodePayload {
        authCodeId
        email
        expiresAt
        resendAvailableAt
      }
      ... on AuthenticationCodeError {
        authenticationCodeProblem
        retryAfterSeconds
      }
      ... on InvalidInputError {
        field
        reason
      }
      ... on Error {
        message
      }
    }
  }
`;

const CONFIRM = /* GraphQL */ `
  mutation ContractConfirmSignUpCode($input: ConfirmSignUpCodeInput!) {
    confirmSignUpCode(input: $input) {
      __typename
      ... on AuthenticationCodeError {
        authenticationCodeProblem
        attemptsLeft
      }
      ... on Error {
        message
      }
    }
  }
`;

const VERIFY = /* GraphQL */ `
  mutation ContractVerifySignUpEmail($input: VerifySignUpEmailInput!) {
    verifySignUpEmail(input: $input) {
      __typename
    }
  }
`;

const PREFERENCES = /* GraphQL */ `
  query ContractTimelinePreferences {
    viewer {
      timelinePreferences {
        showOfficialPosts
        showFollowedPosts
        showOwnPosts
        showTopicPosts
      }
    }
  }
`;

const SET_PREFERENCES = /* GraphQL */ `
  mutation ContractSetTimelinePreferences($input: SetTimelinePreferencesInput!) {
    setTimelinePreferences(input: $input) {
      __typename
      ... on SetTimelinePreferencesPayload {
        viewer {
          timelinePreferences {
            showOfficialPosts
            showFollowedPosts
            showOwnPosts
            showTopicPosts
          }
        }
      }
    }
  }
`;

export default defineContract('onboarding', [
  {
    name: 'mails a sign-up code, refuses a wrong one and holds a new one back',
    async run(server) {
      const sent = await server.call(
        REQUEST,
        { input: { clientMutationId: 'code-1', email: 'Contract.Fan@Example.com' } },
        { language: 'en' },
      );
      const payload = sent.data?.requestSignUpCode;
      expect(payload).toMatchObject({
        __typename: 'RequestSignUpCodePayload',
        email: 'contract.fan@example.com',
      });
      expect(Date.parse(payload.resendAvailableAt)).toBeGreaterThan(Date.now());
      expect(Date.parse(payload.expiresAt)).toBeGreaterThan(Date.parse(payload.resendAvailableAt));

      const wrong = await server.call(
        CONFIRM,
        { input: { clientMutationId: 'confirm-1', authCodeId: payload.authCodeId, code: 'abc' } },
        { language: 'en' },
      );
      expect(wrong.data?.confirmSignUpCode).toEqual({
        __typename: 'AuthenticationCodeError',
        authenticationCodeProblem: 'WRONG',
        attemptsLeft: 4,
        message: 'That code is not correct. You can try 4 more times.',
      });

      const again = await server.call(
        REQUEST,
        {
          input: {
            clientMutationId: 'code-2',
            email: 'contract.fan@example.com',
            authCodeId: payload.authCodeId,
          },
        },
        { language: 'en' },
      );
      expect(again.data?.requestSignUpCode).toMatchObject({
        __typename: 'AuthenticationCodeError',
        authenticationCodeProblem: 'RESEND_COOLDOWN',
      });
      expect(again.data?.requestSignUpCode.retryAfterSeconds).toBeGreaterThan(0);
    },
  },
  {
    name: 'refuses a malformed address and a visitor’s verification',
    async run(server) {
      const bad = await server.call(
        REQUEST,
        { input: { clientMutationId: 'code-bad', email: 'not-an-address' } },
        { language: 'en' },
      );
      expect(bad.data?.requestSignUpCode).toMatchObject({
        __typename: 'InvalidInputError',
        field: 'email',
        reason: 'INVALID_FORMAT',
      });
      const visitor = await server.call(VERIFY, {
        input: { clientMutationId: 'verify-1', authCodeId: 'U2lnblVwQ29kZTox' },
      });
      expect(visitor.data?.verifySignUpEmail.__typename).toBe('ShouldBeLoggedInOrSignedUpError');
    },
  },
  {
    name: 'keeps a member’s timeline preferences and none for a visitor',
    async run(server) {
      await joinAs(server, 'contract-timeline');
      const initial = await server.call(PREFERENCES, {}, { as: 'contract-timeline' });
      expect(initial.data?.viewer.timelinePreferences).toEqual({
        showOfficialPosts: true,
        showFollowedPosts: true,
        showOwnPosts: true,
        showTopicPosts: true,
      });
      const chosen = {
        showOfficialPosts: false,
        showFollowedPosts: true,
        showOwnPosts: true,
        showTopicPosts: false,
      };
      const saved = await server.call(
        SET_PREFERENCES,
        { input: { clientMutationId: 'timeline-1', ...chosen } },
        { as: 'contract-timeline' },
      );
      expect(saved.data?.setTimelinePreferences).toEqual({
        __typename: 'SetTimelinePreferencesPayload',
        viewer: { timelinePreferences: chosen },
      });
      expect((await server.call(PREFERENCES)).data?.viewer.timelinePreferences).toBeNull();
    },
  },
]);
