// Regenerates admin-2026-04.subset.graphql from the official introspection in shared/api-specs:
//   npx tsx sandbox/shopify/schema/generate.ts [path/to/admin_schema_2026-04.json]
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildClientSchema } from 'graphql';
import { apiSpecsDir } from '../../../tests/helpers/api-specs.ts';
import { SUBSET_VERSION } from './selection.ts';
import { buildSubsetSdl } from './subset.ts';

const source = process.argv[2] ?? path.join(apiSpecsDir(), `shopify/admin_schema_${SUBSET_VERSION}.json`);
const official = buildClientSchema(JSON.parse(readFileSync(source, 'utf8')).data);
const target = path.join(import.meta.dirname, `admin-${SUBSET_VERSION}.subset.graphql`);
writeFileSync(target, buildSubsetSdl(official));
console.log(`wrote ${target}`);
