// Jobs: background flows and their controls (SPEC §7). Re-exports only.
export { JobManager, UnknownJobError } from "./job-manager.js";
export type { BackgroundStarted, JobInfo, JobManagerOptions, JobResult, JobResultOptions, JobState } from "./job-manager.js";
export type { FlowProgress } from "./progress.js";
export { JobsUnavailableError, type JobControls } from "./job-controls.js";
