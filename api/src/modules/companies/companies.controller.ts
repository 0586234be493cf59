import { Body, Controller, Get, Patch, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { updateCompanySchema, type OwnCompanyProfile, type UpdateCompanyInput } from '@praxisnah/contracts';
import { ZodValidationPipe } from '../../shared/validation/zod-validation.pipe';
import { CurrentCompanyId } from '../auth/current-user.decorator';
import { SessionGuard } from '../auth/session.guard';
import { UpdateCompanyCommand } from './commands/update-company.command';
import { CompanyProfileRepository } from './company-profile.repository';

/** The signed-in company's own profile: read it, and change it (answered with the profile as saved). */
@Controller('api/company')
@UseGuards(SessionGuard)
export class CompaniesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly profiles: CompanyProfileRepository,
  ) {}

  @Get()
  profile(@CurrentCompanyId() companyId: string): Promise<OwnCompanyProfile> {
    return this.profiles.own(companyId);
  }

  @Patch()
  async update(
    @CurrentCompanyId() companyId: string,
    @Body(new ZodValidationPipe(updateCompanySchema)) body: UpdateCompanyInput,
  ): Promise<OwnCompanyProfile> {
    await this.commands.execute(new UpdateCompanyCommand(companyId, body));
    return this.profiles.own(companyId);
  }
}
