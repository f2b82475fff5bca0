import { useEffect } from 'react';
import { message, Modal, notification } from 'antd';
import type { useAppProps } from 'antd/es/app/context';

/**
 * The holders of antd App's `message`, `notification` and `modal` (what antd's `App` renders
 * itself), loaded just after the first render by `AntdOutlet`; hands their APIs up.
 */
export function AntdAppApis({ onReady }: { onReady: (apis: useAppProps) => void }) {
  const [messageApi, messageHolder] = message.useMessage();
  const [notificationApi, notificationHolder] = notification.useNotification();
  const [modalApi, modalHolder] = Modal.useModal();
  useEffect(() => {
    onReady({ message: messageApi, notification: notificationApi, modal: modalApi });
  }, [onReady, messageApi, notificationApi, modalApi]);
  return (
    <>
      {modalHolder}
      {messageHolder}
      {notificationHolder}
    </>
  );
}
