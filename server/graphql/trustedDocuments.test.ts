// Only the operations relay-compiler generated run, on /graphql and on /stream; any other
// document is refused before it is validated or executed.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STREAM_TOKEN_HEADER } from '../stream/useGardenStream';
import { readServerSentEvents } from '../testing/eventStream';
import { DEMO_OPERATOR_UID } from '../db/demoTenant';
import {
  channelGlobalId,
  createTestGarden,
  userGlobalId,
  type TestGarden,
} from '../testing/testGarden';
import { testBackends } from '../testing/testDatabase';
import {
  allTrustedDocuments,
  documentHash,
  operatorDocumentPath,
  readTrustedDocuments,
  serializeTrustedDocuments,
  trustedDocumentHashes,
  trustedDocumentsPath,
} from './trustedDocuments';

const artifacts = join(__dirname, '..', '..', 'src', '__generated__');

function operationText(name: string): string {
  const source = readFileSync(join(artifacts, `${name}.graphql.ts`), 'utf8');
  return JSON.parse(/"text": ("(?:[^"\\]|\\.)*")/.exec(source)![1]) as string;
}

describe('the allowlist', () => {
  it('is the committed output of relay-compiler and the operator documents, hashed with SHA-256', () => {
    expect(readFileSync(trustedDocumentsPath, 'utf8')).toBe(
      serializeTrustedDocuments(
        trustedDocumentHashes(allTrustedDocuments(join(artifacts, '..', '..'))),
      ),
    );
    const text = operationText('usePostChatMessageMutation');
    expect(readTrustedDocuments()[documentHash(text)]).toBe('usePostChatMessageMutation');
  });
});

describe.each(testBackends)('trusted documents (%s)', (backend) => {
  let garden: TestGarden;
  beforeAll(async () => {
    garden = await createTestGarden(backend, { allowUntrustedDocuments: false });
  });
  afterAll(() => garden?.close());

  it('runs an operation the app sends, as it sends it', async () => {
    const result = await garden.call(operationText('viewerMembershipQuery'));
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ viewer: { isSignedIn: false, joinedCommunity: null } });
    const page = await garden.call(operationText('ChatChannelPageQuery'), {
      channelId: channelGlobalId(garden.demo.channelIds.lobby),
      messageCount: 5,
    });
    expect(page.errors).toBeUndefined();
  });

  it('runs the operator console’s documents, still guarded by role', async () => {
    const text = readFileSync(operatorDocumentPath('community', 'SetMemberRole'), 'utf8');
    const input = {
      clientMutationId: 'console-role',
      userId: userGlobalId(garden.demo.userIds.alex),
      role: 'OFFICIAL',
    };
    const byMember = await garden.call(text, { input }, { as: 'seed-fan-kuro' });
    expect(byMember.data?.setMemberRole.__typename).toBe('PermissionDeniedError');
    const byOperator = await garden.call(text, { input }, { as: DEMO_OPERATOR_UID });
    expect(byOperator.errors).toBeUndefined();
    expect(byOperator.data?.setMemberRole.user.role).toBe('OFFICIAL');
  });

  it('refuses any other document in the request language, without echoing it', async () => {
    const adHoc = '{ community { name } }';
    const ja = await garden.call(adHoc);
    expect(ja.data ?? null).toBeNull();
    expect(ja.errors).toEqual([
      expect.objectContaining({ extensions: { code: 'UNTRUSTED_DOCUMENT' } }),
    ]);
    expect(ja.errors?.[0].message).toContain('アプリ');
    const en = await garden.call(adHoc, {}, { language: 'en' });
    expect(en.errors?.[0].message).toBe("This request is not one the garden's app sends.");
    expect(JSON.stringify(en)).not.toContain('community');
    // One changed character is another document.
    const altered = await garden.call(`${operationText('viewerMembershipQuery')} `);
    expect(altered.errors?.[0].extensions?.code).toBe('UNTRUSTED_DOCUMENT');
  });

  it('refuses an untrusted subscription on /stream too', async () => {
    // Single connection mode, as the app uses it: reserve, open, then start operations.
    const { accept: _accept, ...headers } = await garden.headers();
    const lobby = channelGlobalId(garden.demo.channelIds.lobby);
    const stream = (init: RequestInit) =>
      garden.server.yoga.fetch('http://garden.test/stream', init);
    const reserved = await stream({ method: 'PUT', headers });
    expect(reserved.status).toBe(201);
    const token = await reserved.text();
    const opened = await stream({
      headers: { ...headers, accept: 'text/event-stream', [STREAM_TOKEN_HEADER]: token },
    });
    const events = readServerSentEvents(opened);
    const start = (query: string, operationId: string) =>
      stream({
        method: 'POST',
        headers: { ...headers, [STREAM_TOKEN_HEADER]: token },
        body: JSON.stringify({
          query,
          variables: { channelId: lobby },
          extensions: { operationId },
        }),
      });

    const untrusted = await start(
      'subscription($channelId: ID!) { chatMessageAdded(channelId: $channelId) { channel { id } } }',
      'untrusted',
    );
    // Refused when the operation starts: in the POST's answer or as the operation's result.
    let refusal = await untrusted.text();
    while (!refusal.includes('UNTRUSTED_DOCUMENT')) {
      const event = await events.next();
      if (!event) break;
      refusal = event.data;
    }
    expect(refusal).toContain('UNTRUSTED_DOCUMENT');
    expect(refusal).not.toContain('chatMessageAdded');

    const trusted = await start(operationText('useChatMessageAddedSubscription'), 'trusted');
    expect(trusted.status).toBe(202);
    await opened.body?.cancel();
  });
});
