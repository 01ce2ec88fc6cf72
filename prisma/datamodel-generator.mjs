// A tiny Prisma generator: writes the datamodel of schema.prisma as JSON, which
// tests/integration/db/schema-matches-migrations.test.ts compares with the migrated database.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import generatorHelper from '@prisma/generator-helper';

generatorHelper.generatorHandler({
  onManifest: () => ({ prettyName: 'ListBridge datamodel snapshot', defaultOutput: './datamodel' }),
  onGenerate: async (options) => {
    const dir = options.generator.output?.value;
    if (!dir) throw new Error('datamodel generator needs an output');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'datamodel.json'), JSON.stringify(options.dmmf.datamodel, null, 2));
  },
});
