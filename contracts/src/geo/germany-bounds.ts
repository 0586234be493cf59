/** The rectangle around Germany the platform serves: places and searches outside it are refused. */
export const GERMANY_BOUNDS = { minLatitude: 47, maxLatitude: 55.2, minLongitude: 5.8, maxLongitude: 15.1 } as const;

export const OUTSIDE_GERMANY_MESSAGE = 'Praxisnah sucht nur in Deutschland: Breitengrad 47 bis 55,2, Längengrad 5,8 bis 15,1.';
