/**
 * A template's problems (GET /template `problems`, DESIGN §10): references to columns it does not
 * have. Files are refused while any is left, so they head the page, each column's under its name.
 */
import { t } from '../../i18n.ts';
import { Link } from '../../ui/link.tsx';
import type { Column, Template } from './model.ts';

export type Problem = Template['problems'][number];

export function ProblemList(props: { template: Template; columns: Column[] }) {
  const problems = props.template.problems;
  if (problems.length === 0) return null;
  const handle = props.template.template_handle;
  return (
    <section class="template-problems" aria-labelledby="problems-title">
      <h2 id="problems-title" class="template-problems-title">
        {t('template.problems.title', { count: problems.length })}
      </h2>
      <p class="small">{t('template.problems.intro')}</p>
      <ul>
        {problems.map((problem, index) => {
          const column = props.columns.find((c) => c.column_id === problem.column_id);
          return (
            <li key={index}>
              {problem.kind === 'format_unknown_column' && (
                <>
                  <Link to={`templates/${encodeURIComponent(handle)}/format`} class="strong">
                    {t('template.tab.format')}
                  </Link>
                  {' — '}
                </>
              )}
              {column && (
                <>
                  <Link to={`templates/${encodeURIComponent(handle)}/columns`} class="strong">
                    {column.pretty_name}
                  </Link>
                  {' — '}
                </>
              )}
              {problem.message}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The problems that concern one column, under its row. */
export function columnProblems(template: Template, columnId: string): Problem[] {
  return template.problems.filter((problem) => problem.column_id === columnId);
}
