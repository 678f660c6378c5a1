/**
 * A fetch with its own cookie jar, like one browser: each simulated tablet gets one, so two
 * tablets hold two sessions against the same server. `offline` makes it fail like a dead link.
 */
export type JarFetch = {
  fetch: typeof fetch;
  readCookie: (name: string) => string | null;
  setOffline: (offline: boolean) => void;
  /** The next request to this path reaches the server, but its answer is lost on the way back. */
  dropResponse: (path: string) => void;
  /** Answers a request itself, without the server, whenever `answer` returns a response. */
  intercept: (answer: ((path: string, body: unknown) => Response | null) | null) => void;
  requests: string[];
};

export function cookieJarFetch(): JarFetch {
  const jar = new Map<string, string>();
  let offline = false;
  const drops = new Set<string>();
  const requests: string[] = [];
  let interceptor: ((path: string, body: unknown) => Response | null) | null = null;

  const jarFetch: typeof fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const path = new URL(url).pathname;
    requests.push(`${init?.method ?? 'GET'} ${path}`);
    if (offline) throw new TypeError('Failed to fetch');
    const instead = interceptor?.(path, typeof init?.body === 'string' ? JSON.parse(init.body) : undefined);
    if (instead) return instead;
    const headers = new Headers(init?.headers);
    if (jar.size > 0) headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(url, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq <= 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      // Max-Age=0 / an empty value is how the server deletes a cookie.
      if (value === '' || /max-age=0/i.test(line)) jar.delete(name);
      else jar.set(name, decodeURIComponent(value));
    }
    if (drops.delete(path)) {
      await response.body?.cancel();
      throw new TypeError('Failed to fetch');
    }
    return response;
  };

  return {
    fetch: jarFetch,
    readCookie: (name) => jar.get(name) ?? null,
    setOffline: (value) => {
      offline = value;
    },
    dropResponse: (path) => {
      drops.add(path);
    },
    intercept: (answer) => {
      interceptor = answer;
    },
    requests,
  };
}
