import {
  Banknote,
  Briefcase,
  Building,
  Clapperboard,
  Factory,
  GraduationCap,
  Hammer,
  HeartPulse,
  Landmark,
  Laptop,
  Leaf,
  ShoppingBag,
  Truck,
  type LucideIcon,
} from 'lucide-react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';

/**
 * The sectors' icons (the catalogue's `icon` names) from the Lucide set shipped with the app: drawn the same on every
 * phone, unlike emoji, which depend on the device's fonts. Named imports, so only these thirteen reach the bundle.
 */
const SECTOR_ICONS: Record<string, LucideIcon> = {
  laptop: Laptop,
  hammer: Hammer,
  'heart-pulse': HeartPulse,
  'graduation-cap': GraduationCap,
  landmark: Landmark,
  leaf: Leaf,
  banknote: Banknote,
  factory: Factory,
  'shopping-bag': ShoppingBag,
  clapperboard: Clapperboard,
  briefcase: Briefcase,
  truck: Truck,
  building: Building,
};

export function SectorIcon({ icon, size = 14 }: { icon: string; size?: number }) {
  const Drawn = SECTOR_ICONS[icon] ?? Building;
  return <Drawn size={size} strokeWidth={2.25} aria-hidden="true" focusable="false" className="sector-icon" />;
}

const drawnElements = new Map<string, SVGElement>();

/** The same icon as a DOM element, for markup built outside React (map markers); drawn once per icon, then copied. */
export function sectorIconElement(icon: string, size: number): SVGElement {
  const key = `${icon}:${size}`;
  let drawn = drawnElements.get(key);
  if (!drawn) {
    const host = document.createElement('div');
    const root = createRoot(host);
    flushSync(() => root.render(<SectorIcon icon={icon} size={size} />));
    drawn = host.firstElementChild as SVGElement;
    root.unmount();
    drawnElements.set(key, drawn);
  }
  return drawn.cloneNode(true) as SVGElement;
}
