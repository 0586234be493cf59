import { offerDownload } from './download';

/** A column of a CSV export: its German heading and how a row gives its cell. */
export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | null;
}

const BOM = '\uFEFF';

/** Quotes a cell when it holds a separator, a quote or a line break; numbers get a decimal comma as German Excel expects. */
function cell(value: string | number | null): string {
  if (value === null) return '';
  const text = typeof value === 'number' ? String(value).replace('.', ',') : value;
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * CSV that German Excel opens as it is: UTF-8 with a byte order mark (umlauts stay intact), semicolons between cells
 * (the comma is the decimal separator there) and CRLF line ends.
 */
export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const lines = [columns.map((column) => cell(column.header)), ...rows.map((row) => columns.map((column) => cell(column.value(row))))];
  return BOM + lines.map((line) => line.join(';')).join('\r\n') + '\r\n';
}

/** Offers the CSV as a download under the given file name. */
export function downloadCsv(fileName: string, csv: string): void {
  offerDownload(fileName, new Blob([csv], { type: 'text/csv;charset=utf-8' }));
}
