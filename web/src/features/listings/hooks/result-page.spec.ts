import { readPage, withPageReset } from './result-page';

describe('the result page in the URL', () => {
  it('reads a positive whole page number', () => {
    expect(readPage('3')).toBe(3);
    expect(readPage(null)).toBe(1);
  });

  it('treats a page that is no positive whole number as page 1', () => {
    for (const value of ['0', '-2', '1.5', 'zwei', '']) expect(readPage(value)).toBe(1);
  });

  it('starts a changed search on page 1, and keeps the page when only the page changes', () => {
    const onPage3 = { q: 'Pflege', sector: '', page: 3 };
    expect(withPageReset(onPage3, { ...onPage3, sector: 'gesundheit_soziales' }).page).toBe(1);
    expect(withPageReset(onPage3, { ...onPage3, page: 4 }).page).toBe(4);
    expect(withPageReset(onPage3, { ...onPage3 }).page).toBe(3);
  });
});
