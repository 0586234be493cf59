/** The second half of the routes at every width (support/layout.ts says what it checks), and the cards on a 360 px phone. */
import type { CompanyView } from '@praxisnah/contracts';
import { paths } from '../src/app/paths';
import { newContext } from './support/browser';
import { browser, describeEveryRoute, describeOpenedStatesAt, stack, useLayoutStack, visit } from './support/layout';
import { getJson } from './support/stack';

useLayoutStack();
describeEveryRoute(1, 2);
describeOpenedStatesAt(390);

describe('cards on a 360 px phone', () => {
  const viewport = { width: 360, height: 800 };

  test('events: a date tile per event instead of one placeholder, buttons in even rows, compact cards', async () => {
    const context = await newContext(browser, stack.baseUrl, { viewport });
    try {
      const page = await visit(context, paths.events.to());
      const cards = await page.locator('.event-card').evaluateAll((elements) =>
        elements.map((card) => ({
          height: card.getBoundingClientRect().height,
          tile: card.querySelector('.event-image--fallback')?.textContent ?? null,
          primaryTops: [...card.querySelectorAll('.event-card__primary > *')].map((button) =>
            Math.round(button.getBoundingClientRect().top),
          ),
        })),
      );
      expect(cards.length).toBeGreaterThan(3);
      const tiles = cards.flatMap((card) => (card.tile === null ? [] : [card.tile]));
      expect(tiles.length).toBeGreaterThan(1);
      expect(new Set(tiles).size).toBeGreaterThan(1);
      for (const card of cards) {
        expect(card.height).toBeLessThan(640);
        expect(new Set(card.primaryTops).size).toBe(1);
      }
    } finally {
      await context.close();
    }
  });

  test('companies: a letter tile beside the name; a profile without title image starts with its name', async () => {
    const context = await newContext(browser, stack.baseUrl, { viewport });
    try {
      const page = await visit(context, paths.companies.to());
      const tile = await page.locator('.list-card__image--fallback').first().boundingBox();
      expect(tile?.height).toBeLessThanOrEqual(64);
      const companies = await getJson<CompanyView[]>(stack.baseUrl, '/api/companies');
      const plain = companies.find((company) => !company.featuredImageUrl);
      if (!plain) throw new Error('The seed needs a company without a title image');
      await page.goto(paths.companyProfile.to(plain.slug));
      const heading = page.getByRole('heading', { level: 1, name: plain.name });
      await heading.waitFor();
      const headerBottom = await page.locator('.site-header').evaluate((header) => header.getBoundingClientRect().bottom);
      expect(((await heading.boundingBox())?.y ?? 0) - headerBottom).toBeLessThan(200);
    } finally {
      await context.close();
    }
  });
});
