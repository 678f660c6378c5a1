/**
 * The customer list as CSV for Excel (issue 14 "export to CSV"): UTF-8 with a byte-order mark so
 * Excel reads accents and Vietnamese right, CRLF lines, every field quoted, and a field that
 * starts like a formula (=, +, -, @, tab, CR) kept as text with a leading apostrophe, so a
 * customer's name can never run as a formula on the desk's computer.
 */
import { formatPhone, type PhoneSetting } from '../phone';
import type { CustomerRow } from './customer-contract';

export const CSV_BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

const HEADS = ['Name', 'Phone', 'Code', 'Email', 'Level', 'Main technician', 'Birthday', 'Active', 'Blocked', 'Created'] as const;

/** The rows as one CSV text, heads first. */
export function customersCsv(rows: readonly CustomerRow[], phone: PhoneSetting): string {
  const yes = (v: boolean) => (v ? 'Yes' : 'No');
  const lines = rows.map((r) =>
    [r.name, formatPhone(r.phone, phone), r.code ?? '', r.email ?? '', r.level ?? '', r.mainTechnician?.name ?? '', r.birthDay ?? '', yes(r.active), yes(r.blocked), r.createdAt.slice(0, 10)]
      .map(csvField)
      .join(','),
  );
  return CSV_BOM + [HEADS.map(csvField).join(','), ...lines].join('\r\n') + '\r\n';
}
