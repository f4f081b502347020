const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a text is a `YYYY-MM-DD` that is a day of the calendar (2023-02-30 is not). */
export function isCalendarDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
