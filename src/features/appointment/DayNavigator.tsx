/** Today, previous/next day and a date picker (weekday, month/day/year; shorter on a phone). */
import { useMediaQuery } from '@mantine/hooks';
import { useLingui } from '@lingui/react/macro';
import { CalendarIcon, ChevronLeftIcon, ChevronRightIcon } from '../../components/icons';
import { PHONE_QUERY } from '../../components/breakpoints';
import { isDayString, shiftDay } from '../dates/branch-dates';
import { LazyDatePickerInput } from '../dates/LazyDatePickerInput';
import classes from './appointment-page.module.css';
import { ButtonLook } from '../../components/button-look';
import { ActionIconLook } from '../../components/action-icon-look';

export function DayNavigator(props: { date: string; today: string; onChange: (date: string) => void }) {
  const { t } = useLingui();
  const { date, today, onChange } = props;
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  return (
    <div className={classes.navigator}>
      <ButtonLook variant="default" onClick={() => onChange(today)} aria-pressed={date === today}>
        {t`Today`}
      </ButtonLook>
      <ActionIconLook variant="default" aria-label={t`Previous day`} onClick={() => onChange(shiftDay(date, -1))}>
        <ChevronLeftIcon />
      </ActionIconLook>
      <LazyDatePickerInput
        aria-label={t`Date`}
        value={date}
        onChange={(value) => {
          if (isDayString(value)) onChange(value);
        }}
        valueFormat={phone ? 'ddd, MM/DD' : 'dddd, MM/DD/YYYY'}
        // A phone needs the room for the date itself.
        leftSection={phone ? undefined : <CalendarIcon />}
        size="md"
        className={classes.date}
        popoverProps={{ withinPortal: true }}
      />
      <ActionIconLook variant="default" aria-label={t`Next day`} onClick={() => onChange(shiftDay(date, 1))}>
        <ChevronRightIcon />
      </ActionIconLook>
    </div>
  );
}
