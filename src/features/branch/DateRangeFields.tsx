/** From and To of a date or a range: a new From moves To along, so one date is one click. */
import { TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useLingui } from '@lingui/react/macro';

type RangeKey = 'from' | 'to';

/** What of a form the range uses: any form whose values have a from and a to. */
type RangeForm = {
  values: Record<RangeKey, string>;
  getInputProps: (path: RangeKey) => GetInputPropsReturnType;
  setFieldValue: (path: RangeKey, value: string) => void;
};

export function DateRangeFields({ form: range }: { form: RangeForm }) {
  const { t } = useLingui();
  return (
    <>
      <TextInput
        type="date"
        label={t`From`}
        required
        size="md"
        data-autofocus
        {...range.getInputProps('from')}
        onChange={(e) => {
          const from = e.currentTarget.value;
          range.setFieldValue('from', from);
          if (range.values.to === '' || range.values.to < from) range.setFieldValue('to', from);
        }}
      />
      <TextInput type="date" label={t`To`} required size="md" {...range.getInputProps('to')} />
    </>
  );
}
