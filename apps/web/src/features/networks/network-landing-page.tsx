import { AppError, type Community, FEATURE_MESSAGES, moveItem, type NetworkContentItem, paths, useCommunity, useNetworkMembership, useNetworkPage, useNetworkPageEditor } from '@ypo/headless';
import { useState, type ReactNode } from 'react';
import { Button, FileTrigger, Link } from 'react-aria-components';
import { useParams } from 'react-router';
import { button, secondaryButton } from '../../components/button.css';
import { TextInput } from '../../components/form';
import { AlertText, Notice } from '../../components/notice';
import { ReorderList } from '../../components/reorder-list';
import { SafeHtml } from '../../components/safe-html';
import { Skeleton, SkeletonLine } from '../../components/skeleton';
import { useEditToggle } from '../../components/use-edit-toggle';
import { NetworkAdminPanels, type NetworkAdminPanelSlots } from './network-admin-panels';
import * as styles from './networks.css';
import { RelatedCommunities } from './related-communities';
import { Panel } from '../../components/panel';
import { ListSkeleton } from './section';

/**
 * Join, resign and the pending request (spec 001 §3-§5): a member may resign, a non-member join;
 * a request waiting for the admins (approvalInProgress) says so and may be withdrawn. Failures are
 * only logged (spec 001 §8): the button stays as it was.
 */
function MembershipActions({ community }: { community: Community }) {
  const membership = useNetworkMembership({ communityId: community.communityId, communityName: 'network' });
  if (membership.isLoading)
    return (
      <Skeleton label="Loading your membership">
        <SkeletonLine width="short" />
      </Skeleton>
    );
  switch (membership.state) {
    case 'member':
      return (
        <Button className={secondaryButton} isDisabled={membership.isSaving} onPress={() => void membership.resign()}>
          Resign from network
        </Button>
      );
    case 'pending':
      return (
        <div className={styles.actions}>
          <p role="status" className={styles.muted}>
            Your request to join is waiting for approval.
          </p>
          <Button className={secondaryButton} isDisabled={membership.isSaving} onPress={() => void membership.resign()}>
            Withdraw request
          </Button>
        </div>
      );
    case 'none':
      return (
        <Button className={button} isDisabled={membership.isSaving} onPress={() => void membership.join()}>
          Join network
        </Button>
      );
  }
}

/** The related-file form of the admins: a title and one file, checked by type and size before it is sent. */
function RelatedFileUpload({ networkId }: { networkId: string }) {
  const editor = useNetworkPageEditor(networkId);
  const [title, setTitle] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const { status, progress, problems, failure } = editor.upload;
  const send = async () => {
    if (!file) return;
    const outcome = await editor.uploadRelated(file, title.trim() || file.name);
    if (outcome.status === 'done') {
      setFile(null);
      setTitle('');
    }
  };
  return (
    <form
      className={styles.form}
      aria-label="Add related content"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <TextInput label="Title" value={title} onChange={setTitle} />
      <div className={styles.actions}>
        <FileTrigger onSelect={(list) => setFile(list?.[0] ?? null)}>
          <Button className={secondaryButton}>Choose a file</Button>
        </FileTrigger>
        <span className={styles.muted}>{file ? file.name : 'No file chosen'}</span>
      </div>
      {problems.map((p) => (
        <AlertText key={`${p.code}-${p.fileName ?? ''}`} message={p.message} />
      ))}
      <AlertText message={failure ? (failure.error instanceof AppError ? failure.error.message : FEATURE_MESSAGES.filesUploadFailed) : undefined} />
      {status === 'uploading' && progress ? (
        <progress aria-label="Upload progress" max={100} value={progress.shownPercentage}>
          {progress.shownPercentage}%
        </progress>
      ) : null}
      <Button type="submit" className={button} isDisabled={!file || editor.isSaving}>
        Upload
      </Button>
    </form>
  );
}

type OrderedBlock = NetworkContentItem & { readonly id: string };

/**
 * A content block's editor for the network's admins (spec 001 §2, §3: network page content): its
 * title and text. The text is user HTML: it reaches the page only through the one SafeHtml
 * (DOMPurify), in the preview here as on the page. A failed save shows its text and keeps the fields.
 */
function ContentBlockEditor({ block, networkId, onClose }: { block: OrderedBlock; networkId: string; onClose: () => void }) {
  const editor = useNetworkPageEditor(networkId);
  const [title, setTitle] = useState(block.title ?? '');
  const [text, setText] = useState(block.content);
  const [failure, setFailure] = useState<string | undefined>();
  const save = async () => {
    setFailure(undefined);
    const result = await editor.saveContent({ id: block.id, title: title.trim(), content: text, displayOrder: block.displayOrder });
    if (!result) return;
    if (result.ok) onClose();
    else setFailure(result.error.message);
  };
  return (
    <form
      className={styles.form}
      aria-label={`Edit ${block.title || 'content block'}`}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <TextInput label="Title" value={title} onChange={setTitle} autoFocus />
      <TextInput label="Text" isMultiline value={text} onChange={setText} description="HTML is allowed; what is not safe to show is removed, as the preview shows." />
      <section className={styles.preview} aria-label="Preview">
        <SafeHtml html={text} />
      </section>
      <AlertText message={failure} />
      <div className={styles.actions}>
        <Button type="submit" className={button} isDisabled={editor.isSaving || text.trim() === ''}>
          Save
        </Button>
        <Button className={secondaryButton} onPress={onClose}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** A content block of the network page; its admins edit it in place (the Edit button gets the focus back on close). */
function ContentBlock({ block, community }: { block: NetworkContentItem; community: Community }) {
  const { isEditing, setEditing, editButton } = useEditToggle();
  const title = block.title || community.name;
  const canEdit = community.isAdmin === true && typeof block.id === 'string';
  return (
    <Panel title={title}>
      {canEdit && isEditing ? (
        <ContentBlockEditor block={block as OrderedBlock} networkId={community.communityId} onClose={() => setEditing(false)} />
      ) : (
        <>
          <SafeHtml html={block.content} />
          {canEdit ? (
            <Button ref={editButton} className={secondaryButton} aria-label={`Edit ${title}`} onPress={() => setEditing(true)}>
              Edit
            </Button>
          ) : null}
        </>
      )}
    </Panel>
  );
}

/** The network page's content blocks, their display order (admins move them) and related files. */
function NetworkPageContent({ community }: { community: Community }) {
  const isAdmin = community.isAdmin === true;
  const { content, relatedContent, subnetworks, isLoading, error } = useNetworkPage(community.communityId);
  const editor = useNetworkPageEditor(community.communityId);
  const blocks = content.filter((b): b is OrderedBlock => typeof b.id === 'string');
  return (
    <>
      {isLoading ? <ListSkeleton label="Loading the network page" /> : null}
      <AlertText message={error?.message} />
      {content.map((block, index) => (
        <ContentBlock key={block.id ?? index} block={block} community={community} />
      ))}
      {isAdmin && blocks.length > 1 ? (
        <Panel title="Display order">
          <ReorderList
            label="Display order"
            items={blocks}
            textOf={(b) => b.title || community.name}
            onMove={(from, to) => void editor.reorderContent(moveItem(blocks, from, to))}
            isBusy={editor.isSaving}
            renderContent={(b) => <span>{b.title || community.name}</span>}
          />
          <AlertText message={editor.saveError?.message} />
        </Panel>
      ) : null}
      {relatedContent.length > 0 || isAdmin ? (
        <Panel title="Related content">
          {relatedContent.length > 0 ? (
            <ul className={styles.plainList} aria-label="Related content">
              {relatedContent.map((item, index) => (
                <li key={item.id ?? index}>
                  <Link className={styles.link} href={item.url} target="_blank" rel="noopener noreferrer">
                    {item.title}
                  </Link>
                  {item.fileName ? <span className={styles.muted}> {item.fileName}</span> : null}
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.muted}>No related content yet.</p>
          )}
          {isAdmin ? <RelatedFileUpload networkId={community.communityId} /> : null}
        </Panel>
      ) : null}
      {subnetworks.length > 0 ? (
        <Panel title="Subnetworks">
          <ul className={styles.plainList} aria-label="Subnetworks">
            {subnetworks.map((n) => (
              <li key={n.communityId}>
                <Link className={styles.link} href={paths.networkLandingPage(n.communityId)}>
                  {n.name}
                </Link>
              </li>
            ))}
          </ul>
        </Panel>
      ) : null}
    </>
  );
}

/** The header and columns while the network loads, at their final place. */
function NetworkSkeleton() {
  return (
    <div className={styles.page}>
      <Skeleton label="Loading the network" className={styles.header}>
        <SkeletonLine size="heading" width="half" />
      </Skeleton>
      <ListSkeleton label="Loading the network page" />
    </div>
  );
}

/** The page when it shows no network: the title and why. */
function NoNetwork({ children }: { children: ReactNode }) {
  return (
    <section className={styles.page} aria-labelledby="network-title">
      <h1 id="network-title" className={styles.title}>
        Network
      </h1>
      {children}
    </section>
  );
}

/**
 * /networkLandingPage/{communityId?} (spec 001 §2-§5, §8): a network's page (without an id, the
 * user's own network): join, resign or the pending request; its content in display order, related
 * files and subnetworks; its related communities; and for its admins the editors and the admin panels
 * (`adminPanels`: the group panels the app layer brings).
 */
export function NetworkLandingPage({ adminPanels }: { adminPanels?: NetworkAdminPanelSlots | undefined } = {}) {
  const { communityId } = useParams();
  const { state, reload } = useCommunity({ type: 'network', communityId });
  switch (state.status) {
    case 'loading':
      return <NetworkSkeleton />;
    case 'ready': {
      const community = state.community;
      const ref = { communityId: community.communityId, communityName: 'network' };
      return (
        <section className={styles.page} aria-labelledby="network-title">
          <header className={styles.header}>
            <h1 id="network-title" className={styles.title}>
              {community.name}
            </h1>
            <MembershipActions community={community} />
          </header>
          {community.isAdmin ? <NetworkAdminPanels community={ref} panels={adminPanels} /> : null}
          <NetworkPageContent community={community} />
          <RelatedCommunities community={ref} canEdit={community.isAdmin === true} />
        </section>
      );
    }
    case 'error':
      return (
        <NoNetwork>
          <AlertText message={state.error.message} />
          <Button className={secondaryButton} onPress={reload}>
            Try again
          </Button>
        </NoNetwork>
      );
    case 'forbidden':
      return (
        <NoNetwork>
          <Notice kind="warning" message={state.message} />
        </NoNetwork>
      );
    default:
      return (
        <NoNetwork>
          <p>
            You are not in a network yet.{' '}
            <Link className={styles.link} href={paths.allNetworksPage()}>
              See all networks
            </Link>
          </p>
        </NoNetwork>
      );
  }
}
