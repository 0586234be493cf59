import { z } from 'zod';

/** The admin's billing tables show this many rows a page unless the client asks for another size. */
export const ADMIN_PAGE_SIZE = 25;
export const ADMIN_PAGE_SIZE_MAX = 100;

/** `?limit=&offset=` of an admin list; a bad value is a German 400, never a 500. */
export const adminPagingFields = {
  limit: z.coerce
    .number({ error: 'Die Seitengröße muss eine Zahl sein.' })
    .int({ error: 'Die Seitengröße muss eine ganze Zahl sein.' })
    .min(1, { error: 'Die Seitengröße muss mindestens 1 sein.' })
    .max(ADMIN_PAGE_SIZE_MAX, { error: `Die Seitengröße darf höchstens ${ADMIN_PAGE_SIZE_MAX} sein.` })
    .default(ADMIN_PAGE_SIZE),
  offset: z.coerce
    .number({ error: 'Der Versatz muss eine Zahl sein.' })
    .int({ error: 'Der Versatz muss eine ganze Zahl sein.' })
    .min(0, { error: 'Der Versatz darf nicht negativ sein.' })
    .default(0),
};

/** One page of an admin list: its rows and how many match the filters in all. */
export const adminPageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), limit: z.number().int(), offset: z.number().int() });
