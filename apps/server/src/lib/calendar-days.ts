/**
 * Calendar days in the consultancy's time zone (TIME_ZONE): the list's registration filters and the
 * activity log's days read `2026-01-31` as that day in the office, not in UTC, as `today()` writes
 * the VISA dates.
 */

/** How far the zone's clock is ahead of UTC at `time` (milliseconds; negative west of Greenwich). */
function offsetAt(time: number, format: Intl.DateTimeFormat): number {
  const parts = Object.fromEntries(format.formatToParts(time).map((part) => [part.type, Number(part.value)]));
  const wallClock = Date.UTC(parts.year ?? 0, (parts.month ?? 1) - 1, parts.day, parts.hour, parts.minute, parts.second);
  return wallClock - (time - (time % 1000));
}

const formats = new Map<string, Intl.DateTimeFormat>();
function wallClockIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** The instant `day` (YYYY-MM-DD) begins in `timeZone`; the offset is read again at that instant, for days a clock change begins. */
export function startOfDay(day: string, timeZone: string): Date {
  const format = wallClockIn(timeZone);
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  const guess = utcMidnight - offsetAt(utcMidnight, format);
  return new Date(utcMidnight - offsetAt(guess, format));
}

/** The day after `day` (YYYY-MM-DD). */
export function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/**
 * The instants a filter's days span in `timeZone` (YYYY-MM-DD, '' for no bound): from the start of
 * the first day, up to (not including) the start of the day after the last.
 */
export function dayBounds(first: string, last: string, timeZone: string): { from?: Date; before?: Date } {
  return {
    ...(first ? { from: startOfDay(first, timeZone) } : {}),
    ...(last ? { before: startOfDay(nextDay(last), timeZone) } : {}),
  };
}
