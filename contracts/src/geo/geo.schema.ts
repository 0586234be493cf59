import { z } from 'zod';
import { text } from '../common/text';
import { validationText } from '../messages/validation-text';

export const geoPlaceSchema = z.object({
  name: z.string(),
  zip: z.string().nullable(),
  state: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  /** A Land ("Bayern"), searched whole by its listings' postcodes: its point is only where a map centres on it. */
  area: z.literal('federalState').optional(),
  /** A region's own circle ("Ruhrgebiet"), searched with this radius where none is chosen. */
  radiusKm: z.number().optional(),
});
export type GeoPlace = z.infer<typeof geoPlaceSchema>;

export const geoSearchQuerySchema = z.object({ q: text().trim().max(120).default('') });
export const geoReverseQuerySchema = z.object({
  lat: z.coerce
    .number({ error: validationText('validation.geo.latitudeRequired') })
    .min(-90)
    .max(90),
  lon: z.coerce
    .number({ error: validationText('validation.geo.longitudeRequired') })
    .min(-180)
    .max(180),
});
