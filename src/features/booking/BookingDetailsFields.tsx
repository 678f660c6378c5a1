/**
 * The booking's own fields: when, who (with customer search on phone and name), and the
 * main guest's preferences (gender priority, lock technician, reorder), colour and note.
 */
import { ActionIcon, ColorInput, Grid, Group, Input, SegmentedControl, Select, Switch, Text, TextInput, Textarea } from '@mantine/core';
import { DatePickerInput } from '../dates/date-picker-input';
import { useLingui } from '@lingui/react/macro';
import { CalendarIcon, UserIcon } from '../../components/icons';
import { Gender, type ScheduleTechnician } from '../../domain/api';
import type { PhoneSetting } from '../../domain/phone';
import { isDayString } from '../dates/branch-dates';
import { genderLabels } from './booking-labels';
import { CustomerSearchInput } from './CustomerSearchInput';
import { BlockedCustomerNotice } from '../customer/BlockedCustomerNotice';
import type { BookingFormState } from './form-model';
import { asGender, GENDER_CHOICES, setGuestGender, updateGuest, withCustomer, withTypedName, withTypedPhone } from './form-edits';
import { FieldKey } from './form-validation';
import type { DateLimits, TimeOption } from './start-time-options';

const NOTE_MAX = 2000;

/** A few salon colours for the card on the board. */
export const BOOKING_SWATCHES = ['#fa5252', '#e64980', '#be4bdb', '#7950f2', '#4c6ef5', '#228be6', '#15aabf', '#12b886', '#40c057', '#fab005', '#fd7e14', '#868e96'];

export function BookingDetailsFields(props: {
  state: BookingFormState;
  onChange: (change: (state: BookingFormState) => BookingFormState) => void;
  branchId: string;
  phone: PhoneSetting;
  online: boolean;
  readOnly: boolean;
  mainReadOnly: boolean;
  timeOptions: TimeOption[];
  dateLimits: DateLimits;
  technicians: readonly ScheduleTechnician[];
  describe: (key: string) => string | null;
  createdTime: string | null;
  autoFocus: boolean;
  /** Opens the customer detail window (900 px) for the booking's saved customer. */
  onCustomerDetails: (customerId: string) => void;
}) {
  const { t, i18n } = useLingui();
  const { state, onChange, readOnly } = props;
  const main = state.guests[0];
  const createdTime = props.createdTime;
  const customerDetailsLabel = t`Customer details`;

  return (
    <Grid gap="sm">
      <Grid.Col span={{ base: 12, sm: 3 }}>
        <DatePickerInput
          label={t`Date`}
          value={state.date}
          maxDate={props.dateLimits.maxDate ?? undefined}
          disabled={props.dateLimits.disabled}
          valueFormat="ddd, MM/DD/YYYY"
          leftSection={<CalendarIcon />}
          popoverProps={{ withinPortal: true, zIndex: 400 }}
          onChange={(value) => {
            if (isDayString(value)) onChange((s) => ({ ...s, date: value }));
          }}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 2 }}>
        <Select
          label={t`Start time`}
          required
          data={props.timeOptions}
          value={state.time === null ? null : String(state.time)}
          disabled={readOnly}
          searchable
          allowDeselect={false}
          nothingFoundMessage={t`No time available`}
          error={props.describe(FieldKey.START_TIME)}
          comboboxProps={{ withinPortal: true, zIndex: 400 }}
          onChange={(value) => {
            const time = value === null ? null : Number(value);
            onChange((s) => ({ ...s, time: time !== null && Number.isFinite(time) ? time : null }));
          }}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 3 }}>
        <CustomerSearchInput
          label={t`Phone`}
          required
          inputMode="tel"
          placeholder={props.phone.pattern}
          value={state.phone}
          disabled={readOnly}
          error={props.describe(FieldKey.PHONE)}
          branchId={props.branchId}
          customerId={state.customerId}
          online={props.online}
          autoFocus={props.autoFocus}
          onType={(text) => onChange((s) => withTypedPhone(s, text))}
          onPick={(option) => onChange((s) => withCustomer(s, option))}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <CustomerSearchInput
          label={t`Customer name`}
          required
          value={state.customerName}
          disabled={readOnly}
          error={props.describe(FieldKey.CUSTOMER_NAME)}
          branchId={props.branchId}
          customerId={state.customerId}
          online={props.online}
          onType={(text) => onChange((s) => withTypedName(s, text))}
          onPick={(option) => onChange((s) => withCustomer(s, option))}
          action={
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={customerDetailsLabel}
              title={state.customerId ? customerDetailsLabel : t`Pick a saved customer to see their details`}
              disabled={!state.customerId}
              onClick={() => {
                if (state.customerId) props.onCustomerDetails(state.customerId);
              }}
            >
              <UserIcon />
            </ActionIcon>
          }
        />
      </Grid.Col>

      {state.customerBlocked || state.customerNotes.length > 0 ? (
        <Grid.Col span={12}>
          <BlockedCustomerNotice blocked={state.customerBlocked} notes={state.customerNotes} />
        </Grid.Col>
      ) : null}

      <Grid.Col span={{ base: 12, sm: 4 }}>
        <TextInput
          label={t`Email`}
          type="email"
          autoComplete="off"
          value={state.email}
          disabled={readOnly}
          maxLength={320}
          error={props.describe(FieldKey.EMAIL)}
          onChange={(e) => {
            const email = e.currentTarget.value;
            onChange((s) => ({ ...s, email }));
          }}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <Input.Wrapper label={t`Gender priority`}>
          <SegmentedControl
            aria-label={t`Gender priority`}
            fullWidth
            data={GENDER_CHOICES.map((g) => ({ value: g, label: i18n._(genderLabels[g]) }))}
            value={main?.gender ?? Gender.ANY}
            disabled={props.mainReadOnly}
            onChange={(value) => {
              if (main) onChange((s) => setGuestGender(s, main.id, asGender(value), props.technicians));
            }}
          />
        </Input.Wrapper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <ColorInput
          label={t`Colour`}
          format="hex"
          swatches={BOOKING_SWATCHES}
          swatchesPerRow={6}
          value={state.color}
          disabled={readOnly}
          popoverProps={{ withinPortal: true, zIndex: 400 }}
          onChange={(color) => onChange((s) => ({ ...s, color }))}
        />
      </Grid.Col>

      <Grid.Col span={12}>
        <Group gap="xl">
          <Switch
            label={t`Lock technician`}
            checked={main?.block ?? false}
            disabled={props.mainReadOnly}
            onChange={(e) => {
              const block = e.currentTarget.checked;
              if (main) onChange((s) => updateGuest(s, main.id, (g) => ({ ...g, block })));
            }}
          />
          <Switch
            label={t`Reorder`}
            checked={main?.isReOrder ?? false}
            disabled={props.mainReadOnly}
            onChange={(e) => {
              const isReOrder = e.currentTarget.checked;
              if (main) onChange((s) => updateGuest(s, main.id, (g) => ({ ...g, isReOrder })));
            }}
          />
          <Switch
            label={t`Walk-in`}
            description={t`Came in without an appointment: counts in the turn list`}
            checked={state.walkIn}
            // How a booking came in is set when it is made (the server keeps the first answer).
            disabled={readOnly || createdTime !== null}
            onChange={(e) => {
              const walkIn = e.currentTarget.checked;
              onChange((s) => ({ ...s, walkIn }));
            }}
          />
          {createdTime ? (
            <Text size="sm" c="dimmed">
              {t`Created ${createdTime}`}
            </Text>
          ) : null}
        </Group>
      </Grid.Col>

      <Grid.Col span={12}>
        <Textarea
          label={t`Note`}
          value={state.note}
          error={props.describe(FieldKey.NOTE)}
          disabled={readOnly}
          maxLength={NOTE_MAX}
          autosize
          minRows={1}
          maxRows={4}
          onChange={(e) => {
            const note = e.currentTarget.value;
            onChange((s) => ({ ...s, note }));
          }}
        />
        <input type="hidden" name="branchId" value={props.branchId} />
      </Grid.Col>
    </Grid>
  );
}
