import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { XMLParser } from 'fast-xml-parser';
import { validateXML } from 'xmllint-wasm';
import type {
  AdminInvoice,
  AdminInvoicePage,
  BankStatementImportResult,
  CheckoutOrderResponse,
  CheckoutQuote,
  InvoiceSummary,
  ListingSearchResult,
  Package,
  PackageLimitError,
  PaymentSession,
  PromoCode,
  PromoCodePage,
  PromoCodeValidation,
  Subscription,
} from '@praxisnah/contracts';
import { startDevMailbox, type DevMailbox } from '../../infra/mailbox/dev-mailbox';
import { freePort } from '../../infra/scripts/lib/services';
import { startTestStack, type TestStack } from '../../infra/testing/stack';
import { signWebhook } from '../src/modules/billing/webhook-signature';
import { uniqueWord, waitFor } from '../../infra/testing/http';
import { loginToken, request, sql, uniqueEmail, type HttpResult } from './support/account-helpers';
import { pdfText } from './support/pdf-text';

/**
 * Packages and payment against the real stack: limits on publish, orders with gap-free invoice numbers, atomic
 * promo codes, the §14 UStG PDF and the EN 16931 XML, bank statements, the payment webhook and who may call what.
 */
const XSD_DIR = join(__dirname, 'fixtures', 'factur-x-en16931');
const XSD_MAIN = 'Factur-X_1.07.3_EN16931.xsd';
const WEBHOOK_SECRET = 'billing-test-webhook-secret-0123';

const address = (companyName: string, overrides: Record<string, unknown> = {}) => ({
  companyName,
  contactName: 'Anna Beispiel',
  street: 'Venloer Straße 12',
  zip: '50823',
  city: 'Köln',
  vatId: 'DE 123 456 789',
  invoiceEmail: uniqueEmail('rechnung'),
  ...overrides,
});

const listing = (status: 'aktiv' | 'entwurf', title = `Praktikum ${randomUUID().slice(0, 8)} (m/w/d)`) => ({
  title,
  description: 'Ein Praktikum für die Prüfung der Paketgrenzen. Du lernst die Werkstatt kennen.',
  sector: 'bau_handwerk',
  type: 'schuelerpraktikum',
  duration: '2_wochen',
  status,
});

jest.setTimeout(120_000);

describe('billing', () => {
  let stack: TestStack;
  let mailbox: DevMailbox;
  let base: string;
  let admin: string;
  let companyA: string;
  let companyB: string;

  const call = <T = unknown>(method: string, path: string, token?: string, body?: unknown, headers?: Record<string, string>) =>
    request<T>(base, method, path, { token, body, headers });

  /** A company of its own (Starter, nothing booked), made in SQL so the tests need no sign-up mails. */
  async function freshCompany(label: string): Promise<{ id: string; token: string; name: string }> {
    const id = randomUUID();
    const name = `${label} ${id.slice(0, 6)} GmbH`;
    const email = uniqueEmail(label.toLowerCase().replace(/[^a-z]/g, ''));
    await sql(
      stack.databaseUrl,
      `INSERT INTO companies (id, name, slug, address, zip, city, contact_email, contact_name, package)
       VALUES ($1, $2, $3, 'Venloer Straße 12', '50823', 'Köln', $4, 'Anna Beispiel', 'starter')`,
      [id, name, `test-${id}`, email],
    );
    await sql(
      stack.databaseUrl,
      `INSERT INTO users (id, email, password_hash, role, company_id, email_verified_at, terms_accepted_at)
       SELECT $1, $2, password_hash, 'company', $3, now(), now() FROM users WHERE email = 'firma@demo.example'`,
      [randomUUID(), email, id],
    );
    return { id, name, token: await loginToken(base, email, 'demo-passwort') };
  }

  const activeListings = async (companyId: string): Promise<number> => {
    const [row] = await sql<{ count: number }>(
      stack.databaseUrl,
      `SELECT count(*)::int AS count FROM listings WHERE company_id = $1 AND status = 'aktiv'`,
      [companyId],
    );
    return row!.count;
  };

  const order = (token: string, body: Record<string, unknown>) =>
    call<CheckoutOrderResponse & { message: string }>('POST', '/api/company/billing/orders', token, {
      period: 'monthly',
      paymentMethod: 'invoice',
      billingAddress: address('Besteller GmbH'),
      ...body,
    });

  beforeAll(async () => {
    mailbox = await startDevMailbox({ smtpPort: await freePort(), httpPort: await freePort() });
    stack = await startTestStack({
      web: false,
      env: { SMTP_URL: mailbox.smtpUrl, PAYMENT_WEBHOOK_SECRET: WEBHOOK_SECRET, INVOICE_DUNNING_MS: '500' },
    });
    base = stack.baseUrl;
    admin = await loginToken(base, 'admin@demo.example', 'admin-passwort');
    companyA = await loginToken(base, 'firma@demo.example', 'demo-passwort');
    companyB = await loginToken(base, 'firma2@demo.example', 'demo-passwort');
  }, 180_000);

  afterAll(async () => {
    await stack?.stop();
    await mailbox?.stop();
  }, 60_000);

  it('serves the packages with prices and limits for /pricing', async () => {
    const packages = await call<Package[]>('GET', '/api/billing/packages');
    expect(packages.status).toBe(200);
    expect(packages.body.map((pkg) => [pkg.key, pkg.monthlyPriceCents, pkg.limits.activeListings])).toEqual([
      ['starter', 0, 1],
      ['standard', 4900, 10],
      ['premium', 9900, null],
    ]);
    expect(packages.body[2]!.limits.highlightedPlacement).toBe(true);
    expect(packages.body[0]!.features[0]).toBe('1 aktives Angebot (Praktika und Ausbildungsplätze)');
  });

  it('quotes net, 19 % VAT and gross in cents, with a promo code or saying why not', async () => {
    const plain = await call<CheckoutQuote>('POST', '/api/billing/quote', undefined, { packageKey: 'standard', period: 'monthly' });
    expect(plain.body).toMatchObject({
      listPriceCents: 4900,
      discountCents: 0,
      netCents: 4900,
      vatCents: 931,
      grossCents: 5831,
      promo: null,
    });
    const promo = await call<CheckoutQuote>('POST', '/api/billing/quote', undefined, {
      packageKey: 'standard',
      period: 'monthly',
      promoCode: 'start2026',
    });
    // 20 % of 49,00 € = 9,80 €; 39,20 € × 19 % = 7,448 € → 7,45 €
    expect(promo.body).toMatchObject({ discountCents: 980, netCents: 3920, vatCents: 745, grossCents: 4665 });
    expect(promo.body.promo).toMatchObject({ code: 'START2026', applied: true });
    const expired = await call<CheckoutQuote>('POST', '/api/billing/quote', undefined, {
      packageKey: 'premium',
      period: 'yearly',
      promoCode: 'MESSE2025',
    });
    expect(expired.body).toMatchObject({ listPriceCents: 99000, discountCents: 0, grossCents: 117810 });
    expect(expired.body.promo).toMatchObject({ applied: false, message: 'Der Aktionscode MESSE2025 ist am 31.12.2025 abgelaufen.' });
    const bad = await call<{ message: string }>('POST', '/api/billing/quote', undefined, { packageKey: 'gold', period: 'monthly' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('Paket');
  });

  it('validates promo codes publicly for /promo-codes', async () => {
    const valid = await call<PromoCodeValidation>('POST', '/api/billing/promo-codes/validate', undefined, {
      code: 'PREMIUM50',
      packageKey: 'premium',
    });
    expect(valid.body).toMatchObject({ valid: true, kind: 'fixed', value: 5000 });
    const wrongPackage = await call<PromoCodeValidation>('POST', '/api/billing/promo-codes/validate', undefined, {
      code: 'PREMIUM50',
      packageKey: 'standard',
    });
    expect(wrongPackage.body).toMatchObject({ valid: false, message: 'Der Aktionscode PREMIUM50 gilt nicht für dieses Paket.' });
    const unknown = await call<PromoCodeValidation>('POST', '/api/billing/promo-codes/validate', undefined, { code: 'GIBTSNICHT' });
    expect(unknown.body).toMatchObject({ valid: false, message: 'Diesen Aktionscode kennen wir nicht.' });
  });

  describe('package limits', () => {
    it("refuses a Starter company's second active listing in German with the upgrade link; drafts stay possible", async () => {
      const starter = await freshCompany('Starterbetrieb');
      expect((await call('POST', '/api/internships', starter.token, listing('aktiv'))).status).toBe(201);
      const second = await call<PackageLimitError>('POST', '/api/internships', starter.token, listing('aktiv'));
      expect(second.status).toBe(402);
      expect(second.body).toMatchObject({ code: 'package_limit', upgradeUrl: '/pricing', limit: 1, packageKey: 'starter' });
      expect(second.body.message).toBe(
        'Ihr Paket „Starter“ erlaubt höchstens 1 aktives Angebot. Pausieren Sie ein anderes oder wechseln Sie auf ein größeres Paket.',
      );
      const draft = await call<{ id: string }>('POST', '/api/internships', starter.token, listing('entwurf'));
      expect(draft.status).toBe(201);
      const publish = await call<PackageLimitError>('PATCH', `/api/internships/${draft.body.id}/status`, starter.token, {
        status: 'aktiv',
      });
      expect(publish.status).toBe(402);
      expect(await activeListings(starter.id)).toBe(1);
    });

    it("ten publishes at once take a Starter company's one place once: one listing goes live, nine get 402", async () => {
      const starter = await freshCompany('Ansturmbetrieb');
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => call('POST', '/api/internships', starter.token, listing('aktiv'))),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, ...Array<number>(9).fill(402)]);
      expect(await activeListings(starter.id)).toBe(1);
    });

    it('a downgrade pauses the newest listings beyond the limit, deletes nothing, and an upgrade brings them back', async () => {
      const company = await freshCompany('Wechselbetrieb');
      expect((await order(company.token, { packageKey: 'standard' })).status).toBe(201);
      const titles = ['Erstes', 'Zweites', 'Drittes'].map((word) => `Praktikum ${word} ${company.id.slice(0, 6)} (m/w/d)`);
      for (const title of titles) expect((await call('POST', '/api/internships', company.token, listing('aktiv', title))).status).toBe(201);

      const downgrade = await order(company.token, { packageKey: 'starter' });
      expect(downgrade.status).toBe(201);
      expect(downgrade.body.invoice).toBeNull();
      const rows = await sql<{ title: string; status: string }>(
        stack.databaseUrl,
        'SELECT title, status FROM listings WHERE company_id = $1 ORDER BY created_at',
        [company.id],
      );
      expect(rows).toEqual([
        { title: titles[0], status: 'aktiv' },
        { title: titles[1], status: 'pausiert' },
        { title: titles[2], status: 'pausiert' },
      ]);
      const subscription = await call<Subscription>('GET', '/api/company/billing/subscription', company.token);
      expect(subscription.body).toMatchObject({
        packageKey: 'starter',
        usage: { activeListings: 1, activeListingsLimit: 1, pausedByLimit: 2 },
      });

      expect((await order(company.token, { packageKey: 'premium' })).status).toBe(201);
      const after = await sql<{ status: string }>(stack.databaseUrl, 'SELECT status FROM listings WHERE company_id = $1', [company.id]);
      expect(after.map((row) => row.status)).toEqual(['aktiv', 'aktiv', 'aktiv']);
    });

    it('a downgrade pauses the newest upcoming events beyond the limit too, and an upgrade shows them again', async () => {
      const company = await freshCompany('Messebetrieb');
      expect((await order(company.token, { packageKey: 'standard' })).status).toBe(201);
      const titles = ['Erster', 'Zweiter', 'Dritter'].map((word) => `${word} Berufeabend ${company.id.slice(0, 6)}`);
      const ids: string[] = [];
      for (const title of titles) {
        const created = await call<{ id: string }>('POST', '/api/events', company.token, {
          title,
          eventDate: '2030-05-04',
          location: 'Aula',
          city: 'Köln',
        });
        expect(created.status).toBe(201);
        ids.push(created.body.id);
      }
      const publicStatuses = () => Promise.all(ids.map(async (id) => (await call('GET', `/api/events/${id}`)).status));
      await waitFor(async () => (await publicStatuses()).every((status) => status === 200), 30_000);

      expect((await order(company.token, { packageKey: 'starter' })).status).toBe(201);
      const rows = await sql<{ title: string; paused: boolean }>(
        stack.databaseUrl,
        'SELECT title, paused_by_package_at IS NOT NULL AS paused FROM events WHERE company_id = $1 ORDER BY created_at',
        [company.id],
      );
      expect(rows).toEqual([
        { title: titles[0], paused: false },
        { title: titles[1], paused: true },
        { title: titles[2], paused: true },
      ]);
      await waitFor(async () => (await publicStatuses()).join() === '200,404,404', 30_000);
      expect((await call<Subscription>('GET', '/api/company/billing/subscription', company.token)).body).toMatchObject({
        usage: { activeEvents: 1, activeEventsLimit: 1, eventsPausedByLimit: 2 },
      });
      // The organiser still has all three: paused, not deleted.
      expect((await call<unknown[]>('GET', '/api/company/events', company.token)).body).toHaveLength(3);

      expect((await order(company.token, { packageKey: 'standard' })).status).toBe(201);
      await waitFor(async () => (await publicStatuses()).every((status) => status === 200), 30_000);
      expect((await call<Subscription>('GET', '/api/company/billing/subscription', company.token)).body).toMatchObject({
        usage: { activeEvents: 3, activeEventsLimit: null, eventsPausedByLimit: 0 },
      });
    });

    it('14 days unpaid: the maintenance job mails a reminder; past the grace period the listings beyond Starter pause', async () => {
      const company = await freshCompany('Vergesslich');
      const billingAddress = address(company.name);
      const invoice = (await order(company.token, { packageKey: 'standard', billingAddress })).body.invoice!;
      for (let n = 0; n < 3; n += 1) expect((await call('POST', '/api/internships', company.token, listing('aktiv'))).status).toBe(201);
      await sql(stack.databaseUrl, 'UPDATE invoices SET issue_date = issue_date - 40, due_date = due_date - 40 WHERE id = $1', [
        invoice.id,
      ]);
      await sql(stack.databaseUrl, `UPDATE company_subscriptions SET grace_until = current_date - 10 WHERE company_id = $1`, [company.id]);
      const reminder = await mailbox.waitForMail(
        (mail) =>
          mail.envelopeTo.includes(billingAddress.invoiceEmail) && mail.subject === `Zahlungserinnerung zu Rechnung ${invoice.number}`,
        30_000,
      );
      expect(reminder.text).toContain(`Verwendungszweck ${invoice.number}`);
      await waitFor(async () => {
        const [row] = await sql<{ status: string }>(stack.databaseUrl, 'SELECT status FROM company_subscriptions WHERE company_id = $1', [
          company.id,
        ]);
        return row?.status === 'overdue';
      }, 30_000);
      const statuses = await sql<{ status: string }>(
        stack.databaseUrl,
        'SELECT status FROM listings WHERE company_id = $1 ORDER BY created_at',
        [company.id],
      );
      expect(statuses.map((row) => row.status)).toEqual(['aktiv', 'pausiert', 'pausiert']);
      const [claimed] = await sql<{ sent: boolean }>(
        stack.databaseUrl,
        'SELECT reminder_sent_at IS NOT NULL AS sent FROM invoices WHERE id = $1',
        [invoice.id],
      );
      expect(claimed!.sent).toBe(true);
    });

    it('an unpaid invoice past the grace period puts the company on Starter limits; paying restores the package', async () => {
      const company = await freshCompany('Saeumig');
      const placed = await order(company.token, { packageKey: 'standard' });
      for (let n = 0; n < 2; n += 1) expect((await call('POST', '/api/internships', company.token, listing('aktiv'))).status).toBe(201);
      await sql(stack.databaseUrl, `UPDATE company_subscriptions SET status = 'overdue' WHERE company_id = $1`, [company.id]);
      expect((await call<Subscription>('GET', '/api/company/billing/subscription', company.token)).body).toMatchObject({
        status: 'overdue',
        effectivePackageKey: 'starter',
      });
      expect((await call('POST', '/api/internships', company.token, listing('aktiv'))).status).toBe(402);
      const paid = await call<AdminInvoice>('POST', `/api/admin/billing/invoices/${placed.body.invoice!.id}/mark-paid`, admin, {});
      expect(paid.body.status).toBe('paid');
      expect((await call<Subscription>('GET', '/api/company/billing/subscription', company.token)).body).toMatchObject({
        status: 'active',
        effectivePackageKey: 'standard',
      });
    });
  });

  describe('highlighted placement', () => {
    it('puts Premium first among equal matches, never before a better match or an explicit sort, and follows the package', async () => {
      const marker = uniqueWord('Orgelbau');
      const extra = uniqueWord('Pfeifen');
      const [best, plain, premium] = await Promise.all([freshCompany('Treffer'), freshCompany('Schlicht'), freshCompany('Glanz')]);
      // Starter companies, one listing each: plain and premium word for word the same, best a closer match (the second
      // word as typed in its title, where the others' titles misspell it by one letter).
      const publish = async (company: { token: string }, title: string) => {
        const created = await call<{ id: string }>('POST', '/api/internships', company.token, listing('aktiv', title));
        expect(created.status).toBe(201);
        return created.body.id;
      };
      const apart = `Praktikum ${marker} ${extra.replace('Pfeifen', 'Pfaifen')} (m/w/d)`;
      // Plain before best: a second may begin between them, and "Neueste zuerst" must still put the closer match first.
      const plainId = await publish(plain, apart);
      const bestId = await publish(best, `Praktikum ${marker} ${extra} (m/w/d)`);
      const premiumId = await publish(premium, apart);
      const search = async (sort?: string) =>
        (
          await call<ListingSearchResult>(
            'GET',
            `/api/internships/search?q=${encodeURIComponent(`${marker} ${extra}`)}${sort ? `&sort=${sort}` : ''}`,
          )
        ).body.items.map((item) => ({ id: item.id, highlighted: item.highlighted }));
      await waitFor(async () => (await search()).length === 3, 30_000);
      expect((await search()).every((item) => !item.highlighted)).toBe(true);

      // The Premium listing is the older one (created a second apart at most, so the sort below needs a real gap).
      await sql(stack.databaseUrl, "UPDATE listings SET created_at = created_at - interval '1 day' WHERE id = $1", [premiumId]);
      // Booking Premium re-projects the company's listing that already was online.
      expect((await order(premium.token, { packageKey: 'premium' })).status).toBe(201);
      const { value: ranked } = await waitFor(async () => {
        const items = await search();
        return items.find((item) => item.id === premiumId)?.highlighted ? items : undefined;
      }, 30_000);
      expect(ranked).toEqual([
        { id: bestId, highlighted: false },
        { id: premiumId, highlighted: true },
        { id: plainId, highlighted: false },
      ]);
      // "Neueste zuerst" is the visitor's choice: it orders the equal matches, whatever the package.
      expect((await search('newest')).map((item) => item.id)).toEqual([bestId, plainId, premiumId]);

      // Back on Starter, the highlight goes with the package.
      expect((await order(premium.token, { packageKey: 'starter' })).status).toBe(201);
      await waitFor(async () => (await search()).every((item) => !item.highlighted), 30_000);
    });
  });

  describe('orders and invoices', () => {
    it('an order by invoice activates the package at once and mails the §14 UStG PDF and the EN 16931 XML', async () => {
      const company = await freshCompany('Rechnungsbetrieb');
      const billingAddress = address(company.name);
      const placed = await order(company.token, { packageKey: 'standard', billingAddress, promoCode: 'START2026' });
      expect(placed.status).toBe(201);
      expect(placed.body).toMatchObject({
        status: 'active',
        paymentRedirectUrl: null,
        quote: { netCents: 3920, vatCents: 745, grossCents: 4665 },
      });
      const invoice = placed.body.invoice!;
      expect(invoice.number).toMatch(/^RE-\d{4}-\d{6}$/);
      expect(invoice).toMatchObject({ kind: 'invoice', status: 'open', netCents: 3920, vatCents: 745, grossCents: 4665 });
      expect((await call<Subscription>('GET', '/api/company/billing/subscription', company.token)).body).toMatchObject({
        packageKey: 'standard',
        status: 'grace',
        effectivePackageKey: 'standard',
      });

      const mail = await mailbox.waitForMail((candidate) => candidate.envelopeTo.includes(billingAddress.invoiceEmail), 20_000);
      expect(mail.subject).toBe(`Ihre Rechnung ${invoice.number} von Praxisnah`);
      expect(mail.attachments.map((attachment) => attachment.filename).sort()).toEqual([`${invoice.number}.pdf`, `${invoice.number}.xml`]);

      const pdf = await fetch(`${base}${invoice.pdfUrl}`, { headers: { authorization: `Bearer ${company.token}` } });
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      const text = await pdfText(Buffer.from(await pdf.arrayBuffer()));
      const issued = invoice.issueDate.split('-').reverse().join('.');
      for (const required of [
        // seller: full name and address, tax number and VAT ID
        'Praxisnah GmbH (DEMO)',
        'Musterstraße 1',
        '50667 Köln',
        'Steuernummer: 214/5720/0000',
        'USt-IdNr.: DE999999999',
        // buyer: full name and address, VAT ID
        company.name,
        'Venloer Straße 12',
        '50823 Köln',
        'USt-IdNr. des Leistungsempfängers: DE123456789',
        // date, consecutive number, quantity and kind, period, net per rate, VAT rate and amount, gross
        `Rechnungsdatum: ${issued}`,
        `Rechnungsnummer: ${invoice.number}`,
        '1 Monat',
        'Praxisnah-Paket Standard, Abrechnung monatlich',
        `Leistungszeitraum: ${invoice.servicePeriodStart.split('-').reverse().join('.')}`,
        'Nettobetrag (Steuersatz 19 %): 39,20 €',
        'zzgl. Umsatzsteuer 19 %: 7,45 €',
        'Gesamtbetrag (brutto): 46,65 €',
        'DEMO-DATEN',
      ]) {
        expect(text).toContain(required);
      }

      const xmlResponse = await fetch(`${base}${invoice.xmlUrl}`, { headers: { authorization: `Bearer ${company.token}` } });
      const xml = await xmlResponse.text();
      const preload = readdirSync(XSD_DIR)
        .filter((file) => file.endsWith('.xsd') && file !== XSD_MAIN)
        .map((fileName) => ({ fileName, contents: readFileSync(join(XSD_DIR, fileName), 'utf8') }));
      const validation = await validateXML({
        xml: [{ fileName: `${invoice.number}.xml`, contents: xml }],
        schema: [{ fileName: XSD_MAIN, contents: readFileSync(join(XSD_DIR, XSD_MAIN), 'utf8') }],
        preload,
      });
      expect(validation.errors.map((error) => error.rawMessage)).toEqual([]);
      expect(validation.valid).toBe(true);

      // The XSD checks structure; the business terms are read back one by one.
      const tree = new XMLParser({ removeNSPrefix: true, ignoreAttributes: false, parseTagValue: false }).parse(xml) as {
        CrossIndustryInvoice: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
      };
      const root = tree.CrossIndustryInvoice;
      const transaction = root.SupplyChainTradeTransaction;
      const agreement = transaction.ApplicableHeaderTradeAgreement;
      const settlement = transaction.ApplicableHeaderTradeSettlement;
      const sums = settlement.SpecifiedTradeSettlementHeaderMonetarySummation;
      const value = (node: unknown) => (typeof node === 'object' && node !== null ? (node as { '#text': string })['#text'] : node);
      expect({
        'BT-24': root.ExchangedDocumentContext.GuidelineSpecifiedDocumentContextParameter.ID,
        'BT-1': root.ExchangedDocument.ID,
        'BT-2': value(root.ExchangedDocument.IssueDateTime.DateTimeString),
        'BT-3': root.ExchangedDocument.TypeCode,
        'BT-5': settlement.InvoiceCurrencyCode,
        'BT-9': value(settlement.SpecifiedTradePaymentTerms.DueDateDateTime.DateTimeString),
        'BT-27': agreement.SellerTradeParty.Name,
        'BT-31': value(agreement.SellerTradeParty.SpecifiedTaxRegistration[0].ID),
        'BT-32': value(agreement.SellerTradeParty.SpecifiedTaxRegistration[1].ID),
        'BT-40': agreement.SellerTradeParty.PostalTradeAddress.CountryID,
        'BT-44': agreement.BuyerTradeParty.Name,
        'BT-48': value(agreement.BuyerTradeParty.SpecifiedTaxRegistration.ID),
        'BT-55': agreement.BuyerTradeParty.PostalTradeAddress.CountryID,
        'BT-84': settlement.SpecifiedTradeSettlementPaymentMeans.PayeePartyCreditorFinancialAccount.IBANID,
        'BT-106': sums.LineTotalAmount,
        'BT-109': sums.TaxBasisTotalAmount,
        'BT-110': value(sums.TaxTotalAmount),
        'BT-112': sums.GrandTotalAmount,
        'BT-115': sums.DuePayableAmount,
        'BG-23': {
          'BT-116': settlement.ApplicableTradeTax.BasisAmount,
          'BT-117': settlement.ApplicableTradeTax.CalculatedAmount,
          'BT-118': settlement.ApplicableTradeTax.CategoryCode,
          'BT-119': settlement.ApplicableTradeTax.RateApplicablePercent,
        },
      }).toEqual({
        'BT-24': 'urn:cen.eu:en16931:2017',
        'BT-1': invoice.number,
        'BT-2': invoice.issueDate.replace(/-/g, ''),
        'BT-3': '380',
        'BT-5': 'EUR',
        'BT-9': invoice.dueDate!.replace(/-/g, ''),
        'BT-27': 'Praxisnah GmbH (DEMO)',
        'BT-31': 'DE999999999',
        'BT-32': '214/5720/0000',
        'BT-40': 'DE',
        'BT-44': company.name,
        'BT-48': 'DE123456789',
        'BT-55': 'DE',
        'BT-84': 'DE02120300000000202051',
        'BT-106': '39.20',
        'BT-109': '39.20',
        'BT-110': '7.45',
        'BT-112': '46.65',
        'BT-115': '46.65',
        'BG-23': { 'BT-116': '39.20', 'BT-117': '7.45', 'BT-118': 'S', 'BT-119': '19' },
      });

      // Listed in the company settings, and nowhere else.
      const mine = await call<InvoiceSummary[]>('GET', '/api/company/billing/invoices', company.token);
      expect(mine.body.map((row) => row.number)).toEqual([invoice.number]);
      expect((await call('GET', invoice.pdfUrl, companyB)).status).toBe(404);
      expect((await call('GET', invoice.xmlUrl, companyB)).status).toBe(404);
      expect((await call<InvoiceSummary[]>('GET', '/api/company/billing/invoices', companyB)).text).not.toContain(invoice.number);
    });

    it('50 concurrent orders get 50 consecutive invoice numbers, no gap and no duplicate', async () => {
      const companies = await Promise.all(Array.from({ length: 10 }, (_, n) => freshCompany(`Ansturm${n}`)));
      const responses = await Promise.all(
        Array.from({ length: 50 }, (_, n) => order(companies[n % 10]!.token, { packageKey: n % 2 ? 'standard' : 'premium' })),
      );
      expect(responses.map((response) => response.status)).toEqual(Array(50).fill(201));
      const seqs = responses.map((response) => Number(response.body.invoice!.number.slice(-6))).sort((a, b) => a - b);
      expect(new Set(seqs).size).toBe(50);
      expect(seqs[49]! - seqs[0]!).toBe(49);
      // And across every document issued so far: 1..N without a hole.
      const all = await sql<{ seq: number }>(stack.databaseUrl, 'SELECT seq FROM invoices ORDER BY year, seq');
      expect(all.map((row) => row.seq)).toEqual(all.map((_, index) => index + 1));
    });

    it('a promo code with one use left, redeemed by 10 requests at once, is used once', async () => {
      const code = `LETZTER${randomUUID().slice(0, 6).toUpperCase()}`;
      const created = await call<PromoCode>('POST', '/api/admin/promo-codes', admin, { code, kind: 'percent', value: 50, usageLimit: 3 });
      expect(created.status).toBe(201);
      await sql(stack.databaseUrl, 'UPDATE promo_codes SET used_count = 2 WHERE id = $1', [created.body.id]);
      const companies = await Promise.all(Array.from({ length: 10 }, (_, n) => freshCompany(`Schnell${n}`)));
      const responses = await Promise.all(companies.map((company) => order(company.token, { packageKey: 'standard', promoCode: code })));
      const statuses = responses.map((response) => response.status).sort();
      expect(statuses).toEqual([201, ...Array(9).fill(409)]);
      for (const refused of responses.filter((response) => response.status === 409)) {
        expect(refused.body.message).toBe(`Der Aktionscode ${code} ist bereits aufgebraucht.`);
      }
      const [row] = await sql<{ used: number; redemptions: number }>(
        stack.databaseUrl,
        'SELECT used_count AS used, (SELECT count(*)::int FROM promo_redemptions WHERE promo_code_id = $1) AS redemptions FROM promo_codes WHERE id = $1',
        [created.body.id],
      );
      expect(row).toEqual({ used: 3, redemptions: 1 });
      // The refused orders left nothing behind: no order, no invoice, no package.
      const losers = companies.filter((_, index) => responses[index]!.status === 409).map((company) => company.id);
      const [leftovers] = await sql<{ count: number }>(
        stack.databaseUrl,
        'SELECT (SELECT count(*) FROM billing_orders WHERE company_id = ANY($1))::int + (SELECT count(*) FROM company_subscriptions WHERE company_id = ANY($1))::int AS count',
        [losers],
      );
      expect(leftovers!.count).toBe(0);
    });

    it('cancellation and credit note are documents of their own that refer to the invoice', async () => {
      const company = await freshCompany('Stornobetrieb');
      const invoice = (await order(company.token, { packageKey: 'premium', period: 'yearly' })).body.invoice!;
      const credit = await call<AdminInvoice>('POST', `/api/admin/billing/invoices/${invoice.id}/credit-note`, admin, {
        netCents: 10000,
        reason: 'Kulanz wegen Ausfall',
      });
      expect(credit.status).toBe(201);
      expect(credit.body).toMatchObject({
        kind: 'credit_note',
        refersToNumber: invoice.number,
        netCents: -10000,
        vatCents: -1900,
        grossCents: -11900,
      });
      expect(credit.body.number).toMatch(/^GS-\d{4}-\d{6}$/);
      const tooMuch = await call<{ message: string }>('POST', `/api/admin/billing/invoices/${invoice.id}/credit-note`, admin, {
        netCents: 99000,
        reason: 'Zu viel',
      });
      expect(tooMuch.status).toBe(409);
      const cancelled = await call<AdminInvoice>('POST', `/api/admin/billing/invoices/${invoice.id}/cancel`, admin, {
        reason: 'Doppelt bestellt',
      });
      expect(cancelled.status).toBe(201);
      expect(cancelled.body).toMatchObject({ kind: 'cancellation', refersToNumber: invoice.number, grossCents: -invoice.grossCents });
      expect(cancelled.body.number).toMatch(/^ST-\d{4}-\d{6}$/);
      const again = await call<{ message: string }>('POST', `/api/admin/billing/invoices/${invoice.id}/cancel`, admin, {
        reason: 'Noch mal',
      });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe(`Die Rechnung ${invoice.number} ist bereits storniert.`);
      // The invoice itself is unchanged apart from its state.
      const [original] = await sql<{ status: string; gross_cents: number }>(
        stack.databaseUrl,
        'SELECT status, gross_cents FROM invoices WHERE id = $1',
        [invoice.id],
      );
      expect(original).toEqual({ status: 'cancelled', gross_cents: invoice.grossCents });
      expect((await call<Subscription>('GET', '/api/company/billing/subscription', company.token)).body.packageKey).toBe('starter');
      const pdf = await fetch(`${base}${cancelled.body.pdfUrl}`, { headers: { authorization: `Bearer ${admin}` } });
      const text = await pdfText(Buffer.from(await pdf.arrayBuffer()));
      expect(text).toContain(`Stornorechnung ${cancelled.body.number}`);
      expect(text).toContain(`Stornonummer: ${cancelled.body.number}`);
      expect(text).toContain(`Zu Rechnung: ${invoice.number}`);
    });

    it('bills an event premium service with an invoice of its own', async () => {
      const events = await call<{ id: string }[]>('GET', '/api/company/events', companyB);
      const placed = await call('POST', '/api/company/premium-orders', companyB, {
        eventId: events.body[0]!.id,
        service: 'more_exhibitors',
      });
      expect(placed.status).toBe(201);
      const invoices = await call<InvoiceSummary[]>('GET', '/api/company/billing/invoices', companyB);
      expect(invoices.body[0]).toMatchObject({ kind: 'invoice', status: 'open', netCents: 7900, vatCents: 1501, grossCents: 9401 });
      expect(invoices.body[0]!.description).toContain('„Mehr Aussteller“');
    });
  });

  describe('admin lists', () => {
    it('pages the promo codes with the total, filtered by status and code', async () => {
      const prefix = `SEITE${randomUUID().slice(0, 6).toUpperCase()}`;
      for (const n of [1, 2, 3]) {
        expect((await call('POST', '/api/admin/promo-codes', admin, { code: `${prefix}_${n}`, kind: 'percent', value: 10 })).status).toBe(
          201,
        );
      }
      const first = await call<PromoCodePage>('GET', `/api/admin/promo-codes?q=${prefix}&limit=2`, admin);
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ total: 3, limit: 2, offset: 0 });
      expect(first.body.items.map((code) => code.code)).toEqual([`${prefix}_3`, `${prefix}_2`]);
      const second = await call<PromoCodePage>('GET', `/api/admin/promo-codes?q=${prefix}&limit=2&offset=2`, admin);
      expect(second.body.items.map((code) => code.code)).toEqual([`${prefix}_1`]);

      await call('PATCH', `/api/admin/promo-codes/${second.body.items[0]!.id}`, admin, { active: false });
      const inactive = await call<PromoCodePage>('GET', `/api/admin/promo-codes?q=${prefix}&status=inactive`, admin);
      expect(inactive.body.total).toBe(1);
      expect(inactive.body.items.map((code) => code.code)).toEqual([`${prefix}_1`]);
      expect((await call<PromoCodePage>('GET', `/api/admin/promo-codes?q=${prefix}&status=active`, admin)).body.total).toBe(2);
    });

    it('pages the invoices newest number first, filtered by status and by number or company', async () => {
      const company = await freshCompany('Seitenbetrieb');
      const placed = await order(company.token, { packageKey: 'standard' });
      const number = placed.body.invoice!.number;
      const byCompany = await call<AdminInvoicePage>('GET', `/api/admin/billing/invoices?q=${encodeURIComponent(company.name)}`, admin);
      expect(byCompany.body).toMatchObject({ total: 1, items: [{ number, companyName: company.name, status: 'open' }] });
      const byNumber = await call<AdminInvoicePage>('GET', `/api/admin/billing/invoices?q=${number}`, admin);
      expect(byNumber.body.items.map((invoice) => invoice.number)).toEqual([number]);
      const paidOnly = await call<AdminInvoicePage>('GET', `/api/admin/billing/invoices?status=paid&q=${number}`, admin);
      expect(paidOnly.body.total).toBe(0);

      // Enough documents for two pages of two, whichever tests ran before.
      const others = await Promise.all([1, 2, 3].map((n) => freshCompany(`Seitenfueller${n}`)));
      for (const other of others) expect((await order(other.token, { packageKey: 'standard' })).status).toBe(201);
      const pageOne = await call<AdminInvoicePage>('GET', '/api/admin/billing/invoices?limit=2', admin);
      const pageTwo = await call<AdminInvoicePage>('GET', '/api/admin/billing/invoices?limit=2&offset=2', admin);
      expect(pageOne.body.total).toBeGreaterThanOrEqual(4);
      expect(pageTwo.body.total).toBe(pageOne.body.total);
      // One series for invoices, cancellations and credit notes: the running part falls from row to row.
      const seqs = [...pageOne.body.items, ...pageTwo.body.items].map((invoice) => Number(invoice.number.slice(-6)));
      expect(seqs).toHaveLength(4);
      expect(seqs.every((seq, index) => index === 0 || seq < seqs[index - 1]!)).toBe(true);
    });

    it('answers a bad page request with a German 400', async () => {
      const zero = await call<{ message: string }>('GET', '/api/admin/billing/invoices?limit=0', admin);
      expect(zero.status).toBe(400);
      expect(JSON.stringify(zero.body)).toContain('Die Seitengröße muss mindestens 1 sein.');
      const word = await call<{ message: string }>('GET', '/api/admin/promo-codes?offset=abc', admin);
      expect(word.status).toBe(400);
      expect(JSON.stringify(word.body)).toContain('Der Versatz muss eine Zahl sein.');
    });
  });

  describe('bank statements', () => {
    async function openInvoices(count: number): Promise<InvoiceSummary[]> {
      const company = await freshCompany('Zahler');
      const invoices: InvoiceSummary[] = [];
      for (let n = 0; n < count; n += 1) invoices.push((await order(company.token, { packageKey: 'standard' })).body.invoice!);
      return invoices;
    }
    const euro = (cents: number) => (cents / 100).toFixed(2);
    const statusOf = async (id: string) =>
      (await sql<{ status: string }>(stack.databaseUrl, 'SELECT status FROM invoices WHERE id = $1', [id]))[0]!.status;

    it('a CSV import marks the right invoice paid and reports the lines it could not match', async () => {
      const [paid, wrongAmount, untouched] = await openInvoices(3);
      const csv = [
        'Buchungstag;Wertstellung;Auftraggeber;Verwendungszweck;Betrag;Währung',
        `27.11.2026;27.11.2026;Zahler GmbH;"Rechnung ${paid!.number} danke";${euro(paid!.grossCents).replace('.', ',')};EUR`,
        `27.11.2026;27.11.2026;Zahler GmbH;${wrongAmount!.number};10,00;EUR`,
        '27.11.2026;27.11.2026;Unbekannt;Spende;25,00;EUR',
        '27.11.2026;27.11.2026;Stadtwerke;Strom;-80,00;EUR',
      ].join('\n');
      const result = await call<BankStatementImportResult>('POST', '/api/admin/billing/bank-statements', admin, {
        format: 'csv',
        content: csv,
      });
      expect(result.status).toBe(200);
      expect(result.body.entries).toBe(3);
      expect(result.body.matched).toEqual([
        expect.objectContaining({ invoiceId: paid!.id, invoiceNumber: paid!.number, bookingDate: '2026-11-27' }),
      ]);
      expect(result.body.unmatched.map((line) => [line.line, line.reason])).toEqual([
        [3, `Betrag 10,00 € passt nicht zu Rechnung ${wrongAmount!.number} (${euro(wrongAmount!.grossCents).replace('.', ',')} €).`],
        [4, 'Keine Rechnungsnummer im Verwendungszweck.'],
      ]);
      expect([await statusOf(paid!.id), await statusOf(wrongAmount!.id), await statusOf(untouched!.id)]).toEqual(['paid', 'open', 'open']);
      const twice = await call<BankStatementImportResult>('POST', '/api/admin/billing/bank-statements', admin, {
        format: 'csv',
        content: csv,
      });
      expect(twice.body.matched).toEqual([]);
      expect(twice.body.alreadyPaid.map((line) => line.invoiceNumber)).toEqual([paid!.number]);
    });

    it('a CAMT.053 import does the same', async () => {
      const [paid, other] = await openInvoices(2);
      const entry = (amount: string, reference: string, indicator = 'CRDT') => `
        <Ntry><Amt Ccy="EUR">${amount}</Amt><CdtDbtInd>${indicator}</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts>
          <BookgDt><Dt>2026-11-28</Dt></BookgDt><ValDt><Dt>2026-11-28</Dt></ValDt>
          <NtryDtls><TxDtls><RltdPties><Dbtr><Pty><Nm>Zahler GmbH</Nm></Pty></Dbtr></RltdPties>
          <RmtInf><Ustrd>${reference}</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>`;
      const camt = `<?xml version="1.0" encoding="UTF-8"?>
        <Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt>
          <GrpHdr><MsgId>TEST</MsgId><CreDtTm>2026-11-28T10:00:00</CreDtTm></GrpHdr>
          <Stmt><Id>1</Id>${entry(euro(paid!.grossCents), `RE ${paid!.number.slice(3)}`)}${entry('5.00', 'RE-1999-000001')}${entry('3.00', 'Gebühr', 'DBIT')}</Stmt>
        </BkToCstmrStmt></Document>`;
      const result = await call<BankStatementImportResult>('POST', '/api/admin/billing/bank-statements', admin, {
        format: 'camt053',
        content: camt,
      });
      expect(result.status).toBe(200);
      expect(result.body.matched.map((line) => [line.invoiceNumber, line.counterparty])).toEqual([[paid!.number, 'Zahler GmbH']]);
      expect(result.body.unmatched.map((line) => line.reason)).toEqual(['Rechnung RE-1999-000001 gibt es nicht.']);
      expect([await statusOf(paid!.id), await statusOf(other!.id)]).toEqual(['paid', 'open']);
      const broken = await call<{ message: string }>('POST', '/api/admin/billing/bank-statements', admin, {
        format: 'camt053',
        content: '<kein',
      });
      expect(broken.status).toBe(400);
    });
  });

  describe('card payment through the provider webhook', () => {
    const deliver = (body: string, signature?: string) =>
      call<{ received: boolean; duplicate: boolean; message: string }>(
        'POST',
        '/api/billing/webhooks/testpay',
        undefined,
        JSON.parse(body),
        {
          ...(signature ? { 'x-testpay-signature': signature } : {}),
        },
      );
    const event = (sessionId: string, id = `evt_${randomUUID()}`, created = Math.floor(Date.now() / 1000)) =>
      JSON.stringify({ id, type: 'payment.succeeded', created, data: { sessionId } });

    it('refuses bad signatures and old deliveries, applies an event once, ignores replays and duplicates', async () => {
      const company = await freshCompany('Kartenzahler');
      const placed = await order(company.token, { packageKey: 'premium', paymentMethod: 'card' });
      expect(placed.status).toBe(201);
      expect(placed.body).toMatchObject({ status: 'pending_payment', invoice: null });
      const sessionId = new URL(placed.body.paymentRedirectUrl!, base).searchParams.get('session')!;
      expect(placed.body.paymentRedirectUrl).toBe(`/payment-page?session=${sessionId}`);
      expect((await call<Subscription>('GET', '/api/company/billing/subscription', company.token)).body.packageKey).toBe('starter');

      const body = event(sessionId);
      const now = Math.floor(Date.now() / 1000);
      expect((await deliver(body)).status).toBe(400);
      expect((await deliver(body, signWebhook('a-different-secret-0000', now, body))).status).toBe(400);
      const tampered = body.replace('payment.succeeded', 'payment.cancelled');
      expect((await deliver(tampered, signWebhook(WEBHOOK_SECRET, now, body))).status).toBe(400);
      const old = event(sessionId, `evt_${randomUUID()}`, now - 3600);
      const stale = await deliver(old, signWebhook(WEBHOOK_SECRET, now - 3600, old));
      expect(stale.status).toBe(400);
      expect(stale.body.message).toContain('Zeitstempel');

      const signature = signWebhook(WEBHOOK_SECRET, now, body);
      expect((await deliver(body, signature)).body).toEqual({ received: true, duplicate: false });
      expect((await deliver(body, signature)).body).toEqual({ received: true, duplicate: true });
      const second = event(sessionId);
      expect((await deliver(second, signWebhook(WEBHOOK_SECRET, now, second))).body).toEqual({ received: true, duplicate: false });

      const invoices = await call<InvoiceSummary[]>('GET', '/api/company/billing/invoices', company.token);
      expect(invoices.body).toHaveLength(1);
      expect(invoices.body[0]).toMatchObject({ status: 'paid', grossCents: 11781 });
      expect((await call<Subscription>('GET', '/api/company/billing/subscription', company.token)).body).toMatchObject({
        packageKey: 'premium',
        status: 'active',
      });
      const session = await call<PaymentSession>('GET', `/api/company/billing/payments/${sessionId}`, company.token);
      expect(session.body).toMatchObject({ status: 'succeeded', successUrl: `/payment-success?order=${placed.body.orderId}` });
      expect((await call('GET', `/api/company/billing/payments/${sessionId}`, companyB)).status).toBe(404);
      expect((await call('GET', `/api/company/billing/orders/${placed.body.orderId}`, companyB)).status).toBe(404);
    });

    it('the test double cancels through the same webhook and gives the promo code use back', async () => {
      const company = await freshCompany('Abbrecher');
      const placed = await order(company.token, { packageKey: 'premium', paymentMethod: 'wallet', promoCode: 'PREMIUM50' });
      const sessionId = new URL(placed.body.paymentRedirectUrl!, base).searchParams.get('session')!;
      const [before] = await sql<{ used: number }>(
        stack.databaseUrl,
        `SELECT used_count AS used FROM promo_codes WHERE code = 'PREMIUM50'`,
      );
      const cancelled = await call<PaymentSession>('POST', `/api/company/billing/payments/${sessionId}/test-outcome`, company.token, {
        outcome: 'cancelled',
      });
      expect(cancelled.body).toMatchObject({ status: 'cancelled', cancelUrl: `/payment-cancelled?order=${placed.body.orderId}` });
      const [after] = await sql<{ used: number }>(stack.databaseUrl, `SELECT used_count AS used FROM promo_codes WHERE code = 'PREMIUM50'`);
      expect(after!.used).toBe(before!.used - 1);
      expect((await call<{ status: string }>('GET', `/api/company/billing/orders/${placed.body.orderId}`, company.token)).body.status).toBe(
        'cancelled',
      );
      expect((await call<InvoiceSummary[]>('GET', '/api/company/billing/invoices', company.token)).body).toEqual([]);
    });
  });

  describe('authorization of every payment and code endpoint', () => {
    let ids: { invoice: string; promo: string; session: string; order: string };

    beforeAll(async () => {
      const owner = await freshCompany('Eigentuemer');
      const card = await order(owner.token, { packageKey: 'standard', paymentMethod: 'card' });
      const byInvoice = await order(owner.token, { packageKey: 'standard' });
      const promo = await call<PromoCode>('POST', '/api/admin/promo-codes', admin, {
        code: `MATRIX${randomUUID().slice(0, 4).toUpperCase()}`,
        kind: 'fixed',
        value: 100,
      });
      ids = {
        invoice: byInvoice.body.invoice!.id,
        promo: promo.body.id,
        session: new URL(card.body.paymentRedirectUrl!, base).searchParams.get('session')!,
        order: card.body.orderId,
      };
    });

    const companyOwned = () =>
      [
        ['GET', `/api/company/billing/invoices/${ids.invoice}/pdf`],
        ['GET', `/api/company/billing/invoices/${ids.invoice}/xml`],
        ['GET', `/api/company/billing/payments/${ids.session}`],
        ['POST', `/api/company/billing/payments/${ids.session}/test-outcome`, { outcome: 'succeeded' }],
        ['GET', `/api/company/billing/orders/${ids.order}`],
      ] as const;
    const companyCollections = () =>
      [
        ['GET', '/api/company/billing/subscription'],
        ['GET', '/api/company/billing/invoices'],
        ['GET', '/api/company/billing/profile'],
        ['PUT', '/api/company/billing/profile', address('Matrix GmbH')],
        ['POST', '/api/company/billing/orders', { packageKey: 'standard', period: 'monthly', billingAddress: address('Matrix GmbH') }],
      ] as const;
    const adminOnly = () =>
      [
        ['GET', '/api/admin/billing/invoices'],
        ['GET', `/api/admin/billing/invoices/${ids.invoice}/pdf`],
        ['GET', `/api/admin/billing/invoices/${ids.invoice}/xml`],
        ['POST', `/api/admin/billing/invoices/${ids.invoice}/mark-paid`, {}],
        ['POST', `/api/admin/billing/invoices/${ids.invoice}/cancel`, { reason: 'Matrixprüfung' }],
        ['POST', `/api/admin/billing/invoices/${ids.invoice}/credit-note`, { netCents: 100, reason: 'Matrixprüfung' }],
        ['POST', '/api/admin/billing/bank-statements', { format: 'csv', content: 'Verwendungszweck;Betrag\nx;1,00' }],
        ['GET', '/api/admin/promo-codes'],
        ['POST', '/api/admin/promo-codes', { code: 'MATRIXNEU', kind: 'percent', value: 10 }],
        ['PATCH', `/api/admin/promo-codes/${ids.promo}`, { active: false }],
        ['DELETE', `/api/admin/promo-codes/${ids.promo}`],
      ] as const;
    const expectDenied = (response: HttpResult, status: number, label: string) => {
      expect({ label, status: response.status }).toEqual({ label, status });
      expect(Object.keys(response.body as object)).toEqual(['message']);
    };

    it('visitors get 401 everywhere but the public endpoints', async () => {
      for (const [method, path, body] of [...companyOwned(), ...companyCollections(), ...adminOnly()]) {
        expectDenied(await call(method, path, undefined, body), 401, `${method} ${path}`);
      }
    });

    it("another company gets 404 for the owner's invoices, payments and orders, never their data", async () => {
      for (const [method, path, body] of companyOwned()) {
        const response = await call(method, path, companyB, body);
        expectDenied(response, 404, `${method} ${path}`);
        expect(response.text).not.toContain('Eigentuemer');
      }
      const own = await call<InvoiceSummary[]>('GET', '/api/company/billing/invoices', companyB);
      expect(own.body.map((invoice) => invoice.id)).not.toContain(ids.invoice);
    });

    it('companies and regional managers get 403 on admin endpoints, admins and managers 403 on company ones', async () => {
      const region = await loginToken(base, 'region@demo.example', 'demo-passwort');
      for (const token of [companyA, companyB, region]) {
        for (const [method, path, body] of adminOnly()) expectDenied(await call(method, path, token, body), 403, `${method} ${path}`);
      }
      for (const token of [admin, region]) {
        for (const [method, path, body] of [...companyOwned(), ...companyCollections()]) {
          expectDenied(await call(method, path, token, body), 403, `${method} ${path}`);
        }
      }
      const [still] = await sql<{ status: string }>(stack.databaseUrl, 'SELECT status FROM invoices WHERE id = $1', [ids.invoice]);
      expect(still!.status).toBe('open');
    });

    it('while the admin is let in (so the refusals are not an accident)', async () => {
      const statuses = [];
      for (const [method, path, body] of adminOnly()) statuses.push((await call(method, path, admin, body)).status);
      expect(statuses).toEqual([200, 200, 200, 200, 201, 409, 200, 200, 201, 200, 204]);
    });
  });
});
