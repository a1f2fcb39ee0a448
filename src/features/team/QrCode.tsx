import { useEffect, useState } from 'react';

type Props = { value: string; label: string; size?: number };

/** A QR code of a link, drawn on the phone; the encoder loads only when a code is shown. */
export function QrCode({ value, label, size = 168 }: Props) {
  const [src, setSrc] = useState('');
  useEffect(() => {
    let live = true;
    setSrc('');
    import(/* webpackChunkName: "qrcode" */ 'qrcode')
      .then((q) => q.toDataURL(value, { margin: 1, width: size * 2, errorCorrectionLevel: 'M' }))
      .then((url) => {
        if (live) setSrc(url);
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
