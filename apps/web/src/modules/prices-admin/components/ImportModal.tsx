import { useState } from 'react';
import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, Progress, Upload } from 'antd';
import { IMPORT_MAX_BYTES, type ImportReport, MESSAGES, PRICE_MESSAGES } from '@coal/contracts';
import { validateImport } from '../api/indexAdminApi.ts';
import { useCommitImportMutation } from '../hooks/useIndexAdminMutations.ts';
import { type ImportPhase, importProgress, isImportFile } from '../utils/importProgress.ts';
import { ImportReportView } from './ImportReportView.tsx';
import { useAntdApp } from '../../../ui/useAntdApp.ts';

export interface ImportModalProps {
  open: boolean;
  onClose: () => void;
}

const isReport = (data: unknown): data is ImportReport => typeof data === 'object' && data !== null && Array.isArray((data as ImportReport).errors);

/**
 * Import of index values from CSV/Excel: upload → the server validates every row (a bad
 * file is refused whole, with its line numbers) → confirm → the rows are written.
 */
export function ImportModal({ open, onClose }: ImportModalProps) {
  const { message } = useAntdApp();
  const [phase, setPhase] = useState<ImportPhase>('idle');
  const [report, setReport] = useState<ImportReport | null>(null);
  const [note, setNote] = useState('');
  const [uploaded, setUploaded] = useState(0);
  const commit = useCommitImportMutation();
  const progress = importProgress(phase, uploaded);

  const reset = () => {
    setPhase('idle');
    setReport(null);
    setNote('');
    setUploaded(0);
  };

  const validate = async (file: File) => {
    if (!isImportFile(file.name)) return void message.error(PRICE_MESSAGES.importFileType);
    if (file.size > IMPORT_MAX_BYTES) return void message.error(`文件不能超过${IMPORT_MAX_BYTES / 1024 / 1024}MB`);
    setPhase('uploading');
    setUploaded(0);
    setReport(null);
    setNote('');
    try {
      const answer = await validateImport(file, (fraction) => {
        setUploaded(fraction);
        if (fraction >= 1) setPhase('validating');
      });
      setNote(answer.message);
      setReport(isReport(answer.data) ? answer.data : null);
      setPhase(answer.result ? 'validated' : isReport(answer.data) ? 'invalid' : 'failed');
    } catch (error) {
      setNote(error instanceof Error ? error.message : MESSAGES.badResponse);
      setPhase('failed');
    }
  };

  const confirm = () => {
    if (!report?.importId) return;
    setPhase('committing');
    commit.mutate(report.importId, {
      onSuccess: (done) => {
        setReport(done);
        // Four eyes: the batch is written once a second person approves it.
        setNote(`已提交审批（批次 #${done.approvalId ?? ''}）：新增${done.inserted}行，覆盖${done.updated}行，审批通过后生效`);
        setPhase('done');
        void message.success('已提交审批');
      },
      // The query client has already shown the server's message.
      onError: (error) => {
        setNote(error.message);
        setPhase('failed');
      },
    });
  };

  const close = () => {
    reset();
    onClose();
  };

  return (
    <Modal
      title="导入指数数据"
      open={open}
      width={760}
      onCancel={close}
      destroyOnHidden
      footer={[
        <Button key="close" onClick={close}>
          {phase === 'done' ? '完成' : '取消'}
        </Button>,
        <Button key="commit" type="primary" disabled={phase !== 'validated'} loading={phase === 'committing'} onClick={confirm}>
          确认导入
        </Button>,
      ]}
    >
      <Upload
        accept=".csv,.xlsx"
        maxCount={1}
        showUploadList={false}
        disabled={phase === 'uploading' || phase === 'validating' || phase === 'committing'}
        beforeUpload={(file) => {
          void validate(file);
          return false;
        }}
      >
        <Button icon={<UploadOutlined />}>选择文件并校验</Button>
      </Upload>
      <p style={{ color: 'var(--coal-muted)', fontSize: 12, margin: '8px 0' }}>
        列：指数代码、日期、数值（与导出文件相同，可直接回传）；同一指数同一日期已有数据时覆盖。
      </p>
      <Progress percent={progress.percent} status={progress.status} aria-label="导入进度" />
      <Alert
        style={{ margin: '8px 0 12px' }}
        type={progress.status === 'exception' ? 'error' : progress.status === 'success' ? 'success' : 'info'}
        title={progress.text}
        description={note || undefined}
        showIcon
      />
      {report ? <ImportReportView report={report} /> : null}
    </Modal>
  );
}
