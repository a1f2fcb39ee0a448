import { useCallback, useEffect, useState } from 'react';
import { useCaptchaMutation } from '@/api/authApi';

export type CaptchaState = { key: string | null; img: string | null; loading: boolean };

/** A captcha for a one-step form (register): loaded on mount when needed, renewed on demand. */
export function useCaptcha(enabled: boolean) {
  const [load] = useCaptchaMutation();
  const [state, setState] = useState<CaptchaState>({ key: null, img: null, loading: enabled });
  const refresh = useCallback(async () => {
    setState({ key: null, img: null, loading: true });
    try {
      const data = await load().unwrap();
      setState({ key: data.key, img: data.img, loading: false });
    } catch {
      setState({ key: null, img: null, loading: false });
    }
  }, [load]);
  useEffect(() => {
    if (enabled) void refresh();
  }, [enabled, refresh]);
  return { ...state, refresh };
}
