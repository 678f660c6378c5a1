/** The zoom popover's body: the column width, a slider and one-step buttons. */
import { ActionIcon, Group, Slider, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
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
