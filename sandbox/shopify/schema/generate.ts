// Regenerates admin-2026-04.subset.graphql from Shopify's official introspection (fetched and
// checked by tests/helpers/shopify-contracts.ts):
//   npx tsx sandbox/shopify/schema/generate.ts [path/to/introspection.json]
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildClientSchema } from 'graphql';
import { shopifyAdminSchemaFile } from '../../../tests/helpers/shopify-contracts.ts';
import { SUBSET_VERSION } from './selection.ts';
import { buildSubsetSdl } from './subset.ts';

const source = process.argv[2] ?? shopifyAdminSchemaFile(SUBSET_VERSION);
const official = buildClientSchema(JSON.parse(readFileSync(source, 'utf8')).data);
const target = path.join(import.meta.dirname, `admin-${SUBSET_VERSION}.subset.graphql`);
writeFileSync(target, buildSubsetSdl(official));
console.log(`wrote ${target}`);
