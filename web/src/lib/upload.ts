import { ApiError, readResponse } from './api';
import { forgetFirstResponses } from './first-responses';

/**
 * Sends a multipart form with XMLHttpRequest, the one browser API that reports upload progress,
 * and calls `onProgress` with whole percents as the bytes leave.
 */
export function sendForm<T>(
  method: 'POST' | 'PUT',
  url: string,
  form: FormData,
  onProgress: (percent: number) => void = () => {},
): Promise<T> {
  forgetFirstResponses();
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, url);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    });
    request.addEventListener('load', () => {
      try {
        resolve(readResponse<T>(request.status, request.responseText));
      } catch (error) {
        reject(error);
      }
    });
    request.addEventListener('error', () => reject(new ApiError('Network error', 0)));
    request.addEventListener('abort', () => reject(new ApiError('Upload cancelled', 0)));
    request.send(form);
  });
}
