// `toolflow worker --queue URL`: one worker of a fleet. It runs the queued flows of its tenants
// with its own tools (the built-in ones over --root and the config's MCP servers, as `toolflow
// mcp` serves them) under its own permission engine and limits, until Ctrl+C or SIGTERM, then
// lets its running flows finish (a flow it cannot finish is resumed by another worker).
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { startFleetWorker } from "../fleet/index.js";
import { shownUrl } from "../fleet/settings.js";
import { serverApproval } from "../mcp/approval.js";
import { openMcpHost } from "../mcp/mcp-host.js";
import { cliQueueSettings } from "./fleet-options.js";
import { cliPath, openFlowPolicy } from "./flow-policy.js";
import type { CliIO } from "./cli-io.js";
import { parsePermissionMode } from "./run-args.js";
import { UsageError, WORKER_HELP } from "./usage.js";

function parseWorkerArgs(argv: readonly string[]) {
  try {
    return parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        queue: { type: "string" },
        concurrency: { type: "string" },
        config: { type: "string" },
        root: { type: "string" },
        rules: { type: "string" },
        "permission-mode": { type: "string" },
        help: { type: "boolean", short: "h", default: false },
      },
    }).values;
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

export async function workerCommand(argv: readonly string[], io: CliIO): Promise<number> {
  const values = parseWorkerArgs(argv);
  if (values.help) {
    io.stdout(WORKER_HELP);
    return 0;
  }
  let concurrency: number | undefined;
  if (values.concurrency !== undefined) {
    concurrency = Number(values.concurrency);
    if (!/^\d+$/.test(values.concurrency) || concurrency < 1) throw new UsageError(`--concurrency: expected a positive whole number, got ${JSON.stringify(values.concurrency)}`);
  }
  const root = resolve(io.cwd, values.root ?? ".");
  const permissionMode = parsePermissionMode(values["permission-mode"]);
  const configFile = cliPath(io.cwd, values.config);
  const rulesFile = cliPath(io.cwd, values.rules);
  const policy = await openFlowPolicy({
    projectDir: root,
    ...(configFile !== undefined ? { configFile } : {}),
    ...(rulesFile !== undefined ? { rulesFile } : {}),
    ...(permissionMode !== undefined ? { permissionMode } : {}),
  });
  const settings = cliQueueSettings(policy.config, values.queue);
  if (!settings) throw new UsageError("--queue is required (or `queue.url` in toolflow.config.yaml): the fleet's redis:// URL");
  if (concurrency !== undefined) settings.concurrency = concurrency;
  // The tools `toolflow mcp` would serve (its registry follows upstream servers going down and back).
  const host = await openMcpHost({
    root,
    config: policy.config,
    permissions: policy.permissions,
    run: policy.run,
    approval: serverApproval(),
    log: (line) => io.stderr(`toolflow: ${line}\n`),
  });
  const registry = host.options.registry;
  const worker = await startFleetWorker({ settings, registry, run: policy.run, log: (line) => io.stderr(`${line}\n`) });
  io.stderr(`toolflow: worker for ${settings.serveTenants.join(", ")} at ${shownUrl(settings.url)} (${settings.concurrency} flows at once, ${registry.size} tools)\n`);
  await new Promise<void>((done) => {
    process.once("SIGINT", () => done());
    process.once("SIGTERM", () => done());
  });
  await worker.close();
  await host.close();
  return 0;
}
