/** Settings for some dates of a branch (MULTITASK, hours, …): one date's own keys, listed by date. */
import type { Db } from '../db/db';
import { changedFields, type LogRecord } from '../../domain/admin/changes';
import { dateConfigEntries, dateConfigValuesOf, dateConfigValuesSchema, DATE_SETTING_KEYS, type DateConfigValues } from '../../domain/branch/date-config';
import { datesOf } from '../../domain/branch/date-range';
import type { DateConfigRow, DateConfigSort } from '../../domain/branch/contract';
import { problemsOf } from '../../domain/schemas/problems';
import { ActionType, EntityType, logChange, type LogActor } from '../actionLog/actionLogRepository';
import { pagedList, type ListInput } from '../admin/pagedList';
import { refuseProblems } from '../http/fieldProblems';

type DateDbRow = { date: string; entries: Record<string, string> };

/** One row per date that sets something, its keys gathered. */
const DATES = `(SELECT tenant_id, branch_id, to_char(date, 'YYYY-MM-DD') AS date, jsonb_object_agg(key, value) AS entries
                  FROM branch_config_date GROUP BY tenant_id, branch_id, date) d`;

export async function listDateConfigs(db: Db, branchId: string, input: ListInput<DateConfigSort>) {
  const page = await pagedList<DateDbRow, DateConfigSort>(
    db,
    { from: DATES, columns: 'date, entries', branch: { column: 'branch_id', id: branchId }, searchColumns: [], sortable: { date: 'date' }, defaultOrder: 'date DESC' },
    input,
  );
  return { ...page, items: page.items.map((r): DateConfigRow => ({ id: r.date, date: r.date, values: dateConfigValuesOf(r.date, r.entries) })) };
}

/** Replaces the settings of every date of the range with the form's, logging each date that changed. */
export async function saveDateConfigs(db: Db, actor: LogActor, branchId: string, values: DateConfigValues): Promise<number> {
  refuseProblems(problemsOf(dateConfigValuesSchema, values));
  const entries = dateConfigEntries(values);
  const dates = datesOf(values);
  await db.transaction(async (tx) => {
    const before = await tx.query<DateDbRow>(
      `SELECT to_char(date, 'YYYY-MM-DD') AS date, jsonb_object_agg(key, value) AS entries FROM branch_config_date
        WHERE tenant_id = $1 AND branch_id = $2 AND date BETWEEN $3::date AND $4::date AND key = ANY($5::text[]) GROUP BY date`,
      [actor.tenantId, branchId, values.from, values.to, [...DATE_SETTING_KEYS]],
    );
    await tx.query(
      `DELETE FROM branch_config_date WHERE tenant_id = $1 AND branch_id = $2 AND date BETWEEN $3::date AND $4::date AND key = ANY($5::text[])`,
      [actor.tenantId, branchId, values.from, values.to, [...DATE_SETTING_KEYS]],
    );
    const keys = Object.keys(entries);
    if (keys.length > 0) {
      await tx.query(
        `INSERT INTO branch_config_date (tenant_id, branch_id, date, key, value, updated_at)
         SELECT $1, $2, d::date, e.key, e.value, $6 FROM unnest($3::text[]) AS d CROSS JOIN unnest($4::text[], $5::text[]) AS e(key, value)`,
        [actor.tenantId, branchId, dates, keys, keys.map((k) => entries[k] ?? ''), actor.now],
      );
    }
    const old = new Map(before.map((r) => [r.date, r.entries]));
    for (const date of dates) {
      const was: LogRecord = old.get(date) ?? {};
      if (changedFields(was, entries).length === 0) continue;
      await logChange(tx, actor, { branchId, action: ActionType.UPDATE, entityType: EntityType.BRANCH_CONFIG, entityId: branchId, before: was, after: entries, summary: { date } });
    }
  });
  return dates.length;
}
