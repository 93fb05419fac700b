// npm run bench:draws [-- --fans 100 --draws 20 --pulls 1]
// Draws on one treasure machine from N fans at once, each making M draws one after the
// other, through the GraphQL mutation in process (yoga.fetch, emulator-style tokens):
// prints draws/s, pulls/s and the latency p50/p99 of one draw. On PostgreSQL when
// DATABASE_URL is set (a fresh database, dropped afterwards), else on PGlite.
import { parseArgs } from 'node:util';
import { addFans, addMachine, probabilityMachine } from '../draws/drawsTestSetup';
import { toGlobalId } from '../graphql/globalId';
import { testBackends } from '../testing/testDatabase';
import { createTestGarden } from '../testing/testGarden';

const { values } = parseArgs({
  options: {
    fans: { type: 'string', default: '100' },
    draws: { type: 'string', default: '20' },
    pulls: { type: 'string', default: '1' },
  },
});
const fans = Number(values.fans);
const drawsPerFan = Number(values.draws);
const pulls = Number(values.pulls);

const DRAW = `mutation Draw($input: DrawTreasureMachineInput!) {
  drawTreasureMachine(input: $input) { __typename ... on DrawTreasureMachinePayload { draw { id pulls { id } } } }
}`;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function main() {
  const backend = testBackends.at(-1) ?? 'pglite';
  const garden = await createTestGarden(backend);
  try {
    const machine = await addMachine(garden, probabilityMachine);
    const names = Array.from({ length: fans }, (_, index) => `bench-fan-${index}`);
    await addFans(garden, names, drawsPerFan * pulls);
    // Tokens first, so the timing is of draws only.
    await Promise.all(names.map((name) => garden.headers({ as: name })));
    const machineId = toGlobalId('TreasureMachine', machine.id);
    const latencies: number[] = [];
    let refused = 0;
    const started = performance.now();
    await Promise.all(
      names.map(async (name) => {
        for (let index = 0; index < drawsPerFan; index += 1) {
          const before = performance.now();
          const result = await garden.call(
            DRAW,
            {
              input: {
                clientMutationId: `${name}-${index}`,
                machineId,
                pulls,
                payment: 'TICKETS',
              },
            },
            { as: name },
          );
          latencies.push(performance.now() - before);
          if (result.data?.drawTreasureMachine.__typename !== 'DrawTreasureMachinePayload')
            refused += 1;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const draws = latencies.length;
    console.log(
      JSON.stringify(
        {
          backend,
          fans,
          drawsPerFan,
          pullsPerDraw: pulls,
          draws,
          refused,
          seconds: Number(seconds.toFixed(2)),
          drawsPerSecond: Math.round(draws / seconds),
          pullsPerSecond: Math.round((draws * pulls) / seconds),
          p50Ms: Math.round(percentile(latencies, 50)),
          p99Ms: Math.round(percentile(latencies, 99)),
        },
        null,
        2,
      ),
    );
  } finally {
    await garden.close();
  }
}

void main();
