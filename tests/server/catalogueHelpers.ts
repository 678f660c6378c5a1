import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../../src/server/db/db';
import { branchIdByName, setupTestEnv, signIn, type SignedIn, type TestEnv } from './helpers';

/** What the catalogue tests start from: a fresh server, the admin signed in, Maple's two branches. */
export async function setupCatalogueEnv(): Promise<{ env: TestEnv; admin: SignedIn; downtown: string; plateau: string }> {
  const env = await setupTestEnv();
  const admin = await signIn(env.app, 'admin');
  return { env, admin, downtown: await branchIdByName(env.db, 'Downtown Toronto'), plateau: await branchIdByName(env.db, 'Plateau Montréal') };
}

/** A 1×1 PNG. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
/** The start of a JPEG: enough for the type check. */
export const JPEG_BYTES = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60, 1)]);

export type FilePart = { field?: string; filename?: string; type?: string; bytes: Buffer };

/** A multipart/form-data body as a browser's FormData sends it. */
export function multipart(fields: Record<string, string>, file?: FilePart): { payload: Buffer; contentType: string } {
  const boundary = `----frontdesk${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'image'}"; filename="${file.filename ?? 'picture.png'}"\r\n` +
          `Content-Type: ${file.type ?? 'image/png'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export function postMultipart(
  app: FastifyInstance,
  url: string,
  headers: Record<string, string>,
  fields: Record<string, string>,
  file?: FilePart,
): Promise<LightMyRequestResponse> {
  const form = multipart(fields, file);
  return app.inject({ method: 'POST', url, headers: { ...headers, 'content-type': form.contentType }, payload: form.payload });
}

/** Rows of the tables the catalogue writes (and their content), to prove a refused call wrote nothing. */
export async function catalogueFingerprint(db: Db): Promise<string> {
  const out: Record<string, number | string> = {};
  for (const t of ['gift_card', 'product', 'stored_image', 'notification', 'checkout_method', 'action_log', 'gift_card_action']) {
    out[t] = (await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM ${t}`)).n;
  }
  const sums = await db.one<{ f: string }>(
    `SELECT md5(coalesce((SELECT string_agg(id::text || content || value_cents || amount_cents || coalesce(image, '-'), '|' ORDER BY id) FROM gift_card), '')
             || coalesce((SELECT string_agg(id::text || name || price_cents || active::text || coalesce(image, '-'), '|' ORDER BY id) FROM product), '')
             || coalesce((SELECT string_agg(id::text || name || priority || is_default::text || active::text, '|' ORDER BY id) FROM checkout_method), '')) AS f`,
  );
  out.content = sums.f;
  return JSON.stringify(out);
}

/** Gives a role one more right (tests of "has access but not create"). */
export async function allowRight(db: Db, roleCode: string, tenantName: string, right: string): Promise<void> {
  await db.query(
    `INSERT INTO role_right (tenant_id, role_id, right_code, setting)
     SELECT r.tenant_id, r.id, $3, 'ALLOW' FROM role r JOIN tenant t ON t.id = r.tenant_id WHERE r.code = $1 AND t.name = $2
     ON CONFLICT DO NOTHING`,
    [roleCode, tenantName, right],
  );
}

export async function revokeRight(db: Db, roleCode: string, tenantName: string, right: string): Promise<void> {
  await db.query(
    `DELETE FROM role_right WHERE right_code = $3 AND role_id IN (SELECT r.id FROM role r JOIN tenant t ON t.id = r.tenant_id WHERE r.code = $1 AND t.name = $2)`,
    [roleCode, tenantName, right],
  );
}
