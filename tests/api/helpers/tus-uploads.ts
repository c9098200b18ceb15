import sharp from 'sharp';
import { Upload } from 'tus-js-client';

/** Where the Studio sends a gallery's photos (tus). */
export const PHOTO_ENDPOINT = '/api/performer/uploads/photos';

/** A camera's JPEG: stored sideways (EXIF orientation 6: turn 90 degrees clockwise), with its make and a GPS position. */
export function cameraJpeg(width = 600, height = 400): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .jpeg()
    .withExif({ IFD0: { Make: 'TestCam', Model: 'X1' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** Uploads one photo to `base` with tus-js-client; resolves with the final status (204 when taken) and the server's message. */
export function uploadPhoto(base: string, token: string, galleryId: string, bytes: Buffer, filename = 'photo.jpg') {
  return tusSend(`${base}${PHOTO_ENDPOINT}`, token, { galleryId, filename }, bytes);
}

/** Sends `bytes` to a tus endpoint with tus-js-client; resolves with the final status (204 when taken) and the server's message. */
export function tusSend(endpoint: string, token: string, metadata: Record<string, string>, bytes: Buffer) {
  return new Promise<{ status: number; message: string }>((resolve) => {
    const upload = new Upload(bytes, {
      endpoint,
      chunkSize: 256 * 1024,
      retryDelays: [],
      headers: { authorization: `Bearer ${token}` },
      metadata,
      onSuccess: () => resolve({ status: 204, message: '' }),
      onError: (error) => {
        const response = (error as { originalResponse?: { getStatus(): number; getBody(): string } }).originalResponse;
        resolve({ status: response?.getStatus() ?? 0, message: response?.getBody()?.trim() ?? String(error) });
      },
    });
    upload.start();
  });
}
