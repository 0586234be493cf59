import { VERTICAL_LABELS } from '../../analytics/analytics-constants';
import { INVOICE_KIND_LABELS, INVOICE_STATUS_LABELS, PAYMENT_METHOD_LABELS } from '../../billing/billing-labels';
import { DURATIONS } from '../../catalog/durations';
import { EVENT_HIGHLIGHTS } from '../../catalog/event-highlights';
import { INTERNSHIP_TYPES } from '../../catalog/internship-types';
import { SORT_OPTIONS } from '../../catalog/search-options';
import { decodeHtmlEntities, SECTORS } from '../../catalog/sectors';

type Labelled = readonly { readonly key: string; readonly label: string }[];

/** `label.<kind>.<value>` → the catalogue's German label, for each entry of a list. */
function labelsOf<const Kind extends string, const List extends Labelled>(kind: Kind, list: List) {
  return Object.fromEntries(list.map((entry) => [`label.${kind}.${entry.key}`, decodeHtmlEntities(entry.label)])) as Record<
    `label.${Kind}.${List[number]['key']}`,
    string
  >;
}

const entriesOf = <Value extends string>(labels: Record<Value, string>) =>
  (Object.keys(labels) as Value[]).map((key) => ({ key, label: labels[key] }));

/**
 * The shared labels the client shows (sectors, internship types, durations, event highlights, sort orders, search
 * areas, payment methods, invoice kinds and states) under `label.<kind>.<value>`. The defaults stay in the lists of
 * contracts/src/catalog and the zod-free label modules beside the schemas, so this section repeats no text; the client
 * shows an admin's override through web/src/lib/labels.ts and otherwise the label it has (from the API or the list).
 * Only zod-free lists: the client's first download must not carry zod.
 */
export const LABEL_MESSAGES = {
  .../* @__PURE__ */ labelsOf('sector', SECTORS),
  .../* @__PURE__ */ labelsOf('internshipType', INTERNSHIP_TYPES),
  .../* @__PURE__ */ labelsOf('duration', DURATIONS),
  .../* @__PURE__ */ labelsOf('eventHighlight', EVENT_HIGHLIGHTS),
  .../* @__PURE__ */ labelsOf(
    'sort',
    SORT_OPTIONS.map((option) => ({ key: option.value, label: option.label })),
  ),
  .../* @__PURE__ */ labelsOf('vertical', entriesOf(VERTICAL_LABELS)),
  .../* @__PURE__ */ labelsOf('paymentMethod', entriesOf(PAYMENT_METHOD_LABELS)),
  .../* @__PURE__ */ labelsOf('invoiceKind', entriesOf(INVOICE_KIND_LABELS)),
  .../* @__PURE__ */ labelsOf('invoiceStatus', entriesOf(INVOICE_STATUS_LABELS)),
};

export type LabelKey = keyof typeof LABEL_MESSAGES;
/** The lists whose labels can be overridden: `sector` of `label.sector.it_kommunikation`. */
export type LabelKind = LabelKey extends `label.${infer Kind}.${string}` ? Kind : never;
