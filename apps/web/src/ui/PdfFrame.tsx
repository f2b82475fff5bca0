import { ExportOutlined } from '@ant-design/icons';
import { Button } from 'antd';

export interface PdfFrameProps {
  /** An object URL (blob:) or a same-site address of the PDF. */
  src: string;
  title: string;
  height?: number | string;
}

/**
 * An inline PDF with an 打开 button beside it. The button matters for blob: previews: the
 * server's CSP (frame-src 'self') may refuse to frame them, a new tab never is.
 */
export function PdfFrame({ src, title, height }: PdfFrameProps) {
  return (
    <div>
      <Button size="small" icon={<ExportOutlined />} href={src} target="_blank" rel="noopener noreferrer" style={{ margin: '8px 0' }}>
        在新窗口打开PDF
      </Button>
      <iframe className="coal-pdf-frame" style={height ? { height } : undefined} title={title} src={src} />
    </div>
  );
}
