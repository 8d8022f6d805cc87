#!/usr/bin/env node
// The fleet's by-hand scenario, scripted: a redis-server on a free loopback port, two `toolflow
// worker` processes and two `toolflow mcp --http` front ends (the built CLI, dist/cli.js); 20
// background flows started through the first front end with the MCP SDK client; one worker
// SIGKILLed while every flow is in the middle of its calls; all 20 results read through
// job_result on the second front end (their prints heard as progress meanwhile, each once).
// The tool server counts every call it receives, so "no non-idempotent call repeated" is
// checked: each `record` call exactly once.
//
//   node build.mjs && node scripts/fleet-scenario.mjs [--flows 20] [--lock-seconds 2]
//
// Exits 0 when every check holds, 1 (saying which) when one does not. Needs redis-server.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { Redis } from "ioredis";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const CLI = join(ROOT, "dist/cli.js");
const COUNTING_SERVER = join(ROOT, "test/fleet/counting-tool-server.mjs");

const { values } = parseArgs({ options: { flows: { type: "string", default: "20" }, "lock-seconds": { type: "string", default: "2" } } });
const FLOWS = Number(values.flows);
const LOCK_SECONDS = Number(values["lock-seconds"]);
const TOOLS = ["mcp__count__record", "mcp__count__lookup", "mcp__count__wait_for"];

const began = performance.now();
const children = new Set();
const clients = [];
const failures = [];
/** What to show when the scenario fails: each gives lines about the state it saw. */
const diagnostics = [];
const say = (line) => console.log(`[${((performance.now() - began) / 1000).toFixed(1).padStart(5)} s] ${line}`);
const check = (ok, what) => {
  say(`${ok ? "ok  " : "FAIL"} ${what}`);
  if (!ok) failures.push(what);
};

function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once("error", fail);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

/** Spawns a process; resolves once `ready` matches what it has written (stdout and stderr). */
function start(command, args, options, ready) {
  const child = spawn(command, args, { ...options, stdio: ["ignore", "pipe", "pipe"] });
  children.add(child);
  child.once("exit", () => children.delete(child));
  let out = "";
  return new Promise((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`${command} ${args.join(" ")} did not start:\n${out}`)), 30_000);
    const read = (chunk) => {
      out += chunk.toString();
      const match = ready.exec(out);
      if (match) {
        clearTimeout(timer);
        done({ child, match, log: () => out });
      }
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
    child.once("exit", (code, signal) => {
      clearTimeout(timer);
      fail(new Error(`${command} ${args.join(" ")} exited (${code ?? signal}):\n${out}`));
    });
  });
}

async function connect(url) {
  const client = new Client({ name: "fleet-scenario", version: "1" });
  await client.connect(new StreamableHTTPClientTransport(new URL(url)));
  clients.push(client);
  return client;
}

async function call(client, name, args, onprogress) {
  const result = await client.callTool({ name, arguments: args }, undefined, { timeout: 120_000, ...(onprogress ? { onprogress } : {}) });
  const text = result.content[0]?.type === "text" ? result.content[0].text : "null";
  if (result.isError && !text.startsWith('{"status"')) throw new Error(`${name}: ${text}`);
  return JSON.parse(text);
}

function flowCode(i, gate, gate2) {
  return [
    `first = mcp__count__record(flow="s${i}", n=0)`,
    `info = mcp__count__lookup(key="s${i}")`,
    `gate = mcp__count__wait_for(path=${JSON.stringify(gate)})`,
    'print("through", first["recorded"])',
    `mcp__count__wait_for(path=${JSON.stringify(gate2)})`,
    `second = mcp__count__record(flow="s${i}", n=1)`,
    'print(first["recorded"], info["size"], gate["arrived"], second["recorded"])',
    '[first["recorded"], second["recorded"], info["size"]]',
  ].join("\n");
}

/** Polls `ready` every 50 ms; throws saying `what` (a string, or a function giving one) after 60 s. */
async function until(ready, what) {
  const deadline = Date.now() + 60_000;
  while (!ready()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${typeof what === "function" ? what() : what}`);
    await new Promise((done) => setTimeout(done, 50));
  }
}

/** How often the tool server received each call line. */
function counted(file) {
  const counts = new Map();
  for (const line of readFileSync(file, "utf8").split("\n").filter(Boolean)) counts.set(line, (counts.get(line) ?? 0) + 1);
  return counts;
}

async function main() {
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run \`node build.mjs\` first`);
  if (spawnSync("redis-server", ["--version"]).status !== 0) throw new Error("redis-server is missing (apt-get install redis-server)");
  const dir = mkdtempSync(join(tmpdir(), "toolflow-scenario-"));
  const counter = join(dir, "calls.txt");
  const gate = join(dir, "gate");
  const gate2 = join(dir, "gate2");
  writeFileSync(counter, "");
  writeFileSync(
    join(dir, "toolflow.config.yaml"),
    [
      "permission_mode: bypass",
      "queue:",
      "  prefix: scenario",
      `  lock_seconds: ${LOCK_SECONDS}`,
      "mcp_servers:",
      `  count: {command: ${JSON.stringify(process.execPath)}, args: [${JSON.stringify(COUNTING_SERVER)}, ${JSON.stringify(counter)}]}`,
    ].join("\n"),
  );
  // No user-level config of this machine reaches the processes.
  const env = { ...process.env, XDG_CONFIG_HOME: join(dir, "xdg") };
  const options = { cwd: dir, env };

  const port = await freePort();
  await start("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], options, /Ready to accept connections/);
  const queue = `redis://127.0.0.1:${port}`;
  say(`redis-server at ${queue}`);
  diagnostics.push(async () => {
    const redis = new Redis(queue);
    try {
      const lines = [];
      for (let i = 0; i < FLOWS; i++) {
        const [, listeners] = await redis.pubsub("NUMSUB", `scenario:tf:default:activity:s${i}`);
        const log = await redis.xrange(`scenario:tf:default:activity-log:s${i}`, "-", "+");
        lines.push(`s${i}: ${listeners} listening; backlog ${JSON.stringify(log.map(([, fields]) => fields[1]))}`);
      }
      return lines;
    } finally {
      redis.disconnect();
    }
  });

  // The worker to be killed takes half the flows; the other starts once it has them, and can run
  // them all, so the killed one's flows resume at once (not when a slot frees).
  const half = Math.ceil(FLOWS / 2);
  const worker = (concurrency) => start(process.execPath, [CLI, "worker", "--queue", queue, "--root", dir, "--concurrency", String(concurrency)], options, /toolflow: worker for/);
  const frontEnd = () => start(process.execPath, [CLI, "mcp", "--http", "0", "--root", dir, "--yes", "--queue", queue], options, /serving MCP at (\S+)/);
  const [victim, one, two] = await Promise.all([worker(half), frontEnd(), frontEnd()]);
  say(`worker 1 (pid ${victim.child.pid}, --concurrency ${half}), front ends at ${one.match[1]} and ${two.match[1]}`);
  const [starter, reader] = await Promise.all([connect(one.match[1]), connect(two.match[1])]);

  const handles = [];
  for (let i = 0; i < FLOWS; i++) {
    const started = await call(starter, "tool_flow", { name: `s${i}`, code: flowCode(i, gate, gate2), tools: TOOLS, background: true });
    handles.push(started.job);
  }
  check(handles.every((handle, i) => handle === `s${i}`), `${FLOWS} background flows started through front end 1: ${handles[0]} .. ${handles.at(-1)}`);

  // A flow at the gate has its first record journaled (it answered the flow).
  const atGate = async (count) => {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const { jobs } = await call(starter, "job_list", {});
      if (jobs.filter((job) => job.status === "running" && job.calls === 3).length === count) return;
      if (Date.now() > deadline) throw new Error(`${count} flows did not reach the gate: ${JSON.stringify(jobs)}`);
      await new Promise((done) => setTimeout(done, 100));
    }
  };
  await atGate(half);
  const survivor = await worker(FLOWS);
  diagnostics.push(async () => {
    const { jobs } = await call(reader, "job_list", {});
    return [`jobs on front end 2: ${jobs.map((job) => `${job.job} ${job.status} ${job.calls} calls ${job.print_bytes} B`).join(", ")}`, `worker 2's log:\n${survivor.log().slice(-3000)}`];
  });
  say(`${half} flows wait at the gate on worker 1; worker 2 (pid ${survivor.child.pid}, --concurrency ${FLOWS}) started`);
  await atGate(FLOWS);
  say(`every flow made 3 calls and waits at the gate`);

  // Each waiting job_result hears its flow's prints as progress, as an in-process job's would:
  // the first notification says it watches, the first print comes once the gate opens.
  const heard = new Map();
  const waiting = handles.map((job) => call(reader, "job_result", { job, wait_seconds: 90, full: true }, (progress) => heard.set(job, (heard.get(job) ?? "") + (progress._meta?.["toolflow/prints"] ?? ""))));
  const settled = new Map();
  waiting.forEach((promise, i) => promise.then((result) => settled.set(handles[i], `answered ${result.status}`), (error) => settled.set(handles[i], `failed: ${error.message}`)));
  diagnostics.push(async () => [`job_result calls settled: ${[...settled].map(([job, how]) => `${job} ${how}`).join("; ") || "none"}`, `front end 2's log:\n${two.log().slice(-3000)}`]);
  await until(() => heard.size === FLOWS, "the first progress notification of every job_result");
  say(`job_result waits on every flow through front end 2`);

  const killed = new Promise((done) => victim.child.once("exit", (code, signal) => done(signal)));
  victim.child.kill("SIGKILL");
  say(`kill -9 ${victim.child.pid}: ${await killed}`);
  writeFileSync(gate, "");
  say("gate opened");
  const through = (i) => `through s${i}/0\n`;
  const unheard = () => handles.filter((job, i) => heard.get(job) !== through(i));
  await until(() => unheard().length === 0, () => `every flow's print before the second gate, as progress; heard instead: ${unheard().map((job) => `${job} ${JSON.stringify(heard.get(job))}`).join(", ")}`);
  say("every flow's print arrived as progress on front end 2; second gate opened");
  writeFileSync(gate2, "");
  const results = await Promise.all(waiting);
  say("job_result answered for every flow on front end 2");
  const ended = results.filter((result) => result.status === "completed");
  check(ended.length === FLOWS, `${ended.length}/${FLOWS} flows completed (${results.filter((r) => r.status !== "completed").map((r) => `${r.job}: ${r.status} ${JSON.stringify(r.envelope?.error ?? null)}`).join("; ") || "none lost"})`);
  const wrong = results.filter((result, i) => JSON.stringify(result.envelope?.result) !== JSON.stringify([`s${i}/0`, `s${i}/1`, `s${i}`.length]) || result.envelope?.prints !== `${through(i)}s${i}/0 ${`s${i}`.length} gate s${i}/1\n`);
  check(wrong.length === 0, `every result and print is the uninterrupted run's${wrong.length ? `; not: ${wrong.map((r) => r.job).join(", ")}` : ""}`);
  const resumed = results.filter((result) => (result.envelope?.stats?.resumed ?? 0) > 0);
  check(resumed.length > 0, `${resumed.length} flows were resumed by the surviving worker (stats.resumed > 0)`);

  const counts = counted(counter);
  const records = [...counts].filter(([line]) => line.startsWith("record "));
  const repeated = records.filter(([, n]) => n !== 1);
  check(records.length === 2 * FLOWS && repeated.length === 0, `the tool server received each of the ${2 * FLOWS} record calls (not idempotent) exactly once${repeated.length ? `; repeated: ${repeated.map(([line, n]) => `${line} x${n}`).join(", ")}` : ""}`);
  const again = (kind) => [...counts].filter(([line]) => line.startsWith(`${kind} `)).reduce((sum, [, n]) => sum + n, 0) - FLOWS;
  say(`read-only calls made again on resume: lookup ${again("lookup")} (served from the journal), wait_for ${again("wait_for") - FLOWS} (in flight at the kill)`);
  rmSync(dir, { recursive: true, force: true });
}

try {
  await main();
} catch (error) {
  failures.push(error instanceof Error ? error.message : String(error));
  say(`FAIL ${failures.at(-1)}`);
  for (const diagnose of diagnostics) for (const line of await diagnose().catch((error) => [`(diagnostics failed: ${error.message})`])) say(line);
} finally {
  await Promise.all(clients.map((client) => client.close().catch(() => {})));
  for (const child of children) child.kill("SIGKILL");
}
say(failures.length === 0 ? "scenario passed" : `scenario failed: ${failures.length} check(s)`);
process.exit(failures.length === 0 ? 0 : 1);
