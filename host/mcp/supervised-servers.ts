// The upstream MCP servers of a long-running host (`toolflow mcp`): one that fails to start or
// dies does not take the host down. Its tools are left out while it is down, the reason is kept
// for the tool_flow description, and it is connected again with exponential backoff. (The
// library's McpServers.connect stays all-or-nothing: a caller building its own registry decides.)
import type { McpServerConfig } from "../config/mcp-config.js";
import type { ToolDefinition } from "../registry.js";
import { stripPaths } from "../run-flow.js";
import { McpServerConnection } from "./client.js";

/** A configured server that is not connected now, and why (no host paths: a model reads it). */
export interface ServerOutage {
  server: string;
  reason: string;
}

export interface Backoff {
  /** The first retry's delay; each failure doubles it. */
  firstMs: number;
  maxMs: number;
}

const DEFAULT_BACKOFF: Backoff = { firstMs: 1000, maxMs: 60_000 };

export class SupervisedServers {
  private readonly live = new Map<string, McpServerConnection>();
  private readonly down = new Map<string, string>();
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();
  private closed = false;

  private constructor(
    private readonly configs: Readonly<Record<string, McpServerConfig>>,
    /** Told each time the set of connected servers changes (with the operator's full reason when one fails). */
    private readonly onChange: (event: { server: string; up: boolean; detail?: string }) => void,
    private readonly backoff: Backoff,
  ) {}

  /** Tries every server once, in parallel; those that fail are retried in the background. */
  static async open(
    configs: Readonly<Record<string, McpServerConfig>>,
    onChange: (event: { server: string; up: boolean; detail?: string }) => void = () => {},
    backoff: Backoff = DEFAULT_BACKOFF,
  ): Promise<SupervisedServers> {
    const servers = new SupervisedServers(configs, onChange, backoff);
    await Promise.all(Object.keys(configs).map((name) => servers.attempt(name, 0)));
    return servers;
  }

  tools(): ToolDefinition[] {
    return [...this.live.values()].flatMap((connection) => connection.toolDefinitions());
  }

  outages(): ServerOutage[] {
    return [...this.down].map(([server, reason]) => ({ server, reason }));
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    await Promise.all([...this.live.values()].map((connection) => connection.close()));
  }

  private async attempt(name: string, failures: number): Promise<void> {
    this.timers.delete(name);
    let connection: McpServerConnection;
    try {
      connection = await McpServerConnection.connect(name, this.configs[name]!);
    } catch (error) {
      const detail = (error as Error).message;
      // The first line, without the stderr quote or host paths: the model sees it.
      this.down.set(name, stripPaths(`did not start: ${detail.split("\n")[0]!.replace(/ \(stderr: .*$/, "")}`));
      this.onChange({ server: name, up: false, detail });
      this.retry(name, failures + 1);
      return;
    }
    if (this.closed) return void (await connection.close());
    connection.onLost = (reason) => {
      this.live.delete(name);
      this.down.set(name, reason);
      this.onChange({ server: name, up: false, detail: reason });
      this.retry(name, 1);
    };
    this.live.set(name, connection);
    this.down.delete(name);
    this.onChange({ server: name, up: true });
  }

  private retry(name: string, failures: number): void {
    if (this.closed) return;
    const delay = Math.min(this.backoff.firstMs * 2 ** (failures - 1), this.backoff.maxMs);
    const timer = setTimeout(() => void this.attempt(name, failures), delay);
    // A server being retried does not keep the process alive on its own.
    timer.unref?.();
    this.timers.set(name, timer);
  }
}
