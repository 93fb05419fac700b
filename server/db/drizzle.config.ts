// drizzle-kit reads the table definitions and writes SQL migrations that the server
// applies at start (npm run db:generate after changing server/db/schema.ts).
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
