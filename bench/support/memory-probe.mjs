// Preloaded into the server by bench/memory.ts: answers "memory" on the IPC channel with
// process.memoryUsage(), so the benchmark reads V8's heap without an inspector.
if (process.send) {
  process.on("message", (message) => {
    if (message === "memory") process.send(process.memoryUsage());
  });
  // The channel must not keep a stopping server alive.
  process.channel?.unref();
}
