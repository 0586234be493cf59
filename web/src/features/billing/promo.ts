/* The public promo code page's check (it validates the code's shape with the contracts schema, so it stays apart). */
export { PromoCodeCheck } from './components/promo-code-check';
