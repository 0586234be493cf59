import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomBytes } from 'node:crypto';
import type { CompanyImageKind, CompanyImageResponse } from '@praxisnah/contracts';
import { OBJECT_STORAGE, objectUrl, type ObjectStorage } from '../../../shared/storage/object-storage';
import { CompanyImageRepository } from '../company-image.repository';
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
 * Stores the file under a fresh random name, then points the company's logo or featured image at it (with its
 * outbox record), so the search documents follow. The replaced upload is removed afterwards; a file whose row change
 * failed is removed too.
 */
@CommandHandler(SetCompanyImageCommand)
export class SetCompanyImageHandler implements ICommandHandler<SetCompanyImageCommand, CompanyImageResponse> {
  constructor(
    private readonly images: CompanyImageRepository,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
  ) {}

  async execute({ companyId, kind, bytes, image }: SetCompanyImageCommand): Promise<CompanyImageResponse> {
    const key = `companies/${companyId}/${randomBytes(16).toString('hex')}.${image.extension}`;
    await this.storage.put(key, bytes, image.mime);
    const url = objectUrl(key);
    const saved = await this.images.point(companyId, kind, url).catch(async (error: unknown) => {
      await this.storage.delete(key).catch(() => undefined);
      throw error;
    });
    await this.images.removeUpload(companyId, saved.previous);
    return { kind, url, logoUrl: saved.company.logoUrl, featuredImageUrl: saved.company.featuredImageUrl };
  }
}
