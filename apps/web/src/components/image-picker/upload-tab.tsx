import { useId, useRef, useState, type DragEvent } from 'react';
import { ImageUp } from 'lucide-react';
import {
  IMAGE_MAX_BYTES,
  IMAGE_MIME_TYPES,
  imageMessages,
  messages,
  uploadFailedMessage,
  type StoredImage,
} from '@mise/core';
import { isApiError } from '../../lib/api-client';
import { uploadImage } from './api';

const ACCEPT = IMAGE_MIME_TYPES.join(',');
const EXTENSIONS = /\.(jpe?g|png|gif|webp)$/i;

/** spec-1 §5: at most 5 MB; jpeg, jpg, png, gif, webp. The server checks again, by the bytes. */
export function checkFile(file: File): string | null {
  if (file.size > IMAGE_MAX_BYTES) return imageMessages.fileTooLarge;
  const typeOk = (IMAGE_MIME_TYPES as readonly string[]).includes(file.type);
  if (!typeOk && !(file.type === '' && EXTENSIONS.test(file.name))) return imageMessages.wrongType;
  return null;
}

export interface UploadTabProps {
  onUploaded: (image: StoredImage) => void;
  /** The upload itself failed (not the file): the picker moves to the URL tab with this message. */
  onFailed: (message: string) => void;
  onAnnounce: (message: string) => void;
}

export function UploadTab({ onUploaded, onFailed, onAnnounce }: UploadTabProps) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [dragging, setDragging] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const lastAnnounced = useRef(0);

  async function start(file: File | undefined) {
    if (!file || progress !== null) return;
    const problem = checkFile(file);
    setError(problem);
    if (problem) return;
    setProgress(0);
    lastAnnounced.current = 0;
    onAnnounce(`Uploading ${file.name}…`);
    try {
      const image = await uploadImage(file, {
        onProgress: (fraction) => {
          const percent = Math.round(fraction * 100);
          setProgress(percent);
          // Every quarter is enough for a screen reader; the bar shows the rest.
          if (percent - lastAnnounced.current >= 25) {
            lastAnnounced.current = percent;
            onAnnounce(`Uploading: ${percent}%`);
          }
        },
      });
      onUploaded(image);
    } catch (failure) {
      if (isApiError(failure) && failure.code === 'VALIDATION_FAILED') {
        // The file itself was refused (type by its bytes, size, pixels): another file may do.
        setError(failure.message);
        onAnnounce(failure.message);
      } else if (
        isApiError(failure) &&
        (failure.code === 'NETWORK' || failure.code === 'TIMEOUT')
      ) {
        onFailed(
          uploadFailedMessage(
            failure.code === 'TIMEOUT'
              ? messages.requestTimedOut
              : 'the server could not be reached',
          ),
        );
      } else {
        onFailed(isApiError(failure) ? failure.message : imageMessages.uploadFailedGeneric);
      }
    } finally {
      setProgress(null);
      if (inputRef.current) inputRef.current.value = '';
    }
  }

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    void start(event.dataTransfer.files[0]);
  };

  const uploading = progress !== null;
  return (
    <div className="flex flex-col gap-3">
      <div
        onDragOver={(event) => {
          event.preventDefault();
          if (!uploading) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`flex flex-col items-center gap-3 rounded-xl border-2 border-dashed px-4 py-8 text-center ${
          dragging ? 'border-emerald-700 bg-emerald-50' : 'border-slate-300 bg-slate-50'
        }`}
      >
        <ImageUp aria-hidden="true" className="size-8 text-slate-600" />
        <p className="text-slate-800">Drag a photo here, or</p>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={ACCEPT}
          disabled={uploading}
          aria-describedby={`${hintId}${error ? ` ${errorId}` : ''}`}
          aria-invalid={error ? true : undefined}
          className="peer sr-only"
          onChange={(event) => void start(event.target.files?.[0])}
        />
        <label
          htmlFor={inputId}
          className="inline-flex min-h-11 cursor-pointer items-center rounded-lg border border-slate-300 bg-white px-4 font-medium text-slate-900 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-emerald-700 peer-disabled:cursor-not-allowed peer-disabled:opacity-60 hover:bg-slate-100"
        >
          Choose an image file
        </label>
        <p id={hintId} className="text-sm text-slate-700">
          JPEG, PNG, GIF or WebP, up to 5 MB.
        </p>
      </div>
      {uploading ? (
        <div className="flex items-center gap-3">
          <progress
            max={100}
            value={progress}
            aria-label="Upload progress"
            className="h-2 w-full overflow-hidden rounded-full bg-slate-200 [&::-moz-progress-bar]:bg-emerald-700 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-emerald-700"
          />
          <span className="w-12 text-right text-sm tabular-nums text-slate-700">{progress}%</span>
        </div>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
