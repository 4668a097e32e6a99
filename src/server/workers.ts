// WORKERS > 1: the primary process forks the API processes that share the port (node:cluster hands
// them connections in turn), starts another in place of one that dies, and stops them all on
// SIGTERM/SIGINT, each closing as a single process does (in-flight requests finish).
import cluster, { type Worker } from 'node:cluster';
import type { FastifyBaseLogger } from 'fastify';

/** Before a dead worker is replaced: a worker that dies at start does not spin the machine. */
const RESTART_DELAY_MS = 1_000;
/** After SIGTERM, how long the workers get to finish before they are killed. */
const STOP_TIMEOUT_MS = 15_000;

export function superviseWorkers(count: number, log: FastifyBaseLogger): void {
  let stopping = false;
  const live = new Set<Worker>();
  const start = (index: number) => {
    const worker = cluster.fork({ WORKER_INDEX: String(index) });
    live.add(worker);
    worker.on('exit', (code, signal) => {
      live.delete(worker);
      if (stopping) {
        if (!live.size) process.exit(0);
        return;
      }
      log.error({ worker: index, code, signal }, 'worker exited; starting another');
      setTimeout(() => start(index), RESTART_DELAY_MS);
    });
  };
  for (let index = 0; index < count; index++) start(index);
  log.info({ workers: count }, 'workers started');

  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'stopping the workers');
    if (!live.size) process.exit(0);
    for (const worker of live) worker.process.kill('SIGTERM');
    setTimeout(() => {
      for (const worker of live) worker.process.kill('SIGKILL');
      process.exit(1);
    }, STOP_TIMEOUT_MS).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}
