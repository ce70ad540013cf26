// The figures the benchmarks print: the median of repeated runs, a percentile of sorted latencies
// (nearest rank), and a pause between runs.
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
