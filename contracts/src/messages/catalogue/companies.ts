/** Company area: dashboard, listings and their editor, settings, company profile and directory. */
export const COMPANIES_MESSAGES = {} as const satisfies Record<string, string>;
