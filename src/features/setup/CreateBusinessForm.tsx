/**
 * Create your business: the business name, the owner's sign-in and the first branch. The
 * form checks the same schema the server parses (src/domain/setup), through @mantine/form's
 * Standard Schema resolver, with the refusals in the user's language.
 */
import { useMemo, useState } from 'react';
import { Alert, Button, PasswordInput, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { createBusiness } from '../../data/setup';
import { ErrorCode } from '../../domain/errors';
import { formatPhone, isPhonePattern, phoneSettingFromPattern } from '../../domain/phone';
import { createBusinessBody, FIRST_BRANCH_DEFAULTS, SETUP_TEXT_MAX, type CreateBusinessValues } from '../../domain/setup';
import { provinceOptions } from '../tax/province-options';
import { isApiError } from '../../data/api-client';
import { describeError } from '../i18n/error-messages';
import { pickBrowserLanguage } from '../i18n/language-pick';
import { browserTimeZone, timeZoneOptions } from './time-zones';
import { formValidator } from '../admin/schema-messages';

/** The spec's notice for a form with fields at fault. */
const formInvalid = msg`Whoops! Looks like you missed a few things – fill in the missing fields and continue.`;

/** Digits shown through the chosen phone mask, as many as it has zeros (at most 15). */
const SAMPLE_DIGITS = '4165550100123456';

function phoneExample(pattern: string): string | null {
  if (!isPhonePattern(pattern)) return null;
  const setting = phoneSettingFromPattern(pattern);
  return formatPhone(SAMPLE_DIGITS.slice(0, setting.length), setting);
}

function initialValues(): CreateBusinessValues {
  return {
    businessName: '',
    language: pickBrowserLanguage(navigator.languages),
    owner: { fullName: '', username: '', password: '', confirmPassword: '' },
    branch: { name: '', code: '', timeZone: browserTimeZone(), ...FIRST_BRANCH_DEFAULTS },
  };
}

export function CreateBusinessForm(props: { onCreated: () => void; onBusinessExists: () => void }) {
  const { t, i18n } = useLingui();
  const form = useForm<CreateBusinessValues>({
    initialValues: initialValues(),
    validate: formValidator(createBusinessBody, i18n),
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const zones = useMemo(() => timeZoneOptions(form.values.branch.timeZone), [form.values.branch.timeZone]);
  const example = phoneExample(form.values.branch.phoneFormat);

  async function submit(values: CreateBusinessValues) {
    setBusy(true);
    setFailure(null);
    try {
      await createBusiness(values);
      notifications.show({ color: 'green', message: t`Create success` });
      props.onCreated();
    } catch (error) {
      setBusy(false);
      if (isApiError(error) && error.code === ErrorCode.BUSINESS_EXISTS) {
        notifications.show({ color: 'yellow', message: describeError(error, i18n) });
        props.onBusinessExists();
        return;
      }
      setFailure(describeError(error, i18n));
    }
  }

  const code = form.getInputProps('branch.code');
  return (
    <form onSubmit={form.onSubmit((values) => void submit(values), () => setFailure(i18n._(formInvalid)))} noValidate aria-labelledby="setup-title">
      <Stack gap="lg">
        <Stack gap="sm">
          <Title order={2} size="h4">{t`Your business`}</Title>
          <TextInput label={t`Business name`} withAsterisk maxLength={SETUP_TEXT_MAX.businessName} autoComplete="organization" size="md" {...form.getInputProps('businessName')} />
        </Stack>

        <Stack gap="sm">
          <Title order={2} size="h4">{t`Your sign-in`}</Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t`Full name`} withAsterisk maxLength={SETUP_TEXT_MAX.fullName} autoComplete="name" size="md" {...form.getInputProps('owner.fullName')} />
            <TextInput label={t`Username`} withAsterisk maxLength={SETUP_TEXT_MAX.username} autoComplete="username" autoCapitalize="none" size="md" {...form.getInputProps('owner.username')} />
            <PasswordInput
              label={t`Password`}
              description={t`At least 1 uppercase, 1 lowercase and 1 number`}
              withAsterisk
              autoComplete="new-password"
              size="md"
              {...form.getInputProps('owner.password')}
            />
            <PasswordInput label={t`Confirm password`} withAsterisk autoComplete="new-password" size="md" {...form.getInputProps('owner.confirmPassword')} />
          </SimpleGrid>
        </Stack>

        <Stack gap="sm">
          <Title order={2} size="h4">{t`Your first branch`}</Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t`Branch name`} withAsterisk maxLength={SETUP_TEXT_MAX.branchName} size="md" {...form.getInputProps('branch.name')} />
            <TextInput
              label={t`Branch code`}
              description={t`A short code, e.g. DT: it starts the branch's booking and bill codes`}
              withAsterisk
              maxLength={SETUP_TEXT_MAX.branchCode}
              autoCapitalize="characters"
              size="md"
              {...code}
              onChange={(event) => form.setFieldValue('branch.code', event.currentTarget.value.toUpperCase())}
            />
            <Select
              label={t`Time zone`}
              withAsterisk
              searchable
              allowDeselect={false}
              nothingFoundMessage={t`No time zone matches`}
              data={zones}
              size="md"
              {...form.getInputProps('branch.timeZone')}
            />
            <TextInput
              label={t`Phone format`}
              description={example ? t`A 0 for each digit, e.g. ${example}` : t`A 0 for each digit`}
              withAsterisk
              size="md"
              {...form.getInputProps('branch.phoneFormat')}
            />
            <TextInput label={t`Money symbol`} withAsterisk maxLength={SETUP_TEXT_MAX.moneySymbol} size="md" {...form.getInputProps('branch.moneySymbol')} />
            <Select
              label={t`Province or territory`}
              description={t`Sets the branch's taxes; change them later in the branch form`}
              withAsterisk
              allowDeselect={false}
              data={provinceOptions(i18n)}
              size="md"
              {...form.getInputProps('branch.province')}
            />
          </SimpleGrid>
        </Stack>

        {failure ? (
          <Alert color="red" role="alert" variant="light">
            {failure}
          </Alert>
        ) : null}
        <Button type="submit" size="md" loading={busy} fullWidth>
          {t`Create your business`}
        </Button>
      </Stack>
    </form>
  );
}
