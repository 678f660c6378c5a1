/**
 * The add-to-cart form (spec part 2 §2 Cart flow): the customer (from the booking, or by
 * phone search), collapsible panels to add gift cards and products (each behind its right),
 * and the cart's lines with their total. Saving queues cart.save, so it works offline.
 */
import { useCallback, useEffect, useState } from 'react';
import { Accordion, Alert, Button, Group, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { BranchSummary } from '../../domain/api';
import { allows, CartAccess } from '../../domain/cart/access';
import type { CartView } from '../../domain/cart/contract';
import { CartItemKind } from '../../domain/cart/status';
import { giftCardLineName } from '../../domain/cart/rules';
import type { PhoneMatch } from '../../domain/cart/phone-search';
import type { PhoneSetting } from '../../domain/phone';
import { formatMoney } from '../../components/locale-format';
import { isOfflineError } from '../../data/api-client';
import { saveCart } from '../../data/carts';
import { loadCartOptions, useCartOptions } from '../../data/cart-options';
import { WindowModal } from '../../components/WindowModal';
import { describeError } from '../i18n/error-messages';
import { notifySuccess } from '../feedback/notify';
import { CartItemsTable, type CartLine } from './CartItemsTable';
import { CustomerPhoneField } from './CustomerPhoneField';
import { PickedCustomerNotice } from '../customer/PickedCustomerNotice';
import { addGiftCard, addProduct, cartFormProblems, initialCartForm, toCartArgs, type CartFormState, type CartFromBooking } from './cart-form-model';

export function CartFormWindow(props: {
  branch: BranchSummary;
  phone: PhoneSetting;
  existing: CartView | null;
  booking: CartFromBooking | null;
  /** A new cart's starting lines and customer (create and sell). */
  preset?: CartFormState;
  rights: readonly string[];
  rightsPM: readonly string[];
  online: boolean;
  userName: string;
  /** After a save: `pay` when staff chose Save and pay. */
  onSaved: (cartId: string, pay: boolean) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const { branch } = props;
  const options = useCartOptions(branch.id);
  const [state, setState] = useState<CartFormState>(() => props.preset ?? initialCartForm({ existing: props.existing, booking: props.booking }));
  const [cartId] = useState(() => props.existing?.id ?? crypto.randomUUID());
  const [productId, setProductId] = useState<string | null>(null);
  const [quantity, setQuantity] = useState<number>(1);
  const [giftCardId, setGiftCardId] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const held = { rights: props.rights, rightsPM: props.rightsPM };
  const canGift = allows(CartAccess.GIFT_CARDS, held);
  const canProduct = allows(CartAccess.PRODUCTS, held);

  useEffect(() => {
    if (!props.online) return;
    loadCartOptions(branch.id, { giftCards: canGift, products: canProduct }).catch((error: unknown) => {
      if (!isOfflineError(error)) setFailure(describeError(error, i18n));
    });
  }, [props.online, branch.id, i18n, canGift, canProduct]);

  const onCustomer = useCallback((c: PhoneMatch | null) => {
    setState((s) => (c ? { ...s, customerId: c.id, name: c.name, email: c.email ?? s.email, phone: c.phone } : { ...s, customerId: null }));
  }, []);

  const products = options?.products ?? [];
  const giftCards = (options?.giftCards ?? []).filter((g) => !state.items.some((i) => i.giftCardId === g.id));
  const lines: CartLine[] = state.items.flatMap((i): CartLine[] => {
    const before = props.existing?.items.find((x) => x.id === i.id);
    if (i.kind === CartItemKind.PRODUCT) {
      const p = products.find((x) => x.id === i.productId);
      const line = p ? { code: p.code, name: p.name, price: before?.price ?? p.price } : before;
      return line ? [{ id: i.id, kind: i.kind, code: line.code, name: line.name, price: line.price, quantity: i.quantity ?? 1 }] : [];
    }
    const g = options?.giftCards.find((x) => x.id === i.giftCardId);
    const line = g ? { code: g.code, name: giftCardLineName(g), price: before?.price ?? g.price } : before;
    return line ? [{ id: i.id, kind: i.kind, code: line.code, name: line.name, price: line.price, quantity: 1 }] : [];
  });

  const problems = cartFormProblems(state, { booking: props.booking, phone: props.phone });
  const digits = props.phone.length;
  const show = (p: (typeof problems)[number]) => submitted && problems.includes(p);

  async function save(pay: boolean) {
    setSubmitted(true);
    if (problems.length > 0) return;
    setBusy(true);
    setFailure(null);
    try {
      const { id } = await saveCart({ branch, args: toCartArgs(state, { id: cartId, booking: props.booking }), createdBy: props.userName });
      notifySuccess(props.existing ? t`Update success` : t`create cart success`);
      props.onSaved(id, pay);
    } catch (error) {
      setFailure(describeError(error, i18n));
    } finally {
      setBusy(false);
    }
  }

  const code = props.existing?.code ?? '';
  return (
    <WindowModal opened title={props.existing ? t`Cart ${code}` : t`Add to cart`} width={1000} onClose={props.onClose}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <CustomerPhoneField
            value={state.phone}
            setting={props.phone}
            branchId={branch.id}
            online={props.online}
            readOnly={props.booking !== null}
            error={show('PHONE_DIGITS') ? t`Please input ${digits} digits phone number` : null}
            onChange={(phone) => setState((s) => ({ ...s, phone, customerId: null }))}
            onCustomer={onCustomer}
          />
          <TextInput
            label={t`Customer name`}
            value={state.name}
            readOnly={props.booking !== null}
            onChange={(e) => {
              const name = e.currentTarget.value;
              setState((s) => ({ ...s, name }));
            }}
            error={show('NAME_REQUIRED') ? t`Please fill out this field` : null}
          />
          <TextInput
            label={t`Email`}
            type="email"
            value={state.email}
            readOnly={props.booking !== null}
            onChange={(e) => {
              const email = e.currentTarget.value;
              setState((s) => ({ ...s, email }));
            }}
          />
        </SimpleGrid>
        <PickedCustomerNotice customerId={state.customerId} rights={props.rights} rightsPM={props.rightsPM} />
        <Accordion multiple defaultValue={['gift', 'product']} variant="separated">
          {canGift ? (
            <Accordion.Item value="gift">
              <Accordion.Control>{t`Gift cards`}</Accordion.Control>
              <Accordion.Panel>
                <Group align="flex-end">
                  <Select
                    label={t`Gift card to sell`}
                    searchable
                    style={{ flex: 1 }}
                    value={giftCardId}
                    onChange={setGiftCardId}
                    nothingFoundMessage={t`No gift card left to sell`}
                    data={giftCards.map((g) => ({ value: g.id, label: `${g.code} · ${g.content} · ${formatMoney(g.price)}` }))}
                  />
                  <Button
                    variant="light"
                    disabled={!giftCardId}
                    onClick={() => {
                      if (giftCardId) setState((s) => addGiftCard(s, giftCardId, () => crypto.randomUUID()));
                      setGiftCardId(null);
                    }}
                  >
                    {t`Add gift card`}
                  </Button>
                </Group>
              </Accordion.Panel>
            </Accordion.Item>
          ) : null}
          {canProduct ? (
            <Accordion.Item value="product">
              <Accordion.Control>{t`Products`}</Accordion.Control>
              <Accordion.Panel>
                <Group align="flex-end">
                  <Select
                    label={t`Product`}
                    searchable
                    style={{ flex: 1 }}
                    value={productId}
                    onChange={setProductId}
                    data={products.map((p) => ({ value: p.id, label: `${p.name} · ${formatMoney(p.price)}` }))}
                  />
                  <NumberInput
                    label={t`Quantity`}
                    w={110}
                    min={1}
                    max={999}
                    allowDecimal={false}
                    allowNegative={false}
                    value={quantity}
                    onChange={(v) => setQuantity(typeof v === 'number' && v >= 1 ? v : 1)}
                  />
                  <Button
                    variant="light"
                    disabled={!productId}
                    onClick={() => {
                      if (productId) setState((s) => addProduct(s, productId, quantity, () => crypto.randomUUID()));
                      setProductId(null);
                      setQuantity(1);
                    }}
                  >
                    {t`Add product`}
                  </Button>
                </Group>
              </Accordion.Panel>
            </Accordion.Item>
          ) : null}
        </Accordion>
        {options === null && !props.online ? <Alert color="yellow">{t`The products and gift cards are not stored on this tablet yet. Connect once to sell them here.`}</Alert> : null}
        <CartItemsTable
          lines={lines}
          onQuantity={(id, q) => setState((s) => ({ ...s, items: s.items.map((i) => (i.id === id ? { ...i, quantity: q } : i)) }))}
          onRemove={(id) => setState((s) => ({ ...s, items: s.items.filter((i) => i.id !== id) }))}
        />
        {show('NO_ITEMS') ? (
          <Alert color="red" variant="light" role="alert">
            {t`please choose any product or gift card`}
          </Alert>
        ) : null}
        {failure ? (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" size="md" onClick={props.onClose} disabled={busy}>
            {t`Close`}
          </Button>
          <Button variant="light" size="md" onClick={() => void save(false)} loading={busy}>
            {t`Save`}
          </Button>
          <Button size="md" color="green" onClick={() => void save(true)} loading={busy}>
            {t`Save and pay`}
          </Button>
        </Group>
      </Stack>
    </WindowModal>
  );
}
