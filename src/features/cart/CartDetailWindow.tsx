/** A cart's detail: customer, lines with their total, status, and what may be done with it. */
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { allows, CartAccess } from '../../domain/cart/access';
import { CartStatus } from '../../domain/cart/status';
import type { CartRow } from '../../data/carts';
import { WindowModal } from '../../components/WindowModal';
import { receiptDateTime } from '../pos/receipt-format';
import { allows as billAllows, BillAccess } from '../../domain/bill/access';
import { CartItemsTable } from './CartItemsTable';
import { cartStatusColors, cartStatusLabels } from './cart-labels';
import { usePhoneText } from '../shell/use-phone-text';

export function CartDetailWindow(props: {
  cart: CartRow;
  rights: readonly string[];
  rightsPM: readonly string[];
  onEdit: () => void;
  onPay: () => void;
  onCancel: () => void;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const phoneText = usePhoneText();
  const { cart } = props;
  const held = { rights: props.rights, rightsPM: props.rightsPM };
  const isNew = cart.status === CartStatus.NEW;
  const code = cart.code;
  return (
    <WindowModal opened title={t`Cart ${code}`} width={1000} onClose={props.onClose}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Group gap="xs">
            <Badge color={cartStatusColors[cart.status]}>{i18n._(cartStatusLabels[cart.status])}</Badge>
            {cart.pending ? (
              <Badge color="orange" variant="light">
                {t`Not yet sent`}
              </Badge>
            ) : null}
          </Group>
          <Text size="sm">
            {receiptDateTime(cart.createdAt)} · {cart.createdBy}
          </Text>
        </Group>
        <Text>
          {cart.customerName} {cart.phone ? `· ${phoneText(cart.phone)}` : ''} {cart.email ? `· ${cart.email}` : ''}
        </Text>
        <CartItemsTable readOnly lines={cart.items} />
        <Group justify="flex-end">
          {isNew && allows(CartAccess.CANCEL, held) ? (
            <Button variant="light" color="red" onClick={props.onCancel}>
              {t`Cancel cart`}
            </Button>
          ) : null}
          {isNew && allows(CartAccess.UPDATE, held) ? (
            <Button variant="default" onClick={props.onEdit}>
              {t`Edit`}
            </Button>
          ) : null}
          {isNew && cart.items.length > 0 && billAllows(BillAccess.PAY, held) ? (
            <Button color="green" onClick={props.onPay}>
              {t`Payment`}
            </Button>
          ) : null}
          <Button variant="default" onClick={props.onClose}>
            {t`Close`}
          </Button>
        </Group>
      </Stack>
    </WindowModal>
  );
}
