import type { communities } from '@ypo/sdk';

// spec 001 §3: chapter health is a healthScore and 14 metrics, each with value and points; the further
// reports are elected officer engagement, region chapter health rating, age and gender demographic.
// §9: a chapter-health report has 14 metrics. One model feeds the chart and the table, so a
// screen-reader user reads the same figures the chart draws.

type Schemas = communities.components['schemas'];
/** The chapter health record (spec 001 §3). */
export type ChapterHealthRecord = Schemas['ChapterHealthRecord'];
/** One chapter-admin report: rows of label and value. */
export type ChapterReport = Schemas['ChapterReport'];
/** One of the 14 metric fields of a health record. */
export type HealthMetricKey = Exclude<keyof ChapterHealthRecord, 'healthScore'>;

/** How a metric's value reads. */
type MetricFormat = 'count' | 'percent' | 'flag' | 'average';

/** The 14 metrics in the spec's order, with their names as shown and how their values read. */
export const HEALTH_METRICS: readonly { readonly key: HealthMetricKey; readonly label: string; readonly format: MetricFormat }[] = [
  { key: 'numberPrimaryMembersCurrent', label: 'Primary members', format: 'count' },
  { key: 'totalNumberChapterEvents', label: 'Chapter events', format: 'count' },
  { key: 'chapterEdChairIdentified', label: 'Chapter education chair identified', format: 'flag' },
  { key: 'femaleMemberPresence', label: 'Female member presence', format: 'flag' },
  { key: 'fmldCalculatedPercentage', label: 'FMLD percentage', format: 'percent' },
  { key: 'percentageMembersForums', label: 'Members in forums', format: 'percent' },
  { key: 'avMemberEventAttendCurrent', label: 'Average member event attendance', format: 'average' },
  { key: 'numberTrainedOfficers', label: 'Trained officers', format: 'count' },
  { key: 'percentageChapterRetention', label: 'Chapter retention', format: 'percent' },
  { key: 'regionalBoardRepresentation', label: 'Regional board representation', format: 'flag' },
  { key: 'workshopAttendance', label: 'Workshop attendance', format: 'count' },
  { key: 'completedMemberProfiles', label: 'Completed member profiles', format: 'percent' },
  { key: 'officerElectionByNov1', label: 'Officer election by 1 November', format: 'flag' },
  { key: 'currentStrategicPlan', label: 'Current strategic plan', format: 'flag' },
];

/** The text of a metric that did not arrive. */
export const METRIC_NOT_REPORTED = 'Not reported';

/** One metric as the chart draws it and the table lists it. */
export interface HealthMetricRow {
  /** The metric's field in the health record (spec 001 §3). */
  readonly key: HealthMetricKey;
  /** The metric's name as the chart and the table show it ('Chapter events'). */
  readonly label: string;
  /** The value as read ('59', '88%', 'Yes', '4.2'). */
  readonly value: string;
  /** The points the metric adds to the health score (0 when not reported). */
  readonly points: number;
}

/** The health score and its 14 metrics, for a chart and a table of the same figures. */
export interface ChapterHealthModel {
  /** The chapter's overall health score, as the server answers it. */
  readonly healthScore: number;
  /** The 14 metrics in the order of the chart, a missing one as not reported with 0 points. */
  readonly metrics: readonly HealthMetricRow[];
  /** The largest points of a metric (the chart's scale; at least 1). */
  readonly maxPoints: number;
}

const numberText = (value: number) => value.toLocaleString('en', { maximumFractionDigits: 1 });

function valueText(value: unknown, format: MetricFormat): string {
  if (value === null || value === undefined || value === '') return METRIC_NOT_REPORTED;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return format === 'percent' ? `${numberText(value)}%` : numberText(value);
  return String(value);
}

/** The model of a health record: every one of the 14 metrics in order, a missing one as not reported with 0 points. */
export function chapterHealthModel(record: ChapterHealthRecord): ChapterHealthModel {
  const metrics = HEALTH_METRICS.map(({ key, label, format }) => {
    const metric = record[key];
    return { key, label, value: valueText(metric?.value, format), points: metric?.points ?? 0 };
  });
  return { healthScore: record.healthScore, metrics, maxPoints: Math.max(1, ...metrics.map((m) => m.points)) };
}

/** The four further reports of chapter health (spec 001 §3), in the spec's order, with their titles. */
export const CHAPTER_REPORTS = [
  { key: 'electedOfficerEngagement', title: 'Elected Officer Engagement' },
  { key: 'regionChapterHealthRating', title: 'Region Chapter Health Rating' },
  { key: 'ageDemographic', title: 'Age Demographic' },
  { key: 'genderDemographic', title: 'Gender Demographic' },
] as const;
/** One of the four reports. */
export type ChapterReportKey = (typeof CHAPTER_REPORTS)[number]['key'];

/** A report's rows for a chart and a table: each value with its share of the total, in percent. */
export interface ChapterReportModel {
  /** The report's title as the chart and the table show it. */
  readonly title: string;
  /** One row per item: its label, its value and its share of the total in percent (one decimal; 0 when the total is 0). */
  readonly rows: readonly { readonly label: string; readonly value: number; readonly share: number }[];
  /** The sum of the rows' values. */
  readonly total: number;
  /** The largest value (the chart's scale; at least 1). */
  readonly maxValue: number;
}

/** The model of a report, under the title of its key. */
export function chapterReportModel(key: ChapterReportKey, report: ChapterReport): ChapterReportModel {
  const title = CHAPTER_REPORTS.find((r) => r.key === key)?.title ?? report.reportName;
  const total = report.items.reduce((sum, item) => sum + item.value, 0);
  const rows = report.items.map((item) => ({ label: item.label, value: item.value, share: total > 0 ? Math.round((item.value / total) * 1000) / 10 : 0 }));
  return { title, rows, total, maxValue: Math.max(1, ...report.items.map((item) => item.value)) };
}
