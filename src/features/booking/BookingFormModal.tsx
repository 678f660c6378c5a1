/**
 * The booking window (1000 px): new booking, update (with History) and duplicate. It waits
 * for the stored service tree before building the form, so saved lines of a service that
 * needs several technicians are grouped with the tree's help.
 */
import { ActionIcon, Center, Loader, Tooltip } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { WindowModal } from '../../components/WindowModal';
import { HistoryIcon } from '../../components/icons';
import type { BookingFormModalProps } from './booking-form-props';
import { BookingForm } from './BookingForm';
import { useStoredServiceTree } from './use-stored-service-tree';

export type { BookingFormAction, BookingFormModalProps, BookingFormMode } from './booking-form-props';
export type { BookingSubmitArgs } from './save-input';

export function BookingFormModal(props: BookingFormModalProps) {
  const { t } = useLingui();
  const tree = useStoredServiceTree(props.branch.id, props.online);
  const code = props.existing?.booking.code ?? '';
  const title =
    props.mode === 'update' ? t`Booking ${code}` : props.mode === 'clone' ? t`Clone booking` : props.mode === 'refused' ? t`Refused booking ${code}` : t`New booking`;
  const historyLabel = t`History`;

  return (
    <WindowModal
      opened
      title={title}
      width={1000}
      onClose={props.onClose}
      headerActions={
        props.mode === 'update' ? (
          <Tooltip label={historyLabel}>
            <ActionIcon variant="subtle" color="gray" aria-label={historyLabel} onClick={props.onHistory}>
              <HistoryIcon />
            </ActionIcon>
          </Tooltip>
        ) : null
      }
    >
      {tree.groups === undefined ? (
        <Center mih={200}>
          <Loader aria-label={t`Loading…`} />
        </Center>
      ) : (
        <BookingForm {...props} groups={tree.groups} packages={tree.packages} refreshing={tree.refreshing} onRefreshServices={tree.refresh} />
      )}
    </WindowModal>
  );
}
