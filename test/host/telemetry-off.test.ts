// Without a tracer provider (no SDK) flows make no recording spans, yet a tool's handler sees what
// @opentelemetry/api's no-op tracer gives: the caller's span context passed on where a context
// manager carries one (a downstream request keeps the caller's trace), else an invalid one.
import { context, INVALID_SPAN_CONTEXT, propagation, ROOT_CONTEXT, trace, TraceFlags, type SpanContext } from "@opentelemetry/api";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";
import { W3CTraceContextPropagator } from "@opentelemetry/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRegistry } from "../../host/registry.js";
import { runFlow, type FlowRun } from "../../host/run-flow.js";
import { traceMeta } from "../../host/telemetry/flow-tracing.js";
import { ensureBuilt } from "../ensure-built.js";

const seen: { active: SpanContext | undefined; recording: boolean | undefined; meta: Record<string, string> }[] = [];
const registry = createRegistry([
  {
    name: "probe",
    category: "custom",
    flowEligible: true,
    output: "json",
    async handler() {
      const span = trace.getActiveSpan();
      seen.push({ active: span?.spanContext(), recording: span?.isRecording(), meta: traceMeta() });
      return 1;
    },
  },
]);
const caller: SpanContext = { traceId: "0af7651916cd43dd8448eb211c80319c", spanId: "b7ad6b7169203331", traceFlags: TraceFlags.SAMPLED };

beforeAll(() => {
  ensureBuilt();
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
}, 120_000);
afterAll(() => {
  context.disable();
  propagation.disable();
});

async function probe(): Promise<(typeof seen)[number]> {
  seen.length = 0;
  const outcome = (await runFlow({ name: "untraced", code: "probe()", tools: ["probe"] }, { registry })) as FlowRun;
  expect(outcome.envelope.status).toBe("ok");
  expect(seen).toHaveLength(1);
  return seen[0]!;
}

describe("flows without a tracer provider", () => {
  it("hand the caller's span context on to a tool's handler", async () => {
    const within = await context.with(trace.setSpanContext(ROOT_CONTEXT, caller), probe);
    expect(within.active).toEqual(caller);
    expect(within.recording).toBe(false);
    expect(within.meta.traceparent).toBe(`00-${caller.traceId}-${caller.spanId}-01`);
  });

  it("give a handler an invalid span context when the caller has none", async () => {
    const outside = await probe();
    expect(outside.active).toEqual(INVALID_SPAN_CONTEXT);
    expect(outside.recording).toBe(false);
    expect(outside.meta).toEqual({});
  });
});
