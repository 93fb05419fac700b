// drizzle-kit reads the table definitions of every feature (server/<feature>/tables.ts)
// and writes SQL migrations that the server applies at start: after changing a table,
// run npm run db:generate and commit the one new migration.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './server/*/tables.ts',
  out: './server/db/migrations',
});
