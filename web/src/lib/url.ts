/** "www.firma.de" is what people type; links on the platform need the scheme: "https://www.firma.de". Empty → null. */
export function withHttpScheme(value: string): string | null {
  const text = value.trim();
  if (!text) return null;
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`;
}
