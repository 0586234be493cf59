import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { VAT_RATE_PERCENT, type CheckoutQuote, type CheckoutQuoteRequest, type PromoCode } from '@praxisnah/contracts';
import { PackageCatalogue } from './package-catalogue';
import { berlinDate } from '../../shared/calendar/berlin-date';
import { amountsFor, discountCents, euro, servicePeriodEnd } from './pricing';
import { promoCodeBenefit, promoCodeProblem, PromoCodeRepository } from './promo-code.repository';

/**
 * What a package costs for a period, with or without a promo code: list price, discount, net, 19 % VAT and gross in
 * cents. The public quote and the order use this one computation, so the checkout shows what the invoice says.
 */
@Injectable()
export class Quotes {
  constructor(
    private readonly catalogue: PackageCatalogue,
    private readonly promoCodes: PromoCodeRepository,
  ) {}

  /** `redeemed`: the order already took a use of the code, so it applies whatever its counter says now. */
  async quote(request: CheckoutQuoteRequest, manager?: EntityManager, redeemed?: PromoCode): Promise<CheckoutQuote> {
    const pkg = await this.catalogue.find(request.packageKey, manager);
    const listPriceCents = request.period === 'monthly' ? pkg.monthlyPriceCents : pkg.yearlyPriceCents;
    const today = berlinDate();
    let promo: CheckoutQuote['promo'] = null;
    if (request.promoCode) {
      const code = redeemed ?? (await this.promoCodes.find(request.promoCode, manager));
      const problem = redeemed ? null : code ? promoCodeProblem(code, request.packageKey, today) : 'Diesen Aktionscode kennen wir nicht.';
      const discount = code && !problem ? discountCents(listPriceCents, code.kind, code.value) : 0;
      promo = {
        code: request.promoCode,
        applied: !problem,
        message: problem ?? `${promoCodeBenefit(code!)}: −${euro(discount)} netto.`,
        discountCents: discount,
      };
    }
    const discount = promo?.discountCents ?? 0;
    return {
      packageKey: pkg.key,
      packageName: pkg.name,
      period: request.period,
      listPriceCents,
      discountCents: discount,
      ...amountsFor(listPriceCents - discount),
      vatRatePercent: VAT_RATE_PERCENT,
      promo,
      servicePeriodStart: today,
      servicePeriodEnd: servicePeriodEnd(today, request.period),
    };
  }
}
