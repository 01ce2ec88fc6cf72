// `npm run create-admin -- someone@example.com`: creates an admin and prints its password once.
// Uses DATABASE_URL, or the embedded database of a running `npm start` (same DATA_DIR).
import { loadConfig, persistentSecret } from '../server/config.ts';
import { createLogger } from '../server/logger.ts';
import { createPrisma } from '../server/db/prisma.ts';
import { createUser } from '../server/modules/accounts/accounts.service.ts';
import { generateStrongPassword } from '../server/modules/accounts/seed.ts';
import { emailError } from '../shared/accounts/password-rules.ts';

const email = process.argv[2] ?? '';
const problem = emailError(email);
if (problem) {
  console.error(`Usage: npm run create-admin -- <email>   (${problem})`);
  process.exit(1);
}
const config = loadConfig();
const url =
  config.DATABASE_URL ??
  `postgres://postgres:${encodeURIComponent(persistentSecret(config.dataDir, 'pg-password'))}@127.0.0.1:${config.EMBEDDED_PG_PORT}/listbridge`;
const prisma = createPrisma(url, 2);
const password = generateStrongPassword();
try {
  await createUser({ prisma, config, log: createLogger('silent') }, { email, password, isAdmin: true, tosAccepted: true, onboardingFinished: true });
  console.log(`Admin created: ${email.trim().toLowerCase()} / ${password}`);
} catch (err) {
  console.error(`Could not create the admin: ${(err as Error).message}`);
  process.exitCode = 1;
} finally {
  await prisma.$disconnect();
}
