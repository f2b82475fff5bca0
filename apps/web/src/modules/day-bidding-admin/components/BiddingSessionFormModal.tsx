import { useEffect } from 'react';
import { FormModal } from '../../../ui/FormModal.tsx';
import { AutoComplete, Col, Form, Input, InputNumber, Row } from 'antd';
import { BIDDING_CATEGORIES, biddingSaveBody, type DayBiddingSession } from '@coal/contracts';
import { schemaErrors } from '../../../lib/schema-errors.ts';
import { useSaveBiddingSessionMutation } from '../hooks/useBiddingAdminMutations.ts';
import { type BiddingFormValues, newBiddingValues, toBiddingFormValues, toBiddingInput } from '../utils/biddingForm.ts';
import { useAntdApp } from '../../../ui/useAntdApp.ts';
import { DatePicker } from '../../../ui/ChinaDatePicker.ts';

export interface BiddingSessionFormModalProps {
  /** The session edited; null adds a new one. */
  session: DayBiddingSession | null;
  open: boolean;
  onClose: () => void;
}

const TIME_FORMAT = 'YYYY-MM-DD HH:mm';

/** Add or edit a session's lot and times; the status and result are changed from the table. */
export function BiddingSessionFormModal({ session, open, onClose }: BiddingSessionFormModalProps) {
  const { message } = useAntdApp();
  const [form] = Form.useForm<BiddingFormValues>();
  const save = useSaveBiddingSessionMutation();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(session ? toBiddingFormValues(session) : newBiddingValues());
  }, [open, session, form]);

  const submit = async () => {
    const input = toBiddingInput(await form.validateFields(), session?.id);
    // The server's own rules (end after start, at most 24 hours…), shown at the field.
    const errors = schemaErrors(biddingSaveBody, input);
    if (errors.length > 0) {
      form.setFields(errors.map((e) => ({ name: e.name as keyof BiddingFormValues, errors: e.errors })));
      return;
    }
    save.mutate(input, {
      onSuccess: (saved) => {
        void message.success(session ? '保存成功' : `保存成功，场次编号 ${saved.sessionNo}`);
        onClose();
      },
    });
  };

  return (
    <FormModal
      title={session ? `编辑竞价场次：${session.sessionNo}` : '新增竞价场次'}
      open={open}
      width={720}
      form={form}
      name="bidding-session"
      saving={save.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name="sessionNo" label="场次编号" extra={session ? undefined : '留空则自动编号（JJ+日期+序号）'}>
            <Input maxLength={32} placeholder={session ? undefined : '自动编号'} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="category" label="品类" rules={[{ required: true, whitespace: true, message: '请输入品类' }]}>
            <AutoComplete options={BIDDING_CATEGORIES.map((c) => ({ value: c }))} maxLength={20} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="productName" label="品名" rules={[{ required: true, whitespace: true, message: '请输入品名' }]}>
            <Input maxLength={60} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="origin" label="产地" rules={[{ required: true, whitespace: true, message: '请输入产地' }]}>
            <Input maxLength={60} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="specification" label="质量指标" rules={[{ required: true, whitespace: true, message: '请输入质量指标' }]}>
            <Input maxLength={200} placeholder="如 A≤10% S≤0.6% V20-24% G≥80" />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="deliveryTerms" label="交收方式" rules={[{ required: true, whitespace: true, message: '请输入交收方式' }]}>
            <Input maxLength={100} placeholder="如 车板交货（FOR）·柳林站" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="quantity" label="挂牌量（吨）" rules={[{ required: true, message: '请输入挂牌量' }]}>
            <InputNumber min={0.01} max={99_999_999} precision={2} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="startingPrice" label="起拍价（元/吨）" rules={[{ required: true, message: '请输入起拍价' }]}>
            <InputNumber min={0.01} max={9_999_999} precision={2} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="startAt" label="开始时间" rules={[{ required: true, message: '请选择开始时间' }]}>
            <DatePicker showTime={{ format: 'HH:mm' }} format={TIME_FORMAT} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="endAt" label="结束时间" dependencies={['startAt']} rules={[{ required: true, message: '请选择结束时间' }]}>
            <DatePicker showTime={{ format: 'HH:mm' }} format={TIME_FORMAT} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
    </FormModal>
  );
}
