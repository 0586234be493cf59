import { NotFoundException, PipeTransform } from '@nestjs/common';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id that cannot exist is simply not found; it must never reach PostgreSQL as a malformed uuid. */
export class UuidParamPipe implements PipeTransform<string, string> {
  constructor(private readonly notFoundMessage = 'Nicht gefunden.') {}

  transform(value: string): string {
    if (!UUID.test(value)) throw new NotFoundException({ message: this.notFoundMessage });
    return value.toLowerCase();
  }
}
