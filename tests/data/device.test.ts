import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { registrationOf } from '../../src/data/device';

const ID = '0b6f2c1e-3a4d-4f5e-8a9b-1c2d3e4f5a6b';

describe('registrationOf: the registration answer, checked without zod', () => {
  it('takes a device id and a positive whole device number, and nothing else', () => {
    expect(registrationOf({ deviceId: ID, deviceNo: 3, extra: 'x' })).toEqual({ deviceId: ID, deviceNo: 3 });
  });

  it.each([
    ['no answer', null],
    ['a device id that is not a UUID', { deviceId: 'tablet-1', deviceNo: 3 }],
    ['a device number of zero', { deviceId: ID, deviceNo: 0 }],
    ['a fractional device number', { deviceId: ID, deviceNo: 1.5 }],
    ['a device number as text', { deviceId: ID, deviceNo: '3' }],
    ['a device number past the safe integers', { deviceId: ID, deviceNo: 2 ** 53 }],
    ['no device number', { deviceId: ID }],
  ])('refuses %s', (_what, raw) => {
    expect(() => registrationOf(raw)).toThrow('The server answered the device registration in an unknown shape.');
  });
});
