import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { REPO_ROOT } from '../../src/config.ts';

/**
 * The real server as production runs it, in its own process: `node --import tsx apps/server/src/main.ts` (tsx
 * as a loader, so the pid is the server's own and a signal reaches it, not a wrapper). Used by the crash test and
 * the load script.
 */
export interface ServerProcess {
  port: number;
  child: ChildProcess;
  /** Everything it wrote to stdout and stderr. */
  log(): string;
  /** Sends the signal and waits for the process to end. */
  stop(signal: 'SIGKILL' | 'SIGTERM'): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

/** Polls until `probe` answers a value (not null), or fails after `ms` naming what it waited for. */
export async function waitFor<T>(probe: () => Promise<T | null>, ms: number, what: string): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v !== null) return v;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Starts the server on `port` with the environment given (DATABASE_URL or DATA_DIR, FILES_DIR, ...) on top of a
 * development configuration without demo data, and resolves once `/api/health` answers.
 */
export async function startServerProcess(port: number, env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      DEMO_DATA: 'off',
      WORKERS: 'on',
      WEB_DIST: '/nonexistent',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (b: Buffer) => (log += b.toString()));
  child.stderr!.on('data', (b: Buffer) => (log += b.toString()));
  const server: ServerProcess = {
    port,
    child,
    log: () => log,
    async stop(signal) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill(signal);
      await exited;
    },
  };
  try {
    await waitFor(
      async () => {
        if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
        const res = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
        return res?.ok ? true : null;
      },
      90_000,
      'the server to listen',
    );
  } catch (error) {
    await server.stop('SIGKILL');
    throw new Error(`${(error as Error).message}; server log: ${log.slice(-2000)}`, { cause: error });
  }
  return server;
}

export interface Session {
  cookie: string;
  csrf: string;
}

/** Signs a demo user in over HTTP: the session cookie and the anti-forgery token to send with writes. */
export async function signInOver(port: number, email: string, password: string): Promise<Session> {
  const res = await fetch(`http://127.0.0.1:${port}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in of ${email} failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .join('; ');
  return { cookie, csrf: ((await res.json()) as { csrf_token: string }).csrf_token };
}
