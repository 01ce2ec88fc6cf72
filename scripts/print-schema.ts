// Writes schema.graphql from the Pothos builder (committed; tests fail when it is stale).
import { writeFileSync } from 'node:fs';
import { printedSchema } from '../server/graphql/schema.ts';

writeFileSync(new URL('../schema.graphql', import.meta.url), printedSchema());
console.log('schema.graphql written');
