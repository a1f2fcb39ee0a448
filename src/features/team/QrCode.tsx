import { useEffect, useState } from 'react';

type Props = { value: string; label: string; size?: number };

/** A QR code of a link, drawn on the phone; the encoder loads only when a code is shown. */
export function QrCode({ value, label, size = 168 }: Props) {
  // The drawing belongs to the link and size it was drawn for; another link shows the blank box until drawn.
  const [drawn, setDrawn] = useState<{ value: string; size: number; url: string } | null>(null);
  const src = drawn && drawn.value === value && drawn.size === size ? drawn.url : '';
  useEffect(() => {
    let live = true;
    import(/* webpackChunkName: "qrcode" */ 'qrcode')
      .then((q) => q.toDataURL(value, { margin: 1, width: size * 2, errorCorrectionLevel: 'M' }))
      .then((url) => {
        if (live) setDrawn({ value, size, url });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [value, size]);
  return (
    <figure className="team-qr">
      {src ? (
        <img src={src} alt={label} width={size} height={size} />
      ) : (
        <span className="team-qr-blank" style={{ width: size, height: size }} aria-busy="true" />
      )}
    </figure>
  );
}
