import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from './generated/client.ts';

export { PrismaClient };
export type { Prisma } from './generated/client.ts';
export type Db = PrismaClient;

/** Prisma for CRUD; hot and bulk paths use `pg` directly (DESIGN.md: Prisma compiles each shape). */
export function createPrisma(databaseUrl: string, max = 10): PrismaClient {
  return new PrismaClient({ adapter: new PrismaPg({ connectionString: databaseUrl, max }) });
}
