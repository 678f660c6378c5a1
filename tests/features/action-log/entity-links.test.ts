import { describe, expect, it } from 'vitest';
import { entityHref } from '../../../src/features/action-log/entity-links';

describe('entityHref', () => {
  const id = '0b7f8f5e-4f3c-4a51-9a7e-2d7c1b0e9a11';

  it('sends a booking or a bill to the board at its day, nowhere without one', () => {
    expect(entityHref({ entityType: 'BOOKING', entityId: id, day: '2026-11-20' })).toBe('/appointment?date=2026-11-20');
    expect(entityHref({ entityType: 'BILL', entityId: id, day: '2026-11-19' })).toBe('/appointment?date=2026-11-19');
    expect(entityHref({ entityType: 'BILL', entityId: id, day: null })).toBeNull();
  });

  it('sends a customer and a branch to their own screen, a setting to its list', () => {
    expect(entityHref({ entityType: 'CUSTOMER', entityId: id, day: null })).toBe(`/customer?id=${id}`);
    expect(entityHref({ entityType: 'BRANCH_CONFIG', entityId: id, day: null })).toBe(`/branch?id=${id}`);
    expect(entityHref({ entityType: 'SERVICE', entityId: id, day: null })).toBe('/service');
    expect(entityHref({ entityType: 'CHECKOUT_METHOD', entityId: id, day: null })).toBe('/system/checkout-method');
    expect(entityHref({ entityType: 'SYNC', entityId: null, day: null })).toBeNull();
  });
});
