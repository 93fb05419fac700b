// `npm run check:schema`: fails when any generated file (relay schema and artifacts,
// server resolver types, database migrations) is stale against its source.
import path from 'node:path';
import { runGeneratedChecks } from './generatedChecks';

async function main() {
  const results = await runGeneratedChecks(path.resolve(__dirname, '..', '..'));
  for (const { name, status, detail } of results) {
    console.log(
      `[check:schema] ${status.padEnd(7)} ${name}${status === 'ok' ? '' : `\n${detail}`}`,
    );
  }
  if (results.some((result) => result.status === 'stale')) {
    console.error(
      '[check:schema] generated files are stale: run `npm run codegen` (and `npm run db:generate` for migrations)',
    );
    process.exit(1);
  }
}

void main();
