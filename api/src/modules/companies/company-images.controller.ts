import { BadRequestException, Controller, Delete, HttpCode, PayloadTooLargeException, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import { COMPANY_IMAGE_MAX_BYTES, type CompanyImageKind, type CompanyImageRemoval, type CompanyImageResponse } from '@praxisnah/contracts';
import { CurrentCompanyId } from '../auth/current-user.decorator';
import { SessionGuard } from '../auth/session.guard';
import { RemoveCompanyImageCommand } from './commands/remove-company-image.command';
import { SetCompanyImageCommand } from './commands/set-company-image.command';
import { detectImageType } from './image-type';

const TOO_LARGE = 'Das Bild ist zu groß. Erlaubt sind höchstens 2 MB.';
const NOT_MULTIPART = 'Bitte senden Sie das Bild als Datei-Upload (multipart/form-data) im Feld „file“.';
const NO_FILE = 'Bitte wählen Sie eine Bilddatei aus.';
const WRONG_TYPE = 'Dieses Dateiformat wird nicht unterstützt. Erlaubt sind PNG, JPEG und WebP.';
const TOO_MANY = 'Bitte laden Sie nur ein Bild auf einmal hoch.';
const UNREADABLE = 'Der Upload konnte nicht gelesen werden. Bitte versuchen Sie es erneut.';

/** Logo and featured image of the signed-in company: uploaded one per request (checked by its bytes and size) or removed. */
@Controller('api/company')
@UseGuards(SessionGuard)
export class CompanyImagesController {
  constructor(private readonly commands: CommandBus) {}

  @Post('logo')
  @HttpCode(200)
  logo(@CurrentCompanyId() companyId: string, @Req() request: FastifyRequest): Promise<CompanyImageResponse> {
    return this.upload(companyId, 'logo', request);
  }

  @Post('featured-image')
  @HttpCode(200)
  featuredImage(@CurrentCompanyId() companyId: string, @Req() request: FastifyRequest): Promise<CompanyImageResponse> {
    return this.upload(companyId, 'featured-image', request);
  }

  // Only the signed-in company's own images: the company comes from the session, never from the request.
  @Delete('logo')
  removeLogo(@CurrentCompanyId() companyId: string): Promise<CompanyImageRemoval> {
    return this.commands.execute(new RemoveCompanyImageCommand(companyId, 'logo'));
  }

  @Delete('featured-image')
  removeFeaturedImage(@CurrentCompanyId() companyId: string): Promise<CompanyImageRemoval> {
    return this.commands.execute(new RemoveCompanyImageCommand(companyId, 'featured-image'));
  }

  private async upload(companyId: string, kind: CompanyImageKind, request: FastifyRequest): Promise<CompanyImageResponse> {
    const bytes = await readSingleFile(request);
    const image = detectImageType(bytes);
    if (!image) throw new BadRequestException({ message: WRONG_TYPE });
    return this.commands.execute(new SetCompanyImageCommand(companyId, kind, bytes, image));
  }
}

async function readSingleFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new BadRequestException({ message: NOT_MULTIPART });
  try {
    const part = await request.file({ limits: { fileSize: COMPANY_IMAGE_MAX_BYTES, files: 1, fields: 10, parts: 12 } });
    if (!part) throw new BadRequestException({ message: NO_FILE });
    const bytes = await part.toBuffer();
    // toBuffer() misses a limit hit exactly at a chunk boundary; busboy's truncated flag does not.
    if (part.file.truncated || bytes.length > COMPANY_IMAGE_MAX_BYTES) throw new PayloadTooLargeException({ message: TOO_LARGE });
    if (bytes.length === 0) throw new BadRequestException({ message: NO_FILE });
    return bytes;
  } catch (error) {
    if (error instanceof BadRequestException || error instanceof PayloadTooLargeException) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new PayloadTooLargeException({ message: TOO_LARGE });
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new PayloadTooLargeException({ message: TOO_MANY });
    }
    throw new BadRequestException({ message: UNREADABLE });
  }
}
