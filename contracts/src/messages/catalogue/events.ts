/** Events: list, detail, registration, talks, exhibitors, and the company side of events. */
export const EVENTS_MESSAGES = {} as const satisfies Record<string, string>;
