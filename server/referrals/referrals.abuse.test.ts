// Abuse of the referral and campaign code inputs against the real server on a port (trusted
// documents only): hostile codes and page ids. No response ≥ 500, no stack trace, pings in
// time, no redemption, and nothing written by an invite code or a page that is not there.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectClean,
  expectNoWrites,
  expectPingDuring,
  generatedOperationText,
  sendAbuse,
  startAbuseServer,
  type AbuseRequest,
  type AbuseServer,
} from '../testing/abuse';
import { testBackends } from '../testing/testDatabase';

const HOSTILE_TEXTS = [
  '',
  'a\u0001b',
  '\u202Enimda',
  '\u200B\u2060\u2800\u3164',
  '"\'`<script>alert(1)</script>',
  "' OR 1=1 --",
  '%',
  '_______',
  '../../../../etc/passwd',
  '${jndi:ldap://x}',
  '\uD800',
  '😀'.repeat(200),
  '庭'.repeat(5_000),
  'ＫＵＲＮ３Ｋ２８'.repeat(3),
  Buffer.from('CampaignCodePage:99999999999999999999').toString('base64'),
  Buffer.from('CampaignCodePage:-1').toString('base64'),
  Buffer.from('User:1').toString('base64'),
];

describe.each(testBackends)('abusing the code inputs (%s)', (backend) => {
  let server: AbuseServer;
  let headers: Record<string, string>;
  let campaignPageId: string;
  beforeAll(async () => {
    server = await startAbuseServer(backend);
    // A seeded member of the demo garden who has not used an invite code.
    const token = await server.auth.tokenFor('seed-fan-kuro');
    headers = {
      'content-type': 'application/json',
      tenant: 'demo',
      authorization: `Bearer ${token}`,
    };
    const page = await sendAbuse(server, {
      label: 'campaign page',
      method: 'POST',
      path: '/graphql',
      headers,
      body: JSON.stringify({
        query: generatedOperationText('CampaignCodePageQuery'),
        variables: { pageId: 'winter-2026' },
      }),
    });
    campaignPageId = JSON.parse(page.text).data.community.campaignCodePage.id;
  });
  afterAll(() => server?.close());

  const graphql = (
    label: string,
    operation: string,
    input: Record<string, unknown>,
  ): AbuseRequest => ({
    label,
    method: 'POST',
    path: '/graphql',
    headers,
    body: JSON.stringify({ query: generatedOperationText(operation), variables: { input } }),
  });

  it('answers hostile invite codes and campaign page ids cleanly and writes nothing', async () => {
    const requests = HOSTILE_TEXTS.flatMap((text, index) => [
      graphql(`invite ${index}`, 'useRedeemReferralCodeMutation', {
        clientMutationId: `ai-${index}`,
        code: text,
      }),
      graphql(`campaign page ${index}`, 'useRedeemCampaignCodeMutation', {
        clientMutationId: `ap-${index}`,
        campaignCodePageId: text,
        code: 'MOONLIT2026',
      }),
    ]);
    await expectNoWrites(server, async () => {
      const responses = await expectPingDuring(server, () =>
        Promise.all(requests.map((request) => sendAbuse(server, request))),
      );
      requests.forEach((request, index) => {
        expectClean(request, responses[index]);
        expect(responses[index].status, request.label).toBe(200);
        expect(responses[index].text, request.label).not.toMatch(/Redeem\w+Payload/);
      });
    });
  });

  it('answers hostile campaign codes cleanly and redeems none', async () => {
    const requests = HOSTILE_TEXTS.map((code, index) =>
      graphql(`campaign code ${index}`, 'useRedeemCampaignCodeMutation', {
        clientMutationId: `ac-${index}`,
        campaignCodePageId: campaignPageId,
        code,
      }),
    );
    const responses = await expectPingDuring(server, () =>
      Promise.all(requests.map((request) => sendAbuse(server, request))),
    );
    requests.forEach((request, index) => {
      expectClean(request, responses[index]);
      expect(responses[index].status, request.label).toBe(200);
      expect(responses[index].text, request.label).not.toContain('RedeemCampaignCodePayload');
    });
  });
});
