/** /report: the reports a manager may open, each a card with what it answers. */
import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { PageShell } from '../../components/PageShell';
import { InAppLink } from '../admin/InAppLink';
import { REPORT_LIST } from './report-list';

export function ReportIndexPage() {
  const { t, i18n } = useLingui();
  return (
    <PageShell title={t`Reports`}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {REPORT_LIST.map((entry) => (
          <li key={entry.key}>
            <Paper withBorder p="md" radius="md" h="100%">
              <Text fw={600} size="lg">
                <InAppLink href={entry.path}>{i18n._(entry.title)}</InAppLink>
              </Text>
              <Text size="sm" c="dimmed" mt={4}>
                {i18n._(entry.summary)}
              </Text>
            </Paper>
          </li>
        ))}
      </SimpleGrid>
    </PageShell>
  );
}
