// OpenTelemetry spans for flows, through @opentelemetry/api alone: a no-op unless the host
// installs an SDK. One span per flow and a child span per tool call, named and attributed per the
// GenAI semantic conventions (`execute_tool <name>`, `gen_ai.tool.name`, `gen_ai.tool.call.id`);
// limit hits and errors set `error.type` and the span's error status. Arguments and results are
// recorded only when the host opts in (`recordContent`): they may hold what a span store must not.
import { context, INVALID_SPAN_CONTEXT, isSpanContextValid, propagation, ProxyTracerProvider, SpanKind, SpanStatusCode, trace, type Context, type Span } from "@opentelemetry/api";
import packageJson from "../../package.json";
import type { ToolDefinition } from "../registry.js";
import type { CallEntry, Envelope } from "../schema/envelope.js";

export interface TelemetryOptions {
  /** Record tool arguments and results (`gen_ai.tool.call.arguments` / `.result`). Default: off. */
  recordContent?: boolean;
}

/** A recorded attribute value is cut here: a span is no place for a 10 MB tool answer. */
const CONTENT_CHARS = 16 * 1024;
const clip = (text: string) => (text.length > CONTENT_CHARS ? `${text.slice(0, CONTENT_CHARS)}...` : text);

const tracer = () => trace.getTracer("toolflow", packageJson.version);

/** The provider @opentelemetry/api falls back to while no SDK is registered. */
const NO_SDK = new ProxyTracerProvider().getDelegate();

/** Whether no SDK is registered now: asked per call, as one may be registered or disabled mid-flow. */
function noSdk(): boolean {
  const provider = trace.getTracerProvider();
  return provider instanceof ProxyTracerProvider && provider.getDelegate() === NO_SDK;
}

/** The spans of one flow. */
export class FlowTracing {
  /** Made when first needed while no SDK is installed (see the constructor). */
  private flow: { span: Span; context: Context } | undefined;
  /** The active context at the flow's start, while the flow's span waits to be made. */
  private readonly parent: Context | undefined;
  /**
   * The span every call gets while no SDK is installed: what the no-op tracer starts for the
   * flow's span as parent, a wrapper of its span context that records nothing and holds no
   * state, so one serves all the flow's calls.
   */
  private noSdkCall: Span | undefined;

  constructor(
    private readonly flowName: string,
    tools: readonly string[],
    private readonly options: TelemetryOptions = {},
  ) {
    const active = context.active();
    // Without an SDK the API's tracers are the no-op one, whose spans record nothing (and a span
    // made later is what it would have made now): made only when a call needs the flow's span as
    // its parent, so a flow that calls no tool makes none.
    if (noSdk()) {
      this.parent = active;
      return;
    }
    const span = tracer().startSpan("execute_tool tool_flow", {
      kind: SpanKind.INTERNAL,
      attributes: {
        "gen_ai.operation.name": "execute_tool",
        "gen_ai.tool.name": "tool_flow",
        "gen_ai.tool.call.id": flowName,
        "toolflow.flow.name": flowName,
        "toolflow.flow.tools": [...tools],
      },
    }, active);
    this.flow = { span, context: trace.setSpan(active, span) };
  }

  /** The flow's span and the context it is active in. */
  private get made(): { span: Span; context: Context } {
    if (!this.flow) {
      // What the API's no-op tracer starts: a span that records nothing, carrying the parent's ids.
      const parent = trace.getSpanContext(this.parent!);
      const span = trace.wrapSpanContext(parent && isSpanContextValid(parent) ? parent : INVALID_SPAN_CONTEXT);
      this.flow = { span, context: trace.setSpan(this.parent!, span) };
    }
    return this.flow;
  }

  /** A tool call's span, a child of the flow's; end it with endCall once `entry` holds the outcome. */
  startCall(tool: ToolDefinition, entry: CallEntry, argsJson: string): Span {
    if (noSdk()) {
      // The no-op tracer's span for this parent, without a tracer and an attributes object made
      // per call (most of a call's tracing cost).
      if (!this.noSdkCall) {
        const parent = this.made.span.spanContext();
        this.noSdkCall = trace.wrapSpanContext(isSpanContextValid(parent) ? parent : INVALID_SPAN_CONTEXT);
      }
      return this.noSdkCall;
    }
    return tracer().startSpan(
      `execute_tool ${tool.name}`,
      {
        kind: tool.category === "mcp" ? SpanKind.CLIENT : SpanKind.INTERNAL,
        attributes: {
          "gen_ai.operation.name": "execute_tool",
          "gen_ai.tool.name": tool.name,
          "gen_ai.tool.call.id": `${this.flowName}#${entry.seq}`,
          "gen_ai.tool.type": tool.category === "mcp" ? "extension" : "function",
          ...(tool.description ? { "gen_ai.tool.description": clip(tool.description) } : {}),
          ...(this.options.recordContent ? { "gen_ai.tool.call.arguments": clip(argsJson) } : {}),
        },
      },
      this.made.context,
    );
  }

  /** Runs the tool's handler with its call's span active, so a downstream request carries it. */
  within<T>(span: Span, run: () => T): T {
    // Without an SDK the call's span is a non-recording wrapper of the flow span's own span
    // context (startCall): the flow's context carries the same trace, without a context made per
    // call.
    const flow = this.made;
    if (!span.isRecording() && span.spanContext() === flow.span.spanContext()) return context.with(flow.context, run);
    return context.with(trace.setSpan(flow.context, span), run);
  }

  /** Ends a call's span with the outcome `entry` logs, and its answer when content is recorded. */
  endCall(span: Span, entry: CallEntry, answer: string | undefined): void {
    if (answer !== undefined && this.options.recordContent) span.setAttribute("gen_ai.tool.call.result", clip(answer));
    if (entry.status !== "ok") {
      span.setAttribute("error.type", entry.status === "denied" ? "ToolPermissionError" : "ToolError");
      span.setStatus({ code: SpanStatusCode.ERROR, message: entry.error ?? entry.status });
    }
    span.end();
  }

  /** Ends the flow's span with its outcome: an error (a Python exception or a limit) marks it. */
  end(envelope: Envelope): void {
    // A span made without a tracer records nothing: nothing to end.
    if (this.parent !== undefined) return;
    const { span } = this.flow!;
    span.setAttributes({ "toolflow.flow.status": envelope.status, "toolflow.flow.calls": envelope.stats.calls, "toolflow.flow.ms": envelope.stats.ms });
    if (envelope.error) {
      span.setAttribute("error.type", envelope.error.type);
      span.addEvent("exception", { "exception.type": envelope.error.type, "exception.message": envelope.error.message });
      span.setStatus({ code: SpanStatusCode.ERROR, message: `${envelope.error.type}: ${envelope.error.message}` });
    }
    span.end();
  }
}

/** W3C trace context of the active span, for a downstream MCP request's `_meta`. */
export function traceMeta(): Record<string, string> {
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier;
}
