import { useCallback, useEffect, useState } from 'react';
import { useCaptchaMutation } from '@/api/authApi';

export type CaptchaState = { key: string | null; img: string | null; loading: boolean };

const NONE: CaptchaState = { key: null, img: null, loading: false };

/** A captcha for a one-step form (register): loaded on mount when needed, renewed on demand. */
export function useCaptcha(enabled: boolean) {
  const [load] = useCaptchaMutation();
  const [state, setState] = useState<CaptchaState>({ ...NONE, loading: enabled });
  const fetchOne = useCallback(
    () =>
      load()
        .unwrap()
        .then(
          (data) => setState({ key: data.key, img: data.img, loading: false }),
          () => setState(NONE),
        ),
    [load],
  );
  const refresh = useCallback(async () => {
    setState({ ...NONE, loading: true });
    await fetchOne();
  }, [fetchOne]);
  useEffect(() => {
    if (enabled) void fetchOne();
  }, [enabled, fetchOne]);
  return { ...state, refresh };
}
