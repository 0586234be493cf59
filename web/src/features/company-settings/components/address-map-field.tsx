import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { searchPlaces } from '@/features/location';
import { PinMap } from '@/features/map';
import { t } from '@/lib/messages';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import '@/lib/message-parts/companies';

const GEOCODE_DELAY_MS = 1000;

/** The answer for one looked-up text: the place found, or null. */
type Lookup = { query: string; place: string | null };

/**
 * The company's position: the postcode (or else the city) is looked up through /api/geo/search whenever it changes,
 * and the pin jumps there; the person then drags it (or moves it with the arrow keys) to the exact entrance.
 */
export function AddressMapField({
  zip,
  city,
  latitude,
  longitude,
  onChange,
  error,
}: {
  zip: string;
  city: string;
  latitude: number | null;
  longitude: number | null;
  onChange: (latitude: number, longitude: number) => void;
  error?: string;
}) {
  const query = /^\d{5}$/.test(zip.trim()) ? zip.trim() : city.trim();
  const debouncedQuery = useDebouncedValue(query, GEOCODE_DELAY_MS);
  const [lookup, setLookup] = useState<Lookup | null>(null);
  // The address the saved pin belongs to: no lookup for it, so a hand-placed pin survives opening the screen.
  const lookedUp = useRef(latitude !== null && longitude !== null ? query : null);
  const place = useEffectEvent((lat: number, lon: number) => onChange(lat, lon));

  useEffect(() => {
    if (debouncedQuery.length < 2 || debouncedQuery === lookedUp.current) return;
    lookedUp.current = debouncedQuery;
    let cancelled = false;
    void searchPlaces(debouncedQuery).then((places) => {
      if (cancelled) return;
      const [first] = places;
      setLookup({ query: debouncedQuery, place: first ? [first.zip, first.name].filter(Boolean).join(' ') : null });
      if (first) place(first.latitude, first.longitude);
    });
    return () => {
      cancelled = true;
    };
  }, [debouncedQuery]);

  const hasPosition = latitude !== null && longitude !== null;
  const current = lookup && lookup.query === query ? lookup : null;
  return (
    <div className="field address-map">
      <p className="address-map__label">{t('settings.map.label')}</p>
      <p className="field__hint" aria-live="polite">
        {current?.place
          ? t('settings.map.found', { place: current.place })
          : current
            ? t('settings.map.notFound', { query: current.query })
            : hasPosition
              ? t('settings.map.drag')
              : t('settings.map.enter')}
      </p>
      {hasPosition ? (
        <>
          <PinMap latitude={latitude} longitude={longitude} label={t('settings.map.pin')} onMove={onChange} />
          <p className="muted address-map__coordinates">
            {t('settings.map.coordinates', {
              latitude: latitude.toFixed(5).replace('.', ','),
              longitude: longitude.toFixed(5).replace('.', ','),
            })}
          </p>
        </>
      ) : null}
      {error ? <p className="field__error">{error}</p> : null}
    </div>
  );
}
