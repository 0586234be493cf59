import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { RemoveCompanyImageHandler } from './commands/remove-company-image.command';
import { SetCompanyImageHandler } from './commands/set-company-image.command';
import { UpdateCompanyHandler } from './commands/update-company.command';
import { CompaniesController } from './companies.controller';
import { CompanyImageRepository } from './company-image.repository';
import { CompanyProfileRepository } from './company-profile.repository';
import { CompanyRepository } from './company.repository';
import { CompanyImagesController } from './company-images.controller';

@Module({
  imports: [CqrsModule],
  controllers: [CompaniesController, CompanyImagesController],
  providers: [
    UpdateCompanyHandler,
    SetCompanyImageHandler,
    RemoveCompanyImageHandler,
    CompanyImageRepository,
    CompanyProfileRepository,
    CompanyRepository,
  ],
  exports: [CompanyProfileRepository],
})
export class CompaniesModule {}
