/** The zoom popover (ZoomControl.tsx draws its button and fetches this on first use): the column width, a slider and one-step buttons. */
import { ActionIcon, Group, Popover, Slider, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { OverlayProps } from '../../../components/OverlayOnFirstUse';
import { snapZoom, stepZoom, ZOOM_MAX, ZOOM_MIN, ZOOM_STEP } from './zoom';

export function ZoomSlider(props: { value: number; onChange: (width: number) => void }) {
  const { t } = useLingui();
  const value = snapZoom(props.value);
  return (
    <>
      <Text size="sm" fw={500} mb="xs">
        {t`Column width: ${value} px`}
      </Text>
      <Group gap="xs" wrap="nowrap">
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t`Narrower`}
          disabled={value <= ZOOM_MIN}
          onClick={() => props.onChange(stepZoom(value, -1))}
        >
          −
        </ActionIcon>
        <Slider
          style={{ flex: 1 }}
          min={ZOOM_MIN}
          max={ZOOM_MAX}
          step={ZOOM_STEP}
          value={value}
          onChange={(next) => props.onChange(snapZoom(next))}
          label={(v) => `${v} px`}
          thumbLabel={t`Column width`}
        />
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t`Wider`}
          disabled={value >= ZOOM_MAX}
          onClick={() => props.onChange(stepZoom(value, 1))}
        >
          +
        </ActionIcon>
      </Group>
    </>
  );
}

export function ZoomOverlay(props: OverlayProps & { width: number; onWidth: (width: number) => void }) {
  return (
    <Popover position="bottom-end" width={300} shadow="md" withArrow trapFocus opened={props.opened} onChange={props.onChange}>
      <Popover.Target>{props.target}</Popover.Target>
      <Popover.Dropdown>
        <ZoomSlider value={props.width} onChange={props.onWidth} />
      </Popover.Dropdown>
    </Popover>
  );
}
