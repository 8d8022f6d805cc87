// The `queue:` config section and `--queue URL`: pointed errors, layering, defaults.
import { describe, expect, it } from "vitest";
import { layerConfigs, parseConfigFile } from "../../host/config/index.js";
import { queueSettings, QueueSettingsError } from "../../host/fleet/index.js";
import { shownUrl } from "../../host/fleet/settings.js";

describe("queue config", () => {
  it("points at each bad key and the value found", () => {
    const text = "queue:\n  url: http://x\n  prefix: 3\n  tenant: 'a b'\n  concurrency: 0\n  lock_seconds: -1\n  tenants: {t1: {max_running: 1.5}}\n  extra: 1\n";
    let message = "";
    try {
      parseConfigFile(text, "cfg.yaml");
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message.split("\n").sort()).toEqual([
      'cfg.yaml: queue.concurrency: expected a positive integer, got 0',
      "cfg.yaml: queue.extra: unknown key",
      "cfg.yaml: queue.lock_seconds: expected a positive number of seconds, got -1",
      "cfg.yaml: queue.prefix: expected a key prefix, got 3",
      'cfg.yaml: queue.tenant: expected a tenant name: 1-64 characters of A-Z a-z 0-9 _ . -, got "a b"',
      "cfg.yaml: queue.tenants.t1.max_running: expected a positive integer, got 1.5",
      'cfg.yaml: queue.url: expected a redis:// or rediss:// URL, got "http://x"',
    ]);
  });

  it("layers the project's keys over the user's, key by key", () => {
    const user = parseConfigFile("queue: {url: 'redis://a:1', tenant: u, keep_results_seconds: 60}");
    const project = parseConfigFile("queue: {tenant: p}");
    expect(layerConfigs(user, project).queue).toEqual({ url: "redis://a:1", tenant: "p", keep_results_seconds: 60 });
  });

  it("fills in defaults, --queue over the config's url", () => {
    expect(queueSettings(undefined)).toBeUndefined();
    expect(queueSettings({ url: "redis://h:1", tenant: "t", lock_seconds: 2 }, "redis://cli:2", {})).toEqual({
      url: "redis://cli:2",
      prefix: "toolflow",
      tenant: "t",
      serveTenants: ["t"],
      keepResultsMs: 86_400_000,
      concurrency: 16,
      lockMs: 2000,
      tenants: {},
      parkAfterMs: 30_000,
      slowTools: [],
      imageKey: undefined,
    });
    expect(() => queueSettings(undefined, "localhost:6379")).toThrow(new QueueSettingsError('--queue: expected a redis:// or rediss:// URL, got "localhost:6379"'));
    expect(() => queueSettings({ tenant: "t" })).toThrow(/queue.url: the config has a `queue` section without a url/);
  });

  it("takes the parked images' key from the environment over the config, and refuses a short one", () => {
    const config = { url: "redis://h:1", image_key: "config-key-0123456789", slow_tools: ["ask"], park_after_seconds: 2 };
    expect(queueSettings(config, undefined, {})).toMatchObject({ imageKey: "config-key-0123456789", slowTools: ["ask"], parkAfterMs: 2000 });
    expect(queueSettings(config, undefined, { TOOLFLOW_IMAGE_KEY: "env-key-0123456789" })?.imageKey).toBe("env-key-0123456789");
    expect(() => queueSettings(config, undefined, { TOOLFLOW_IMAGE_KEY: "short" })).toThrow(new QueueSettingsError("TOOLFLOW_IMAGE_KEY: expected a secret of at least 16 characters"));
    expect(() => parseConfigFile("queue: {url: 'redis://a:1', image_key: short}")).toThrow(/queue.image_key: expected a secret of at least 16 characters/);
  });

  it("never shows a password", () => {
    expect(shownUrl("redis://user:s3cret@h:6379/0")).toBe("redis://user:***@h:6379/0");
  });
});
