// How long and how much `npm run bench` measures: the full run, or `-- --quick` for a short check.

export interface Plan {
  quick: boolean;
  connections: number;
  /** Length of each row's measuring window, and of the bare baseline run beside it. */
  seconds: number;
  baselineSeconds: number;
  /** Least warm-up before a window; the window waits for every connection's first answer, up to the max. */
  warmupSeconds: number;
  maxWarmupSeconds: number;
  sockets: number;
  socketChildren: number;
  lighthouse: boolean;
  /** Catalogue sizes for the search-latency rows: small, large. */
  catalogue: [number, number];
  /** The video rows: the upload's bytes (a 1080p clip of uploadClipSeconds, padded), the processing clip's length. */
  video: { uploadBytes: number; uploadClipSeconds: number; clipSeconds: number };
  /** The gallery row: photos of 12 MP uploaded to one gallery. */
  galleryPhotos: number;
  /** The feed and release rows (bench/feed-rows.ts). */
  feed: FeedPlan;
}

export interface FeedPlan {
  /** Creators, each with this many live creator posts; one fan follows them all, another `fewFollows` of them. */
  creators: number;
  itemsPerCreator: number;
  fewFollows: number;
  /** Requests one after the other per feed row: the API, the page; feed reads per in-process row. */
  apiRequests: number;
  pageRequests: number;
  fanoutReads: number;
  /** Followers of the creator whose release is timed, each on a socket of their own. */
  releaseFans: number;
  /** Followers a release is written to in the fan-out-on-write rows (each at most releaseFans). */
  timelineFollowers: number[];
  /** The release row on the cluster (PostgreSQL, Redis, two web processes, a worker). */
  cluster: boolean;
}

export function planFrom(argv: string[]): Plan {
  const quick = argv.includes('--quick');
  return quick
    ? {
        quick,
        connections: 50,
        seconds: 3,
        baselineSeconds: 1,
        warmupSeconds: 0.5,
        maxWarmupSeconds: 10,
        sockets: 1_000,
        socketChildren: 1,
        lighthouse: false,
        catalogue: [1_000, 10_000],
        video: { uploadBytes: 100_000_000, uploadClipSeconds: 10, clipSeconds: 15 },
        galleryPhotos: 12,
        feed: {
          creators: 100,
          itemsPerCreator: 100,
          fewFollows: 10,
          apiRequests: 50,
          pageRequests: 20,
          fanoutReads: 50,
          releaseFans: 1_000,
          timelineFollowers: [100, 1_000],
          cluster: false,
        },
      }
    : {
        quick,
        connections: 50,
        seconds: 5,
        baselineSeconds: 2,
        warmupSeconds: 1,
        maxWarmupSeconds: 20,
        sockets: 10_000,
        socketChildren: 2,
        lighthouse: true,
        catalogue: [1_000, 100_000],
        video: { uploadBytes: 500_000_000, uploadClipSeconds: 30, clipSeconds: 60 },
        galleryPhotos: 100,
        feed: {
          creators: 1_000,
          itemsPerCreator: 1_000,
          fewFollows: 10,
          apiRequests: 200,
          pageRequests: 100,
          fanoutReads: 200,
          releaseFans: 10_000,
          timelineFollowers: [1_000, 10_000],
          cluster: true,
        },
      };
}
