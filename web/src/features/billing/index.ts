/* Ordering and paying a package: the checkout, the provider's page (test double) and the outcome screens. */
export { CheckoutForm, type CheckoutDefaults } from './components/checkout-form';
export { PaymentTestPage } from './components/payment-test-page';
export { PaymentCancelled, PaymentSuccess } from './components/payment-result';
export { usePackages } from './api/get-packages';
export { useBillingProfile, useInvoices, useOrder, usePaymentSession } from './api/company-billing';
export { parsePeriod } from './hooks/package-price';
