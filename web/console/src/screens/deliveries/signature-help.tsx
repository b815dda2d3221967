/** How a receiver's server checks that a delivery comes from Ferry (Standard Webhooks), folded until opened. */
import { t } from '../../i18n.ts';

export function SignatureHelp() {
  return (
    <details class="card signature-help">
      <summary>{t('webhooks.verifyTitle')}</summary>
      <p>{t('webhooks.verify1')}</p>
      <p>{t('webhooks.verify2')}</p>
      <pre class="code-block signature-sample">
        <code>{SAMPLE}</code>
      </pre>
      <p>{t('webhooks.verify3')}</p>
    </details>
  );
}

// Node's own crypto, so that the sample runs without a library; the same in any language.
const SAMPLE = `const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
const signed = \`\${headers['webhook-id']}.\${headers['webhook-timestamp']}.\${rawBody}\`;
const expected = 'v1,' + createHmac('sha256', key).update(signed).digest('base64');
const genuine = headers['webhook-signature'].split(' ').includes(expected);`;
