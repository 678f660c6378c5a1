/** "Merge with a duplicate…", offered to whoever may both change and delete customers. */
import { useState } from 'react';
import { Button } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { CUSTOMER_MERGE_RIGHTS } from '../../../domain/customer/merge-contract';
import type { PhoneSetting } from '../../../domain/phone';
import { hasAnyRight } from '../../../domain/rights';
import { useShellSession } from '../../shell/session-context';
import { MergeCustomersWindow, type MergeTarget } from './MergeCustomersWindow';

export function MergeCustomersButton(props: { customer: MergeTarget; branchId: string; online: boolean; phone: PhoneSetting; onMerged: () => void }) {
  const { t } = useLingui();
  const { rights } = useShellSession();
  const [open, setOpen] = useState(false);
  if (!CUSTOMER_MERGE_RIGHTS.every((right) => hasAnyRight([right], rights))) return null;
  return (
    <>
      <Button size="xs" variant="light" onClick={() => setOpen(true)}>
        {t`Merge with a duplicate…`}
      </Button>
      {open ? <MergeCustomersWindow {...props} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
