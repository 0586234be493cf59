import { PUBLIC_PAGE_MESSAGES } from '@praxisnah/contracts';
import { messagePart } from '@/lib/messages';

/** The legal and FAQ pages' texts, which admins may reword: their defaults load with these pages, not before. */
export const pageText = messagePart(PUBLIC_PAGE_MESSAGES);
