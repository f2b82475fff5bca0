/** The unread count on the bell (plain markup: no UI kit's badge on every page). */
export function UnreadBadge({ count }: { count: number }) {
  if (!count) return null;
  return (
    <span className="coal-bell__count" aria-hidden="true">
      {count > 99 ? '99+' : count}
    </span>
  );
}
