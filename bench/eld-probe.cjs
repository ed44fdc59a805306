// Loaded into a server under test (`node --require bench/eld-probe.cjs …`, with an IPC channel):
// measures the event loop's delay (perf_hooks.monitorEventLoopDelay) and reports it when asked.
// "eld:reset" starts a new measurement, "eld:read" answers { eld: { p50, p99, max } } in ms.
//
// The histogram records the whole time between two ticks of its RESOLUTION_MS timer, so an idle
// loop reads ~10 ms at every percentile: the resolution is taken off each figure, leaving the delay
// itself (what issue 15's 20 ms bound is about). Before 2026-11-29 the figures included those 10 ms.
const { monitorEventLoopDelay } = require("node:perf_hooks");

const RESOLUTION_MS = 10;

if (process.send) {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  const delay = (ns) => Math.max(0, ns / 1e6 - RESOLUTION_MS);
  process.on("message", (message) => {
    if (message === "eld:reset") histogram.reset();
    else if (message === "eld:read") {
      process.send({
        eld: {
          p50: delay(histogram.percentile(50)),
          p99: delay(histogram.percentile(99)),
          max: delay(histogram.max),
        },
      });
    }
  });
  // The channel must not keep a server that was told to stop alive.
  process.channel?.unref();
}
