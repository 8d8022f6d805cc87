// `toolflow playground [--port N]`: serves the browser build's playground page (dist/browser/) on
// 127.0.0.1 until interrupted. The flows run in the visitor's browser, not in this process.
import { access } from "node:fs/promises";
import { join } from "node:path";
import { parseFlags } from "./flags.js";
import { BROWSER_DIST, startStaticServer } from "../../browser/static-server.js";
import type { CliIO } from "./cli-io.js";
import { PLAYGROUND_HELP, UsageError } from "./usage.js";

export const DEFAULT_PLAYGROUND_PORT = 8040;

function parsePlaygroundArgs(argv: readonly string[]): { port: number; help: boolean } {
  let values;
  try {
    ({ values } = parseFlags({
      args: [...argv],
      strict: true,
      options: { port: { type: "string" }, help: { type: "boolean", short: "h", default: false } },
    }));
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
  const port = values.port === undefined ? DEFAULT_PLAYGROUND_PORT : Number(values.port);
  if (!/^\d+$/.test(values.port ?? "0") || port > 65535) {
    throw new UsageError(`--port: expected a port number from 0 to 65535, got ${JSON.stringify(values.port)}`);
  }
  return { port, help: values.help };
}

/** Resolves with the exit status once SIGINT or SIGTERM stops the server. */
export async function playgroundCommand(argv: readonly string[], io: CliIO): Promise<number> {
  const options = parsePlaygroundArgs(argv);
  if (options.help) {
    io.stdout(PLAYGROUND_HELP);
    return 0;
  }
  const missing = await access(join(BROWSER_DIST, "index.html")).then(
    () => false,
    () => true,
  );
  if (missing) {
    io.stderr(`toolflow: the browser build is missing from ${BROWSER_DIST}; run \`node build.mjs\`\n`);
    return 70;
  }
  const server = await startStaticServer({ mounts: [{ prefix: "/", dir: BROWSER_DIST }], port: options.port }).catch((err: unknown) => {
    if ((err as NodeJS.ErrnoException).code === "EADDRINUSE") throw new UsageError(`--port: port ${options.port} is in use`);
    throw err;
  });
  io.stdout(`toolflow playground: ${server.url} (Ctrl+C stops it)\n`);
  const signal = await new Promise<NodeJS.Signals>((resolve) => {
    const stop = (name: NodeJS.Signals) => {
      process.off("SIGINT", stop);
      process.off("SIGTERM", stop);
      resolve(name);
    };
    process.on("SIGINT", stop);
    process.on("SIGTERM", stop);
  });
  await server.close();
  io.stderr(`toolflow playground: stopped (${signal})\n`);
  return 0;
}
