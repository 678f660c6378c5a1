/**
 * Send a gift card by email or SMS: the address (or phone) starts as the recipient's and can
 * be changed. The server queues the message in its notification outbox; it needs the network.
 */
import { useState, type FormEvent } from 'react';
import { Stack, Text, TextInput } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { FormFooter } from '../../components/FormFooter';
import { NotificationChannel } from '../../domain/catalogue/paths';
import { optionalEmailProblem, optionalPhoneProblem, type FieldProblem } from '../../domain/catalogue/form-rules';
import { formatPhone, type PhoneSetting } from '../../domain/phone';
import { sendGiftCardMail, sendGiftCardSms } from '../../data/catalogue';
import { useOnline } from '../../data/use-online';
import { describeError } from '../i18n/error-messages';
import { problemText } from '../i18n/problem-text';

export function SendGiftCardForm(props: {
  card: { id: string; code: string; recipientEmail: string | null; recipientPhone: string | null };
  channel: NotificationChannel;
  phone: PhoneSetting;
  onSent: () => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const email = props.channel === NotificationChannel.EMAIL;
  const [to, setTo] = useState(() => (email ? (props.card.recipientEmail ?? '') : props.card.recipientPhone ? formatPhone(props.card.recipientPhone, props.phone) : ''));
  const [problem, setProblem] = useState<FieldProblem | undefined>(undefined);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: FieldProblem | undefined = to.trim() === '' ? { code: 'REQUIRED' } : email ? optionalEmailProblem(to) : optionalPhoneProblem(to, props.phone);
    setProblem(found);
    setFailure(null);
    if (found) return;
    setBusy(true);
    try {
      if (email) await sendGiftCardMail(props.card.id, to.trim());
      else await sendGiftCardSms(props.card.id, to.trim());
      props.onSent();
    } catch (error) {
      setFailure(describeError(error, i18n));
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md">
        <TextInput
          label={email ? t`Email address` : t`Phone number`}
          type={email ? 'email' : 'tel'}
          required
          value={to}
          maxLength={email ? 200 : 30}
          onChange={(e) => {
            setTo(e.currentTarget.value);
            setProblem(undefined);
          }}
          error={problemText(problem, i18n)}
          size="md"
          data-autofocus
        />
        {!online ? (
          <Text size="sm" c="dimmed" role="status">
            {t`Sending needs a connection.`}
          </Text>
        ) : null}
        <FormFooter failure={failure} busy={busy} onCancel={props.onCancel} saveDisabled={!online} saveLabel={t`Send`} />
      </Stack>
    </form>
  );
}
