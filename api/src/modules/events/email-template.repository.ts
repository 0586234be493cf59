import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  DEFAULT_EMAIL_TEMPLATES,
  EMAIL_TEMPLATE_KEYS,
  type EmailTemplate,
  type EmailTemplateInput,
  type EmailTemplateKey,
  type EmailTemplateView,
} from '@praxisnah/contracts';

/** The organiser's wording of each registration mail, falling back to the German default. */
@Injectable()
export class EmailTemplateRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async forCompany(companyId: string): Promise<EmailTemplateView[]> {
    const rows = await this.dataSource.query<(EmailTemplate & { key: EmailTemplateKey })[]>(
      'SELECT key, subject, body FROM event_email_templates WHERE company_id = $1',
      [companyId],
    );
    return EMAIL_TEMPLATE_KEYS.map((key) => {
      const custom = rows.find((row) => row.key === key);
      return custom
        ? { key, subject: custom.subject, body: custom.body, isCustom: true }
        : { key, ...DEFAULT_EMAIL_TEMPLATES[key], isCustom: false };
    });
  }

  async resolve(companyId: string | null, key: EmailTemplateKey): Promise<EmailTemplate> {
    if (!companyId) return DEFAULT_EMAIL_TEMPLATES[key];
    const [row] = await this.dataSource.query<EmailTemplate[]>(
      'SELECT subject, body FROM event_email_templates WHERE company_id = $1 AND key = $2',
      [companyId, key],
    );
    return row ?? DEFAULT_EMAIL_TEMPLATES[key];
  }

  async save(companyId: string, key: EmailTemplateKey, input: EmailTemplateInput): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO event_email_templates (company_id, key, subject, body) VALUES ($1, $2, $3, $4)
       ON CONFLICT (company_id, key) DO UPDATE SET subject = EXCLUDED.subject, body = EXCLUDED.body, updated_at = now()`,
      [companyId, key, input.subject, input.body],
    );
  }

  async reset(companyId: string, key: EmailTemplateKey): Promise<void> {
    await this.dataSource.query('DELETE FROM event_email_templates WHERE company_id = $1 AND key = $2', [companyId, key]);
  }
}
