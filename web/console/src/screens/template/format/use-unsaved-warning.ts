/** While changes are unsaved, leaving or reloading the page asks first (the browser's own question). */
import { useEffect } from 'preact/hooks';

export function useUnsavedWarning(unsaved: boolean): void {
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    addEventListener('beforeunload', warn);
    return () => removeEventListener('beforeunload', warn);
  }, [unsaved]);
}
