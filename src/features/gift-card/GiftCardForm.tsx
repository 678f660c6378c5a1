/**
 * Create or edit a gift card (spec part 2 §3, §5): the code is made at random (6 uppercase
 * letters or digits) and read-only once the card exists; content, value and price are
 * required; phones follow the branch phone setting; a picture replaces the default one.
 */
import { useState, type FormEvent } from 'react';
import { ActionIcon, Group, SimpleGrid, Stack, Text, TextInput, Textarea, Tooltip } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { MoneyInput } from '../../components/MoneyInput';
import { FormFooter } from '../../components/FormFooter';
import { useUnsavedChanges } from '../../components/unsaved-changes';
import {
  emptyGiftCardValues,
  generateGiftCode,
  giftCardProblems,
  GIFT_CARD_TEXT_MAX,
  GIFT_CODE_LENGTH,
  normaliseGiftCode,
  type GiftCardField,
  type GiftCardValues,
} from '../../domain/catalogue/gift-card';
import type { FieldProblems } from '../../domain/catalogue/form-rules';
import { DEFAULT_GIFT_CARD_IMAGE } from '../../domain/catalogue/image';
import type { GiftCardDetail } from '../../domain/catalogue/contract';
import { formatPhone, type PhoneSetting } from '../../domain/phone';
import { createGiftCard, updateGiftCard, type ImageChoice } from '../../data/catalogue';
import { describeError } from '../i18n/error-messages';
import { ImagePicker } from '../catalogue/ImagePicker';
import { formInvalid } from '../catalogue/form-invalid';
import { problemText } from '../i18n/problem-text';

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
  const { t, i18n } = useLingui();
  const { card, phone } = props;
  const [initial] = useState<GiftCardValues>(() => (card ? valuesOf(card, phone) : emptyGiftCardValues(generateGiftCode(cryptoRandom))));
  const [values, setValues] = useState<GiftCardValues>(initial);
  const [image, setImage] = useState<ImageChoice>(card?.imageId ? { kind: 'keep', id: card.imageId } : { kind: 'none' });
  const [problems, setProblems] = useState<FieldProblems<GiftCardField>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const imageChanged = card ? !(image.kind === 'keep' && image.id === card.imageId) && !(image.kind === 'none' && !card.imageId) : image.kind !== 'none';
  const dirty = JSON.stringify(values) !== JSON.stringify(initial) || imageChanged;
  useUnsavedChanges('gift-card-form', dirty && !busy);

  const set = <F extends GiftCardField>(field: F, value: GiftCardValues[F]) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (problems[field]) setProblems((p) => ({ ...p, [field]: undefined }));
  };
  const error = (field: GiftCardField) => problemText(problems[field], i18n);
  const text = (field: Exclude<GiftCardField, 'value' | 'price' | 'endDate'>, label: string, options: { required?: boolean; max?: number; type?: string } = {}) => (
    <TextInput
      label={label}
      required={options.required}
      type={options.type}
      value={values[field]}
      maxLength={options.max}
      onChange={(e) => set(field, e.currentTarget.value)}
      error={error(field)}
      size="md"
    />
  );

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = giftCardProblems(values, phone);
    setProblems(found);
    setFailure(null);
    if (Object.keys(found).length > 0) {
      setFailure(i18n._(formInvalid));
      return;
    }
    setBusy(true);
    try {
      const saved = card
        ? await updateGiftCard({ id: card.id, branchId: card.branchId, values, image })
        : await createGiftCard({ branchId: props.branchId, values, image });
      props.onSaved(saved.id, values);
    } catch (err) {
      setFailure(describeError(err, i18n));
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Stack gap="md">
            <Group align="flex-end" gap="xs" wrap="nowrap">
              <TextInput
                label={t`Code`}
                required
                readOnly={card !== null}
                value={values.code}
                maxLength={GIFT_CODE_LENGTH}
                onChange={(e) => set('code', normaliseGiftCode(e.currentTarget.value))}
                error={error('code')}
                description={card ? t`The code cannot be changed once the card exists.` : undefined}
                size="md"
                style={{ flex: 1 }}
                styles={{ input: { fontFamily: 'ui-monospace, monospace', letterSpacing: 2 } }}
              />
              {card ? null : (
                <Tooltip label={t`Make another code`}>
                  <ActionIcon variant="default" size={42} aria-label={t`Make another code`} onClick={() => set('code', generateGiftCode(cryptoRandom))}>
                    ↻
                  </ActionIcon>
                </Tooltip>
              )}
            </Group>
            {text('content', t`Content`, { required: true, max: GIFT_CARD_TEXT_MAX.content })}
            <SimpleGrid cols={2} spacing="md">
              <MoneyInput label={t`Value`} required symbol={props.moneySymbol} value={values.value} onChange={(c) => set('value', c)} error={error('value')} size="md" />
              <MoneyInput label={t`Price`} required symbol={props.moneySymbol} value={values.price} onChange={(c) => set('price', c)} error={error('price')} size="md" />
            </SimpleGrid>
            {card && card.giftCardActions.length > 0 ? (
              <Text size="sm" c="dimmed">
                {t`Money has already moved on this card: changing the value does not change what is left to spend.`}
              </Text>
            ) : null}
            <TextInput
              label={t`End date`}
              type="date"
              value={values.endDate ?? ''}
              onChange={(e) => set('endDate', e.currentTarget.value === '' ? null : e.currentTarget.value)}
              error={error('endDate')}
              size="md"
            />
            <ImagePicker label={t`Background picture`} choice={image} onChange={setImage} fallbackUrl={DEFAULT_GIFT_CARD_IMAGE} savedId={card?.imageId ?? null} />
          </Stack>
          <Stack gap="md">
            {text('recipientName', t`Recipient name`, { max: GIFT_CARD_TEXT_MAX.name })}
            {text('recipientPhone', t`Recipient phone`, { max: 30, type: 'tel' })}
            {text('recipientEmail', t`Recipient email`, { max: 200, type: 'email' })}
            {text('payerName', t`Payer name`, { max: GIFT_CARD_TEXT_MAX.name })}
            {text('phoneNumberPayer', t`Payer phone`, { max: 30, type: 'tel' })}
            {text('emailPayer', t`Payer email`, { max: 200, type: 'email' })}
            <Textarea
              label={t`Note`}
              value={values.note}
              maxLength={GIFT_CARD_TEXT_MAX.note}
              onChange={(e) => set('note', e.currentTarget.value)}
              error={error('note')}
              autosize
              minRows={2}
              maxRows={5}
              size="md"
            />
          </Stack>
        </SimpleGrid>
        <FormFooter failure={failure} busy={busy} onCancel={props.onCancel} saveLabel={props.submitLabel} />
      </Stack>
    </form>
  );
}
