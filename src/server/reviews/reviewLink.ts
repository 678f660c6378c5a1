/**
 * Where the review link points. A payment pushed from a tablet has no request of its own to
 * read an address from, and a link must reach a customer's phone from outside, so the address
 * is configured: PUBLIC_URL (e.g. https://salon.example.com), else the server's own HOST and
 * PORT, which is right for a salon that reaches its server on the local network.
 */
export function publicOrigin(env: NodeJS.ProcessEnv = process.env): string {
  const configured = env.PUBLIC_URL?.trim();
  if (configured) return configured.replace(/\/+$/, '');
  const host = env.HOST && env.HOST !== '0.0.0.0' && env.HOST !== '::' ? env.HOST : 'localhost';
  return `http://${host}:${env.PORT ?? '8080'}`;
}

export function reviewLink(origin: string, token: string): string {
  return `${origin}/review/${token}`;
}
