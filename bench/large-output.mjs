// The large-tool-output workload: API-like JSON tool results (a list of records) and a log-like
// text result of a given size, the same bytes for every runner, and the flow that aggregates them
// (sum a field, group by a key, a regex over lines, a regex over the whole text).

const REGIONS = ["eu-west", "eu-north", "us-east", "us-west", "ap-south", "ap-east", "sa-east"];
const STATUSES = ["paid", "open", "void"];
const MB = 1 << 20;

/** One API-like record; prices are multiples of 1/8, so float sums are exact in every runner. */
function record(i) {
  return {
    id: i,
    user: `user${(i * 7919) % 5000}`,
    region: REGIONS[i % REGIONS.length],
    amount: (i * 37) % 10000,
    price: ((i * 13) % 4000) / 8 + 0.125,
    status: STATUSES[i % STATUSES.length],
    tags: [`t${i % 11}`, i % 2 ? "new" : "old"],
    created: `2026-11-${String(1 + (i % 28)).padStart(2, "0")}T10:${String(i % 60).padStart(2, "0")}:00Z`,
  };
}

/** A JSON array of records of about `mb` MiB (as an API tool answers: text to parse). */
export function recordsJson(mb) {
  const parts = [];
  let size = 2;
  for (let i = 0; size < mb * MB; i++) {
    const text = JSON.stringify(record(i));
    parts.push(text);
    size += text.length + 1;
  }
  return `[${parts.join(",")}]`;
}

/** Log lines of about `mb` MiB; one line in 9 is an ERROR with a code. */
export function logText(mb) {
  const lines = [];
  let size = 0;
  for (let i = 0; size < mb * MB; i++) {
    const level = i % 9 === 0 ? `ERROR ${REGIONS[i % 7]} code=${500 + (i % 4)}` : "INFO  ok";
    const line = `2026-12-02T02:${String(i % 60).padStart(2, "0")}:00Z svc-${i % 5} ${level} path=/api/items/${i % 977} took=${(i * 31) % 1200}ms`;
    lines.push(line);
    size += line.length + 1;
  }
  return lines.join("\n");
}

/**
 * The flow: `records(mb=...)` answers a JSON list of records, `logs(mb=...)` log text as
 * {"text": ...}. `small`, `big` and `text` are the sizes in MiB of the three results.
 */
export function largeOutputScript({ small, big, text }) {
  return `import re
small = records(mb=${small})
big = records(mb=${big})
log = logs(mb=${text})["text"]
paid = 0
for r in small:
    if r["status"] == "paid":
        paid += r["amount"]
by_region = {}
for r in big:
    region = r["region"]
    by_region[region] = by_region.get(region, 0) + r["amount"]
value = sum(r["price"] for r in big)
error = re.compile(r"ERROR ([\\w-]+) code=(\\d+)")
codes = {}
for line in log.splitlines():
    m = error.search(line)
    if m:
        codes[m.group(2)] = codes.get(m.group(2), 0) + 1
slow = len(re.findall(r"took=(1\\d{3})ms", log))
{"paid": paid, "regions": by_region, "value": value, "codes": codes, "slow": slow, "rows": len(small) + len(big)}
`;
}

/** The flow (1 MiB and 10 MiB of records, 10 MiB of text), then the slope's sizes. */
export const LARGE_CASES = [
  { name: "1+10 MiB json, 10 MiB text", sizes: { small: 1, big: 10, text: 10 } },
  ...[1, 4, 16].map((mb) => ({ name: `${mb} MiB json + ${mb} MiB text`, sizes: { small: 0, big: mb, text: mb }, mb })),
];

/** The tools' answers for one case, generated once per size: name -> text, keyed by `mb`. */
export function largeData(cases = LARGE_CASES) {
  const sizes = new Set(cases.flatMap(({ sizes }) => Object.values(sizes)));
  const records = {};
  const logs = {};
  for (const mb of sizes) {
    records[mb] = recordsJson(mb);
    logs[mb] = logText(mb);
  }
  return { records, logs };
}
