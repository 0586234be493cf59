/* The admin's billing screen (/admin-codes): promo codes, invoices and the bank statement import. */
export { AdminCodesPage } from './admin/admin-codes-page';
