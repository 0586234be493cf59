/** Small formatting helpers for the console and RESULTS.md. */

export function table(headers: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  const line = (cells: readonly (string | number)[]) => `| ${cells.map((cell) => String(cell).replace(/\|/g, '\\|')).join(' | ')} |`;
  return [line(headers), line(headers.map(() => '---')), ...rows.map(line)].join('\n');
}

/** Milliseconds as a plain number (callers add the unit): whole numbers from 100 on, with thousands separators. */
export function ms(value: number | undefined, digits = 1): string {
  if (value === undefined || !Number.isFinite(value)) return '–';
  return value >= 100 ? Math.round(value).toLocaleString('en-US') : value.toFixed(digits);
}

export function num(value: number | undefined, digits = 0): string {
  if (value === undefined || !Number.isFinite(value)) return '–';
  return value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

export function ratio(value: number | undefined): string {
  if (value === undefined || !Number.isFinite(value)) return '–';
  return value >= 100 ? `${value.toFixed(0)}×` : value >= 10 ? `${value.toFixed(1)}×` : `${value.toFixed(2)}×`;
}

export function pass(ok: boolean | undefined): string {
  return ok === undefined ? '–' : ok ? 'met' : '**missed**';
}

export function median(values: readonly number[]): number {
  const finite = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (!finite.length) return Number.NaN;
  const middle = Math.floor(finite.length / 2);
  return finite.length % 2 ? finite[middle]! : (finite[middle - 1]! + finite[middle]!) / 2;
}

export function geometricMean(values: readonly number[]): number {
  const finite = values.filter((value) => Number.isFinite(value) && value > 0);
  if (!finite.length) return Number.NaN;
  return Math.exp(finite.reduce((sum, value) => sum + Math.log(value), 0) / finite.length);
}
