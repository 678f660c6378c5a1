/**
 * The packages section of the service picker: each bookable package with its services and its
 * price; the search narrows them by code, content or a service's name like the services below.
 */
import { Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { PackageRow } from '../../domain/catalogue/package-contract';
import { formatMoney } from '../../components/locale-format';

function matches(pkg: PackageRow, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (q === '') return true;
  return [pkg.code, pkg.content, ...pkg.services.map((s) => s.name)].some((text) => text.toLowerCase().includes(q));
}

export function PackageChoices(props: { packages: readonly PackageRow[]; query: string; onPick: (pkg: PackageRow) => void }) {
  const { t } = useLingui();
  const shown = props.packages.filter((p) => matches(p, props.query));
  if (shown.length === 0) return null;
  return (
    <Stack gap={2}>
      <Text fw={600} size="sm" py={4} style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        {t`Packages`} ({shown.length})
      </Text>
      <Stack gap={0} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {shown.map((pkg) => {
          const name = pkg.content;
          return (
            <li key={pkg.id}>
              <UnstyledButton aria-label={t`Package ${name}`} w="100%" px="sm" py={6} style={{ borderRadius: 4 }} onClick={() => props.onPick(pkg)}>
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <Stack gap={0}>
                    <Text size="sm">{pkg.content}</Text>
                    <Text size="xs" c="dimmed">
                      {pkg.services.map((s) => s.name).join(' + ')}
                    </Text>
                  </Stack>
                  <Text size="sm" fw={500} miw={70} ta="right">
                    {formatMoney(pkg.price)}
                  </Text>
                </Group>
              </UnstyledButton>
            </li>
          );
        })}
      </Stack>
    </Stack>
  );
}
