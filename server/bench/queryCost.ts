// npm run bench:abuse [-- --untrusted --messages 20 --timeout 60]
// The query-cost cases of the abuse probe against a garden server in process (PGlite in
// memory, the demo garden with --messages messages in its lobby): the nested
// `messages → channel → messages` query at 3 and 4 levels, and `nodes` with 5000 ids.
// Prints, per case: the answer (status, first error code), wall time, the slowest answer
// to a concurrent ping (/health) and the process's RSS growth.
// --untrusted runs with ALLOW_UNTRUSTED_DOCUMENTS (the documents reach the cost limits).
import { parseArgs } from 'node:util';
import { createGardenServer } from '../app';
import { openDatabase } from '../db/database';
import { demoTenant } from '../db/demoTenant';
import { appendChatMessage } from '../chat/appendChatMessage';
import { tenantScope } from '../db/tenantScope';
import { createTenant } from '../db/tenants';
import { toGlobalId } from '../graphql/globalId';

const { values } = parseArgs({
  options: {
    untrusted: { type: 'boolean', default: false },
    messages: { type: 'string', default: '20' },
    timeout: { type: 'string', default: '60' },
  },
});

/** The probe's nested query: each level reads a page of messages and each one's channel. */
function nestedQuery(levels: number): string {
  let inner = 'body';
  for (let level = 0; level < levels; level += 1)
    inner = `messages { edges { node { ${level === 0 ? inner : `channel { ${inner} }`} } } }`;
  return `query Nested($id: ID!) { node(id: $id) { ... on Channel { ${inner} } } }`;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function main() {
  const database = await openDatabase({ kind: 'pglite' });
  const demo = await createTenant(database.db, demoTenant);
  const lobby = demo.channelIds.lobby;
  const authorId = Object.values(demo.userIds)[0];
  await tenantScope(database.db, demo.tenantId).transaction(async (tx) => {
    for (let index = 0; index < Number(values.messages); index += 1)
      await appendChatMessage(tx, { channelId: lobby, authorId, body: `bench message ${index}` });
  });
  const silent = { info() {}, debug() {}, warn() {}, error() {} };
  const server = createGardenServer({
    db: database.db,
    firebaseProjectId: 'demo-garden-bench',
    logger: silent,
    allowUntrustedDocuments: values.untrusted,
  });
  const channelId = toGlobalId('Channel', lobby);
  const cases: { name: string; query: string; variables: Record<string, unknown> }[] = [
    { name: 'nested ×2 (allowed)', query: nestedQuery(2), variables: { id: channelId } },
    { name: 'nested ×3', query: nestedQuery(3), variables: { id: channelId } },
    { name: 'nested ×4', query: nestedQuery(4), variables: { id: channelId } },
    {
      name: 'nodes × 100 ids',
      query: 'query Many($ids: [ID!]!) { nodes(ids: $ids) { id } }',
      variables: {
        ids: Array.from({ length: 100 }, (_, index) => toGlobalId('ChatMessage', index + 1)),
      },
    },
    {
      name: 'nodes × 5000 ids',
      query: 'query Many($ids: [ID!]!) { nodes(ids: $ids) { id } }',
      variables: {
        ids: Array.from({ length: 5000 }, (_, index) => toGlobalId('ChatMessage', index + 1)),
      },
    },
  ];
  // One request first: the first answer compiles what every later one reuses.
  await server.yoga.fetch('http://bench.test/health');
  await server.yoga.fetch('http://bench.test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', tenant: demo.tenantId },
    body: JSON.stringify({ query: '{ __typename }' }),
  });
  console.log(
    `query cost (${values.untrusted ? 'ALLOW_UNTRUSTED_DOCUMENTS=1' : 'trusted documents only'}, ${values.messages} messages in the lobby)`,
  );
  for (const benchCase of cases) {
    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    let rssPeak = rssBefore;
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
    }, 20);
    // A ping to yoga's health check every 25 ms, timed from when it was due: a blocked
    // event loop (PGlite runs in this process) delays the ping as it delays every request.
    let slowestPing = 0;
    let pinging = true;
    const pings = (async () => {
      while (pinging) {
        const due = performance.now() + 25;
        await new Promise((done) => setTimeout(done, 25));
        await server.yoga.fetch('http://bench.test/health');
        slowestPing = Math.max(slowestPing, performance.now() - due);
      }
    })();
    const started = performance.now();
    const answer = await Promise.race([
      Promise.resolve(
        server.yoga.fetch('http://bench.test/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', tenant: demo.tenantId },
          body: JSON.stringify({ query: benchCase.query, variables: benchCase.variables }),
        }),
      ).then(async (response) => {
        const body = (await response.json()) as {
          errors?: { message: string; extensions?: { code?: string } }[];
        };
        const error = body.errors?.[0];
        return `${response.status} ${error ? (error.extensions?.code ?? error.message.slice(14, 40)) : 'data'}`;
      }),
      new Promise<string>((done) =>
        setTimeout(() => done('still running at the timeout'), Number(values.timeout) * 1000),
      ),
    ]);
    const elapsed = performance.now() - started;
    pinging = false;
    await pings;
    clearInterval(sampler);
    rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
    console.log(
      `${benchCase.name.padEnd(20)} ${answer.padEnd(34)} ${elapsed.toFixed(0).padStart(7)} ms` +
        `  slowest ping ${slowestPing.toFixed(0).padStart(6)} ms` +
        `  RSS +${mb(rssPeak - rssBefore)} (peak ${mb(rssPeak)})`,
    );
  }
  await server.close();
  await database.close();
  process.exit(0);
}

void main();
