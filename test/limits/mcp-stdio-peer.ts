// `toolflow mcp` over stdio, spoken to in raw lines, for the tests that attack it
// (mcp-attack.test.ts, mcp-starvation.test.ts).
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { mkdtempSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect } from "vitest";
import { CLI } from "../host/cli/built-cli.js";

const INITIALIZE = { jsonrpc: "2.0", id: 1, method: "initialize", params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "attack", version: "1" } } };

/** A server started and initialized (its first request's id is 1). */
export async function initializedPeer(): Promise<StdioPeer> {
  const peer = new StdioPeer();
  expect(await peer.ask(INITIALIZE)).toMatchObject({ id: 1, result: { serverInfo: { name: "toolflow" } } });
  peer.tell({ jsonrpc: "2.0", method: "notifications/initialized" });
  return peer;
}

/** `toolflow mcp` over stdio, spoken to in raw lines. */
export class StdioPeer {
  private readonly child: ChildProcessWithoutNullStreams;
  private buffered = "";
  private readonly waiting: ((line: unknown) => void)[] = [];
  readonly dir = realpathSync(mkdtempSync(join(tmpdir(), "toolflow-mcp-attack-")));

  constructor() {
    writeFileSync(join(this.dir, "empty.yaml"), "{}\n");
    this.child = spawn(process.execPath, [CLI, "mcp", "--root", this.dir, "--config", join(this.dir, "empty.yaml"), "--yes"], { cwd: this.dir });
    this.child.stdout.setEncoding("utf8").on("data", (text: string) => {
      this.buffered += text;
      for (let nl = this.buffered.indexOf("\n"); nl !== -1; nl = this.buffered.indexOf("\n")) {
        const line = this.buffered.slice(0, nl);
        this.buffered = this.buffered.slice(nl + 1);
        this.waiting.shift()?.(JSON.parse(line));
      }
    });
  }

  /** Writes `line` and resolves with the next message the server writes. */
  ask(line: string | object): Promise<any> {
    const answer = new Promise((resolve) => this.waiting.push(resolve));
    this.tell(line);
    return answer;
  }

  /** Writes `line`, expecting no answer (a notification). */
  tell(line: string | object): void {
    this.child.stdin.write(`${typeof line === "string" ? line : JSON.stringify(line)}\n`);
  }

  /** Stops reading the server's answers (they wait in the pipe), or reads them again. */
  reading(on: boolean): void {
    if (on) this.child.stdout.resume();
    else this.child.stdout.pause();
  }

  /** Bytes written to the server that it has not read yet, beyond what its pipe holds. */
  get unread(): number {
    return this.child.stdin.writableLength;
  }

  get alive(): boolean {
    return this.child.exitCode === null;
  }

  stop(): void {
    this.child.kill();
    rmSync(this.dir, { recursive: true, force: true });
  }
}
