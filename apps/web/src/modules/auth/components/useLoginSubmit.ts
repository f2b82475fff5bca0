import { useState } from 'react';
import { MESSAGES, PROTOCOL_MESSAGES } from '@coal/contracts';
import { pageExit } from '../../../app/guard/pageExit.ts';
import { clearRememberedLogin, saveRememberedLogin, saveTradePasswordHash } from '../../../lib/storage.ts';
import { login } from '../api.ts';
import { afterLoginFrames } from '../session.ts';
import { useAuthDialogs } from './authDialogStore.ts';
import { useAntdApp } from '../../../ui/useAntdApp.ts';

export interface LoginValues {
  loginId: string;
  password: string;
  captchaCode: string;
  remember?: boolean;
}

/** Whether the HTTP layer already showed this error (transport errors, expired login). */
function alreadyShown(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { notified?: unknown }).notified === true;
}

/**
 * The member login flow of spec §4/§8: success → remember or forget the credentials, load
 * the post-login frames, reload (or `afterLogin`: the login page goes on elsewhere); `resetPassword` → confirm 密码已过期 and open the reset
 * dialog; any other failure → the server's message. The caller refreshes the captcha
 * after any failure (it is single-use).
 */
export function useLoginSubmit(onFailure: () => void, afterLogin: () => void = pageExit.reload) {
  const { message, modal } = useAntdApp();
  const openReset = useAuthDialogs((state) => state.openReset);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (values: LoginValues, uuid: string) => {
    const loginId = values.loginId.trim();
    setSubmitting(true);
    try {
      const answer = await login({ loginId, loginPass: values.password, uuid, captchaCode: values.captchaCode.trim() });
      if (answer.result) {
        if (values.remember) await saveRememberedLogin(loginId, values.password);
        else clearRememberedLogin();
        saveTradePasswordHash(values.password);
        await afterLoginFrames();
        afterLogin();
        return;
      }
      onFailure();
      if (answer.message === PROTOCOL_MESSAGES.resetPassword) {
        modal.confirm({
          title: '提示',
          content: MESSAGES.passwordExpired,
          okText: '修改密码',
          cancelText: '取消',
          onOk: () => openReset(loginId, 'expired'),
        });
        return;
      }
      void message.error(answer.message || MESSAGES.loginWrong);
    } catch (error) {
      onFailure();
      if (!alreadyShown(error)) void message.error(error instanceof Error ? error.message : MESSAGES.serverError);
    } finally {
      setSubmitting(false);
    }
  };

  return { submit, submitting };
}
