import { z } from 'zod';

/** GET /api/stats: the home page's counters, live (the SPEC's 63 and 23 were fixed text). */
export const platformStatsSchema = z.object({
  /** Internships a visitor finds in the search right now (the total /search shows without filters). */
  activeInternships: z.number().int().nonnegative(),
  verifiedCompanies: z.number().int().nonnegative(),
});
export type PlatformStats = z.infer<typeof platformStatsSchema>;
