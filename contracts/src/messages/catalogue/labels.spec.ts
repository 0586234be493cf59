import { DURATIONS } from '../../catalog/durations';
import { EVENT_HIGHLIGHTS } from '../../catalog/event-highlights';
import { INTERNSHIP_TYPES } from '../../catalog/internship-types';
import { SORT_OPTIONS } from '../../catalog/search-options';
import { SECTORS } from '../../catalog/sectors';
import { VERTICALS } from '../../analytics/analytics-constants';
import { INVOICE_KINDS, INVOICE_STATUSES, PAYMENT_METHODS } from '../../billing/billing-labels';
import { LABEL_MESSAGES } from './labels';

describe('the labels section of the message catalogue', () => {
  it('offers every value of the shared lists for rewording, under label.<kind>.<value>', () => {
    const expected = [
      ...SECTORS.map((sector) => `label.sector.${sector.key}`),
      ...INTERNSHIP_TYPES.map((type) => `label.internshipType.${type.key}`),
      ...DURATIONS.map((duration) => `label.duration.${duration.key}`),
      ...EVENT_HIGHLIGHTS.map((highlight) => `label.eventHighlight.${highlight.key}`),
      ...SORT_OPTIONS.map((option) => `label.sort.${option.value}`),
      ...VERTICALS.map((vertical) => `label.vertical.${vertical}`),
      ...PAYMENT_METHODS.map((method) => `label.paymentMethod.${method}`),
      ...INVOICE_KINDS.map((kind) => `label.invoiceKind.${kind}`),
      ...INVOICE_STATUSES.map((status) => `label.invoiceStatus.${status}`),
    ];
    expect(Object.keys(LABEL_MESSAGES).sort()).toEqual(expected.sort());
  });

  it('shows an admin the label as the pages show it: decoded, not the stored HTML entity', () => {
    expect(LABEL_MESSAGES['label.sector.it_kommunikation']).toBe('IT & Kommunikation');
    expect(LABEL_MESSAGES['label.duration.mehr_4_wochen']).toBe('Mehr als 4 Wochen');
    expect(LABEL_MESSAGES['label.paymentMethod.invoice']).toBe('Rechnung (Überweisung)');
    expect(LABEL_MESSAGES['label.invoiceStatus.settled']).toBe('Verrechnet');
  });
});
