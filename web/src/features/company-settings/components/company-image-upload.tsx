import type { CompanyImageKind } from '@praxisnah/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-field';
import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import { checkCompanyImage, useRemoveCompanyImage, useUploadCompanyImage } from '../api/upload-company-image';

const COPY: Record<CompanyImageKind, { title: string; hint: string; alt: string }> = {
  logo: {
    title: 'Logo',
    hint: 'Quadratisch wirkt am besten, z. B. 400 × 400 Pixel. PNG, JPEG oder WebP, höchstens 2 MB.',
    alt: 'Aktuelles Logo',
  },
  'featured-image': {
    title: 'Titelbild',
    hint: 'Erscheint groß auf Ihrem Profil und im Unternehmensverzeichnis, z. B. 1600 × 600 Pixel. PNG, JPEG oder WebP, höchstens 2 MB.',
    alt: 'Aktuelles Titelbild',
  },
};

/** Logo or featured image: pick a file, see it at once, upload it (checked for type and size before it leaves), or remove it. */
export function CompanyImageUpload({ kind, currentUrl }: { kind: CompanyImageKind; currentUrl: string | null }) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useUploadCompanyImage();
  const remove = useRemoveCompanyImage();
  const busy = upload.isPending || remove.isPending;
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const copy = COPY[kind];

  // The local preview is an object URL: released when replaced or when the screen closes.
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const onFile = (file: File | undefined) => {
    if (!file) return;
    const problem = checkCompanyImage(file);
    if (problem) {
      setError(problem);
      if (inputRef.current) inputRef.current.value = '';
      return;
    }
    setError(null);
    remove.reset();
    setPreview(URL.createObjectURL(file));
    upload.mutate(
      { kind, file },
      {
        onSuccess: () => setPreview(null),
        onError: (uploadError) => {
          setPreview(null);
          setError(uploadError.message);
        },
        onSettled: () => {
          if (inputRef.current) inputRef.current.value = '';
        },
      },
    );
  };

  const shown = preview ?? (currentUrl && currentUrl !== brokenUrl ? currentUrl : null);

  return (
    <div className={cn('image-upload', `image-upload--${kind}`)}>
      <h3 className="image-upload__title">{copy.title}</h3>
      <div className="image-upload__preview">
        {shown ? (
          <img src={shown} alt={preview ? `Vorschau: ${copy.title}` : copy.alt} onError={() => setBrokenUrl(currentUrl)} />
        ) : (
          <span className="image-upload__empty">
            <Icon name="upload" size={28} />
            Noch kein {copy.title}
          </span>
        )}
      </div>
      <p id={`${inputId}-hint`} className="field__hint">
        {copy.hint}
      </p>
      <input
        ref={inputRef}
        id={inputId}
        className="visually-hidden"
        type="file"
        tabIndex={-1}
        accept="image/png,image/jpeg,image/webp"
        aria-describedby={`${inputId}-hint`}
        onChange={(event) => onFile(event.target.files?.[0])}
        disabled={busy}
      />
      <div className="button-row">
        <Button variant="secondary" size="sm" onClick={() => inputRef.current?.click()} disabled={busy}>
          <Icon name="upload" size={16} />
          {upload.isPending ? 'Wird hochgeladen...' : shown ? `${copy.title} ändern` : `${copy.title} hochladen`}
        </Button>
        {currentUrl && !preview ? (
          <Button
            variant="ghost"
            size="sm"
            className="btn--danger-text"
            disabled={busy}
            onClick={() => {
              setError(null);
              upload.reset();
              remove.mutate(kind, { onError: (removeError) => setError(removeError.message) });
            }}
          >
            <Icon name="trash" size={16} />
            {remove.isPending ? 'Wird entfernt...' : `${copy.title} entfernen`}
          </Button>
        ) : null}
      </div>
      {error ? <FormMessage tone="error">{error}</FormMessage> : null}
      {upload.isSuccess && !error ? <FormMessage tone="success">{copy.title} gespeichert.</FormMessage> : null}
      {remove.isSuccess && !error ? <FormMessage tone="success">{copy.title} entfernt.</FormMessage> : null}
    </div>
  );
}
