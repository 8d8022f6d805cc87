// The `toolflow` entry in-process: help, version, and usage errors (exit 2) before any flow runs.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { main, type CliIO } from "../../../host/cli/main.js";

function fakeIO(stdin = ""): CliIO & { out: string; err: string } {
  const io = {
    out: "",
    err: "",
    cwd: process.cwd(),
    stdout: (text: string) => void (io.out += text),
    stderr: (text: string) => void (io.err += text),
    readStdin: async () => stdin,
  };
  return io;
}

describe("toolflow main", () => {
  it("prints help and the package version", async () => {
    const io = fakeIO();
    expect(await main(["--help"], io)).toBe(0);
    expect(io.out).toContain("toolflow run <script.py | ->");
    const version = fakeIO();
    expect(await main(["--version"], version)).toBe(0);
    expect(version.out).toBe(`${JSON.parse(readFileSync("package.json", "utf8")).version}\n`);
    const runHelp = fakeIO();
    expect(await main(["run", "--help"], runHelp)).toBe(0);
    expect(runHelp.out).toContain("--fixtures FILE");
  });

  it("exits 2 with a pointer to --help on usage errors", async () => {
    const cases: [string[], string][] = [
      [[], "Usage:\n  toolflow run <script.py | ->"],
      [["frobnicate"], 'toolflow: unknown command "frobnicate"\nRun `toolflow --help` for usage.\n'],
      [["rn"], 'toolflow: unknown command "rn"; did you mean "run"?\nRun `toolflow --help` for usage.\n'],
      [["run", "--jsno", "-"], "toolflow: unknown option --jsno; did you mean --json?\nRun `toolflow run --help` for usage.\n"],
      [["mcp", "--rot", "."], "toolflow: unknown option --rot; did you mean --root?\nRun `toolflow mcp --help` for usage.\n"],
      [["run", "--frobnicate", "-"], "toolflow: unknown option --frobnicate\nRun `toolflow run --help` for usage.\n"],
      [["run"], "toolflow: missing the script: give a file, or - to read stdin\nRun `toolflow run --help` for usage.\n"],
      [["run", "no/such/script.py"], "toolflow: cannot read the script no/such/script.py: no such file\n"],
      [["run", "-", "--fixtures", "no/such.json"], "toolflow: cannot read the fixtures file no/such.json: no such file\n"],
      [["run", "-", "--root", "no/such/dir"], "toolflow: --root: not a folder: no/such/dir\n"],
      // Endless or huge inputs are refused once past what they could hold, not read on.
      [["run", "/dev/zero"], "toolflow: cannot read the script /dev/zero: it is larger than 1 MiB\n"],
      [["run", "/dev/urandom"], "toolflow: cannot read the script /dev/urandom: it is larger than 1 MiB\n"],
      [["run", "-", "--fixtures", "/dev/zero"], "toolflow: cannot read the fixtures file /dev/zero: it is larger than 64 MiB\n"],
      [["run", "-", "--rules", "/dev/zero"], "toolflow: cannot read the rules file /dev/zero: it is larger than 4 MiB\n"],
    ];
    for (const [argv, message] of cases) {
      const io = fakeIO("1 + 1\n");
      expect(await main(argv, io)).toBe(2);
      expect(io.err).toContain(message);
    }
  });

  it("refuses a script on stdin past 1 MiB without reading on", async () => {
    const { Readable } = await import("node:stream");
    const { MAX_SCRIPT_FILE_BYTES, readTextStream } = await import("../../../host/read-text.js");
    let read = 0;
    const endless = new Readable({
      read() {
        read += 65536;
        this.push(Buffer.alloc(65536, 0x61));
      },
    });
    await expect(readTextStream(endless, MAX_SCRIPT_FILE_BYTES)).rejects.toThrow("it is larger than 1 MiB");
    expect(read).toBeLessThanOrEqual(MAX_SCRIPT_FILE_BYTES + 2 * 65536);
    const io = fakeIO();
    io.readStdin = () => readTextStream(Readable.from([Buffer.alloc(MAX_SCRIPT_FILE_BYTES + 1, 0x61)]), MAX_SCRIPT_FILE_BYTES);
    expect(await main(["run", "-"], io)).toBe(2);
    expect(io.err).toContain("toolflow: cannot read the script -: it is larger than 1 MiB\n");
  });
});
