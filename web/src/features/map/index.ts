export { CompanyMap } from './components/company-map';
export { AreaMap, type AreaCircle } from './components/area-map';
export { LocationMap } from './components/location-map';
export { PinMap } from './components/pin-map';
export { coordinatesForCity, CITY_COORDINATES } from './hooks/city-coordinates';
export { GERMANY_CENTER, MAP_LOAD_MARGIN } from './hooks/map-constants';
