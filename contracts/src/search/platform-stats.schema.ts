import { z } from 'zod';

/** GET /api/stats: the home page's counters, live (they once were the fixed text 63 and 23). */
export const platformStatsSchema = z.object({
  /** Internships a visitor finds in the search right now (the total /search shows without filters). */
  activeInternships: z.number().int().nonnegative(),
  verifiedCompanies: z.number().int().nonnegative(),
});
export type PlatformStats = z.infer<typeof platformStatsSchema>;
