import { useCallback, useEffect, useState } from 'react';
import { useCaptchaMutation } from '@/api/authApi';
import { takeEarlyCaptcha } from '@/api/earlyCaptcha';

export type CaptchaState = { key: string | null; img: string | null; loading: boolean };

const NONE: CaptchaState = { key: null, img: null, loading: false };

/**
 * A captcha for a one-step form (register): loaded on mount when needed, renewed on demand. The first one may be
 * the captcha the early script asked for as the page opened (api/earlyCaptcha); taking it empties that slot, so a
 * renewal always asks the platform anew. A form without a captcha drops the early one unused.
 */
export function useCaptcha(enabled: boolean) {
  const [load] = useCaptchaMutation();
  const [state, setState] = useState<CaptchaState>({ ...NONE, loading: enabled });
  const fetchOne = useCallback(
    (first = false) => {
      const early = first ? takeEarlyCaptcha() : null;
      const answer = early ? early.then((captcha) => captcha ?? load().unwrap()) : load().unwrap();
      return answer.then(
        (data) => setState({ key: data.key, img: data.img, loading: false }),
        () => setState(NONE),
      );
    },
    [load],
  );
  const refresh = useCallback(async () => {
    setState({ ...NONE, loading: true });
    await fetchOne();
  }, [fetchOne]);
  useEffect(() => {
    if (enabled) void fetchOne(true);
    else void takeEarlyCaptcha();
  }, [enabled, fetchOne]);
  return { ...state, refresh };
}
