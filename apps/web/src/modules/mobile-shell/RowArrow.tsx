/**
 * The list row's ›, drawn without ids: antd-mobile's RightOutline repeats the same four
 * element ids in every row, which a page may hold only once.
 */
export function RowArrow() {
  return (
    <svg width="1em" height="1em" viewBox="0 0 48 48" aria-hidden="true" focusable="false" className="antd-mobile-icon" style={{ verticalAlign: '-0.125em' }}>
      <path
        fill="currentColor"
        d="M17.395 5.112 35.577 22.661a1.5 1.5 0 0 1 .097 2.014l-.097.107-18.181 18.1a.4.4 0 0 1-.283.118h-3.126a.4.4 0 0 1-.283-.684L32.32 23.782 13.724 5.687A.4.4 0 0 1 14.003 5h3.114a.4.4 0 0 1 .278.112Z"
      />
    </svg>
  );
}
