import { describe, expect, it } from 'vitest';
import { Gender } from '../../../src/domain/api';
import { findFreeSlots } from '../../../src/domain/scheduler/free-slots';
import { board, DATE, item, technician } from './fixtures';

describe('findFreeSlots', () => {
  const base = () => {
    const b = board();
    return { day: b.day, technicians: b.technicians, segments: b.segments, settings: b.settings, now: b.now, timeZone: b.timeZone };
  };

  it('starts no earlier than the 15-minute grace before now and skips busy time', () => {
    const slots = findFreeSlots({ ...base(), serviceId: 'nails', duration: 60, segments: [item({ id: 'x', startTime: `${DATE} 13:45`, endTime: `${DATE} 15:00` })] });
    expect(slots).toEqual([
      { technicianId: 't2', startTime: `${DATE} 13:45`, endTime: `${DATE} 14:45` },
      { technicianId: 't1', startTime: `${DATE} 15:00`, endTime: `${DATE} 16:00` },
    ]);
  });

  it('only proposes technicians who offer the service and suit the gender', () => {
    const techs = [technician({ id: 't1' }), technician({ id: 't2', gender: 'MALE', technicianServiceMappings: [{ serviceId: 'hair' }] })];
    expect(findFreeSlots({ ...base(), technicians: techs, serviceId: 'nails', duration: 30 }).map((s) => s.technicianId)).toEqual(['t1']);
    expect(findFreeSlots({ ...base(), serviceId: 'hair', duration: 30, gender: Gender.MALE }).map((s) => s.technicianId)).toEqual(['t2']);
  });

  it('steps over breaks, and finds nothing on a past day or when the duration cannot fit', () => {
    const tomorrow = { ...base(), day: { date: '2026-03-11', config: base().day.config } };
    const techs = [technician({ id: 't1', technicianWorkings: [
      { id: 'w', type: 'WORKING', startDate: '2026-03-11 11:00', endDate: '2026-03-11 17:00', note: null },
      { id: 'b', type: 'BREAK_PAID', startDate: '2026-03-11 12:00', endDate: '2026-03-11 12:30', note: null },
    ] })];
    expect(findFreeSlots({ ...tomorrow, technicians: techs, serviceId: 'nails', duration: 90 })).toEqual([
      { technicianId: 't1', startTime: '2026-03-11 12:30', endTime: '2026-03-11 14:00' },
    ]);
    expect(findFreeSlots({ ...base(), day: { date: '2026-03-09', config: base().day.config }, serviceId: 'nails', duration: 30 })).toEqual([]);
    expect(findFreeSlots({ ...base(), serviceId: 'nails', duration: 600 })).toEqual([]);
  });
});
