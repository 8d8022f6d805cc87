// The MCP server under hostile peers, over stdio (the CLI's `toolflow mcp`, raw lines) and
// streamable HTTP (raw requests and the SDK client): a message past MAX_REQUEST_BYTES, bytes that
// are not JSON, JSON that is not JSON-RPC, flows the transpiler refuses, tools named after
// Object.prototype's members, a huge wait_seconds, a flood of requests whose answers are not read.
// Each gets an answer; the server keeps serving.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRegistry } from "../../host/registry.js";
import { JobManager } from "../../host/jobs/index.js";
import { serveMcpHttp, serverApproval, type HttpMcpServer } from "../../host/mcp/index.js";
import { MAX_REQUEST_BYTES } from "../../host/mcp/request-limit.js";
import { UNBRACKETED } from "../transpiler/limits/deep-inputs.js";
import { PROTOTYPE_NAMES, textTool } from "./attack.js";
import { ensureBuilt } from "../ensure-built.js";
import { initializedPeer, type StdioPeer } from "./mcp-stdio-peer.js";

const OVERSIZED = JSON.stringify({ jsonrpc: "2.0", id: 7, method: "tools/call", params: { name: "tool_flow", arguments: { name: "big", code: "#".repeat(MAX_REQUEST_BYTES) } } });
const LIST = (id: number) => ({ jsonrpc: "2.0", id, method: "tools/list" });
/** [name, script, CPython's exception type]. */
const HOSTILE_FLOWS: [string, string, string][] = [
  ["nesting past the limit", UNBRACKETED["+ chain"](5000), "RecursionError"],
  ["a 5,000-digit literal", `x = ${"9".repeat(5000)}`, "SyntaxError"],
  ["a tab error", "if 1:\n        x = 1\n\ty = 2\n", "TabError"],
];

describe("MCP over stdio", () => {
  let peer: StdioPeer;
  beforeAll(async () => {
    ensureBuilt();
    peer = await initializedPeer();
  }, 120_000);
  afterAll(() => peer.stop());

  it(`answers a message over ${MAX_REQUEST_BYTES} bytes with a JSON-RPC error and goes on`, async () => {
    expect(await peer.ask(OVERSIZED)).toMatchObject({ id: null, error: { code: -32600, message: expect.stringContaining(String(MAX_REQUEST_BYTES)) } });
    expect(await peer.ask(LIST(2))).toMatchObject({ id: 2, result: { tools: expect.any(Array) } });
    expect(peer.alive).toBe(true);
  });

  it("answers bytes that are not JSON, and JSON that is not JSON-RPC", async () => {
    expect(await peer.ask("{not json")).toMatchObject({ id: null, error: { code: -32700 } });
    expect(await peer.ask("[".repeat(10_000) + "]".repeat(10_000))).toMatchObject({ id: null, error: { code: -32600 } });
    expect(await peer.ask({ hello: "world" })).toMatchObject({ id: null, error: { code: -32600 } });
    expect(await peer.ask(LIST(3))).toMatchObject({ id: 3 });
  });

  for (const [name, code, type] of HOSTILE_FLOWS) {
    it(`a flow with ${name} answers an error envelope`, async () => {
      const answer = await peer.ask({ jsonrpc: "2.0", id: 4, method: "tools/call", params: { name: "tool_flow", arguments: { name: "attack", code, tools: [] } } });
      expect(answer.error).toBeUndefined();
      const envelope = JSON.parse(answer.result.content[0].text);
      expect(envelope.status).toBe("error");
      expect(envelope.error.type).toBe(type);
      expect(answer.result.content[0].text).not.toContain(peer.dir);
    });
  }

  it("reads no more requests while the peer reads no answers, then answers every one in order", async () => {
    const flood = 20_000;
    peer.reading(false);
    const answers = Array.from({ length: flood }, (_, i) => peer.ask({ jsonrpc: "2.0", id: `p${i}`, method: "ping" }));
    // Until the server reads no more (unchanged for two seconds; a server that reads on finishes
    // the flood in less): once its answers filled the pipe, the rest waits on this side.
    for (let last = -1; last !== peer.unread; ) {
      last = peer.unread;
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
    expect(peer.unread).toBeGreaterThan(flood * 10);
    peer.reading(true);
    expect((await Promise.all(answers)).map((answer: { id: string }) => answer.id)).toEqual(Array.from({ length: flood }, (_, i) => `p${i}`));
    expect(await peer.ask(LIST(6))).toMatchObject({ id: 6, result: { tools: expect.any(Array) } });
    expect(peer.alive).toBe(true);
  }, 60_000);

  it("keeps every digit of an int past 2**53 in the result", async () => {
    const answer = await peer.ask({ jsonrpc: "2.0", id: 5, method: "tools/call", params: { name: "tool_flow", arguments: { name: "attack", code: "2**63 - 1", tools: [] } } });
    expect(answer.result.content[0].text).toContain('"result":9223372036854775807,');
  });
});

describe("MCP over HTTP", () => {
  let http: HttpMcpServer;
  let client: Client;
  beforeAll(async () => {
    ensureBuilt();
    const tools = PROTOTYPE_NAMES.map((name) => textTool(name, async () => name));
    http = await serveMcpHttp({ registry: createRegistry(tools), jobs: new JobManager(), approval: serverApproval({ elicit: false, fallback: () => true }) }, 0);
    client = new Client({ name: "attack", version: "1" });
    await client.connect(new StreamableHTTPClientTransport(http.url));
  }, 120_000);
  afterAll(async () => {
    await client?.close();
    await http?.close();
  });

  const post = async (body: string) => {
    const res = await fetch(http.url, { method: "POST", body, headers: { "content-type": "application/json", accept: "application/json, text/event-stream" } });
    return { status: res.status, json: await res.json() };
  };
  const flow = async (args: Record<string, unknown>) => {
    const result = (await client.callTool({ name: "tool_flow", arguments: { name: "attack", tools: [], ...args } })) as { content: { text: string }[] };
    return JSON.parse(result.content[0].text);
  };

  it(`answers a body over ${MAX_REQUEST_BYTES} bytes with 413 and a JSON-RPC error`, async () => {
    expect(await post(OVERSIZED)).toMatchObject({ status: 413, json: { error: { code: -32600 } } });
    expect(await post("{not json")).toMatchObject({ status: 400, json: { error: { code: -32700 } } });
    expect((await client.listTools()).tools.length).toBeGreaterThan(0);
  });

  for (const [name, code, type] of HOSTILE_FLOWS) {
    it(`a flow with ${name} answers an error envelope`, async () => {
      const envelope = await flow({ code });
      expect(envelope.status).toBe("error");
      expect(envelope.error.type).toBe(type);
    });
  }

  it("tools named after Object.prototype's members are called by their names", async () => {
    const envelope = await flow({ code: `[${PROTOTYPE_NAMES.map((n) => `${n}()["text"]`).join(", ")}]`, tools: PROTOTYPE_NAMES });
    expect(envelope).toMatchObject({ status: "ok", result: PROTOTYPE_NAMES });
  });

  it("keeps every digit of an int past 2**53 in the result and the call log", async () => {
    const result = (await client.callTool({ name: "tool_flow", arguments: { name: "attack", code: "toString(a=2**63 - 1)\n2**63 - 1", tools: ["toString"] } })) as { content: { text: string }[] };
    const text = result.content[0]!.text;
    expect(text).toContain('"result":9223372036854775807,');
    expect(text).toContain('"args":{"a": 9223372036854775807}');
    expect(JSON.parse(text).status).toBe("ok");
  });

  it("job_result with a huge wait_seconds waits for the job to end", async () => {
    const started = (await flow({ code: "while True:\n    pass", background: true, timeout_seconds: 2 })) as { job: string };
    const answer = (await client.callTool({ name: "job_result", arguments: { job: started.job, wait_seconds: 1e12 } }, undefined, { timeout: 60_000 })) as { content: { text: string }[] };
    const result = JSON.parse(answer.content[0].text);
    expect(result.status ?? result.envelope?.status).not.toBe("running");
    expect(JSON.stringify(result)).toContain("Timeout");
  });
});
