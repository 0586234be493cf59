import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AdminBillingController, AdminPromoCodesController } from './admin-billing.controller';
import { BillingOrderRepository } from './billing-order.repository';
import { BillingProfileRepository } from './billing-profile.repository';
import { CompanyBillingController, PublicBillingController } from './billing.controller';
import { PlaceOrderHandler } from './commands/place-order.command';
import { InvoiceAdmin } from './invoice-admin';
import { InvoiceDocuments } from './invoice-documents';
import { InvoiceRepository } from './invoice.repository';
import { PackageCatalogue } from './package-catalogue';
import { PackageLimits } from './package-limits';
import { PackageUsageRepository } from './package-usage.repository';
import { PackageRepository } from './package.repository';
import { PAYMENT_PROVIDER, TestPayProvider } from './payment-provider';
import { PaymentSessionRepository } from './payment-session.repository';
import { Payments } from './payments';
import { PremiumBilling } from './premium-billing';
import { PromoCodeRepository } from './promo-code.repository';
import { Quotes } from './quotes';
import { SubscriptionRepository } from './subscription.repository';
import { Subscriptions } from './subscriptions';

/** Packages and payment (issue 24); the endpoint list is contracts/src/billing/README.md. */
@Module({
  imports: [CqrsModule],
  controllers: [PublicBillingController, CompanyBillingController, AdminBillingController, AdminPromoCodesController],
  providers: [
    PackageRepository,
    PackageCatalogue,
    PackageUsageRepository,
    PackageLimits,
    PromoCodeRepository,
    Quotes,
    BillingOrderRepository,
    BillingProfileRepository,
    InvoiceRepository,
    InvoiceDocuments,
    InvoiceAdmin,
    SubscriptionRepository,
    Subscriptions,
    PaymentSessionRepository,
    Payments,
    PremiumBilling,
    TestPayProvider,
    { provide: PAYMENT_PROVIDER, useExisting: TestPayProvider },
    PlaceOrderHandler,
  ],
  exports: [PremiumBilling, PackageLimits],
})
export class BillingModule {}
