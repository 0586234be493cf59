import { Body, Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Throttle, ThrottlerGuard } from '@nestjs/throttler';
import { regionalManagerApplicationSchema, type RegionalManagerApplicationInput, type RegionOption } from '@praxisnah/contracts';
import { ZodValidationPipe } from '../../shared/validation/zod-validation.pipe';
import { SubmitApplicationCommand } from './commands/submit-application.command';
import { OperatorReadService } from './operator-read.service';

/** Public: the list of regions, and the application form of /apply/regional-manager. */
@Controller('api')
@UseGuards(ThrottlerGuard)
export class PublicOperatorsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly reads: OperatorReadService,
  ) {}

  @Get('regions')
  regions(): Promise<RegionOption[]> {
    return this.reads.regionOptions();
  }

  @Post('regional-manager-applications')
  @HttpCode(201)
  @Throttle({ default: { limit: 5, ttl: 3_600_000 } })
  async apply(
    @Body(new ZodValidationPipe(regionalManagerApplicationSchema)) body: RegionalManagerApplicationInput,
  ): Promise<{ message: string }> {
    await this.commands.execute(new SubmitApplicationCommand(body));
    return { message: 'Vielen Dank! Ihre Bewerbung ist eingegangen. Wir melden uns per E-Mail, sobald wir entschieden haben.' };
  }
}
