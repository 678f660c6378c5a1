/**
 * The booking form's body: its state, validation and actions. Nothing is sent from here: the
 * parent queues what `onSubmit` receives (so saving works offline) and confirms status changes.
 */
import { useState } from 'react';
import { Alert, Button, Checkbox, Divider, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useLingui } from '@lingui/react/macro';
import { useUnsavedChanges } from '../../components/unsaved-changes';
import { WindowModal } from '../../components/WindowModal';
import { CustomerDetailPanel } from '../appointment/panels/CustomerDetailPanel';
import { PlusIcon } from '../../components/icons';
import { BookingStatus } from '../../domain/api';
import type { ServiceGroupNode, ServiceLeaf } from '../../domain/booking/reads';
import { FormButton, formButtonsFor, isPayable } from '../../domain/booking/menu';
import { statusForNewGuest } from '../../domain/booking/status';
import { ErrorCode } from '../../domain/errors';
import { formatMoney } from '../../components/locale-format';
import { describeCode, describeError } from '../i18n/error-messages';
import { describeProblem } from './booking-labels';
import type { BookingFormModalProps, BookingFormAction } from './booking-form-props';
import { BookingDetailsFields } from './BookingDetailsFields';
import { BookingFormButtons } from './BookingFormButtons';
import { formTotals, hasCompletedGuest, isFormReadOnly, isGuestReadOnlyInForm } from './form-access';
import {
  addExtraLine,
  addGuest,
  addPackageLines,
  addServiceLine,
  canRemoveGuest,
  removeGuest,
  setGuestGender,
  updateGuest,
} from './form-edits';
import { randomId, type BookingFormState, type FormGuest } from './form-model';
import { FieldKey, validateBookingForm } from './form-validation';
import { GuestSection } from './GuestSection';
import { clonedBookingState, existingBookingState, newBookingState, nextBookingState } from './initial-form-state';
import { startTimeOf, toDraft, toSubmitArgs, type BookingDraft } from './save-input';
import type { RecurrenceRule } from '../../domain/booking/recurrence';
import { RepeatFields } from './RepeatFields';
import { SeriesReview } from './SeriesReview';
import { useSeriesActions } from './use-series-actions';
import { NO_REPEAT, ruleOf, type RepeatState } from './series-plan';
import { isPackageBookable } from '../../domain/catalogue/package';
import type { PackageRow } from '../../domain/catalogue/package-contract';
import { findService } from './service-tree-filter';
import { ServicePicker } from './ServicePicker';
import { FormDayNotice } from './FormDayNotice';
import { useFormDay } from './use-form-day';
import { closedDayRefusal } from '../../domain/booking/closed-day';
import { dateLimits, latestStartMinute, startTimeOptions } from './start-time-options';

function initialState(props: BookingFormModalProps, groups: ServiceGroupNode[] | null): BookingFormState {
  const countOf = (serviceId: string) => findService(groups, serviceId)?.numberTechnician;
  if (props.existing && (props.mode === 'update' || props.mode === 'refused')) return existingBookingState(props.existing, countOf);
  if (props.existing && props.mode === 'clone') {
    return clonedBookingState(props.existing, { today: props.today, nowMinute: props.nowMinute, newId: randomId, countOf });
  }
  const config = props.board && props.board.date === props.date ? props.board.config : props.fallbackHours;
  return newBookingState({ date: props.date, today: props.today, nowMinute: props.nowMinute, config, preset: props.preset, newId: randomId });
}

const ACTION_OF: Partial<Record<FormButton, BookingFormAction>> = {
  SAVE: 'SAVE',
  CREATE_AND_CONTINUE: 'CREATE_AND_CONTINUE',
  START: 'START',
};

export function BookingForm(
  props: BookingFormModalProps & {
    groups: ServiceGroupNode[] | null | undefined;
    packages: readonly PackageRow[];
    refreshing: boolean;
    onRefreshServices: () => void;
  },
) {
  const { t, i18n } = useLingui();
  const { today } = props;
  const [state, setState] = useState(() => initialState(props, props.groups ?? null));
  // Another date in the form: that day's technicians and hours, not the board's.
  const day = useFormDay({ branchId: props.branch.id, date: state.date, online: props.online, board: props.board, fallbackHours: props.fallbackHours });
  const { technicians } = day;
  const [pristine, setPristine] = useState(state);
  const [showErrors, setShowErrors] = useState(false);
  const [busy, setBusy] = useState<FormButton | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [pickerFor, setPickerFor] = useState<string | null>(null);
  const [customerShown, setCustomerShown] = useState<string | null>(null);
  const [repeat, setRepeat] = useState<RepeatState>(NO_REPEAT);
  const [review, setReview] = useState<{ draft: BookingDraft; rule: RecurrenceRule } | null>(null);
  const [following, setFollowing] = useState(false);
  useUnsavedChanges(`booking-form:${state.id}`, state !== pristine && busy === null);

  const isNew = props.mode !== 'update' || !props.existing;
  const { series } = props;
  // A new booking may repeat; a saved booking of a series may change or cancel the following ones too.
  const canRepeat = series !== undefined && (props.mode === 'create' || props.mode === 'clone');
  const seriesId = !isNew ? (props.existing?.booking.seriesId ?? null) : null;
  const seriesActions = useSeriesActions({ branch: props.branch, booking: isNew ? null : (props.existing?.booking ?? null), onClose: props.onClose });
  const status = isNew ? null : (props.existing?.booking.status ?? null);
  const readOnly = isFormReadOnly(status);
  const savedDate = props.existing?.booking.startTime.slice(0, 10) ?? props.date;
  const savedGuests = props.existing?.guests ?? [];
  // A refused change is fixed and queued again in its place: one booking, no "and continue".
  const buttons = formButtonsFor({
    isNew,
    status: status ?? BookingStatus.WAITING,
    isToday: state.date === today,
    hasPayable: props.onPayment !== undefined && savedGuests.some(isPayable),
    hasBill: props.onPaymentDetail !== undefined && savedGuests.some((g) => g.billId),
  }).filter((b) => props.mode !== 'refused' || b !== FormButton.CREATE_AND_CONTINUE);
  const timeOptions = startTimeOptions({
    config: day.config,
    maxMinute: latestStartMinute({ status, date: state.date, today, nowMinute: props.nowMinute }),
    current: state.time,
  });
  const limits = dateLimits({ isNew, status, savedDate, today, readOnly, hasCompletedGuest: hasCompletedGuest(state), canAdmin: props.canAdmin });
  // The server's closed-day rule, where this tablet knows the day: a saved booking already on it stays editable there.
  const closedDay = closedDayRefusal({
    date: state.date,
    config: { isHoliday: day.config.isHoliday ?? false, holiday: day.config.holiday ?? null },
    savedDate: props.mode === 'update' && props.existing ? savedDate : null,
  });
  const errors = showErrors ? validateBookingForm({ state, draft: toDraft(state, { branchId: props.branch.id, start: false }), phone: props.phone, closedDay }) : {};
  const describe = (key: string) => describeProblem(errors[key], i18n);
  const totals = formTotals(state);
  const totalPrice = formatMoney(totals.price);
  const totalMinutes = totals.minutes;

  const labelOf = (guest: FormGuest, index: number): string => {
    const name = index === 0 ? state.customerName.trim() : guest.name.trim();
    const number = index + 1;
    return name || t`Guest ${number}`;
  };
  const changeGuest = (guestId: string) => (change: (g: FormGuest) => FormGuest) => setState((s) => updateGuest(s, guestId, change));
  const pickerIndex = state.guests.findIndex((g) => g.id === pickerFor);
  const pickerGuest = state.guests[pickerIndex];

  function pickService(service: ServiceLeaf) {
    if (!pickerFor) return;
    setState((s) =>
      updateGuest(s, pickerFor, (g) =>
        addServiceLine(g, {
          service,
          technicians,
          // The board cell's technician is the main guest's.
          presetTechnicianId: s.guests[0]?.id === g.id ? s.presetTechnicianId : null,
          newId: randomId,
        }),
      ),
    );
  }

  function pickPackage(pkg: PackageRow) {
    if (!pickerFor) return;
    setState((s) =>
      updateGuest(s, pickerFor, (g) =>
        addPackageLines(g, { pkg, groups: props.groups ?? null, technicians, presetTechnicianId: s.guests[0]?.id === g.id ? s.presetTechnicianId : null, newId: randomId }),
      ),
    );
  }
  // Offered only enabled and within their dates at the booking's start (its day while no time is chosen), as the server checks.
  const bookingStart = startTimeOf(state) || `${state.date} 00:00`;
  const bookablePackages = props.packages.filter((p) => isPackageBookable(p, bookingStart));
  const packageName = (id: string) => props.packages.find((p) => p.id === id)?.content ?? null;

  async function submit(action: BookingFormAction, button: FormButton) {
    const draft = toDraft(state, { branchId: props.branch.id, start: action === 'START' });
    const found = validateBookingForm({ state, draft, phone: props.phone, closedDay });
    if (Object.keys(found).length > 0) {
      setShowErrors(true);
      const code = found[FieldKey.START_TIME] === ErrorCode.CLOSED_DAY ? ErrorCode.CLOSED_DAY : ErrorCode.BOOKING_INVALID;
      notifications.show({ color: 'red', message: describeCode(code, i18n), autoClose: 4000 });
      return;
    }
    const rule = canRepeat ? ruleOf(repeat) : null;
    if (canRepeat && repeat.on) {
      if (!rule || action === 'START') {
        notifications.show({ color: 'red', message: t`Check the Repeat fields: every 1 to 12 weeks, 2 to 52 times or until a later date.`, autoClose: 5000 });
        return;
      }
      setReview({ draft, rule });
      return;
    }
    setBusy(button);
    setFailure(null);
    try {
      if (following && seriesId && series) await seriesActions.updateFollowing(toSubmitArgs(draft));
      else await props.onSubmit(action, toSubmitArgs(draft));
    } catch (error) {
      setFailure(describeError(error, i18n));
      setBusy(null);
      return;
    }
    setBusy(null);
    setShowErrors(false);
    if (action === 'CREATE_AND_CONTINUE') {
      const next = nextBookingState(state, randomId);
      setState(next);
      setPristine(next);
      setPickerFor(null);
    } else {
      setPristine(state);
      props.onClose();
    }
  }

  function onButton(button: FormButton) {
    const action = ACTION_OF[button];
    if (action) {
      void submit(action, button);
      return;
    }
    switch (button) {
      case FormButton.CANCEL_BOOKING:
        props.onStatus(BookingStatus.CANCEL);
        break;
      case FormButton.NO_SHOW:
        props.onStatus(BookingStatus.NO_SHOW);
        break;
      case FormButton.DUPLICATE:
        props.onDuplicate();
        break;
      case FormButton.PAYMENT:
        props.onPayment?.();
        break;
      case FormButton.PAYMENT_DETAIL:
        props.onPaymentDetail?.();
        break;
      default:
        props.onClose();
    }
  }

  const main = state.guests[0];
  const extras = state.guests.slice(1);
  const mainReadOnly = !main || isGuestReadOnlyInForm(readOnly, main);
  const formError = describe(FieldKey.FORM);

  return (
    <form onSubmit={(e) => e.preventDefault()} noValidate aria-label={t`Booking`}>
      <Stack gap="sm">
        <BookingDetailsFields
          state={state}
          onChange={setState}
          branchId={props.branch.id}
          phone={props.phone}
          online={props.online}
          readOnly={readOnly}
          mainReadOnly={mainReadOnly}
          timeOptions={timeOptions}
          dateLimits={limits}
          technicians={technicians}
          describe={describe}
          createdTime={isNew ? null : (props.existing?.booking.createdTime ?? null)}
          autoFocus={isNew}
          onCustomerDetails={setCustomerShown}
        />
        <FormDayNotice day={day} online={props.online} />
        {canRepeat ? <RepeatFields state={repeat} minDate={state.date} onChange={setRepeat} /> : null}
        {seriesId && series && !readOnly ? (
          <Group gap="sm" wrap="wrap">
            <Checkbox label={t`Also change the following bookings of this series`} checked={following} onChange={(e) => setFollowing(e.currentTarget.checked)} />
            <Button variant="outline" color="red" size="xs" onClick={seriesActions.cancelFollowing}>
              {t`Cancel this and the following`}
            </Button>
          </Group>
        ) : null}

        {main ? (
          <GuestSection
            guest={main}
            label={labelOf(main, 0)}
            isMain
            readOnly={mainReadOnly}
            canRemove={false}
            date={state.date}
            time={state.time}
            technicians={technicians}
            describe={describe}
            onChange={changeGuest(main.id)}
            onGender={(gender) => setState((s) => setGuestGender(s, main.id, gender, technicians))}
            onRemove={() => undefined}
            onPickServices={() => setPickerFor(main.id)}
            packageName={packageName}
            onAddExtra={() => setState((s) => updateGuest(s, main.id, (g) => addExtraLine(g, { technicians, presetTechnicianId: s.presetTechnicianId, newId: randomId })))}
          />
        ) : null}

        {readOnly ? null : (
          <Divider
            labelPosition="center"
            label={
              <Button
                variant="subtle"
                size="xs"
                leftSection={<PlusIcon size={14} />}
                onClick={() => setState((s) => addGuest(s, { newId: randomId, status: statusForNewGuest(s.date, today) }))}
              >
                {t`Add guest`}
              </Button>
            }
          />
        )}

        {extras.map((guest, i) => {
          const guestReadOnly = isGuestReadOnlyInForm(readOnly, guest);
          return (
            <GuestSection
              key={guest.id}
              guest={guest}
              label={labelOf(guest, i + 1)}
              isMain={false}
              readOnly={guestReadOnly}
              canRemove={!readOnly && canRemoveGuest(state, guest.id)}
              date={state.date}
              time={state.time}
              technicians={technicians}
              describe={describe}
              onChange={changeGuest(guest.id)}
              onGender={(gender) => setState((s) => setGuestGender(s, guest.id, gender, technicians))}
              onRemove={() => setState((s) => removeGuest(s, guest.id))}
              onPickServices={() => setPickerFor(guest.id)}
              packageName={packageName}
              onAddExtra={() => setState((s) => updateGuest(s, guest.id, (g) => addExtraLine(g, { technicians, presetTechnicianId: null, newId: randomId })))}
            />
          );
        })}

        <Group justify="space-between" align="center" wrap="wrap" gap="sm">
          <Text fw={600} aria-live="polite">
            {t`Total: ${totalPrice} · ${totalMinutes} min`}
          </Text>
          <BookingFormButtons buttons={buttons} busy={busy} onButton={onButton} />
        </Group>
        {formError ? (
          <Alert color="red" variant="light" role="alert">
            {formError}
          </Alert>
        ) : null}
        {failure ? (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        ) : null}
      </Stack>

      {customerShown ? (
        <WindowModal opened title={t`Customer details`} width={900} zIndex={300} onClose={() => setCustomerShown(null)} closeOnEscape>
          <CustomerDetailPanel customerId={customerShown} online={props.online} phone={props.phone} branchId={props.branch.id} />
        </WindowModal>
      ) : null}

      {review && series ? (
        <WindowModal opened title={t`Repeat booking`} width={900} zIndex={300} onClose={() => setReview(null)} closeOnEscape>
          <SeriesReview
            draft={review.draft}
            rule={review.rule}
            branchId={props.branch.id}
            online={props.online}
            timeZone={series.timeZone}
            onBack={() => setReview(null)}
            onSave={async (bookings) => {
              try {
                await seriesActions.create(bookings);
              } catch (error) {
                setReview(null);
                setFailure(describeError(error, i18n));
                return;
              }
              setReview(null);
              setPristine(state);
              props.onClose();
            }}
          />
        </WindowModal>
      ) : null}

      <ServicePicker
        opened={pickerGuest !== undefined}
        guestLabel={pickerGuest ? labelOf(pickerGuest, pickerIndex) : ''}
        groups={props.groups}
        online={props.online}
        refreshing={props.refreshing}
        onRefresh={props.onRefreshServices}
        onPick={pickService}
        packages={bookablePackages}
        onPickPackage={pickPackage}
        onClose={() => setPickerFor(null)}
      />
    </form>
  );
}
