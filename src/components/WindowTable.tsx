/**
 * A table inside a window. On a phone's sheet it scrolls sideways inside itself when its
 * columns need more room than the screen has, instead of dragging the whole sheet sideways;
 * elsewhere it stays a plain table, so a sticky header still sticks to the window's scroll.
 */
import { Table, type TableProps } from '@mantine/core';
import classes from './window-sheet.module.css';

export function WindowTable(props: TableProps) {
  return (
    <div className={classes.tableScroll}>
      <Table {...props} />
    </div>
  );
}
