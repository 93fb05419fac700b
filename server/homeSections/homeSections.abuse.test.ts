// Hostile inputs to the operators' home section mutations (their console documents) and the
// home page's query, against the real server on a port: no response ≥ 500, no stack trace,
// nothing written and pings answered in time — even for an operator, whose hostile input is
// refused; then the honest input once, taken, so the refusals were the hostile parts'.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OPERATOR_UID } from '../db/demoTenant';
import {
  HOSTILE_TEXTS,
  expectNoWrites,
  generatedOperationText,
  impossibleIdsOf,
  sendCleanly,
  startAbuseServer,
  type AbuseRequest,
  type AbuseServer,
} from '../testing/abuse';
import { testBackends } from '../testing/testDatabase';

const HOSTILE = [...HOSTILE_TEXTS, ...impossibleIdsOf('Topic'), '//evil.test/x', '/\\evil.test'];

const operatorDocument = (name: string) =>
  readFileSync(join(__dirname, 'operator', `${name}.graphql`), 'utf8');

function request(
  label: string,
  query: string,
  variables: Record<string, unknown>,
  authorization?: string,
): AbuseRequest {
  return {
    label: `${label}${authorization ? ' (operator)' : ''}`,
    method: 'POST',
    path: '/graphql',
    headers: {
      'content-type': 'application/json',
      tenant: 'demo',
      ...(authorization ? { authorization } : {}),
    },
    body: JSON.stringify({ query, variables }),
  };
}

function corpus(authorization?: string): AbuseRequest[] {
  const create = (index: number, section: Record<string, unknown>, position?: unknown) =>
    request(
      `create #${index}`,
      operatorDocument('CreateHomeSection'),
      { input: { clientMutationId: `abuse-home-${index}-${Math.random()}`, section, position } },
      authorization,
    );
  return HOSTILE.flatMap((value, index) => [
    create(index, { kind: 'NAVIGATION', titleJa: value, titleEn: value, links: [] }),
    create(index, {
      kind: 'NAVIGATION',
      links: [{ labelJa: 'a', labelEn: 'a', href: value }],
    }),
    create(index, { kind: 'TOPIC', topicId: value }),
    create(index, { kind: 'POSTS', postLayout: 'TILE', postSource: 'TOPIC', topicId: value }),
    create(index, { kind: 'BANNER', bannerStyle: 'SLIDE', bannerSectionId: value }),
    create(index, {
      kind: 'CASUAL_GAME',
      descriptionJa: value,
      descriptionEn: value,
      href: value,
      imageUrl: value,
    }),
    create(index, { kind: 'EVENT_CAROUSEL', count: 2 ** 31 - 1, startsAt: value }),
    request(
      `move #${index}`,
      operatorDocument('MoveHomeSection'),
      { input: { clientMutationId: `abuse-move-${index}`, sectionId: value, position: -1 } },
      authorization,
    ),
    request(
      `delete #${index}`,
      operatorDocument('DeleteHomeSection'),
      { input: { clientMutationId: `abuse-delete-${index}`, sectionId: value } },
      authorization,
    ),
  ]);
}

describe.each(testBackends)('hostile inputs to home sections (%s)', (backend) => {
  let server: AbuseServer;
  beforeAll(async () => {
    server = await startAbuseServer(backend);
  });
  afterAll(() => server?.close());

  it('answers every one cleanly, writing nothing, for a visitor and an operator', async () => {
    const operator = `Bearer ${await server.auth.tokenFor(DEMO_OPERATOR_UID)}`;
    const requests = [...corpus(), ...corpus(operator)];
    const responses = await expectNoWrites(server, () => sendCleanly(server, requests));
    const operatorAnswers = responses.filter((_response, index) =>
      requests[index].label.endsWith('(operator)'),
    );
    expect(operatorAnswers.some((answer) => answer.text.includes('"InvalidInputError"'))).toBe(
      true,
    );
  }, 300_000);

  it('takes the honest input and shows it on the home, so the refusals were the hostile parts’', async () => {
    const operator = `Bearer ${await server.auth.tokenFor(DEMO_OPERATOR_UID)}`;
    const [created] = await sendCleanly(server, [
      request(
        'create honest',
        operatorDocument('CreateHomeSection'),
        {
          input: {
            clientMutationId: 'abuse-home-honest',
            section: {
              kind: 'NAVIGATION',
              titleJa: '冬',
              titleEn: 'Winter',
              links: [{ labelJa: 'カード', labelEn: 'Cards', href: '/cards' }],
            },
          },
        },
        operator,
      ),
    ]);
    expect(created.text).toContain('"CreateHomeSectionPayload"');
    const [home] = await sendCleanly(server, [
      request('home', generatedOperationText('HomePageQuery'), {}),
    ]);
    expect(home.text).toContain('"/cards"');
  }, 120_000);
});
