/** The no-show report's figures (src/domain/report/no-show.ts says what each one counts). */
import { LATE_CANCEL_HOURS, MissedKind, noShowTables, type MissedGuest, type NoShowCustomerRow, type NoShowTotals } from '../../domain/report/no-show';
import type { ReportResult } from '../../domain/report/contract';
import type { Db } from '../db/db';
import { scopeBranches, scopeParams, ZONES_CTE, type ReportScope } from './reportScope';

export async function noShowReport(db: Db, scope: ReportScope): Promise<ReportResult<NoShowCustomerRow, NoShowTotals>> {
  // A guest's first service may start after the booking does, never before: bookings that start
  // up to a day before the days are read, and the guest's own start picks its day.
  const missed = await db.query<MissedGuest>(
    `WITH ${ZONES_CTE},
     guests AS (
       SELECT g.id, g.status, bk.id AS booking_id, bk.customer_id, bk.customer_name, bk.phone, bk.technician_id, bk.start_time, z.tz
         FROM guest g
         JOIN booking bk ON bk.tenant_id = g.tenant_id AND bk.id = g.booking_id
         JOIN zones z ON z.branch_id = bk.branch_id
        WHERE g.tenant_id = $1 AND g.status IN ('NoShow', 'Cancel') AND NOT bk.block AND NOT g.block
          AND bk.start_time >= $4::timestamptz - interval '1 day' AND bk.start_time < $5
     ),
     firsts AS (
       SELECT DISTINCT ON (s.guest_id) s.guest_id, s.start_time, s.technician_id
         FROM segment s JOIN guests g ON g.id = s.guest_id
        WHERE s.tenant_id = $1
        ORDER BY s.guest_id, s.start_time, s.display_index
     ),
     missed AS (
       SELECT g.*, coalesce(f.start_time, g.start_time) AS start_at, coalesce(f.technician_id, g.technician_id) AS tech_id,
              (SELECT max(a.action_time) FROM action_log a
                WHERE a.tenant_id = $1 AND a.entity_type = 'BOOKING' AND a.entity_id = g.booking_id AND a.action = 'cancel'
                  AND a.edit_info->>'guestId' = g.id::text) AS cancelled_at
         FROM guests g LEFT JOIN firsts f ON f.guest_id = g.id
     )
     SELECT CASE WHEN m.status = 'NoShow' THEN '${MissedKind.NO_SHOW}' ELSE '${MissedKind.LATE_CANCEL}' END AS kind,
            to_char((m.start_at AT TIME ZONE m.tz)::date, 'YYYY-MM-DD') AS day,
            m.customer_id AS "customerId", coalesce(c.name, m.customer_name) AS "customerName", coalesce(c.phone, m.phone) AS phone,
            m.tech_id AS "technicianId", coalesce(t.name, '') AS "technicianName"
       FROM missed m
       LEFT JOIN customer c ON c.tenant_id = $1 AND c.id = m.customer_id
       LEFT JOIN technician t ON t.tenant_id = $1 AND t.id = m.tech_id
      WHERE (m.start_at AT TIME ZONE m.tz)::date BETWEEN $6::date AND $7::date
        AND (m.status = 'NoShow' OR m.cancelled_at > m.start_at - make_interval(hours => $9::int))
        AND ($8::uuid IS NULL OR m.tech_id = $8::uuid)
      ORDER BY m.start_at, m.id`,
    [...scopeParams(scope), scope.technicianId, LATE_CANCEL_HOURS],
  );
  return { ...noShowTables(missed), branches: scopeBranches(scope) };
}
