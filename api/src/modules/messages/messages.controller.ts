import { Controller, Get, Header } from '@nestjs/common';
import type { MessageOverrides } from '@praxisnah/contracts';
import { MessageOverridesRepository } from './message-overrides.repository';

/** The client asks once, before its first render; `no-cache` so a reload shows an admin's change at once. */
@Controller('api/messages')
export class MessagesController {
  constructor(private readonly overrides: MessageOverridesRepository) {}

  @Get()
  @Header('Cache-Control', 'no-cache')
  async overridesForClient(): Promise<MessageOverrides> {
    return { overrides: await this.overrides.served() };
  }
}
