import { BadRequestException } from '@nestjs/common';
import { GeoController } from './geo.controller';
import { Gazetteer } from './gazetteer';
import { GeoService } from './geo.service';

// Nest 12 ships as ES modules, which Jest cannot require on Node 20. Its decorators only attach routing
// metadata, so they are stood in for here; the validation, the 400 body and the answers are the real ones.
jest.mock('@nestjs/common', () => {
  const decorator = () => () => undefined;
  class BadRequestException extends Error {
    constructor(private readonly body: unknown) {
      super('Bad Request');
    }
    getResponse(): unknown {
      return this.body;
    }
    getStatus(): number {
      return 400;
    }
  }
  return { BadRequestException, Controller: decorator, Get: decorator, Header: decorator, Injectable: decorator, Query: decorator };
});

function createController(): GeoController {
  const gazetteer = new Gazetteer();
  gazetteer.onModuleInit();
  return new GeoController(new GeoService(gazetteer));
}

function badRequestMessage(action: () => unknown): string {
  try {
    action();
  } catch (error) {
    expect(error).toBeInstanceOf(BadRequestException);
    const body = (error as BadRequestException).getResponse() as { message: unknown };
    return String(body.message);
  }
  throw new Error('expected a 400');
}

let controller: GeoController;
// Building the gazetteer at "boot" takes well under a second, but Jest's module loader on a busy machine can take longer.
beforeAll(() => {
  controller = createController();
}, 30_000);

describe('GET /api/geo/search', () => {
  it('suggests places for what the user typed', () => {
    const places = controller.search({ q: 'Koeln' });
    expect(places[0]).toMatchObject({ name: 'Köln', zip: '50667', state: 'Nordrhein-Westfalen' });
    expect(places.length).toBeLessThanOrEqual(5);
  });

  it('suggests a Land typed whole first, as an area with a point inside it; a city-state stays a city', () => {
    const [bayern] = controller.search({ q: 'Bayern' });
    expect(bayern).toMatchObject({ name: 'Bayern', zip: null, state: 'Bayern', area: 'federalState' });
    // Between Ingolstadt and Nürnberg, not in a corner of the Land.
    expect(bayern!.latitude).toBeGreaterThan(48.5);
    expect(bayern!.latitude).toBeLessThan(49.6);
    expect(bayern!.longitude).toBeGreaterThan(10.5);
    expect(bayern!.longitude).toBeLessThan(12.5);
    expect(controller.search({ q: 'nrw' })[0]).toMatchObject({ name: 'Nordrhein-Westfalen', area: 'federalState' });
    expect(controller.search({ q: 'Hamburg' })[0]).toMatchObject({ name: 'Hamburg', zip: expect.any(String) });
    expect(controller.search({ q: 'Hamburg' })[0]).not.toHaveProperty('area');
  });

  it('answers a postcode with its place', () => {
    expect(controller.search({ q: '80331' })[0]).toMatchObject({ name: 'München', zip: '80331' });
  });

  it('gives an empty list for fewer than two characters, unknown places and a missing q', () => {
    expect(controller.search({ q: 'K' })).toEqual([]);
    expect(controller.search({ q: ' ' })).toEqual([]);
    expect(controller.search({ q: 'Xyzzyhausen' })).toEqual([]);
    expect(controller.search({})).toEqual([]);
  });

  it('rejects an overlong query with a German message', () => {
    expect(badRequestMessage(() => controller.search({ q: 'a'.repeat(121) }))).toMatch(/q/);
  });
});

describe('GET /api/geo/reverse', () => {
  it('names the place at a position', () => {
    expect(controller.reverse({ lat: '52.52', lon: '13.40' })).toMatchObject({ name: 'Berlin', state: 'Berlin' });
  });

  it('answers null outside Germany', () => {
    expect(controller.reverse({ lat: '55.5', lon: '5.5' })).toBeNull();
  });

  it('rejects missing, blank and non-numeric coordinates with a German message', () => {
    expect(badRequestMessage(() => controller.reverse({ lon: '13.4' }))).toContain('Breitengrad');
    expect(badRequestMessage(() => controller.reverse({ lat: '', lon: '13.4' }))).toContain('Breitengrad');
    expect(badRequestMessage(() => controller.reverse({ lat: '52.5', lon: 'abc' }))).toContain('Längengrad');
  });

  it('rejects coordinates off the globe', () => {
    expect(badRequestMessage(() => controller.reverse({ lat: '91', lon: '13.4' }))).toMatch(/lat/);
    expect(badRequestMessage(() => controller.reverse({ lat: '52', lon: '-181' }))).toMatch(/lon/);
  });
});
