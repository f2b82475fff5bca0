import { useCallback, useEffect, useRef, useState } from 'react';
import { MESSAGES } from '@coal/contracts';
import { uuidV4 } from '../../../lib/uuid.ts';
import { getCaptcha, type Captcha } from '../api.ts';
import { useAntdApp } from '../../../ui/useAntdApp.ts';

export interface CaptchaState {
  /** The uuid the shown image belongs to; send it with the typed code. */
  uuid: string;
  image: string;
  loading: boolean;
  /** Asks for a new image under a fresh uuid (captchas are single-use). */
  refresh: () => void;
}

/**
 * Captcha of the login forms: a fresh uuid each time, the first image on mount, and
 * 获取验证码失败 when the server cannot give one (spec §8). Only the latest request wins.
 */
export function useCaptcha(): CaptchaState {
  const { message } = useAntdApp();
  const [captcha, setCaptcha] = useState<Captcha>({ uuid: '', image: '' });
  const [loading, setLoading] = useState(false);
  const latest = useRef(0);

  const refresh = useCallback(() => {
    const request = ++latest.current;
    const uuid = uuidV4();
    setLoading(true);
    getCaptcha(uuid)
      .then((answer) => {
        if (request !== latest.current) return;
        if (answer.result && answer.data?.image) setCaptcha({ uuid: answer.data.uuid || uuid, image: answer.data.image });
        else void message.error(MESSAGES.captchaFailed);
      })
      .catch(() => {
        if (request === latest.current) void message.error(MESSAGES.captchaFailed);
      })
      .finally(() => {
        if (request === latest.current) setLoading(false);
      });
  }, [message]);

  useEffect(() => {
    refresh();
  }, [refresh]);

  return { ...captcha, loading, refresh };
}
