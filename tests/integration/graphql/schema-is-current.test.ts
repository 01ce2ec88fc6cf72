import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { printedSchema } from '../../../server/graphql/schema.ts';

describe('schema.graphql', () => {
  it('is the schema printed from the Pothos builder (run `npm run generate` when this fails)', () => {
    expect(readFileSync('schema.graphql', 'utf8')).toBe(printedSchema());
  });
});
