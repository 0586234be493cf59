import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { OwnCompanyProfile } from '@praxisnah/contracts';

/** The signed-in company's own profile, read from PostgreSQL (not the search index) so an edit shows at once. */
@Injectable()
export class CompanyProfileRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async own(companyId: string): Promise<OwnCompanyProfile> {
    const [company] = await this.dataSource.query<OwnCompanyProfile[]>(
      `SELECT c.id, c.name, c.slug, c.description, s.key AS sector, c.address, c.zip, c.city, c.latitude, c.longitude,
         c.logo_url AS "logoUrl", c.featured_image_url AS "featuredImageUrl", c.website, c.phone,
         c.contact_email AS "contactEmail", c.verified, c.package, c.contact_name AS "contactName"
       FROM companies c LEFT JOIN sectors s ON s.id = c.sector_id WHERE c.id = $1`,
      [companyId],
    );
    if (!company) throw new NotFoundException({ message: 'Unternehmen nicht gefunden.' });
    return company;
  }
}
