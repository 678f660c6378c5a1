import { describe, expect, it } from 'vitest';
import { deviceCode, isDeviceCode, looksLikeDeviceCode } from '../../src/domain/device-code';

describe('device codes', () => {
  const tablet = { branchCode: 'DT', deviceNo: 3 };

  it('accepts the tablet’s own {branchCode}-{deviceNo}-{n} with a positive n', () => {
    for (const code of ['DT-3-1', 'DT-3-42', 'DT-3-1000000', 'DT-3-9999999999']) expect(isDeviceCode({ code, ...tablet }), code).toBe(true);
    expect(deviceCode({ ...tablet, n: 7 })).toBe('DT-3-7');
    expect(isDeviceCode({ code: deviceCode({ ...tablet, n: 7 }), ...tablet })).toBe(true);
  });

  it('refuses another tablet’s number, another branch, and anything but a plain positive counter', () => {
    const bad = ['DT-4-1', 'DT-33-1', 'PL-3-1', 'dt-3-1', 'DT-3-0', 'DT-3-01', 'DT-3--1', 'DT-3-1.5', 'DT-3-1a', 'DT-3-', 'DT-3', 'DT-1005', ' DT-3-1', 'DT-3-1 ', 'DT-3-12345678901', 'XDT-3-1'];
    for (const code of bad) expect(isDeviceCode({ code, ...tablet }), code).toBe(false);
  });

  it('refuses every code for an impossible device number or an empty branch code', () => {
    expect(isDeviceCode({ code: 'DT-0-1', branchCode: 'DT', deviceNo: 0 })).toBe(false);
    expect(isDeviceCode({ code: 'DT--1-1', branchCode: 'DT', deviceNo: -1 })).toBe(false);
    expect(isDeviceCode({ code: 'DT-1.5-1', branchCode: 'DT', deviceNo: 1.5 })).toBe(false);
    expect(isDeviceCode({ code: '-3-1', branchCode: '', deviceNo: 3 })).toBe(false);
  });

  it('takes branch codes that themselves hold a dash', () => {
    expect(isDeviceCode({ code: 'DT-2-3-1', branchCode: 'DT-2', deviceNo: 3 })).toBe(true);
    expect(isDeviceCode({ code: 'DT-2-3-1', branchCode: 'DT', deviceNo: 2 })).toBe(false);
  });

  it('tells a tablet-shaped code of the branch, whatever the device, from other codes', () => {
    for (const code of ['DT-1-1', 'DT-12-345']) expect(looksLikeDeviceCode({ code, branchCode: 'DT' }), code).toBe(true);
    for (const code of ['DT-1005', 'DT-WEB-1', 'PL-1-1', 'DT-0-1', 'DT-1-0', 'DT-1-1-1']) expect(looksLikeDeviceCode({ code, branchCode: 'DT' }), code).toBe(false);
    expect(looksLikeDeviceCode({ code: '-1-1', branchCode: '' })).toBe(false);
  });
});
