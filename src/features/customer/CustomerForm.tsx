/**
 * Create or edit a customer (spec part 2 §3 Customer, §5): name and phone required (the name
 * sent in capitals, the phone without spaces, by the branch's phone rule), code, emails as a
 * comma list (the last is used), address, description, level, main technician, receive email
 * and SMS, birthday, active, blocked, and the notes, each added, changed or removed on its own.
 * Validated with the shared customerValuesSchema, as the server is.
 */
import { ActionIcon, Button, Group, Select, SimpleGrid, Stack, Switch, Text, TextInput, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useLingui } from '@lingui/react/macro';
import { CUSTOMER_LEVELS, CUSTOMER_TEXT_MAX, EMPTY_CUSTOMER_VALUES, customerValuesSchema, normaliseCustomerValues, type CustomerValues } from '../../domain/people/customer';
import type { CustomerAdminDetail, NamedRef } from '../../domain/people/customer-contract';
import { formatPhone, type PhoneSetting } from '../../domain/phone';
import { createCustomer, updateCustomer } from '../../data/customers';
import { AdminForm } from '../admin/AdminForm';
import { SavedKind } from '../admin/admin-feedback';
import { useAdminForm } from '../admin/use-admin-form';
import { useLevelLabels } from './customer-labels';

export const CUSTOMER_FORM_ID = 'customer-form';

function valuesOf(c: CustomerAdminDetail, phone: PhoneSetting): CustomerValues {
  return {
    name: c.name,
    phone: formatPhone(c.phone, phone),
    code: c.code ?? '',
    emails: c.emails,
    address: c.address ?? '',
    description: c.description ?? '',
    level: c.level,
    mainTechnicianId: c.mainTechnician?.id ?? null,
    receiveEmail: c.receiveEmail,
    receiveSms: c.receiveSms,
    birthDay: c.birthDay ?? '',
    active: c.active,
    blocked: c.blocked,
    notes: c.notes.map((n) => ({ id: n.id, note: n.note })),
  };
}

const COMBO = { withinPortal: true, zIndex: 400 } as const;

export function CustomerForm(props: {
  customer: CustomerAdminDetail | null;
  branchId: string;
  phone: PhoneSetting;
  technicians: readonly NamedRef[];
  onSaved: (id: string) => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const levelLabel = useLevelLabels();
  const { customer } = props;
  const state = useAdminForm({
    formId: CUSTOMER_FORM_ID,
    schema: customerValuesSchema(props.phone),
    initialValues: customer ? valuesOf(customer, props.phone) : EMPTY_CUSTOMER_VALUES,
    kind: customer ? SavedKind.UPDATE : SavedKind.CREATE,
    save: (values: CustomerValues) => {
      const sent = normaliseCustomerValues(values);
      return customer ? updateCustomer({ ...sent, id: customer.id }) : createCustomer({ ...sent, branchId: props.branchId });
    },
    onSaved: (saved) => props.onSaved(saved.id),
  });
  const { form } = state;
  const technicians = props.technicians.map((x) => ({ value: x.id, label: x.name }));
  // A technician since removed still shows by name rather than as an id.
  const current = customer?.mainTechnician;
  if (current && !technicians.some((x) => x.value === current.id)) technicians.push({ value: current.id, label: current.name });

  return (
    <AdminForm state={state} onCancel={props.onCancel}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Stack gap="md">
          <TextInput label={t`Name`} required maxLength={CUSTOMER_TEXT_MAX.name} autoComplete="off" {...form.getInputProps('name')} size="md" data-autofocus />
          <TextInput label={t`Phone`} required type="tel" placeholder={props.phone.pattern} autoComplete="off" {...form.getInputProps('phone')} size="md" />
          <TextInput label={t`Code`} maxLength={CUSTOMER_TEXT_MAX.code} autoComplete="off" {...form.getInputProps('code')} onChange={(e) => form.setFieldValue('code', e.currentTarget.value.toUpperCase())} size="md" />
          <TextInput
            label={t`Emails`}
            description={t`Several emails separated by commas: the last one is used`}
            maxLength={CUSTOMER_TEXT_MAX.emails}
            autoComplete="off"
            {...form.getInputProps('emails')}
            size="md"
          />
          <TextInput label={t`Address`} maxLength={CUSTOMER_TEXT_MAX.address} {...form.getInputProps('address')} size="md" />
          <Textarea label={t`Description`} maxLength={CUSTOMER_TEXT_MAX.description} {...form.getInputProps('description')} autosize minRows={2} maxRows={5} size="md" />
        </Stack>
        <Stack gap="md">
          <Select
            label={t`Level`}
            placeholder={t`No level`}
            clearable
            data={CUSTOMER_LEVELS.map((level) => ({ value: level, label: levelLabel(level) }))}
            value={form.values.level}
            onChange={(v) => form.setFieldValue('level', CUSTOMER_LEVELS.find((l) => l === v) ?? null)}
            error={form.errors.level}
            size="md"
            comboboxProps={COMBO}
          />
          <Select
            label={t`Main technician`}
            placeholder={t`None`}
            clearable
            searchable
            nothingFoundMessage={t`No technician found`}
            data={technicians}
            {...form.getInputProps('mainTechnicianId')}
            size="md"
            comboboxProps={COMBO}
          />
          <TextInput type="date" label={t`Birthday`} {...form.getInputProps('birthDay')} size="md" />
          <Group gap="lg" wrap="wrap">
            <Switch label={t`Receive email`} {...form.getInputProps('receiveEmail', { type: 'checkbox' })} size="md" />
            <Switch label={t`Receive SMS`} {...form.getInputProps('receiveSms', { type: 'checkbox' })} size="md" />
            <Switch label={t`Active`} {...form.getInputProps('active', { type: 'checkbox' })} size="md" />
            <Switch label={t`Blocked`} color="red" {...form.getInputProps('blocked', { type: 'checkbox' })} size="md" />
          </Group>
          <NotesEditor form={form} />
        </Stack>
      </SimpleGrid>
    </AdminForm>
  );
}

/** The notes, newest first: each its own field, removed with its button; "Add note" puts an empty one on top. */
function NotesEditor(props: { form: UseFormReturnType<CustomerValues> }) {
  const { t } = useLingui();
  const { form } = props;
  const notes = form.values.notes;
  return (
    <Stack gap="xs" role="group" aria-label={t`Notes`}>
      <Group justify="space-between" gap="sm">
        <Text size="sm" fw={500}>
          {t`Notes`}
        </Text>
        <Button size="xs" variant="light" onClick={() => form.insertListItem('notes', { id: null, note: '' }, 0)}>
          {t`Add note`}
        </Button>
      </Group>
      {notes.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t`No notes.`}
        </Text>
      ) : null}
      {notes.map((note, index) => {
        const n = index + 1;
        return (
          <Group key={note.id ?? `new-${notes.length - index}`} gap="xs" align="flex-start" wrap="nowrap">
            <Textarea
              aria-label={t`Note ${n}`}
              maxLength={CUSTOMER_TEXT_MAX.note}
              autosize
              minRows={1}
              maxRows={4}
              style={{ flex: 1 }}
              {...form.getInputProps(`notes.${index}.note`)}
            />
            <ActionIcon variant="subtle" color="red" size="lg" aria-label={t`Delete note ${n}`} onClick={() => form.removeListItem('notes', index)}>
              ✕
            </ActionIcon>
          </Group>
        );
      })}
    </Stack>
  );
}
