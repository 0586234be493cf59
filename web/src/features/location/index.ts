export { LocationPicker } from './components/location-picker';
export { useAutoLocation } from './hooks/use-auto-location';
export { useMyLocation } from './hooks/use-my-location';
export { parseLocationParam, formatLocationParam, isUnnamedPosition, placeQuery, type LocationSelection } from './hooks/location-value';
export { getDevicePosition } from './hooks/get-device-position';
export { reverseGeocode } from './api/reverse-geocode';
export { writeSessionLocation } from './hooks/location-value';
export { searchPlaces } from './api/search-places';
