/** Whether the video feed plays with sound, remembered on this device (muted until someone unmutes). */
const KEY = 'threads-video-muted';

export function readMutedPreference(): boolean {
  try {
    return localStorage.getItem(KEY) !== 'false';
  } catch {
    return true;
  }
}

export function saveMutedPreference(muted: boolean): void {
  try {
    localStorage.setItem(KEY, String(muted));
  } catch {
    // Storage refused (private mode, quota): the choice lasts for this visit only.
  }
}
