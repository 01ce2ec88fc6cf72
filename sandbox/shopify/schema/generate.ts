// Regenerates admin-2025-01.subset.graphql from the official introspection in shared/api-specs:
//   npx tsx sandbox/shopify/schema/generate.ts [path/to/admin_schema_2025-01.json]
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildClientSchema } from 'graphql';
import { buildSubsetSdl } from './subset.ts';

const source = process.argv[2] ?? path.resolve(import.meta.dirname, '../../../../shared/api-specs/shopify/admin_schema_2025-01.json');
const official = buildClientSchema(JSON.parse(readFileSync(source, 'utf8')).data);
const target = path.join(import.meta.dirname, 'admin-2025-01.subset.graphql');
writeFileSync(target, buildSubsetSdl(official));
console.log(`wrote ${target}`);
