import { Environment, Network, RecordSource, Store, type FetchFunction } from 'relay-runtime';

/** Where the signed-in user's token is kept (the accounts screens write it). */
export const TOKEN_KEY = 'listbridge.token';

const fetchGraphQL: FetchFunction = async (operation, variables) => {
  const token = localStorage.getItem(TOKEN_KEY);
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
    throw new Error(json.errors.map((e: { message: string }) => e.message).join('; '));
  }
  return json;
};

export function createRelayEnvironment(): Environment {
  return new Environment({ network: Network.create(fetchGraphQL), store: new Store(new RecordSource()) });
}

export const relayEnvironment = createRelayEnvironment();
