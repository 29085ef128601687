import type { FormEvent } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { groceryMessages, type GroceryItem } from '@mise/core';
import { ApiError } from '../../../lib/api-client';
import { emptyFields, type ItemValues } from '../item-form';
import { makeItem } from '../test-fixtures';
import { useItemForm } from './use-item-form';

const submitEvent = () => ({ preventDefault: vi.fn() }) as unknown as FormEvent;

function setUp(save: (values: ItemValues) => Promise<GroceryItem>, saving = false) {
  const onSaved = vi.fn();
  const hook = renderHook(() =>
    useItemForm({
      initialFields: emptyFields,
      save,
      saving,
      failedMessage: groceryMessages.addFailed,
      onSaved,
    }),
  );
  return { ...hook, onSaved };
}

describe('useItemForm (the add form and the edit dialog)', () => {
  it('sends nothing while a field is wrong, and shows the slip beside it', () => {
    const save = vi.fn(() => Promise.resolve(makeItem()));
    const { result } = setUp(save);
    act(() => result.current.submit(submitEvent()));
    expect(result.current.errors).toEqual({ name: groceryMessages.nameRequired });
    expect(save).not.toHaveBeenCalled();
  });

  it('sends the checked values and hands the saved item on', async () => {
    const saved = makeItem({ name: 'flour' });
    const save = vi.fn((_values: ItemValues) => Promise.resolve(saved));
    const { result, onSaved } = setUp(save);
    act(() => result.current.setFields({ ...emptyFields, name: ' flour ', amount: '1,5' }));
    act(() => result.current.submit(submitEvent()));
    expect(save).toHaveBeenCalledWith({ name: 'flour', amount: 1.5, unit: '' });
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(result.current.alert).toBeNull();
  });

  it("puts the server's field errors beside their fields and its message above", async () => {
    const refusal = new ApiError('VALIDATION_FAILED', 'Check the fields', 400, {
      amount: groceryMessages.amountRange,
    });
    const { result, onSaved } = setUp(() => Promise.reject(refusal));
    act(() => result.current.setFields({ ...emptyFields, name: 'flour', amount: '2' }));
    act(() => result.current.submit(submitEvent()));
    await waitFor(() => expect(result.current.alert).toBe('Check the fields'));
    expect(result.current.errors.amount).toBe(groceryMessages.amountRange);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('says what failed when the server gave no answer of its own', async () => {
    const { result } = setUp(() => Promise.reject(new TypeError('Failed to fetch')));
    act(() => result.current.setFields({ ...emptyFields, name: 'flour' }));
    act(() => result.current.submit(submitEvent()));
    await waitFor(() => expect(result.current.alert).toBe(groceryMessages.addFailed));
  });

  it('ignores a second submit while the first is on its way', () => {
    const save = vi.fn(() => Promise.resolve(makeItem()));
    const { result } = setUp(save, true);
    act(() => result.current.setFields({ ...emptyFields, name: 'flour' }));
    act(() => result.current.submit(submitEvent()));
    expect(save).not.toHaveBeenCalled();
  });
});
