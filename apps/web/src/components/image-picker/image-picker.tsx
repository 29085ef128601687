import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Trash2 } from 'lucide-react';
import {
  imageMessages,
  storedImagePath,
  type GenerateImageRequest,
  type StoredImage,
} from '@mise/core';
import { Button } from '../ui/button';
import { Tabs, type TabItem } from '../ui/tabs';
import { toast } from '../ui/toast-store';
import { deleteStoredImage, useImageProviders } from './api';
import { LoadingState } from '../ui/spinner';
import { UploadTab } from './upload-tab';

// The first tab comes with the picker; the others load when the cook opens them (a recipe form
// stays within its bundle budget, issue 17).
const UrlTab = lazy(() => import('./url-tab').then((m) => ({ default: m.UrlTab })));
const SearchTab = lazy(() => import('./search-tab').then((m) => ({ default: m.SearchTab })));
const GenerateTab = lazy(() => import('./generate-tab').then((m) => ({ default: m.GenerateTab })));

const Loading = ({ children }: { children: ReactNode }) => (
  <Suspense fallback={<LoadingState label="Loading" />}>{children}</Suspense>
);

export type ImagePickerTab = 'upload' | 'url' | 'search' | 'generate';

export interface ImagePickerProps {
  /** The chosen picture's URL, or null for none. */
  value: string | null;
  onChange: (url: string | null) => void;
  /** Generate with AI draws from the recipe: title, description, ingredients, steps, cuisine, diets. */
  recipeContext?: () => GenerateImageRequest;
  /** The group's visible name. */
  label?: string;
  /** What its toasts are about (toast-store.ts), e.g. `recipe:<id>` on a recipe form. */
  toastKey?: string;
}

const removedFileNotDeleted =
  'The image was removed from the recipe, but its stored file could not be deleted.';

/**
 * spec-1 §2, §4 Image picker: four tabs (Upload File, Image URL, Search Images, Generate with AI).
 * Search and Generate show only when the server has them set up (GET /api/images/providers): a
 * cook is never shown a tab that cannot work, nor the operator's hint on how to turn it on (that
 * is in the README). A chosen picture hides the tabs and offers Remove image, which also deletes
 * the stored file when it is one of ours. A failed upload moves to the URL tab with the reason.
 */
export function ImagePicker({
  value,
  onChange,
  recipeContext,
  label = 'Image',
  toastKey,
}: ImagePickerProps) {
  const headingId = useId();
  const [tab, setTab] = useState<ImagePickerTab>('upload');
  const [urlNotice, setUrlNotice] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [removing, setRemoving] = useState(false);
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  // Asked as soon as the tabs show, so the ones that are set up appear with the others.
  const providers = useImageProviders(!value);
  const rootRef = useRef<HTMLDivElement>(null);
  const removeRef = useRef<HTMLButtonElement>(null);
  // Where focus goes once the next value has rendered: the picture's Remove button, or the tabs.
  const focusNext = useRef<'remove' | 'tabs' | null>(null);

  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === 'remove') removeRef.current?.focus();
    if (target === 'tabs')
      rootRef.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();
  }, [value]);

  const choose = (url: string, announce = 'Image selected.') => {
    focusNext.current = 'remove';
    setUrlNotice(null);
    setAnnouncement(announce);
    onChange(url);
  };
  const chooseStored = (image: StoredImage) => choose(image.url, 'Image uploaded and selected.');

  const remove = async () => {
    if (!value) return;
    const path = storedImagePath(value);
    setRemoving(true);
    try {
      if (path) await deleteStoredImage(path);
    } catch {
      toast.warning(removedFileNotDeleted, { key: toastKey });
    } finally {
      setRemoving(false);
    }
    focusNext.current = 'tabs';
    setAnnouncement('Image removed.');
    onChange(null);
  };

  // Off while the server is being asked, and when asking fails.
  const stockEnabled = providers.data?.stock ?? false;
  const generateEnabled = providers.data?.generate ?? false;

  const tabs: TabItem[] = [
    {
      id: 'upload',
      label: 'Upload File',
      panel: (
        <UploadTab
          onUploaded={chooseStored}
          onAnnounce={setAnnouncement}
          onFailed={(message) => {
            // The notice is an alert in the URL tab: it is announced as it appears.
            setUrlNotice(message);
            setTab('url');
          }}
        />
      ),
    },
    {
      id: 'url',
      label: 'Image URL',
      panel: (
        <Loading>
          <UrlTab notice={urlNotice} onChoose={(url) => choose(url)} />
        </Loading>
      ),
    },
  ];
  if (stockEnabled) {
    tabs.push({
      id: 'search',
      label: 'Search Images',
      panel: (
        <Loading>
          <SearchTab onChoose={(url) => choose(url)} />
        </Loading>
      ),
    });
  }
  if (generateEnabled) {
    tabs.push({
      id: 'generate',
      label: 'Generate with AI',
      panel: (
        <Loading>
          <GenerateTab
            recipeContext={recipeContext}
            onKept={chooseStored}
            onAnnounce={setAnnouncement}
            toastKey={toastKey}
            freeTabs={stockEnabled ? ['upload', 'search'] : ['upload']}
            onFreeTab={(id) => {
              focusNext.current = 'tabs';
              setTab(id);
            }}
          />
        </Loading>
      ),
    });
  }

  return (
    <div ref={rootRef} role="group" aria-labelledby={headingId} className="flex flex-col gap-2">
      <span id={headingId} className="text-sm font-medium text-slate-900">
        {label}
      </span>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {value ? (
        <div className="flex flex-col gap-3">
          <img
            src={value}
            alt="Selected recipe image"
            onError={() => setBrokenUrl(value)}
            onLoad={() => setBrokenUrl(null)}
            className="max-h-80 w-full max-w-xl rounded-xl border border-slate-200 bg-slate-100 object-cover"
          />
          {brokenUrl === value ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              {imageMessages.imageLoadFailed}
            </p>
          ) : null}
          <Button
            ref={removeRef}
            variant="secondary"
            className="self-start"
            onClick={() => void remove()}
            busy={removing}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Remove image
          </Button>
        </div>
      ) : (
        // The tabs wrap on a narrow screen by themselves (components/ui/tabs.tsx).
        <Tabs
          label={`${label}: choose how to add one`}
          selectedId={tab}
          onSelect={(id) => setTab(id as ImagePickerTab)}
          tabs={tabs}
        />
      )}
    </div>
  );
}
