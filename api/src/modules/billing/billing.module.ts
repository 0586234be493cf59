import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AdminBillingController, AdminPromoCodesController } from './admin-billing.controller';
import { CompanyBillingController, PublicBillingController } from './billing.controller';
import { PlaceOrderHandler } from './commands/place-order.command';
import { InvoiceAdmin } from './invoice-admin';
import { InvoiceDocuments } from './invoice-documents';
import { InvoiceRepository } from './invoice.repository';
import { PackageCatalogue } from './package-catalogue';
import { PAYMENT_PROVIDER, TestPayProvider } from './payment-provider';
import { Payments } from './payments';
import { PremiumBilling } from './premium-billing';
import { PromoCodeRepository } from './promo-code.repository';
import { Quotes } from './quotes';
import { Subscriptions } from './subscriptions';

/** Packages and payment (issue 24); the endpoint list is contracts/src/billing/README.md. */
@Module({
  imports: [CqrsModule],
  controllers: [PublicBillingController, CompanyBillingController, AdminBillingController, AdminPromoCodesController],
  providers: [
    PackageCatalogue,
    PromoCodeRepository,
    Quotes,
    InvoiceRepository,
    InvoiceDocuments,
    InvoiceAdmin,
    Subscriptions,
    Payments,
    PremiumBilling,
    TestPayProvider,
    { provide: PAYMENT_PROVIDER, useExisting: TestPayProvider },
    PlaceOrderHandler,
  ],
  exports: [PremiumBilling],
})
export class BillingModule {}
