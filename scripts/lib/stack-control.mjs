// A loopback-only control endpoint for the end-to-end suite: the test
// workers ask the process that owns the stack to stop or start one remote.
import http from 'node:http';
import { listen } from './dev-server.mjs';

export async function startStackControl(stack, port) {
  const server = http.createServer(async (req, res) => {
    const match = /^\/remotes\/(garage|community|account|admin)\/(stop|start)$/.exec(req.url ?? '');
    if (req.method !== 'POST' || !match) {
      res.writeHead(404).end();
      return;
    }
    const [, remote, action] = match;
    try {
      await (action === 'stop' ? stack.stopRemote(remote) : stack.startRemote(remote));
      res.writeHead(204).end();
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  });
  return listen(server, port);
}
