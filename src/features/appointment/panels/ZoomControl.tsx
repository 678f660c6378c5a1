/** The right filter's column-width zoom: a slider and one-step buttons in a popover. */
import { lazy, Suspense } from 'react';
import { Button, Loader, Popover } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';

// The slider (with its stylesheet) is fetched on the first opening: the day is drawn without it.
const ZoomSlider = lazy(() => import('./ZoomSlider').then((m) => ({ default: m.ZoomSlider })));

export function ZoomControl(props: { value: number; onChange: (width: number) => void }) {
  const { t } = useLingui();
  return (
    <Popover position="bottom-end" width={300} shadow="md" withArrow trapFocus>
      <Popover.Target>
        <Button variant="default">{t`Column width`}</Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Suspense fallback={<Loader size="sm" />}>
          <ZoomSlider value={props.value} onChange={props.onChange} />
        </Suspense>
      </Popover.Dropdown>
    </Popover>
  );
}
