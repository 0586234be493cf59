import type { ReactNode } from 'react';
import { downloadCsv, toCsv, type CsvColumn } from '@/lib/csv';
import { t } from '@/lib/messages';
import { Button } from './button';
import { Icon } from './icon';
import '@/styles/data-table.css';

export interface TableColumn<T> extends CsvColumn<T> {
  /** What the screen shows when it differs from the exported value (e.g. "< 5"). */
  render?: (row: T) => ReactNode;
  numeric?: boolean;
}

/**
 * A table with a CSV download of exactly its rows and columns. On a phone each row becomes a small card of
 * "label: value" lines (data-table.css), since a table scrolling sideways inside the page is one nobody finds there.
 */
export function DataTable<T>({
  caption,
  rows,
  columns,
  rowKey,
  fileName,
  empty = t('ui.table.empty'),
}: {
  caption: string;
  rows: readonly T[];
  columns: readonly TableColumn<T>[];
  rowKey: (row: T) => string;
  fileName: string;
  empty?: string;
}) {
  return (
    <div className="data-table">
      <div className="data-table__bar">
        <span className="muted">{rows.length === 1 ? t('ui.table.oneRow') : t('ui.table.rows', { count: rows.length })}</span>
        <Button variant="secondary" size="sm" disabled={rows.length === 0} onClick={() => downloadCsv(fileName, toCsv(rows, columns))}>
          <Icon name="download" size={16} /> {t('ui.table.download')}
        </Button>
      </div>
      <div className="data-table__scroll" tabIndex={0} role="region" aria-label={caption}>
        <table>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.header} scope="col" className={column.numeric ? 'num' : undefined}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className="muted">
                  {empty}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={rowKey(row)}>
                  {columns.map((column) => (
                    <td key={column.header} className={column.numeric ? 'num' : undefined} data-label={column.header}>
                      {column.render ? column.render(row) : column.value(row)}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
