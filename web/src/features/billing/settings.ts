/* Second entry of billing: what the company settings show (package, usage, invoices), without the checkout. */
export { InvoiceList } from './components/invoice-list';
export { PackageUsage } from './components/package-usage';
export { useInvoices, useSubscription } from './api/company-billing';
