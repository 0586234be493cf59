import { Inject, Logger, NotFoundException } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { CompanyImageKind, CompanyImageResponse } from '@praxisnah/contracts';
import { OutboxWriter } from '../../../shared/outbox/outbox-writer';
import { OBJECT_STORAGE, objectUrl, type ObjectStorage } from '../../../shared/storage/object-storage';
import { CompanyEntity } from '../company.entity';
import { saveCompanyChange } from './company-change';
import type { DetectedImage } from '../image-type';

export class SetCompanyImageCommand {
  constructor(
    readonly companyId: string,
    readonly kind: CompanyImageKind,
    readonly bytes: Buffer,
    readonly image: DetectedImage,
  ) {}
}

/**
 * Stores the file under a fresh random name, then points the company's logo or featured image at it and writes a
 * company.image-changed outbox record in the same transaction, so the search documents follow. The replaced upload is
 * removed afterwards; a file whose row change failed is removed too.
 */
@CommandHandler(SetCompanyImageCommand)
export class SetCompanyImageHandler implements ICommandHandler<SetCompanyImageCommand, CompanyImageResponse> {
  private readonly logger = new Logger(SetCompanyImageHandler.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxWriter,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
  ) {}

  async execute({ companyId, kind, bytes, image }: SetCompanyImageCommand): Promise<CompanyImageResponse> {
    const key = `companies/${companyId}/${randomBytes(16).toString('hex')}.${image.extension}`;
    await this.storage.put(key, bytes, image.mime);
    const url = objectUrl(key);
    let previous: string | null = null;
    let company: CompanyEntity;
    try {
      company = await this.dataSource.transaction(async (manager) => {
        const row = await manager.findOne(CompanyEntity, { where: { id: companyId }, lock: { mode: 'pessimistic_write' } });
        if (!row) throw new NotFoundException({ message: 'Unternehmen nicht gefunden.' });
        previous = kind === 'logo' ? row.logoUrl : row.featuredImageUrl;
        if (kind === 'logo') row.logoUrl = url;
        else row.featuredImageUrl = url;
        const image = kind === 'logo' ? 'logo' : 'featuredImage';
        await saveCompanyChange(manager, this.outbox, row, 'company.image-changed', { name: row.name, image, url });
        return row;
      });
    } catch (error) {
      await this.storage.delete(key).catch(() => undefined);
      throw error;
    }
    await this.removePrevious(companyId, previous);
    return { kind, url, logoUrl: company.logoUrl, featuredImageUrl: company.featuredImageUrl };
  }

  private async removePrevious(companyId: string, previous: string | null): Promise<void> {
    const ownPrefix = objectUrl(`companies/${companyId}/`);
    if (!previous?.startsWith(ownPrefix)) return;
    await this.storage.delete(previous.slice('/objects/'.length)).catch((error: unknown) => {
      this.logger.warn({ reason: (error as Error).message }, 'Replaced company image could not be removed');
    });
  }
}
