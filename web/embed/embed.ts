/**
 * `<ferry-importer>`: the importer in a page of the receiver's own app, served as /embed.js.
 *
 *   <script src="https://ferry.example/embed.js"></script>
 *   <ferry-importer subdomain="acme" template="contacts" mode="modal" lang="fr"></ferry-importer>
 *   element.setTokens({access_token, refresh_token})   // from the host's backend (POST /auth/embed)
 *
 * It opens the importer in an iframe (inline, or in a modal with `mode="modal"`), hands it the
 * tokens by postMessage to the iframe's exact origin (never in its URL), and re-emits the
 * iframe's messages as DOM events: ferry:ready, ferry:step, ferry:submitted (detail: the
 * Submission), ferry:error, ferry:closed. No import: this file is served as one script.
 */

interface Tokens {
  access_token: string;
  refresh_token?: string | null;
}

const EVENTS = new Set(['ferry:ready', 'ferry:step', 'ferry:submitted', 'ferry:error', 'ferry:closed']);
/** Where the importer is served: the origin this script came from, unless `server` says otherwise. */
const SCRIPT_ORIGIN = (() => {
  const src = (document.currentScript as HTMLScriptElement | null)?.src;
  return src ? new URL(src).origin : location.origin;
})();

class FerryImporter extends HTMLElement {
  static observedAttributes = ['open'];
  private frame: HTMLIFrameElement | null = null;
  private tokens: Tokens | null = null;
  private readonly onMessage = (event: MessageEvent) => this.receive(event);

  /** Hands the sender's tokens to the importer (now, or as soon as it asks). */
  setTokens(tokens: Tokens): void {
    this.tokens = tokens;
    this.post();
  }

  /** Opens the modal (inline mode is always open). */
  open(): void {
    this.setAttribute('open', '');
  }

  /** Closes the modal. */
  close(): void {
    this.removeAttribute('open');
  }

  private get origin(): string {
    return new URL(this.getAttribute('server') ?? SCRIPT_ORIGIN).origin;
  }

  private get modal(): boolean {
    return this.getAttribute('mode') === 'modal';
  }

  connectedCallback(): void {
    window.addEventListener('message', this.onMessage);
    this.render();
  }

  disconnectedCallback(): void {
    window.removeEventListener('message', this.onMessage);
  }

  attributeChangedCallback(): void {
    if (this.isConnected) this.render();
  }

  private render(): void {
    const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
    const show = !this.modal || this.hasAttribute('open');
    if (!show) {
      shadow.replaceChildren();
      this.frame = null;
      return;
    }
    if (this.frame) return;
    const subdomain = encodeURIComponent(this.getAttribute('subdomain') ?? '');
    const template = encodeURIComponent(this.getAttribute('template') ?? '');
    const query = new URLSearchParams({ embed: this.modal ? 'modal' : 'inline' });
    const lang = this.getAttribute('lang') ?? document.documentElement.lang;
    if (lang) query.set('lang', lang);
    const frame = document.createElement('iframe');
    frame.src = `${this.origin}/import/${subdomain}/${template}?${query}`;
    frame.title = this.getAttribute('label') ?? 'Ferry importer';
    frame.allow = 'clipboard-write';
    frame.setAttribute('part', 'frame');
    const style = document.createElement('style');
    style.textContent = this.modal
      ? `.backdrop{position:fixed;inset:0;background:rgb(17 24 39/55%);display:grid;place-items:center;z-index:2147483000}
         iframe{width:min(1100px,100vw - 32px);height:min(820px,100vh - 32px);border:0;border-radius:14px;background:#fff;box-shadow:0 20px 60px rgb(0 0 0/30%)}
         @media (max-width:640px){iframe{width:100vw;height:100vh;border-radius:0}}`
      : `:host{display:block}iframe{width:100%;height:var(--ferry-height,760px);border:0;border-radius:var(--ferry-radius,12px)}`;
    const wrapper = document.createElement('div');
    if (this.modal) {
      wrapper.className = 'backdrop';
      wrapper.setAttribute('role', 'dialog');
      wrapper.setAttribute('aria-modal', 'true');
      wrapper.setAttribute('aria-label', frame.title);
      wrapper.addEventListener('keydown', (event) => event.key === 'Escape' && this.closed());
    }
    wrapper.append(frame);
    shadow.replaceChildren(style, wrapper);
    this.frame = frame;
    if (this.modal) frame.focus();
  }

  private closed(): void {
    this.close();
    this.dispatchEvent(new CustomEvent('ferry:closed', { bubbles: true, composed: true }));
  }

  private post(): void {
    if (!this.frame?.contentWindow || !this.tokens) return;
    const { access_token, refresh_token = null } = this.tokens;
    this.frame.contentWindow.postMessage({ type: 'ferry:tokens', access_token, refresh_token }, this.origin);
  }

  private receive(event: MessageEvent): void {
    if (!this.frame || event.source !== this.frame.contentWindow || event.origin !== this.origin) return;
    const { type, detail } = (event.data ?? {}) as { type?: string; detail?: unknown };
    if (type === 'ferry:hello') this.post();
    else if (type === 'ferry:closed') this.closed();
    else if (type && EVENTS.has(type))
      this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }
}

if (!customElements.get('ferry-importer')) customElements.define('ferry-importer', FerryImporter);
