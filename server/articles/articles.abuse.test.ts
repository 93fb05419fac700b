// Hostile inputs to the articles feature's operations: the app's article queries (trusted
// documents) and the operators' mutations (their console documents) against the real server
// on a port: no response ≥ 500, no stack trace, nothing written, pings answered in time —
// even for an operator, whose hostile input is refused.
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
  impossibleIdsOf,
  sendAbuse,
  startAbuseServer,
  type AbuseRequest,
  type AbuseServer,
} from '../testing/abuse';
import { testBackends } from '../testing/testDatabase';

const HOSTILE = [
  ...HOSTILE_TEXTS,
  ...impossibleIdsOf('Article'),
  '['.repeat(50_000),
  JSON.stringify([{ kind: 'image', src: 'javascript:alert(1)', alt: '', width: 1, height: 1 }]),
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
    // The blocks are always the hostile value, so that no attempt is written; the texts and
    // cover are hostile too, or plain so that the blocks' check is reached.
    const content = (slug: string, hostileTexts = true) => ({
      slug,
      titleJa: hostileTexts ? value : '夏',
      titleEn: 'Summer',
      leadJa: '夏',
      leadEn: hostileTexts ? value : 'Summer',
      coverImageUrl: hostileTexts ? value : null,
      blocksJa: value,
      blocksEn: value,
    });
    return [
      app('FeatureArticlePageQuery', { slug: value }),
      app('ArticleListPaginationQuery', { id: value, count: 20, cursor: value }),
      app('ArticleListPaginationQuery', { id: value, count: 31, cursor: null }),
      operator('PublishArticle', {
        input: { clientMutationId: `abuse-${index}`, content: content(value) },
      }),
      operator('PublishArticle', {
        input: { clientMutationId: `abuse-b-${index}`, content: content('ok', false) },
      }),
      operator('UpdateArticle', {
        input: { clientMutationId: `abuse-u-${index}`, articleId: value, content: content('ok') },
      }),
      operator('DeleteArticle', {
        input: { clientMutationId: `abuse-d-${index}`, articleId: value },
      }),
    ];
  });
}

describe.each(testBackends)('hostile inputs to articles (%s)', (backend) => {
  let server: AbuseServer;
  beforeAll(async () => {
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
    expect(answers.some((text) => text.includes('"InvalidInputError"'))).toBe(true);
  }, 300_000);
});
