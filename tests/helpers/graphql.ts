// GraphQL over HTTP to a running app, as a client sends it: the tests' apps and the benchmarks' share it.

/** POSTs a GraphQL document to `<url>/graphql` (with the bearer token, if any) and returns the parsed body. */
export function graphqlOver(url: string) {
  return async <T = any>(query: string, variables?: Record<string, unknown>, token?: string): Promise<{ data?: T; errors?: any[] }> => {
    const res = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    return res.json();
  };
}
