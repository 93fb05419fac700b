// The mock of the onboarding feature (server/onboarding): a 6-digit code per e-mail sign-up,
// "mailed" as an .eml file into <MOCK_DATA_DIR>/mail as the real server's folder transport
// does, five wrong tries, a one-minute cooldown for a new code, and the confirmed code tied
// to the account created with its address. The shapes and refusals are the server's
// (tests/contract/onboarding.contract.ts).
import { randomInt } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { errorMessage, type ErrorMessageKey } from './errorMessages';
import {
  buildInvalidInputError,
  mockDateTime,
  mockGlobalId,
  payloadBuilders,
  shouldSignUp,
} from './gardenBuilders';
import type { MockLocale } from './gardenContent';
import type { MockContext } from './mockContext';
import type { MockFeature } from './mockFeature';

const LIFETIME_MS = 10 * 60 * 1000;
const RESEND_MS = 60 * 1000;
const MAX_ATTEMPTS = 5;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface MockCode {
  email: string;
  code: string;
  sentAt: number;
  attempts: number;
  confirmed: boolean;
}

function mailCode(entry: MockCode, id: number) {
  const folder = path.resolve(process.env.MOCK_DATA_DIR ?? '.data/mock', 'mail');
  mkdirSync(folder, { recursive: true });
  const text = [
    `To: ${entry.email}`,
    `Subject: Your confirmation code: ${entry.code}`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    `Confirmation code: ${entry.code}`,
  ].join('\r\n');
  writeFileSync(path.join(folder, `_sign-up-code-${id}-${entry.sentAt}@mock.test_.eml`), text);
}

const onboardingResolvers: MockFeature['resolvers'] = () => {
  const codes = new Map<string, MockCode>();
  let counter = 0;
  const codeError = (
    language: MockLocale,
    problem: string,
    extra: { attemptsLeft?: number; retryAfterSeconds?: number } = {},
  ) => ({
    __typename: 'AuthenticationCodeError',
    message: errorMessage(language, `errors.authenticationCode.${problem}` as ErrorMessageKey, {
      attemptsLeft: extra.attemptsLeft ?? 0,
      seconds: extra.retryAfterSeconds ?? 0,
    }),
    authenticationCodeProblem: problem,
    attemptsLeft: extra.attemptsLeft ?? null,
    retryAfterSeconds: extra.retryAfterSeconds ?? null,
  });
  type Input<T> = { input: T & { clientMutationId: string } };

  return {
    Mutation: {
      requestSignUpCode: (
        _root: unknown,
        { input }: Input<{ email: string; authCodeId?: string | null }>,
        context: MockContext,
      ) => {
        const email = input.email.trim().toLowerCase();
        if (!EMAIL_PATTERN.test(email))
          return {
            __typename: 'InvalidInputError',
            ...buildInvalidInputError(context.language, 'body', 'REQUIRED'),
            field: 'email',
            reason: email ? 'INVALID_FORMAT' : 'REQUIRED',
          };
        const now = Date.now();
        let id = input.authCodeId ?? null;
        const previous = id ? codes.get(id) : undefined;
        if (id && (!previous || previous.email !== email || previous.confirmed))
          return codeError(context.language, 'NOT_CONFIRMED');
        if (previous && previous.sentAt + RESEND_MS > now)
          return codeError(context.language, 'RESEND_COOLDOWN', {
            retryAfterSeconds: Math.ceil((previous.sentAt + RESEND_MS - now) / 1000),
          });
        id ??= mockGlobalId('SignUpCode', (counter += 1));
        const entry: MockCode = {
          email,
          code: String(randomInt(0, 1_000_000)).padStart(6, '0'),
          sentAt: now,
          attempts: 0,
          confirmed: false,
        };
        codes.set(id, entry);
        mailCode(entry, counter);
        return {
          __typename: 'RequestSignUpCodePayload',
          clientMutationId: input.clientMutationId,
          authCodeId: id,
          email,
          expiresAt: new Date(now + LIFETIME_MS).toISOString(),
          resendAvailableAt: new Date(now + RESEND_MS).toISOString(),
        };
      },
      confirmSignUpCode: (
        _root: unknown,
        { input }: Input<{ authCodeId: string; code: string }>,
        context: MockContext,
      ) => {
        const entry = codes.get(input.authCodeId);
        const code = input.code.replace(/\s/g, '');
        if (!entry) return codeError(context.language, 'NOT_CONFIRMED');
        const confirmed = {
          __typename: 'ConfirmSignUpCodePayload',
          clientMutationId: input.clientMutationId,
          authCodeId: input.authCodeId,
          email: entry.email,
        };
        if (entry.confirmed)
          return code === entry.code ? confirmed : codeError(context.language, 'NOT_CONFIRMED');
        if (entry.attempts >= MAX_ATTEMPTS) return codeError(context.language, 'TOO_MANY_ATTEMPTS');
        if (entry.sentAt + LIFETIME_MS <= Date.now()) return codeError(context.language, 'EXPIRED');
        if (code !== entry.code) {
          entry.attempts += 1;
          const attemptsLeft = MAX_ATTEMPTS - entry.attempts;
          return attemptsLeft === 0
            ? codeError(context.language, 'TOO_MANY_ATTEMPTS')
            : codeError(context.language, 'WRONG', { attemptsLeft });
        }
        entry.confirmed = true;
        return confirmed;
      },
      verifySignUpEmail: (
        _root: unknown,
        { input }: Input<{ authCodeId: string }>,
        context: MockContext,
      ) => {
        if (!context.viewerUid) return shouldSignUp(context.language);
        const entry = codes.get(input.authCodeId);
        if (!entry?.confirmed) return codeError(context.language, 'NOT_CONFIRMED');
        return {
          __typename: 'VerifySignUpEmailPayload',
          clientMutationId: input.clientMutationId,
          email: entry.email,
        };
      },
    },
  };
};

export const onboardingMock: MockFeature = {
  builders: (locale) => ({
    AuthenticationCodeError: () => ({
      message: errorMessage(locale, 'errors.authenticationCode.WRONG', {
        attemptsLeft: MAX_ATTEMPTS - 1,
        seconds: 0,
      }),
      authenticationCodeProblem: 'WRONG',
      attemptsLeft: MAX_ATTEMPTS - 1,
      retryAfterSeconds: null,
    }),
    RequestSignUpCodePayload: (index) => ({
      clientMutationId: `mock-client-mutation-${index}`,
      authCodeId: mockGlobalId('SignUpCode', index),
      email: `fan${index}@example.com`,
      expiresAt: mockDateTime(-10),
      resendAvailableAt: mockDateTime(-1),
    }),
    ConfirmSignUpCodePayload: (index) => ({
      clientMutationId: `mock-client-mutation-${index}`,
      authCodeId: mockGlobalId('SignUpCode', index),
      email: `fan${index}@example.com`,
    }),
    VerifySignUpEmailPayload: (index) => ({
      clientMutationId: `mock-client-mutation-${index}`,
      email: `fan${index}@example.com`,
    }),
    // Everything on, as for a fan who never changed it.
    TimelinePreferences: () => ({
      showOfficialPosts: true,
      showFollowedPosts: true,
      showOwnPosts: true,
      showTopicPosts: true,
    }),
    ...payloadBuilders('SetTimelinePreferencesPayload'),
  }),
  resolvers: onboardingResolvers,
};
