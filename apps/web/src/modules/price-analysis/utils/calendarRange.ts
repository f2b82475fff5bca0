/** `days` calendar days from `from` (inclusive), as [from, to]. */
export function daysFrom(from: string, days: number): [string, string] {
  const end = new Date(`${from}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + days - 1);
  return [from, end.toISOString().slice(0, 10)];
}

/** The day before `iso` (the archive opens on the last day with releases behind us). */
export function dayBefore(iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}
