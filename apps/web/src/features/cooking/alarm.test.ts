import { describe, expect, it, vi } from 'vitest';
import {
  announceTimerDone,
  askNotificationPermissionOnce,
  browserEnv,
  NOTIFICATION_ASKED_KEY,
  notifyIfHidden,
  ringAlarm,
  vibrate,
  type AlarmEnv,
  type NotificationApi,
} from './alarm';

// The browser APIs are faked: jsdom has no AudioContext, Notification or vibration.

/** A fake AudioContext class that records the beeps scheduled on it. */
function fakeAudio(initialState: AudioContextState = 'running') {
  const beeps: { frequency: number; start: number; stop: number }[] = [];
  const resume = vi.fn(() => Promise.resolve());
  let created = 0;
  class FakeAudioContext {
    currentTime = 10;
    destination = {} as AudioDestinationNode;
    state = initialState;
    resume = resume;
    constructor() {
      created++;
    }
    createOscillator() {
      const beep = { frequency: 0, start: -1, stop: -1 };
      beeps.push(beep);
      return {
        type: 'square',
        frequency: {
          set value(hz: number) {
            beep.frequency = hz;
          },
        },
        connect: vi.fn(),
        start: (at: number) => (beep.start = at),
        stop: (at: number) => (beep.stop = at),
      } as unknown as OscillatorNode;
    }
    createGain() {
      return {
        gain: { setValueAtTime: vi.fn(), linearRampToValueAtTime: vi.fn() },
        connect: vi.fn(),
      } as unknown as GainNode;
    }
  }
  return {
    AudioContext: FakeAudioContext as unknown as AlarmEnv['AudioContext'],
    beeps,
    resume,
    created: () => created,
  };
}

/** A fake Notification class with a given permission; records what it showed and was asked. */
function fakeNotification(permission: NotificationPermission, answer = permission) {
  const shown: { title: string; options?: NotificationOptions }[] = [];
  const requestPermission = vi.fn(() => Promise.resolve(answer));
  const Api = class {
    static permission = permission;
    static requestPermission = requestPermission;
    constructor(title: string, options?: NotificationOptions) {
      shown.push({ title, options });
    }
  } as unknown as NotificationApi;
  return { Api, shown, requestPermission };
}

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('ringAlarm', () => {
  it('schedules a short pattern of beeps, one after the other', () => {
    const audio = fakeAudio();
    expect(ringAlarm({ AudioContext: audio.AudioContext })).toBe(true);
    expect(audio.beeps).toHaveLength(3);
    for (const [i, beep] of audio.beeps.entries()) {
      expect(beep.frequency).toBe(880);
      expect(beep.start).toBeGreaterThanOrEqual(10);
      expect(beep.stop).toBeGreaterThan(beep.start);
      if (i > 0) expect(beep.start).toBeGreaterThan(audio.beeps[i - 1]!.stop);
    }
    expect(audio.resume).not.toHaveBeenCalled();
  });

  it('reuses one audio context and resumes it when suspended', () => {
    const audio = fakeAudio('suspended');
    ringAlarm({ AudioContext: audio.AudioContext });
    ringAlarm({ AudioContext: audio.AudioContext });
    expect(audio.created()).toBe(1);
    expect(audio.resume).toHaveBeenCalled();
    expect(audio.beeps).toHaveLength(6);
  });

  it('is a silent no-op without Web Audio or when it throws', () => {
    expect(ringAlarm({})).toBe(false);
    const Broken = class {
      constructor() {
        throw new Error('not allowed');
      }
    } as unknown as AlarmEnv['AudioContext'];
    expect(ringAlarm({ AudioContext: Broken })).toBe(false);
  });

  it('does nothing in jsdom by default (no AudioContext there)', () => {
    expect(ringAlarm()).toBe(false);
  });
});

describe('vibrate', () => {
  it('vibrates with the pattern where supported', () => {
    const buzz = vi.fn(() => true);
    expect(vibrate([100, 50, 100], { vibrate: buzz })).toBe(true);
    expect(buzz).toHaveBeenCalledWith([100, 50, 100]);
  });

  it('returns false without vibration or when it throws', () => {
    expect(vibrate(undefined, {})).toBe(false);
    const broken = () => {
      throw new TypeError('Illegal invocation');
    };
    expect(vibrate(undefined, { vibrate: broken })).toBe(false);
  });
});

describe('notifyIfHidden', () => {
  it('shows a notification when permission is granted and the page is hidden', () => {
    const { Api, shown } = fakeNotification('granted');
    expect(notifyIfHidden('Simmer', { Notification: Api, isHidden: () => true })).toBe(true);
    expect(shown).toEqual([
      { title: 'Timer done', options: expect.objectContaining({ body: 'Simmer' }) as unknown },
    ]);
  });

  it('shows nothing on a visible page (it rings there instead)', () => {
    const { Api, shown } = fakeNotification('granted');
    expect(notifyIfHidden('Simmer', { Notification: Api, isHidden: () => false })).toBe(false);
    expect(shown).toEqual([]);
  });

  it.each(['default', 'denied'] as const)(
    'never asks, and shows nothing, when %s',
    (permission) => {
      const { Api, shown, requestPermission } = fakeNotification(permission);
      expect(notifyIfHidden('Simmer', { Notification: Api, isHidden: () => true })).toBe(false);
      expect(shown).toEqual([]);
      expect(requestPermission).not.toHaveBeenCalled();
    },
  );

  it('returns false without the Notification API or when the constructor throws', () => {
    expect(notifyIfHidden('Simmer', { isHidden: () => true })).toBe(false);
    const Throwing = class {
      static permission = 'granted';
      constructor() {
        throw new TypeError('Illegal constructor');
      }
    } as unknown as NotificationApi;
    expect(notifyIfHidden('Simmer', { Notification: Throwing, isHidden: () => true })).toBe(false);
  });
});

describe('askNotificationPermissionOnce', () => {
  it('asks the first time only, remembering it in storage', async () => {
    const { Api, requestPermission } = fakeNotification('default', 'granted');
    const storage = memoryStorage();
    await expect(askNotificationPermissionOnce({ Notification: Api, storage })).resolves.toBe(
      'granted',
    );
    expect(storage.getItem(NOTIFICATION_ASKED_KEY)).toBe('1');
    // The cook ignored the prompt (still 'default'): a second timer does not ask again.
    await expect(askNotificationPermissionOnce({ Notification: Api, storage })).resolves.toBeNull();
    expect(requestPermission).toHaveBeenCalledTimes(1);
  });

  it.each(['granted', 'denied'] as const)('does not ask when already %s', async (permission) => {
    const { Api, requestPermission } = fakeNotification(permission);
    await expect(
      askNotificationPermissionOnce({ Notification: Api, storage: memoryStorage() }),
    ).resolves.toBeNull();
    expect(requestPermission).not.toHaveBeenCalled();
  });

  it('does nothing without the Notification API', async () => {
    await expect(askNotificationPermissionOnce({ storage: memoryStorage() })).resolves.toBeNull();
  });

  it('still asks when storage is blocked, and never throws', async () => {
    const { Api, requestPermission } = fakeNotification('default', 'denied');
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    const storage = { getItem: blocked, setItem: blocked };
    await expect(askNotificationPermissionOnce({ Notification: Api, storage })).resolves.toBe(
      'denied',
    );
    expect(requestPermission).toHaveBeenCalledTimes(1);
  });

  it('resolves null when the request itself fails', async () => {
    const { Api, requestPermission } = fakeNotification('default');
    requestPermission.mockRejectedValueOnce(new Error('blocked by policy'));
    await expect(
      askNotificationPermissionOnce({ Notification: Api, storage: memoryStorage() }),
    ).resolves.toBeNull();
  });
});

describe('announceTimerDone', () => {
  it('beeps, vibrates and notifies a hidden page', () => {
    const audio = fakeAudio();
    const buzz = vi.fn(() => true);
    const { Api, shown } = fakeNotification('granted');
    announceTimerDone('Bake', {
      AudioContext: audio.AudioContext,
      vibrate: buzz,
      Notification: Api,
      isHidden: () => true,
    });
    expect(audio.beeps).toHaveLength(3);
    expect(buzz).toHaveBeenCalledTimes(1);
    expect(shown).toHaveLength(1);
  });

  it('never throws with no browser APIs at all', () => {
    expect(() => announceTimerDone('Bake', {})).not.toThrow();
  });
});

describe('browserEnv', () => {
  it('finds what jsdom has and leaves out what it has not', () => {
    const env = browserEnv();
    expect(env.AudioContext).toBeUndefined();
    expect(env.Notification).toBeUndefined();
    expect(env.storage).toBe(window.localStorage);
    expect(env.isHidden?.()).toBe(document.visibilityState === 'hidden');
  });
});
