// Parking queued flows (docs/design.md "Durable flows on a fleet"). A flow whose tool call runs
// long leaves its worker slot: its session and sandbox image go to Redis (authenticated with the
// fleet's image key, host/fleet/parked-store.ts) and its job to BullMQ's delayed set, while the
// calls it had in flight go on in this process. When they have ended (their outcomes journaled)
// the job is promoted and whichever worker is free resumes the flow from the image; from its
// journal when there is no image, or the image is refused. The delay is a lease this worker
// renews while the calls run: if it dies, the lease runs out and another worker resumes the flow
// (its calls in flight then have no journaled outcome, as after any crash).
import type { Job } from "bullmq";
import type { Redis } from "ioredis";
import type { ParkedFlow } from "../schema/parked.js";
import type { QueueLog } from "./connection.js";
import type { FlowJob } from "./flow-job.js";
import type { TenantKeys } from "./keys.js";
import type { LongCalls } from "./long-calls.js";
import { decodeParked, encodeParked } from "./parked-store.js";
import type { QueueSettings } from "./settings.js";

/** What a job's run continues from. */
export interface Unparked {
  /** The flow was parked and its calls ended: its run is not a resume after a failure. */
  continues: boolean;
  /** Its image, authenticated and of this guest runtime. */
  flow?: ParkedFlow;
}

export class Parking {
  /** Flows parked by this worker whose calls still run here, by flowId: their calls, and what wakes the flow now. */
  private readonly here = new Map<string, { calls: LongCalls; wake: () => Promise<void> }>();
  private readonly leases = new Set<ReturnType<typeof setInterval>>();

  constructor(
    private readonly redis: Redis,
    private readonly settings: QueueSettings,
    private readonly log: QueueLog,
  ) {}

  async take(keys: TenantKeys, job: FlowJob, guestSource: string): Promise<Unparked> {
    const [image, ready, parkedAt] = await this.redis.hmgetBuffer(keys.parked(job.flowId), "image", "ready", "at");
    if (parkedAt === null) return { continues: false };
    const continues = ready !== null;
    const replaying = (why: string) => {
      this.log(`toolflow: flow ${job.handle}: ${why}; replaying it from its journal`);
      return { continues };
    };
    if (image === null) return replaying("it was parked without an image (no image key)");
    if (this.settings.imageKey === undefined) return replaying("this worker has no image key to check its parked image with");
    const decoded = decodeParked(image, this.settings.imageKey, guestSource);
    if (!decoded.ok) return replaying(`its parked image was refused (${decoded.why})`);
    this.log(`toolflow: flow ${job.handle}: resuming it from its parked image`);
    return { continues, flow: decoded.flow };
  }

  /** Stores the parked flow, moves its job to the delayed set, and promotes it once `calls` have ended. */
  async park(job: Job, token: string | undefined, keys: TenantKeys, data: FlowJob, flow: ParkedFlow, calls: LongCalls): Promise<void> {
    const key = keys.parked(data.flowId);
    const store = this.redis.multi().del(key).hset(key, "at", String(Date.now()));
    if (this.settings.imageKey !== undefined) store.hset(key, "image", encodeParked(flow, this.settings.imageKey));
    await store.pexpire(key, this.settings.keepResultsMs).exec();
    const leaseMs = 2 * this.settings.lockMs;
    await job.moveToDelayed(Date.now() + leaseMs, token);
    this.log(`toolflow: flow ${data.handle}: parked while ${calls.size} tool call(s) run; its worker slot is free`);
    const lease = setInterval(() => void job.changeDelay(leaseMs).catch(() => undefined), leaseMs / 3);
    this.leases.add(lease);
    let woken = false;
    const wake = async () => {
      if (woken) return;
      woken = true;
      clearInterval(lease);
      this.leases.delete(lease);
      this.here.delete(data.flowId);
      // The calls' outcomes were sent on this connection before (host/fleet/journal.ts): Redis
      // stores them before it reads this command.
      await this.redis.hset(key, "ready", "1").catch(() => undefined);
      // Already resumed elsewhere (the lease ran out) or removed: nothing to promote.
      await job.promote().catch(() => undefined);
    };
    this.here.set(data.flowId, { calls, wake });
    void calls.settled().then(wake);
  }

  /**
   * job_cancel reached a flow parked here: the calls it waits on are aborted (a downstream MCP
   * call is cancelled), and it resumes now, its run ending it as Cancelled.
   */
  cancelled(flowId: string): void {
    const parked = this.here.get(flowId);
    if (!parked) return;
    parked.calls.abort();
    void parked.wake();
  }

  /** The flow ended: its parked state is no longer needed. */
  async forget(keys: TenantKeys, flowId: string): Promise<void> {
    await this.redis.del(keys.parked(flowId));
  }

  /** Stops renewing leases: flows parked here are resumed elsewhere once theirs run out. */
  close(): void {
    for (const lease of this.leases) clearInterval(lease);
    this.leases.clear();
  }
}
