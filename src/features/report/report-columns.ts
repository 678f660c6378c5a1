/** A report's columns as the screen declares them: the domain's kinds with the UI's titles. */
import type { ColumnKind, ReportColumn } from '../../domain/report/report-table';

/** Titles per key, over the domain's kinds in the domain's order. */
export function titled<Row>(kinds: readonly { key: Extract<keyof Row, string>; kind: ColumnKind }[], titles: Record<Extract<keyof Row, string>, string>): ReportColumn<Row>[] {
  return kinds.map((c) => ({ ...c, title: titles[c.key] }));
}
