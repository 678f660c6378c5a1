/**
 * "This campaign will reach 12 customers": asked of the server (the query that sends) each
 * time the filters settle, so the number is the one a send now would reach.
 */
import { useEffect, useState } from 'react';
import { Alert, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { msg, plural } from '@lingui/core/macro';
import type { CampaignValues } from '../../domain/campaign/campaign-form';
import type { CampaignCount } from '../../domain/campaign/contract';
import { fetchCampaignCount } from '../../data/campaigns';

const SETTLE_MS = 300;

type Counted = { key: string; count: CampaignCount | null };

export function RecipientCount(props: { branchId: string; filters: Pick<CampaignValues, 'lastBookingAfter' | 'amountAbove'> }) {
  const { t, i18n } = useLingui();
  const { lastBookingAfter, amountAbove } = props.filters;
  const key = `${props.branchId}|${lastBookingAfter}|${amountAbove ?? ''}`;
  const [counted, setCounted] = useState<Counted | null>(null);
  useEffect(() => {
    let live = true;
    const timer = window.setTimeout(() => {
      fetchCampaignCount(props.branchId, { lastBookingAfter, amountAbove }).then(
        (count) => live && setCounted({ key, count }),
        // A filter still being typed (an unfinished date) is refused: no number until it is whole.
        () => live && setCounted({ key, count: null }),
      );
    }, SETTLE_MS);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [key, props.branchId, lastBookingAfter, amountAbove]);

  const current = counted?.key === key ? counted.count : null;
  if (current === null) return <Text size="sm" c="dimmed" role="status">{t`Counting the customers these filters reach…`}</Text>;
  const n = current.recipients;
  const max = current.max;
  return (
    <Alert color={n === 0 || n > max ? 'orange' : 'blue'} variant="light" role="status">
      {n > max ? t`These filters reach ${n} customers: a campaign may reach at most ${max}. Narrow the filters.` : i18n._(msg({ message: plural(n, { one: 'This campaign will reach # customer', other: 'This campaign will reach # customers' }) }))}
    </Alert>
  );
}
