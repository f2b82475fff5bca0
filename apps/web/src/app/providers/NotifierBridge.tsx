import { useEffect } from 'react';
import { useAntdApp } from '../../ui/useAntdApp.ts';
import { plugAntdNotifier } from './notifiers.ts';

/** Hands antd App's message (themed, zh_CN) to the HTTP layer; renders nothing. */
export function NotifierBridge() {
  const { message } = useAntdApp();
  useEffect(() => {
    plugAntdNotifier({
      warning: (content, durationS) => void message.warning(content, durationS),
      error: (content, durationS) => void message.error(content, durationS),
      info: (content, durationS) => void message.info(content, durationS),
    });
  }, [message]);
  return null;
}
