import { useState } from 'react';

/** Company logo; hidden when it fails to load (product.md section 2). */
export function CompanyLogo({ url, className }: { url: string | null; className?: string }) {
  const [failed, setFailed] = useState(false);
  if (!url || failed) return null;
  return (
    <img className={className ?? 'company-logo'} src={url} alt="" loading="lazy" width={56} height={56} onError={() => setFailed(true)} />
  );
}
