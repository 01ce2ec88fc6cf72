import { defineConfig } from 'prisma/config';

// The CLI here is only used for `prisma generate` (offline); migrations are applied by
// server/db/migrate.ts. DATABASE_URL is optional so that generate works without a database.
export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: { url: process.env.DATABASE_URL ?? 'postgresql://localhost/listbridge' },
});
