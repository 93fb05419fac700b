// GET /health: what a process manager, a load balancer or a restart script asks before it
// sends fans here. 200 once the database answers, 503 while it does not (within 2 s); never
// cached, not rate-limited, and it says nothing about the deployment beyond that.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';

export const HEALTH_PATH = '/health';
const DATABASE_TIMEOUT_MS = 2000;

async function databaseAnswers(db: Database): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), DATABASE_TIMEOUT_MS);
  });
  try {
    // No table is read: no tenant to scope to.
    // eslint-disable-next-line no-restricted-syntax
    const answered = db.execute(sql`select 1`).then(() => true);
    return await Promise.race([answered, timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export function createHealthEndpoint(db: Database) {
  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD' });
      response.end();
      return;
    }
    const healthy = await databaseAnswers(db);
    response.writeHead(healthy ? 200 : 503, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
    });
    response.end(
      request.method === 'HEAD'
        ? undefined
        : JSON.stringify({ status: healthy ? 'ok' : 'unavailable' }),
    );
  };
}
