import { setMessageOverrides } from '@/lib/messages';
import { invoiceKindLabel, invoiceStatus, invoiceStatusLabel } from './invoice-status';
import { paymentMethodLabel } from './payment-method';

describe('billing labels an admin can reword', () => {
  afterEach(() => setMessageOverrides({}));

  it('shows the contracts label while no override is saved', () => {
    expect(paymentMethodLabel('invoice')).toBe('Rechnung (Überweisung)');
    expect(invoiceKindLabel({ kind: 'credit_note' })).toBe('Gutschrift');
    expect(invoiceStatus({ status: 'paid' })).toEqual({ label: 'Bezahlt', tone: 'green' });
  });

  it("shows an admin's wording of a payment method, an invoice kind and an invoice state", () => {
    setMessageOverrides({
      'label.paymentMethod.card': 'Kredit- oder Debitkarte',
      'label.invoiceKind.cancellation': 'Storno',
      'label.invoiceStatus.open': 'Noch nicht bezahlt',
    });
    expect(paymentMethodLabel('card')).toBe('Kredit- oder Debitkarte');
    expect(paymentMethodLabel('wallet')).toBe('Wallet (z. B. Apple Pay, Google Pay)');
    expect(invoiceKindLabel({ kind: 'cancellation' })).toBe('Storno');
    expect(invoiceStatusLabel('open')).toBe('Noch nicht bezahlt');
    expect(invoiceStatus({ status: 'open' }).label).toBe('Noch nicht bezahlt');
  });
});
