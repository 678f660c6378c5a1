/**
 * One message's words for a branch, kind, channel and language: the body (and for an email its
 * subject, cc and bcc), the kind's variables as buttons that insert `{variable}` where the cursor
 * is, and a live preview filled with sample values by the same fillTemplate the server sends
 * with. "Reset to built-in" deletes the branch's words.
 */
import { useRef } from 'react';
import { Button, Group, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { NotificationChannel } from '../../domain/catalogue/paths';
import { KIND_VARIABLES, unknownVariables } from '../../domain/notification/message-kinds';
import type { TemplateRow, TemplateWords } from '../../domain/notification/template-contract';
import { previewTemplate, sampleVars } from '../../domain/notification/template-preview';
import { smsSize, templateSchema, SMS_BODY_MAX } from '../../domain/notification/template-rules';
import { resetTemplate, saveTemplate, type TemplateKeyOf } from '../../data/message-templates';
import { AdminForm } from '../admin/AdminForm';
import { useAdminForm } from '../admin/use-admin-form';
import { confirmThen, SavedKind } from '../admin/admin-feedback';
import { VARIABLE_LABELS } from './message-labels';

export const MESSAGE_TEMPLATE_FORM_ID = 'message-template-form';

type Field = 'subject' | 'body';

export function MessageTemplateForm(props: {
  templateKey: TemplateKeyOf;
  row: TemplateRow;
  branch: { name: string; phone: string };
  readOnly: boolean;
  canReset: boolean;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useLingui();
  const { kind, channel } = props.templateKey;
  const email = channel === NotificationChannel.EMAIL;
  const state = useAdminForm<TemplateWords, unknown>({
    formId: MESSAGE_TEMPLATE_FORM_ID,
    schema: templateSchema(kind, channel),
    initialValues: props.row.words,
    kind: SavedKind.UPDATE,
    save: (values) => saveTemplate(props.templateKey, values),
    onSaved: props.onSaved,
  });
  const { form } = state;
  const v = form.values;
  const fields = { subject: useRef<HTMLInputElement>(null), body: useRef<HTMLTextAreaElement>(null) };
  const lastField = useRef<Field>('body');

  /** Puts `{variable}` at the cursor of the field last typed in, and the cursor after it. */
  function insert(variable: string) {
    const field = email ? lastField.current : 'body';
    const element = fields[field].current;
    const text = `{${variable}}`;
    const current = v[field];
    const start = element?.selectionStart ?? current.length;
    const end = element?.selectionEnd ?? current.length;
    form.setFieldValue(field, current.slice(0, start) + text + current.slice(end));
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(start + text.length, start + text.length);
    });
  }

  const vars = sampleVars(props.branch);
  const preview = { subject: previewTemplate(v.subject, kind, vars), body: previewTemplate(v.body, kind, vars) };
  const size = smsSize(preview.body);
  const unknown = unknownVariables(`${email ? v.subject : ''} ${v.body}`, kind);
  const askReset = () =>
    confirmThen({
      title: t`Reset to the built-in words?`,
      message: t`This branch's own words for this message are deleted; the built-in words are sent from now on.`,
      confirmLabel: t`Reset`,
      danger: true,
      act: () => resetTemplate(props.templateKey),
      kind: SavedKind.DELETE,
      onDone: props.onSaved,
    });

  return (
    <AdminForm state={state} onCancel={props.onCancel}>
      <fieldset disabled={props.readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack gap="md">
          {email ? <TextInput ref={fields.subject} label={t`Subject`} required size="md" {...form.getInputProps('subject')} onFocus={() => (lastField.current = 'subject')} /> : null}
          <Textarea
            ref={fields.body}
            label={email ? t`Content` : t`Message`}
            description={email ? undefined : t`At most ${SMS_BODY_MAX} characters: three SMS segments`}
            required
            autosize
            minRows={4}
            maxRows={14}
            size="md"
            {...form.getInputProps('body')}
            onFocus={() => (lastField.current = 'body')}
          />
          <div role="group" aria-label={t`Insert a variable`}>
            <Text size="sm" fw={500} mb={4}>
              {t`Insert a variable`}
            </Text>
            <Group gap={6}>
              {KIND_VARIABLES[kind].map((variable) => (
                <Button key={variable} size="compact-sm" variant="light" radius="xl" onClick={() => insert(variable)}>
                  {i18n._(VARIABLE_LABELS[variable])}
                </Button>
              ))}
            </Group>
          </div>
          {unknown.length > 0 ? (
            <Text size="sm" c="red" role="status">
              {t`Not a variable of this message:`} {unknown.map((u) => `{${u}}`).join(', ')}
            </Text>
          ) : null}
          {email ? (
            <Group grow align="flex-start" wrap="wrap" gap="md">
              <TextInput label={t`Cc`} description={t`Addresses separated by commas`} size="md" miw={220} {...form.getInputProps('cc')} />
              <TextInput label={t`Bcc`} description={t`Addresses separated by commas`} size="md" miw={220} {...form.getInputProps('bcc')} />
            </Group>
          ) : null}
          <section aria-label={t`Preview`}>
            <Text size="sm" fw={500} mb={4}>
              {t`Preview with sample data`}
            </Text>
            <Paper withBorder p="sm" bg="var(--mantine-color-gray-0)">
              {email ? (
                <Text fw={700} size="sm" mb={6} style={{ overflowWrap: 'anywhere' }}>
                  {preview.subject}
                </Text>
              ) : null}
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="template-preview">
                {preview.body}
              </Text>
            </Paper>
            {email ? null : (
              <Text size="xs" c="dimmed" mt={4}>
                {size.unicode
                  ? t`Length: ${size.characters} characters, SMS segments: ${size.segments} (accented letters: 70 characters per SMS)`
                  : t`Length: ${size.characters} characters, SMS segments: ${size.segments}`}
              </Text>
            )}
          </section>
          {props.row.custom && props.canReset ? (
            <Group>
              <Button variant="subtle" color="red" onClick={askReset}>
                {t`Reset to built-in`}
              </Button>
            </Group>
          ) : null}
        </Stack>
      </fieldset>
    </AdminForm>
  );
}
