/** A refused or failed API call: the German message to show, the status, and the parsed body when it was JSON. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The parsed JSON error body, for refusals that carry more than a message (e.g. a package limit). */
    readonly body: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
