// Confirmation codes for signing up with an e-mail address (schema/onboarding.graphql):
// requestSignUpCode mails 6 digits (stored only as a hash, expiring after 10 minutes; a new
// code in place of the old one at most once a minute), confirmSignUpCode checks them (5
// wrong tries per code; rate limits bound the codes mailed to an address and the codes
// asked for and checked from one client), and verifySignUpEmail ties the confirmed address to the account
// created with it. The mail goes out after the commit, through the garden's mail transport.
import { createHash, randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { isEmailAddress, MAX_EMAIL_LENGTH } from '../../common/emailAddress';
import type { AuthenticationCodeProblem, Resolvers } from '../__generated__/resolvers-types';
import { runIdempotently } from '../db/idempotency';
import { encodeGlobalId, fromGlobalId } from '../graphql/globalId';
import type { Translate } from '../graphql/translate';
import {
  clientMutationIdReused,
  invalidInput,
  rateLimited,
  type RateLimitedResult,
  resolveResultType,
  shouldBeLoggedInOrSignedUp,
} from '../graphql/typedErrors';
import { serverLogger } from '../logging/logger';
import { mailWords } from '../store/mail/orderMail';
import { mailTransport } from '../store/mail/mailTransport';
import { signUpCodes, type SignUpCodeRow } from './tables';

const log = serverLogger.child({ component: 'onboarding' });

export const SIGN_UP_CODE_LIFETIME_MS = 10 * 60 * 1000;
export const SIGN_UP_CODE_RESEND_MS = 60 * 1000;
export const SIGN_UP_CODE_MAX_ATTEMPTS = 5;
/** How long after confirming the account may be created with the address. */
export const SIGN_UP_CONFIRMED_LIFETIME_MS = 60 * 60 * 1000;

export interface AuthenticationCodeResult {
  __typename: 'AuthenticationCodeError';
  message: string;
  authenticationCodeProblem: AuthenticationCodeProblem;
  attemptsLeft: number | null;
  retryAfterSeconds: number | null;
}

export function authenticationCodeError(
  t: Translate,
  problem: AuthenticationCodeProblem,
  extra: { attemptsLeft?: number; retryAfterSeconds?: number } = {},
): AuthenticationCodeResult {
  return {
    __typename: 'AuthenticationCodeError',
    message: t(`errors.authenticationCode.${problem}`, {
      attemptsLeft: extra.attemptsLeft ?? 0,
      seconds: extra.retryAfterSeconds ?? 0,
    }),
    authenticationCodeProblem: problem,
    attemptsLeft: extra.attemptsLeft ?? null,
    retryAfterSeconds: extra.retryAfterSeconds ?? null,
  };
}

function hashCode(rowId: number, code: string): string {
  return createHash('sha256').update(`${rowId}:${code}`).digest('hex');
}

function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

const authCodeIdOf = (row: { id: number }) => encodeGlobalId('SignUpCode', row.id);

function rowIdOf(authCodeId: string): number | null {
  const decoded = fromGlobalId(authCodeId);
  return decoded?.type === 'SignUpCode' ? decoded.dbId : null;
}

function payloadOf(clientMutationId: string, row: SignUpCodeRow) {
  return {
    __typename: 'RequestSignUpCodePayload' as const,
    clientMutationId,
    authCodeId: authCodeIdOf(row),
    email: row.email,
    expiresAt: new Date(row.expiresAt.getTime()),
    resendAvailableAt: new Date(row.sentAt.getTime() + SIGN_UP_CODE_RESEND_MS),
  };
}

async function sendCodeMail(row: SignUpCodeRow, code: string, language: 'ja' | 'en') {
  const say = mailWords(language);
  await mailTransport().send({
    to: row.email,
    subject: say('mail.signUpCode.subject', { code }),
    text: say('mail.signUpCode.body', { code, minutes: SIGN_UP_CODE_LIFETIME_MS / 60_000 }),
    messageId: `<sign-up-code-${row.id}-${row.sentAt.getTime()}@garden.test>`,
  });
}

export const signUpCodeResolvers: Resolvers = {
  Mutation: {
    requestSignUpCode: async (_parent, { input }, context) => {
      const { t, db } = context;
      const email = input.email.trim().toLowerCase();
      if (!email) return invalidInput(t, 'email', 'REQUIRED', 1);
      if (email.length > MAX_EMAIL_LENGTH)
        return invalidInput(t, 'email', 'TOO_LONG', MAX_EMAIL_LENGTH);
      if (!isEmailAddress(email)) return invalidInput(t, 'email', 'INVALID_FORMAT');
      const previousId = input.authCodeId ? rowIdOf(input.authCodeId) : null;
      if (input.authCodeId && previousId === null)
        return invalidInput(t, 'authCodeId', 'INVALID_FORMAT');
      let code = '';
      const result = await runIdempotently<AuthenticationCodeResult | RateLimitedResult>(
        db,
        {
          actor: `sign-up:${email}`,
          mutation: 'requestSignUpCode',
          clientMutationId: input.clientMutationId,
          input: { email, authCodeId: input.authCodeId ?? null },
        },
        async (tx) => {
          // Mails to one address, and codes from one client, are few (no mail bombing). Counted
          // here, once the receipt is new: a retried request (same clientMutationId) is free.
          const wait =
            (await context.rateLimit('signUpCodesPerEmail', `${context.tenantId}:${email}`)) ??
            (await context.rateLimit(
              'signUpCodesPerAddress',
              `${context.tenantId}:${context.clientAddress}`,
            ));
          if (wait !== null) return { done: false, refusal: rateLimited(t, wait) };
          const now = new Date();
          code = newCode();
          if (previousId !== null) {
            const [previous] = await tx.select(
              signUpCodes,
              and(eq(signUpCodes.id, previousId), eq(signUpCodes.email, email)),
            );
            if (!previous || previous.confirmedAt)
              return { done: false, refusal: authenticationCodeError(t, 'NOT_CONFIRMED') };
            const wait = previous.sentAt.getTime() + SIGN_UP_CODE_RESEND_MS - now.getTime();
            if (wait > 0) {
              return {
                done: false,
                refusal: authenticationCodeError(t, 'RESEND_COOLDOWN', {
                  retryAfterSeconds: Math.ceil(wait / 1000),
                }),
              };
            }
            await tx.update(
              signUpCodes,
              {
                codeHash: hashCode(previous.id, code),
                sentAt: now,
                expiresAt: new Date(now.getTime() + SIGN_UP_CODE_LIFETIME_MS),
                attempts: 0,
              },
              eq(signUpCodes.id, previous.id),
            );
            return { done: true, resultRef: String(previous.id) };
          }
          const [row] = await tx
            .insert(signUpCodes, {
              email,
              codeHash: 'pending',
              sentAt: now,
              expiresAt: new Date(now.getTime() + SIGN_UP_CODE_LIFETIME_MS),
            })
            .returning();
          if (!row) throw new Error('The sign-up code was not stored');
          await tx.update(
            signUpCodes,
            { codeHash: hashCode(row.id, code) },
            eq(signUpCodes.id, row.id),
          );
          return { done: true, resultRef: String(row.id) };
        },
      );
      if ('reused' in result) return clientMutationIdReused(t);
      if ('refusal' in result) return result.refusal;
      const [row] = await db.select(signUpCodes, eq(signUpCodes.id, Number(result.resultRef)));
      if (!row) throw new Error('The sign-up code could not be read back');
      // A retry returns the first result without mailing the code again.
      if (!result.replayed) await sendCodeMail(row, code, context.language);
      return payloadOf(input.clientMutationId, row);
    },

    confirmSignUpCode: async (_parent, { input }, context) => {
      const { t, db } = context;
      const rowId = rowIdOf(input.authCodeId);
      if (rowId === null) return invalidInput(t, 'authCodeId', 'INVALID_FORMAT');
      const code = input.code.replace(/\s/g, '');
      if (!code) return invalidInput(t, 'code', 'REQUIRED', 1);
      // Five tries per code; this bounds the tries over many codes from one client.
      const wait = await context.rateLimit(
        'signUpCodeChecksPerAddress',
        `${context.tenantId}:${context.clientAddress}`,
      );
      if (wait !== null) return rateLimited(t, wait);
      const actor = `sign-up-code:${rowId}`;
      const receipt = {
        actor,
        mutation: 'confirmSignUpCode',
        clientMutationId: input.clientMutationId,
      };
      const [row] = await db.select(signUpCodes, eq(signUpCodes.id, rowId));
      if (!row) return authenticationCodeError(t, 'NOT_CONFIRMED');
      const confirmed = () => ({
        __typename: 'ConfirmSignUpCodePayload' as const,
        clientMutationId: input.clientMutationId,
        authCodeId: authCodeIdOf(row),
        email: row.email,
      });
      // Confirmed already: a retry (same code) gets the same answer; nothing else passes.
      if (row.confirmedAt) {
        return hashCode(row.id, code) === row.codeHash
          ? confirmed()
          : authenticationCodeError(t, 'NOT_CONFIRMED');
      }
      if (row.attempts >= SIGN_UP_CODE_MAX_ATTEMPTS)
        return authenticationCodeError(t, 'TOO_MANY_ATTEMPTS');
      if (row.expiresAt.getTime() <= Date.now()) return authenticationCodeError(t, 'EXPIRED');
      if (!/^\d{6}$/.test(code) || hashCode(row.id, code) !== row.codeHash) {
        // The wrong try is counted for good (no receipt: it is not a result to replay).
        const [counted] = await db
          .update(
            signUpCodes,
            { attempts: row.attempts + 1 },
            and(eq(signUpCodes.id, row.id), eq(signUpCodes.attempts, row.attempts)),
          )
          .returning({ attempts: signUpCodes.attempts });
        const attempts = counted?.attempts ?? SIGN_UP_CODE_MAX_ATTEMPTS;
        const attemptsLeft = Math.max(0, SIGN_UP_CODE_MAX_ATTEMPTS - attempts);
        return attemptsLeft === 0
          ? authenticationCodeError(t, 'TOO_MANY_ATTEMPTS')
          : authenticationCodeError(t, 'WRONG', { attemptsLeft });
      }
      const result = await runIdempotently<AuthenticationCodeResult>(
        db,
        { ...receipt, input: { authCodeId: input.authCodeId, code } },
        async (tx) => {
          const [done] = await tx
            .update(
              signUpCodes,
              { confirmedAt: new Date() },
              and(eq(signUpCodes.id, row.id), eq(signUpCodes.codeHash, row.codeHash)),
            )
            .returning({ id: signUpCodes.id });
          if (!done) return { done: false, refusal: authenticationCodeError(t, 'NOT_CONFIRMED') };
          return { done: true, resultRef: String(row.id) };
        },
      );
      if ('reused' in result) return clientMutationIdReused(t);
      if ('refusal' in result) return result.refusal;
      return confirmed();
    },

    verifySignUpEmail: async (_parent, { input }, context) => {
      const { t, db, identity } = context;
      if (!identity) return shouldBeLoggedInOrSignedUp(t);
      const rowId = rowIdOf(input.authCodeId);
      if (rowId === null) return invalidInput(t, 'authCodeId', 'INVALID_FORMAT');
      const email = identity.email?.trim().toLowerCase() ?? '';
      const result = await runIdempotently<AuthenticationCodeResult>(
        db,
        {
          actor: identity.uid,
          mutation: 'verifySignUpEmail',
          clientMutationId: input.clientMutationId,
          input: { authCodeId: input.authCodeId },
        },
        async (tx) => {
          const [row] = await tx.select(signUpCodes, eq(signUpCodes.id, rowId));
          const fresh =
            row?.confirmedAt &&
            row.confirmedAt.getTime() + SIGN_UP_CONFIRMED_LIFETIME_MS > Date.now();
          const usable =
            row &&
            fresh &&
            row.email === email &&
            (row.verifiedUid ?? identity.uid) === identity.uid;
          if (!usable) return { done: false, refusal: authenticationCodeError(t, 'NOT_CONFIRMED') };
          await tx.update(signUpCodes, { verifiedUid: identity.uid }, eq(signUpCodes.id, row.id));
          return { done: true, resultRef: row.email };
        },
      );
      if ('reused' in result) return clientMutationIdReused(t);
      if ('refusal' in result) return result.refusal;
      // Firebase learns it too (email_verified in the fan's next tokens, for partner apps);
      // the garden's own record above is what counts, so a failure here is only logged.
      await context
        .markSignInEmailVerified(identity.uid)
        .catch((error: unknown) =>
          log.warn({ err: error }, 'could not mark the sign-in account’s e-mail verified'),
        );
      return {
        __typename: 'VerifySignUpEmailPayload',
        clientMutationId: input.clientMutationId,
        email: result.resultRef,
      };
    },
  },
  RequestSignUpCodeResult: { __resolveType: resolveResultType },
  ConfirmSignUpCodeResult: { __resolveType: resolveResultType },
  VerifySignUpEmailResult: { __resolveType: resolveResultType },
};
