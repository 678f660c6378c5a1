/**
 * Create or edit a gift card (spec part 2 §3, §5): the code is made at random (6 uppercase
 * letters or digits) and read-only once the card exists; content, value and price are
 * required; phones follow the branch phone setting; a picture replaces the default one.
 * Validated with the shared giftCardValuesSchema, as the server is.
 */
import { useMemo, useState } from 'react';
import { ActionIcon, Group, SimpleGrid, Stack, Text, TextInput, Textarea, Tooltip } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { MoneyInput } from '../../components/MoneyInput';
import {
  emptyGiftCardValues,
  generateGiftCode,
  giftCardValuesSchema,
  GIFT_CARD_TEXT_MAX,
  GIFT_CODE_LENGTH,
  normaliseGiftCode,
  type GiftCardField,
  type GiftCardValues,
} from '../../domain/catalogue/gift-card';
import { DEFAULT_GIFT_CARD_IMAGE } from '../../domain/catalogue/image';
import type { GiftCardDetail } from '../../domain/catalogue/contract';
import { formatPhone, type PhoneSetting } from '../../domain/phone';
import { createGiftCard, updateGiftCard, type ImageChoice } from '../../data/catalogue';
import { ImagePicker, imageChanged } from '../catalogue/ImagePicker';
import { AdminForm } from '../admin/AdminForm';
import { SavedKind } from '../admin/admin-feedback';
import { useAdminForm } from '../admin/use-admin-form';

export const GIFT_CARD_FORM_ID = 'gift-card-form';

/** Uniform in [0, 1) from the browser's cryptographic generator. */
export function cryptoRandom(): number {
  const [n = 0] = crypto.getRandomValues(new Uint32Array(1));
  return n / 2 ** 32;
}

function valuesOf(card: GiftCardDetail, phone: PhoneSetting): GiftCardValues {
  return {
    code: card.code,
    content: card.content,
    value: card.value,
    price: card.price,
    recipientName: card.recipientName ?? '',
    recipientPhone: card.recipientPhone ? formatPhone(card.recipientPhone, phone) : '',
    recipientEmail: card.recipientEmail ?? '',
    payerName: card.payerName ?? '',
    phoneNumberPayer: card.phoneNumberPayer ? formatPhone(card.phoneNumberPayer, phone) : '',
    emailPayer: card.emailPayer ?? '',
    note: card.note ?? '',
    endDate: card.endDate,
  };
}

export function GiftCardForm(props: {
  /** The card to edit; none to create one. */
  card: GiftCardDetail | null;
  branchId: string;
  phone: PhoneSetting;
  moneySymbol: string;
  /** The saved card's id and what the form held (create and sell takes the payer from it). */
  onSaved: (id: string, values: GiftCardValues) => void;
  onCancel: () => void;
  /** The submit button's label; Save by default. */
  submitLabel?: string;
}) {
  const { t } = useLingui();
  const { card, phone } = props;
  const savedImage = card?.imageId ?? null;
  const [image, setImage] = useState<ImageChoice>(savedImage ? { kind: 'keep', id: savedImage } : { kind: 'none' });
  const schema = useMemo(() => giftCardValuesSchema(phone), [phone]);
  const [initialValues] = useState(() => (card ? valuesOf(card, phone) : emptyGiftCardValues(generateGiftCode(cryptoRandom))));
  const state = useAdminForm({
    formId: GIFT_CARD_FORM_ID,
    schema,
    initialValues,
    kind: card ? SavedKind.UPDATE : SavedKind.CREATE,
    extraDirty: imageChanged(image, savedImage),
    save: (values) => (card ? updateGiftCard({ id: card.id, branchId: card.branchId, values, image }) : createGiftCard({ branchId: props.branchId, values, image })),
    onSaved: (saved, values) => props.onSaved(saved.id, values),
  });
  const { form } = state;
  const text = (field: Exclude<GiftCardField, 'value' | 'price' | 'endDate'>, label: string, options: { required?: boolean; max?: number; type?: string } = {}) => (
    <TextInput label={label} required={options.required} type={options.type} maxLength={options.max} {...form.getInputProps(field)} size="md" />
  );

  return (
    <AdminForm state={state} onCancel={props.onCancel} saveLabel={props.submitLabel}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Stack gap="md">
          <Group align="flex-end" gap="xs" wrap="nowrap">
            <TextInput
              label={t`Code`}
              required
              readOnly={card !== null}
              maxLength={GIFT_CODE_LENGTH}
              {...form.getInputProps('code')}
              onChange={(e) => form.setFieldValue('code', normaliseGiftCode(e.currentTarget.value))}
              description={card ? t`The code cannot be changed once the card exists.` : undefined}
              size="md"
              style={{ flex: 1 }}
              styles={{ input: { fontFamily: 'ui-monospace, monospace', letterSpacing: 2 } }}
            />
            {card ? null : (
              <Tooltip label={t`Make another code`}>
                <ActionIcon variant="default" size={42} aria-label={t`Make another code`} onClick={() => form.setFieldValue('code', generateGiftCode(cryptoRandom))}>
                  ↻
                </ActionIcon>
              </Tooltip>
            )}
          </Group>
          {text('content', t`Content`, { required: true, max: GIFT_CARD_TEXT_MAX.content })}
          <SimpleGrid cols={2} spacing="md">
            <MoneyInput label={t`Value`} required symbol={props.moneySymbol} value={form.values.value} onChange={(c) => form.setFieldValue('value', c)} error={form.errors.value} size="md" />
            <MoneyInput label={t`Price`} required symbol={props.moneySymbol} value={form.values.price} onChange={(c) => form.setFieldValue('price', c)} error={form.errors.price} size="md" />
          </SimpleGrid>
          {card && card.giftCardActions.length > 0 ? (
            <Text size="sm" c="dimmed">
              {t`Money has already moved on this card: changing the value does not change what is left to spend.`}
            </Text>
          ) : null}
          <TextInput
            label={t`End date`}
            type="date"
            value={form.values.endDate ?? ''}
            onChange={(e) => form.setFieldValue('endDate', e.currentTarget.value === '' ? null : e.currentTarget.value)}
            error={form.errors.endDate}
            size="md"
          />
          <ImagePicker label={t`Background picture`} choice={image} onChange={setImage} fallbackUrl={DEFAULT_GIFT_CARD_IMAGE} savedId={savedImage} />
        </Stack>
        <Stack gap="md">
          {text('recipientName', t`Recipient name`, { max: GIFT_CARD_TEXT_MAX.name })}
          {text('recipientPhone', t`Recipient phone`, { max: 30, type: 'tel' })}
          {text('recipientEmail', t`Recipient email`, { max: 200, type: 'email' })}
          {text('payerName', t`Payer name`, { max: GIFT_CARD_TEXT_MAX.name })}
          {text('phoneNumberPayer', t`Payer phone`, { max: 30, type: 'tel' })}
          {text('emailPayer', t`Payer email`, { max: 200, type: 'email' })}
          <Textarea label={t`Note`} maxLength={GIFT_CARD_TEXT_MAX.note} {...form.getInputProps('note')} autosize minRows={2} maxRows={5} size="md" />
        </Stack>
      </SimpleGrid>
    </AdminForm>
  );
}
