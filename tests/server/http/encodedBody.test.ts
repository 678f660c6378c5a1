import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, encodeBody } from '../../../src/server/http/encodedBody';

describe('an answer kept plain and gzipped', () => {
  it('gzips the same bytes it keeps plain', async () => {
    const json = JSON.stringify({ success: true, result: { name: 'Lê Thị Ánh', note: 'x'.repeat(10_000) } });
    const body = await encodeBody(json);
    expect(body.plain.toString('utf8')).toBe(json);
    expect(gunzipSync(body.gzip).equals(body.plain)).toBe(true);
    expect(body.gzip.length).toBeLessThan(body.plain.length);
  });

  it('takes gzip when Accept-Encoding gives it, or `*`, a weight above zero', () => {
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsGzip('br;q=1.0, GZIP;q=0.5')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip(undefined)).toBe(false);
    expect(acceptsGzip('')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip('br, gzip;q=0')).toBe(false);
    expect(acceptsGzip('gzip;q=0, *')).toBe(false);
    expect(acceptsGzip('*;q=0')).toBe(false);
  });
});
