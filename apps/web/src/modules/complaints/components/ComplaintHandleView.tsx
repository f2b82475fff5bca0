import { useEffect } from 'react';
import { COMPLAINT_STATUS_NAMES, type ComplaintDetail, type ComplaintHandleBodyInput } from '@coal/contracts';
import { Button, Card, Checkbox, Descriptions, Form, Input, Radio, Space, Tag } from 'antd';
import { formatDateTime } from '../../../lib/format.ts';
import { useHandleComplaintMutation } from '../hooks/useComplaints.ts';
import { COMPLAINT_STATUS_COLORS } from './ComplaintTable.tsx';
import { ComplaintTargetContent } from './ComplaintTargetContent.tsx';
import { useAntdApp } from '../../../ui/useAntdApp.ts';

type HandleValues = Omit<ComplaintHandleBodyInput, 'id'>;

/** ComplainDetail: the complaint, its target as it is now, and the handling form. */
export function ComplaintHandleView({ complaint, onHandled }: { complaint: ComplaintDetail; onHandled?: () => void }) {
  const [form] = Form.useForm<HandleValues>();
  const handle = useHandleComplaintMutation();
  const status = Form.useWatch('status', form);
  useEffect(() => {
    form.setFieldsValue({ status: complaint.status === 'pending' ? 'processing' : (complaint.status as HandleValues['status']), reply: complaint.reply });
  }, [complaint, form]);
  const { modal } = useAntdApp();
  const submit = async () => {
    const v = await form.validateFields();
    const offlineTarget = v.status === 'resolved' && !!v.offlineTarget;
    const save = () => handle.mutateAsync({ id: complaint.id, status: v.status, reply: v.reply?.trim() || undefined, offlineTarget }).then(() => onHandled?.());
    if (!offlineTarget) return void save().catch(() => undefined);
    // Taking content off the portal is seen by every visitor: ask first.
    modal.confirm({
      title: '确定下线被投诉内容？',
      content: `“${complaint.target?.title ?? complaint.targetTitle}”将从门户取下，访客将无法再看到。`,
      okText: '确认下线并保存',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: () => save().catch(() => undefined),
    });
  };
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Descriptions bordered size="small" column={{ xs: 1, md: 3 }}>
        <Descriptions.Item label="投诉对象">{`${complaint.targetTypeName} #${complaint.targetId}`}</Descriptions.Item>
        <Descriptions.Item label="投诉原因">{complaint.reasonName}</Descriptions.Item>
        <Descriptions.Item label="状态">
          <Tag color={COMPLAINT_STATUS_COLORS[complaint.status]}>{COMPLAINT_STATUS_NAMES[complaint.status]}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label="投诉人">{complaint.memberName}</Descriptions.Item>
        <Descriptions.Item label="投诉时间">{formatDateTime(complaint.createTime)}</Descriptions.Item>
        <Descriptions.Item label="处理人">
          {complaint.handlerName ? `${complaint.handlerName}（${formatDateTime(complaint.handleTime)}）` : '—'}
        </Descriptions.Item>
        <Descriptions.Item label="投诉说明" span={3}>
          {complaint.content || '—'}
        </Descriptions.Item>
      </Descriptions>
      <Card size="small" title="被投诉内容">
        {complaint.target ? (
          <>
            <h3 style={{ marginTop: 0 }}>
              {complaint.target.title} <Tag>{complaint.target.statusName}</Tag>
            </h3>
            <p className="coal-muted">作者：{complaint.target.authorName || '—'}</p>
            <ComplaintTargetContent target={complaint.target} />
          </>
        ) : (
          <span className="coal-muted">被投诉内容已删除</span>
        )}
      </Card>
      <Card size="small" title="处理">
        <Form form={form} layout="vertical" aria-label="处理投诉">
          <Form.Item name="status" label="处理结果" rules={[{ required: true, message: '请选择处理结果' }]}>
            <Radio.Group
              options={[
                { value: 'processing', label: '处理中' },
                { value: 'resolved', label: '已处理（投诉成立）' },
                { value: 'rejected', label: '不予处理' },
              ]}
            />
          </Form.Item>
          {status === 'resolved' ? (
            <Form.Item name="offlineTarget" valuePropName="checked">
              <Checkbox>同时下线被投诉内容</Checkbox>
            </Form.Item>
          ) : null}
          <Form.Item
            name="reply"
            label="回复投诉人"
            rules={[
              { max: 1000, message: '回复不能超过1000个字符' },
              { required: status !== 'processing', whitespace: true, message: '请填写处理回复' },
            ]}
          >
            <Input.TextArea rows={4} placeholder="处理结果将通知投诉人" />
          </Form.Item>
          <Button type="primary" loading={handle.isPending} onClick={() => void submit().catch(() => undefined)}>
            保存处理结果
          </Button>
        </Form>
      </Card>
    </Space>
  );
}
