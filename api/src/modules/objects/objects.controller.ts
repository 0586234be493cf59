import { Controller, Get, Inject, NotFoundException, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { OBJECT_STORAGE, objectKeyFromPath, type ObjectStorage } from '../../shared/storage/object-storage';

const NOT_FOUND = 'Diese Datei wurde nicht gefunden.';

/** Uploaded files under /objects/<key>. Keys carry a random part, so a file never changes and is cached for a year. */
@Controller('objects')
export class ObjectsController {
  constructor(@Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage) {}

  @Get('*')
  async serve(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const key = objectKeyFromPath(request.url);
    const object = key ? await this.storage.get(key) : null;
    if (!object) throw new NotFoundException({ message: NOT_FOUND });
    void reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .header('content-length', object.size)
      .type(object.contentType)
      .send(object.body);
  }
}
