export * from './billing-labels';
export * from './packages.schema';
export * from './checkout.schema';
export * from './invoices.schema';
export * from './promo-codes.schema';
export * from './payments.schema';
export * from './admin-page.schema';
