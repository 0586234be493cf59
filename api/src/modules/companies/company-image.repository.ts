import { Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { CompanyImageKind } from '@praxisnah/contracts';
import { OBJECT_STORAGE, objectUrl, type ObjectStorage } from '../../shared/storage/object-storage';
import { CompanyEntity } from './company.entity';
import { CompanyRepository } from './company.repository';

/** The company's logo and featured image: the row points at a stored file (or at none), the search documents follow. */
@Injectable()
export class CompanyImageRepository {
  private readonly logger = new Logger(CompanyImageRepository.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly companies: CompanyRepository,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
  ) {}

  /**
   * Points the logo or featured image at `url` (null removes it) and writes a company.image-changed outbox record in the
   * same transaction; returns the saved row and the URL it pointed at before.
   */
  async point(companyId: string, kind: CompanyImageKind, url: string | null): Promise<{ company: CompanyEntity; previous: string | null }> {
    return this.dataSource.transaction(async (manager) => {
      const row = await this.companies.lockById(manager, companyId);
      if (!row) throw new NotFoundException({ message: 'Unternehmen nicht gefunden.' });
      const previous = kind === 'logo' ? row.logoUrl : row.featuredImageUrl;
      if (kind === 'logo') row.logoUrl = url;
      else row.featuredImageUrl = url;
      await this.companies.saveChange(manager, row, 'company.image-changed', {
        name: row.name,
        image: kind === 'logo' ? 'logo' : 'featuredImage',
        url,
      });
      return { company: row, previous };
    });
  }

  /** Deletes a file this company uploaded earlier; a URL outside its own folder (a seeded picture) stays. */
  async removeUpload(companyId: string, url: string | null): Promise<void> {
    const ownPrefix = objectUrl(`companies/${companyId}/`);
    if (!url?.startsWith(ownPrefix)) return;
    await this.storage.delete(url.slice('/objects/'.length)).catch((error: unknown) => {
      this.logger.warn({ reason: (error as Error).message }, 'Replaced company image could not be removed');
    });
  }
}
