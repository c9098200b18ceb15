// The deployment the README describes, on 127.0.0.1: PostgreSQL, redis-server, an S3 look-alike, two web processes
// (RUN_JOBS=false) on one build, one worker (npm run worker) and nginx in front with deploy/nginx.conf.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { onCleanup, ROOT, startProcess, stopProcess, tempDir, waitForHttp, type Child } from '../../scripts/harness/children';
import { startFakeS3, type FakeS3 } from '../api/helpers/fake-s3';
import { startRedis, type TestRedis } from '../api/helpers/redis-server';
import { ThrowawayPostgres } from '../reliability/support/postgres';
import { E2E_SERVER_ENV } from './e2e';
import { freePort } from '../reliability/support/ports';
import { LimelightServer } from '../reliability/support/server';

const PORTS = { from: 3400, to: 3499 };

export interface Cluster {
  root: string;
  /** Every web process's data folder: they share it, as they would share a network disk (the mail outbox). */
  dataDir: string;
  postgres: ThrowawayPostgres;
  redis: TestRedis;
  s3: FakeS3;
  web: [LimelightServer, LimelightServer];
  worker: Child;
  nginx: Child;
  /** nginx's address: what visitors reach. */
  url: string;
  /** The two web processes came up together on the empty database: how long it took. */
  parallelStartMs: number;
  restartRedis(whileDown: () => Promise<void>): Promise<void>;
  stop(): Promise<void>;
}

/** deploy/nginx.conf as it is, its upstream ports and listen port swapped for the run's, files in `dir`. */
function nginxConfig(dir: string, listen: number, upstreams: number[]): string {
  let conf = fs.readFileSync(path.join(ROOT, 'deploy/nginx.conf'), 'utf8');
  conf = conf.replace(/( *)server 127\.0\.0\.1:3001 (.*);\n(?: *server 127\.0\.0\.1:300\d .*;\n)*/g, (_all, indent: string, rest: string) =>
    upstreams.map((port) => `${indent}server 127.0.0.1:${port} ${rest};\n`).join(''),
  );
  conf = conf.replace('listen 3000;', `listen 127.0.0.1:${listen};`);
  conf = conf.replace('worker_processes auto;', `worker_processes 2;\npid ${dir}/nginx.pid;\nerror_log ${dir}/error.log warn;`);
  conf = conf.replace(
    'http {',
    `http {\n  access_log off;\n  client_body_temp_path ${dir}/body;\n  proxy_temp_path ${dir}/proxy;\n  fastcgi_temp_path ${dir}/fastcgi;\n  uwsgi_temp_path ${dir}/uwsgi;\n  scgi_temp_path ${dir}/scgi;`,
  );
  const file = path.join(dir, 'nginx.conf');
  fs.writeFileSync(file, conf);
  return file;
}

function killQuietly(pid: number): void {
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // gone already
  }
}

/** `forEndToEnd`: the demo clips (ffmpeg) and the settings the browser suite's journeys need. */
export async function startCluster({ forEndToEnd }: { forEndToEnd: boolean }): Promise<Cluster> {
  const root = tempDir('cluster');
  const dataDir = path.join(root, 'data');
  const logDir = path.join(root, 'logs');
  const nginxDir = path.join(root, 'nginx');
  fs.mkdirSync(logDir, { recursive: true });
  fs.mkdirSync(nginxDir, { recursive: true });
  // One build for every process: two processes must not build at once.
  execFileSync(process.execPath, ['scripts/start.js', 'build'], { cwd: ROOT, stdio: 'inherit' });

  // A folder of its own under /tmp: as root, PostgreSQL runs as the postgres user, who cannot enter the run's folder.
  const postgres = new ThrowawayPostgres(tempDir('postgres'), await freePort(PORTS));
  await postgres.start();
  let redis = await startRedis(await freePort(PORTS));
  // A run that stops half-way must not leave redis-server behind (whichever was started last).
  onCleanup(() => killQuietly(redis.pid));
  const s3 = await startFakeS3('limelight-cluster');
  const [portA, portB, proxyPort] = [await freePort(PORTS), await freePort(PORTS), await freePort(PORTS)];
  const url = `http://127.0.0.1:${proxyPort}`;
  const secret = () => randomBytes(24).toString('base64url');
  const env: Record<string, string> = {
    DATABASE_URL: postgres.url,
    REDIS_URL: redis.url,
    S3_BUCKET: s3.bucket,
    S3_ENDPOINT: s3.endpoint,
    S3_FORCE_PATH_STYLE: 'true',
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'cluster',
    S3_SECRET_ACCESS_KEY: 'cluster-secret',
    FILE_URL_SECRET: secret(),
    SANDBOX_WEBHOOK_SECRET: secret(),
    AGE_SIMULATOR_SECRET: secret(),
    PAYOUT_DETAILS_KEY: secret(),
    SITE_URL: url,
    RUN_JOBS: 'false',
    ...(forEndToEnd ? E2E_SERVER_ENV : {}),
  };
  const web = [portA, portB].map(
    (port) => new LimelightServer({ port, dataDir, databaseUrl: postgres.url, catalogue: true, withoutVideoClips: !forEndToEnd, logDir, env }),
  ) as [LimelightServer, LimelightServer];
  const started = Date.now();
  await Promise.all(web.map((server) => server.start(5 * 60_000)));
  const parallelStartMs = Date.now() - started;

  const { RUN_JOBS: _webOnly, ...workerEnv } = env;
  const worker = startProcess('worker', process.execPath, ['scripts/start.js', 'worker'], {
    cwd: ROOT,
    env: { ...process.env, ...workerEnv, NODE_ENV: 'production', DATA_DIR: path.join(root, 'worker-data'), LOG_LEVEL: 'warn' },
    logFile: path.join(logDir, 'worker.log'),
  });
  // Debian puts it in /usr/sbin, which a non-root PATH may lack.
  const nginx = startProcess(
    'nginx',
    fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx',
    ['-c', nginxConfig(nginxDir, proxyPort, [portA, portB]), '-g', 'daemon off;'],
    {
      logFile: path.join(logDir, 'nginx.log'),
    },
  );
  await waitForHttp(`${url}/api/health`, nginx, 'nginx', 15_000);

  const cluster: Cluster = {
    root,
    dataDir,
    postgres,
    redis,
    s3,
    web,
    worker,
    nginx,
    url,
    parallelStartMs,
    async restartRedis(whileDown) {
      await redis.stop();
      try {
        await whileDown();
      } finally {
        redis = await startRedis(redis.port);
        cluster.redis = redis;
      }
    },
    async stop() {
      await stopProcess(nginx);
      await stopProcess(worker);
      await Promise.all(web.map((server) => server.stop()));
      await redis.stop();
      await s3.close();
      await postgres.dispose();
    },
  };
  return cluster;
}
