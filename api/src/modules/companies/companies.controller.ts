import { Body, Controller, Get, Patch, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { updateCompanySchema, type OwnCompanyProfile, type UpdateCompanyInput } from '@praxisnah/contracts';
import { ZodValidationPipe } from '../../shared/validation/zod-validation.pipe';
import { CurrentCompanyId } from '../auth/current-user.decorator';
import { SessionGuard } from '../auth/session.guard';
import { UpdateCompanyCommand } from './commands/update-company.command';

/** The signed-in company's own profile, read from PostgreSQL so an edit shows at once. */
@Controller('api/company')
@UseGuards(SessionGuard)
export class CompaniesController {
  constructor(
    private readonly commands: CommandBus,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  @Get()
  profile(@CurrentCompanyId() companyId: string): Promise<OwnCompanyProfile> {
    return this.load(companyId);
  }

  @Patch()
  async update(
    @CurrentCompanyId() companyId: string,
    @Body(new ZodValidationPipe(updateCompanySchema)) body: UpdateCompanyInput,
  ): Promise<OwnCompanyProfile> {
    await this.commands.execute(new UpdateCompanyCommand(companyId, body));
    return this.load(companyId);
  }

  private async load(companyId: string): Promise<OwnCompanyProfile> {
    const [company] = await this.dataSource.query<OwnCompanyProfile[]>(
      `SELECT c.id, c.name, c.slug, c.description, s.key AS sector, c.address, c.zip, c.city, c.latitude, c.longitude,
         c.logo_url AS "logoUrl", c.featured_image_url AS "featuredImageUrl", c.website, c.phone,
         c.contact_email AS "contactEmail", c.verified, c.package, c.contact_name AS "contactName"
       FROM companies c LEFT JOIN sectors s ON s.id = c.sector_id WHERE c.id = $1`,
      [companyId],
    );
    return company!;
  }
}
