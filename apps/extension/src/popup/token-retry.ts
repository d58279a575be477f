/**
 * A fetch that, when the API refuses a bearer token (401), gets a fresh token once and repeats the request
 * with it. Without a fresh token (the session is over) the 401 stands and the caller signs out.
 */
export function retryWithFreshToken(
  fetchOnce: typeof fetch,
  freshToken: () => Promise<string | null>,
): typeof fetch {
  return async (input, init) => {
    const response = await fetchOnce(input, init);
    const headers = new Headers(init?.headers);
    if (response.status !== 401 || !headers.has('Authorization')) return response;
    const token = await freshToken();
    if (!token) return response;
    headers.set('Authorization', `Bearer ${token}`);
    return fetchOnce(input, { ...init, headers });
  };
}
