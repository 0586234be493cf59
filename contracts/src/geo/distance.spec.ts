import { distanceInCircleKm, haversineKm } from './distance';

describe('haversineKm', () => {
  it('measures Köln to Berlin as the radius filter should (about 477 km)', () => {
    expect(haversineKm(50.9375, 6.9603, 52.52, 13.405)).toBeCloseTo(477, -1);
  });

  it('is zero for one point and symmetric', () => {
    expect(haversineKm(48.137, 11.575, 48.137, 11.575)).toBe(0);
    expect(haversineKm(53.55, 9.99, 48.14, 11.58)).toBeCloseTo(haversineKm(48.14, 11.58, 53.55, 9.99), 10);
  });

  it('uses the earth radius of 6371 km: a quarter meridian is 10,007.5 km', () => {
    expect(haversineKm(0, 0, 90, 0)).toBeCloseTo((Math.PI / 2) * 6371, 6);
  });
});

describe('distanceInCircleKm', () => {
  const koeln = { latitude: 50.9375, longitude: 6.9603, radiusKm: 40 };

  it('gives the distance of a point inside, on the border included, and null outside or without a place', () => {
    const wuppertal = { latitude: 51.2562, longitude: 7.1508 };
    expect(distanceInCircleKm(koeln, wuppertal)).toBeCloseTo(haversineKm(50.9375, 6.9603, 51.2562, 7.1508), 10);
    const border = haversineKm(50.9375, 6.9603, 51.2562, 7.1508);
    expect(distanceInCircleKm({ ...koeln, radiusKm: border }, wuppertal)).toBe(border);
    expect(distanceInCircleKm(koeln, { latitude: 52.52, longitude: 13.405 })).toBeNull();
    expect(distanceInCircleKm(koeln, { latitude: null, longitude: null })).toBeNull();
  });
});
