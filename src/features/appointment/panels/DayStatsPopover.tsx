/** The right filter's "Statistic of day": the day's counts, hours and revenue at a glance. */
import { lazy, Suspense } from 'react';
import { Button, Loader, Popover, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { DayStats } from '../../../domain/scheduler/day-stats';

// The tables (with their stylesheet) are fetched on the first opening: the day is drawn without them.
const StatsBody = lazy(() => import('./DayStatsBody').then((m) => ({ default: m.StatsBody })));

export function DayStatsPopover(props: {
  stats: DayStats | null;
  technicians: { id: string; name: string }[];
  moneySymbol?: string;
}) {
  const { t } = useLingui();
  return (
    <Popover position="bottom-end" width={440} shadow="md" withArrow trapFocus>
      <Popover.Target>
        <Button variant="default">{t`Statistic of day`}</Button>
      </Popover.Target>
      <Popover.Dropdown>
        {props.stats ? (
          <Suspense fallback={<Loader size="sm" />}>
            <StatsBody stats={props.stats} technicians={props.technicians} symbol={props.moneySymbol ?? '$'} />
          </Suspense>
        ) : (
          <Text size="sm" c="dimmed">
            {t`The day is not loaded yet.`}
          </Text>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
