/**
 * A booking made by a customer on the public page. In one transaction: the phone's turn (a
 * retry finds the booking its first submit made), the limits, the technicians' locks (the
 * same ones every desk booking takes, so a parallel booking either is done or waits), the
 * slot checked again on the board as it now stands, the save through the desk's own
 * `saveBooking`, and the customer's message.
 */
import type { Db } from '../db/db';
import { Gender } from '../../domain/api';
import { AppError, ErrorCode } from '../../domain/errors';
import { MessageKind } from '../../domain/notification/message-kinds';
import type { OnlineBookingBody } from '../../domain/online-booking/contract';
import type { OnlineBookingResult } from '../../domain/online-booking/paths';
import { isValidPhone } from '../../domain/phone';
import { formatZonedDate, formatZonedTime } from '../../domain/time';
import { newId } from '../auth/tokens';
import { ONLINE_CUSTOMER } from '../booking/bookingAccess';
import { saveBooking, SaveMode } from '../booking/saveBooking';
import { lockTechnicians } from '../technicians/technicianLock';
import { queueBookingMessages } from '../notifications/queueBookingMessages';
import { assertUnderLimits, lockPhone, recordOnlineBooking } from './onlineBookingLimits';
import { chosenServices, chosenTechnician, onlineCatalogue } from './onlineCatalogue';
import { assertBookableDate, freeTimesOf } from './onlineTimes';
import type { PublicBranch } from './publicBranch';

type MadeBooking = { branch_id: string; code: string; phone: string; start_time: Date; confirm: boolean; type: string; technician: string | null; services: string[] };

async function madeBooking(db: Db, tenantId: string, bookingId: string): Promise<MadeBooking | null> {
  return db.maybeOne<MadeBooking>(
    `SELECT b.branch_id, b.code, b.phone, b.start_time, b.confirm, b.type,
            (SELECT t.name FROM technician t WHERE t.tenant_id = b.tenant_id AND t.id = b.technician_id) AS technician,
            coalesce((SELECT array_agg(s.service_name ORDER BY s.start_time, s.display_index) FROM segment s
                       WHERE s.tenant_id = b.tenant_id AND s.booking_id = b.id), '{}') AS services
       FROM booking b WHERE b.tenant_id = $1 AND b.id = $2`,
    [tenantId, bookingId],
  );
}

function resultOf(made: MadeBooking, timeZone: string): OnlineBookingResult {
  return {
    code: made.code,
    date: formatZonedDate(made.start_time, timeZone),
    time: formatZonedTime(made.start_time, timeZone),
    confirmed: made.confirm,
    technicianName: made.technician ?? '',
    services: made.services,
  };
}

export async function createOnlineBooking(db: Db, input: { branch: PublicBranch; body: OnlineBookingBody; address: string; now: Date }): Promise<OnlineBookingResult> {
  const { branch, body, now } = input;
  const tenantId = branch.tenant_id;
  const { timeZone } = branch.settings;
  if (!isValidPhone(body.phone, branch.settings.phone)) {
    throw new AppError(ErrorCode.PHONE_INVALID, { fields: { phone: `${branch.settings.phone.length} digits` } });
  }
  assertBookableDate(branch, body.date, now);
  return db.transaction(async (tx) => {
    await lockPhone(tx, tenantId, body.phone);
    // The request id is the booking's id: a submit sent again gets the first one's answer.
    const earlier = await tx.maybeOne<{ tenant_id: string; branch_id: string; phone: string }>(
      `SELECT tenant_id, branch_id, phone FROM booking WHERE id = $1`,
      [body.requestId],
    );
    if (earlier) {
      const made = earlier.tenant_id === tenantId && earlier.branch_id === branch.id && earlier.phone === body.phone ? await madeBooking(tx, tenantId, body.requestId) : null;
      if (!made || made.type !== 'TYPE_BOOKING_ONLINE') throw new AppError(ErrorCode.DUPLICATE);
      return resultOf(made, timeZone);
    }
    await assertUnderLimits(tx, { tenantId, branchPhone: branch.phone, phone: body.phone, address: input.address, now });

    const catalogue = await onlineCatalogue(tx, tenantId, branch.id);
    const services = chosenServices(catalogue, body.serviceIds);
    const technician = chosenTechnician(catalogue, body.technicianId);
    await lockTechnicians(tx, tenantId, technician ? [technician.id] : catalogue.technicians.map((t) => t.id));
    const { board, times } = await freeTimesOf(tx, { branch, date: body.date, services, technicianId: technician?.id ?? null, now });
    const slot = times.find((t) => t.time === body.time);
    if (!slot) throw new AppError(ErrorCode.ONLINE_SLOT_TAKEN);

    const guestId = newId();
    const prices = new Map(services.map((s) => [s.id, s.priceCents]));
    await saveBooking(tx, {
      tenantId,
      branch,
      actor: ONLINE_CUSTOMER,
      mode: SaveMode.CREATE,
      code: { kind: 'server' },
      now,
      online: { confirm: !board.config.CONFIRM_BOOKING_ONLINE },
      args: {
        id: body.requestId,
        branchId: branch.id,
        code: 'online',
        customerId: null,
        customer: { name: body.name, phone: body.phone, email: body.email, birthDay: null },
        startTime: `${body.date} ${body.time}`,
        note: '',
        color: null,
        gender: Gender.ANY,
        block: body.technicianId !== null,
        isReOrder: false,
        start: false,
        force: false,
        clipboard: false,
        prebookedFromBillId: null,
        walkIn: false,
        seriesId: null,
        guests: [
          {
            id: guestId,
            name: '',
            gender: Gender.ANY,
            block: body.technicianId !== null,
            isReOrder: false,
            displayIndex: 0,
            segments: slot.lines.map((line, i) => ({
              id: newId(),
              type: 'service',
              serviceId: line.serviceId,
              serviceName: line.serviceName,
              technicianId: slot.technicianId,
              startTime: line.startTime,
              duration: line.duration,
              price: prices.get(line.serviceId) ?? 0,
              displayIndex: i,
              parentId: null,
              packageId: null,
            })),
          },
        ],
      },
    });
    await recordOnlineBooking(tx, { tenantId, branchId: branch.id, bookingId: body.requestId, phone: body.phone, address: input.address, now });
    const made = await madeBooking(tx, tenantId, body.requestId);
    if (!made) throw new AppError(ErrorCode.SERVER_ERROR);
    await queueBookingMessages(tx, {
      tenantId,
      bookingId: body.requestId,
      kind: made.confirm ? MessageKind.BOOKING_CONFIRMATION : MessageKind.BOOKING_REQUEST_RECEIVED,
      createdBy: null,
      now,
    });
    return resultOf(made, timeZone);
  });
}
