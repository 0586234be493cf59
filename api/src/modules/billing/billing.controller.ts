import { Body, Controller, Get, Headers, HttpCode, Param, Post, Put, Req, Res, UseGuards, type RawBodyRequest } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Throttle, ThrottlerGuard } from '@nestjs/throttler';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  billingAddressSchema,
  checkoutOrderRequestSchema,
  checkoutQuoteRequestSchema,
  promoCodeValidationRequestSchema,
  testPaymentOutcomeSchema,
  type BillingAddress,
  type CheckoutOrderRequest,
  type CheckoutOrderResponse,
  type CheckoutQuote,
  type CheckoutQuoteRequest,
  type InvoiceSummary,
  type OrderStatus,
  type Package,
  type PaymentSession,
  type PaymentWebhookResponse,
  type PromoCodeValidation,
  type PromoCodeValidationRequest,
  type Subscription,
  type TestPaymentOutcome,
} from '@praxisnah/contracts';
import { UuidParamPipe } from '../../shared/validation/uuid-param.pipe';
import { ZodValidationPipe } from '../../shared/validation/zod-validation.pipe';
import { CurrentCompanyId } from '../auth/current-user.decorator';
import { Roles, SessionGuard } from '../auth/session.guard';
import { BillingProfileRepository } from './billing-profile.repository';
import { PlaceOrderCommand } from './commands/place-order.command';
import { sendDocument } from './document-download';
import { InvoiceDocuments } from './invoice-documents';
import { InvoiceRepository } from './invoice.repository';
import { PackageCatalogue } from './package-catalogue';
import { TestPayProvider } from './payment-provider';
import { Payments } from './payments';
import { PromoCodeRepository } from './promo-code.repository';
import { Quotes } from './quotes';
import { SIGNATURE_HEADER } from './webhook-signature';
import { Subscriptions } from './subscriptions';

const invoiceId = new UuidParamPipe('Diese Rechnung wurde nicht gefunden.');
const orderId = new UuidParamPipe('Diese Bestellung wurde nicht gefunden.');

/** /pricing, /checkout, /promo-codes and the provider's webhook: no session needed. */
@Controller('api/billing')
@UseGuards(ThrottlerGuard)
export class PublicBillingController {
  constructor(
    private readonly catalogue: PackageCatalogue,
    private readonly quotes: Quotes,
    private readonly promoCodes: PromoCodeRepository,
    private readonly payments: Payments,
  ) {}

  @Get('packages')
  packages(): Promise<Package[]> {
    return this.catalogue.list();
  }

  @Post('quote')
  @HttpCode(200)
  quote(@Body(new ZodValidationPipe(checkoutQuoteRequestSchema)) body: CheckoutQuoteRequest): Promise<CheckoutQuote> {
    return this.quotes.quote(body);
  }

  /** Rate-limited: codes must not be guessable by trying. */
  @Post('promo-codes/validate')
  @HttpCode(200)
  @Throttle({ default: { limit: 20, ttl: 60_000 } })
  validate(@Body(new ZodValidationPipe(promoCodeValidationRequestSchema)) body: PromoCodeValidationRequest): Promise<PromoCodeValidation> {
    return this.promoCodes.validate(body.code, body.packageKey);
  }

  /** Verified by its HMAC signature over the raw body, not by a session. */
  @Post('webhooks/testpay')
  @HttpCode(200)
  @Throttle({ default: { limit: 600, ttl: 60_000 } })
  webhook(
    @Req() request: RawBodyRequest<FastifyRequest>,
    @Headers(SIGNATURE_HEADER) signature: string | undefined,
  ): Promise<PaymentWebhookResponse> {
    return this.payments.webhook(request.rawBody?.toString('utf8') ?? '', signature);
  }
}

/** A company's own package, orders, payments and invoices. */
@Controller('api/company/billing')
@UseGuards(SessionGuard)
@Roles('company')
export class CompanyBillingController {
  constructor(
    private readonly commands: CommandBus,
    private readonly subscriptions: Subscriptions,
    private readonly invoices: InvoiceRepository,
    private readonly documents: InvoiceDocuments,
    private readonly payments: Payments,
    private readonly testPay: TestPayProvider,
    private readonly billingProfiles: BillingProfileRepository,
  ) {}

  @Get('subscription')
  subscription(@CurrentCompanyId() companyId: string): Promise<Subscription> {
    return this.subscriptions.view(companyId);
  }

  @Get('profile')
  profile(@CurrentCompanyId() companyId: string): Promise<BillingAddress | null> {
    return this.billingProfiles.find(companyId);
  }

  @Put('profile')
  async saveProfile(
    @CurrentCompanyId() companyId: string,
    @Body(new ZodValidationPipe(billingAddressSchema)) body: BillingAddress,
  ): Promise<BillingAddress> {
    await this.billingProfiles.save(companyId, body);
    return body;
  }

  @Post('orders')
  order(
    @CurrentCompanyId() companyId: string,
    @Body(new ZodValidationPipe(checkoutOrderRequestSchema)) body: CheckoutOrderRequest,
  ): Promise<CheckoutOrderResponse> {
    return this.commands.execute<PlaceOrderCommand, CheckoutOrderResponse>(new PlaceOrderCommand(companyId, body));
  }

  @Get('orders/:id')
  orderStatus(@CurrentCompanyId() companyId: string, @Param('id', orderId) id: string): Promise<OrderStatus> {
    return this.payments.order(id, companyId);
  }

  @Get('payments/:id')
  session(@CurrentCompanyId() companyId: string, @Param('id') id: string): Promise<PaymentSession> {
    return this.payments.session(id, companyId);
  }

  /** The test double's hosted page buttons: the outcome goes through the signed webhook like a provider's would. */
  @Post('payments/:id/test-outcome')
  @HttpCode(200)
  async testOutcome(
    @CurrentCompanyId() companyId: string,
    @Param('id') id: string,
    @Body(new ZodValidationPipe(testPaymentOutcomeSchema)) body: TestPaymentOutcome,
  ): Promise<PaymentSession> {
    await this.payments.session(id, companyId);
    const delivery = this.testPay.simulate(id, body.outcome);
    await this.payments.webhook(delivery.rawBody, delivery.signature);
    return this.payments.session(id, companyId);
  }

  @Get('invoices')
  list(@CurrentCompanyId() companyId: string): Promise<InvoiceSummary[]> {
    return this.invoices.listForCompany(companyId);
  }

  @Get('invoices/:id/pdf')
  pdf(
    @CurrentCompanyId() companyId: string,
    @Param('id', invoiceId) id: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer | string> {
    return sendDocument(this.documents, reply, id, companyId, 'pdf');
  }

  @Get('invoices/:id/xml')
  xml(
    @CurrentCompanyId() companyId: string,
    @Param('id', invoiceId) id: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer | string> {
    return sendDocument(this.documents, reply, id, companyId, 'xml');
  }
}
