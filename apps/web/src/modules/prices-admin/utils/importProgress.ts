/**
 * The import's progress bar (docs/api-prices.md "Import, with a progress bar"): the upload's
 * bytes fill 0–70 %, the server's row-by-row check 75 %, a checked file waits at 80 % for
 * confirmation, the commit runs to 100 %.
 */
export type ImportPhase = 'idle' | 'uploading' | 'validating' | 'invalid' | 'validated' | 'committing' | 'done' | 'failed';

export interface ImportProgress {
  percent: number;
  status: 'normal' | 'active' | 'success' | 'exception';
  text: string;
}

const UPLOAD_SHARE = 70;

/** The bar for a phase; `uploaded` is the uploaded fraction (0–1) while uploading. */
export function importProgress(phase: ImportPhase, uploaded = 0): ImportProgress {
  switch (phase) {
    case 'idle':
      return { percent: 0, status: 'normal', text: '请选择 CSV 或 Excel（.xlsx）文件' };
    case 'uploading': {
      const percent = Math.round(Math.min(1, Math.max(0, uploaded)) * UPLOAD_SHARE);
      return { percent, status: 'active', text: `正在上传文件…（${Math.round(uploaded * 100)}%）` };
    }
    case 'validating':
      return { percent: 75, status: 'active', text: '上传完成，正在逐行校验…' };
    case 'invalid':
      return { percent: 80, status: 'exception', text: '校验未通过：请按错误行修改文件后重新上传，未导入任何数据' };
    case 'validated':
      return { percent: 80, status: 'normal', text: '校验通过，请确认导入' };
    case 'committing':
      return { percent: 90, status: 'active', text: '正在写入数据…' };
    case 'done':
      return { percent: 100, status: 'success', text: '导入完成' };
    case 'failed':
      return { percent: Math.round(uploaded * UPLOAD_SHARE), status: 'exception', text: '导入失败' };
  }
}

/** Allowed import files: CSV or .xlsx, by name (browsers disagree on the MIME type). */
export function isImportFile(name: string): boolean {
  return /\.(csv|xlsx)$/i.test(name);
}
