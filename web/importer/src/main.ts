/**
 * The importer's start: which organisation and template the address names, the language, the
 * organisation's look, the sender's login (from the host page when embedded, by e-mailed code on
 * the hosted link), then the steps in order.
 */
import { Api, ApiError } from '../../shared/api.ts';
import { applyTheme } from '../../shared/brand.ts';
import { lineNumbers } from '../../shared/grid/line-numbers.ts';
import { Bridge } from './bridge.ts';
import type { Context } from './context.ts';
import { followUntil } from './follow.ts';
import { loadTranslator, localeOf, pickLanguage } from './i18n/index.ts';
import { ResumePoint } from './resume.ts';
import { Shell } from './shell.ts';
import { loginStep } from './steps/login.ts';
import { mappingStep } from './steps/mapping.ts';
import { resultScreen, submitStep } from './steps/result.ts';
import { reviewStep } from './steps/review.ts';
import { uploadStep } from './steps/upload.ts';
import { tabStorage } from './storage.ts';
import type { Column, ImportProfile, Template, Tokens } from './types.ts';
import './styles.css';

const [, subdomain = '', handle = ''] = location.pathname.split('/').filter(Boolean).map(decodeURIComponent);
const params = new URLSearchParams(location.search);
const embedded = params.has('embed') && window.parent !== window;
const language = pickLanguage(params.get('lang'), navigator.languages);
const locale = localeOf(language, navigator.languages);
const t = await loadTranslator(language, locale);
const root = document.getElementById('app')!;
const bridge = new Bridge(embedded);
const api = new Api(language);
const storageKey = `ferry.tokens.${subdomain}`;
document.documentElement.lang = language;
document.title = t('app.title');

async function start(): Promise<void> {
  if (!subdomain) {
    // Someone who opened /import/ itself: say what the page is for rather than that it failed.
    const shell = new Shell(
      root,
      t,
      language,
      { subdomain, name: 'Ferry', logo_url: null, brand_color: null },
      null,
    );
    return shell.showInfo(t('app.home.title'), t('app.home.intro'), t('app.home.next'));
  }
  let profile: ImportProfile;
  try {
    profile = await api.call<ImportProfile>('GET', `/import-profile/${encodeURIComponent(subdomain)}`);
  } catch {
    const shell = new Shell(
      root,
      t,
      language,
      { subdomain, name: 'Ferry', logo_url: null, brand_color: null },
      null,
    );
    shell.showProblem(t('app.error'), t('app.unknownOrganisation'));
    return;
  }
  applyTheme(document.documentElement, profile);
  const close = embedded && params.get('embed') === 'modal' ? () => bridge.emit('ferry:closed') : null;
  const shell = new Shell(root, t, language, profile, close);
  if (!handle) return shell.showProblem(t('app.error'), t('app.noTemplate'));

  const tokens = await logIn(shell, profile);
  api.login(tokens, (renewed) => !embedded && tabStorage.set(storageKey, JSON.stringify(renewed)));
  let template: Template;
  let columns: Column[];
  try {
    template = await api.call<Template>('GET', `/template/${encodeURIComponent(handle)}`);
    columns = await api.call<Column[]>('GET', `/template/${encodeURIComponent(handle)}/columns`);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401 && !embedded) {
      tabStorage.remove(storageKey);
      return start();
    }
    bridge.emit('ferry:error', { message: (error as Error).message });
    return shell.showProblem(t('app.error'), t('app.templateUnavailable'));
  }
  shell.setTemplate(template.name ?? template.template_handle);
  const ctx: Context = {
    api,
    t,
    language,
    locale,
    bridge,
    shell,
    profile,
    template,
    columns: columns.filter((c) => !c.hidden),
  };
  bridge.emit('ferry:ready', { template_handle: template.template_handle });
  // `?transformation=` opens a file already sent (the console's "Open the review") at its step.
  const asked = params.get('transformation');
  if (asked) new ResumePoint(subdomain, handle).save(asked, null);
  await run(ctx);
}

async function logIn(shell: Shell, profile: ImportProfile): Promise<Tokens> {
  if (embedded) {
    shell.showWaiting(t('app.waitingForLogin')).update(null, '');
    return bridge.waitForTokens();
  }
  const saved = tabStorage.get(storageKey);
  if (saved) return JSON.parse(saved) as Tokens;
  const tokens = await loginStep(api, t, shell, profile);
  tabStorage.set(storageKey, JSON.stringify(tokens));
  return tokens;
}

/** One file from upload to result; "Import another file" starts over. A reload resumes the file in progress. */
async function run(ctx: Context): Promise<void> {
  const resume = new ResumePoint(subdomain, handle);
  try {
    let uploaded = await resume.load(ctx);
    let preview = null;
    if (!uploaded) {
      ({ transformation: uploaded, preview } = await uploadStep(ctx));
      resume.save(uploaded.transformation_id, preview?.header_row ?? null);
    }
    if (uploaded.step !== 'matched' && uploaded.step !== 'transformed') {
      const waiting = ctx.shell.showWaiting(t('upload.processing'));
      uploaded = await followUntil(
        ctx,
        uploaded.transformation_id,
        ['matched', 'transformed'],
        waiting.update,
        true,
      );
    }
    const transformed = uploaded.step === 'matched' ? await mappingStep(ctx, uploaded, preview) : uploaded;
    // Rows are numbered by their line in the file, from the header row the preview read.
    const lines = lineNumbers(preview ? preview.header_row : resume.headerRow(), {
      row: t('review.row'),
      line: t('review.line'),
    });
    for (;;) {
      await reviewStep(ctx, transformed, lines);
      const outcome = await submitStep(ctx, transformed);
      if (outcome.kind === 'submitted') {
        resume.clear();
        return resultScreen(ctx, outcome.submission, () => void run(ctx));
      }
    }
  } catch (error) {
    bridge.emit('ferry:error', { message: (error as Error).message });
    ctx.shell.showProblem(t('app.error'), (error as Error).message, {
      label: t('app.retry'),
      run: () => void run(ctx),
    });
  }
}

void start();
