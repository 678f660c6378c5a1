/**
 * Mantine's DatePickerInput, fetched on first use (issue 18: the first load). Until then a
 * button drawn as the picker's input (src/components/input-look.tsx, without Mantine's Input
 * code) shows the same formatted date; a click fetches the picker (precached by the service
 * worker, so offline too) and opens it at once, so one tap still opens the calendar.
 */
import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode, type Ref } from 'react';
import { useDatesContext, type DatePickerInputProps } from '@mantine/dates';
import { InputLook, inputLookProps } from '../../components/input-look';
import { dayjs } from './dayjs-locale';

type OneDatePickerProps = DatePickerInputProps<'default'> & { ref?: Ref<HTMLButtonElement> };
// One date only: lazy() would otherwise take the picker's props for every kind of value.
const loadPicker = () =>
  import('./date-picker-input').then(({ DatePickerInput: Picker }) => ({ default: (props: OneDatePickerProps) => <Picker<'default'> {...props} /> }));
const DatePickerInput = lazy(loadPicker);

/** Mantine's own class of a picker's input button (PickerInputBase.module.css: a pointer cursor). */
const PICKER_INPUT_CLASS = 'm_6fa5e2aa';

type Props = {
  'aria-label': string;
  /** YYYY-MM-DD */
  value: string;
  onChange: NonNullable<DatePickerInputProps['onChange']>;
  valueFormat: string;
  leftSection?: ReactNode;
  size: 'sm' | 'md';
  className?: string;
  popoverProps?: DatePickerInputProps['popoverProps'];
};

function OpenedPicker(props: Props & { openAtOnce: boolean }) {
  const { openAtOnce, ...pickerProps } = props;
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // The tap that fetched the picker landed on the stand-in: pass it on.
    if (!openAtOnce) return;
    ref.current?.focus();
    ref.current?.click();
  }, [openAtOnce]);
  return <DatePickerInput ref={ref} {...pickerProps} />;
}

export function LazyDatePickerInput(props: Props) {
  const { getLocale } = useDatesContext();
  const [wanted, setWanted] = useState<'no' | 'ready' | 'open'>('no');
  const id = useId();
  const standIn = (
    <InputLook of="DatePickerInput" size={props.size} className={props.className} leftSection={props.leftSection} sectionsPassTaps={{ left: true, right: true }} multiline>
      <button
        {...inputLookProps('DatePickerInput', PICKER_INPUT_CLASS)}
        type="button"
        aria-label={props['aria-label']}
        aria-haspopup="dialog"
        aria-expanded={false}
        id={id}
        // Fetched while the pointer comes or the focus lands, so the tap rarely waits for it.
        onPointerEnter={() => void loadPicker()}
        onFocus={() => void loadPicker()}
        onClick={() => setWanted('open')}
      >
        {dayjs(props.value).locale(getLocale()).format(props.valueFormat)}
      </button>
    </InputLook>
  );
  if (wanted === 'no') return standIn;
  return (
    <Suspense fallback={standIn}>
      <OpenedPicker {...props} openAtOnce={wanted === 'open'} />
    </Suspense>
  );
}
