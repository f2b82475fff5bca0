import { useEffect } from 'react';
import { App } from 'antd';
import { plugAntdNotifier } from './notifiers.ts';

/** Hands antd App's message (themed, zh_CN) to the HTTP layer; renders nothing. */
export function NotifierBridge() {
  const { message } = App.useApp();
  useEffect(() => {
    plugAntdNotifier({
      warning: (content, durationS) => void message.warning(content, durationS),
      error: (content, durationS) => void message.error(content, durationS),
      info: (content, durationS) => void message.info(content, durationS),
    });
  }, [message]);
  return null;
}
