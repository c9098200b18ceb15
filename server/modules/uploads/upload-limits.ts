import type { SettingsService } from '../settings/service';

export interface UploadLimits {
  maxBytes: number;
  quotaBytes: number;
  /** Containers accepted, as file-type names them from the file's bytes (mp4, mov, webm...). */
  containers: string[];
  abandonedAfterMs: number;
}

const GIB = 1024 ** 3;

/** The upload settings (migration 0024), with their defaults where a setting is missing or of the wrong kind. */
export async function uploadLimits(settings: SettingsService): Promise<UploadLimits> {
  const [maxBytes, quotaBytes, containers, hours] = await Promise.all([
    settings.get('uploadMaxBytes', 4 * GIB),
    settings.get('performerStorageQuotaBytes', 50 * GIB),
    settings.get<unknown>('uploadVideoContainers', ['mp4']),
    settings.get('abandonedUploadHours', 24),
  ]);
  return {
    maxBytes: positive(maxBytes, 4 * GIB),
    quotaBytes: positive(quotaBytes, 50 * GIB),
    containers: Array.isArray(containers) ? containers.filter((c): c is string => typeof c === 'string') : ['mp4'],
    abandonedAfterMs: positive(hours, 24) * 60 * 60 * 1000,
  };
}

function positive(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback;
}
