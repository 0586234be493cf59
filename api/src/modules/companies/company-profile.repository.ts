import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { decodeHtmlEntities, type CompanyView, type OwnCompanyProfile } from '@praxisnah/contracts';
import { COMPANY_VIEW_SQL, PUBLIC_COMPANY_CONDITION } from '@praxisnah/read-models';

/**
 * Company profiles read from PostgreSQL (not the search index) so an edit shows at once: the signed-in company's own
 * and the public one; and the count of verified companies.
 */
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

  /** A public company by slug or id, as its profile page shows it; null when there is none or it is not public. */
  async findPublic(idOrSlug: string): Promise<CompanyView | null> {
    const [row] = await this.dataSource.query<(CompanyView & { version: number })[]>(
      `${COMPANY_VIEW_SQL} WHERE (c.slug = $1 OR c.id::text = $1) AND ${PUBLIC_COMPANY_CONDITION}`,
      [idOrSlug.toLowerCase()],
    );
    if (!row) return null;
    const { version: _version, ...company } = row;
    return { ...company, sector: company.sector ? { ...company.sector, label: decodeHtmlEntities(company.sector.label) } : null };
  }

  async countVerified(): Promise<number> {
    const [companies] = await this.dataSource.query<Array<{ count: number }>>(
      'SELECT count(*)::int AS count FROM companies WHERE verified',
    );
    return companies?.count ?? 0;
  }
}
