// Route loaders start their page's query here (CONVENTIONS §9: a route declares `<Page>Query` and
// preloads it while its code loads); the page reads it with usePreloadedQuery, so nothing fetches on
// render and the page's Suspense fallback and error boundary work as before.
import { loadQuery, type PreloadedQuery } from 'react-relay';
import { getRequest, type GraphQLTaggedNode, type OperationType, type VariablesOf } from 'relay-runtime';
import { relayEnvironment } from './environment.ts';

/**
 * How the loader's reference meets the store: 'store-or-network' reuses what the store has (the
 * viewer, the shell), 'store-and-network' shows it at once and asks the server too (a page's own
 * data, fresh on every arrival), 'network-only' asks the server first.
 */
export type PreloadPolicy = 'store-or-network' | 'store-and-network' | 'network-only';

// A loader's reference holds its data in the store until disposed. The page renders the newest
// one (and, during a transition, the one before), so each query keeps its last few: a revisit or
// a back-and-forth never finds its data gone, and older ones are released for garbage collection.
const KEEP = 3;
const retained = new Map<string, PreloadedQuery<OperationType>[]>();

/** Preloads `query` with `variables` in the current Relay environment; the reference is for usePreloadedQuery. */
export function preloadQuery<T extends OperationType>(
  query: GraphQLTaggedNode,
  variables: VariablesOf<T>,
  fetchPolicy: PreloadPolicy = 'store-or-network',
): PreloadedQuery<T> {
  const ref = loadQuery<T>(relayEnvironment(), query, variables, { fetchPolicy });
  const name = getRequest(query).params.name;
  const list = retained.get(name) ?? [];
  list.push(ref as unknown as PreloadedQuery<OperationType>);
  while (list.length > KEEP) list.shift()!.dispose();
  retained.set(name, list);
  return ref;
}
