import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { CompanyImageKind, CompanyImageRemoval } from '@praxisnah/contracts';
import { CompanyImageRepository } from '../company-image.repository';

export class RemoveCompanyImageCommand {
  constructor(
    readonly companyId: string,
    readonly kind: CompanyImageKind,
  ) {}
}

/** Takes the logo or featured image off the company (profile, cards and search documents) and deletes its upload. */
@CommandHandler(RemoveCompanyImageCommand)
export class RemoveCompanyImageHandler implements ICommandHandler<RemoveCompanyImageCommand, CompanyImageRemoval> {
  constructor(private readonly images: CompanyImageRepository) {}

  async execute({ companyId, kind }: RemoveCompanyImageCommand): Promise<CompanyImageRemoval> {
    const { company, previous } = await this.images.point(companyId, kind, null);
    await this.images.removeUpload(companyId, previous);
    return { kind, logoUrl: company.logoUrl, featuredImageUrl: company.featuredImageUrl };
  }
}
