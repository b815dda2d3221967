/**
 * The e-mail ingress's port (src/sources/email-ingress/): an address is taken when it is an `email`
 * source's with at least one enabled feed, and each accepted message starts, for every enabled feed
 * of that source, one `email` run per attachment.
 */
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { BlobStore } from '../../files/blob-store.ts';
import type {
  EmailIngressPort,
  EmailSource,
  IngressAttachment,
  MessageMeta,
} from '../../sources/email-ingress/types.ts';
import { enabledFeedsOfSource } from '../../store/sources/feeds.ts';
import { findSourceByEmailAddress } from '../../store/sources/sources.ts';
import type { ServiceContext } from '../context.ts';
import type { FeedRunner, TickLog } from './feed-runner.ts';

/** Where a received attachment waits while its runs copy it into their own files. */
function receivedKey(organisationId: string): string {
  return `org/${organisationId}/received/${randomUUID()}`;
}

export class EmailTrigger implements EmailIngressPort {
  constructor(
    private readonly ctx: ServiceContext,
    private readonly blobs: BlobStore,
    private readonly runner: FeedRunner,
    private readonly log: TickLog,
  ) {}

  /** Null (the address is refused at RCPT time) when no enabled feed would run what it receives. */
  async findEmailSource(address: string): Promise<EmailSource | null> {
    const source = await findSourceByEmailAddress(this.ctx.db, address);
    if (source?.data_extractor !== 'email') return null;
    if ((await enabledFeedsOfSource(this.ctx.db, source.source_id)).length === 0) return null;
    const block = (source.block ?? {}) as { allowed_senders?: string[]; subject_pattern?: string | null };
    return {
      sourceId: source.source_id,
      organisationId: source.organisation_id,
      allowedSenders: block.allowed_senders ?? [],
      subjectPattern: block.subject_pattern ?? null,
    };
  }

  /**
   * Stores each attachment once and runs it for every enabled feed (each run copies it into its
   * own files). A run that cannot start is logged and the others go on; only when none started is
   * the message refused for now (the sender's server tries again later), so that a retry cannot
   * run twice what was already taken in.
   */
  async onMessage(source: EmailSource, attachments: IngressAttachment[], meta: MessageMeta): Promise<void> {
    const feeds = await enabledFeedsOfSource(this.ctx.db, source.sourceId);
    let started = 0;
    let failure: unknown = null;
    for (const attachment of attachments) {
      const fail = (err: unknown, feedId: string | null) => {
        failure = err;
        const facts = { err, feedId, fileName: attachment.fileName, messageId: meta.messageId };
        this.log.error(facts, 'an e-mail run of a feed could not start');
      };
      const blobKey = receivedKey(source.organisationId);
      try {
        await this.blobs.put(blobKey, readable(attachment.content));
        for (const feed of feeds) {
          await this.runner
            .start(feed, 'email', { received: { fileName: attachment.fileName, blobKey } })
            .then(
              () => started++,
              (err: unknown) => fail(err, feed.feed_id),
            );
        }
      } catch (err) {
        fail(err, null);
      } finally {
        await this.blobs.delete(blobKey).catch(() => {});
      }
    }
    if (started === 0 && failure) throw failure;
  }
}

function readable(content: Readable | Buffer): Readable {
  return Buffer.isBuffer(content) ? Readable.from([content]) : content;
}
