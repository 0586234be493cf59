import { useEffect, useRef, useState } from 'react';
import { FormMessage } from '@/components/ui/form-field';
import { t } from '@/lib/messages';
import '@/lib/message-parts/events';

/** The browser's own QR reader (Chrome on Android, Safari 17+); typed here because TypeScript's DOM library lacks it. */
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<Array<{ rawValue: string }>>;
}
type BarcodeDetectorConstructor = new (options: { formats: string[] }) => BarcodeDetectorLike;

/** A second read of the same code within this time is the same person still in front of the camera. */
const SAME_CODE_PAUSE_MS = 3000;

type Reader = (video: HTMLVideoElement) => Promise<string | null>;

async function createReader(): Promise<Reader> {
  const Detector = (window as unknown as { BarcodeDetector?: BarcodeDetectorConstructor }).BarcodeDetector;
  if (Detector) {
    const detector = new Detector({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
  }
  // Elsewhere (Firefox, older iPhones) jsQR reads the frames; it loads only when needed.
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    if (!context || !video.videoWidth) return null;
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    context.drawImage(video, 0, 0);
    const image = context.getImageData(0, 0, canvas.width, canvas.height);
    return jsQR(image.data, image.width, image.height, { inversionAttempts: 'dontInvert' })?.data ?? null;
  };
}

/** The phone's back camera, reading QR codes until closed; each new code goes to onCode once. */
export function QrScanner({ onCode }: { onCode: (code: string) => void }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const onCodeRef = useRef(onCode);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    onCodeRef.current = onCode;
  }, [onCode]);

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer = 0;
    let last = { code: '', at: 0 };
    const start = async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      } catch {
        setError(t('events.manage.cameraUnavailable'));
        return;
      }
      const video = videoRef.current;
      if (stopped || !video) return;
      video.srcObject = stream;
      await video.play().catch(() => undefined);
      const read = await createReader();
      const scan = async () => {
        if (stopped) return;
        const code = video.readyState >= 2 ? await read(video).catch(() => null) : null;
        const now = Date.now();
        if (code && (code !== last.code || now - last.at > SAME_CODE_PAUSE_MS)) {
          last = { code, at: now };
          onCodeRef.current(code);
        }
        timer = window.setTimeout(() => void scan(), 150);
      };
      void scan();
    };
    void start();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  if (error) return <FormMessage tone="error">{error}</FormMessage>;
  return (
    <div className="qr-scanner">
      <video ref={videoRef} className="qr-scanner__video" muted playsInline aria-label={t('events.manage.cameraLabel')} />
      <p className="muted">{t('events.manage.cameraHint')}</p>
    </div>
  );
}
