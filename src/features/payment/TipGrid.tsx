/**
 * The technician tip grid (spec part 2 §2 Tip distribution): one row per technician with the
 * services they did under the name, then percent and value of their share; equal shares by
 * default, a typed value or percent makes the share manual and the rest is spread over the
 * others. The rows saved stay per service (the domain's splitTip, run in the worker).
 */
import { Alert, Button, Group, NumberInput, Stack, Table, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { TipManual, TipRowInput, TipSplit } from '../../domain/tip';
import { editTipShare, resetTipRows, tipTechnicians } from '../../domain/tip';
import { MoneyInput } from '../../components/MoneyInput';
import { activePercentNotation } from '../../components/locale-format';
import { paymentProblemLabel } from './payment-labels';
import { WindowTable } from '../../components/WindowTable';

export function TipGrid(props: {
  rows: TipRowInput[];
  split: TipSplit | null;
  technicianName: (id: string) => string;
  onRowsChange: (rows: TipRowInput[]) => void;
  readOnly?: boolean;
}) {
  const { t, i18n } = useLingui();
  const { rows, split } = props;
  const edit = (technicianId: string, value: TipManual) => props.onRowsChange(editTipShare({ rows, technicianId, edit: value }));
  const percent = activePercentNotation();
  return (
    <>
      <WindowTable withTableBorder striped aria-label={t`Tip distribution`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t`Technician`}</Table.Th>
            <Table.Th>{t`Service`}</Table.Th>
            <Table.Th w={110}>{t`Percent`}</Table.Th>
            <Table.Th w={140}>{t`Value`}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tipTechnicians(rows).map((share) => {
            const computed = split?.shares.find((s) => s.technicianId === share.technicianId);
            const name = props.technicianName(share.technicianId);
            return (
              <Table.Tr key={share.technicianId}>
                <Table.Td>{name}</Table.Td>
                <Table.Td>
                  <Stack gap={0}>
                    {share.segmentNames.map((service, i) => (
                      <Text key={`${service}:${i}`} size="sm">
                        {service}
                      </Text>
                    ))}
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <NumberInput
                    aria-label={t`Tip percent for ${name}`}
                    value={computed?.percent ?? 0}
                    min={0}
                    max={100}
                    decimalScale={2}
                    decimalSeparator={percent.decimalSeparator}
                    suffix={percent.suffix}
                    hideControls
                    readOnly={props.readOnly}
                    onChange={(v) => edit(share.technicianId, { percent: typeof v === 'number' ? v : Number(v) || 0 })}
                  />
                </Table.Td>
                <Table.Td>
                  <MoneyInput
                    aria-label={t`Tip value for ${name}`}
                    value={computed?.value ?? 0}
                    readOnly={props.readOnly}
                    onChange={(cents) => edit(share.technicianId, { value: cents ?? 0 })}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </WindowTable>
      {split && !split.ok ? (
        <Alert color="red" variant="light" role="alert">
          {split.problems.map((p) => i18n._(paymentProblemLabel(p.code))).join(' ')}
        </Alert>
      ) : null}
      {props.readOnly ? null : (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">{t`Typed rows keep their share; the rest is shared equally.`}</Text>
          <Button variant="default" size="sm" onClick={() => props.onRowsChange(resetTipRows({ rows }))}>
            {t`Distribute equally`}
          </Button>
        </Group>
      )}
    </>
  );
}
