/**
 * Create or edit a product (spec part 2 §3, §5): code required, uppercased, fixed once the
 * product exists; name and price (in dollars, kept in cents) required; active; description;
 * picture.
 */
import { useState, type FormEvent } from 'react';
import { SimpleGrid, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { MoneyInput } from '../../components/MoneyInput';
import { FormFooter } from '../../components/FormFooter';
import { useUnsavedChanges } from '../../components/unsaved-changes';
import {
  EMPTY_PRODUCT_VALUES,
  normaliseProductCode,
  PRODUCT_CODE_MAX,
  PRODUCT_TEXT_MAX,
  productProblems,
  type ProductField,
  type ProductValues,
} from '../../domain/catalogue/product';
import type { FieldProblems } from '../../domain/catalogue/form-rules';
import type { ProductDetail } from '../../domain/catalogue/contract';
import { createProduct, updateProduct, type ImageChoice } from '../../data/catalogue';
import { describeError } from '../i18n/error-messages';
import { ImagePicker } from '../catalogue/ImagePicker';
import { formInvalid } from '../catalogue/form-invalid';
import { problemText } from '../i18n/problem-text';

function valuesOf(product: ProductDetail): ProductValues {
  return { code: product.code, name: product.name, price: product.price, active: product.active, description: product.description ?? '' };
}

export function ProductForm(props: { product: ProductDetail | null; branchId: string; moneySymbol: string; onSaved: (id: string) => void; onCancel: () => void }) {
  const { t, i18n } = useLingui();
  const { product } = props;
  const [initial] = useState<ProductValues>(() => (product ? valuesOf(product) : EMPTY_PRODUCT_VALUES));
  const [values, setValues] = useState<ProductValues>(initial);
  const [image, setImage] = useState<ImageChoice>(product?.imageId ? { kind: 'keep', id: product.imageId } : { kind: 'none' });
  const [problems, setProblems] = useState<FieldProblems<ProductField>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const imageChanged = product ? !(image.kind === 'keep' && image.id === product.imageId) && !(image.kind === 'none' && !product.imageId) : image.kind !== 'none';
  useUnsavedChanges('product-form', (JSON.stringify(values) !== JSON.stringify(initial) || imageChanged) && !busy);

  const set = <F extends ProductField>(field: F, value: ProductValues[F]) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (problems[field]) setProblems((p) => ({ ...p, [field]: undefined }));
  };
  const error = (field: ProductField) => problemText(problems[field], i18n);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const sent = { ...values, code: normaliseProductCode(values.code), name: values.name.trim(), description: values.description.trim() };
    const found = productProblems(sent);
    setProblems(found);
    setFailure(null);
    if (Object.keys(found).length > 0) {
      setFailure(i18n._(formInvalid));
      return;
    }
    setBusy(true);
    try {
      const saved = product
        ? await updateProduct({ id: product.id, branchId: product.branchId, values: sent, image })
        : await createProduct({ branchId: props.branchId, values: sent, image });
      props.onSaved(saved.id);
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
            <TextInput
              label={t`Code`}
              required
              readOnly={product !== null}
              value={values.code}
              maxLength={PRODUCT_CODE_MAX}
              onChange={(e) => set('code', e.currentTarget.value.toUpperCase())}
              error={error('code')}
              description={product ? t`The code cannot be changed once the product exists.` : undefined}
              size="md"
              data-autofocus
            />
            <TextInput label={t`Name`} required value={values.name} maxLength={PRODUCT_TEXT_MAX.name} onChange={(e) => set('name', e.currentTarget.value)} error={error('name')} size="md" />
            <MoneyInput label={t`Price`} required symbol={props.moneySymbol} value={values.price} onChange={(c) => set('price', c)} error={error('price')} size="md" />
            <Switch label={t`Active`} checked={values.active} onChange={(e) => set('active', e.currentTarget.checked)} size="md" />
          </Stack>
          <Stack gap="md">
            <Textarea
              label={t`Description`}
              value={values.description}
              maxLength={PRODUCT_TEXT_MAX.description}
              onChange={(e) => set('description', e.currentTarget.value)}
              error={error('description')}
              autosize
              minRows={3}
              maxRows={6}
              size="md"
            />
            <ImagePicker label={t`Picture`} choice={image} onChange={setImage} savedId={product?.imageId ?? null} />
          </Stack>
        </SimpleGrid>
        <FormFooter failure={failure} busy={busy} onCancel={props.onCancel} />
      </Stack>
    </form>
  );
}
