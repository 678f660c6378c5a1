/** The form's buttons, as formButtonsFor gives them for a new booking or by status. */
import { Button, Group } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { FormButton } from '../../domain/booking/menu';
import { formButtonLabels } from './booking-labels';

type ButtonLook = { variant: 'filled' | 'light' | 'default' | 'outline'; color?: string };

const LOOKS: Record<FormButton, ButtonLook> = {
  CREATE_AND_CONTINUE: { variant: 'light' },
  SAVE: { variant: 'filled' },
  START: { variant: 'filled', color: 'blue' },
  CANCEL_BOOKING: { variant: 'outline', color: 'red' },
  NO_SHOW: { variant: 'default' },
  DUPLICATE: { variant: 'default' },
  PAYMENT: { variant: 'filled', color: 'green' },
  PAYMENT_DETAIL: { variant: 'light', color: 'green' },
  CLOSE: { variant: 'default' },
};

export function BookingFormButtons(props: {
  buttons: readonly FormButton[];
  /** The button whose action is running. */
  busy: FormButton | null;
  onButton: (button: FormButton) => void;
}) {
  const { i18n } = useLingui();
  return (
    <Group justify="flex-end" gap="xs">
      {props.buttons.map((button) => {
        const look = LOOKS[button];
        return (
          <Button
            key={button}
            type="button"
            variant={look.variant}
            color={look.color}
            loading={props.busy === button}
            disabled={props.busy !== null && props.busy !== button && button !== FormButton.CLOSE}
            onClick={() => props.onButton(button)}
          >
            {i18n._(formButtonLabels[button])}
          </Button>
        );
      })}
    </Group>
  );
}
