/**
 * The right filter's "Statistic of day": the day's counts, hours and revenue at a glance. The
 * popover and its tables (with their stylesheet) come on first use (DayStatsBody.tsx).
 */
import { useLingui } from '@lingui/react/macro';
import type { DayStats } from '../../../domain/scheduler/day-stats';
import { OverlayOnFirstUse } from '../../../components/OverlayOnFirstUse';
import { ButtonLook } from '../../../components/button-look';

const loadPopover = () => import('./DayStatsBody').then((m) => m.DayStatsOverlay);

export function DayStatsPopover(props: { stats: DayStats | null; technicians: { id: string; name: string }[]; moneySymbol?: string }) {
  const { t } = useLingui();
  return <OverlayOnFirstUse load={loadPopover} overlay={props} trigger={<ButtonLook variant="default">{t`Statistic of day`}</ButtonLook>} />;
}
