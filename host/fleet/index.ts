// Durable background flows on a fleet of workers (BullMQ on Redis). Re-exports only.
export { QueueUnavailableError, type QueueLog } from "./connection.js";
export { QueueJobs } from "./queue-jobs.js";
export { queueSettings, QueueSettingsError, type QueueSettings } from "./settings.js";
export { startFleetWorker, type FleetWorker, type FleetWorkerOptions } from "./worker.js";
