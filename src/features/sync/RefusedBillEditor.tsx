/**
 * "Edit" on a refused bill: the payment form, filled with the bill as it was taken, under the
 * server's reason. Sending it again queues the fixed bill in place of the refused one, same id
 * and printed code; the money taken at the counter is kept as typed unless staff change it.
 */
import { Alert, Loader, Stack } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { MutationName } from '../../domain/sync-protocol';
import { formatZonedDateTime } from '../../domain/time';
import { useCustomerLoyalty } from '../../data/loyalty';
import { usePaymentOptions } from '../../data/payment-options';
import { resubmitRefusedBill, useRefusedBill } from '../../data/refused-bill';
import { useAttentionItem, useCheckoutMethods } from '../../data/sync-hooks';
import { useOnline } from '../../data/use-online';
import { WindowModal } from '../../components/WindowModal';
import { notifySuccess } from '../feedback/notify';
import { PaymentForm } from '../payment/PaymentForm';
import { paymentStateFromArgs } from '../payment/payment-model';
import { useShellSession } from '../shell/session-context';
import { describeRefusal } from './describe-refusal';
import { closeRefusedEdit, useRefusedEdit } from './refused-edit-state';
import { deskNow } from '../../data/desk-clock';

export function RefusedBillEditor() {
  const { t, i18n } = useLingui();
  const shell = useShellSession();
  const { branch } = shell;
  const online = useOnline();
  const mutationId = useRefusedEdit();
  const item = useAttentionItem(mutationId);
  const isBill = item?.mutation.name === MutationName.BILL_CREATE;
  const refused = useRefusedBill(isBill ? mutationId : null);
  const options = usePaymentOptions(branch?.id ?? null);
  const methods = useCheckoutMethods(branch?.id ?? null);
  const loyalty = useCustomerLoyalty(refused?.args.customerId ?? null);
  // The card offers Edit only for a bill of the branch on screen (its options and methods).
  if (!mutationId || !item || !isBill || !branch || !refused || refused.args.branchId !== branch.id) return null;
  const code = refused.args.code;

  let body;
  if (options === undefined || methods === undefined) {
    body = <Loader aria-label={t`Loading…`} />;
  } else if (!options || methods.length === 0) {
    body = <Alert color="yellow">{t`Payment settings are not stored on this tablet yet. Connect once to take payments here.`}</Alert>;
  } else if (refused.args.guestIds.length > refused.guests.length) {
    body = <Alert color="yellow">{t`The guests of this bill are no longer stored on this tablet: open their day on the schedule, then edit again.`}</Alert>;
  } else {
    const now = deskNow();
    const printedBranch = refused.printed?.branch;
    body = (
      <PaymentForm
        key={mutationId}
        booking={refused.booking}
        carts={refused.carts}
        payableGuests={refused.guests}
        initialGuestIds={refused.args.guestIds}
        branch={branch}
        branchInfo={{ address: printedBranch?.address ?? null, phone: printedBranch?.phone ?? null }}
        options={options}
        checkoutMethods={methods}
        customerLoyalty={loyalty ?? null}
        rights={shell.rights}
        rightsPM={shell.rightsPM}
        online={online}
        userName={shell.auth.fullName}
        nowWall={formatZonedDateTime(now, shell.timeZone)}
        now={now}
        timeZone={shell.timeZone}
        resume={{
          state: paymentStateFromArgs({ args: refused.args, options, printed: refused.printed }),
          billId: refused.args.id,
          submit: async (input) => {
            await resubmitRefusedBill(mutationId, input);
          },
        }}
        onPaid={() => {
          notifySuccess(t`Bill ${code} is sent again.`);
          closeRefusedEdit();
        }}
        onClose={closeRefusedEdit}
      />
    );
  }
  return (
    <WindowModal opened title={t`Fix bill ${code}`} width={1000} onClose={closeRefusedEdit}>
      <Stack gap="sm">
        <Alert color="red" variant="light" role="note">
          {describeRefusal(item.error, i18n)}
        </Alert>
        {body}
      </Stack>
    </WindowModal>
  );
}
