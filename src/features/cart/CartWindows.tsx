/**
 * The cart screens' windows, one at a time: the add-to-cart form, a cart's detail, and the
 * cart-only payment (with Back to cart). Shared by the cart list and the appointment screen.
 */
import { useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { PhoneSetting } from '../../domain/phone';
import { formatZonedDateTime } from '../../domain/time';
import { cancelCart, useCart } from '../../data/carts';
import { useShellSession } from '../shell/session-context';
import { notifyError, notifySuccess } from '../feedback/notify';
import { PaymentWindow } from '../payment/PaymentWindow';
import { CartDetailWindow } from './CartDetailWindow';
import { CartFormWindow } from './CartFormWindow';
import type { CartFormState, CartFromBooking } from './cart-form-model';
import { deskNow } from '../../data/desk-clock';

export type CartWindow =
  | { kind: 'form'; cart: string | null; booking?: CartFromBooking; preset?: CartFormState }
  | { kind: 'detail'; cartId: string }
  | { kind: 'pay'; cartId: string }
  | null;

export function CartWindows(props: { open: CartWindow; setOpen: (w: CartWindow) => void; phone: PhoneSetting; online: boolean }) {
  const { t } = useLingui();
  const shell = useShellSession();
  const { open, setOpen } = props;
  const cartId = open?.kind === 'form' ? open.cart : open?.kind === 'detail' || open?.kind === 'pay' ? open.cartId : null;
  const cart = useCart(cartId);
  const branch = shell.branch;
  if (!open || !branch || (cartId && cart === undefined)) return null;
  const close = () => setOpen(null);
  const common = { rights: shell.rights, rightsPM: shell.rightsPM, online: props.online };

  if (open.kind === 'form') {
    return (
      <CartFormWindow
        {...common}
        branch={branch}
        phone={props.phone}
        existing={cart ?? null}
        booking={open.booking ?? null}
        preset={open.preset}
        userName={shell.auth.fullName}
        onSaved={(id, pay) => setOpen(pay ? { kind: 'pay', cartId: id } : { kind: 'detail', cartId: id })}
        onClose={close}
      />
    );
  }
  if (!cart) return null;
  if (open.kind === 'pay') {
    const now = deskNow();
    return (
      <PaymentWindow
        {...common}
        booking={null}
        payableGuests={[]}
        guestIds={[]}
        carts={[cart]}
        onBack={() => setOpen({ kind: 'detail', cartId: cart.id })}
        branch={branch}
        branchInfo={{ address: null, phone: null }}
        userName={shell.auth.fullName}
        nowWall={formatZonedDateTime(now, shell.timeZone)}
        now={now}
        timeZone={shell.timeZone}
        onClose={close}
      />
    );
  }
  const code = cart.code;
  return (
    <CartDetailWindow
      {...common}
      cart={cart}
      onEdit={() => setOpen({ kind: 'form', cart: cart.id })}
      onPay={() => setOpen({ kind: 'pay', cartId: cart.id })}
      onCancel={() =>
        modals.openConfirmModal({
          title: t`Cancel cart ${code}?`,
          centered: true,
          closeOnClickOutside: false,
          zIndex: 400,
          children: <Text>{t`Its products and gift cards will not be sold.`}</Text>,
          labels: { confirm: t`Yes`, cancel: t`No` },
          confirmProps: { color: 'red' },
          onConfirm: () => {
            cancelCart({ branch, cartId: cart.id }).then(
              () => notifySuccess(t`Cancel success`),
              (error: unknown) => notifyError(error),
            );
          },
        })
      }
      onClose={close}
    />
  );
}
