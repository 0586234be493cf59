import { DEFAULT_RADIUS_KM, RADIUS_OPTIONS_KM } from '@praxisnah/contracts';
import type { GeoPlace } from '@praxisnah/contracts';
import { useEffect, useEffectEvent, useId, useState } from 'react';
import { Icon } from '@/components/ui/icon';
import { toast } from '@/components/ui/toast';
import { federalStateText } from '@/lib/federal-state-text';
import { t } from '@/lib/messages';
import { searchPlaces } from '../api/search-places';
import { rememberPlace, setLocationRemoved, type LocationSelection } from '../hooks/location-value';
import { useMyLocation } from '../hooks/use-my-location';

export const GEOCODE_DEBOUNCE_MS = 1000;
const MIN_SEARCH_CHARS = 2;
const MIN_NOT_FOUND_CHARS = 4;

export interface LocationPickerProps {
  value: LocationSelection | null;
  onChange: (selection: LocationSelection | null) => void;
  /** Key of the page for the "location removed" flag (product.md section 4). */
  page: string;
  label?: string;
  placeholder?: string;
}

/** Place or postcode with a radius: geocoded after a 1 s pause, at least 2 characters (product.md section 5). */
export function LocationPicker({
  value,
  onChange,
  page,
  label = t('location.label'),
  placeholder = t('location.placeholder'),
}: LocationPickerProps) {
  const inputId = useId();
  const radiusId = useId();
  const [text, setText] = useState(value?.address ?? '');
  const [radius, setRadius] = useState(value?.radius ?? DEFAULT_RADIUS_KM);
  const [typing, setTyping] = useState(false);

  // Follow changes from outside (URL, reset) unless the visitor is typing; adjusted during render, no effect needed.
  const externalAddress = value?.address ?? '';
  const externalRadius = value?.radius;
  const [shown, setShown] = useState({ address: externalAddress, radius: externalRadius });
  if (shown.address !== externalAddress || shown.radius !== externalRadius) {
    setShown({ address: externalAddress, radius: externalRadius });
    if (!typing) {
      setText(externalAddress);
      // A Land carries no radius of its own (its URL names none): the one chosen stays for the next place.
      if (externalRadius && value?.area !== 'federalState') setRadius(externalRadius);
    }
  }

  const placesFound = useEffectEvent((places: GeoPlace[], query: string) => {
    setTyping(false);
    const place = places[0];
    if (!place) {
      if (query.length >= MIN_NOT_FOUND_CHARS) {
        toast({ title: t('location.notFound'), description: t('location.notFoundHint') });
      }
      return;
    }
    setLocationRemoved(page, false);
    if (place.area === 'federalState') {
      // Searched by name, which the API reads as the whole Land: coordinates would make it a circle.
      setText(place.name);
      onChange({ address: place.name, radius, area: 'federalState' });
      toast({
        title: t('location.found'),
        description: federalStateText(place.name, { any: 'location.searchFederalState', saarland: 'location.searchSaarland' }),
        variant: 'success',
      });
      return;
    }
    const address = /^\d{5}$/.test(query) && place.zip ? `${place.zip} ${place.name}` : place.name;
    rememberPlace(address, place.latitude, place.longitude);
    setText(address);
    onChange({ address, radius, latitude: place.latitude, longitude: place.longitude });
    toast({ title: t('location.found'), description: t('location.searchRadius', { radius }), variant: 'success' });
  });

  useEffect(() => {
    if (!typing) return;
    const query = text.trim();
    if (query.length < MIN_SEARCH_CHARS) return;
    let cancelled = false;
    const timer = window.setTimeout(async () => {
      const places = await searchPlaces(query);
      if (!cancelled) placesFound(places, query);
    }, GEOCODE_DEBOUNCE_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [text, typing]);

  const { locating, locate } = useMyLocation((selection) => {
    setTyping(false);
    setText(selection.address);
    setLocationRemoved(page, false);
    onChange(selection);
  });

  function clear() {
    setTyping(false);
    setText('');
    setLocationRemoved(page, true);
    onChange(null);
  }

  return (
    <div className="location-picker">
      <div className="field location-picker__place">
        <label htmlFor={inputId}>{label}</label>
        <div className="input-with-action">
          <Icon name="pin" className="input-icon" />
          <input
            id={inputId}
            type="text"
            inputMode="search"
            autoComplete="off"
            value={text}
            placeholder={placeholder}
            onChange={(event) => {
              const next = event.target.value;
              setText(next);
              if (next.trim() === '') {
                clear();
                return;
              }
              setTyping(true);
            }}
          />
          {text ? (
            <button type="button" className="icon-button input-action" onClick={clear} aria-label={t('location.clear')}>
              <Icon name="close" size={16} />
            </button>
          ) : null}
        </div>
      </div>
      {value?.area === 'federalState' ? null : (
        <div className="field location-picker__radius">
          <label htmlFor={radiusId}>{t('location.radius')}</label>
          <select
            id={radiusId}
            value={radius}
            onChange={(event) => {
              const next = Number(event.target.value);
              setRadius(next);
              if (value) onChange({ ...value, radius: next });
            }}
          >
            {RADIUS_OPTIONS_KM.map((option) => (
              <option key={option} value={option}>
                {t('location.radiusOption', { radius: option })}
              </option>
            ))}
          </select>
        </div>
      )}
      <button
        type="button"
        className="btn btn--ghost btn--sm location-picker__locate"
        onClick={() => void locate(radius)}
        disabled={locating}
      >
        <Icon name="locate" size={18} />
        <span>{locating ? t('location.locating') : t('location.locate')}</span>
      </button>
    </div>
  );
}
