// Redaction: the filter between every tool and the flow (redactor.ts) and the host folders it
// hides in every spelling (host-paths.ts). Re-exports only.
export { Redactor, SECRET_MARK, type RedactorOptions } from "./redactor.js";
export { pathForms, processHostPaths, ROOT_SHOWN_AS, type HostPath } from "./host-paths.js";
