/** The response of `GET /usage`: the plan, what is used of each limitation, and the days. */
import { Type } from 'typebox';

export const UsageQuery = Type.Object({
  days: Type.Optional(
    // A string read by the service: a schema integer would quietly round 2.5 down to 2.
    Type.String({
      description: 'Days counted, ending today (UTC): a whole number, 1–366, default 30; else 400',
    }),
  ),
});

export const UsageSchema = Type.Object({
  plan: Type.String({ description: "The plan's name" }),
  limits: Type.Array(
    Type.Object({
      name: Type.String({ description: 'The limitation: TEMPLATES, COLUMNS_PER_TEMPLATE, LINE_CREDIT…' }),
      allowed: Type.Integer({ description: 'What the plan allows' }),
      used: Type.Union([Type.Integer(), Type.Null()], {
        description:
          'Used now: templates, the fullest template’s columns, lines of credit spent (allowed less the balance), ' +
          'customers, active API keys; null for MAX_FILE_SIZE, which each file meets on its own',
      }),
    }),
  ),
  daily: Type.Array(
    Type.Object({
      date: Type.String({ format: 'date', description: 'UTC day, YYYY-MM-DD' }),
      rows: Type.Integer({ description: "Rows in the targets of the day's submissions" }),
      submissions: Type.Integer({ description: 'Submissions made that day, failed ones included' }),
      errors: Type.Integer({ description: "Rows in error in the day's submissions" }),
    }),
    { description: 'Every day of the period, oldest first; a day without submissions is zeros' },
  ),
});
