// The downstream tool set changed (a supervised server came back or died): every connected MCP
// session is told with `notifications/tools/list_changed`, so its client lists the tools again.
export class ToolListChanges {
  private readonly listeners = new Set<() => void>();

  /** `listener` runs on each change until the returned function is called. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  changed(): void {
    for (const listener of [...this.listeners]) listener();
  }
}
