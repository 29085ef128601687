import { useState } from 'react';
import { Sparkles } from 'lucide-react';
import { imageMessages, type GenerateImageRequest, type StoredImage } from '@mise/core';
import { ApiError, errorMessageOf } from '../../lib/api-client';
import { Button } from '../ui/button';
import { toast } from '../ui/toast-store';
import { useGenerateImage, useKeepGeneratedImage } from './api';

export interface GenerateTabProps {
  /** Read when the member presses Generate, so the picture matches the form as it is then. */
  recipeContext: (() => GenerateImageRequest) | undefined;
  onKept: (image: StoredImage) => void;
  onAnnounce: (message: string) => void;
  /** What its toasts are about (toast-store.ts). */
  toastKey?: string | undefined;
  /** The free tabs offered when the member is out of AI credits (402), and how to open one. */
  freeTabs?: readonly FreeTab[];
  onFreeTab?: (tab: FreeTab) => void;
}

type FreeTab = 'upload' | 'search';
const freeTabLabels: Record<FreeTab, string> = {
  upload: 'Upload a photo',
  search: 'Search stock photos',
};

/**
 * spec-1 §4: the generated picture is only a preview until the member clicks Use This Image. Shown
 * only when the server has an image-generation key.
 */
export function GenerateTab({
  recipeContext,
  onKept,
  onAnnounce,
  toastKey,
  freeTabs = [],
  onFreeTab,
}: GenerateTabProps) {
  const generate = useGenerateImage();
  const keep = useKeepGeneratedImage();
  const [problem, setProblem] = useState<string | null>(null);
  const outOfCredits =
    generate.error instanceof ApiError && generate.error.code === 'PAYMENT_REQUIRED';

  if (!recipeContext)
    return <p className="text-slate-700">Pictures can be generated from a recipe form.</p>;

  const preview = generate.data?.preview_data_url;

  const start = () => {
    const recipe = recipeContext();
    if (!recipe.title?.trim()) {
      setProblem(imageMessages.generateNeedsTitle);
      return;
    }
    setProblem(null);
    keep.reset();
    onAnnounce('Generating an image. This can take a few seconds.');
    generate.mutate(recipe, {
      onSuccess: () => onAnnounce('Image generated. Use This Image to keep it.'),
      onError: (error) => {
        setProblem(errorMessageOf(error));
        // Out of credits: the message in the tab says why and what is free; no failure toast.
        if (!(error instanceof ApiError && error.code === 'PAYMENT_REQUIRED'))
          toast.error(imageMessages.generateFailedToast, { key: toastKey });
      },
    });
  };

  const useIt = () => {
    if (!preview) return;
    keep.mutate(preview, {
      onSuccess: (image) => onKept(image),
      onError: (error) => setProblem(errorMessageOf(error)),
    });
  };

  return (
    <div className="flex flex-col gap-4">
      <p className="text-slate-700">
        Makes a food photograph from this recipe’s title, description, ingredients, steps, cuisine
        and diets.
      </p>
      {problem ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {problem}
        </p>
      ) : null}
      {problem && outOfCredits && onFreeTab ? (
        <div className="flex flex-wrap gap-2">
          {freeTabs.map((tab) => (
            <Button key={tab} variant="secondary" onClick={() => onFreeTab(tab)}>
              {freeTabLabels[tab]}
            </Button>
          ))}
        </div>
      ) : null}
      {preview ? (
        <figure className="flex flex-col gap-3">
          <img
            src={preview}
            alt="Generated picture of the recipe (preview)"
            className="aspect-square w-full max-w-sm rounded-xl border border-slate-200 object-cover"
          />
          <figcaption className="text-sm text-slate-700">
            Preview only: it is not saved until you use it.
          </figcaption>
        </figure>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {preview ? (
          <Button onClick={useIt} busy={keep.isPending} disabled={generate.isPending}>
            Use This Image
          </Button>
        ) : null}
        <Button
          variant={preview ? 'secondary' : 'primary'}
          onClick={start}
          busy={generate.isPending}
          disabled={keep.isPending}
        >
          <Sparkles aria-hidden="true" className="size-4" />
          {generate.isPending ? 'Generating…' : preview ? 'Generate another' : 'Generate Image'}
        </Button>
      </div>
    </div>
  );
}
