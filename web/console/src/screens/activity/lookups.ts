/** Names the activity shows for the ids the transformations carry: templates, customers, feeds. */
import { useEffect, useState } from 'preact/hooks';
import type { Payload } from '../../../../shared/api-payload.ts';
import { request } from '../../session.ts';
import type { Feed } from './model.ts';

type TemplatePage = Payload<'getTemplates'>;
type CustomerPage = Payload<'getCustomers'>;
type FeedPage = Payload<'getFeeds'>;
type SourcePage = Payload<'getSenderSources'>;

export interface Lookups {
  templates: Map<string, string>;
  customers: Map<string, string>;
  feeds: Map<string, Feed>;
  /** Each source's extractor (`url`, `ftp`, `sftp`, `email`…), to say how a feed's file came. */
  sources: Map<string, string>;
  ready: boolean;
}

const EMPTY: Lookups = {
  templates: new Map(),
  customers: new Map(),
  feeds: new Map(),
  sources: new Map(),
  ready: false,
};

/** The first hundred of each (a filter lists them); a refused list (a plan without feeds) is left empty. */
export function useLookups(): Lookups {
  const [lookups, setLookups] = useState<Lookups>(EMPTY);
  useEffect(() => {
    let current = true;
    const quietly = <T>(url: string) => request<T>('GET', url).catch(() => null);
    Promise.all([
      quietly<TemplatePage>('/templates?per_page=100'),
      quietly<CustomerPage>('/customers?per_page=100'),
      quietly<FeedPage>('/feeds?per_page=100'),
      quietly<SourcePage>('/sender/sources?per_page=100'),
    ]).then(([templates, customers, feeds, sources]) => {
      if (!current) return;
      setLookups({
        templates: new Map(
          (templates?.entries ?? []).map((entry) => [
            entry.template_handle,
            entry.name ?? entry.template_handle,
          ]),
        ),
        customers: new Map(
          (customers?.entries ?? []).map((entry) => [
            entry.customer_id,
            entry.name ?? entry.email ?? entry.external_id ?? entry.customer_id,
          ]),
        ),
        feeds: new Map((feeds?.entries ?? []).map((entry) => [entry.feed_id, entry])),
        sources: new Map((sources?.entries ?? []).map((entry) => [entry.source_id, entry.data_extractor])),
        ready: true,
      });
    });
    return () => {
      current = false;
    };
  }, []);
  return lookups;
}
