import { describe, expect, it } from 'vitest';
import { Gender } from '../../../src/domain/api';
import type { FormGuest, FormLine } from '../../../src/features/booking/form-model';
import {
  presetTechnicianFor,
  slotOptions,
  technicianLabel,
  technicianOptions,
  withGuestGender,
} from '../../../src/features/booking/technician-options';
import { ANNA, BEA, CAL, COUPLES, HAIR, NAILS, TECHNICIANS, uuid } from './fixtures';

const line = (over: Partial<FormLine> = {}): FormLine => ({
  type: 'service',
  serviceId: NAILS,
  serviceName: 'Manicure',
  slots: [{ id: uuid(900), technicianId: null, technicianName: '' }],
  duration: 30,
  price: 2500,
  fixedStart: null,
  packageId: null,
  ...over,
});

describe('technician options', () => {
  it('offers the technicians of the day who do the service', () => {
    const options = technicianOptions({ technicians: TECHNICIANS, serviceId: HAIR, gender: Gender.ANY, taken: [], current: null });
    expect(options.map((o) => o.value)).toEqual([CAL.id]);
  });

  it('matches the guest gender', () => {
    const female = technicianOptions({ technicians: TECHNICIANS, serviceId: NAILS, gender: Gender.FEMALE, taken: [], current: null });
    expect(female.map((o) => o.value)).toEqual([ANNA.id, BEA.id]);
    const male = technicianOptions({ technicians: TECHNICIANS, serviceId: NAILS, gender: Gender.MALE, taken: [], current: null });
    expect(male.map((o) => o.value)).toEqual([CAL.id]);
  });

  it('lets anyone do an extra line', () => {
    const options = technicianOptions({ technicians: TECHNICIANS, serviceId: null, gender: Gender.ANY, taken: [], current: null });
    expect(options).toHaveLength(3);
  });

  it('marks full-service technicians', () => {
    expect(technicianLabel(BEA)).toBe('Bea-FS');
    expect(technicianLabel(ANNA)).toBe('Anna');
  });

  it('keeps the current technician listed when the rules no longer allow them', () => {
    const options = technicianOptions({ technicians: TECHNICIANS, serviceId: HAIR, gender: Gender.ANY, taken: [], current: { id: ANNA.id, name: 'Anna' } });
    expect(options[0]).toEqual({ value: ANNA.id, label: 'Anna' });
    const gone = technicianOptions({ technicians: TECHNICIANS, serviceId: HAIR, gender: Gender.ANY, taken: [], current: { id: uuid(199), name: 'Old' } });
    expect(gone[0]).toEqual({ value: uuid(199), label: 'Old' });
  });

  it('needs different technicians on the slots of one service', () => {
    const couples = line({
      serviceId: COUPLES,
      slots: [
        { id: uuid(901), technicianId: ANNA.id, technicianName: 'Anna' },
        { id: uuid(902), technicianId: null, technicianName: '' },
      ],
    });
    const [first, second] = slotOptions({ technicians: TECHNICIANS, line: couples, gender: Gender.ANY });
    expect(first?.map((o) => o.value)).toEqual([ANNA.id, BEA.id, CAL.id]);
    expect(second?.map((o) => o.value)).toEqual([BEA.id, CAL.id]);
  });
});

describe('guest gender', () => {
  const guest: FormGuest = {
    id: uuid(300),
    name: '',
    gender: Gender.ANY,
    block: false,
    isReOrder: false,
    status: null,
    lines: [
      line({ slots: [{ id: uuid(901), technicianId: ANNA.id, technicianName: 'Anna' }] }),
      line({ slots: [{ id: uuid(902), technicianId: CAL.id, technicianName: 'Cal' }] }),
      line({ slots: [{ id: uuid(903), technicianId: uuid(199), technicianName: 'Not today' }] }),
    ],
  };

  it('clears technicians of the other gender', () => {
    const male = withGuestGender(guest, Gender.MALE, TECHNICIANS);
    expect(male.gender).toBe(Gender.MALE);
    expect(male.lines.map((l) => l.slots[0]?.technicianId)).toEqual([null, CAL.id, uuid(199)]);
  });

  it('clears nothing for ANY', () => {
    expect(withGuestGender(guest, Gender.ANY, TECHNICIANS).lines).toEqual(guest.lines);
  });
});

describe('preset technician', () => {
  it('is used when they can do the service for this guest', () => {
    expect(presetTechnicianFor({ technicians: TECHNICIANS, presetId: ANNA.id, serviceId: NAILS, gender: Gender.ANY })?.id).toBe(ANNA.id);
    expect(presetTechnicianFor({ technicians: TECHNICIANS, presetId: ANNA.id, serviceId: HAIR, gender: Gender.ANY })).toBeNull();
    expect(presetTechnicianFor({ technicians: TECHNICIANS, presetId: ANNA.id, serviceId: NAILS, gender: Gender.MALE })).toBeNull();
    expect(presetTechnicianFor({ technicians: TECHNICIANS, presetId: null, serviceId: NAILS, gender: Gender.ANY })).toBeNull();
  });
});
