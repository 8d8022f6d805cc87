// The library's `ToolFlowRequestSchema` export, built as the library loads. Only host/index.ts
// imports this: the CLI's run path builds the schema when a request needs it (schema/request.ts).
import { toolFlowRequestSchema } from "./request.js";

export const ToolFlowRequestSchema = toolFlowRequestSchema();
