import { createListingSchema, updateListingSchema } from './listing.schema';
import { updateEventSchema } from '../events/event.schema';

describe('listing schemas', () => {
  it('fills the defaults of a new listing', () => {
    const parsed = createListingSchema.parse({ title: 'Praktikum IT (m/w/d)', description: 'x'.repeat(30), sector: 'it_kommunikation' });
    expect(parsed).toMatchObject({ isAusbildung: false, skills: [], status: 'entwurf' });
  });

  it('leaves every field an update does not name untouched (no defaults sneak in)', () => {
    expect(updateListingSchema.parse({ title: 'Neuer Titel (m/w/d)' })).toEqual({ title: 'Neuer Titel (m/w/d)' });
    expect(updateEventSchema.parse({ title: 'Neue Messe' })).toEqual({ title: 'Neue Messe' });
  });

  it('refuses an end date before the start date', () => {
    const result = updateListingSchema.safeParse({ validFrom: '2026-05-02', validTo: '2026-05-01' });
    expect(result.success).toBe(false);
  });
});
