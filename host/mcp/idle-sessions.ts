// Ends HTTP sessions whose client went quiet: no request in flight (an open GET stream or a call
// waiting for its answer counts as one) and none started for `idleMs`. Without this, a client
// that neither deletes its session nor keeps a stream open leaves its server object behind until
// the server stops. Background jobs do not belong to a session and keep running.
export interface Closable {
  close(): Promise<void>;
}

export class IdleSessions<T extends Closable> {
  private readonly entries = new Map<string, { session: T; inFlight: number; lastSeen: number }>();
  private readonly sweeper: ReturnType<typeof setInterval>;

  constructor(private readonly idleMs: number) {
    this.sweeper = setInterval(() => this.sweep(), Math.max(10, Math.min(idleMs / 2, 60_000)));
    this.sweeper.unref();
  }

  get(id: string): T | undefined {
    return this.entries.get(id)?.session;
  }

  add(id: string, session: T): void {
    this.entries.set(id, { session, inFlight: 0, lastSeen: Date.now() });
  }

  delete(id: string): void {
    this.entries.delete(id);
  }

  /** Marks a request of session `id` as started; the returned function marks it finished. */
  begin(id: string): () => void {
    const entry = this.entries.get(id);
    if (!entry) return () => {};
    entry.inFlight += 1;
    entry.lastSeen = Date.now();
    return () => {
      entry.inFlight -= 1;
      entry.lastSeen = Date.now();
    };
  }

  private sweep(): void {
    const now = Date.now();
    for (const [id, entry] of this.entries) {
      if (entry.inFlight > 0 || now - entry.lastSeen < this.idleMs) continue;
      this.entries.delete(id);
      void entry.session.close();
    }
  }

  /** Stops sweeping and closes every session. */
  async closeAll(): Promise<void> {
    clearInterval(this.sweeper);
    const sessions = [...this.entries.values()].map((entry) => entry.session);
    this.entries.clear();
    await Promise.all(sessions.map((session) => session.close()));
  }
}
