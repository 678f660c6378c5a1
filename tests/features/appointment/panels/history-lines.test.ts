import { describe, expect, it } from 'vitest';
import { HistoryField, historyLines } from '../../../../src/features/appointment/panels/history-lines';

describe('historyLines', () => {
  it('reads a status change with its bill code and note', () => {
    expect(historyLines({ oldStatus: 'Processing', newStatus: 'Completed', billCode: 'B-12', note: 'paid cash' })).toEqual([
      { kind: 'change', field: HistoryField.STATUS, from: { type: 'status', status: 'Processing' }, to: { type: 'status', status: 'Completed' }, scope: null },
      { kind: 'value', field: HistoryField.BILL, value: { type: 'text', text: 'B-12' }, scope: null },
      { kind: 'value', field: HistoryField.NOTE, value: { type: 'text', text: 'paid cash' }, scope: null },
    ]);
  });

  it('keeps an unknown status as text', () => {
    expect(historyLines({ oldStatus: 'Archived', newStatus: 'Waiting' })[0]).toMatchObject({
      from: { type: 'text', text: 'Archived' },
      to: { type: 'status', status: 'Waiting' },
    });
  });

  it('reads segment changes item by item, named by their service, ids hidden behind names', () => {
    const lines = historyLines({
      segments: [
        {
          id: 's1',
          serviceName: 'Manicure',
          oldTechnicianId: 't1',
          newTechnicianId: 't2',
          oldTechnicianName: 'ANNA',
          newTechnicianName: 'BEA',
          oldStartTime: '2026-11-20 10:00',
          newStartTime: '2026-11-20 10:30',
          oldDuration: 30,
          newDuration: 45,
          oldPrice: 2500,
          newPrice: 3000,
        },
      ],
    });
    expect(lines).toEqual([
      { kind: 'change', field: HistoryField.TECHNICIAN, from: { type: 'text', text: 'ANNA' }, to: { type: 'text', text: 'BEA' }, scope: 'Manicure' },
      { kind: 'change', field: HistoryField.START_TIME, from: { type: 'text', text: '20/11/2026 10:00' }, to: { type: 'text', text: '20/11/2026 10:30' }, scope: 'Manicure' },
      { kind: 'change', field: HistoryField.DURATION, from: { type: 'minutes', minutes: 30 }, to: { type: 'minutes', minutes: 45 }, scope: 'Manicure' },
      { kind: 'change', field: HistoryField.PRICE, from: { type: 'money', cents: 2500 }, to: { type: 'money', cents: 3000 }, scope: 'Manicure' },
    ]);
  });

  it('reads { old, new } objects and one-sided pairs', () => {
    expect(historyLines({ price: { old: 1000, new: 1200 }, newName: 'ANNA' })).toEqual([
      { kind: 'change', field: HistoryField.PRICE, from: { type: 'money', cents: 1000 }, to: { type: 'money', cents: 1200 }, scope: null },
      { kind: 'change', field: HistoryField.NAME, from: { type: 'none' }, to: { type: 'text', text: 'ANNA' }, scope: null },
    ]);
  });

  it('reads a bill amendment, its code as the bill', () => {
    expect(historyLines({ bill: { code: 'B-7', discount: 500, tax: 130, total: 10130 } })).toEqual([
      { kind: 'value', field: HistoryField.BILL, value: { type: 'text', text: 'B-7' }, scope: null },
      { kind: 'value', field: HistoryField.DISCOUNT, value: { type: 'money', cents: 500 }, scope: null },
      { kind: 'value', field: HistoryField.TAX, value: { type: 'money', cents: 130 }, scope: null },
      { kind: 'value', field: HistoryField.TOTAL, value: { type: 'money', cents: 10130 }, scope: null },
    ]);
  });

  it('lists affected guests by name', () => {
    expect(historyLines({ guests: [{ id: 'g1', name: 'ANNA' }, { id: 'g2', name: 'BEA' }] })).toEqual([
      { kind: 'value', field: HistoryField.GUESTS, value: { type: 'text', text: 'ANNA, BEA' }, scope: null },
    ]);
    expect(historyLines({ guests: ['ANNA', 'BEA'] })).toEqual([
      { kind: 'value', field: HistoryField.GUESTS, value: { type: 'text', text: 'ANNA, BEA' }, scope: null },
    ]);
  });

  it('reads per-guest status changes scoped by guest name', () => {
    expect(historyLines({ guests: [{ guestName: 'ANNA', oldStatus: 'Waiting', newStatus: 'Cancel' }] })).toEqual([
      { kind: 'change', field: HistoryField.STATUS, from: { type: 'status', status: 'Waiting' }, to: { type: 'status', status: 'Cancel' }, scope: 'ANNA' },
    ]);
  });

  it('reads active as a flag and skips empty known values', () => {
    expect(historyLines({ active: false, note: '', email: null })).toEqual([
      { kind: 'value', field: HistoryField.ACTIVE, value: { type: 'flag', on: false }, scope: null },
    ]);
  });

  it('keeps unknown keys as key: value', () => {
    expect(historyLines({ mutationId: 'm-1', retries: 3, flags: ['a', 'b'], oldMood: 'calm', newMood: 'busy' })).toEqual([
      { kind: 'other', key: 'mutationId', value: 'm-1', scope: null },
      { kind: 'other', key: 'retries', value: '3', scope: null },
      { kind: 'other', key: 'flags', value: 'a, b', scope: null },
      { kind: 'other', key: 'mood', value: 'calm → busy', scope: null },
    ]);
  });

  it('hides a bare id and an id next to its name, but not a lone id', () => {
    expect(historyLines({ id: 'x', technicianId: 't1', technicianName: 'ANNA', bookingId: 'b1' })).toEqual([
      { kind: 'value', field: HistoryField.TECHNICIAN, value: { type: 'text', text: 'ANNA' }, scope: null },
      { kind: 'other', key: 'bookingId', value: 'b1', scope: null },
    ]);
  });

  it('gives nothing for an empty editInfo', () => {
    expect(historyLines({})).toEqual([]);
  });
});

describe('historyLines of a back-office change (logChange: old and new of the changed fields)', () => {
  it('reads each changed field as a change, money as money, the record’s code as a value', () => {
    expect(historyLines({ code: 'MANI', old: { price: 4500, name: 'Manicure' }, new: { price: 5000, name: 'Gel manicure' } })).toEqual([
      { kind: 'value', field: HistoryField.CODE, value: { type: 'text', text: 'MANI' }, scope: null },
      { kind: 'change', field: HistoryField.PRICE, from: { type: 'money', cents: 4500 }, to: { type: 'money', cents: 5000 }, scope: null },
      { kind: 'change', field: HistoryField.NAME, from: { type: 'text', text: 'Manicure' }, to: { type: 'text', text: 'Gel manicure' }, scope: null },
    ]);
  });

  it('reads a created record’s values and a deleted one’s, leaving out empty ones and ids', () => {
    expect(historyLines({ old: {}, new: { name: 'Pedicure', groupId: 'g1', price: 3000, active: true, note: null } })).toEqual([
      { kind: 'value', field: HistoryField.NAME, value: { type: 'text', text: 'Pedicure' }, scope: null },
      { kind: 'value', field: HistoryField.PRICE, value: { type: 'money', cents: 3000 }, scope: null },
      { kind: 'value', field: HistoryField.ACTIVE, value: { type: 'flag', on: true }, scope: null },
    ]);
    expect(historyLines({ old: { name: 'Old oil', technicianId: 't1', technicianName: 'ANNA' }, new: {} })).toEqual([
      { kind: 'value', field: HistoryField.NAME, value: { type: 'text', text: 'Old oil' }, scope: null },
      { kind: 'value', field: HistoryField.TECHNICIAN, value: { type: 'text', text: 'ANNA' }, scope: null },
    ]);
  });

  it('reads a change of status and an unknown field in words', () => {
    expect(historyLines({ old: { active: true, displayIndex: 2 }, new: { active: false, displayIndex: 5 } })).toEqual([
      { kind: 'change', field: HistoryField.ACTIVE, from: { type: 'flag', on: true }, to: { type: 'flag', on: false }, scope: null },
      { kind: 'other', key: 'displayIndex', value: '2 → 5', scope: null },
    ]);
  });

  it('says a password changed without any value', () => {
    expect(historyLines({ username: 'rosa', field: 'password', old: {}, new: {} })).toEqual([
      { kind: 'other', key: 'username', value: 'rosa', scope: null },
      { kind: 'value', field: HistoryField.PASSWORD, value: { type: 'changed' }, scope: null },
    ]);
  });
});
