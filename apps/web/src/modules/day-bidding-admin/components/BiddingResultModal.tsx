import { useEffect } from 'react';
import { Descriptions, Form, InputNumber, Modal } from 'antd';
import { biddingActionName, biddingStatusBody, type BiddingStatusBodyInput, type DayBiddingSession } from '@coal/contracts';
import { schemaErrors } from '../../../lib/schema-errors.ts';
import { formatNumber } from '../../../ui/market/change.ts';
import { useChangeBiddingStatusMutation } from '../hooks/useBiddingAdminMutations.ts';
import { useAntdApp } from '../../../ui/useAntdApp.ts';

export interface BiddingResultModalProps {
  /** The session whose result is recorded (or corrected); null keeps the modal closed. */
  session: DayBiddingSession | null;
  onClose: () => void;
}

type ResultForm = Required<Pick<BiddingStatusBodyInput, 'clearingPrice' | 'tradedQuantity'>>;

/** 录入成交结果: the clearing price (not below the starting price) and the quantity traded. */
export function BiddingResultModal({ session, onClose }: BiddingResultModalProps) {
  const { message } = useAntdApp();
  const [form] = Form.useForm<ResultForm>();
  const change = useChangeBiddingStatusMutation();

  useEffect(() => {
    if (!session) return;
    form.resetFields();
    form.setFieldsValue({ clearingPrice: session.clearingPrice ?? undefined, tradedQuantity: session.tradedQuantity ?? undefined });
  }, [session, form]);

  const submit = async () => {
    if (!session) return;
    const values = await form.validateFields();
    const body = { id: session.id, status: 'cleared' as const, ...values };
    const errors = schemaErrors(biddingStatusBody, body);
    if (errors.length > 0) {
      form.setFields(errors.map((e) => ({ name: e.name as keyof ResultForm, errors: e.errors })));
      return;
    }
    change.mutate(body, {
      onSuccess: () => {
        void message.success('操作成功');
        onClose();
      },
    });
  };

  const title = session ? `${biddingActionName(session.status, 'cleared')}：${session.sessionNo}` : '';
  return (
    <Modal
      title={title}
      open={Boolean(session)}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      confirmLoading={change.isPending}
      forceRender
    >
      {session ? (
        <Descriptions size="small" column={2} style={{ marginBottom: 16 }}>
          <Descriptions.Item label="品名">{session.productName}</Descriptions.Item>
          <Descriptions.Item label="状态">{session.statusName}</Descriptions.Item>
          <Descriptions.Item label="起拍价">{formatNumber(session.startingPrice, 2)} 元/吨</Descriptions.Item>
          <Descriptions.Item label="挂牌量">{formatNumber(session.quantity, 0)} 吨</Descriptions.Item>
        </Descriptions>
      ) : null}
      <Form form={form} layout="vertical" name="bidding-result">
        <Form.Item
          name="clearingPrice"
          label="成交价（元/吨）"
          rules={[
            { required: true, message: '请输入成交价' },
            {
              validator: async (_, v?: number) =>
                session && typeof v === 'number' && v < session.startingPrice ? Promise.reject(new Error('成交价不能低于起拍价')) : undefined,
            },
          ]}
        >
          <InputNumber min={0.01} max={9_999_999} precision={2} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="tradedQuantity"
          label="成交量（吨）"
          rules={[
            { required: true, message: '请输入成交量' },
            {
              validator: async (_, v?: number) =>
                session && typeof v === 'number' && v > session.quantity ? Promise.reject(new Error('成交量不能超过挂牌量')) : undefined,
            },
          ]}
        >
          <InputNumber min={0.01} max={99_999_999} precision={2} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
