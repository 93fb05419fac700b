// Signing up with a mailed confirmation code: the code is mailed (hashed in the table,
// never stored in clear), a wrong code counts against five tries, an expired code or too
// many tries need a new code, a new code waits out the cooldown, a retry returns the first
// answer without a second mail, the confirmed code is tied once to the account created with
// its address, another garden never sees the code, and rate limits bound the codes mailed
// to one address and the codes one client asks for and checks.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantScope } from '../db/tenantScope';
import { tableCounts } from '../testing/tableCounts';
import { testBackends } from '../testing/testDatabase';
import { createTestGarden, type TestGarden } from '../testing/testGarden';
import { SIGN_UP_CODE_MAX_ATTEMPTS } from './signUpCodes';
import { signUpCodes } from './tables';

const REQUEST = `mutation($input: RequestSignUpCodeInput!) { requestSignUpCode(input: $input) {
  __typename
  ... on RequestSignUpCodePayload { authCodeId email expiresAt resendAvailableAt }
  ... on AuthenticationCodeError { problem: authenticationCodeProblem retryAfterSeconds }
  ... on InvalidInputError { field reason }
  ... on Error { message }
} }`;
const CONFIRM = `mutation($input: ConfirmSignUpCodeInput!) { confirmSignUpCode(input: $input) {
  __typename
  ... on ConfirmSignUpCodePayload { authCodeId email }
  ... on AuthenticationCodeError { problem: authenticationCodeProblem attemptsLeft }
  ... on InvalidInputError { field reason }
  ... on Error { message }
} }`;
const VERIFY = `mutation($input: VerifySignUpEmailInput!) { verifySignUpEmail(input: $input) {
  __typename
  ... on VerifySignUpEmailPayload { email }
  ... on AuthenticationCodeError { problem: authenticationCodeProblem }
  ... on Error { message }
} }`;

const sentAtOf = (name: string) => Number(/-(\d+)@/.exec(name)?.[1] ?? 0);

/** A mail's text: base64 or quoted-printable bodies decoded (Japanese mails are encoded). */
function decodedBody(raw: string): string {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  if (/Content-Transfer-Encoding: base64/i.test(head))
    return Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8');
  if (/Content-Transfer-Encoding: quoted-printable/i.test(head)) {
    const soft = body.replace(/=\r?\n/g, '');
    const bytes: number[] = [];
    for (let i = 0; i < soft.length; i += 1) {
      const hex = soft[i] === '=' ? /^[0-9A-F]{2}$/i.exec(soft.slice(i + 1, i + 3)) : null;
      if (hex) {
        bytes.push(parseInt(hex[0], 16));
        i += 2;
      } else bytes.push(soft.charCodeAt(i));
    }
    return Buffer.from(bytes).toString('utf8');
  }
  return body;
}

describe.each(testBackends)('sign-up confirmation codes (%s)', (backend) => {
  let garden: TestGarden;
  let folder: string;
  let counter = 0;
  const id = () => `code-${(counter += 1)}`;
  const demo = () => tenantScope(garden.database.db, 'demo');
  const request = (
    email: string,
    options: { authCodeId?: string; cmid?: string; tenant?: string; language?: 'ja' | 'en' } = {},
  ) =>
    garden.call(
      REQUEST,
      {
        input: {
          clientMutationId: options.cmid ?? id(),
          email,
          authCodeId: options.authCodeId ?? null,
        },
      },
      { language: options.language ?? 'en', tenant: options.tenant },
    );
  const confirm = (
    authCodeId: string,
    code: string,
    options: { tenant?: string; cmid?: string } = {},
  ) =>
    garden.call(
      CONFIRM,
      { input: { clientMutationId: options.cmid ?? id(), authCodeId, code } },
      { language: 'en', tenant: options.tenant },
    );
  /** The mails written to an address, oldest first, each body decoded. */
  const mailsTo = (email: string) =>
    readdirSync(folder)
      .map((name) => ({ name, raw: readFileSync(path.join(folder, name), 'utf8') }))
      .filter((mail) => mail.raw.includes(`To: ${email}`))
      .sort((a, b) => sentAtOf(a.name) - sentAtOf(b.name))
      .map((mail) => decodedBody(mail.raw));
  /** The newest code mailed to an address. */
  const codeMailedTo = (email: string) => {
    const code = /\b(\d{6})\b/.exec(mailsTo(email).at(-1) ?? '')?.[1];
    if (!code) throw new Error(`No code was mailed to ${email}`);
    return code;
  };
  const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');
  /** Moves the code's send time back, as if the cooldown (or the lifetime) had passed. */
  const age = (authCodeId: string, seconds: number, expired = false) => {
    const rowId = Number(Buffer.from(authCodeId, 'base64').toString('utf8').split(':')[1]);
    const past = new Date(Date.now() - seconds * 1000);
    return demo().update(
      signUpCodes,
      expired ? { sentAt: past, expiresAt: new Date(Date.now() - 1000) } : { sentAt: past },
      eq(signUpCodes.id, rowId),
    );
  };

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'sign-up-mail-'));
    process.env.GARDEN_MAIL_DIR = folder;
    garden = await createTestGarden(backend);
  });
  afterAll(async () => {
    delete process.env.GARDEN_MAIL_DIR;
    await garden?.close();
  });

  it('mails a 6-digit code, stores only its hash, and confirms it', async () => {
    const sent = await request('New.Fan@Example.com', { language: 'ja' });
    expect(sent.data.requestSignUpCode).toMatchObject({
      __typename: 'RequestSignUpCodePayload',
      email: 'new.fan@example.com',
    });
    const { authCodeId, expiresAt, resendAvailableAt } = sent.data.requestSignUpCode;
    expect(new Date(expiresAt).getTime() - Date.now()).toBeGreaterThan(9 * 60 * 1000);
    expect(new Date(resendAvailableAt).getTime()).toBeGreaterThan(Date.now());
    const mails = mailsTo('new.fan@example.com');
    expect(mails).toHaveLength(1);
    const code = codeMailedTo('new.fan@example.com');
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await demo().select(signUpCodes, eq(signUpCodes.email, 'new.fan@example.com'));
    expect(row?.codeHash).not.toContain(code);
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);

    const confirmed = await confirm(authCodeId, code);
    expect(confirmed.data.confirmSignUpCode).toEqual({
      __typename: 'ConfirmSignUpCodePayload',
      authCodeId,
      email: 'new.fan@example.com',
    });
  });

  it('counts wrong codes and refuses the right one after five wrong tries', async () => {
    const sent = await request('wrong@example.com');
    const { authCodeId } = sent.data.requestSignUpCode;
    const code = codeMailedTo('wrong@example.com');
    const first = await confirm(authCodeId, wrongCode(code));
    expect(first.data.confirmSignUpCode).toMatchObject({
      __typename: 'AuthenticationCodeError',
      problem: 'WRONG',
      attemptsLeft: SIGN_UP_CODE_MAX_ATTEMPTS - 1,
      message: 'That code is not correct. You can try 4 more times.',
    });
    for (let attempt = 2; attempt < SIGN_UP_CODE_MAX_ATTEMPTS; attempt += 1)
      await confirm(authCodeId, wrongCode(code));
    const last = await confirm(authCodeId, wrongCode(code));
    expect(last.data.confirmSignUpCode.problem).toBe('TOO_MANY_ATTEMPTS');
    const right = await confirm(authCodeId, code);
    expect(right.data.confirmSignUpCode).toMatchObject({
      __typename: 'AuthenticationCodeError',
      problem: 'TOO_MANY_ATTEMPTS',
    });

    // A new code (after the cooldown) starts the count again.
    await age(authCodeId, 61);
    const resent = await request('wrong@example.com', { authCodeId });
    expect(resent.data.requestSignUpCode.authCodeId).toBe(authCodeId);
    const fresh = codeMailedTo('wrong@example.com');
    expect((await confirm(authCodeId, fresh)).data.confirmSignUpCode.__typename).toBe(
      'ConfirmSignUpCodePayload',
    );
  });

  it('refuses an expired code, in Japanese too', async () => {
    const sent = await request('late@example.com');
    const { authCodeId } = sent.data.requestSignUpCode;
    const code = codeMailedTo('late@example.com');
    await age(authCodeId, 11 * 60, true);
    expect((await confirm(authCodeId, code)).data.confirmSignUpCode.problem).toBe('EXPIRED');
    const ja = await garden.call(
      CONFIRM,
      { input: { clientMutationId: id(), authCodeId, code } },
      { language: 'ja' },
    );
    expect(ja.data.confirmSignUpCode.message).toBe(
      '認証コードの有効期限が切れました。新しいコードを送信してください。',
    );
  });

  it('holds a new code back until the cooldown is over', async () => {
    const sent = await request('eager@example.com');
    const { authCodeId } = sent.data.requestSignUpCode;
    const before = await tableCounts(garden.database.db);
    const soon = await request('eager@example.com', { authCodeId });
    expect(soon.data.requestSignUpCode).toMatchObject({
      __typename: 'AuthenticationCodeError',
      problem: 'RESEND_COOLDOWN',
    });
    expect(soon.data.requestSignUpCode.retryAfterSeconds).toBeGreaterThan(50);
    expect(await tableCounts(garden.database.db)).toEqual(before);
    expect(mailsTo('eager@example.com')).toHaveLength(1);

    await age(authCodeId, 61);
    const later = await request('eager@example.com', { authCodeId });
    expect(later.data.requestSignUpCode.__typename).toBe('RequestSignUpCodePayload');
    expect(mailsTo('eager@example.com')).toHaveLength(2);
  });

  it('answers a retry with the first result and mails once', async () => {
    const first = await request('retry@example.com', { cmid: 'same-request' });
    const again = await request('retry@example.com', { cmid: 'same-request' });
    expect(again.data).toEqual(first.data);
    expect(mailsTo('retry@example.com')).toHaveLength(1);
    const code = codeMailedTo('retry@example.com');
    const authCodeId = first.data.requestSignUpCode.authCodeId as string;
    const confirmed = await confirm(authCodeId, code, { cmid: 'same-confirm' });
    const twice = await confirm(authCodeId, code, { cmid: 'same-confirm' });
    expect(twice.data).toEqual(confirmed.data);
  });

  it('refuses a malformed e-mail address or code id', async () => {
    const bad = await request('not-an-address');
    expect(bad.data.requestSignUpCode).toMatchObject({
      __typename: 'InvalidInputError',
      field: 'email',
      reason: 'INVALID_FORMAT',
    });
    const badId = await confirm('nonsense', '123456');
    expect(badId.data.confirmSignUpCode).toMatchObject({
      __typename: 'InvalidInputError',
      field: 'authCodeId',
    });
  });

  it('ties the confirmed code to the account created with its address, once', async () => {
    // The stand-in's token for uid "joiner" carries joiner@example.com.
    const sent = await request('joiner@example.com');
    const { authCodeId } = sent.data.requestSignUpCode;
    const verify = (as: string) =>
      garden.call(
        VERIFY,
        { input: { clientMutationId: id(), authCodeId } },
        { as, language: 'en' },
      );
    expect((await verify('joiner')).data.verifySignUpEmail.problem).toBe('NOT_CONFIRMED');
    await confirm(authCodeId, codeMailedTo('joiner@example.com'));
    expect((await verify('someone-else')).data.verifySignUpEmail.problem).toBe('NOT_CONFIRMED');
    expect(garden.auth.emailVerified('joiner')).toBe(false);
    expect((await verify('joiner')).data.verifySignUpEmail).toEqual({
      __typename: 'VerifySignUpEmailPayload',
      email: 'joiner@example.com',
    });
    expect(garden.auth.emailVerified('joiner')).toBe(true);
    const visitor = await garden.call(VERIFY, { input: { clientMutationId: id(), authCodeId } });
    expect(visitor.data.verifySignUpEmail.__typename).toBe('ShouldBeLoggedInOrSignedUpError');
  });

  it('never reaches another garden’s code', async () => {
    const sent = await request('tenant@example.com');
    const { authCodeId } = sent.data.requestSignUpCode;
    const code = codeMailedTo('tenant@example.com');
    const elsewhere = await confirm(authCodeId, code, { tenant: 'other' });
    expect(elsewhere.data.confirmSignUpCode.problem).toBe('NOT_CONFIRMED');
    const resend = await request('tenant@example.com', { authCodeId, tenant: 'other' });
    expect(resend.data.requestSignUpCode.problem).toBe('NOT_CONFIRMED');
    expect((await confirm(authCodeId, code)).data.confirmSignUpCode.__typename).toBe(
      'ConfirmSignUpCodePayload',
    );
  });

  describe('under the rate limits', () => {
    let limited: TestGarden;
    const ask = (email: string, language: 'ja' | 'en' = 'en') =>
      limited.call(
        REQUEST,
        { input: { clientMutationId: id(), email, authCodeId: null } },
        { language },
      );
    beforeAll(async () => {
      limited = await createTestGarden(backend, {
        database: garden.database,
        seed: false,
        rateLimits: {
          signedOutMutationsPerAddress: { points: 10_000, duration: 10 },
          signUpCodesPerEmail: { points: 2, duration: 3600 },
          signUpCodesPerAddress: { points: 5, duration: 3600 },
          signUpCodeChecksPerAddress: { points: 3, duration: 3600 },
        },
      });
    });
    afterAll(() => limited?.close());

    it('counts a retried request (same clientMutationId) once', async () => {
      const input = { clientMutationId: id(), email: 'retried@example.com', authCodeId: null };
      const first = await limited.call(REQUEST, { input }, { language: 'en' });
      const retry = await limited.call(REQUEST, { input }, { language: 'en' });
      expect(retry.data.requestSignUpCode).toEqual(first.data.requestSignUpCode);
      expect(first.data.requestSignUpCode.__typename).toBe('RequestSignUpCodePayload');
      expect(mailsTo('retried@example.com')).toHaveLength(1);
      // The address's second code is still there to ask for (its limit is two).
      expect((await ask('retried@example.com')).data.requestSignUpCode.__typename).toBe(
        'RequestSignUpCodePayload',
      );
    });

    it('mails one address only so many codes, and one client asks for only so many', async () => {
      const answers = [];
      for (let index = 0; index < 3; index += 1) answers.push(await ask('bombed@example.com'));
      expect(answers.map((answer) => answer.data.requestSignUpCode.__typename)).toEqual([
        'RequestSignUpCodePayload',
        'RequestSignUpCodePayload',
        'RateLimitedError',
      ]);
      expect(mailsTo('bombed@example.com')).toHaveLength(2);
      // The client's fifth code (two went to the retry test above; the refused one did not
      // count) and then no more.
      expect((await ask('other-1@example.com')).data.requestSignUpCode.__typename).toBe(
        'RequestSignUpCodePayload',
      );
      const over = await ask('other-2@example.com', 'ja');
      expect(over.data.requestSignUpCode).toMatchObject({ __typename: 'RateLimitedError' });
      expect(over.data.requestSignUpCode.message).toContain('操作が多すぎます');
      expect(mailsTo('other-2@example.com')).toHaveLength(0);
    });

    it('bounds the codes one client checks, across codes', async () => {
      const sent = await request('checked@example.com');
      const { authCodeId } = sent.data.requestSignUpCode;
      const code = codeMailedTo('checked@example.com');
      const check = (value: string) =>
        limited.call(
          CONFIRM,
          { input: { clientMutationId: id(), authCodeId, code: value } },
          { language: 'en' },
        );
      for (let index = 0; index < 3; index += 1)
        expect((await check(wrongCode(code))).data.confirmSignUpCode.problem).toBe('WRONG');
      // The right code, but the client has used its checks: refused, and nothing counted.
      const before = await demo().select(signUpCodes, eq(signUpCodes.email, 'checked@example.com'));
      expect((await check(code)).data.confirmSignUpCode.__typename).toBe('RateLimitedError');
      const after = await demo().select(signUpCodes, eq(signUpCodes.email, 'checked@example.com'));
      expect(after).toEqual(before);
      expect(after[0]?.confirmedAt).toBeNull();
    });
  });
});
