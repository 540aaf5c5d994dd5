// One party of the live abuse test, in its own thread so its work and its clock are not the server's:
// - `flood`: `sockets` connections to `url` send `follow` frames for random ids as fast as they can, each
//   reconnecting when the server closes it;
// - `probe`: another visitor asks `url` (/api/health) every 100 ms, one request at a time.
// When the parent posts 'stop' it answers what it saw: frames sent, or each request's milliseconds (one
// still waiting counts as its time so far).
import { randomUUID } from 'node:crypto';
import { parentPort, workerData } from 'node:worker_threads';
import WebSocket from 'ws';

const { role, url, sockets } = workerData;
let stopped = false;

function flood() {
  let sent = 0;
  const open = new Set();
  const connect = () => {
    if (stopped) return;
    const ws = new WebSocket(url);
    open.add(ws);
    let timer;
    ws.on('open', () => {
      timer = setInterval(() => {
        for (let i = 0; i < 50 && ws.readyState === WebSocket.OPEN; i++) {
          ws.send(JSON.stringify({ type: 'follow', userId: randomUUID(), campaignId: randomUUID() }));
          sent += 1;
        }
      }, 2);
    });
    ws.on('error', () => undefined);
    ws.on('close', () => {
      clearInterval(timer);
      open.delete(ws);
      setTimeout(connect, 20);
    });
  };
  for (let i = 0; i < sockets; i++) connect();
  return () => {
    for (const ws of open) ws.terminate();
    return sent;
  };
}

function probe() {
  const timings = [];
  let started = 0;
  const ask = async () => {
    while (!stopped) {
      started = performance.now();
      const response = await fetch(url);
      await response.text();
      timings.push(performance.now() - started);
      started = 0;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  ask().catch(() => undefined);
  return () => (started ? [...timings, performance.now() - started] : timings);
}

const report = role === 'flood' ? flood() : probe();
parentPort.on('message', () => {
  stopped = true;
  parentPort.postMessage(report());
});
