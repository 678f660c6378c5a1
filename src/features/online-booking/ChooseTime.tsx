import { Alert, Button, Loader, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { dayName } from './booking-words';

export function ChooseTime(props: {
  date: string;
  firstDate: string;
  lastDate: string;
  onDate: (date: string) => void;
  times: readonly string[] | null;
  loading: boolean;
  time: string | null;
  onTime: (time: string) => void;
  notice: string | null;
}) {
  const { t, i18n } = useLingui();
  return (
    <Stack gap="sm">
      <TextInput
        type="date"
        label={t`Day`}
        value={props.date}
        min={props.firstDate}
        max={props.lastDate}
        onChange={(e) => {
          const value = e.currentTarget.value;
          if (value >= props.firstDate && value <= props.lastDate) props.onDate(value);
        }}
        description={dayName(props.date, i18n.locale)}
      />
      {props.notice ? (
        <Alert color="orange" role="alert">
          {props.notice}
        </Alert>
      ) : null}
      {props.loading ? <Loader size="sm" aria-label={t`Loading the free times`} /> : null}
      {!props.loading && props.times?.length === 0 ? <Text c="dimmed">{t`No free time on this day. Please choose another day.`}</Text> : null}
      {!props.loading && props.times && props.times.length > 0 ? (
        <SimpleGrid cols={{ base: 3, xs: 4, sm: 6 }} spacing="xs" role="group" aria-label={t`Free times`}>
          {props.times.map((time) => (
            <Button key={time} variant={props.time === time ? 'filled' : 'default'} aria-pressed={props.time === time} onClick={() => props.onTime(time)} px={4}>
              {time}
            </Button>
          ))}
        </SimpleGrid>
      ) : null}
    </Stack>
  );
}
