import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { SetCompanyImageHandler } from './commands/set-company-image.command';
import { UpdateCompanyHandler } from './commands/update-company.command';
import { CompaniesController } from './companies.controller';
import { CompanyImagesController } from './company-images.controller';

@Module({
  imports: [CqrsModule],
  controllers: [CompaniesController, CompanyImagesController],
  providers: [UpdateCompanyHandler, SetCompanyImageHandler],
})
export class CompaniesModule {}
