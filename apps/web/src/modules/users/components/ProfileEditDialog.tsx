import { useState } from 'react';
import type { SimpleUserInfo } from '@coal/contracts';
import { Form, Input, Modal } from 'antd';
import { ImagePicker } from '../../../ui/upload/ImagePicker.tsx';
import { useEditUserMutation } from '../hooks/useUsers.ts';

/** 编辑资料: nickname (2–20), introduction (≤ 500), avatar image. */
export function ProfileEditDialog({ open, user, onClose }: { open: boolean; user: SimpleUserInfo; onClose: () => void }) {
  const [form] = Form.useForm<{ nickname: string; introduction?: string }>();
  const [avatar, setAvatar] = useState<File | undefined>();
  const edit = useEditUserMutation();
  const submit = async () => {
    const v = await form.validateFields();
    await edit.mutateAsync({ nickname: v.nickname.trim(), introduction: v.introduction?.trim() ?? '', avatar });
    onClose();
  };
  return (
    <Modal open={open} title="编辑资料" onOk={() => void submit().catch(() => undefined)} confirmLoading={edit.isPending} onCancel={onClose} destroyOnHidden>
      <Form form={form} layout="vertical" preserve={false} initialValues={{ nickname: user.nickname, introduction: user.introduction }}>
        <Form.Item
          name="nickname"
          label="昵称"
          rules={[
            { required: true, whitespace: true, message: '请输入昵称' },
            { min: 2, max: 20, message: '昵称为2-20个字符' },
          ]}
        >
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item name="introduction" label="个人简介" rules={[{ max: 500, message: '简介不能超过500个字符' }]}>
          <Input.TextArea rows={4} showCount maxLength={500} />
        </Form.Item>
        <Form.Item label="头像">
          <ImagePicker onPick={setAvatar} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
