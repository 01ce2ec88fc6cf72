// relay-compiler reads this; artifacts are committed and a test fails when they are stale.
// Named exports, not `export default`: the compiler loads the file with require(), and the
// package is ESM ("type": "module").
export const src = './client';
export const schema = './schema.graphql';
export const language = 'typescript';
export const artifactDirectory = './client/__generated__';
export const eagerEsModules = true;
export const excludes = ['**/node_modules/**', '**/__generated__/**'];
