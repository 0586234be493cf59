/** Admin and regional-manager screens: dashboards, regions, applications, moderation, audit log, accounts. */
export const OPERATORS_MESSAGES = {} as const satisfies Record<string, string>;
