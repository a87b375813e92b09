import net from "node:net";

export interface TcpProxy {
  /** The loopback port clients connect to. */
  port: number;
  /** Holds every byte in both directions, on open and new connections, until resume(): a stalled database. */
  pause: () => void;
  resume: () => void;
  /** Resets every open connection (a TCP RST, as a restart or a pooler does) and refuses new ones until up(). */
  down: () => Promise<void>;
  up: () => Promise<void>;
  close: () => Promise<void>;
}

/**
 * A loopback TCP proxy in front of `target` that tests (and the fault suite) can stall or cut,
 * to play a database that hangs, restarts or drops off the network. It listens on the same port
 * again after down(), so clients reconnect by themselves.
 */
export async function startTcpProxy(target: { host: string; port: number }, port = 0): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let paused = false;
  const held: (() => void)[] = [];

  const forward = (from: net.Socket, to: net.Socket) => {
    from.on("data", (chunk: Buffer) => {
      if (paused) held.push(() => to.write(chunk));
      else to.write(chunk);
    });
  };

  const onConnection = (client: net.Socket) => {
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("error", () => undefined);
      socket.on("close", () => {
        sockets.delete(socket);
        (socket === client ? upstream : client).destroy();
      });
    }
    forward(client, upstream);
    forward(upstream, client);
  };

  let server = net.createServer(onConnection);
  const listen = (on: number) =>
    new Promise<number>((resolve, reject) => {
      server.once("error", reject);
      server.listen(on, "127.0.0.1", () => resolve((server.address() as net.AddressInfo).port));
    });
  const actualPort = await listen(port);
  const stopListening = () => new Promise<void>((resolve) => server.close(() => resolve()));

  return {
    port: actualPort,
    pause: () => {
      paused = true;
    },
    resume: () => {
      paused = false;
      for (const write of held.splice(0)) write();
    },
    down: async () => {
      const closed = stopListening();
      for (const socket of sockets) socket.resetAndDestroy();
      held.length = 0;
      await closed;
    },
    up: async () => {
      server = net.createServer(onConnection);
      await listen(actualPort);
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      if (server.listening) await stopListening();
    },
  };
}
