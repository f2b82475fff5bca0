import type { CSSProperties, ReactNode } from 'react';

export interface BoxProps {
  children?: ReactNode;
  className?: string;
  style?: CSSProperties;
}

/** A plain container box wrapping arbitrary content (spec §2 shared parts). */
export function Box({ children, className, style }: BoxProps) {
  return (
    <div className={className ? `coal-box ${className}` : 'coal-box'} style={style}>
      {children}
    </div>
  );
}
