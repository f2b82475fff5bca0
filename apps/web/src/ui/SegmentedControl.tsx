import type { CSSProperties, ReactNode } from 'react';

export interface SegmentedOption<T extends string | number> {
  value: T;
  label: ReactNode;
}

export interface SegmentedControlProps<T extends string | number> {
  value: T | undefined;
  onChange: (value: T) => void;
  options: ReadonlyArray<SegmentedOption<T>>;
  /** What the choice is about, for screen readers. */
  ariaLabel?: string;
  style?: CSSProperties;
}

/**
 * A small one-of-several switch that looks like antd's small Segmented, in plain markup
 * (radio buttons): the home page's panels use it, and antd's Segmented brings Tooltip and
 * its motion code into the first visit.
 */
export function SegmentedControl<T extends string | number>({ value, onChange, options, ariaLabel, style }: SegmentedControlProps<T>) {
  return (
    <div className="coal-segmented" role="radiogroup" aria-label={ariaLabel} style={style}>
      {options.map((option) => {
        const checked = option.value === value;
        return (
          <button
            key={String(option.value)}
            type="button"
            role="radio"
            aria-checked={checked}
            className={checked ? 'coal-segmented__item coal-segmented__item--checked' : 'coal-segmented__item'}
            onClick={() => {
              if (!checked) onChange(option.value);
            }}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
