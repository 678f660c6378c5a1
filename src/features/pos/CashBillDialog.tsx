/** A pay-in/out's cash bill on screen, with a Print button (prints from local data). */
import { useRef, useState } from 'react';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { CashBill, type CashBillData } from './CashBill';
import { requestCashBillPrint } from './cash-bill-print-request';
import { useEscapeToClose, useReturnFocus } from '../../components/window-focus';

export function CashBillDialog(props: { posActionId: string; bill: CashBillData; onClose: () => void }) {
  const { t } = useLingui();
  const [printing, setPrinting] = useState(false);
  // Mounted open and unmounted to close: Mantine would return the focus nowhere.
  const inside = useRef<HTMLDivElement>(null);
  useReturnFocus(true, inside);
  useEscapeToClose(true, inside, props.onClose);

  async function print() {
    setPrinting(true);
    await requestCashBillPrint(props.posActionId, props.bill);
    setPrinting(false);
  }

  return (
    <Modal opened onClose={props.onClose} title={t`Cash bill`} size="auto" centered closeOnEscape={false} returnFocus={false} closeButtonProps={{ 'aria-label': t`Close` }}>
      <Stack gap="md" ref={inside}>
        <div style={{ border: '1px solid var(--mantine-color-gray-3)' }}>
          <CashBill bill={props.bill} />
        </div>
        <Group justify="flex-end">
          <Button variant="default" size="md" onClick={props.onClose}>
            {t`Close`}
          </Button>
          <Button size="md" onClick={() => void print()} loading={printing}>
            {t`Print`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
