import { useState } from 'react';
import type { QuestionItem, SaveQuestionBodyInput, ScreeningHit } from '@coal/contracts';
import { Alert, Button, Form, Input, Modal, Select, Skeleton, Space } from 'antd';
import { useExpertListQuery, useExpertTypesQuery, useQuestionDetailQuery } from '../hooks/useQuestionQueries.ts';
import { useSaveQuestionMutation, useTestQuestionMutation } from '../hooks/useQuestionMutations.ts';
import { requiredText } from '../../../ui/formRules.ts';

export interface QuizDialogProps {
  open: boolean;
  /** Ask this expert directly (from an expert card). */
  expertId?: string | null;
  /** Edit this (own, not yet answered) question instead of asking a new one. */
  questionId?: number | null;
  onClose: () => void;
}

type QuizValues = Omit<SaveQuestionBodyInput, 'id'>;

const valuesOf = (q: QuestionItem): QuizValues => ({
  title: q.title,
  content: q.content || undefined,
  expertTypeId: q.expertTypeId ?? undefined,
  expertId: q.expertId || undefined,
});

/**
 * 我要提问 (members): question, details, expert field and optionally a named expert. With
 * `questionId` it is the edit-question dialog of spec §3: the member's own question, loaded,
 * changed and screened again (the server refuses once an expert has answered).
 */
export function QuizDialog({ open, expertId, questionId = null, onClose }: QuizDialogProps) {
  const editing = useQuestionDetailQuery(questionId);
  const [form] = Form.useForm<QuizValues>();
  const expertTypeId = Form.useWatch('expertTypeId', form);
  const types = useExpertTypesQuery();
  const experts = useExpertListQuery({ expertTypeId, pageSize: 50 });
  const save = useSaveQuestionMutation();
  const test = useTestQuestionMutation();
  const [hits, setHits] = useState<ScreeningHit[] | null>(null);

  const values = async () => {
    const v = await form.validateFields();
    return { ...v, content: v.content?.trim() || undefined, id: questionId ?? undefined };
  };
  const check = async () => {
    const result = await test.mutateAsync(await values());
    setHits(result.data.hits);
  };
  const submit = async () => {
    await save.mutateAsync(await values());
    form.resetFields();
    setHits(null);
    onClose();
  };

  return (
    <Modal
      open={open}
      title={questionId ? '修改问题' : '我要提问'}
      width={640}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={onClose}>取消</Button>
          <Button loading={test.isPending} onClick={() => void check().catch(() => undefined)}>
            内容检测
          </Button>
          <Button type="primary" loading={save.isPending} onClick={() => void submit().catch(() => undefined)}>
            {questionId ? '保存修改' : '提交问题'}
          </Button>
        </Space>
      }
    >
      {hits ? (
        <Alert
          style={{ marginBottom: 12 }}
          type={hits.length ? 'warning' : 'success'}
          showIcon
          title={hits.length ? `检测到敏感词：${[...new Set(hits.map((h) => h.word))].join('、')}，提交后需人工审核` : '检测通过'}
        />
      ) : null}
      {questionId && !editing.data ? (
        <Skeleton active />
      ) : (
        <Form form={form} layout="vertical" preserve={false} initialValues={editing.data ? valuesOf(editing.data) : { expertId: expertId ?? undefined }}>
          <Form.Item name="title" label="问题" rules={requiredText('请输入问题标题', 100, '问题标题不能超过100个字符')}>
            <Input placeholder="一句话描述您的问题" maxLength={100} showCount />
          </Form.Item>
          <Form.Item name="content" label="问题描述" rules={[{ max: 5000, message: '问题描述不能超过5000个字符' }]}>
            <Input.TextArea rows={5} placeholder="补充背景信息，便于专家准确回答（选填）" />
          </Form.Item>
          <Form.Item name="expertTypeId" label="专家领域">
            <Select allowClear placeholder="不限" options={(types.data ?? []).map((t) => ({ value: t.id, label: t.name }))} />
          </Form.Item>
          <Form.Item name="expertId" label="指定专家">
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              placeholder="不指定"
              options={(experts.data?.list ?? []).map((e) => ({ value: e.id, label: `${e.name}${e.title ? `（${e.title}）` : ''}` }))}
            />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
