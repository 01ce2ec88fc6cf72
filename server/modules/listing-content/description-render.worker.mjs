// The thread of the description-preview pool (description-render.pool.ts). Plain JavaScript so
// that it starts under any runner (tsx, Vitest, node): it registers tsx, then loads the TypeScript
// renderer, the very code the eBay adapter lists with.
import { register } from 'tsx/esm/api';

register();
await import('./description-render.thread.ts');
