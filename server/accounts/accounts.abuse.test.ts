// Abuse of the accounts inputs against the real server on a port (trusted documents only):
// hostile ids and texts in followUser / unfollowUser / updateProfile, hostile bodies on the
// avatar upload (garbage, truncated images, a decompression bomb, lies about the type and
// size) and hostile media paths. No response ≥ 500, no stack trace, pings in time, and
// nothing written where nothing may be.
import { deflateSync } from 'node:zlib';
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
  '../../../../etc/passwd',
  '${jndi:ldap://x}',
  '\uD800',
  '😀'.repeat(200),
  '庭'.repeat(5_000),
  Buffer.from('User:99999999999999999999').toString('base64'),
  Buffer.from('User:-1').toString('base64'),
  Buffer.from('AvatarUpload:1').toString('base64'),
  Buffer.from('User:1').toString('base64'),
];

/** A PNG that claims 100,000 × 100,000 pixels: a few bytes that would decode to 40 GB. */
function decompressionBomb(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    // The CRC is not checked before the size limit refuses the image; zero keeps it short.
    return Buffer.concat([length, Buffer.from(type, 'ascii'), data, Buffer.alloc(4)]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(100_000, 0);
  header.writeUInt32BE(100_000, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe.each(testBackends)('abusing the accounts inputs (%s)', (backend) => {
  let server: AbuseServer;
  let headers: Record<string, string>;
  beforeAll(async () => {
    server = await startAbuseServer(backend);
    // A seeded member of the demo garden (server/db/demoTenant.ts).
    const token = await server.auth.tokenFor('seed-fan-kuro');
    headers = {
      'content-type': 'application/json',
      tenant: 'demo',
      authorization: `Bearer ${token}`,
    };
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

  it('answers hostile follows cleanly and follows nobody', async () => {
    const requests = HOSTILE_TEXTS.flatMap((userId, index) => [
      graphql(`follow ${index}`, 'useFollowUserMutation', {
        clientMutationId: `af-${index}`,
        userId,
      }),
      graphql(`unfollow ${index}`, 'useUnfollowUserMutation', {
        clientMutationId: `au-${index}`,
        userId,
      }),
    ]);
    await expectNoWrites(server, async () => {
      const responses = await expectPingDuring(server, () =>
        Promise.all(requests.map((request) => sendAbuse(server, request))),
      );
      requests.forEach((request, index) => {
        expectClean(request, responses[index]);
        expect(responses[index].status, request.label).toBe(200);
      });
    });
  });

  it('answers hostile profile edits cleanly', async () => {
    const requests = HOSTILE_TEXTS.map((text, index) =>
      graphql(`profile ${index}`, 'useUpdateProfileMutation', {
        clientMutationId: `ap-${index}`,
        displayName: text,
        bio: text,
        avatarUploadId: text,
      }),
    );
    const responses = await expectPingDuring(server, () =>
      Promise.all(requests.map((request) => sendAbuse(server, request))),
    );
    requests.forEach((request, index) => {
      expectClean(request, responses[index]);
      expect(responses[index].text, request.label).not.toContain('UpdateProfilePayload');
    });
  });

  it('refuses hostile uploads and media paths cleanly, storing nothing', async () => {
    const jpegStart = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]);
    const upload = (
      label: string,
      body: Buffer,
      type: string,
      extra: Record<string, string> = {},
    ) => ({
      label,
      method: 'POST',
      path: '/uploads/avatar',
      headers: { ...headers, 'content-type': type, ...extra },
      // fetch sends a Buffer's bytes as they are; the harness types bodies as text.
      body: body as unknown as string,
    });
    const requests: AbuseRequest[] = [
      upload('garbage', Buffer.from('not an image at all'), 'image/jpeg'),
      upload('truncated jpeg', jpegStart, 'image/jpeg'),
      upload('bomb', decompressionBomb(), 'image/png'),
      upload('svg', Buffer.from('<svg onload="alert(1)"/>'), 'image/svg+xml'),
      upload('html as gif', Buffer.from('<html></html>'), 'image/gif'),
      upload('empty', Buffer.alloc(0), 'image/webp'),
      upload('too large', Buffer.alloc(5 * 1024 * 1024 + 1), 'image/png'),
      { label: 'get upload', method: 'GET', path: '/uploads/avatar', headers },
      ...[
        '../../etc/passwd',
        '..%2F..%2Fetc%2Fpasswd',
        '%00',
        'demo/avatars/x.webp',
        'a'.repeat(3000),
      ].map((key) => ({
        label: `media ${key.slice(0, 20)}`,
        method: 'GET',
        path: `/media/${key}`,
      })),
    ];
    await expectNoWrites(server, async () => {
      const responses = await expectPingDuring(server, () =>
        Promise.all(requests.map((request) => sendAbuse(server, request))),
      );
      requests.forEach((request, index) => {
        expectClean(request, responses[index]);
        expect(responses[index].status, request.label).toBeGreaterThanOrEqual(400);
      });
    });
  });
});
