/**
 * "Create and sell" on the gift card list (spec part 2 §2): the gift card form, then at once
 * the add-to-cart form holding the new card (its payer as the customer), whose Save and pay
 * opens the cart-only payment, so the front desk takes the money without looking for the card.
 * Creating the card is the multipart create of the spec and needs a connection; the cart and
 * its payment then work like any cart (offline too, through the outbox).
 */
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { PhoneSetting } from '../../domain/phone';
import { cartPanelsOf, loadCartOptions } from '../../data/cart-options';
import { useShellSession } from '../shell/session-context';
import { notifyError } from '../feedback/notify';
import { CartWindows, type CartWindow } from '../cart/CartWindows';
import { cartFormForNewGiftCard } from '../cart/cart-form-model';
import { AdminModal } from '../admin/AdminModal';
import { GIFT_CARD_FORM_ID, GiftCardForm } from './GiftCardForm';

export function CreateAndSell(props: {
  opened: boolean;
  branchId: string;
  phone: PhoneSetting;
  moneySymbol: string;
  online: boolean;
  onClose: () => void;
  /** The card was created: the list shows it. */
  onCreated: () => void;
  /** The card could not be put in a cart: show it instead. */
  onShowCard: (id: string) => void;
}) {
  const { t } = useLingui();
  const { rights, rightsPM } = useShellSession();
  const [cart, setCart] = useState<CartWindow>(null);

  async function sell(id: string, payer: { name: string; phone: string; email: string }) {
    // The form already said "Create success".
    props.onCreated();
    props.onClose();
    try {
      // The cart shows and prices its lines from the stored options: they must hold the new card.
      // Only the lists this user may sell from: the server refuses the others (403).
      await loadCartOptions(props.branchId, cartPanelsOf({ rights, rightsPM }));
    } catch (error) {
      notifyError(error);
      props.onShowCard(id);
      return;
    }
    setCart({ kind: 'form', cart: null, preset: cartFormForNewGiftCard({ giftCardId: id, payer }, () => crypto.randomUUID()) });
  }

  return (
    <>
      <AdminModal opened={props.opened} onClose={props.onClose} title={t`Create and sell a gift card`} size={900} formId={GIFT_CARD_FORM_ID}>
        {props.opened ? (
          <GiftCardForm
            card={null}
            branchId={props.branchId}
            phone={props.phone}
            moneySymbol={props.moneySymbol}
            submitLabel={t`Create and sell`}
            onCancel={props.onClose}
            onSaved={(id, values) => void sell(id, { name: values.payerName, phone: values.phoneNumberPayer, email: values.emailPayer })}
          />
        ) : null}
      </AdminModal>
      <CartWindows
        open={cart}
        setOpen={(w) => {
          setCart(w);
          // Paid or not, the list may have changed (a card sold, or still for sale).
          if (!w) props.onCreated();
        }}
        phone={props.phone}
        online={props.online}
      />
    </>
  );
}
