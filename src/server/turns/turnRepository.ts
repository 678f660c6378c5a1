/** The turn list's records of a branch day: clock-ins and manager moves (migration 031). */
import type { Db } from '../db/db';
import type { TurnDirection } from '../../domain/turns/direction';
import type { DayTurns } from '../../domain/turns/turn-order';
import type { IsoDate } from '../../domain/time';

export type ClockInWrite = { id: string; tenantId: string; branchId: string; technicianId: string; date: IsoDate; clockedInAt: Date; userId: string; now: Date };

/**
 * One row per technician and day: a later-arriving earlier clock-in (a tablet that was offline)
 * takes the earlier time, so every tablet sees the same first arrival. Answers the kept row.
 */
export async function keepFirstClockIn(tx: Db, c: ClockInWrite): Promise<{ id: string; clockedInAt: Date }> {
  return tx.one<{ id: string; clockedInAt: Date }>(
    `INSERT INTO technician_clock_in AS c (id, tenant_id, branch_id, technician_id, day, clocked_in_at, created_by, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (tenant_id, technician_id, day)
       DO UPDATE SET clocked_in_at = LEAST(c.clocked_in_at, EXCLUDED.clocked_in_at)
     RETURNING c.id, c.clocked_in_at AS "clockedInAt"`,
    [c.id, c.tenantId, c.branchId, c.technicianId, c.date, c.clockedInAt, c.userId, c.now],
  );
}

export type TurnMoveWrite = {
  id: string;
  tenantId: string;
  branchId: string;
  technicianId: string;
  date: IsoDate;
  direction: TurnDirection;
  note: string;
  movedAt: Date;
  halfTurnsAt: number;
  userId: string;
  now: Date;
};

export async function insertTurnMove(tx: Db, m: TurnMoveWrite): Promise<void> {
  await tx.query(
    `INSERT INTO turn_move (id, tenant_id, branch_id, technician_id, day, direction, note, moved_at, half_turns_at, created_by, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [m.id, m.tenantId, m.branchId, m.technicianId, m.date, m.direction, m.note, m.movedAt, m.halfTurnsAt, m.userId, m.now],
  );
}

/** Whether an id is taken by any turn record, in any tenant (the tablet makes the ids). */
export async function turnIdTaken(db: Db, id: string): Promise<boolean> {
  const row = await db.maybeOne<{ id: string }>(
    `SELECT id FROM technician_clock_in WHERE id = $1 UNION ALL SELECT id FROM turn_move WHERE id = $1 LIMIT 1`,
    [id],
  );
  return row !== null;
}

/** The day's records as the tablets derive the list from them; instants as ISO text. */
export async function dayTurns(db: Db, tenantId: string, branchId: string, date: IsoDate): Promise<DayTurns> {
  const [clockIns, moves] = await Promise.all([
    db.query<{ id: string; technician_id: string; clocked_in_at: Date }>(
      `SELECT id, technician_id, clocked_in_at FROM technician_clock_in
        WHERE tenant_id = $1 AND branch_id = $2 AND day = $3 ORDER BY clocked_in_at, id`,
      [tenantId, branchId, date],
    ),
    db.query<{ id: string; technician_id: string; direction: TurnDirection; note: string; moved_at: Date; half_turns_at: number }>(
      `SELECT id, technician_id, direction, note, moved_at, half_turns_at FROM turn_move
        WHERE tenant_id = $1 AND branch_id = $2 AND day = $3 ORDER BY moved_at, id`,
      [tenantId, branchId, date],
    ),
  ]);
  return {
    clockIns: clockIns.map((c) => ({ id: c.id, technicianId: c.technician_id, date, clockedInAt: c.clocked_in_at.toISOString() })),
    moves: moves.map((m) => ({
      id: m.id,
      technicianId: m.technician_id,
      date,
      direction: m.direction,
      note: m.note,
      movedAt: m.moved_at.toISOString(),
      halfTurnsAt: m.half_turns_at,
    })),
  };
}
