// Jobs: background flows and their controls. Re-exports only.
export { JobManager, UnknownJobError } from "./job-manager.js";
export type { BackgroundStarted, JobInfo, JobManagerOptions, JobResult, JobResultOptions, JobState } from "./job-manager.js";
export type { FlowProgress, ProgressCall } from "./progress.js";
export type { ActivityNews, ActivityWatch } from "./activity.js";
export { JobsUnavailableError, type JobControls } from "./job-controls.js";
