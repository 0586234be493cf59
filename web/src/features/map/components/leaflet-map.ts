import { DEFAULT_SECTOR, findSector, type CompanyView } from '@praxisnah/contracts';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { GeoJsonObject } from 'geojson';
import { sectorIconElement } from '@/components/ui/sector-icon';
import { t } from '@/lib/messages';
import germanyOutline from '../germany-outline.json';
import { coordinatesForCity } from '../hooks/city-coordinates';
import { DEFAULT_ZOOM, GERMANY_CENTER, MARKER_SIZE, MAX_ZOOM } from '../hooks/map-constants';

/** The sector icon inside the 32 px marker's 3 px border. */
const MARKER_ICON_SIZE = 16;

export interface TileConfig {
  url: string;
  attribution: string;
}

export interface MapHandle {
  remove(): void;
}

/** Leaflet (lazy chunk). All text goes in as DOM text nodes, never as HTML. */
function baseMap(container: HTMLElement, tiles: TileConfig | null, center: [number, number], zoom: number): L.Map {
  const map = L.map(container, { center, zoom, maxZoom: MAX_ZOOM, scrollWheelZoom: false });
  map.attributionControl.setPrefix('Leaflet');
  // The outline sits in a pane below the tiles: hidden under working tiles, visible when tiles fail or are blocked.
  map.createPane('outline').style.zIndex = '150';
  L.geoJSON(germanyOutline as GeoJsonObject, {
    pane: 'outline',
    interactive: false,
    style: { color: '#0f5fd7', weight: 1.5, fillColor: '#e6eefb', fillOpacity: 1 },
  }).addTo(map);
  if (tiles?.url) {
    L.tileLayer(tiles.url, { maxZoom: MAX_ZOOM, attribution: tiles.attribution, crossOrigin: false }).addTo(map);
  }
  return map;
}

function text(tag: string, className: string, content: string): HTMLElement {
  const element = document.createElement(tag);
  element.className = className;
  element.textContent = content;
  return element;
}

export function companyPosition(company: CompanyView): [number, number] | null {
  const lat = company.latitude ?? company.lat;
  const lon = company.longitude ?? company.lon;
  if (typeof lat === 'number' && typeof lon === 'number') return [lat, lon];
  const fromCity = coordinatesForCity(company.city);
  return fromCity ? [fromCity[0], fromCity[1]] : null;
}

function markerIcon(color: string, icon: string): L.DivIcon {
  const inner = document.createElement('span');
  inner.className = 'company-marker__inner';
  inner.style.borderColor = color;
  inner.style.color = color;
  inner.append(sectorIconElement(icon, MARKER_ICON_SIZE));
  return L.divIcon({
    className: 'company-marker',
    html: inner,
    iconSize: [MARKER_SIZE, MARKER_SIZE],
    iconAnchor: [MARKER_SIZE / 2, MARKER_SIZE / 2],
    popupAnchor: [0, -MARKER_SIZE / 2],
  });
}

function popupContent(company: CompanyView, onSelect: (company: CompanyView) => void): HTMLElement {
  const sector = company.sector ? findSector(company.sector.key) : DEFAULT_SECTOR;
  const root = document.createElement('div');
  root.className = 'map-popup';
  root.append(
    text('strong', 'map-popup__name', company.name),
    text('span', 'map-popup__sector', company.sector?.label || sector.label || t('map.popup.otherSector')),
  );
  const address = [company.address, [company.zip, company.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  if (address) root.append(text('span', 'map-popup__address', address));
  root.append(text('span', 'map-popup__count', t('map.popup.count', { count: company.internshipCount })));
  const button = text('button', 'btn btn--primary btn--sm map-popup__button', t('map.popup.show'));
  button.setAttribute('type', 'button');
  button.addEventListener('click', () => onSelect(company));
  root.append(button);
  return root;
}

export function createCompanyMap(
  container: HTMLElement,
  companies: CompanyView[],
  tiles: TileConfig | null,
  onSelect: (company: CompanyView) => void,
): MapHandle {
  const map = baseMap(container, tiles, GERMANY_CENTER, DEFAULT_ZOOM);
  for (const company of companies) {
    const position = companyPosition(company);
    if (!position) continue;
    const sector = company.sector ? findSector(company.sector.key) : DEFAULT_SECTOR;
    const marker = L.marker(position, {
      icon: markerIcon(sector.color, sector.icon),
      title: company.name,
      keyboard: true,
      riseOnHover: true,
    })
      .bindPopup(() => popupContent(company, onSelect))
      .addTo(map);
    marker.getElement()?.setAttribute('aria-label', company.name);
    marker.on('click', () => onSelect(company));
  }
  return { remove: () => map.remove() };
}

export function createLocationMap(
  container: HTMLElement,
  latitude: number,
  longitude: number,
  label: string,
  tiles: TileConfig | null,
): MapHandle {
  const map = baseMap(container, tiles, [latitude, longitude], 13);
  const marker = L.marker([latitude, longitude], { icon: markerIcon('#0f5fd7', '📍'), title: label, keyboard: true }).addTo(map);
  marker.getElement()?.setAttribute('aria-label', label);
  return { remove: () => map.remove() };
}

/** A circle per area (a region), its size by radius and its colour by the share it stands for (0–1). */
export interface AreaCircle {
  latitude: number;
  longitude: number;
  radiusKm: number;
  /** 0 = none of the searches went unanswered, 1 = all of them. */
  share: number;
  label: string;
  detail: string;
}

const shareColor = (share: number) => `hsl(${Math.round(120 - 120 * Math.min(1, Math.max(0, share)))}, 70%, 42%)`;

export function createAreaMap(container: HTMLElement, areas: readonly AreaCircle[], tiles: TileConfig | null): MapHandle {
  const map = baseMap(container, tiles, GERMANY_CENTER, 5);
  for (const area of areas) {
    const popup = document.createElement('div');
    popup.append(text('strong', '', area.label), document.createElement('br'), text('span', '', area.detail));
    L.circle([area.latitude, area.longitude], {
      radius: area.radiusKm * 1000,
      color: shareColor(area.share),
      fillColor: shareColor(area.share),
      fillOpacity: 0.35,
      weight: 1.5,
    })
      .bindPopup(popup)
      .bindTooltip(`${area.label}: ${area.detail}`)
      .addTo(map);
  }
  return { remove: () => map.remove() };
}

export interface PinMapHandle extends MapHandle {
  /** Moves the pin (and the view, when the pin left it) without telling the listener: the change came from outside. */
  setPosition(latitude: number, longitude: number): void;
}

const PIN_KEY_STEP_PX = 12;
const PIN_KEYS: Record<string, [number, number]> = {
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
};

/**
 * One pin the user places: drag it with the mouse or finger, or focus it and move it with the arrow keys. Every move
 * ends with onMove(latitude, longitude).
 */
export function createPinMap(
  container: HTMLElement,
  latitude: number,
  longitude: number,
  label: string,
  tiles: TileConfig | null,
  onMove: (latitude: number, longitude: number) => void,
): PinMapHandle {
  const map = baseMap(container, tiles, [latitude, longitude], 15);
  map.scrollWheelZoom.disable();
  const marker = L.marker([latitude, longitude], {
    icon: markerIcon('#0f5fd7', '📍'),
    title: label,
    keyboard: true,
    draggable: true,
    autoPan: true,
  }).addTo(map);
  const element = marker.getElement();
  element?.setAttribute('aria-label', t('map.pin.label', { label }));
  element?.setAttribute('role', 'button');
  const report = () => {
    const position = marker.getLatLng();
    onMove(Number(position.lat.toFixed(6)), Number(position.lng.toFixed(6)));
  };
  marker.on('dragend', report);
  element?.addEventListener('keydown', (event) => {
    const step = PIN_KEYS[event.key];
    if (!step) return;
    event.preventDefault();
    event.stopPropagation();
    const point = map.latLngToContainerPoint(marker.getLatLng()).add([step[0] * PIN_KEY_STEP_PX, step[1] * PIN_KEY_STEP_PX]);
    marker.setLatLng(map.containerPointToLatLng(point));
    if (!map.getBounds().pad(-0.1).contains(marker.getLatLng())) map.panTo(marker.getLatLng());
    report();
  });
  return {
    remove: () => map.remove(),
    setPosition(nextLatitude, nextLongitude) {
      const current = marker.getLatLng();
      if (current.lat === nextLatitude && current.lng === nextLongitude) return;
      marker.setLatLng([nextLatitude, nextLongitude]);
      if (!map.getBounds().contains(marker.getLatLng())) map.setView([nextLatitude, nextLongitude], Math.max(map.getZoom(), 13));
    },
  };
}
