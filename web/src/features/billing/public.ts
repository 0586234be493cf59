/* The public billing pieces of /pricing: the packages and their prices, without the checkout. */
export { PackageCards, type PackageChoice } from './components/package-cards';
export { PeriodSwitch } from './components/period-switch';
export { parsePeriod } from './hooks/package-price';
export { usePackages } from './api/get-packages';
export { useSubscription } from './api/company-billing';
