/**
 * Step 1: the sender drops or picks a file, sees its first rows as Ferry reads them
 * (POST /transformation/preview) with the detected settings, may change them, then sends it
 * (POST /transformation) and follows the reading and matching until the mapping is ready.
 */

import { h, mount } from '../../../shared/dom.ts';
import { formatBytes } from '../../../shared/i18n/format.ts';
import type { Context } from '../context.ts';
import { followUntil } from '../follow.ts';
import type { Preview, Transformation } from '../types.ts';
import { previewTable } from './preview-table.ts';
import { type ReadOptions, readOptionsForm } from './upload-options.ts';

const ACCEPT = '.csv,.tsv,.txt,.xlsx,.xls,.ods,.json,.xml';
/** The preview needs only the first rows: a text file is sent cut at 1 MiB (the contract's limit). */
const PREVIEW_BYTES = 1024 * 1024;
const WORKBOOK = /\.(xlsx|xls|ods)$/i;

/** The file sent and the last preview of it (its sample values feed the value maps). */
export interface Uploaded {
  /** The transformation, matched (or already transformed when a mapping was reused). */
  transformation: Transformation;
  /** The preview the sender saw last. */
  preview: Preview | null;
}

/** Resolves once the file is read and its columns matched (or its mapping reused). */
export function uploadStep(ctx: Context): Promise<Uploaded> {
  const { t } = ctx;
  ctx.shell.setStep('upload');
  return new Promise((resolve, reject) => {
    let file: File | null = null;
    let options: ReadOptions = {};
    let previewRun = 0;
    let lastPreview: Preview | null = null;
    const previewArea = h('div', { class: 'preview-area' });
    const input = h('input', {
      type: 'file',
      id: 'file-input',
      accept: ACCEPT,
      class: 'visually-hidden',
      onchange: () => input.files?.[0] && choose(input.files[0]),
    });
    const pickLabel = h('label', { for: 'file-input', class: 'button primary', text: t('upload.pick') });
    const drop = h(
      'div',
      { class: 'dropzone', 'data-testid': 'dropzone' },
      h('div', { class: 'dropzone-icon', 'aria-hidden': 'true', text: '⇪' }),
      h('p', { class: 'dropzone-title', text: t('upload.drop') }),
      h('p', { class: 'muted', text: t('upload.or') }),
      input,
      pickLabel,
      h('p', { class: 'muted small', text: t('upload.formats') }),
    );
    drop.addEventListener('dragover', (event) => {
      event.preventDefault();
      drop.classList.add('dragging');
    });
    drop.addEventListener('dragleave', () => drop.classList.remove('dragging'));
    drop.addEventListener('drop', (event) => {
      event.preventDefault();
      drop.classList.remove('dragging');
      const dropped = event.dataTransfer?.files[0];
      if (dropped) choose(dropped);
    });

    ctx.shell.show(
      h(
        'section',
        { class: 'card' },
        h('h1', { text: t('upload.title') }),
        h('p', {
          class: 'muted',
          text: t('upload.intro', { template: ctx.template.name ?? ctx.template.template_handle }),
        }),
        drop,
        previewArea,
      ),
    );

    function choose(picked: File) {
      file = picked;
      options = {};
      drop.classList.add('compact');
      pickLabel.textContent = t('upload.change');
      void refreshPreview();
    }

    async function refreshPreview() {
      if (!file) return;
      const run = ++previewRun;
      const current = file;
      previewArea.setAttribute('aria-busy', 'true');
      if (!previewArea.firstChild)
        mount(previewArea, h('p', { class: 'muted loading-line', text: t('upload.reading') }));
      const form = new FormData();
      form.append('template_handle', ctx.template.template_handle);
      for (const [name, value] of Object.entries(options)) form.append(name, value);
      const part = WORKBOOK.test(current.name) ? current : current.slice(0, PREVIEW_BYTES);
      form.append('file', part, current.name);
      try {
        const preview = await ctx.api.call<Preview>('POST', '/transformation/preview', form);
        if (run !== previewRun) return;
        lastPreview = preview;
        showPreview(current, preview);
      } catch (error) {
        if (run !== previewRun) return;
        mount(
          previewArea,
          h(
            'div',
            { class: 'alert error', role: 'alert' },
            h('strong', { text: t('upload.failed') }),
            h('p', { text: (error as Error).message }),
          ),
        );
      } finally {
        if (run === previewRun) previewArea.removeAttribute('aria-busy');
      }
    }

    function showPreview(current: File, preview: Preview) {
      const send = h('button', {
        class: 'button primary large',
        type: 'button',
        onclick: () => void start(current),
        text: t('upload.continue'),
      });
      mount(
        previewArea,
        h(
          'div',
          { class: 'file-line' },
          h('span', { class: 'file-name', text: current.name }),
          h('span', { class: 'muted', text: formatBytes(current.size, ctx.locale) }),
        ),
        h('h2', { text: t('upload.previewTitle') }),
        h('p', { class: 'muted', text: t('upload.previewHint') }),
        readOptionsForm(t, preview, options, (next) => {
          options = next;
          void refreshPreview();
        }),
        previewTable(t, preview),
        preview.truncated && h('p', { class: 'muted small', text: t('upload.moreRows') }),
        h('div', { class: 'actions' }, send),
      );
    }

    async function start(current: File) {
      const waiting = ctx.shell.showWaiting(t('upload.processing'));
      const form = new FormData();
      form.append('template_handle', ctx.template.template_handle);
      for (const [name, value] of Object.entries(options)) form.append(name, value);
      form.append('file', current, current.name);
      try {
        const created = await ctx.api.upload<Transformation>('/transformation', form, (sent, total) => {
          waiting.update(
            total ? sent / total : null,
            t('upload.sending', {
              sent: formatBytes(sent, ctx.locale),
              total: formatBytes(total, ctx.locale),
            }),
          );
        });
        ctx.bridge.emit('ferry:step', { step: 'uploaded', transformation_id: created.transformation_id });
        const transformation = await followUntil(
          ctx,
          created.transformation_id,
          ['matched', 'transformed'],
          waiting.update,
        );
        resolve({ transformation, preview: lastPreview });
      } catch (error) {
        reject(error);
      }
    }
  });
}
