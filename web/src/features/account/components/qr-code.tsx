import { i18n } from '@lingui/core';
import { useEffect, useState } from 'react';
import { Spinner } from '../../../components/spinner';

/** The QR library loads only here (the settings screen), never in the home route's bundle. */
export function QrCode({ text }: { text: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    import('qrcode').then((qr) => qr.toDataURL(text, { margin: 1, width: 200 })).then((url) => live && setSvg(url));
    return () => {
      live = false;
    };
  }, [text]);
  return svg ? (
    <img src={svg} alt={i18n._('QR code for your authenticator app')} width={200} height={200} />
  ) : (
    <Spinner />
  );
}
