import type { FastifyReply } from 'fastify';
import type { InvoiceDocuments } from './invoice-documents';

/** Sends a document as download; headers are set only once it was found, so a refusal stays a JSON error. */
export async function sendDocument(
  documents: InvoiceDocuments,
  reply: FastifyReply,
  id: string,
  companyId: string | null,
  format: 'pdf' | 'xml',
): Promise<Buffer | string> {
  const { number, body } = format === 'pdf' ? await documents.pdf(id, companyId) : await documents.xml(id, companyId);
  reply
    .header('content-type', format === 'pdf' ? 'application/pdf' : 'application/xml; charset=utf-8')
    .header('content-disposition', `attachment; filename="${number}.${format}"`)
    .header('cache-control', 'private, no-store');
  return body;
}
