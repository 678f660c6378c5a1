/**
 * "Start from the branch's template": puts the branch's SMS campaign template (its own words
 * from /system/sms-template, else the built-in ones, in the branch language) in the message,
 * placeholders kept, since the campaign fills them per recipient. One template per branch and
 * language exists, so a button rather than a choice.
 */
import { useState } from 'react';
import { Button } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { fetchCampaignTemplate } from '../../data/campaigns';
import { notifyError } from '../feedback/notify';

export function TemplateButton(props: { branchId: string; disabled?: boolean; onWords: (message: string) => void }) {
  const { t } = useLingui();
  const [loading, setLoading] = useState(false);
  const start = () => {
    setLoading(true);
    fetchCampaignTemplate(props.branchId)
      .then((template) => props.onWords(template.message), (error: unknown) => notifyError(error))
      .finally(() => setLoading(false));
  };
  return (
    <Button variant="light" size="sm" onClick={start} loading={loading} disabled={props.disabled} style={{ alignSelf: 'flex-start' }}>
      {t`Start from the branch's template`}
    </Button>
  );
}
