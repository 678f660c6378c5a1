/** A tiny fake server for data-layer tests: answers by path with our envelope. */
import { vi } from 'vitest';

export type FakeAnswer = { status?: number; body?: unknown } | 'network-error';
export type FakeCall = { method: string; url: string; headers: Record<string, string>; body: unknown };

export function installFetch(routes: Record<string, FakeAnswer | ((call: FakeCall) => FakeAnswer)>) {
  const calls: FakeCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((v, k) => (headers[k] = v));
    const call: FakeCall = {
      method: init?.method ?? 'GET',
      url,
      headers,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const path = url.split('?')[0] ?? url;
    const route = routes[path];
    const answer = typeof route === 'function' ? route(call) : route;
    if (answer === undefined) return new Response(JSON.stringify({ success: false, message: 'no route', result: null }), { status: 404 });
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body ?? null), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export function ok<T>(result: T): FakeAnswer {
  return { body: { success: true, message: null, result } };
}
