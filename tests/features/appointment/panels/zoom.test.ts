import { describe, expect, it } from 'vitest';
import { parseStoredZoom, snapZoom, stepZoom, ZOOM_DEFAULT, zoomStorageKey } from '../../../../src/features/appointment/panels/zoom';

describe('column width zoom', () => {
  it('clamps to 40..300 and snaps to steps of 20', () => {
    expect(snapZoom(10)).toBe(40);
    expect(snapZoom(999)).toBe(300);
    expect(snapZoom(187)).toBe(180);
    expect(snapZoom(191)).toBe(200);
    expect(snapZoom(180)).toBe(180);
    expect(snapZoom(Number.NaN)).toBe(ZOOM_DEFAULT);
  });

  it('steps one notch and stops at the ends', () => {
    expect(stepZoom(180, 1)).toBe(200);
    expect(stepZoom(180, -1)).toBe(160);
    expect(stepZoom(300, 1)).toBe(300);
    expect(stepZoom(40, -1)).toBe(40);
    expect(stepZoom(185, 1)).toBe(200);
  });

  it('reads stored widths defensively, per user', () => {
    expect(parseStoredZoom(null)).toBe(180);
    expect(parseStoredZoom('')).toBe(180);
    expect(parseStoredZoom('abc')).toBe(180);
    expect(parseStoredZoom('260')).toBe(260);
    expect(parseStoredZoom('5000')).toBe(300);
    expect(zoomStorageKey('u-1')).toBe('fd:zoom:u-1');
  });
});
