import { describe, expect, it } from 'vitest';
import { safeReturnUrl } from '../../src/features/auth/return-url';

describe('safeReturnUrl', () => {
  it('keeps same-origin paths with their query', () => {
    expect(safeReturnUrl('/appointment?date=2026-11-21')).toBe('/appointment?date=2026-11-21');
    expect(safeReturnUrl('/closing')).toBe('/closing');
  });

  it('refuses other origins, protocol-relative and odd values', () => {
    for (const bad of ['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '/\t/evil', '', 42, null]) {
      expect(safeReturnUrl(bad)).toBe('/');
    }
  });

  it('never returns to the sign-in or sign-out pages', () => {
    expect(safeReturnUrl('/login?returnUrl=/x')).toBe('/');
    expect(safeReturnUrl('/logout')).toBe('/');
  });
});
