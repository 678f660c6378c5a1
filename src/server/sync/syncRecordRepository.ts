import type { Db } from '../db/db';
import type { JsonValue } from '../actionLog/actionLogRepository';
import { MutationOutcome } from '../../domain/sync-protocol';

/** A refusal as the record keeps it: facts only when the refusal had some. */
export type RecordError = { code: string; message: string; facts?: JsonValue };

export type SyncRecordRow = {
  device_id: string;
  seq: number;
  mutation_id: string;
  name: string;
  user_id: string;
  branch_id: string | null;
  outcome: MutationOutcome;
  result: JsonValue | null;
  error: RecordError | null;
};

export type NewSyncRecord = {
  seq: number;
  mutationId: string;
  name: string;
  userId: string;
  branchId: string | null;
  outcome: MutationOutcome;
  result: JsonValue | null;
  error: RecordError | null;
  now: Date;
};

const COLUMNS = 'device_id, seq, mutation_id, name, user_id, branch_id, outcome, result, error';

// Lone surrogates: jsonb refuses them (as it refuses \u0000), and a record that cannot be
// stored would fail the whole push for good.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Text as PostgreSQL can store it: NUL and lone surrogates become U+FFFD. */
export function storableText(text: string): string {
  return text.replaceAll('\0', '\ufffd').replace(LONE_SURROGATE, '\ufffd');
}

/** A result or error as the record can keep it, every string and key made storable. */
export function storableJson(value: JsonValue): JsonValue {
  if (typeof value === 'string') return storableText(value);
  if (Array.isArray(value)) return value.map(storableJson);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [storableText(k), storableJson(v)]));
}

/**
 * The records of a chunk's changes in one statement, inside the chunk's transaction: written
 * with the changes or not at all, as one statement per change was. Rows travel as one JSON
 * array (nulls and all): an SQL NULL where a change has no result or error, as before.
 */
export async function insertSyncRecords(tx: Db, input: { tenantId: string; deviceId: string; records: readonly NewSyncRecord[] }): Promise<void> {
  if (input.records.length === 0) return;
  const rows = input.records.map((r) => ({
    seq: r.seq,
    mutation_id: r.mutationId,
    name: r.name,
    user_id: r.userId,
    branch_id: r.branchId,
    outcome: r.outcome,
    result: r.result,
    error: r.error,
    applied_at: r.now.toISOString(),
  }));
  await tx.query(
    `INSERT INTO sync_record (tenant_id, device_id, seq, mutation_id, name, user_id, branch_id, outcome, result, error, applied_at)
     SELECT $1, $2, r.seq, r.mutation_id, r.name, r.user_id, r.branch_id, r.outcome, nullif(r.result, 'null'), nullif(r.error, 'null'), r.applied_at
       FROM jsonb_to_recordset($3::jsonb)
         AS r(seq int, mutation_id uuid, name text, user_id uuid, branch_id uuid, outcome text, result jsonb, error jsonb, applied_at timestamptz)`,
    [input.tenantId, input.deviceId, JSON.stringify(rows)],
  );
}

/** The records of any of the given sequence numbers of a device, or of any of the given mutation ids. */
export async function findRecordsOf(
  db: Db,
  input: { tenantId: string; deviceId: string; seqs: readonly number[]; mutationIds: readonly string[] },
): Promise<SyncRecordRow[]> {
  if (input.seqs.length === 0 && input.mutationIds.length === 0) return [];
  return db.query<SyncRecordRow>(
    // Two lookups each on its own unique index, rather than an OR the planner may scan for.
    `SELECT ${COLUMNS} FROM sync_record WHERE tenant_id = $1 AND device_id = $2 AND seq = ANY($3::int[])
     UNION ALL
     SELECT ${COLUMNS} FROM sync_record WHERE tenant_id = $1 AND mutation_id = ANY($4::uuid[])`,
    [input.tenantId, input.deviceId, input.seqs, input.mutationIds],
  );
}

/** Those of the given mutation ids that the server refused. */
export async function rejectedMutationIds(db: Db, tenantId: string, mutationIds: readonly string[]): Promise<string[]> {
  if (mutationIds.length === 0) return [];
  const rows = await db.query<{ mutation_id: string }>(
    `SELECT mutation_id FROM sync_record WHERE tenant_id = $1 AND mutation_id = ANY($2::uuid[]) AND outcome = $3 ORDER BY mutation_id`,
    [tenantId, mutationIds, MutationOutcome.REJECTED],
  );
  return rows.map((r) => r.mutation_id);
}
