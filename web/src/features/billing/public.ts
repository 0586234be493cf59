/* The public billing pieces (/pricing, /promo-codes): packages and the promo code check, without the checkout. */
export { PackageCards, type PackageChoice } from './components/package-cards';
export { PeriodSwitch } from './components/period-switch';
export { parsePeriod } from './hooks/package-price';
export { usePackages } from './api/get-packages';
export { useSubscription } from './api/company-billing';
export { PromoCodeCheck } from './components/promo-code-check';
