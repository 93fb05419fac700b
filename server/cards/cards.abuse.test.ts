// Abuse of the gallery's input against the real server on a port (trusted documents only):
// hostile and impossible card ids, huge and repeated lists. No response ≥ 500, no stack
// trace, pings in time, and no gallery written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appOperation,
  expectNoWrites,
  HOSTILE_TEXTS,
  impossibleIdsOf,
  sendCleanly,
  startAbuseServer,
  type AbuseServer,
} from '../testing/abuse';
import { testBackends } from '../testing/testDatabase';

describe.each(testBackends)('abusing the gallery (%s)', (backend) => {
  let server: AbuseServer;
  let authorization: string;
  beforeAll(async () => {
    server = await startAbuseServer(backend);
    // A seeded fan who owns cards and has a gallery.
    authorization = `Bearer ${await server.auth.tokenFor('seed-fan-hana')}`;
  });
  afterAll(() => server?.close());

  it('answers hostile gallery lists cleanly and changes no gallery', async () => {
    const lists = [
      ...[...HOSTILE_TEXTS, ...impossibleIdsOf('CollectableCard'), ...impossibleIdsOf('User')].map(
        (id) => [id],
      ),
      Array.from({ length: 10_000 }, (_v, i) => `card-${i}`),
      Array.from({ length: 12 }, () => impossibleIdsOf('CollectableCard')[0]),
    ];
    await expectNoWrites(server, async () => {
      const responses = await sendCleanly(
        server,
        lists.flatMap((cardIds, index) =>
          [undefined, authorization].map((as) =>
            appOperation(
              'useSetCardShowcaseMutation',
              { input: { clientMutationId: `gallery-abuse-${index}`, cardIds } },
              { label: `list ${index}`, authorization: as },
            ),
          ),
        ),
      );
      for (const response of responses)
        expect(response.text).not.toContain('SetCardShowcasePayload');
    });
  });
});
