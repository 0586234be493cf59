import { Controller, Get, Header, Query } from '@nestjs/common';
import { type GeoPlace, geoReverseQuerySchema, geoSearchQuerySchema } from '@praxisnah/contracts';
import { parseWith } from '../../shared/validation/parse-with';
import { GeoService } from './geo.service';

/** Places do not move: a day of caching in browsers and proxies spares the lookups of every keystroke. */
const CACHE_ONE_DAY = 'public, max-age=86400';

/** "lat=" is no latitude; without this, coercion would read it as 0 and answer for the Gulf of Guinea. */
function withoutBlankValues(query: unknown): Record<string, unknown> {
  if (typeof query !== 'object' || query === null) return {};
  return Object.fromEntries(Object.entries(query).filter(([, value]) => !(typeof value === 'string' && value.trim() === '')));
}

@Controller('api/geo')
export class GeoController {
  constructor(private readonly geo: GeoService) {}

  @Get('search')
  @Header('Cache-Control', CACHE_ONE_DAY)
  search(@Query() query: unknown): GeoPlace[] {
    const { q } = parseWith(geoSearchQuerySchema, query);
    return this.geo.search(q);
  }

  @Get('reverse')
  @Header('Cache-Control', CACHE_ONE_DAY)
  reverse(@Query() query: unknown): GeoPlace | null {
    const { lat, lon } = parseWith(geoReverseQuerySchema, withoutBlankValues(query));
    return this.geo.reverse(lat, lon);
  }
}
