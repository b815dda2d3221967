/**
 * The tab's sessionStorage, or nothing: a browser that blocks third-party storage throws on its
 * mere access in an embedded importer, which then simply keeps nothing across reloads.
 */

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export const tabStorage = {
  get(key: string): string | null {
    return session()?.getItem(key) ?? null;
  },
  set(key: string, value: string): void {
    try {
      session()?.setItem(key, value);
    } catch {
      // Full or refused: nothing is kept, which only costs a resume after a reload.
    }
  },
  remove(key: string): void {
    session()?.removeItem(key);
  },
};
