import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ApiPath } from '../../src/domain/api';
import { buildApp } from '../../src/server/app';
import type { Db } from '../../src/server/db/db';
import { body, createSeededTestDb, csrf, signIn } from './helpers';
import { isServerErrorLine } from '../e2e/server';

describe('HTTP edges: envelope, errors, headers, static site', () => {
  let db: Db;
  let app: FastifyInstance;
  let dist: string;
  const now = () => new Date('2026-11-20T15:00:00Z');

  beforeAll(async () => {
    db = await createSeededTestDb();
    dist = mkdtempSync(join(tmpdir(), 'fd-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Front Desk</title>');
    writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("install", () => {});');
    writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1);');
    app = await buildApp({ db, now, staticDir: dist });
    app.get('/api/test/boom', async () => {
      throw new Error('secret internals');
    });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers unknown API paths with a 404 envelope', async () => {
    for (const [method, url] of [['GET', '/api/nope'], ['GET', '/bff/nope']] as const) {
      const res = await app.inject({ method, url });
      expect(res.statusCode).toBe(404);
      expect(body(res)).toEqual({ success: false, message: 'Not found', result: null, code: 'NOT_FOUND' });
    }
    const { headers } = await csrf(app);
    const post = await app.inject({ method: 'POST', url: '/api/nope', headers, payload: {} });
    expect(post.statusCode).toBe(404);
  });

  it('answers a crash with 500 SERVER_ERROR and no detail', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(body(res)).toEqual({ success: false, message: 'Server error, please try again!', result: null, code: 'SERVER_ERROR' });
    expect(res.body).not.toContain('secret');
  });

  it('logs a crash once, with the request id, as the line the end-to-end suite fails on', async () => {
    const lines: string[] = [];
    const logged = await buildApp({ db, now, logger: { level: 'warn', stream: { write: (line: string) => void lines.push(line) } } });
    logged.get('/api/test/boom', async () => {
      throw new Error('secret internals');
    });
    const res = await logged.inject({ method: 'GET', url: '/api/test/boom' });
    await logged.close();
    expect(res.statusCode).toBe(500);
    const crashes = lines.filter(isServerErrorLine);
    expect(crashes).toHaveLength(1);
    expect(JSON.parse(crashes[0] ?? '{}')).toMatchObject({ msg: 'unhandled error', reqId: expect.any(String) });
    expect(isServerErrorLine('{"level":40,"msg":"database refused the data"}')).toBe(false);
    expect(isServerErrorLine('not json')).toBe(false);
  });

  it('answers a path the router cannot read with an envelope', async () => {
    const bad = await app.inject({ method: 'GET', url: '/api/cart/show/%ED%A0%80' });
    expect(bad.statusCode).toBe(400);
    expect(body(bad)).toEqual({ success: false, message: 'This address is not valid', result: null, code: 'VALIDATION' });
    // Too long for the router's parameter (414), or left to the site's catch-all (404): an envelope either way.
    const long = await app.inject({ method: 'GET', url: `/api/cart/show/${'x'.repeat(200)}` });
    expect([404, 414]).toContain(long.statusCode);
    expect(body(long)).toMatchObject({ success: false, result: null });
  });

  it('refuses malformed JSON and oversized bodies with envelopes', async () => {
    const { headers } = await csrf(app);
    const bad = await app.inject({ method: 'POST', url: ApiPath.LOGIN, headers: { ...headers, 'content-type': 'application/json' }, payload: '{"username":' });
    expect(bad.statusCode).toBe(400);
    expect(body(bad)).toMatchObject({ success: false, code: 'VALIDATION' });
    const big = await app.inject({
      method: 'POST',
      url: ApiPath.LOGIN,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'a'.repeat(300 * 1024), password: 'x' }),
    });
    expect(big.statusCode).toBe(413);
    expect(body(big)).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE', result: null });
  });

  it('sets the security headers and no-store on the API', async () => {
    const res = await app.inject({ method: 'GET', url: ApiPath.CHECK_LOGIN });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain('img-src \'self\' data: blob:');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('serves the PWA: files, no-cache shell and worker, SPA fallback', async () => {
    const index = await app.inject({ method: 'GET', url: '/' });
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('Front Desk');
    expect(index.headers['cache-control']).toBe('no-cache');
    const sw = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['cache-control']).toBe('no-cache');
    const asset = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    const deep = await app.inject({ method: 'GET', url: '/appointment?date=2026-11-21' });
    expect(deep.statusCode).toBe(200);
    expect(deep.body).toContain('Front Desk');
    expect(deep.headers['cache-control']).toBe('no-cache');
    expect(deep.headers['x-frame-options']).toBe('DENY');
  });

  it('keeps working with a real sign-in through the same app', async () => {
    const signed = await signIn(app, 'admin');
    const res = await app.inject({ method: 'GET', url: ApiPath.MENU, headers: signed.headers });
    expect(res.statusCode).toBe(200);
  });
});
