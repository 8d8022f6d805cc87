// Parses the command line of `toolflow run` into RunOptions; every mistake is a UsageError.
// Light on purpose (no zod, no config): it decides whether to start the sandbox worker early.
import { parseFlags } from "./flags.js";
import { isPermissionMode, PERMISSION_MODES, type PermissionMode } from "../config/permission-mode.js";
import { UsageError } from "./usage.js";

export interface RunOptions {
  /** The script's path, or "-" for stdin. */
  script: string;
  /** Registry names; undefined means every served tool. */
  tools?: string[];
  root?: string;
  fixtures?: string;
  timeoutSeconds?: number;
  name: string;
  json: boolean;
  full: boolean;
  /** A YAML permission rules file layered over the config's `permissions`. */
  rules?: string;
  /** Approve the script and tool set without asking (scripted use). */
  yes: boolean;
  /** Overrides the config's permission_mode. */
  permissionMode?: PermissionMode;
  /** Run on a `toolflow mcp --http` server, where the flow can be moved to the background. */
  url?: URL;
  help: boolean;
}

export function parseRunArgs(argv: readonly string[]): RunOptions {
  let parsed;
  try {
    parsed = parseFlags({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: {
        tools: { type: "string" },
        root: { type: "string" },
        fixtures: { type: "string" },
        timeout: { type: "string" },
        name: { type: "string" },
        json: { type: "boolean", default: false },
        full: { type: "boolean", default: false },
        yes: { type: "boolean", short: "y", default: false },
        rules: { type: "string" },
        "permission-mode": { type: "string" },
        url: { type: "string" },
        help: { type: "boolean", short: "h", default: false },
      },
    });
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.help) return { script: "-", name: "stdin", json: false, full: false, yes: false, help: true };
  if (positionals.length === 0) throw new UsageError("missing the script: give a file, or - to read stdin");
  if (positionals.length > 1) throw new UsageError(`one script at a time; got ${positionals.map((p) => JSON.stringify(p)).join(", ")}`);
  const script = positionals[0]!;
  if (values.root !== undefined && values.fixtures !== undefined) {
    throw new UsageError("--root applies to the live tools; it cannot be combined with --fixtures");
  }
  if (values.url !== undefined) {
    // The server serves the tools and applies its own config and rules.
    const local = (["root", "fixtures", "rules", "permission-mode"] as const).filter((flag) => values[flag] !== undefined);
    if (local.length > 0) throw new UsageError(`--url runs the flow on the server, with its tools and rules; drop --${local.join(", --")}`);
  }
  return {
    script,
    ...(values.tools !== undefined ? { tools: parseToolList(values.tools) } : {}),
    ...(values.root !== undefined ? { root: values.root } : {}),
    ...(values.fixtures !== undefined ? { fixtures: values.fixtures } : {}),
    ...(values.timeout !== undefined ? { timeoutSeconds: parseTimeout(values.timeout) } : {}),
    ...(values.rules !== undefined ? { rules: values.rules } : {}),
    ...(values["permission-mode"] !== undefined ? { permissionMode: parsePermissionMode(values["permission-mode"])! } : {}),
    ...(values.url !== undefined ? { url: parseServerUrl(values.url) } : {}),
    name: values.name ?? flowNameFor(script),
    json: values.json,
    full: values.full,
    yes: values.yes,
    help: false,
  };
}

function parseToolList(text: string): string[] {
  const names = text.split(",").map((t) => t.trim());
  // `--tools ""` asks for a flow with no tools at all: a request's `tools` may be empty.
  if (names.length === 1 && names[0] === "") return [];
  if (names.includes("")) throw new UsageError(`--tools: empty tool name in ${JSON.stringify(text)}`);
  return names;
}

function parseTimeout(text: string): number {
  const seconds = Number(text);
  if (text.trim() === "" || !Number.isFinite(seconds) || seconds <= 0) {
    throw new UsageError(`--timeout: expected a number of seconds > 0, got ${JSON.stringify(text)}`);
  }
  return seconds;
}

/** The file stem, reduced to a request name's charset `[A-Za-z0-9_.-]` and 64 characters. */
export function flowNameFor(script: string): string {
  if (script === "-") return "stdin";
  const base = script.split(/[\\/]/).pop() ?? "";
  const stem = base.replace(/\.py$/i, "");
  const clean = stem.replace(/[^A-Za-z0-9_.-]/g, "_").slice(0, 64);
  return clean === "" ? "flow" : clean;
}

/** `--permission-mode` as typed on the command line. */
export function parsePermissionMode(text: string | undefined): PermissionMode | undefined {
  if (text === undefined) return undefined;
  if (!isPermissionMode(text)) throw new UsageError(`--permission-mode: expected one of ${PERMISSION_MODES.join(", ")}, got ${JSON.stringify(text)}`);
  return text;
}

/** The `--url` of a `toolflow mcp --http` server. */
export function parseServerUrl(text: string): URL {
  try {
    return new URL(text);
  } catch {
    throw new UsageError(`--url: not a URL: ${JSON.stringify(text)}`);
  }
}
