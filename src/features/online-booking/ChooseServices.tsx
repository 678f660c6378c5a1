import { Checkbox, Stack, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { formatMoney } from '../../domain/money';
import { MAX_ONLINE_SERVICES, type OnlineServiceGroup } from '../../domain/online-booking/paths';

export function ChooseServices(props: { groups: readonly OnlineServiceGroup[]; chosen: readonly string[]; onChange: (ids: string[]) => void }) {
  const { t } = useLingui();
  const full = props.chosen.length >= MAX_ONLINE_SERVICES;
  const toggle = (id: string, on: boolean) => props.onChange(on ? [...props.chosen, id] : props.chosen.filter((c) => c !== id));
  return (
    <Stack gap="md">
      {props.groups.map((group) => (
        <Stack key={group.id} gap="xs" role="group" aria-labelledby={`group-${group.id}`}>
          <Title order={3} size="h5" id={`group-${group.id}`}>
            {group.name}
          </Title>
          {group.services.map((s) => {
            const checked = props.chosen.includes(s.id);
            const minutes = s.duration;
            return (
              <Checkbox
                key={s.id}
                checked={checked}
                disabled={!checked && full}
                onChange={(e) => toggle(s.id, e.currentTarget.checked)}
                label={s.name}
                description={t`${minutes} min · ${formatMoney(s.priceCents)}`}
              />
            );
          })}
        </Stack>
      ))}
    </Stack>
  );
}
