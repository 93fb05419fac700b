// Hostile inputs to signing up with a mailed code, against the real server on a port
// (trusted documents only): e-mail addresses that are not one (header injection, huge,
// empty), code ids and codes that name nothing. No response ≥ 500, no stack trace, pings
// in time, nothing written and no mail sent; and one address cannot be mail-bombed.
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HOSTILE_TEXTS,
  appOperation,
  expectNoWrites,
  impossibleIdsOf,
  sendCleanly,
  startAbuseServer,
  type AbuseServer,
} from '../testing/abuse';
import { testBackends } from '../testing/testDatabase';

const HOSTILE_EMAILS = [
  ...HOSTILE_TEXTS,
  'fan@example.com\r\nBcc: everyone@example.com',
  'fan@example.com%0d%0aBcc:everyone@example.com'.replace('%0d%0a', '\n'),
  '"two words"@example.com',
  '@example.com',
  'fan@',
  'fan@@example.com',
  'fan@localhost',
  `${'a'.repeat(250)}@example.com`,
  '<script>@example.com',
];
const HOSTILE_IDS = [...HOSTILE_TEXTS, ...impossibleIdsOf('SignUpCode'), 'VXNlcjox'];
const HOSTILE_CODES = [...HOSTILE_TEXTS, '0'.repeat(10_000), '１２３４５６', '12345６', '-1'];

describe.each(testBackends)('hostile sign-up code inputs (%s)', (backend) => {
  let server: AbuseServer;
  let mailFolder: string;
  beforeAll(async () => {
    mailFolder = mkdtempSync(path.join(tmpdir(), 'abuse-sign-up-mail-'));
    process.env.GARDEN_MAIL_DIR = mailFolder;
    server = await startAbuseServer(backend);
  });
  afterAll(async () => {
    delete process.env.GARDEN_MAIL_DIR;
    await server?.close();
  });

  it('answers hostile addresses, code ids and codes cleanly, writing and mailing nothing', async () => {
    const member = `Bearer ${await server.auth.tokenFor('seed-fan-kuro')}`;
    const requests = [
      ...HOSTILE_EMAILS.map((email, index) =>
        appOperation(
          'useRequestSignUpCodeMutation',
          { input: { clientMutationId: `e-${index}`, email, authCodeId: null } },
          { label: `email #${index}` },
        ),
      ),
      // (An empty code id asks for a first code, which is no abuse: left out of resends.)
      ...HOSTILE_IDS.filter(Boolean).map((authCodeId, index) =>
        appOperation(
          'useRequestSignUpCodeMutation',
          { input: { clientMutationId: `r-${index}`, email: 'fan@example.com', authCodeId } },
          { label: `resend #${index}` },
        ),
      ),
      ...HOSTILE_IDS.flatMap((authCodeId, index) => [
        appOperation(
          'useConfirmSignUpCodeMutation',
          { input: { clientMutationId: `c-${index}`, authCodeId, code: '123456' } },
          { label: `confirm #${index}` },
        ),
        appOperation(
          'useVerifySignUpEmailMutation',
          { input: { clientMutationId: `v-${index}`, authCodeId } },
          { label: `verify #${index}`, authorization: member },
        ),
      ]),
      ...HOSTILE_CODES.map((code, index) =>
        appOperation(
          'useConfirmSignUpCodeMutation',
          {
            input: {
              clientMutationId: `k-${index}`,
              authCodeId: impossibleIdsOf('SignUpCode')[0],
              code,
            },
          },
          { label: `code #${index}` },
        ),
      ),
    ];
    const responses = await expectNoWrites(server, () => sendCleanly(server, requests));
    responses.forEach((response, index) => {
      expect(response.text, requests[index].label).not.toMatch(/SignUpCodePayload|EmailPayload/);
    });
    expect(readdirSync(mailFolder)).toEqual([]);
  }, 300_000);

  it('mails one address at most five codes an hour, however often it is asked', async () => {
    const requests = Array.from({ length: 20 }, (_, index) =>
      appOperation(
        'useRequestSignUpCodeMutation',
        { input: { clientMutationId: `bomb-${index}`, email: 'victim@example.com' } },
        { label: `bomb #${index}` },
      ),
    );
    const responses = await sendCleanly(server, requests);
    const sent = responses.filter((response) => response.text.includes('RequestSignUpCodePayload'));
    expect(sent).toHaveLength(5);
    expect(responses.filter((response) => response.text.includes('RateLimitedError'))).toHaveLength(
      15,
    );
    expect(readdirSync(mailFolder)).toHaveLength(5);
  }, 120_000);
});
