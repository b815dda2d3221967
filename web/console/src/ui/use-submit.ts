/**
 * A form's sending state: `submit` runs the action once, shows the form busy meanwhile and the
 * server's refusal as a sentence after. A form whose success leaves the page (signed in) stays
 * busy; one that stays (`staysOnPage`) is usable again.
 */
import { useState } from 'preact/hooks';
import { explain } from '../errors.ts';

export function useSubmit(action: () => Promise<void>, options: { staysOnPage?: boolean } = {}) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  async function submit(event: Event) {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      await action();
      if (options.staysOnPage) setBusy(false);
    } catch (error) {
      setProblem(explain(error));
      setBusy(false);
    }
  }
  return { busy, problem, setProblem, submit };
}
