import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '@praxisnah/contracts';
import { labelOf } from '@/lib/labels';

/** A payment method as checkout and the payment page name it, in an admin's wording if there is one. */
export const paymentMethodLabel = (method: PaymentMethod): string => labelOf('paymentMethod', method, PAYMENT_METHOD_LABELS[method]);
