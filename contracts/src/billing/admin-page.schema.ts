import { z } from 'zod';
import { validationText } from '../messages/validation-text';

/** The admin's billing tables show this many rows a page unless the client asks for another size. */
export const ADMIN_PAGE_SIZE = 25;
export const ADMIN_PAGE_SIZE_MAX = 100;

/** `?limit=&offset=` of an admin list; a bad value is a German 400, never a 500. */
export const adminPagingFields = {
  limit: z.coerce
    .number({ error: validationText('validation.billing.pageSizeNumber') })
    .int({ error: validationText('validation.billing.pageSizeWholeNumber') })
    .min(1, { error: validationText('validation.billing.pageSizeTooSmall') })
    .max(ADMIN_PAGE_SIZE_MAX, { error: validationText('validation.billing.pageSizeTooLarge', { max: ADMIN_PAGE_SIZE_MAX }) })
    .default(ADMIN_PAGE_SIZE),
  offset: z.coerce
    .number({ error: validationText('validation.billing.offsetNumber') })
    .int({ error: validationText('validation.billing.offsetWholeNumber') })
    .min(0, { error: validationText('validation.billing.offsetNegative') })
    .default(0),
};

/** `?q=` of an admin list: the words its search box sent, at most 100 characters. */
export const adminSearchField = {
  q: z
    .string()
    .trim()
    .max(100, { error: validationText('validation.billing.searchTooLong') })
    .optional(),
};

/** One page of an admin list: its rows and how many match the filters in all. */
export const adminPageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), limit: z.number().int(), offset: z.number().int() });
