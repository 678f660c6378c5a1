import type { ReactNode } from 'react';
import { DatesProvider } from '@mantine/dates';
import { useLingui } from '@lingui/react';

/** Mantine date pickers follow the active UI language (dayjs locale of the same name). */
export function DatesLocale({ children }: { children: ReactNode }) {
  const { i18n } = useLingui();
  return <DatesProvider settings={{ locale: i18n.locale || 'en', firstDayOfWeek: 0 }}>{children}</DatesProvider>;
}
