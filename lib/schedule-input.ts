// The Studio's "Schedule" field: a date and time in the performer's own time zone (the browser's), as the
// datetime-local input takes and gives it ("2026-11-28T18:00"), and the instant sent to the server.

const pad = (n: number) => String(n).padStart(2, '0');

/** A Date as a datetime-local input's value, in the browser's time zone. */
export function inputFromDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** What the field proposes first: tomorrow at the same hour, on the hour. */
export function defaultScheduleInput(now = new Date()): string {
  const next = new Date(now);
  next.setDate(next.getDate() + 1);
  next.setMinutes(0, 0, 0);
  return inputFromDate(next);
}

/** The typed time's problem, if any (the server refuses a time that has passed). */
export function scheduleProblem(value: string, now = new Date()): string | null {
  if (!value) return 'Choose when it goes live.';
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return 'Choose a date and a time.';
  if (at <= now) return 'This time has passed: choose one still to come, or publish now.';
  return null;
}
