import type { ApiEnvelope } from '../types/api';
import type { ServiceOptions } from '../lib/request-options';
import { apiUrl } from '../lib/url';
import { buildHeaders, handleUnauthorized, toErrorBody } from './api-request';

export interface UploadFile {
  /** Form field name the API expects for this file. */
  fieldname: string;
  file: Blob;
  filename?: string;
}

export interface UploadOptions extends ServiceOptions {
  fields?: Record<string, string | number | boolean>;
  method?: 'POST' | 'PUT';
  /** Called with the sent percentage, 0-100. */
  onProgress?: (percent: number) => void;
}

export function buildUploadForm(files: UploadFile[], fields: UploadOptions['fields'] = {}): FormData {
  const form = new FormData();
  for (const { fieldname, file, filename } of files) {
    if (filename) form.append(fieldname, file, filename);
    else form.append(fieldname, file);
  }
  for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
  return form;
}

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/** Multipart upload with progress; same address, auth and error rules as request(). */
export function upload<T>(address: string, files: UploadFile[], options: UploadOptions = {}): Promise<ApiEnvelope<T>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(options.method || 'POST', apiUrl(address));
    // The browser sets the multipart Content-Type with its boundary.
    for (const [name, value] of Object.entries(buildHeaders(options, false))) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && options.onProgress) options.onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const parsed = parse(xhr.responseText);
      if (xhr.status === 401) handleUnauthorized();
      if (xhr.status >= 200 && xhr.status < 300) resolve(parsed as ApiEnvelope<T>);
      else reject(toErrorBody(xhr.status, xhr.statusText, parsed));
    };
    xhr.onerror = () => reject(toErrorBody(0, 'NetworkError', null));
    xhr.send(buildUploadForm(files, options.fields));
  });
}
