import { useEffect } from 'react';
import { Button, Form, Modal, Popconfirm, Spin } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { IndexProduct } from '@coal/contracts';
import { LazyRichTextEditor } from '../../../ui/editor/LazyRichTextEditor.tsx';
import { deleteCommentaryAdmin, getCommentaryAdmin, saveCommentaryAdmin } from '../api/analysisAdminApi.ts';
import { useAntdApp } from '../../../ui/useAntdApp.ts';

export interface CommentaryModalProps {
  product: IndexProduct;
  /** The value's date; null closes the modal. */
  period: string | null;
  onClose: () => void;
}

/**
 * 市场评述 of one release: shown beside the value on the index page once the value is
 * released (the server sanitises the HTML and holds it back until then).
 */
export function CommentaryModal({ product, period, onClose }: CommentaryModalProps) {
  const { message } = useAntdApp();
  const client = useQueryClient();
  const [form] = Form.useForm<{ content: string }>();
  const key = ['prices-admin', 'commentary', product.id, period];
  const detail = useQuery({ queryKey: key, queryFn: () => getCommentaryAdmin(product.id, period!), enabled: period !== null });
  useEffect(() => {
    if (detail.data !== undefined) form.setFieldsValue({ content: detail.data?.content ?? '' });
  }, [detail.data, form]);
  const done = (text: string) => {
    void message.success(text);
    void client.invalidateQueries({ queryKey: ['priceAnalysis'] });
    void client.invalidateQueries({ queryKey: key });
    onClose();
  };
  const save = useMutation({
    mutationFn: (content: string) => saveCommentaryAdmin({ productId: product.id, period: period!, content }),
    onSuccess: () => done('保存成功'),
  });
  const remove = useMutation({ mutationFn: () => deleteCommentaryAdmin(product.id, period!), onSuccess: () => done('删除成功') });

  return (
    <Modal
      title={`市场评述：${product.name} ${period ?? ''}`}
      open={period !== null}
      width={760}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        detail.data ? (
          <Popconfirm key="delete" title="删除这条评述？" onConfirm={() => remove.mutate()}>
            <Button danger loading={remove.isPending}>
              删除
            </Button>
          </Popconfirm>
        ) : null,
        <Button key="cancel" onClick={onClose}>
          取消
        </Button>,
        <Button key="save" type="primary" loading={save.isPending} onClick={() => void form.validateFields().then((v) => save.mutate(v.content))}>
          保存
        </Button>,
      ]}
    >
      {detail.isPending ? (
        <Spin />
      ) : (
        <Form form={form} layout="vertical" name="index-commentary">
          <Form.Item name="content" label="评述内容（数值发布后随数值公开，并可被全站搜索）" rules={[{ required: true, message: '请输入评述内容' }]}>
            <LazyRichTextEditor height={260} ariaLabel="评述内容" placeholder="简要评述本期价格变化及市场情况" />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
