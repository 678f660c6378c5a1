/** One list of a record's window (its bills, its visits) as a small table, scrolling inside itself on a phone, or its empty text. */
import type { ReactNode } from 'react';
import { Stack, Table, Text, Title } from '@mantine/core';

export type RecordColumn<T> = { head: string; right?: boolean; cell: (row: T) => ReactNode };

/** One of the record's lists as a small table (scrolling inside itself on a phone), or its empty text. */
export function RecordSection<T extends { id: string }>(props: { title: string; empty: string; rows: readonly T[]; columns: readonly RecordColumn<T>[] }) {
  return (
    <Stack gap={4}>
      <Title order={3} size="h6">
        {props.title}
      </Title>
      {props.rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {props.empty}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={420}>
          <Table striped withTableBorder verticalSpacing={4} fz="sm" aria-label={props.title}>
            <Table.Thead>
              <Table.Tr>
                {props.columns.map((c) => (
                  <Table.Th key={c.head} ta={c.right ? 'right' : undefined}>
                    {c.head}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {props.rows.map((row) => (
                <Table.Tr key={row.id}>
                  {props.columns.map((c) => (
                    <Table.Td key={c.head} ta={c.right ? 'right' : undefined}>
                      {c.cell(row)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
