// Loaded into a server under test (`node --require bench/eld-probe.cjs …`, with an IPC channel):
// measures the event loop's delay (perf_hooks.monitorEventLoopDelay) and reports it when asked.
// "eld:reset" starts a new measurement, "eld:read" answers { eld: { p50, p99, max } } in ms.
const { monitorEventLoopDelay } = require("node:perf_hooks");

if (process.send) {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  process.on("message", (message) => {
    if (message === "eld:reset") histogram.reset();
    else if (message === "eld:read") {
      process.send({
        eld: {
          p50: histogram.percentile(50) / 1e6,
          p99: histogram.percentile(99) / 1e6,
          max: histogram.max / 1e6,
        },
      });
    }
  });
  // The channel must not keep a server that was told to stop alive.
  process.channel?.unref();
}
