/** A branch's own message templates (table message_template, migration 026). */
import type { Db } from '../db/db';
import type { Language } from '../../domain/api';
import type { NotificationChannel } from '../../domain/catalogue/paths';
import type { MessageKind } from '../../domain/notification/message-kinds';
import type { TemplateWords } from '../../domain/notification/template-contract';
import { newId } from '../auth/tokens';

export type TemplateKey = { tenantId: string; branchId: string; kind: MessageKind; channel: NotificationChannel; language: Language };

export type SavedTemplate = TemplateWords & { kind: string; language: string; updated_at: Date };

const KEY_WHERE = `tenant_id = $1 AND branch_id = $2 AND kind = $3 AND channel = $4 AND language = $5`;
const keyParams = (k: TemplateKey) => [k.tenantId, k.branchId, k.kind, k.channel, k.language];

export async function savedTemplate(db: Db, key: TemplateKey): Promise<SavedTemplate | null> {
  return db.maybeOne<SavedTemplate>(`SELECT kind, language, subject, body, cc, bcc, updated_at FROM message_template WHERE ${KEY_WHERE}`, keyParams(key));
}

export async function branchTemplates(db: Db, input: { tenantId: string; branchId: string; channel: NotificationChannel }): Promise<SavedTemplate[]> {
  return db.query<SavedTemplate>(`SELECT kind, language, subject, body, cc, bcc, updated_at FROM message_template WHERE tenant_id = $1 AND branch_id = $2 AND channel = $3`, [
    input.tenantId,
    input.branchId,
    input.channel,
  ]);
}

/** Saving again replaces the branch's words for that kind, channel and language. */
export async function saveTemplate(db: Db, key: TemplateKey, words: TemplateWords, actor: { userId: string; now: Date }): Promise<void> {
  await db.query(
    `INSERT INTO message_template (id, tenant_id, branch_id, kind, channel, language, subject, body, cc, bcc, updated_by, updated_at)
     VALUES ($6, $1, $2, $3, $4, $5, $7, $8, $9, $10, $11, $12)
     ON CONFLICT (tenant_id, branch_id, kind, channel, language)
     DO UPDATE SET subject = EXCLUDED.subject, body = EXCLUDED.body, cc = EXCLUDED.cc, bcc = EXCLUDED.bcc, updated_by = EXCLUDED.updated_by, updated_at = EXCLUDED.updated_at`,
    [...keyParams(key), newId(), words.subject, words.body, words.cc, words.bcc, actor.userId, actor.now],
  );
}

/** Back to the built-in words; nothing to delete is no error. */
export async function deleteTemplate(db: Db, key: TemplateKey): Promise<void> {
  await db.query(`DELETE FROM message_template WHERE ${KEY_WHERE}`, keyParams(key));
}
