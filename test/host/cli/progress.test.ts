// `toolflow run` for people on a terminal: a status line with the calls so far and the time
// elapsed while the flow runs, cleared before the envelope is shown; none with --json.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { main, type CliIO } from "../../../host/cli/main.js";

function terminalIO(stdin: string): CliIO & { out: string; statuses: string[] } {
  const io = {
    out: "",
    statuses: [] as string[],
    cwd: process.cwd(),
    stdout: (text: string) => void (io.out += text),
    stderr: () => undefined,
    readStdin: async () => stdin,
    status: (line: string) => void io.statuses.push(line),
  };
  return io;
}

describe("toolflow run progress", () => {
  const dir = mkdtempSync(join(tmpdir(), "toolflow-progress-"));
  const fixtures = join(dir, "tools.json");
  writeFileSync(fixtures, JSON.stringify({ lookup: [{ args: { k: 1 }, output: "one" }] }));
  const script = 'lookup(k=1)\nwhile True:\n    pass\n';

  it("shows calls and elapsed seconds while the flow runs, then clears the line", async () => {
    const io = terminalIO(script);
    expect(await main(["run", "-", "--yes", "--fixtures", fixtures, "--timeout", "2.5"], io)).toBe(1);
    // When the first call lands depends on how fast the worker starts; the line must show it.
    expect(io.statuses.some((line) => /^running: 1 call, \d+ s  \(Ctrl\+C: cancel\)$/.test(line))).toBe(true);
    expect(io.statuses.at(-1)).toBe("");
    expect(io.out).toContain("Timeout");
  });

  it("starts the status line only once the flow is approved, never over the question", async () => {
    const io = terminalIO(script);
    let statusesWhileAsked = -1;
    const approving = Object.assign(io, {
      ask: async () => {
        // Long enough for several ticks of the status line, had it started.
        await new Promise((resolve) => setTimeout(resolve, 2500));
        statusesWhileAsked = io.statuses.length;
        return "y";
      },
    });
    expect(await main(["run", "-", "--fixtures", fixtures, "--timeout", "2.5"], approving)).toBe(1);
    expect(statusesWhileAsked).toBe(0);
    expect(io.statuses.some((line) => line.startsWith("running: "))).toBe(true);
  });

  it("writes no status line with --json", async () => {
    const io = terminalIO(script);
    expect(await main(["run", "-", "--yes", "--json", "--fixtures", fixtures, "--timeout", "1.5"], io)).toBe(1);
    expect(io.statuses).toEqual([]);
    expect(JSON.parse(io.out).error.type).toBe("Timeout");
  });
});
