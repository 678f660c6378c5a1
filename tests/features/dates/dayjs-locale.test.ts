import { describe, expect, it } from 'vitest';
import { activateDayjsLocale, dayjs } from '../../../src/features/dates/dayjs-locale';

describe("dayjs's date words", () => {
  it('are those of the language chosen, fetched when it is', async () => {
    const day = dayjs('2026-11-20');
    await activateDayjsLocale('fr');
    expect(day.locale('fr').format('dddd D MMMM')).toBe('vendredi 20 novembre');
    expect(dayjs('2026-11-20').format('MMMM')).toBe('novembre');
    await activateDayjsLocale('vi');
    expect(dayjs('2026-11-20').format('MMMM')).toBe('tháng 11');
    await activateDayjsLocale('en');
    expect(dayjs('2026-11-20').format('MMMM')).toBe('November');
  });
});
