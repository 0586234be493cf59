import { Body, Controller, Delete, Get, NotFoundException, Param, Patch, PipeTransform, UseGuards } from '@nestjs/common';
import {
  EMAIL_TEMPLATE_KEYS,
  emailTemplateSchema,
  type EmailTemplateInput,
  type EmailTemplateKey,
  type EmailTemplateView,
} from '@praxisnah/contracts';
import { ZodValidationPipe } from '../../shared/validation/zod-validation.pipe';
import { CurrentCompanyId } from '../auth/current-user.decorator';
import { SessionGuard } from '../auth/session.guard';
import { EmailTemplateRepository } from './email-template.repository';

class TemplateKeyPipe implements PipeTransform<string, EmailTemplateKey> {
  transform(value: string): EmailTemplateKey {
    if (!(EMAIL_TEMPLATE_KEYS as readonly string[]).includes(value))
      throw new NotFoundException({ message: 'Diese Vorlage gibt es nicht.' });
    return value as EmailTemplateKey;
  }
}

/** /email-templates: a company words the mails its registrants get; each company only ever touches its own. */
@Controller('api/company/email-templates')
@UseGuards(SessionGuard)
export class EmailTemplatesController {
  constructor(private readonly templates: EmailTemplateRepository) {}

  @Get()
  list(@CurrentCompanyId() companyId: string): Promise<EmailTemplateView[]> {
    return this.templates.forCompany(companyId);
  }

  @Patch(':key')
  async save(
    @CurrentCompanyId() companyId: string,
    @Param('key', new TemplateKeyPipe()) key: EmailTemplateKey,
    @Body(new ZodValidationPipe(emailTemplateSchema)) body: EmailTemplateInput,
  ): Promise<EmailTemplateView[]> {
    await this.templates.save(companyId, key, body);
    return this.templates.forCompany(companyId);
  }

  @Delete(':key')
  async reset(
    @CurrentCompanyId() companyId: string,
    @Param('key', new TemplateKeyPipe()) key: EmailTemplateKey,
  ): Promise<EmailTemplateView[]> {
    await this.templates.reset(companyId, key);
    return this.templates.forCompany(companyId);
  }
}
