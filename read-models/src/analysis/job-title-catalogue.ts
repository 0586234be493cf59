/**
 * The job-title catalogue (job-titles.de.json): synonym groups, workplaces, school-leaving qualifications, the words
 * that name a vertical, words most titles carry, and description boilerplate. Data, so operators extend it without
 * touching code; a change needs `npm run reindex`, except one to the workplaces.
 */
import { z } from 'zod';
import catalogueJson from './job-titles.de.json';

export const VERTICALS = ['ausbildung', 'praktikum'] as const;
export type Vertical = (typeof VERTICALS)[number];

const synonymGroup = z.object({
  id: z.string().regex(/^[a-z0-9]+$/),
  names: z.array(z.string().min(1)).min(2),
  /**
   * A field many descriptions mention as a task ("Pflege unserer Social-Media-Kanäle"), not the job: its names tag
   * titles and job names only, never a description.
   */
  notInDescriptions: z.boolean().optional(),
  /**
   * Neighbouring occupations (BERUFENET's "Alternativen"), closest first, by group id: a search whose words name this
   * group and find nothing anywhere shows the first of them that finds something ("Zerspanungsmechaniker" where only
   * Industriemechaniker train).
   */
  related: z.array(z.string()).optional(),
});

const catalogueSchema = z
  .object({
    about: z.string(),
    source: z.string(),
    licence: z.string(),
    verticalWords: z.record(z.enum(VERTICALS), z.array(z.string().min(1))),
    groups: z.array(synonymGroup),
    /**
     * Where a job is done, for whom or in which field, one word each ("Krankenhaus", "Kinder", "Logistik"): read in queries only, as the word, the other
     * names of its entry or any of its groups. Documents are not tagged by them, so a "Klinikum …" company's every listing
     * is no Pflege listing. An `interest` ("handwerklich", "draußen") finds its groups only: descriptions use such
     * words for anything ("drinnen wie draußen"), and compounds hold them ("Lebensmittelhandwerk").
     */
    workplaces: z.array(
      z.object({
        names: z.array(z.string().regex(/^[\p{L}]+$/u, 'one word')).min(1),
        groups: z.array(z.string()).min(1),
        interest: z.boolean().optional(),
      }),
    ),
    /**
     * School-leaving qualifications, lowest first ("Hauptschulabschluss" … "Abitur"): tagged where a description names
     * one, and a query naming one also finds listings asking for a lower one, for which its holder qualifies as well.
     */
    schoolLevels: z.array(
      synonymGroup.extend({
        /**
         * The schools and pupils on their way to the level ("Realschule", "Realschüler", "10. Klasse"): in the
         * Ausbildung search they say which places the searcher can apply for; in the Praktikum search a pupil looks
         * for a Schülerpraktikum (that group's names). Read in queries only.
         */
        schools: z.array(z.string().min(1)).optional(),
      }),
    ),
    /** Words beside the verticals' words and the internship types that most titles carry (german-analyzer.ts, frequentBases). */
    frequentTitleWords: z.array(z.string().min(1)),
    descriptionBoilerplate: z.array(z.string().min(1)),
  })
  // Groups and school levels are indexed as tokens of their ids, so one id naming both would merge them.
  .refine(
    ({ groups, schoolLevels }) => new Set([...groups, ...schoolLevels].map(({ id }) => id)).size === groups.length + schoolLevels.length,
    {
      message: 'every group and school level needs an id of its own',
    },
  )
  .refine(
    ({ groups }) =>
      groups.every(({ id, related = [] }) => related.every((other) => other !== id && groups.some((group) => group.id === other))),
    {
      message: "a group's related groups must be other groups of the catalogue",
    },
  );

export type JobTitleCatalogue = z.infer<typeof catalogueSchema>;

/** Parsed at first use, so a malformed edit fails the first search or projection loudly instead of matching nothing. */
export function jobTitleCatalogue(): JobTitleCatalogue {
  return catalogueSchema.parse(catalogueJson);
}
