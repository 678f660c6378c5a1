import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { MessagePage } from '../../components/MessagePage';
import { LockIcon } from '../../components/icons';
import {
  SUPPORT_MESSENGER_LABEL,
  SUPPORT_MESSENGER_URL,
  SUPPORT_PHONE_DISPLAY,
  SUPPORT_PHONE_TEL,
} from './support-contact';

/** Shown instead of a screen the tenant's plan does not license (checked before user rights). */
export function UpgradePlanPage() {
  const { t } = useLingui();
  return (
    <MessagePage title={t`Upgrade your plan`} icon={<LockIcon size={40} />}>
      <Stack component="span" gap="sm" align="center">
        <Text component="span">{t`Your plan does not include this feature. Contact us to upgrade:`}</Text>
        <Group component="span" gap="lg" justify="center">
          <Anchor href={`tel:${SUPPORT_PHONE_TEL}`} size="lg">
            {t`Call ${SUPPORT_PHONE_DISPLAY}`}
          </Anchor>
          <Anchor href={SUPPORT_MESSENGER_URL} target="_blank" rel="noopener noreferrer" size="lg">
            {t`Message us on Messenger: ${SUPPORT_MESSENGER_LABEL}`}
          </Anchor>
        </Group>
      </Stack>
    </MessagePage>
  );
}
