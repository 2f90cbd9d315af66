// A port on 127.0.0.1 that nothing listens on: bound by the system a moment ago, then closed.
// For tests that need a refused connection, and benchmarks that need a free port for the bot.
import { createServer, type AddressInfo } from "node:net";

export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((done) => server.close(() => done()));
  return port;
}
