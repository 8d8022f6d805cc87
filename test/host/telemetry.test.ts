// OpenTelemetry through @opentelemetry/api, with the SDK's in-memory exporter installed as a host
// would: a span per flow, a child span per tool call named and attributed per the GenAI semantic
// conventions, errors and limit hits recorded, content only when asked for, and the call's trace
// context active in its handler (what a downstream MCP request carries in `_meta`).
import { context, propagation, ROOT_CONTEXT, SpanStatusCode, trace } from "@opentelemetry/api";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";
import { W3CTraceContextPropagator } from "@opentelemetry/core";
import { BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor, type ReadableSpan } from "@opentelemetry/sdk-trace-base";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createRegistry, ToolError, type ToolDefinition } from "../../host/registry.js";
import { runFlow, type FlowRun, type RunFlowOptions } from "../../host/run-flow.js";
import { traceMeta } from "../../host/telemetry/flow-tracing.js";
import { ensureBuilt } from "../ensure-built.js";

const exporter = new InMemorySpanExporter();
const provider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
const metas: Record<string, string>[] = [];

beforeAll(() => {
  ensureBuilt();
  trace.setGlobalTracerProvider(provider);
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
}, 120_000);
afterAll(() => {
  trace.disable();
  context.disable();
  propagation.disable();
});
beforeEach(() => {
  metas.length = 0;
});

const tools: ToolDefinition[] = [
  {
    name: "echo",
    category: "custom",
    flowEligible: true,
    output: "json",
    description: "Echoes its argument",
    async handler(args) {
      metas.push(traceMeta());
      return { said: args.text };
    },
  },
  { name: "broken", category: "custom", flowEligible: true, output: "text", async handler() { throw new ToolError("no luck"); } },
];

async function flow(code: string, options: Partial<RunFlowOptions> = {}) {
  exporter.reset();
  const outcome = (await runFlow({ name: "traced", code, tools: ["echo", "broken"] }, { registry: createRegistry(tools), ...options })) as FlowRun;
  const spans = exporter.getFinishedSpans();
  const root = spans.find((s) => s.name === "execute_tool tool_flow")!;
  return { outcome, spans, root, calls: spans.filter((s) => s !== root) };
}

const parentOf = (span: ReadableSpan) => span.parentSpanContext?.spanId;

describe("OpenTelemetry spans", () => {
  it("a flow span with one child per tool call, GenAI names and ids, and the call's context active in its handler", async () => {
    const { outcome, root, calls } = await flow('echo(text="a")\necho(text="b")\n"done"');
    expect(outcome.envelope.status).toBe("ok");
    expect(root.attributes).toMatchObject({ "gen_ai.operation.name": "execute_tool", "gen_ai.tool.name": "tool_flow", "toolflow.flow.name": "traced", "toolflow.flow.status": "ok", "toolflow.flow.calls": 2 });
    expect(root.status.code).not.toBe(SpanStatusCode.ERROR);
    expect(calls.map((s) => [s.name, s.attributes["gen_ai.tool.name"], s.attributes["gen_ai.tool.call.id"], parentOf(s)])).toEqual([
      ["execute_tool echo", "echo", "traced#1", root.spanContext().spanId],
      ["execute_tool echo", "echo", "traced#2", root.spanContext().spanId],
    ]);
    expect(calls.every((s) => s.spanContext().traceId === root.spanContext().traceId)).toBe(true);
    // Content is not recorded unless asked for.
    expect(calls[0]!.attributes["gen_ai.tool.call.arguments"]).toBeUndefined();
    // The handler ran with its call's span active: a downstream request would carry this traceparent.
    expect(metas.map((m) => m.traceparent)).toEqual(calls.map((s) => `00-${s.spanContext().traceId}-${s.spanContext().spanId}-01`));
  });

  it("records arguments and results when the host opts in", async () => {
    const { calls } = await flow('echo(text="secret-ish")', { telemetry: { recordContent: true } });
    expect(calls[0]!.attributes).toMatchObject({ "gen_ai.tool.call.arguments": '{"text": "secret-ish"}', "gen_ai.tool.call.result": '{"said":"secret-ish"}' });
  });

  it("marks a failing call and a flow that ends in an exception or a limit as errors", async () => {
    const failed = await flow("try:\n    broken()\nexcept ToolError:\n    pass\n1 // 0\n");
    expect(failed.calls[0]!.status).toMatchObject({ code: SpanStatusCode.ERROR, message: "no luck" });
    expect(failed.calls[0]!.attributes["error.type"]).toBe("ToolError");
    expect(failed.root.status.code).toBe(SpanStatusCode.ERROR);
    expect(failed.root.attributes["error.type"]).toBe("ZeroDivisionError");
    expect(failed.root.events.map((e) => e.attributes?.["exception.type"])).toEqual(["ZeroDivisionError"]);
    const limited = await flow('while True:\n    echo(text="x")\n', { limits: { maxCalls: 3 } });
    expect(limited.root.attributes["error.type"]).toBe(limited.outcome.full.error!.type);
    expect(limited.root.status.code).toBe(SpanStatusCode.ERROR);
  });
});

describe("without an SDK (the no-op tracer's spans, made per call without it)", () => {
  beforeAll(() => {
    trace.disable();
  });
  afterAll(() => {
    trace.setGlobalTracerProvider(provider);
  });

  it("the caller's trace context reaches each handler, and an SDK registered mid-flow traces the calls after it", async () => {
    const traceId = "0af7651916cd43dd8448eb211c80319c";
    const traceparent = `00-${traceId}-b7ad6b7169203331-01`;
    const register: ToolDefinition = {
      name: "register",
      category: "custom",
      flowEligible: true,
      output: "json",
      async handler() {
        metas.push(traceMeta());
        trace.setGlobalTracerProvider(provider);
        return 1;
      },
    };
    exporter.reset();
    const run = () => runFlow({ name: "traced", code: 'echo(text="a")\nregister()\necho(text="b")\n"done"', tools: ["echo", "register"] }, { registry: createRegistry([...tools, register]) });
    const outcome = (await context.with(propagation.extract(ROOT_CONTEXT, { traceparent }), run)) as FlowRun;
    expect(outcome.envelope.status).toBe("ok");
    const spans = exporter.getFinishedSpans();
    // Only the call made after the SDK came: the flow's own span was the no-op tracer's.
    expect(spans.map((s) => s.name)).toEqual(["execute_tool echo"]);
    expect(spans[0]!.spanContext().traceId).toBe(traceId);
    expect(parentOf(spans[0]!)).toBe("b7ad6b7169203331");
    expect(metas.map((m) => m.traceparent)).toEqual([traceparent, traceparent, `00-${traceId}-${spans[0]!.spanContext().spanId}-01`]);
  });
});
