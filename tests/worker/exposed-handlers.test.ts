import { describe, expect, it } from 'vitest';
import { exposedHandlers } from '../../src/worker/exposed-handlers';
import { handlers } from '../../src/worker/handlers';
import { provinceTaxes } from '../../src/domain/branch/province-taxes';

const DATE = '2026-03-10';
const config = { startTime: '08:00', endTime: '17:00', workingOverTime: 0 };
const day = { bookings: [], guests: [] };

describe('the handlers the worker exposes', () => {
  it('answers the board’s first compute at once, without waiting for a module', () => {
    expect(exposedHandlers.layoutDay({ day, date: DATE, config })).toEqual(handlers.layoutDay({ day, date: DATE, config }));
  });

  it('answers a handler loaded on first use as the handler itself does, every call', async () => {
    const bill = { lines: [{ kind: 'service' as const, price: 1000, quantity: 1 }], taxes: provinceTaxes('ON'), taxExempt: false, received: [] };
    const first = exposedHandlers.calculateBill(bill);
    expect(first).toBeInstanceOf(Promise);
    expect(await first).toEqual(handlers.calculateBill(bill));
    expect(await exposedHandlers.calculateBill(bill)).toEqual(handlers.calculateBill(bill));
    expect(await exposedHandlers.dayStats({ day, date: DATE, config })).toEqual(handlers.dayStats({ day, date: DATE, config }));
  });

  it('passes a handler’s refusal to the caller unchanged', async () => {
    await expect(exposedHandlers.validateActionTime({ actionTime: 'not a time', now: new Date('2026-03-10T12:00:00Z'), timeZone: 'America/Toronto' })).resolves.toEqual(
      handlers.validateActionTime({ actionTime: 'not a time', now: new Date('2026-03-10T12:00:00Z'), timeZone: 'America/Toronto' }),
    );
  });
});
