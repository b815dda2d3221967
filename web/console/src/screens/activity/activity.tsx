/** The activity area: the list at /app/activity, a submission at /app/activity/{id}, a file without one at /app/activity/t/{id}. */
import { segments } from '../../router.ts';
import { ActivityList } from './activity-list.tsx';
import { RunPage } from './run-page.tsx';

export function Activity() {
  const [, first, second] = segments();
  if (first === 't' && second) return <RunPage key={`t:${second}`} transformationId={second} />;
  if (first) return <RunPage key={first} submissionId={first} />;
  return <ActivityList />;
}
