/** The activity lists' query and page (DESIGN §10 "Lists for activity"). */
import { type TSchema, Type } from 'typebox';
import { PageQuery, PageSchema } from './envelope.ts';

const Text = (description: string) =>
  Type.Optional(Type.Union([Type.String(), Type.Null()], { description }));

function activityQuery(status: string, criteria: string) {
  return Type.Object({
    ...PageQuery,
    template_handle: Text(
      'Only this template’s (by handle); a handle the organisation does not have gives an empty list',
    ),
    customer_id: Text(
      'Only this customer’s, by UUID or external ID; a customer the organisation does not have gives an empty list',
    ),
    source_id: Text('Only files fetched by this source (UUID)'),
    feed_id: Text('Only files brought by this feed (UUID)'),
    status: Text(status),
    from: Text('Created at or after this instant (ISO 8601; a date alone is midnight UTC)'),
    to: Text('Created before this instant (ISO 8601, excluded)'),
    criteria: Text(criteria),
    cursor: Text(
      'The `next_cursor` of the previous page: the page after it, newest first. Not together with `page`.',
    ),
  });
}

export const SubmissionListQuery = activityQuery(
  '`running` (being written), `processed` (delivered, no row in error), `with_errors` (delivered with rows in error), `failed` (the delivery failed). A file that failed before it was submitted has no submission: see `GET /transformations?status=failed`.',
  'Searched (case-insensitive, anywhere in the text) in the customer’s name, e-mail and external ID, the template’s name, the target file’s name and the uploaded file’s name',
);

export const TransformationListQuery = activityQuery(
  '`running` (a step is under way or queued), `waiting_review` (waits for a person: the mapping to confirm, the data to review and submit), `failed`, or one step name (`matched`, `processed`…)',
  'Searched (case-insensitive, anywhere in the text) in the uploaded file’s name, the customer’s name, e-mail and external ID, and the template’s name',
);

/** The specification's pagination payload, with the keyset cursor of the next page. */
export function CursorPageSchema<T extends TSchema>(entry: T) {
  return Type.Object({
    ...PageSchema(entry).properties,
    next_cursor: Type.Union([Type.String(), Type.Null()], {
      description: 'Pass as `cursor` for the next page; null on the last page',
    }),
  });
}
