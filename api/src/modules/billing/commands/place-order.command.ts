import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { BILLING_PERIOD_LABELS, type CheckoutOrderRequest, type CheckoutOrderResponse } from '@praxisnah/contracts';
import { APP_CONFIG, type AppConfig } from '../../../shared/config/app-config';
import { BillingOrderRepository } from '../billing-order.repository';
import { BillingProfileRepository } from '../billing-profile.repository';
import { buyerOf } from '../buyer';
import { InvoiceDocuments } from '../invoice-documents';
import { InvoiceRepository } from '../invoice.repository';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../payment-provider';
import { PaymentSessionRepository } from '../payment-session.repository';
import { addDays } from '../../../shared/calendar/berlin-date';
import { euro } from '../pricing';
import { PromoCodeRepository } from '../promo-code.repository';
import { Quotes } from '../quotes';
import { SubscriptionRepository } from '../subscription.repository';
import { Subscriptions } from '../subscriptions';

export class PlaceOrderCommand {
  constructor(
    readonly companyId: string,
    readonly request: CheckoutOrderRequest,
  ) {}
}

/**
 * Books a package. One transaction: the promo code's use, the order, the invoice with its gap-free number and the
 * subscription commit together or not at all. By invoice (the default) the package is active at once for the grace
 * period; by card or wallet it waits for the provider's webhook. A free or fully discounted order needs no invoice.
 */
@CommandHandler(PlaceOrderCommand)
export class PlaceOrderHandler implements ICommandHandler<PlaceOrderCommand, CheckoutOrderResponse> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly quotes: Quotes,
    private readonly subscriptionRows: SubscriptionRepository,
    private readonly orders: BillingOrderRepository,
    private readonly promoCodes: PromoCodeRepository,
    private readonly billingProfiles: BillingProfileRepository,
    private readonly sessions: PaymentSessionRepository,
    private readonly invoices: InvoiceRepository,
    private readonly documents: InvoiceDocuments,
    private readonly subscriptions: Subscriptions,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ companyId, request }: PlaceOrderCommand): Promise<CheckoutOrderResponse> {
    const orderId = randomUUID();
    const result = await this.dataSource.transaction(async (manager) => {
      await this.subscriptionRows.lockPackage(manager, companyId);
      const redeemed = request.promoCode ? await this.promoCodes.redeem(manager, request.promoCode, request.packageKey) : undefined;
      const quote = await this.quotes.quote(request, manager, redeemed);
      const free = quote.grossCents === 0;
      const byProvider = !free && request.paymentMethod !== 'invoice';
      await this.orders.addPackageOrder(manager, {
        id: orderId,
        companyId,
        packageKey: quote.packageKey,
        period: quote.period,
        paymentMethod: free ? 'invoice' : request.paymentMethod,
        status: byProvider ? 'pending_payment' : 'active',
        promoCodeId: redeemed?.id ?? null,
        listPriceCents: quote.listPriceCents,
        discountCents: quote.discountCents,
        netCents: quote.netCents,
        vatCents: quote.vatCents,
        grossCents: quote.grossCents,
        servicePeriodStart: quote.servicePeriodStart,
        servicePeriodEnd: quote.servicePeriodEnd,
      });
      if (redeemed) await this.promoCodes.recordRedemption(manager, redeemed.id, orderId, companyId);
      await this.billingProfiles.save(companyId, request.billingAddress, manager);

      if (byProvider) {
        const method = request.paymentMethod as 'card' | 'wallet';
        const session = this.provider.createSession({ orderId, grossCents: quote.grossCents, method });
        await this.sessions.open(manager, {
          id: session.sessionId,
          provider: this.provider.name,
          method,
          orderId,
          companyId,
          grossCents: quote.grossCents,
        });
        return { quote, invoiceId: null, redirectUrl: session.redirectUrl, status: 'pending_payment' as const };
      }

      let invoiceId: string | null = null;
      if (!free) {
        invoiceId = await this.invoices.issue(manager, {
          companyId,
          orderId,
          kind: 'invoice',
          refersToId: null,
          description: packageDescription(quote.packageName, quote.period, request.promoCode, quote.discountCents),
          quantity: 1,
          unitCode: quote.period === 'monthly' ? 'MON' : 'ANN',
          netCents: quote.netCents,
          servicePeriodStart: quote.servicePeriodStart,
          servicePeriodEnd: quote.servicePeriodEnd,
          buyer: buyerOf(request.billingAddress),
          paymentMethod: 'invoice',
          note: null,
          paid: false,
        });
        await this.orders.attachInvoice(manager, orderId, invoiceId);
      }
      await this.subscriptions.change(manager, companyId, {
        packageKey: quote.packageKey,
        period: quote.packageKey === 'starter' ? null : quote.period,
        status: free ? 'active' : 'grace',
        currentPeriodEnd: quote.packageKey === 'starter' ? null : quote.servicePeriodEnd,
        graceUntil: free ? null : addDays(quote.servicePeriodStart, this.config.INVOICE_GRACE_DAYS),
      });
      return { quote, invoiceId, redirectUrl: null, status: 'active' as const };
    });
    if (result.invoiceId) this.documents.send(result.invoiceId);
    return {
      orderId,
      status: result.status,
      quote: result.quote,
      invoice: result.invoiceId ? await this.invoices.summary(result.invoiceId) : null,
      paymentRedirectUrl: result.redirectUrl,
    };
  }
}

export function packageDescription(
  packageName: string,
  period: 'monthly' | 'yearly',
  promoCode: string | null | undefined,
  discount: number,
): string {
  const base = `Praxisnah-Paket ${packageName}, Abrechnung ${BILLING_PERIOD_LABELS[period]}`;
  return promoCode && discount > 0 ? `${base} (Aktionscode ${promoCode}: −${euro(discount)} netto berücksichtigt)` : base;
}
