/** An exam's time rules: the window it may be started in and each paper's duration. */
export interface ExamWindow {
  startTime: Date;
  endTime: Date;
  durationMinutes: number;
}

/** Grace for answers in flight when the clock runs out (the page submits itself at time-out). */
export const SUBMIT_GRACE_MS = 30_000;

/** Whether a paper may be started at `now`. */
export const examOpen = (w: ExamWindow, now: Date): boolean =>
  now.getTime() >= w.startTime.getTime() && now.getTime() < w.endTime.getTime();

/** A paper's deadline: its duration from the start, never past the end of the window. */
export const paperDeadline = (w: ExamWindow, startedAt: Date): Date =>
  new Date(Math.min(startedAt.getTime() + w.durationMinutes * 60_000, w.endTime.getTime()));

/**
 * Whether answers arriving at `now` still count. Later ones are ignored: the paper is graded on
 * what was saved before the deadline (plus the grace).
 */
export const answersAccepted = (deadline: Date, now: Date): boolean =>
  now.getTime() <= deadline.getTime() + SUBMIT_GRACE_MS;

/** Whether a started, unsubmitted paper is past its deadline and is to be submitted by the server. */
export const paperExpired = (deadline: Date, now: Date): boolean =>
  now.getTime() > deadline.getTime() + SUBMIT_GRACE_MS;
