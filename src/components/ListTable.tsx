/**
 * A list's table: striped, named, and scrolling sideways inside itself once its columns need
 * more than `minWidth` and the screen is narrower (a phone), so the page never grows wider
 * than the screen and the row actions stay one swipe away in the table, not off the page.
 */
import type { ReactNode } from 'react';
import { Table } from '@mantine/core';

export function ListTable(props: { label: string; minWidth: number; highlightOnHover?: boolean; children: ReactNode }) {
  return (
    <Table.ScrollContainer minWidth={props.minWidth} type="native">
      <Table striped highlightOnHover={props.highlightOnHover ?? true} aria-label={props.label}>
        {props.children}
      </Table>
    </Table.ScrollContainer>
  );
}
