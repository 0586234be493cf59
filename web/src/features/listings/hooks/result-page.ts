/** `?page=` of a search: a positive whole number, else page 1. */
export function readPage(value: string | null): number {
  const page = Number(value || 1);
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** Any other change than the page's starts again on page 1: page 3 of an old search means nothing for a new one. */
export function withPageReset<T extends { page: number }>(current: T, next: T): T {
  const { page: _currentPage, ...currentRest } = current;
  const { page: _nextPage, ...nextRest } = next;
  return JSON.stringify(currentRest) === JSON.stringify(nextRest) ? next : { ...next, page: 1 };
}
