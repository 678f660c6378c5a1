import { describe, expect, it } from 'vitest';
import { BookingStatus } from '../../../src/domain/api';
import { draggedOffset } from '../../../src/components/window-position';
import { canSearchCustomers, customerSearchBody } from '../../../src/features/booking/customer-search';
import { formTotals, hasCompletedGuest, isFormReadOnly, isGuestReadOnlyInForm } from '../../../src/features/booking/form-access';
import { filterServiceTree, findService, serviceCount } from '../../../src/features/booking/service-tree-filter';
import { BRANCH, COUPLES, HAIR, leaf, NAILS, uuid } from './fixtures';
import { filledState } from './form-fixtures';

describe('customer search', () => {
  it('asks only online and from 3 characters', () => {
    expect(canSearchCustomers('41', true)).toBe(false);
    expect(canSearchCustomers(' 41 ', true)).toBe(false);
    expect(canSearchCustomers('416', true)).toBe(true);
    expect(canSearchCustomers('4165550101', false)).toBe(false);
  });

  it('sends the spec body', () => {
    expect(customerSearchBody({ query: ' jane ', branchId: BRANCH, customerId: null })).toEqual({
      start: 0,
      limit: 100,
      query: 'jane',
      branchId: BRANCH,
      customerId: null,
    });
  });
});

describe('service tree search', () => {
  const groups = [
    { id: uuid(60), name: 'Nails', children: [leaf(NAILS, { name: 'Manicure', code: 'MAN' }), leaf(COUPLES, { name: 'Pédicure spa', code: 'PED' })] },
    { id: uuid(61), name: 'Hair', children: [leaf(HAIR, { name: 'Cut', code: 'H1' })] },
    { id: uuid(62), name: 'Empty', children: [] },
  ];

  it('shows every group with services when nothing is typed', () => {
    expect(filterServiceTree(groups, ' ').map((g) => g.name)).toEqual(['Nails', 'Hair']);
  });

  it('matches service names and codes, ignoring case and accents', () => {
    expect(filterServiceTree(groups, 'pedi').flatMap((g) => g.children.map((s) => s.name))).toEqual(['Pédicure spa']);
    expect(filterServiceTree(groups, 'h1').flatMap((g) => g.children.map((s) => s.name))).toEqual(['Cut']);
  });

  it('keeps a whole group whose name matches', () => {
    expect(filterServiceTree(groups, 'nails')[0]?.children).toHaveLength(2);
  });

  it('counts and finds services', () => {
    expect(serviceCount(groups)).toBe(3);
    expect(findService(groups, HAIR)?.name).toBe('Cut');
    expect(findService(null, HAIR)).toBeUndefined();
  });
});

describe('form access', () => {
  it('makes completed, no-show and cancelled bookings read-only', () => {
    expect(isFormReadOnly(null)).toBe(false);
    expect(isFormReadOnly(BookingStatus.WAITING)).toBe(false);
    expect(isFormReadOnly(BookingStatus.PROCESSING)).toBe(false);
    expect(isFormReadOnly(BookingStatus.COMPLETED)).toBe(true);
    expect(isFormReadOnly(BookingStatus.NO_SHOW)).toBe(true);
    expect(isFormReadOnly(BookingStatus.CANCEL)).toBe(true);
  });

  it('makes a guest read-only with the form or by its own status', () => {
    expect(isGuestReadOnlyInForm(true, { status: null })).toBe(true);
    expect(isGuestReadOnlyInForm(false, { status: null })).toBe(false);
    expect(isGuestReadOnlyInForm(false, { status: BookingStatus.WAITING })).toBe(false);
    expect(isGuestReadOnlyInForm(false, { status: BookingStatus.COMPLETED })).toBe(true);
    expect(isGuestReadOnlyInForm(false, { status: BookingStatus.CANCEL })).toBe(true);
  });

  it('totals the guests still on the schedule', () => {
    const state = filledState();
    expect(formTotals(state)).toEqual({ price: 2500 + 9000 + 500, minutes: 30 + 60 + 15 });
    const cancelled = { ...state, guests: state.guests.map((g, i) => (i === 1 ? { ...g, status: BookingStatus.CANCEL } : g)) };
    expect(formTotals(cancelled)).toEqual({ price: 11500, minutes: 90 });
    expect(hasCompletedGuest(state)).toBe(false);
  });
});

describe('window drag', () => {
  const viewport = { width: 1200, height: 800 };
  const rect = { left: 100, top: 40, width: 1000, height: 600 };

  it('follows the pointer', () => {
    expect(draggedOffset({ start: { x: 0, y: 0 }, rect, delta: { x: 50, y: 30 }, viewport, keepVisible: 60 })).toEqual({ x: 50, y: 30 });
  });

  it('stays inside the viewport', () => {
    expect(draggedOffset({ start: { x: 0, y: 0 }, rect, delta: { x: 500, y: 900 }, viewport, keepVisible: 60 })).toEqual({ x: 100, y: 160 });
    expect(draggedOffset({ start: { x: 10, y: 10 }, rect, delta: { x: -500, y: -500 }, viewport, keepVisible: 60 })).toEqual({ x: -90, y: -30 });
  });

  it('lets a window wider than the screen slide without losing its edge', () => {
    const wide = { left: 0, top: 0, width: 1400, height: 600 };
    expect(draggedOffset({ start: { x: 0, y: 0 }, rect: wide, delta: { x: -500, y: 0 }, viewport, keepVisible: 60 }).x).toBe(-200);
    expect(draggedOffset({ start: { x: 0, y: 0 }, rect: wide, delta: { x: 500, y: 0 }, viewport, keepVisible: 60 }).x).toBe(0);
  });
});
