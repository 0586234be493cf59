import { PipeTransform } from '@nestjs/common';
import { z } from '@praxisnah/contracts';
import { parseWith } from './parse-with';

export class ZodValidationPipe<S extends z.ZodType> implements PipeTransform<unknown, z.infer<S>> {
  constructor(private readonly schema: S) {}

  transform(value: unknown): z.infer<S> {
    return parseWith(this.schema, value);
  }
}
