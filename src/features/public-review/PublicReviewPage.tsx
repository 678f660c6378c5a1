/**
 * The customer's review page (issue 17), opened from the SMS or email after a paid bill: the
 * visit (branch, day, services, technician), stars and a comment, then thanks. Phone first, in
 * the branch's language, and light: no session, no tablet storage, no back-office code.
 */
import { useEffect, useState } from 'react';
import { Alert, Button, Card, Container, Rating, Stack, Text, Textarea, Title } from '@mantine/core';
import { I18nProvider } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import type { I18n } from '@lingui/core';
import { REVIEW_COMMENT_MAX, type PublicReviewVisit } from '../../domain/review/public';
import { PublicReviewError, fetchVisit, sendReview } from './public-review-api';
import { branchI18n } from './review-i18n';

type Load = { status: 'loading' } | { status: 'failed'; error: unknown } | { status: 'ready'; visit: PublicReviewVisit; i18n: I18n };

export function PublicReviewPage(props: { token: string }) {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    fetchVisit(props.token)
      .then(async (visit) => ({ visit, i18n: await branchI18n(visit.language) }))
      .then(
        ({ visit, i18n }) => live && setLoad({ status: 'ready', visit, i18n }),
        (error: unknown) => live && setLoad({ status: 'failed', error }),
      );
    return () => {
      live = false;
    };
  }, [props.token]);

  return (
    <Container size={480} px="md" py="xl">
      {load.status === 'loading' ? <Text role="status">…</Text> : null}
      {load.status === 'failed' ? <LinkProblem error={load.error} /> : null}
      {load.status === 'ready' ? (
        <I18nProvider i18n={load.i18n}>
          <ReviewForm token={props.token} visit={load.visit} />
        </I18nProvider>
      ) : null}
    </Container>
  );
}

/** Why the link shows nothing: unknown, closed by a cancelled bill, or the server out of reach. */
function LinkProblem(props: { error: unknown }) {
  const { t } = useLingui();
  const code = props.error instanceof PublicReviewError ? props.error.code : null;
  const text =
    code === 'REVIEW_LINK_CLOSED'
      ? t`This link no longer works: the bill of this visit was cancelled.`
      : code === 'NOT_FOUND' || code === 'VALIDATION'
        ? t`This review link is not valid. Check that you opened the whole link from your message.`
        : t`The page could not be loaded. Check your connection and try again.`;
  return (
    <Alert color="orange" role="alert" title={t`Review`}>
      {text}
    </Alert>
  );
}

function ReviewForm(props: { token: string; visit: PublicReviewVisit }) {
  const { t } = useLingui();
  const { visit } = props;
  const [rate, setRate] = useState(0);
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const [missing, setMissing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(visit.reviewed);
  const branch = visit.branchName;
  const date = new Date(`${visit.date}T12:00:00Z`).toLocaleDateString(visit.language, { dateStyle: 'long', timeZone: 'UTC' });

  if (done) {
    return (
      <Card withBorder padding="lg" role="status">
        <Stack gap="sm">
          <Title order={1} size="h3">{t`Thank you!`}</Title>
          <Text>{t`Your review of your visit to ${branch} has been received. We read every one.`}</Text>
        </Stack>
      </Card>
    );
  }

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (rate < 1) {
      setMissing(true);
      return;
    }
    setBusy(true);
    try {
      await sendReview(props.token, { rate, comment });
      setDone(true);
    } catch (error) {
      if (error instanceof PublicReviewError && error.code === 'REVIEW_ALREADY_LEFT') setDone(true);
      else if (error instanceof PublicReviewError && error.code === 'REVIEW_LINK_CLOSED') setFailure(t`This link no longer works: the bill of this visit was cancelled.`);
      else setFailure(t`Your review could not be sent. Check your connection and try again.`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md">
        <Title order={1} size="h3">{t`How was your visit to ${branch}?`}</Title>
        <Text c="dimmed" size="sm">
          {date}
          {visit.services.length > 0 ? ` · ${visit.services.join(', ')}` : ''}
          {visit.technician ? ` · ${visit.technician}` : ''}
        </Text>
        <Stack gap={4} role="radiogroup" aria-label={t`Your rating`} aria-required="true" aria-invalid={missing}>
          <Text fw={500} size="sm">{t`Your rating`}</Text>
          <Rating
            size="xl"
            value={rate}
            onChange={(value) => {
              setRate(value);
              setMissing(false);
            }}
            getSymbolLabel={(n) => (n === 1 ? t`1 star` : t`${n} stars`)}
          />
          {missing ? <Text c="red" size="sm" role="alert">{t`Choose from 1 to 5 stars.`}</Text> : null}
        </Stack>
        <Textarea
          label={t`Comment (optional)`}
          autosize
          minRows={3}
          maxLength={REVIEW_COMMENT_MAX}
          value={comment}
          onChange={(e) => setComment(e.currentTarget.value)}
        />
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Button type="submit" size="md" loading={busy} fullWidth>
          {t`Send my review`}
        </Button>
      </Stack>
    </form>
  );
}
