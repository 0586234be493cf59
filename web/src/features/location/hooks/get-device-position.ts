/** product.md section 9: low accuracy, position cache 5 min, 10 s timeout. Resolves null when unavailable. */
export const GEOLOCATION_OPTIONS: PositionOptions = { enableHighAccuracy: false, maximumAge: 300_000, timeout: 10_000 };

export function isGeolocationSupported(): boolean {
  return typeof navigator !== 'undefined' && 'geolocation' in navigator;
}

export function getDevicePosition(): Promise<{ latitude: number; longitude: number } | null> {
  if (!isGeolocationSupported()) return Promise.resolve(null);
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
      () => resolve(null),
      GEOLOCATION_OPTIONS,
    );
  });
}
