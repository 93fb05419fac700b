// Hostile inputs to the pages feature's operations: the app's page queries (trusted
// documents) and the operators' page and banner mutations (their console documents) against
// the real server on a port: no response ≥ 500, no stack trace, nothing written, and pings
// answered in time throughout — even for an operator, whose hostile input is refused.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OPERATOR_UID } from '../db/demoTenant';
import {
  HOSTILE_TEXTS,
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

const HOSTILE = [
  ...HOSTILE_TEXTS,
  'R2FyZGVuUGFnZTo5OTk5OTk5OTk5OTk5OTk5OTk=',
  'QmFubmVyOi0x',
  '['.repeat(50_000),
  JSON.stringify([{ kind: 'image', src: 'javascript:alert(1)', alt: '', width: 1, height: 1 }]),
  JSON.stringify([{ kind: 'paragraph', spans: [{ text: 'x', href: '\u0000javascript:x' }] }]),
  JSON.stringify(Array.from({ length: 5000 }, () => ({ kind: 'divider' }))),
];

const operatorDocument = (name: string) =>
  readFileSync(join(__dirname, 'operator', `${name}.graphql`), 'utf8');

function corpus(authorization?: string): AbuseRequest[] {
  return HOSTILE.flatMap((value, index) => {
    const op = (name: string, query: string, variables: Record<string, unknown>): AbuseRequest => ({
      label: `${name} #${index}${authorization ? ' (signed in)' : ''}`,
      method: 'POST',
      path: '/graphql',
      headers: {
        'content-type': 'application/json',
        tenant: 'demo',
        ...(authorization ? { authorization } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    const app = (name: string, variables: Record<string, unknown>) =>
      op(name, generatedOperationText(name), variables);
    const operator = (name: string, variables: Record<string, unknown>) =>
      op(name, operatorDocument(name), variables);
    const content = {
      titleJa: '夏',
      titleEn: 'Summer',
      descriptionJa: '夏',
      descriptionEn: 'Summer',
      blocksJa: value,
      blocksEn: value,
    };
    return [
      app('LandingPageQuery', { identifier: value }),
      app('FreePageQuery', { pageName: value }),
      app('ShareLinkPageQuery', { urlId: value }),
      app('BannersPageQuery', { sectionId: value, count: 10 }),
      app('BannerListPaginationQuery', { id: value, sectionId: value, count: 51, cursor: value }),
      operator('CreateGardenPage', {
        input: { clientMutationId: `abuse-${index}`, kind: 'LANDING', slug: value, content },
      }),
      operator('CreateGardenPage', {
        input: { clientMutationId: `abuse-b-${index}`, kind: 'FREE', slug: 'ok', content },
      }),
      operator('UpdateGardenPage', {
        input: { clientMutationId: `abuse-u-${index}`, pageId: value, content },
      }),
      operator('CreateBanner', {
        input: {
          clientMutationId: `abuse-c-${index}`,
          banner: {
            sectionId: 'home',
            titleJa: value,
            titleEn: value,
            altJa: value,
            altEn: value,
            imageUrl: value,
            imageWidth: 10,
            imageHeight: 10,
            href: value,
            startsAt: '2030-01-01T00:00:00.000Z',
          },
        },
      }),
      operator('DeleteBanner', {
        input: { clientMutationId: `abuse-d-${index}`, bannerId: value },
      }),
      operator('CreateShareLink', {
        input: {
          clientMutationId: `abuse-s-${index}`,
          urlId: 'ok-link',
          titleJa: 'a',
          titleEn: 'a',
          descriptionJa: 'a',
          descriptionEn: 'a',
          targetPath: value,
        },
      }),
    ];
  });
}

describe.each(testBackends)('hostile inputs to pages (%s)', (backend) => {
  let server: AbuseServer;
  beforeAll(async () => {
    // The operator's corpus is a burst of mutations: the harness lifts the per-fan limit.
    server = await startAbuseServer(backend);
  });
  afterAll(() => server?.close());

  it('answers every one cleanly, writing nothing, for a visitor and an operator', async () => {
    const operator = `Bearer ${await server.auth.tokenFor(DEMO_OPERATOR_UID)}`;
    const requests = [...corpus(), ...corpus(operator)];
    const answers: string[] = [];
    await expectNoWrites(server, async () => {
      for (let start = 0; start < requests.length; start += 10) {
        const batch = requests.slice(start, start + 10);
        const responses = await expectPingDuring(server, () =>
          Promise.all(batch.map((request) => sendAbuse(server, request))),
        );
        batch.forEach((request, index) => {
          expectClean(request, responses[index]);
          if (request.label.endsWith('(signed in)')) answers.push(responses[index].text);
        });
      }
    });
    expect(answers.some((text) => text.includes('"InvalidPageBlocksError"'))).toBe(true);
    expect(answers.some((text) => text.includes('"UNSAFE_URL"'))).toBe(true);
  }, 300_000);
});
