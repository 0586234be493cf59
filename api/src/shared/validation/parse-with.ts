import { BadRequestException } from '@nestjs/common';
import { germanValidationMessage, z } from '@praxisnah/contracts';

/** Validates a request part with its contracts schema; a bad one becomes a 400 with one German sentence naming the field. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new BadRequestException({ message: germanValidationMessage(result.error) });
  return result.data;
}
