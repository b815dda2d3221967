/**
 * Messages between the importer in an iframe and the `<ferry-importer>` element of the host page
 * (web/embed/embed.ts). The importer says hello to its parent with no data in it; the element
 * answers with the customer tokens, posted to the importer's exact origin; from then on the
 * importer posts its events to the origin that sent the tokens and to no other.
 */
import type { Tokens } from './types.ts';

/** Events the host page receives as DOM events of the element. */
export type HostEvent = 'ferry:ready' | 'ferry:step' | 'ferry:submitted' | 'ferry:error' | 'ferry:closed';

export class Bridge {
  private hostOrigin: string | null = null;
  private tokenListeners: ((tokens: Tokens) => void)[] = [];

  constructor(readonly embedded: boolean) {
    if (!embedded) return;
    window.addEventListener('message', (event) => {
      if (event.source !== window.parent || typeof event.data !== 'object' || event.data === null) return;
      const { type, access_token, refresh_token } = event.data as Record<string, unknown>;
      if (type !== 'ferry:tokens' || typeof access_token !== 'string') return;
      this.hostOrigin = event.origin;
      const tokens = {
        access_token,
        refresh_token: typeof refresh_token === 'string' ? refresh_token : null,
      };
      for (const listener of this.tokenListeners) listener(tokens);
    });
  }

  /** Resolves with the first tokens the host page sends, saying hello until it does. */
  waitForTokens(): Promise<Tokens> {
    return new Promise((resolve) => {
      const hello = () => window.parent.postMessage({ type: 'ferry:hello' }, '*');
      const timer = setInterval(hello, 500);
      this.tokenListeners.push((tokens) => {
        clearInterval(timer);
        resolve(tokens);
      });
      hello();
    });
  }

  /** Tells the host page; a no-op outside a frame. */
  emit(type: HostEvent, detail: unknown = null): void {
    if (!this.embedded || !this.hostOrigin) return;
    window.parent.postMessage({ type, detail }, this.hostOrigin);
  }
}
