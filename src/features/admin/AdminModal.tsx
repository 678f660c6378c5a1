/**
 * A back-office window (create, edit, detail). A stray tap on the mask never closes it; the ✕
 * and Escape over a form with unsaved changes ask before throwing them away (the form's Cancel
 * is the explicit way out and does not ask).
 */
import { useRef, type ReactNode } from 'react';
import { Modal } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { isFormDirty } from '../../components/unsaved-changes';
import { useEscapeToClose, useReturnFocus } from '../../components/window-focus';
import { confirmDiscard } from './admin-feedback';

export function AdminModal(props: {
  opened: boolean;
  title: string;
  /** The spec's modal widths, 600 to 1000 px (§9). */
  size: 600 | 700 | 800 | 900 | 1000;
  /** The form inside, if any: its unsaved changes are asked about before closing. */
  formId?: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const close = () => {
    if (props.formId && isFormDirty(props.formId)) confirmDiscard(props.onClose);
    else props.onClose();
  };
  const inside = useRef<HTMLDivElement>(null);
  useReturnFocus(props.opened, inside);
  useEscapeToClose(props.opened, inside, close);
  return (
    <Modal
      opened={props.opened}
      onClose={close}
      title={props.title}
      size={props.size}
      closeOnClickOutside={false}
      closeOnEscape={false}
      returnFocus={false}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <div ref={inside}>{props.children}</div>
    </Modal>
  );
}
