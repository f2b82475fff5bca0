import { Button, Form, Input } from 'antd';
import { useSaveAnswerMutation } from '../hooks/useQuestionMutations.ts';
import { requiredText } from '../../../ui/formRules.ts';

/** Experts answer here (content ≤ 10000, screened on the server). */
export function AnswerForm({ questionId }: { questionId: number }) {
  const [form] = Form.useForm<{ content: string }>();
  const save = useSaveAnswerMutation();
  const submit = async () => {
    const { content } = await form.validateFields();
    await save.mutateAsync({ questionId, content: content.trim() });
    form.resetFields();
  };
  return (
    <Form form={form} layout="vertical" aria-label="专家回答">
      <Form.Item name="content" label="我来回答" rules={requiredText('请输入回答内容', 10000, '回答不能超过10000个字符')}>
        <Input.TextArea rows={5} placeholder="请给出专业、客观的解答" showCount maxLength={10000} />
      </Form.Item>
      <Button type="primary" loading={save.isPending} onClick={() => void submit().catch(() => undefined)}>
        提交回答
      </Button>
    </Form>
  );
}
