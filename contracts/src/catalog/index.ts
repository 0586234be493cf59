export * from './sectors';
export * from './internship-types';
export * from './durations';
export * from './ausbildung';
export * from './event-highlights';
export * from './search-options';
export * from './dated-options';
export * from './ausbildung-options.schema';
