/**
 * Rows as CSV (RFC 4180: every field quoted, quotes doubled, CRLF line ends), the header from the first row's keys. A
 * field a spreadsheet would run as a formula (=, +, -, @, tab, carriage return first) is prefixed with an apostrophe.
 */
export function toCsv(rows: Array<Record<string, string>>): string {
  if (rows.length === 0) return '';
  const columns = Object.keys(rows[0]);
  const field = (value: string) => `"${(/^[=+\-@\t\r]/.test(value) ? `'${value}` : value).replace(/"/g, '""')}"`;
  return [columns.map(field), ...rows.map((row) => columns.map((c) => field(row[c] ?? '')))].map((line) => line.join(',')).join('\r\n') + '\r\n';
}
