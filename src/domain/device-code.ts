/**
 * Codes made offline: `{branchCode}-{deviceNo}-{n}`. A tablet numbers what it creates from
 * its own counter, so two tablets never make the same code; the server checks the shape and
 * that the device number is the pushing tablet's, so one tablet cannot spend another's codes.
 */

/** Upper bound of `n`: ten digits is far beyond any tablet's lifetime of changes. */
const COUNTER = /^[1-9]\d{0,9}$/;

export function deviceCode({ branchCode, deviceNo, n }: { branchCode: string; deviceNo: number; n: number }): string {
  return `${branchCode}-${deviceNo}-${n}`;
}

export function isDeviceCode({ code, branchCode, deviceNo }: { code: string; branchCode: string; deviceNo: number }): boolean {
  if (!Number.isInteger(deviceNo) || deviceNo <= 0 || branchCode === '') return false;
  const prefix = `${branchCode}-${deviceNo}-`;
  return code.startsWith(prefix) && COUNTER.test(code.slice(prefix.length));
}

/**
 * A code shaped like some tablet's of this branch, whatever the device. Online callers may
 * not bring one: a tablet could make the same code later and have its change refused.
 */
export function looksLikeDeviceCode({ code, branchCode }: { code: string; branchCode: string }): boolean {
  const prefix = `${branchCode}-`;
  return branchCode !== '' && code.startsWith(prefix) && /^[1-9]\d*-[1-9]\d{0,9}$/.test(code.slice(prefix.length));
}
