import {
  CHAPTER_ADMIN_TABS, CHAPTER_ADMIN_TAB_LABELS, chapterAdminToolLinks, useChapterAdminDownloads, useChapterRegionId, useChapterHealth, useChapterOfficers, useForumManagement,
  paths, sortOfficers, usePermissions, useProspectManagement, useProspectsReadyToPay, type AppError, type ChapterAdminTab, type ProspectRow,
} from '@ypo/headless';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { Button, Link, Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { AlertText } from '../../components/notice';
import { Skeleton, SkeletonLine } from '../../components/skeleton';
import { appConfig } from '../../config/app-config';
import { saveFile } from '../../lib/save-file';
import * as styles from './chapter-admin.css';
import { prospectWaiver } from './prospect-waiver';
import { TableBox } from './table-box';
import { HealthChart, ReportChart } from './health-chart';

/** The chapter a chapter admin runs. */
export interface AdminChapter {
  readonly communityId: string;
  readonly name: string;
}

const dateText = (value: string | null | undefined) => {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleDateString('en', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
};

function Loading({ label }: { label: string }) {
  return (
    <Skeleton label={label}>
      <SkeletonLine width="wide" />
      <SkeletonLine width="wide" />
      <SkeletonLine width="half" />
    </Skeleton>
  );
}

/** A list tab's table: the loading shape, the failure text (spec 001 §8: a failed list load leaves it empty), or the rows. */
function ListTable<T>(props: {
  label: string;
  rows: readonly T[];
  error: AppError | undefined;
  isLoading: boolean;
  empty: string;
  columns: readonly { name: string; numeric?: boolean; cell: (row: T) => ReactNode }[];
  rowKey: (row: T, index: number) => string;
}) {
  const { label, rows, error, isLoading, empty, columns, rowKey } = props;
  if (isLoading) return <Loading label={`Loading ${label.toLowerCase()}`} />;
  if (error) return <AlertText message={error.message} />;
  if (rows.length === 0) return <p className={styles.muted}>{empty}</p>;
  return (
    <TableBox label={label}>
      <table className={styles.table} aria-label={label}>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.name} scope="col" className={c.numeric ? styles.number : styles.cell}>
                {c.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={rowKey(row, index)}>
              {columns.map((c, column) =>
                column === 0 ? (
                  <th key={c.name} scope="row" className={styles.cell}>
                    {c.cell(row)}
                  </th>
                ) : (
                  <td key={c.name} className={c.numeric ? styles.number : styles.cell}>
                    {c.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </TableBox>
  );
}

function ForumsTab({ communityId }: { communityId: string }) {
  const { forums, error, isLoading } = useForumManagement(communityId);
  return (
    <ListTable
      label="Forums"
      rows={forums}
      error={error}
      isLoading={isLoading}
      empty="No forums."
      rowKey={(f, i) => f.salesForceId ?? `${f.name}-${i}`}
      columns={[
        { name: 'Name', cell: (f) => f.name },
        { name: 'Type', cell: (f) => f.type },
        { name: 'Status', cell: (f) => f.status },
        { name: 'Members', numeric: true, cell: (f) => f.members },
        { name: 'Non-members', numeric: true, cell: (f) => f.nonMembers },
      ]}
    />
  );
}

function OfficersTab({ chapter }: { chapter: AdminChapter }) {
  const { officers, adminOfficers, error, isLoading } = useChapterOfficers(chapter.communityId, chapter.name);
  // The admin list may extend the chapter's officers with other terms; each officer row shows once, by position (spec 001 §9).
  const rows = useMemo(() => {
    const seen = new Set<string>();
    const unique = [...officers, ...adminOfficers].filter((o) => {
      const key = `${o.positionSalesForceId ?? o.positionId}|${o.fullName}|${o.startDate ?? ''}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    return sortOfficers(unique);
  }, [officers, adminOfficers]);
  return (
    <ListTable
      label="Officers"
      rows={rows}
      error={error}
      isLoading={isLoading}
      empty="No officers."
      rowKey={(o, i) => `${o.positionSalesForceId ?? o.positionId}-${o.fullName}-${i}`}
      columns={[
        { name: 'Position', cell: (o) => o.positionTitle },
        { name: 'Name', cell: (o) => o.fullName },
        { name: 'Status', cell: (o) => o.status },
        { name: 'Start date', cell: (o) => dateText(o.startDate) },
        { name: 'End date', cell: (o) => dateText(o.endDate) },
      ]}
    />
  );
}

function ProspectsTab({ communityId }: { communityId: string }) {
  const { prospects, error, isLoading } = useProspectManagement(communityId);
  return (
    <>
      {/* The chapter's waiver list (spec 002 §2 ChapterWaiver): every waiver of the chapter, with its state. */}
      <Link className={styles.link} href={paths.ChapterWaiver(communityId)}>
        All waivers of this chapter
      </Link>
      <ListTable
        label="Prospects"
        rows={prospects}
        error={error}
        isLoading={isLoading}
        empty="No prospects."
        rowKey={(p) => p.id}
        columns={[
          { name: 'Name', cell: (p) => `${p.firstName} ${p.lastName}` },
          { name: 'Pursue status', cell: (p) => p.pursueStatus },
          { name: 'Status', cell: (p) => p.status },
          { name: 'Qualifying company', cell: (p) => p.qualifyingCompany },
          { name: 'Application date', cell: (p) => dateText(p.applicationDate) },
          { name: 'Waiver status', cell: (p) => <ProspectWaiverLink prospect={p} communityId={communityId} /> },
        ]}
      />
    </>
  );
}

/** A prospect's waiver status label (spec 002 §4), linked to the waiver, or 'Request Waiver' linked to the form. */
function ProspectWaiverLink({ prospect, communityId }: { prospect: ProspectRow; communityId: string }) {
  const waiver = prospectWaiver(prospect, communityId);
  // Named with the prospect, as the waiver list names its request links: a row of such links stays distinguishable.
  return (
    <Link className={styles.link} href={waiver.href} aria-label={`${waiver.label}: ${prospect.firstName} ${prospect.lastName}`}>
      {waiver.label}
    </Link>
  );
}

function ReadyToPayTab({ communityId }: { communityId: string }) {
  const { prospects, error, isLoading } = useProspectsReadyToPay(communityId);
  return (
    <ListTable
      label="Prospects ready to pay"
      rows={prospects}
      error={error}
      isLoading={isLoading}
      empty="No prospects are ready to pay."
      rowKey={(p, i) => p.salesforceId ?? `${p.name}-${i}`}
      columns={[
        { name: 'Name', cell: (p) => p.name },
        { name: 'Stage', cell: (p) => p.stageName },
        { name: 'Date created', cell: (p) => dateText(p.dateCreated) },
      ]}
    />
  );
}

/** Links as a list; outside addresses open in a new tab without access to this one. */
function LinkList({ label, links }: { label: string; links: readonly { key: string; label: string; href: string; isExternal: boolean }[] }) {
  if (links.length === 0) return null;
  return (
    <ul className={styles.links} aria-label={label}>
      {links.map((link) => (
        <li key={link.key}>
          <a className={styles.link} href={link.href} {...(link.isExternal ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

function HealthTab({ communityId }: { communityId: string }) {
  const { health, reports, reportLinks, error, reportsError, isLoading } = useChapterHealth(communityId);
  if (isLoading) return <Loading label="Loading the chapter health" />;
  return (
    <>
      {error ? <AlertText message={error.message} /> : null}
      {health ? <HealthChart model={health} /> : null}
      <h3 className={styles.subheading}>Reports</h3>
      {reportsError ? <AlertText message={reportsError.message} /> : null}
      <div className={styles.reports}>
        {reports.map((report) => (
          <ReportChart key={report.key} report={report} />
        ))}
      </div>
      <LinkList label="Customer relationship system reports" links={reportLinks.map((link) => ({ key: link.url, label: link.name, href: link.url, isExternal: true }))} />
    </>
  );
}

/** The admin tools links (spec 001 §6) and the chapter's downloads (voter report, member directory). */
function AdminTools({ chapter }: { chapter: AdminChapter }) {
  const headingId = useId();
  const { roles } = usePermissions();
  const regionId = useChapterRegionId(chapter.communityId);
  const links = chapterAdminToolLinks({
    regionId,
    roles: { canViewChapterStudio: roles?.canViewChapterStudio ?? false, canManageChapterStudio: roles?.canManageChapterStudio ?? false },
    config: appConfig.chapterAdminTools,
  });
  const downloads = useChapterAdminDownloads(chapter.communityId, chapter.name);
  const [failure, setFailure] = useState<string | undefined>();
  const save = async (pending: ReturnType<typeof downloads.downloadVoterReport>) => {
    setFailure(undefined);
    const result = await pending;
    if (result.ok) saveFile(result.data.blob, result.data.fileName);
    else setFailure(result.error.message);
  };
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.subheading}>
        Admin tools
      </h3>
      <LinkList label="Admin tools" links={links} />
      <div className={styles.row}>
        <Button className={styles.button} isDisabled={downloads.isDownloading} onPress={() => void save(downloads.downloadVoterReport())}>
          Download the prospect voter report
        </Button>
        <Button className={styles.button} isDisabled={downloads.isDownloading} onPress={() => void save(downloads.downloadDirectory('xlsx'))}>
          Download the member directory (Excel)
        </Button>
        <Button className={styles.button} isDisabled={downloads.isDownloading} onPress={() => void save(downloads.downloadDirectory('csv'))}>
          Download the member directory (CSV)
        </Button>
      </div>
      <AlertText message={failure} />
    </section>
  );
}

/**
 * The 'Chapter admin' section of a chapter page in Admin View (spec 001 §2: forum management, officers,
 * prospect management, prospects ready to pay, chapter health and reports; §6: the admin tools). Each
 * tab loads its data when it is first opened.
 */
export function ChapterAdminSection({ chapter }: { chapter: AdminChapter }) {
  const headingId = useId();
  const [tab, setTab] = useState<ChapterAdminTab>('forumManagement');
  const panel = (each: ChapterAdminTab) => {
    switch (each) {
      case 'forumManagement':
        return <ForumsTab communityId={chapter.communityId} />;
      case 'officers':
        return <OfficersTab chapter={chapter} />;
      case 'prospectManagement':
        return <ProspectsTab communityId={chapter.communityId} />;
      case 'prospectsReadyToPay':
        return <ReadyToPayTab communityId={chapter.communityId} />;
      case 'chapterHealth':
        return <HealthTab communityId={chapter.communityId} />;
    }
  };
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Chapter admin
      </h2>
      <AdminTools chapter={chapter} />
      <Tabs selectedKey={tab} onSelectionChange={(key) => setTab(key as ChapterAdminTab)}>
        <TabList aria-label="Chapter admin" className={styles.tabList}>
          {CHAPTER_ADMIN_TABS.map((each) => (
            <Tab key={each} id={each} className={styles.tab}>
              {CHAPTER_ADMIN_TAB_LABELS[each]}
            </Tab>
          ))}
        </TabList>
        {CHAPTER_ADMIN_TABS.map((each) => (
          <TabPanel key={each} id={each} className={styles.panel}>
            {panel(each)}
          </TabPanel>
        ))}
      </Tabs>
    </section>
  );
}
