// Two `toolflow mcp --queue` servers and a `toolflow worker`, as processes: a background flow
// started through one server is inspected, awaited and cancelled through the other and through
// `toolflow job --queue`, which also starts one.
import { execFile, type ChildProcess } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { ElicitRequestSchema, type CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLI, startMcpHttp } from "../host/cli/built-cli.js";
import { requireBuild } from "../host/jobs/built.js";
import { hasRedis, startRedis, type RedisServer } from "./redis-server.js";
import { counted, fleetProject, projectEnv, startWorker, workerProcesses } from "./worker-processes.js";

const run = promisify(execFile);
let redis: RedisServer;
const servers: ChildProcess[] = [];
const clients: Client[] = [];

async function connect(url: string): Promise<Client> {
  const client = new Client({ name: "test", version: "1" });
  await client.connect(new StreamableHTTPClientTransport(new URL(url)));
  clients.push(client);
  return client;
}

async function call(client: Client, name: string, args: Record<string, unknown>): Promise<any> {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  const first = result.content[0];
  return JSON.parse(first?.type === "text" ? first.text : "null");
}

describe.skipIf(!hasRedis)("toolflow mcp --queue", () => {
  beforeAll(async () => {
    requireBuild();
    redis = await startRedis();
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close()));
    for (const child of [...servers, ...workerProcesses]) child.kill("SIGKILL");
    await redis?.stop();
  });

  it("answers for a job started on another front end, and cancels it there", async () => {
    const { dir, counter } = fleetProject({ prefix: "mcpq", lockSeconds: 5, concurrency: 4 });
    await startWorker(redis.url, dir);
    const args = ["--root", dir, "--yes", "--queue", redis.url];
    const [a, b] = await Promise.all([startMcpHttp(args, projectEnv(dir)), startMcpHttp(args, projectEnv(dir))]);
    servers.push(a.server, b.server);
    const [one, two] = await Promise.all([connect(a.url), connect(b.url)]);

    const never = join(dir, "never");
    const tools = ["mcp__count__record", "mcp__count__wait_for"];
    expect(await call(one, "tool_flow", { name: "waits", code: `mcp__count__wait_for(path=${JSON.stringify(never)})`, tools, background: true })).toEqual({ job: "waits", status: "running" });
    expect(await call(one, "tool_flow", { name: "records", code: 'print("go")\nmcp__count__record(flow="q", n=1)["recorded"]', tools, background: true })).toEqual({ job: "records", status: "running" });

    const done = await call(two, "job_result", { job: "records", wait_seconds: 60 });
    expect(done).toMatchObject({ job: "records", status: "completed", background: true, calls: 1, print_bytes: 3, envelope: { status: "ok", result: "q/1", prints: "go\n" } });
    expect(counted(counter, "record")).toEqual(new Map([["record q 1", 1]]));

    const listed = await call(two, "job_list", {});
    expect(listed.jobs.map((job: { job: string }) => job.job).sort()).toEqual(["records", "waits"]);
    const deadline = Date.now() + 30_000;
    while ((await call(two, "job_status", { job: "waits" })).calls !== 1 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await call(two, "job_status", { job: "waits" })).toMatchObject({ status: "running", calls: 1 });
    expect(await call(two, "job_cancel", { job: "waits" })).toMatchObject({ job: "waits", status: "cancelled" });

    // `toolflow job --queue` reads the same jobs (prefix from the folder's config), no server needed.
    const result = await run(process.execPath, [CLI, "job", "result", "waits", "--queue", redis.url, "--json"], { cwd: dir, env: projectEnv(dir) }).catch((error: { code: number; stdout: string }) => error);
    expect("code" in result ? result.code : 0).toBe(1);
    expect(JSON.parse(result.stdout)).toMatchObject({ status: "error", error: { type: "Cancelled" } });
    const missing = await run(process.execPath, [CLI, "job", "status", "nope", "--queue", redis.url], { cwd: dir, env: projectEnv(dir) }).catch((error: { code: number; stderr: string }) => error);
    expect(missing).toMatchObject({ code: 2, stderr: "toolflow: no job named 'nope'\n" });

    // `toolflow job start --queue` is a front end of its own: it validates against the tools of
    // its --root's config, approves (--yes), reserves the handle and queues the flow.
    const script = join(dir, "records.py");
    writeFileSync(script, 'print("from the cli")\nmcp__count__record(flow="cli", n=2)["recorded"]\n');
    const started = await run(process.execPath, [CLI, "job", "start", script, "--queue", redis.url, "--root", dir, "--tools", "mcp__count__record", "--yes"], { cwd: dir, env: projectEnv(dir) });
    // "records" is taken (the MCP front end's flow above): the handle says so.
    expect(started.stdout).toBe("records-2\n");
    expect(await call(two, "job_result", { job: "records-2", wait_seconds: 60 })).toMatchObject({ status: "completed", envelope: { status: "ok", result: "cli/2", prints: "from the cli\n" } });
    expect(counted(counter, "record")).toEqual(new Map([["record q 1", 1], ["record cli 2", 1]]));
    // A queued background flow's ask_user reaches the client that started it (over the session's
    // own stream: the tool_flow call has long answered), and the answer resumes it on a worker.
    const asker = new Client({ name: "asker", version: "1" }, { capabilities: { elicitation: { form: {} } } });
    const asked: string[] = [];
    asker.setRequestHandler(ElicitRequestSchema, async (request) => {
      asked.push(request.params.message);
      return { action: "accept", content: { answer: "green" } };
    });
    await asker.connect(new StreamableHTTPClientTransport(new URL(a.url)));
    clients.push(asker);
    expect(await call(asker, "tool_flow", { name: "asks", code: 'r = ask_user(question="Which colour?")\nr["answer"]', tools: ["ask_user"], background: true })).toEqual({ job: "asks", status: "running" });
    expect(await call(two, "job_result", { job: "asks", wait_seconds: 60 })).toMatchObject({ status: "completed", envelope: { status: "ok", result: "green" } });
    expect(asked).toEqual(["Which colour?"]);

    const refused = await run(process.execPath, [CLI, "job", "start", script, "--queue", redis.url, "--tools", "nope"], { cwd: dir, env: projectEnv(dir) }).catch((error: { code: number; stderr: string }) => error);
    expect(refused).toMatchObject({ code: 2, stderr: expect.stringMatching(/^toolflow: \{"rejected":true,"problems":\[\{"tool":"nope","reason":"missing"/) });
    // Its questions would come back to this command, which has ended by then: a pointed refusal, nothing queued.
    const asking = await run(process.execPath, [CLI, "job", "start", script, "--queue", redis.url, "--tools", "mcp__count__record,ask_user", "--yes"], { cwd: dir, env: projectEnv(dir) }).catch((error: { code: number; stderr: string }) => error);
    expect(asking).toMatchObject({ code: 2, stderr: expect.stringMatching(/^toolflow: --tools ask_user: a flow started with `job start --queue` cannot ask: this command ends once the flow is queued/) });
    expect((await call(two, "job_list", {})).jobs).toHaveLength(4);
  });
});
