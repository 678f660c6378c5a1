/**
 * Create or edit a product (spec part 2 §3, §5): code required, uppercased, fixed once the
 * product exists; name and price (in dollars, kept in cents) required; active; description;
 * picture. Validated with the shared productValuesSchema, as the server is.
 */
import { useState } from 'react';
import { SimpleGrid, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { MoneyInput } from '../../components/MoneyInput';
import { EMPTY_PRODUCT_VALUES, normaliseProductCode, PRODUCT_CODE_MAX, PRODUCT_TEXT_MAX, productValuesSchema, type ProductValues } from '../../domain/catalogue/product';
import type { ProductDetail } from '../../domain/catalogue/contract';
import { createProduct, updateProduct, type ImageChoice } from '../../data/catalogue';
import { ImagePicker, imageChanged } from '../catalogue/ImagePicker';
import { AdminForm } from '../admin/AdminForm';
import { useAdminForm } from '../admin/use-admin-form';
import { SavedKind } from '../admin/admin-feedback';

export const PRODUCT_FORM_ID = 'product-form';

function valuesOf(product: ProductDetail): ProductValues {
  return { code: product.code, name: product.name, price: product.price, active: product.active, description: product.description ?? '' };
}

export function ProductForm(props: { product: ProductDetail | null; branchId: string; moneySymbol: string; onSaved: (id: string) => void; onCancel: () => void }) {
  const { t } = useLingui();
  const { product } = props;
  const savedImage = product?.imageId ?? null;
  const [image, setImage] = useState<ImageChoice>(savedImage ? { kind: 'keep', id: savedImage } : { kind: 'none' });
  const state = useAdminForm({
    formId: PRODUCT_FORM_ID,
    schema: productValuesSchema,
    initialValues: product ? valuesOf(product) : EMPTY_PRODUCT_VALUES,
    kind: product ? SavedKind.UPDATE : SavedKind.CREATE,
    extraDirty: imageChanged(image, savedImage),
    save: (values) => {
      const sent = { ...values, code: normaliseProductCode(values.code), name: values.name.trim(), description: values.description.trim() };
      return product ? updateProduct({ id: product.id, branchId: product.branchId, values: sent, image }) : createProduct({ branchId: props.branchId, values: sent, image });
    },
    onSaved: (saved) => props.onSaved(saved.id),
  });
  const { form } = state;

  return (
    <AdminForm state={state} onCancel={props.onCancel}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Stack gap="md">
          <TextInput
            label={t`Code`}
            required
            readOnly={product !== null}
            maxLength={PRODUCT_CODE_MAX}
            {...form.getInputProps('code')}
            onChange={(e) => form.setFieldValue('code', e.currentTarget.value.toUpperCase())}
            description={product ? t`The code cannot be changed once the product exists.` : undefined}
            size="md"
            data-autofocus
          />
          <TextInput label={t`Name`} required maxLength={PRODUCT_TEXT_MAX.name} {...form.getInputProps('name')} size="md" />
          <MoneyInput label={t`Price`} required symbol={props.moneySymbol} value={form.values.price} onChange={(c) => form.setFieldValue('price', c)} error={form.errors.price} size="md" />
          <Switch label={t`Active`} {...form.getInputProps('active', { type: 'checkbox' })} size="md" />
        </Stack>
        <Stack gap="md">
          <Textarea label={t`Description`} maxLength={PRODUCT_TEXT_MAX.description} {...form.getInputProps('description')} autosize minRows={3} maxRows={6} size="md" />
          <ImagePicker label={t`Picture`} choice={image} onChange={setImage} savedId={savedImage} />
        </Stack>
      </SimpleGrid>
    </AdminForm>
  );
}
