import { validationText } from '../messages/validation-text';

/** The rectangle around Germany the platform serves: places and searches outside it are refused. */
export const GERMANY_BOUNDS = { minLatitude: 47, maxLatitude: 55.2, minLongitude: 5.8, maxLongitude: 15.1 } as const;

export const OUTSIDE_GERMANY_MESSAGE = validationText('validation.geo.outsideGermany');
