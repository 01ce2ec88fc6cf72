import { Environment, Network, RecordSource, Store, type FetchFunction } from 'relay-runtime';
import { getToken } from './session.ts';

/** A GraphQL error the server sent with no data (e.g. not authorised). */
export class GraphQLResponseError extends Error {}

function fetchWith(tokenOf: () => string | null): FetchFunction {
  return async (operation, variables) => {
    const token = tokenOf();
    const res = await fetch('/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ query: operation.text, variables }),
    });
    const json = await res.json().catch(() => null);
    if (!json) throw new Error(`The server answered ${res.status} ${res.statusText}`);
    if (Array.isArray(json.errors) && json.errors.length && !json.data) {
      throw new GraphQLResponseError(json.errors.map((e: { message: string }) => e.message).join('; '));
    }
    return json;
  };
}

/** A fresh store each time the signed-in user changes, so no data leaks between sessions. */
export function createRelayEnvironment(tokenOf: () => string | null = getToken): Environment {
  return new Environment({ network: Network.create(fetchWith(tokenOf)), store: new Store(new RecordSource()) });
}

let current = createRelayEnvironment();
const listeners = new Set<() => void>();

export function relayEnvironment(): Environment {
  return current;
}

/** Called on sign-in, sign-out and token changes; the provider re-renders with the new store. */
export function resetRelayEnvironment(): Environment {
  current = createRelayEnvironment();
  listeners.forEach((l) => l());
  return current;
}

export function subscribeToEnvironment(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
