import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import {
  adminInvoiceQuerySchema,
  adminPromoCodeQuerySchema,
  bankStatementImportSchema,
  cancelInvoiceSchema,
  creditNoteSchema,
  markInvoicePaidSchema,
  promoCodeInputSchema,
  promoCodeUpdateSchema,
  type AdminInvoice,
  type AdminInvoicePage,
  type AdminInvoiceQuery,
  type AdminPromoCodeQuery,
  type BankStatementImportInput,
  type BankStatementImportResult,
  type CancelInvoiceInput,
  type CreditNoteInput,
  type MarkInvoicePaidInput,
  type PromoCode,
  type PromoCodeInput,
  type PromoCodePage,
  type PromoCodeUpdate,
} from '@praxisnah/contracts';
import { UuidParamPipe } from '../../shared/validation/uuid-param.pipe';
import { ZodValidationPipe } from '../../shared/validation/zod-validation.pipe';
import { Roles, SessionGuard } from '../auth/session.guard';
import { sendDocument } from './document-download';
import { InvoiceAdmin } from './invoice-admin';
import { InvoiceDocuments } from './invoice-documents';
import { InvoiceRepository } from './invoice.repository';
import { PromoCodeRepository } from './promo-code.repository';

const invoiceId = new UuidParamPipe('Diese Rechnung wurde nicht gefunden.');
const promoCodeId = new UuidParamPipe('Dieser Aktionscode wurde nicht gefunden.');

/** Admin: every invoice, payments by hand or by bank statement, cancellations and credit notes. */
@Controller('api/admin/billing')
@UseGuards(SessionGuard)
@Roles('admin')
export class AdminBillingController {
  constructor(
    private readonly invoices: InvoiceRepository,
    private readonly admin: InvoiceAdmin,
    private readonly documents: InvoiceDocuments,
  ) {}

  @Get('invoices')
  list(@Query(new ZodValidationPipe(adminInvoiceQuerySchema)) query: AdminInvoiceQuery): Promise<AdminInvoicePage> {
    return this.invoices.listForAdmin(query);
  }

  @Get('invoices/:id/pdf')
  pdf(@Param('id', invoiceId) id: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<Buffer | string> {
    return sendDocument(this.documents, reply, id, null, 'pdf');
  }

  @Get('invoices/:id/xml')
  xml(@Param('id', invoiceId) id: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<Buffer | string> {
    return sendDocument(this.documents, reply, id, null, 'xml');
  }

  @Post('invoices/:id/mark-paid')
  @HttpCode(200)
  markPaid(
    @Param('id', invoiceId) id: string,
    @Body(new ZodValidationPipe(markInvoicePaidSchema)) body: MarkInvoicePaidInput,
  ): Promise<AdminInvoice> {
    return this.admin.markPaid(id, body.paidOn);
  }

  @Post('invoices/:id/cancel')
  cancel(
    @Param('id', invoiceId) id: string,
    @Body(new ZodValidationPipe(cancelInvoiceSchema)) body: CancelInvoiceInput,
  ): Promise<AdminInvoice> {
    return this.admin.cancel(id, body);
  }

  @Post('invoices/:id/credit-note')
  creditNote(
    @Param('id', invoiceId) id: string,
    @Body(new ZodValidationPipe(creditNoteSchema)) body: CreditNoteInput,
  ): Promise<AdminInvoice> {
    return this.admin.creditNote(id, body);
  }

  @Post('bank-statements')
  @HttpCode(200)
  importStatement(
    @Body(new ZodValidationPipe(bankStatementImportSchema)) body: BankStatementImportInput,
  ): Promise<BankStatementImportResult> {
    return this.admin.importStatement(body);
  }
}

/** /admin-codes: promo codes. */
@Controller('api/admin/promo-codes')
@UseGuards(SessionGuard)
@Roles('admin')
export class AdminPromoCodesController {
  constructor(private readonly promoCodes: PromoCodeRepository) {}

  @Get()
  list(@Query(new ZodValidationPipe(adminPromoCodeQuerySchema)) query: AdminPromoCodeQuery): Promise<PromoCodePage> {
    return this.promoCodes.list(query);
  }

  @Post()
  create(@Body(new ZodValidationPipe(promoCodeInputSchema)) body: PromoCodeInput): Promise<PromoCode> {
    return this.promoCodes.create(body);
  }

  @Patch(':id')
  update(
    @Param('id', promoCodeId) id: string,
    @Body(new ZodValidationPipe(promoCodeUpdateSchema)) body: PromoCodeUpdate,
  ): Promise<PromoCode> {
    return this.promoCodes.update(id, body);
  }

  @Delete(':id')
  @HttpCode(204)
  async remove(@Param('id', promoCodeId) id: string): Promise<void> {
    await this.promoCodes.remove(id);
  }
}
