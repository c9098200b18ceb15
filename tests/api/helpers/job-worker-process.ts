// A worker process for tests/api/job-queue.test.ts: works one recurring job (JOB_NAME, JOB_CRON) on JOB_DATABASE_URL,
// says "running" on stdout when the job starts, and never finishes it, so the test can kill it mid-run.
import { JobQueue, type QueueTiming } from '../../../server/jobs/queue';

async function main(): Promise<void> {
  const timing = JSON.parse(process.env.JOB_TIMING!) as QueueTiming;
  const queue = await JobQueue.start({ connection: { connectionString: process.env.JOB_DATABASE_URL! }, works: true, timing, onError: () => undefined });
  await queue.run([
    {
      name: process.env.JOB_NAME!,
      cron: process.env.JOB_CRON!,
      expireInSeconds: 120,
      run: () => {
        process.stdout.write('running\n');
        return new Promise(() => undefined);
      },
    },
  ]);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
