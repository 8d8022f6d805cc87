// The call journal of a queued flow (a Redis hash per flow): each tool call is recorded as
// started and with its outcome. A re-run of the flow (after a worker died) is served the recorded
// outcomes in order, so no call with a known outcome is made twice; a call started without a
// recorded outcome is made again only for an idempotent tool, else the script gets a ToolError
// saying its outcome is unknown.
//
// What must be stored before what: a call that is not idempotent is made only once its start and
// every outcome sent before it are stored (one round trip: the commands of one connection run in
// the order sent). An outcome is sent before its answer enters the sandbox but not waited for, and
// an idempotent call does not wait for its start to be stored: until the next call that is not
// idempotent, the script can only make calls a re-run may make again, so a worker dying in that
// window leaves nothing a re-run would do differently from a worker dying just before the
// outcome was stored. A parked flow waits for every write (it may resume from the journal).
import type { Redis } from "ioredis";
import * as z from "zod";
import { safeJson } from "./safe-json.js";
import { JsonText, ToolError, ToolPermissionError, type ToolContext, type ToolDefinition, type ToolRegistry } from "../registry.js";

const OutcomeSchema = z.union([
  z.object({ ok: z.string() }).strict(),
  z.object({ error: z.string(), denied: z.boolean() }).strict(),
]);

export const JournalEntrySchema = z
  .object({
    tool: z.string(),
    args: z.string(),
    outcome: OutcomeSchema.optional(),
  })
  .strict();

export type JournalEntry = z.infer<typeof JournalEntrySchema>;
type Outcome = z.infer<typeof OutcomeSchema>;

const CALL_FIELD = /^call:(\d+)$/;

/** Hash fields besides the calls. */
const RUNS_FIELD = "runs";

export class Journal {
  private constructor(
    private readonly redis: Redis,
    private readonly key: string,
    /** Entries recorded by earlier runs of the flow, by seq. */
    private readonly earlier: ReadonlyMap<number, JournalEntry>,
    /** Runs of the flow so far, this one included. */
    readonly runs: number,
    private readonly keepMs: number,
  ) {}

  /** Every write sent so far; rejects with the first that failed. */
  private writes: Promise<void> = Promise.resolve();

  /**
   * Reads what earlier runs recorded, and counts this run unless it continues a parked one (a
   * flow parked on purpose is not resumed after a failure).
   */
  static async open(redis: Redis, key: string, keepMs: number, count = true): Promise<Journal> {
    const [[, runs], [, fields]] = (await redis.multi().hincrby(key, RUNS_FIELD, count ? 1 : 0).hgetall(key).pexpire(key, keepMs).exec()) as [
      [unknown, number],
      [unknown, Record<string, string>],
    ];
    const earlier = new Map<number, JournalEntry>();
    for (const [field, value] of Object.entries(fields)) {
      const seq = CALL_FIELD.exec(field)?.[1];
      if (seq === undefined) continue;
      const parsed = JournalEntrySchema.safeParse(safeJson(value));
      // A malformed entry counts as a call without a recorded outcome: never served, never silently redone.
      earlier.set(Number(seq), parsed.success ? parsed.data : { tool: "?", args: "" });
    }
    return new Journal(redis, key, earlier, runs, keepMs);
  }

  /** The registry with every handler journaled. */
  wrap(registry: ToolRegistry): ToolRegistry {
    return new Map([...registry].map(([name, tool]) => [name, this.journaled(tool)]));
  }

  /**
   * Keeps the journal as long as the job's result once the flow has ended. A write that failed
   * does not fail the flow here: the job is done, so no re-run will read the journal.
   */
  async ended(): Promise<void> {
    await this.redis.pexpire(this.key, this.keepMs);
  }

  /** Resolves once every write sent so far is stored (before a flow parks: it may resume from the journal). */
  stored(): Promise<void> {
    return this.writes;
  }

  private journaled(tool: ToolDefinition): ToolDefinition {
    return {
      ...tool,
      handler: async (args, context) => {
        const seq = context.seq;
        if (seq === undefined) return tool.handler(args, context);
        const argsJson = context.argsJson ?? JSON.stringify(args);
        const earlier = this.earlier.get(seq);
        if (earlier?.outcome && earlier.tool === tool.name && earlier.args === argsJson) return replay(tool, earlier.outcome);
        if (earlier && !tool.idempotent) {
          throw new ToolError(
            earlier.tool === tool.name && earlier.args === argsJson
              ? unknownOutcome(tool.name)
              : `the flow's call ${seq} differs from the one its journal recorded (${earlier.tool}); a non-idempotent call is not made in its place`,
          );
        }
        // HSETNX: two runs of one flow at once (a worker presumed dead that was only slow) claim
        // each call once; the run that finds it claimed treats it as an earlier run's call.
        const claim = this.claim(seq, { tool: tool.name, args: argsJson });
        if (tool.idempotent) return this.madeAlongside(claim, tool, seq, argsJson, args, context);
        const [, claimed] = await Promise.all([this.writes, claim]);
        if (!claimed) {
          const other = await this.read(seq);
          if (other?.outcome && other.tool === tool.name && other.args === argsJson) return replay(tool, other.outcome);
          throw new ToolError(unknownOutcome(tool.name));
        }
        return this.made(tool, seq, argsJson, args, context);
      },
    };
  }

  /** An idempotent call, made while its claim travels; an outcome another run of the flow recorded first wins. */
  private async madeAlongside(claim: Promise<boolean>, tool: ToolDefinition, seq: number, argsJson: string, args: Record<string, unknown>, context: ToolContext): Promise<unknown> {
    // Awaited below, once the call is made: not an unhandled rejection meanwhile.
    claim.catch(() => {});
    const made = await settle(() => tool.handler(args, context));
    if (!(await claim)) {
      const other = await this.read(seq);
      if (other?.outcome && other.tool === tool.name && other.args === argsJson) return replay(tool, other.outcome);
    }
    return this.recorded(tool, seq, argsJson, made);
  }

  private async made(tool: ToolDefinition, seq: number, argsJson: string, args: Record<string, unknown>, context: ToolContext): Promise<unknown> {
    return this.recorded(tool, seq, argsJson, await settle(() => tool.handler(args, context)));
  }

  /** Sends the call's outcome without waiting for it to be stored (see the top of this file), and gives it to the script. */
  private recorded(tool: ToolDefinition, seq: number, argsJson: string, made: Settled): unknown {
    if ("error" in made) {
      const { error } = made;
      const message = error instanceof Error ? error.message : String(error);
      this.record(seq, { tool: tool.name, args: argsJson, outcome: { error: message, denied: error instanceof ToolPermissionError } });
      throw error;
    }
    const text = outputText(tool, made.output);
    // Output runFlow will refuse (not text, not JSON) is left unrecorded: a re-run says "unknown".
    if (text !== undefined) this.record(seq, { tool: tool.name, args: argsJson, outcome: { ok: text } });
    return made.output;
  }

  private record(seq: number, entry: JournalEntry): void {
    const write = Promise.all([this.writes, this.redis.hset(this.key, `call:${seq}`, JSON.stringify(entry))]).then(() => undefined);
    // Awaited by the next call that needs it (or by stored()), not an unhandled rejection meanwhile.
    write.catch(() => {});
    this.writes = write;
  }

  /** Records the call as started unless another run of the flow did; false then. */
  private async claim(seq: number, entry: JournalEntry): Promise<boolean> {
    return (await this.redis.hsetnx(this.key, `call:${seq}`, JSON.stringify(entry))) === 1;
  }

  private async read(seq: number): Promise<JournalEntry | undefined> {
    const text = await this.redis.hget(this.key, `call:${seq}`);
    const parsed = JournalEntrySchema.safeParse(text === null ? undefined : safeJson(text));
    return parsed.success ? parsed.data : undefined;
  }
}

type Settled = { output: unknown } | { error: unknown };

async function settle(run: () => unknown): Promise<Settled> {
  try {
    return { output: await run() };
  } catch (error) {
    return { error };
  }
}

function unknownOutcome(tool: string): string {
  return `the outcome of this ${tool} call is unknown: the worker running the flow stopped while it was in flight, and the tool is not idempotent, so it was not made again`;
}

/** The recorded outcome as the handler gave it: text, exact JSON text, or the same error. */
function replay(tool: ToolDefinition, outcome: Outcome): unknown {
  if ("error" in outcome) throw outcome.denied ? new ToolPermissionError(outcome.error) : new Error(outcome.error);
  return tool.output === "text" ? outcome.ok : new JsonText(outcome.ok);
}

function outputText(tool: ToolDefinition, output: unknown): string | undefined {
  if (tool.output === "text") return typeof output === "string" ? output : undefined;
  if (output instanceof JsonText) return output.text;
  try {
    return JSON.stringify(output === undefined ? null : output);
  } catch {
    return undefined;
  }
}
