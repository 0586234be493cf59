import { Controller, Get, Header, Inject } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../shared/config/app-config';

/** Settings the browser needs at run time, so one build serves every deployment. */
@Controller('api/public-config')
export class WebController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Get()
  @Header('Cache-Control', 'public, max-age=300')
  publicConfig(): { mapTileUrl: string; mapAttribution: string } {
    return {
      mapTileUrl: this.config.MAP_TILE_URL,
      mapAttribution: '&copy; OpenStreetMap-Mitwirkende',
    };
  }
}
