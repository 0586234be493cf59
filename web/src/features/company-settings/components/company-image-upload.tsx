import type { CompanyImageKind, MessageKey } from '@praxisnah/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-field';
import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import { t } from '@/lib/messages';
import { checkCompanyImage, useRemoveCompanyImage, useUploadCompanyImage } from '../api/upload-company-image';
import '@/lib/message-parts/companies';

type ImageText = 'title' | 'hint' | 'alt' | 'previewAlt' | 'none' | 'change' | 'upload' | 'remove' | 'saved' | 'removed';

/** Each text whole per kind: German puts "Logo" and "Titelbild" into different sentences, not into one pattern. */
const TEXTS: Record<CompanyImageKind, Record<ImageText, MessageKey>> = {
  logo: {
    title: 'settings.logo.title',
    hint: 'settings.logo.hint',
    alt: 'settings.logo.alt',
    previewAlt: 'settings.logo.previewAlt',
    none: 'settings.logo.none',
    change: 'settings.logo.change',
    upload: 'settings.logo.upload',
    remove: 'settings.logo.remove',
    saved: 'settings.logo.saved',
    removed: 'settings.logo.removed',
  },
  'featured-image': {
    title: 'settings.featuredImage.title',
    hint: 'settings.featuredImage.hint',
    alt: 'settings.featuredImage.alt',
    previewAlt: 'settings.featuredImage.previewAlt',
    none: 'settings.featuredImage.none',
    change: 'settings.featuredImage.change',
    upload: 'settings.featuredImage.upload',
    remove: 'settings.featuredImage.remove',
    saved: 'settings.featuredImage.saved',
    removed: 'settings.featuredImage.removed',
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
  const text = (which: ImageText) => t(TEXTS[kind][which]);

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
      <h3 className="image-upload__title">{text('title')}</h3>
      <div className="image-upload__preview">
        {shown ? (
          <img src={shown} alt={preview ? text('previewAlt') : text('alt')} onError={() => setBrokenUrl(currentUrl)} />
        ) : (
          <span className="image-upload__empty">
            <Icon name="upload" size={28} />
            {text('none')}
          </span>
        )}
      </div>
      <p id={`${inputId}-hint`} className="field__hint">
        {text('hint')}
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
          {upload.isPending ? t('settings.image.uploading') : shown ? text('change') : text('upload')}
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
            {remove.isPending ? t('settings.image.removing') : text('remove')}
          </Button>
        ) : null}
      </div>
      {error ? <FormMessage tone="error">{error}</FormMessage> : null}
      {upload.isSuccess && !error ? <FormMessage tone="success">{text('saved')}</FormMessage> : null}
      {remove.isSuccess && !error ? <FormMessage tone="success">{text('removed')}</FormMessage> : null}
    </div>
  );
}
