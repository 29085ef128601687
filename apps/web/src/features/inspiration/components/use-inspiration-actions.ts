import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { inspirationMessages, type InspirationMeal, type Recipe } from '@mise/core';
import { toast } from '../../../components/ui/toast-store';
import { isApiError } from '../../../lib/api-client';
import { loginPathFor } from '../../../lib/safe-redirect';
import { useMe } from '../../../lib/session';
import { useSaveInspiration } from '../api';
import { storeTemplateDraft, TEMPLATE_PATH } from '../template';

export interface InspirationActions {
  customize: (meal: InspirationMeal) => void;
  /** `onSaved` runs before the confirm opens (the detail dialog closes first: one modal at a time). */
  save: (meal: InspirationMeal, onSaved?: () => void) => void;
  /** The meal being saved, if any. */
  savingId: string | null;
  /** The recipe just saved, while the "view it now?" confirm is up. */
  saved: Recipe | null;
  viewSaved: () => void;
  dismissSaved: () => void;
}

/**
 * Customize and Save of an inspiration (spec-1 §4 template flow, §8 Saving an inspiration). Guests
 * may browse and View; these two send them to sign in, and back here afterwards: to the element
 * `returnAnchor` names when given (the section on the home page), so the redirect is never the bare
 * `/` that `loginPathFor` leaves out.
 */
export function useInspirationActions(returnAnchor?: string): InspirationActions {
  const { data: me } = useMe();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const saveMeal = useSaveInspiration();
  const [saved, setSaved] = useState<Recipe | null>(null);

  const anchor = returnAnchor ? `#${encodeURIComponent(returnAnchor)}` : '';
  const signIn = () => void navigate(loginPathFor(`${pathname}${search}${anchor}`));

  return {
    customize(meal) {
      if (me === null) return signIn();
      if (!storeTemplateDraft(meal)) {
        toast.error(inspirationMessages.templateFailed);
        return;
      }
      void navigate(TEMPLATE_PATH);
    },
    save(meal, onSaved) {
      if (me === null) return signIn();
      const key = `inspiration:${meal.id}`;
      saveMeal.mutate(meal.id, {
        onSuccess: (recipe) => {
          toast.success(inspirationMessages.saved, { key });
          onSaved?.();
          setSaved(recipe);
        },
        onError: (error) => {
          // The session ended since the page loaded.
          if (isApiError(error) && error.status === 401) return signIn();
          toast.error(inspirationMessages.saveFailed, { key });
        },
      });
    },
    savingId: saveMeal.isPending ? saveMeal.variables : null,
    saved,
    viewSaved() {
      if (saved) void navigate(`/recipes/${encodeURIComponent(saved.id)}`);
      setSaved(null);
    },
    dismissSaved: () => setSaved(null),
  };
}
