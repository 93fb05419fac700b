// A fan's page-load session in tests: the ID token traded at POST /session, the way the
// app does it after sign-in, returned as the Cookie header value the browser would send.
export async function startSession(url: string, idToken: string): Promise<string> {
  const response = await fetch(`${url}/session`, {
    method: 'POST',
    headers: { origin: url, 'content-type': 'application/json' },
    body: JSON.stringify({ idToken }),
  });
  const setCookie = response.headers.get('set-cookie');
  if (response.status !== 204 || !setCookie)
    throw new Error(`POST /session answered ${response.status}`);
  return setCookie.split(';')[0];
}
