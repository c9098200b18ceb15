import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { CacheInvalidation } from './cache/invalidation';
import type { AppConfig } from './config';
import type { Db } from './db';
import { JobSender } from './jobs/sender';
import { configureFfmpeg } from './media/ffmpeg';
import { IdentityUploadTarget } from './modules/creator-applications/identity-files';
import { PostMediaUploadTarget } from './modules/creator-posts/media-uploads';
import { PostStudio } from './modules/creator-posts/studio';
import type { SalesLookup } from './modules/earnings/sales';
import { PhotoFiles } from './modules/galleries/photo-files';
import { PhotoUploadTarget } from './modules/galleries/photo-uploads';
import { GalleryStudio } from './modules/galleries/studio';
import { MessagePhotoUploadTarget } from './modules/messages/attachment-uploads';
import { MessageVideoUploadTarget } from './modules/messages/video-uploads';
import { MessageVideos } from './modules/messages/videos';
import { creatorsAmong } from './modules/performers/message-policy';
import { ProductFileUploadTarget } from './modules/products/file-uploads';
import { ProductStudio } from './modules/products/studio';
import type { SettingsService } from './modules/settings/service';
import { ResumableUploads } from './modules/uploads/resumable-uploads';
import { createUploadStore } from './modules/uploads/tus-store';
import { UploadLocks } from './modules/uploads/upload-locks';
import { Uploads } from './modules/uploads/uploads';
import { VideoUploadTarget } from './modules/uploads/video-uploads';
import { VideoProcessing } from './modules/video-processing/pipeline';
import { VideoMedia } from './modules/videos/media';
import { VideoReplacements } from './modules/videos/replacement';
import { StorageQuota } from './modules/uploads/storage-quota';
import { attachmentsRepo } from './modules/messages/attachments-repo';
import { VideoStudio } from './modules/videos/studio';
import type { Realtime } from './realtime/server';
import type { FileStorage } from './storage';

/** What creators publish with: uploads, media processing, the Studio's writes for each kind, and the jobs they ask for. */
export interface CreatorMediaServices {
  /** Where each video's media stands: upload, processing, ready or failed. */
  videoMedia: VideoMedia;
  /** New files of processed videos, processed beside them and swapped in when ready. */
  videoReplacements: VideoReplacements;
  /** Resumable (tus) uploads: videos' files, galleries', posts' and messages' photos, products' files, applicants' identity documents. */
  uploads: Uploads;
  /** The performer's own products as the Studio makes them: drafts, pictures, a digital one's file, publishing, delete. */
  productStudio: ProductStudio;
  /** The performer's own galleries as the Studio makes them: drafts, photos' order, captions and cover, publishing, delete. */
  galleryStudio: GalleryStudio;
  /** The performer's own posts as the Studio makes them: drafts, photos and videos in them, publishing, delete. */
  postStudio: PostStudio;
  /** The performer's own videos as the Studio makes them: drafts, publishing, retry, delete. */
  videoStudio: VideoStudio;
  /** The video-process job: an uploaded original into HLS, a poster and a teaser. */
  videoProcessing: VideoProcessing;
  /** Videos of creators' message drafts, processed by the same pipeline. */
  messageVideos: MessageVideos;
  /** Asks for on-demand jobs (a video to process) once the job queue has started. */
  jobs: JobSender;
}

export interface CreatorMediaDeps {
  config: AppConfig;
  db: Db;
  storage: FileStorage;
  settings: SettingsService;
  realtime: Realtime;
  invalidation: CacheInvalidation;
  /** Each item's sales (the Studio's delete keeps a bought item for its buyers). */
  sales: SalesLookup;
}

/** Builds the creator media services (server/services.ts spreads them into the API's services). */
export function createCreatorMediaServices(
  app: FastifyInstance,
  { config, db, storage, settings, realtime, invalidation, sales }: CreatorMediaDeps,
): CreatorMediaServices {
  const jobs = new JobSender();
  const videoMedia = new VideoMedia({ db, jobs, realtime, invalidation });
  const videoReplacements = new VideoReplacements({ db, jobs, invalidation, media: videoMedia });
  configureFfmpeg({ idleScheduling: config.videoProcessing.idleScheduling });
  const uploadStore = createUploadStore(storage, config.storage.s3);
  const photoFiles = new PhotoFiles(storage);
  const removeUploadFile = (name: string) => uploadStore.datastore.remove(uploadStore.tusId(name)).catch(() => undefined);
  const resumable = {
    db,
    store: uploadStore,
    locker: new UploadLocks(db, invalidation),
    onError: (err: unknown, what: string) => app.log.error({ err }, `${what} failed`),
  };
  const isCreator = async (userId: string) => (await creatorsAmong(db, [userId])).has(userId);
  const messageVideos = new MessageVideos({ db, jobs, realtime, storage });
  // A creator's videos count in their storage wherever they are: the catalogue's and those sent in messages.
  const quota = new StorageQuota([(trx, id) => videoMedia.storageUsed(trx, id), (trx, id) => attachmentsRepo.videoBytesOf(trx, id)]);
  const uploads = new Uploads(db, settings, {
    video: new ResumableUploads(
      resumable,
      new VideoUploadTarget({ db, settings, media: videoMedia, replacements: videoReplacements, quota, removeFile: removeUploadFile }),
    ),
    photo: new ResumableUploads(resumable, new PhotoUploadTarget({ db, settings, files: photoFiles, removeFile: removeUploadFile })),
    product: new ResumableUploads(resumable, new ProductFileUploadTarget({ db, settings, storage, removeFile: removeUploadFile })),
    post_media: new ResumableUploads(resumable, new PostMediaUploadTarget({ db, settings, files: photoFiles, removeFile: removeUploadFile })),
    identity: new ResumableUploads(resumable, new IdentityUploadTarget({ db, storage, removeFile: removeUploadFile })),
    message_attachment: new ResumableUploads(
      resumable,
      new MessagePhotoUploadTarget({
        db,
        settings,
        files: photoFiles,
        isCreator,
        removeFile: removeUploadFile,
      }),
    ),
    message_video: new ResumableUploads(resumable, new MessageVideoUploadTarget({ db, settings, isCreator, videos: messageVideos, quota })),
  });
  return {
    jobs,
    messageVideos,
    videoMedia,
    videoReplacements,
    uploads,
    galleryStudio: new GalleryStudio({ db, files: photoFiles, sales }),
    postStudio: new PostStudio({ db, files: photoFiles, sales, settings }),
    productStudio: new ProductStudio({ db, storage, sales }),
    videoStudio: new VideoStudio({ db, media: videoMedia, replacements: videoReplacements, storage, sales }),
    videoProcessing: new VideoProcessing({
      media: videoMedia,
      replacements: videoReplacements,
      storage,
      settings,
      workDir: path.join(config.dataDir, 'processing'),
      ffmpeg: { threads: config.videoProcessing.ffmpegThreads, niceness: config.videoProcessing.niceness },
      concurrency: config.videoProcessing.concurrency,
    }),
  };
}
