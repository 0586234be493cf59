/** product.md sections 2 and 9. */
export const GERMANY_CENTER: [number, number] = [51.1657, 10.4515];
export const DEFAULT_ZOOM = 6;
export const MAX_ZOOM = 18;
export const MAP_INIT_DELAY_MS = 100;
export const DEFAULT_MAP_HEIGHT = 500;
export const MARKER_SIZE = 32;
/** How far below the screen a company map may still be when Leaflet, its stylesheet and the tiles start loading. */
export const MAP_LOAD_MARGIN = '0px 0px 200px 0px';
